/* SPDX-License-Identifier: MIT */
/*
 * The hash states of the library (SHA-3/SHAKE, SHA-256, SHA-512), here so
 * that the verifier states of pq8k/stream.h can hold them and the caller can
 * allocate a pq8k_verifier. Their fields are private to the library (the
 * functions are in src/common/fips202.h and src/common/sha2.h).
 */
#ifndef PQ8K_HASH_STATE_H
#define PQ8K_HASH_STATE_H

#include <stdint.h>

/* Keccak-f[1600] sponge: 208 bytes. */
typedef struct {
    uint64_t s[25];
    uint8_t pos;    /* byte position inside the current block (absorb or squeeze) */
    uint8_t rate;   /* block size in bytes */
    uint8_t ds;     /* domain separation/padding byte: 0x1F SHAKE, 0x06 SHA3 */
    uint8_t squeezing;
} pq8k_keccak_state;

/* SHA-256 (and SHA-224): 104 bytes. */
typedef struct {
    uint32_t h[8];
    uint64_t nbytes;    /* total bytes absorbed */
    uint8_t buf[64];
} pq8k_sha256_ctx;

/* SHA-512 (and SHA-384): 200 bytes. */
typedef struct {
    uint64_t h[8];
    uint64_t nbytes;    /* total bytes absorbed (2^64 is plenty on a device) */
    uint8_t buf[128];
} pq8k_sha512_ctx;

#endif
