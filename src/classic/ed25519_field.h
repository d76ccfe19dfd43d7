/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic modulo p = 2^255 - 19 for Ed25519: elements as bn256 words,
 * kept loosely reduced (any value below 2^256: the sums, differences and
 * products fold their overflow with 2^256 = 38 mod p); pq8k_ed_fe_canon gives
 * the unique representative below p, for comparisons, parity and encoding.
 * Constant time.
 */
#ifndef PQ8K_CLASSIC_ED25519_FIELD_H
#define PQ8K_CLASSIC_ED25519_FIELD_H

#include "classic/bn256.h"

typedef uint32_t ed_fe[BN_WORDS];

extern const uint32_t pq8k_ed_p[BN_WORDS];

void pq8k_ed_fe_mul(ed_fe r, const ed_fe a, const ed_fe b);
void pq8k_ed_fe_sqr(ed_fe r, const ed_fe a);
void pq8k_ed_fe_add(ed_fe r, const ed_fe a, const ed_fe b);
void pq8k_ed_fe_sub(ed_fe r, const ed_fe a, const ed_fe b);
/* r = a mod p, fully reduced (0 <= r < p). */
void pq8k_ed_fe_canon(ed_fe r, const ed_fe a);
/* r = a^-1 (0 for 0) = a^(p-2); r = a^((p-5)/8) for the square root. */
void pq8k_ed_fe_inv(ed_fe r, const ed_fe a);
void pq8k_ed_fe_pow22523(ed_fe r, const ed_fe a);
/* Little-endian 32 bytes; load ignores bit 255 and returns nonzero when
   the remaining value is not below p (a non-canonical encoding); store
   writes the canonical form. */
int pq8k_ed_fe_load(ed_fe r, const uint8_t in[32]);
void pq8k_ed_fe_store(uint8_t out[32], const ed_fe a);

#endif
