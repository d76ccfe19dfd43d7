/* SPDX-License-Identifier: MIT */
/*
 * FIPS 180-4: SHA-256 and SHA-512 (and the SHA-224, SHA-384, SHA-512/224 and
 * SHA-512/256 variants: another IV, a truncated output), incremental.
 * Context sizes: pq8k_sha256_ctx 104 bytes, pq8k_sha512_ctx 200 bytes.
 * Copying a context forks the hash; SLH-DSA resumes from the PK.seed block's
 * midstate (pq8k_sha*_resume). On m4 and m3 pq8k_sha256_compress is ARMv7-M
 * assembly (PQ8K_CONFIG_SHA256_ASM): unrolled on m4 (sha256_armv7m.S), a four-round
 * loop on m3 (sha256_armv7m_compact.S, a quarter of the size); on m0 ARMv6-M
 * assembly (PQ8K_CONFIG_SHA256_ASM_ARMV6M, sha256_armv6m.S); elsewhere the C
 * of sha2.c.
 */
#ifndef PQ8K_SHA2_H
#define PQ8K_SHA2_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/hash_state.h"

/* pq8k_sha256_ctx, pq8k_sha512_ctx: pq8k/hash_state.h */

void pq8k_sha256_compress(uint32_t h[8], const uint8_t block[64]);
void pq8k_sha256_init(pq8k_sha256_ctx *c);
void pq8k_sha224_init(pq8k_sha256_ctx *c);
/* At a block boundary whole 64-byte blocks are compressed straight from in, so
   in may be c->buf itself there (the Rainbow verifier stages key blocks in it). */
void pq8k_sha256_update(pq8k_sha256_ctx *c, const uint8_t *in, size_t len);
void pq8k_sha256_final(pq8k_sha256_ctx *c, uint8_t out[32]);   /* SHA-224: use first 28 */
void pq8k_sha256(uint8_t out[32], const uint8_t *in, size_t len);
/* Continue from a saved chaining value h after nbytes (a multiple of 64) of
   input: the midstate of a constant first block (SLH-DSA's PK.seed block). */
void pq8k_sha256_resume(pq8k_sha256_ctx *c, const uint32_t h[8], uint64_t nbytes);

void pq8k_sha512_compress(uint64_t h[8], const uint8_t block[128]);
void pq8k_sha512_init(pq8k_sha512_ctx *c);
void pq8k_sha384_init(pq8k_sha512_ctx *c);
void pq8k_sha512_224_init(pq8k_sha512_ctx *c);
void pq8k_sha512_256_init(pq8k_sha512_ctx *c);
void pq8k_sha512_update(pq8k_sha512_ctx *c, const uint8_t *in, size_t len);
void pq8k_sha512_final(pq8k_sha512_ctx *c, uint8_t out[64]);   /* SHA-384, -512/224, -512/256: use the first 48, 28, 32 */
void pq8k_sha512(uint8_t out[64], const uint8_t *in, size_t len);
/* As pq8k_sha256_resume; nbytes a multiple of 128. */
void pq8k_sha512_resume(pq8k_sha512_ctx *c, const uint64_t h[8], uint64_t nbytes);

#endif
