/*
 * Byte-wise rANS (32-bit state, L = 2^23, 10-bit frequencies), the entropy
 * coder of HAETAE signatures. The encoder runs backwards and writes bytes
 * downwards; the decoder reads forwards. Both work in place on the caller's
 * buffer and check every byte position against its bounds.
 */
#ifndef PQ8K_HAETAE_RANS_H
#define PQ8K_HAETAE_RANS_H

#include <stddef.h>
#include <stdint.h>

#define HAETAE_RANS_L (1u << 23)

typedef struct {
    const uint16_t *freq;   /* frequencies, summing to 1024 */
    uint8_t nsym;
} pq8k_haetae_rans_table;

typedef struct {
    uint32_t x;
    uint8_t *ptr;          /* next byte is written at ptr[-1] */
    const uint8_t *floor;  /* lowest byte the encoder may write */
} pq8k_haetae_rans_enc;

typedef struct {
    uint32_t x;
    const uint8_t *ptr;
    const uint8_t *end;
} pq8k_haetae_rans_dec;

void pq8k_haetae_rans_enc_init(pq8k_haetae_rans_enc *e, uint8_t *top, const uint8_t *floor);
/* Encode symbol s (< nsym). Returns 0, or -1 if the output would pass the floor. */
int pq8k_haetae_rans_put(pq8k_haetae_rans_enc *e, const pq8k_haetae_rans_table *t, unsigned s);
/* Write the final state in front of the bytes. Returns 0, or -1 on overflow. */
int pq8k_haetae_rans_flush(pq8k_haetae_rans_enc *e);

/* Start decoding buf[0..len). Returns 0, or -1 if the initial state is out of range. */
int pq8k_haetae_rans_dec_init(pq8k_haetae_rans_dec *d, const uint8_t *buf, size_t len);
/* Decode the next symbol. */
unsigned pq8k_haetae_rans_get(pq8k_haetae_rans_dec *d, const pq8k_haetae_rans_table *t);
/* 0 iff the final state is L and every byte was consumed. */
int pq8k_haetae_rans_dec_done(const pq8k_haetae_rans_dec *d);

#endif
