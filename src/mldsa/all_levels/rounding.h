/* SPDX-License-Identifier: MIT */
/*
 * FIPS 204 rounding (Algorithms 35-40) on representatives in [0, q).
 * gamma2 is (q-1)/88 (ML-DSA-44) or (q-1)/32 (ML-DSA-65/87). Branch-free in r:
 * signing applies them to secret values.
 */
#ifndef PQ8K_MLDSA_ROUNDING_H
#define PQ8K_MLDSA_ROUNDING_H

#include <stdint.h>

#define MLDSA_GAMMA2_88 95232u  /* (q-1)/88 */
#define MLDSA_GAMMA2_32 261888u /* (q-1)/32 */

/* Power2Round: r = t1*2^13 + t0 with t0 in (-2^12, 2^12]; returns t1. */
uint32_t pq8k_mldsa_power2round(int32_t *t0, uint32_t r);
/* Decompose: r = r1*2*gamma2 + r0 (mod q) with r0 in (-gamma2, gamma2]; returns r1. */
uint32_t pq8k_mldsa_decompose(int32_t *r0, uint32_t r, uint32_t gamma2);
/* HighBits: r1 of Decompose. */
uint32_t pq8k_mldsa_highbits(uint32_t r, uint32_t gamma2);
/* UseHint with hint bit h (0 or 1). */
uint32_t pq8k_mldsa_use_hint(uint32_t r, unsigned h, uint32_t gamma2);

#endif
