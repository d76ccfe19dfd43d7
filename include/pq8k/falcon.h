/* SPDX-License-Identifier: MIT */
/*
 * Falcon-512 / Falcon-1024 signature verification (round 3 as packaged by
 * PQClean and liboqs; keys and signatures byte-compatible with them).
 *
 * Verification only: Falcon key generation and signing need a floating-point
 * Gaussian sampler and are not provided by pq8k. Verification is integer-only
 * (NTT modulo 12289, SHAKE256 hash-to-point).
 *
 * Formats:
 *   public key  0x00+logn || h, 14 bits per coefficient, big-endian bit order
 *   signature   0x30+logn || nonce (40 bytes) || compressed s2
 *               variable length (PQClean "falcon-512"), or the fixed-length
 *               zero-padded form (PQClean "falcon-padded-512": 666 / 1280 bytes).
 * The message is signed as is (no context string, no prefix).
 *
 * Returns 0 if the signature is valid; otherwise a negative PQ8K_ERR_* code:
 *   PQ8K_ERR_BAD_SIGNATURE  well-formed, but the norm bound does not hold
 *   PQ8K_ERR_BAD_ENCODING   bad header byte, pk coefficient >= q, non-canonical s2
 *   PQ8K_ERR_BAD_LENGTH     siglen outside [42, PQ8K_FALCONxxx_SIG_MAX]
 *   PQ8K_ERR_STATE          NULL pointer (m may be NULL only when mlen == 0)
 * Memory: the verifier keeps its working state on the stack
 * (see docs/stream-falcon.md for the figures); no heap, no static data.
 */
#ifndef PQ8K_FALCON_H
#define PQ8K_FALCON_H

#include <stddef.h>
#include <stdint.h>

#include "pq8k/pq8k.h"

#define PQ8K_FALCON512_PK_BYTES       897
#define PQ8K_FALCON1024_PK_BYTES      1793
/* Shortest signature header + nonce + 1 byte; the longest signature that can
   pass the norm bound (a longer one is rejected without decoding; proof in
   docs/stream-falcon.md). PQClean's own buffers are 752 / 1462 bytes. */
#define PQ8K_FALCON_SIG_MIN           42
#define PQ8K_FALCON512_SIG_MAX        746
#define PQ8K_FALCON1024_SIG_MAX       1454
/* Fixed length of the zero-padded signature form. */
#define PQ8K_FALCON512_SIG_PADDED     666
#define PQ8K_FALCON1024_SIG_PADDED    1280
/* The pk digest the streaming verifier checks: SHAKE256(pk), 32 bytes. */
#define PQ8K_FALCON_DIGEST_BYTES      32

int pq8k_falcon512_verify(const uint8_t *pk, const uint8_t *sig,
                          size_t siglen, const uint8_t *m, size_t mlen);
int pq8k_falcon1024_verify(const uint8_t *pk, const uint8_t *sig,
                           size_t siglen, const uint8_t *m, size_t mlen);

#endif /* PQ8K_FALCON_H */
