/* SPDX-License-Identifier: MIT */
/*
 * Ed25519 (RFC 8032, pure: the message itself, no prehash, no context).
 *
 * Verification is freestanding and built for every target
 * (PQ8K_CONFIG_ED25519). It refuses S >= L and non-canonical encodings of A
 * (y >= p, or x = 0 with the sign bit) with PQ8K_ERR_BAD_ENCODING and checks
 * the cofactorless equation by re-encoding: encode([S]B - [k]A) == R byte
 * for byte, which also refuses every non-canonical R (docs/classic.md).
 * Otherwise 0 or PQ8K_ERR_BAD_SIGNATURE; PQ8K_ERR_STATE for a NULL argument.
 *
 * Key generation and signing are meant for the host (they link only where
 * called) and run in constant time in the secret.
 */
#ifndef PQ8K_CLASSIC_ED25519_H
#define PQ8K_CLASSIC_ED25519_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/classic_ws.h"

#define PQ8K_ED25519_PK_BYTES 32
#define PQ8K_ED25519_SEED_BYTES 32
#define PQ8K_ED25519_SIG_BYTES 64

/* Verifies sig over msg under pk, its workspace (about 1,220 bytes) on the
   stack. */
int pq8k_ed25519_verify(const uint8_t pk[32], const uint8_t sig[64],
                        const uint8_t *msg, size_t msglen);
/* The same in the caller's workspace ws (pq8k/classic_ws.h: memory that is
   free for the call, e.g. a finished verifier's buffers; its contents on
   return are of no use). Same results; PQ8K_ERR_STATE for a NULL ws. */
int pq8k_ed25519_verify_ws(const uint8_t pk[32], const uint8_t sig[64],
                           const uint8_t *msg, size_t msglen, pq8k_ed25519_ws *ws);
/* pk for the 32-byte secret seed (RFC 8032 5.1.5). */
int pq8k_ed25519_keygen_from_seed(uint8_t pk[32], const uint8_t seed[32]);
/* Signs msg with the seed; pk must be the seed's public key (checked:
   PQ8K_ERR_STATE otherwise, and sig is zeroed). */
int pq8k_ed25519_sign(uint8_t sig[64], const uint8_t seed[32], const uint8_t pk[32],
                      const uint8_t *msg, size_t msglen);

#endif
