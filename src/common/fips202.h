/* SPDX-License-Identifier: MIT */
/*
 * FIPS 202: Keccak-f[1600], SHAKE128/256 and SHA3-224/256/384/512, incremental.
 *
 * One state type serves every function. The absorb/squeeze calls take input
 * and produce output in pieces of any size; the result does not depend on how
 * the data is cut. State size: sizeof(pq8k_keccak_state) == 208 bytes.
 *
 * Usage:  init -> absorb* -> finalize -> squeeze*   (SHAKE)
 *         init -> absorb* -> finalize -> squeeze(out, 28, 32, 48 or 64)   (SHA3)
 * Copying the struct forks the hash (used to reuse a common prefix).
 */
#ifndef PQ8K_FIPS202_H
#define PQ8K_FIPS202_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/hash_state.h"

#define PQ8K_SHAKE128_RATE 168
#define PQ8K_SHAKE256_RATE 136
#define PQ8K_SHA3_224_RATE 144
#define PQ8K_SHA3_256_RATE 136
#define PQ8K_SHA3_384_RATE 104
#define PQ8K_SHA3_512_RATE 72

/* pq8k_keccak_state: pq8k/hash_state.h */

void pq8k_keccakf1600(uint64_t s[25]);

void pq8k_shake128_init(pq8k_keccak_state *st);
void pq8k_shake256_init(pq8k_keccak_state *st);
void pq8k_sha3_224_init(pq8k_keccak_state *st);
void pq8k_sha3_256_init(pq8k_keccak_state *st);
void pq8k_sha3_384_init(pq8k_keccak_state *st);
void pq8k_sha3_512_init(pq8k_keccak_state *st);
void pq8k_keccak_absorb(pq8k_keccak_state *st, const uint8_t *in, size_t len);
void pq8k_keccak_finalize(pq8k_keccak_state *st);
void pq8k_keccak_squeeze(pq8k_keccak_state *st, uint8_t *out, size_t len);

/* One-shot helpers. */
void pq8k_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void pq8k_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void pq8k_sha3_256(uint8_t out[32], const uint8_t *in, size_t inlen);
void pq8k_sha3_512(uint8_t out[64], const uint8_t *in, size_t inlen);

#endif
