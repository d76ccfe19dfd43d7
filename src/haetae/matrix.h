/* SPDX-License-Identifier: MIT */
/*
 * The public matrices, one entry at a time from a single Keccak state.
 * A0 (k x m) is sampled straight into the NTT domain; signing and
 * verification use A1 = (column 0 from pk | 2 * A0).
 */
#ifndef PQ8K_HAETAE_MATRIX_H
#define PQ8K_HAETAE_MATRIX_H

#include "haetae/params.h"
#include "common/fips202.h"

#define haetae_acc_a0 HAETAE_NS(acc_a0)
#define haetae_a1_col0 HAETAE_NS(a1_col0)
#define haetae_expand_a HAETAE_NS(expand_a)

/* acc += (times2 ? 2 : 1) * A0[i][j] o x * 2^-32 (NTT domain). */
void haetae_acc_a0(hpoly *acc, const hpoly *x, pq8k_keccak_state *ks, const uint8_t rho[32],
                   unsigned i, unsigned j, unsigned times2);
/* r = A1[i][0] in the NTT domain, from the public key. */
void haetae_a1_col0(hpoly *r, pq8k_keccak_state *ks, const uint8_t *pk, unsigned i);
#if HAETAE_D == 1
/* Start the stream of a[i]; read its coefficients with pq8k_haetae_uniform_buf_next. */
#define haetae_a_start HAETAE_NS(a_start)
void haetae_a_start(pq8k_keccak_state *ks, const uint8_t rho[32], unsigned i);
/* r = a[i], the uniform vector of levels 2/3 (normal domain, centred). */
void haetae_expand_a(hpoly *r, pq8k_keccak_state *ks, const uint8_t rho[32], unsigned i);
/* Coefficient of 2 (a - 2 b1), A1's first column before the NTT, from the
   uniform value a (centred) and the public-key value b1. */
static inline int16_t haetae_a1_coeff(int32_t a, int32_t b1)
{
    int32_t t = haetae_center(a - haetae_reduce(2 * b1));
    return haetae_center(2 * t);
}
#endif

#endif
