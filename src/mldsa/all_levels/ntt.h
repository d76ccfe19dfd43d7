/* SPDX-License-Identifier: MIT */
/* The number-theoretic transform of FIPS 204 (Algorithms 41 and 42). */
#ifndef PQ8K_MLDSA_NTT_H
#define PQ8K_MLDSA_NTT_H

#include <stdint.h>

/* zeta^brv8(k) * 2^32 mod q, k = 0..255 (ntt.c) */
extern const uint32_t pq8k_mldsa_zetas[256];

/* In place, a[i] < q on input; output congruent to NTT(a), each below 17q. */
void pq8k_mldsa_ntt(uint32_t a[256]);

/*
 * In place: the inverse NTT of a sum of Montgomery products (each a[i] holds
 * some x*2^-32 mod q, below 14q), returned as plain coefficients in [0, q):
 * the 2^-32 of mldsa_mont and the 1/256 of the inverse are both undone.
 */
void pq8k_mldsa_invntt_mont(uint32_t a[256]);

/*
 * The same for secret data (keygen, signing): separate functions only where
 * the plain 64-bit product is not constant time (PQ8K_CONFIG_CT_MUL16, the
 * Cortex-M3), so that verification keeps the fast multiply.
 */
#include "common/mul64.h"
#if PQ8K_CONFIG_CT_MUL16
void pq8k_mldsa_ntt_ct(uint32_t a[256]);
void pq8k_mldsa_invntt_mont_ct(uint32_t a[256]);
#else
#define pq8k_mldsa_ntt_ct pq8k_mldsa_ntt
#define pq8k_mldsa_invntt_mont_ct pq8k_mldsa_invntt_mont
#endif
#endif
