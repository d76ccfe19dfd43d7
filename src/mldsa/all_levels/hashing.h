/* SPDX-License-Identifier: MIT */
/* The hashes that frame ML-DSA: the message representative mu and the w1 encoding fed to c~. */
#ifndef PQ8K_MLDSA_HASHING_H
#define PQ8K_MLDSA_HASHING_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"

/* mu = SHAKE256(tr || M', 64) with M' = msg (internal interface) */
void pq8k_mldsa_mu_internal(uint8_t mu[64], const uint8_t tr[64], const uint8_t *msg, size_t mlen);
/* ... with M' = 0 || ctxlen || ctx || msg (pure ML-DSA, ctxlen <= 255) */
void pq8k_mldsa_mu_pure(uint8_t mu[64], const uint8_t tr[64], const uint8_t *ctx, size_t ctxlen,
                        const uint8_t *msg, size_t mlen);
/* ... with M' = 1 || ctxlen || ctx || oid || ph (HashML-DSA; oid is the DER encoding) */
void pq8k_mldsa_mu_prehash(uint8_t mu[64], const uint8_t tr[64], const uint8_t *ctx,
                           size_t ctxlen, const uint8_t *oid, size_t oidlen, const uint8_t *ph,
                           size_t phlen);

/*
 * Absorb w1Encode of one row: w1[i] = UseHint(h[i], r[i]) where h is 1 exactly
 * at the ascending positions hint[0..nh), packed 6 bits (gamma2 = (q-1)/88)
 * or 4 bits (gamma2 = (q-1)/32) per coefficient. With nh = 0 this is
 * HighBits(r), what signing hashes; then it runs in constant time.
 */
void pq8k_mldsa_absorb_w1(pq8k_keccak_state *st, const uint32_t r[256], const uint8_t *hint,
                          unsigned nh, uint32_t gamma2);

#endif
