/*
 * HAETAE signature body: the rANS streams of HighBits(z1) and of the hint h,
 * their offsets and the zero padding. The encoder writes both streams
 * backwards straight into the signature buffer; the decoder checks offsets,
 * initial states and padding up front, hands out symbols in the order
 * verification consumes them (every read bounds-checked, every symbol in
 * range whatever the bytes), and checks the final states once all are read.
 */
#ifndef PQ8K_HAETAE_SIGCODE_H
#define PQ8K_HAETAE_SIGCODE_H

#include "haetae/params.h"
#include "haetae/shared/rans.h"

typedef struct {
    pq8k_haetae_rans_dec hb, h;
} haetae_sigdec;

typedef struct {
    pq8k_haetae_rans_enc e;
    uint8_t *sig;
    uint8_t *h_start;   /* first byte of the finished h stream */
} haetae_sigenc;

#define haetae_sig_open HAETAE_NS(sig_open)
#define haetae_sig_next_hb HAETAE_NS(sig_next_hb)
#define haetae_sig_next_h HAETAE_NS(sig_next_h)
#define haetae_sig_close HAETAE_NS(sig_close)
#define haetae_sigenc_start HAETAE_NS(sigenc_start)
#define haetae_sigenc_put_h HAETAE_NS(sigenc_put_h)
#define haetae_sigenc_switch HAETAE_NS(sigenc_switch)
#define haetae_sigenc_put_hb HAETAE_NS(sigenc_put_hb)
#define haetae_sigenc_finish HAETAE_NS(sigenc_finish)

/* Check offsets, initial rANS states and the padding; 0 or PQ8K_ERR_BAD_ENCODING.
   On success the decoders are positioned at the first symbol of each stream. */
int haetae_sig_open(haetae_sigdec *d, const uint8_t sig[HAETAE_SIGBYTES]);
/* After all l*n + k*n symbols: 0 if both streams ended exactly (final state L,
   every byte used), else PQ8K_ERR_BAD_ENCODING. */
int haetae_sig_close(const haetae_sigdec *d);
/* Next HighBits(z1) value, in [-(M_HB-1)/2, (M_HB-1)/2]. */
int32_t haetae_sig_next_hb(haetae_sigdec *d);
/* Next hint value, in [0, HAETAE_HBMOD). */
int32_t haetae_sig_next_h(haetae_sigdec *d);

/* Encoding, in reverse order: every h (last first), switch, every hb (last first),
   finish. Each returns 0, or -1 when the value cannot be encoded or the streams
   do not fit: the signer then restarts, as the reference does. */
void haetae_sigenc_start(haetae_sigenc *s, uint8_t sig[HAETAE_SIGBYTES]);
int haetae_sigenc_put_h(haetae_sigenc *s, int32_t h);
int haetae_sigenc_switch(haetae_sigenc *s);
int haetae_sigenc_put_hb(haetae_sigenc *s, int32_t hb);
int haetae_sigenc_finish(haetae_sigenc *s);

#endif
