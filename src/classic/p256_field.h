/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic modulo p = 2^256 - 2^224 + 2^192 + 2^96 - 1, the P-256 field:
 * elements as bn256 words, always fully reduced; multiplication with the
 * special (Solinas) reduction of FIPS 186-5 / SP 800-186. Constant time.
 */
#ifndef PQ8K_CLASSIC_P256_FIELD_H
#define PQ8K_CLASSIC_P256_FIELD_H

#include "classic/bn256.h"

typedef uint32_t p256_fe[BN_WORDS];

extern const uint32_t pq8k_p256_p[BN_WORDS];

void pq8k_p256_fe_mul(p256_fe r, const p256_fe a, const p256_fe b);
void pq8k_p256_fe_sqr(p256_fe r, const p256_fe a);
void pq8k_p256_fe_add(p256_fe r, const p256_fe a, const p256_fe b);
void pq8k_p256_fe_sub(p256_fe r, const p256_fe a, const p256_fe b);
/* r = a^-1 (0 for a = 0), by Fermat: a^(p-2). */
void pq8k_p256_fe_inv(p256_fe r, const p256_fe a);

#endif
