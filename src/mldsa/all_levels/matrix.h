/* SPDX-License-Identifier: MIT */
/* Products with entries of the public matrix A, generated on demand from rho. */
#ifndef PQ8K_MLDSA_MATRIX_H
#define PQ8K_MLDSA_MATRIX_H

#include <stdint.h>

/*
 * acc[i] += A[row][col][i] * vhat[i] * 2^-32 for i = 0..255, where
 * A[row][col] = RejNTTPoly(rho || col || row) (FIPS 204 Algorithms 30, 32) is
 * squeezed a few bytes at a time: the entry itself is never stored.
 * vhat[i] < 17q (an NTT output); each added term is below 2q.
 */
void pq8k_mldsa_matrix_acc(uint32_t acc[256], const uint32_t vhat[256], const uint8_t rho[32],
                           unsigned row, unsigned col);

/* One step of a row of A*v: vhat <- NTT(v) (v in [0, q)), then matrix_acc. */
void pq8k_mldsa_row_step(uint32_t acc[256], uint32_t v[256], const uint8_t rho[32],
                         unsigned row, unsigned col);

/* row_step for a secret v (keygen, signing); see pq8k_mldsa_ntt_ct */
#include "common/mul64.h"
#if PQ8K_CONFIG_CT_MUL16
void pq8k_mldsa_row_step_ct(uint32_t acc[256], uint32_t v[256], const uint8_t rho[32],
                            unsigned row, unsigned col);
#else
#define pq8k_mldsa_row_step_ct pq8k_mldsa_row_step
#endif

/*
 * a <- 0, a word at a time: memset of newlib-nano (m3, rv32) stores a byte
 * at a time, and gcc turns a plain zeroing loop back into a memset call
 * (the empty asm, a compiler barrier, keeps the loop a loop).
 */
static inline void pq8k_mldsa_poly_zero(uint32_t a[256])
{
    for (unsigned i = 0; i < 256; i += 4) {
        a[i] = 0;
        a[i + 1] = 0;
        a[i + 2] = 0;
        a[i + 3] = 0;
#if defined(__GNUC__)
        __asm__("" : : "r"(a) : "memory");
#endif
    }
}

#endif
