/* SPDX-License-Identifier: MIT */
/*
 * HAETAE's seeded XOF streams and the two samplers that read them one value
 * at a time (no block buffers: the Keccak state tracks its own position).
 */
#ifndef PQ8K_HAETAE_XOF_H
#define PQ8K_HAETAE_XOF_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"
#include "haetae/all_levels/arith.h"

/* SHAKE128(seed || nonce_le16), ready to squeeze. */
void pq8k_haetae_shake128_stream(pq8k_keccak_state *ks, const uint8_t *seed, size_t seedlen,
                                 uint16_t nonce);
/* SHAKE256(seed || nonce_le16), ready to squeeze. */
void pq8k_haetae_shake256_stream(pq8k_keccak_state *ks, const uint8_t *seed, size_t seedlen,
                                 uint16_t nonce);
/* Uniform values in [0, q) from a SHAKE128 stream (2-byte rejection sampling),
   squeezed a block at a time (values never straddle a block). */
typedef struct {
    uint8_t buf[PQ8K_SHAKE128_RATE];
    unsigned pos;
} pq8k_haetae_uniform_buf;

static inline void pq8k_haetae_uniform_buf_init(pq8k_haetae_uniform_buf *u)
{
    u->pos = PQ8K_SHAKE128_RATE;
}

static inline int32_t pq8k_haetae_uniform_buf_next(pq8k_haetae_uniform_buf *u,
                                                   pq8k_keccak_state *ks)
{
    int32_t t;
    do {
        if (u->pos == PQ8K_SHAKE128_RATE) {
            pq8k_keccak_squeeze(ks, u->buf, PQ8K_SHAKE128_RATE);
            u->pos = 0;
        }
        t = u->buf[u->pos] | (u->buf[u->pos + 1] << 8);
        u->pos += 2;
    } while (t >= HAETAE_Q);
    return t;
}
/* A polynomial with coefficients in {-1, 0, 1} from SHAKE256(sigma64 || nonce). */
void pq8k_haetae_eta_poly(hpoly *s, pq8k_keccak_state *ks, const uint8_t sigma[64], uint16_t nonce);

#endif
