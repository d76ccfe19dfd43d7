/* SPDX-License-Identifier: MIT */
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
#include "haetae/all_levels/rans.h"

typedef struct {
    pq8k_haetae_rans_dec hb, h;
} haetae_sigdec;

/* Room for both streams between the offsets and the end of the signature. */
#define HAETAE_SIG_ROOM (HAETAE_SIGBYTES - HAETAE_SIG_STREAMS)

typedef struct {
    pq8k_haetae_rans_enc e;
    uint8_t *sig;
    uint8_t *h_start;   /* first byte of the finished h stream */
} haetae_sigenc;

#define haetae_sig_open HAETAE_NS(sig_open)
#define haetae_sig_next_hb HAETAE_NS(sig_next_hb)
#define haetae_sig_next_h HAETAE_NS(sig_next_h)
#define haetae_sig_close HAETAE_NS(sig_close)
#define haetae_sig_sizes HAETAE_NS(sig_sizes)
#define haetae_sig_push_hb HAETAE_NS(sig_push_hb)
#define haetae_sig_push_h HAETAE_NS(sig_push_h)
#define haetae_sig_hb_split HAETAE_NS(sig_hb_split)
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

/* The streaming verifier's side of the same decoding (push decoders, see
   all_levels/rans.h). haetae_sig_sizes: the stream sizes that the two offset
   bytes off[0..2) give; 0, or PQ8K_ERR_BAD_ENCODING if they do not fit in
   HAETAE_SIG_ROOM (the first check of haetae_sig_open). */
int haetae_sig_sizes(const uint8_t off[2], uint16_t *size_hb, uint16_t *size_h);
/* Next HighBits(z1) / hint value, as haetae_sig_next_hb / _next_h give them. */
int32_t haetae_sig_push_hb(pq8k_haetae_rans_push *p);
int32_t haetae_sig_push_h(pq8k_haetae_rans_push *p);
/* Host side: end[j] = how many bytes of the hb stream the decoder has read
   once column j of z1 (symbols 256 j .. 256 j + 255) is decoded, its final
   renormalisation included; end[l-1] is the whole stream, whatever the
   decoder left over. Defined for any signature: with offsets that do not
   fit, the stream is taken as the HAETAE_SIG_ROOM bytes at most that fit. */
void haetae_sig_hb_split(const uint8_t sig[HAETAE_SIGBYTES], uint16_t end[HAETAE_L]);

/* Encoding, in reverse order: every h (last first), switch, every hb (last first),
   finish. Each returns 0, or -1 when the value cannot be encoded or the streams
   do not fit: the signer then restarts, as the reference does. */
void haetae_sigenc_start(haetae_sigenc *s, uint8_t sig[HAETAE_SIGBYTES]);
int haetae_sigenc_put_h(haetae_sigenc *s, int32_t h);
int haetae_sigenc_switch(haetae_sigenc *s);
int haetae_sigenc_put_hb(haetae_sigenc *s, int32_t hb);
int haetae_sigenc_finish(haetae_sigenc *s);

#endif
