/* SPDX-License-Identifier: MIT */
/* Scalars of P-256: integers modulo the group order n (bn256 Montgomery). */
#ifndef PQ8K_CLASSIC_P256_SCALAR_H
#define PQ8K_CLASSIC_P256_SCALAR_H

#include "classic/bn256.h"

extern const bn_modulus pq8k_p256_n;

/* e = the digest's leftmost 256 bits as an integer, reduced mod n
   (FIPS 186-5 6.4.1: a shorter digest counts whole). */
void pq8k_p256_digest_scalar(uint32_t e[BN_WORDS], const uint8_t *digest, size_t digestlen);
/* Nonzero when 1 <= a <= n-1. */
int pq8k_p256_scalar_in_range(const uint32_t a[BN_WORDS]);

#endif
