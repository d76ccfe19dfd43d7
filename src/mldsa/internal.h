/* SPDX-License-Identifier: MIT */
/* Per-level helpers shared by the ML-DSA source files (names from MLDSA_NS). */
#ifndef PQ8K_MLDSA_INTERNAL_H
#define PQ8K_MLDSA_INTERNAL_H

#include <stdint.h>
#include "mldsa/params.h"

/*
 * Strict hint decoding (FIPS 204 Algorithm 21): cumulative counts never
 * decrease and stay <= omega, indices ascend inside each row, unused index
 * bytes are 0. Returns 0 or PQ8K_ERR_BAD_ENCODING. Row i's positions are then
 * h[start .. h[omega + i]) with start = 0 or h[omega + i - 1].
 */
int MLDSA_NS(hint_check)(const uint8_t h[MLDSA_HINT_BYTES]);

/*
 * The key generation's self-check (keygen.c, PQ8K_CONFIG_SIGN_FAULT_CHECKS):
 * 0 if pk and sk are one consistent key pair, else PQ8K_ERR_FAULT; acc and v
 * are scratch. Declared in every build, defined only with the checks.
 */
int MLDSA_NS(keygen_check)(const uint8_t *pk, const uint8_t *sk, uint32_t acc[256], uint32_t v[256]);

/* Coefficient m of z_j from its packed form: gamma1 - field (signed). */
static inline int32_t mldsa_z_coef(uint32_t field)
{
    return (int32_t)MLDSA_GAMMA1 - (int32_t)field;
}

/* 1 if |z| >= gamma1 - beta (the signature is then rejected), else 0 */
static inline uint32_t mldsa_z_too_big(int32_t z)
{
    return mldsa_ge(mldsa_abs(z), MLDSA_GAMMA1 - MLDSA_BETA);
}

#endif
