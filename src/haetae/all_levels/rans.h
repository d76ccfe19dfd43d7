/* SPDX-License-Identifier: MIT */
/*
 * Byte-wise rANS (32-bit state, L = 2^23, 10-bit frequencies), the entropy
 * coder of HAETAE signatures. The encoder runs backwards and writes bytes
 * downwards; the decoder reads forwards. Both work in place on the caller's
 * buffer and check every byte position against its bounds.
 *
 * Two decoders share one symbol step (pq8k_haetae_rans_step): the pull
 * decoder reads its bytes from a buffer (one-shot verification); the push
 * decoder is handed them one at a time (streaming verification), and says
 * when it needs one. Fed the same bytes, both produce the same symbols and
 * end in the same state.
 */
#ifndef PQ8K_HAETAE_RANS_H
#define PQ8K_HAETAE_RANS_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"

#define HAETAE_RANS_L (1u << 23)
#define HAETAE_RANS_STATE_BYTES 4

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

/* The push decoder, pq8k_haetae_rans_push: pq8k/stream.h (the verifier state holds one). */

void pq8k_haetae_rans_enc_init(pq8k_haetae_rans_enc *e, uint8_t *top, const uint8_t *floor);
/* Encode symbol s (< nsym). Returns 0, or -1 if the output would pass the floor. */
int pq8k_haetae_rans_put(pq8k_haetae_rans_enc *e, const pq8k_haetae_rans_table *t, unsigned s);
/* Write the final state in front of the bytes. Returns 0, or -1 on overflow. */
int pq8k_haetae_rans_flush(pq8k_haetae_rans_enc *e);

/* 0 iff a decoder's initial state x is in [L, 256 L). */
static inline int pq8k_haetae_rans_state_check(uint32_t x)
{
    return (x < HAETAE_RANS_L || x >= (HAETAE_RANS_L << 8)) ? -1 : 0;
}

/* The symbol that x names; advances x past it (before renormalisation).
   The frequencies cover all 1024 slots, so every x names a symbol. */
static inline unsigned pq8k_haetae_rans_step(uint32_t *x, const pq8k_haetae_rans_table *t)
{
    uint32_t slot = *x & 1023;
    unsigned s = 0, start = 0;
    while (s + 1 < t->nsym && slot >= start + t->freq[s])
        start += t->freq[s++];
    *x = t->freq[s] * (*x >> 10) + slot - start;
    return s;
}

/* Start decoding buf[0..len). Returns 0, or -1 if the initial state is out of range. */
int pq8k_haetae_rans_dec_init(pq8k_haetae_rans_dec *d, const uint8_t *buf, size_t len);
/* Decode the next symbol. */
unsigned pq8k_haetae_rans_get(pq8k_haetae_rans_dec *d, const pq8k_haetae_rans_table *t);
/* 0 iff the final state is L and every byte was consumed. */
int pq8k_haetae_rans_dec_done(const pq8k_haetae_rans_dec *d);

/* Push decoding of a stream of len (>= 4, < 2^16) bytes: while
   pq8k_haetae_rans_push_wants says so, give it the next byte; otherwise
   pq8k_haetae_rans_push_get may decode a symbol. */
static inline void pq8k_haetae_rans_push_start(pq8k_haetae_rans_push *p, uint16_t len)
{
    p->x = 0;
    p->left = len;
    p->init = HAETAE_RANS_STATE_BYTES;
}

/* 1 if the decoder needs a byte before its next symbol: the initial state
   is incomplete, or renormalisation is (x < L while bytes remain, the rule
   of the pull decoder). */
static inline int pq8k_haetae_rans_push_wants(const pq8k_haetae_rans_push *p)
{
    return p->init != 0 || (p->x < HAETAE_RANS_L && p->left != 0);
}

/* Give the byte the decoder wants. Returns 0, or -1 if it completed an
   initial state out of range. */
int pq8k_haetae_rans_push_byte(pq8k_haetae_rans_push *p, uint8_t b);

/* Decode a symbol (only when the decoder does not want a byte). */
static inline unsigned pq8k_haetae_rans_push_get(pq8k_haetae_rans_push *p, const pq8k_haetae_rans_table *t)
{
    return pq8k_haetae_rans_step(&p->x, t);
}

/* 0 iff the final state is L and every byte was received. */
static inline int pq8k_haetae_rans_push_done(const pq8k_haetae_rans_push *p)
{
    return (p->init == 0 && p->x == HAETAE_RANS_L && p->left == 0) ? 0 : -1;
}

#endif
