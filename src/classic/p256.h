/* SPDX-License-Identifier: MIT */
/*
 * ECDSA over NIST P-256 (FIPS 186-5), on a digest the caller computed.
 *
 * Verification is freestanding and built for every target
 * (PQ8K_CONFIG_P256); it accepts only strict encodings: the public key
 * uncompressed SEC1 (0x04 || X || Y) with X, Y < p and the point on the
 * curve; the DER signature an Ecdsa-Sig-Value SEQUENCE of two minimal
 * positive INTEGERs and nothing after it; r and s in [1, n-1]. A digest
 * longer than 32 bytes counts by its leftmost 256 bits. Results: 0, or
 * PQ8K_ERR_BAD_SIGNATURE (well-formed, does not verify),
 * PQ8K_ERR_BAD_ENCODING (key or signature malformed or out of range),
 * PQ8K_ERR_BAD_LENGTH (a length argument), PQ8K_ERR_STATE (NULL argument).
 *
 * Key generation and signing are meant for the host (tools, tests; they
 * link only where called): constant time in the secret key and nonce,
 * nonce by RFC 6979 with HMAC-SHA-256 whatever the digest's length.
 */
#ifndef PQ8K_CLASSIC_P256_H
#define PQ8K_CLASSIC_P256_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/classic_ws.h"

#define PQ8K_P256_PK_BYTES 65      /* 0x04 || X || Y, uncompressed SEC1 */
#define PQ8K_P256_SK_BYTES 32
#define PQ8K_P256_SIG_MAX_BYTES 72 /* DER Ecdsa-Sig-Value */
#define PQ8K_P256_SIG_RAW_BYTES 64 /* r || s, big-endian (IEEE P1363) */

/* Verifies a DER-encoded ECDSA signature (siglen <= 72) over a digest, its
   workspace (about 640 bytes) on the stack. */
int pq8k_p256_verify(const uint8_t pk[65], const uint8_t *sig, size_t siglen,
                     const uint8_t *digest, size_t digestlen);
/* The same in the caller's workspace ws (pq8k/classic_ws.h: memory that is
   free for the call, e.g. a finished verifier's buffers; its contents on
   return are of no use). Same results; PQ8K_ERR_STATE for a NULL ws. */
int pq8k_p256_verify_ws(const uint8_t pk[65], const uint8_t *sig, size_t siglen,
                        const uint8_t *digest, size_t digestlen, pq8k_p256_ws *ws);
/* The same for the raw r || s form (Wycheproof's P1363 files, other users). */
int pq8k_p256_verify_raw(const uint8_t pk[65], const uint8_t sig[64],
                         const uint8_t *digest, size_t digestlen);
/* The key pair whose secret scalar is seed (big-endian), which must lie in
   [1, n-1] (else PQ8K_ERR_BAD_ENCODING; a uniform seed fails with
   probability about 2^-32). pk and sk are zeroed on error. */
int pq8k_p256_keygen_from_seed(uint8_t pk[65], uint8_t sk[32], const uint8_t seed[32]);
/* Deterministic ECDSA signature (RFC 6979), DER, into sig (72 bytes room);
   *siglen gets its length. sig and *siglen are zeroed on error. */
int pq8k_p256_sign(uint8_t *sig, size_t *siglen, const uint8_t sk[32],
                   const uint8_t *digest, size_t digestlen);
/* The same with RFC 6979 section 3.6's additional data: extra (32 bytes, e.g.
   fresh random bytes) is mixed into the nonce derivation, so that signing the
   same digest twice gives two signatures; extra NULL is pq8k_p256_sign. */
int pq8k_p256_sign_hedged(uint8_t *sig, size_t *siglen, const uint8_t sk[32],
                          const uint8_t *digest, size_t digestlen, const uint8_t *extra);

#endif
