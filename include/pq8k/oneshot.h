/* SPDX-License-Identifier: MIT */
/*
 * Scheme-generic one-shot calls: one shape for every scheme of the build,
 * keyed by its pq8k_scheme id (pq8k/schemes.def).
 *
 * Every call returns 0 or a negative PQ8K_ERR_* code:
 *   PQ8K_ERR_UNSUPPORTED  the id is not built into this library, or the
 *                         library has no such operation for it: pq8k_sign
 *                         and pq8k_keygen refuse the stateful schemes (LMS,
 *                         HSS, XMSS, XMSS^MT: they keep their index-taking
 *                         calls, pq8k/lms.h and pq8k/xmss.h) and the schemes
 *                         the library only verifies (Falcon, the legacy ones);
 *   PQ8K_ERR_STATE        a NULL pointer where bytes are needed;
 *   PQ8K_ERR_BAD_LENGTH   a key of the wrong length, an output buffer too
 *                         small, a context string for a scheme without one,
 *                         or a signature length the scheme cannot have;
 *   the scheme's own codes (PQ8K_ERR_BAD_SIGNATURE, ...).
 * Outputs are zeroed on error.
 *
 * The compact ML-DSA ids (PQ8K_MLDSA44_COMPACT, ...) name a stream layout;
 * their keys and signatures are the level's, and these calls treat them as
 * the level.
 */
#ifndef PQ8K_ONESHOT_H
#define PQ8K_ONESHOT_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/pq8k.h"
#include "pq8k/stream.h" /* pq8k_scheme */

/* Verify sig over msg under pk, pure mode. ctx is the context string of the
   schemes that have one (ML-DSA, SLH-DSA, HAETAE, the composites: at most
   255 bytes); the other schemes require ctxlen == 0 (ctx may then be NULL).
   0: valid. */
int pq8k_verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen);

/* Sign msg with sk (hedged: draws from pq8k_randombytes). *siglen in: the
   capacity of sig, at least pq8k_sig_bytes(s); out: the bytes written (0 on
   error). sklen must be pq8k_sk_bytes(s). */
int pq8k_sign(pq8k_scheme s, uint8_t *sig, size_t *siglen, const uint8_t *sk, size_t sklen,
              const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen);

/* A new key pair from pq8k_randombytes. *pklen and *sklen in: the capacities
   of pk and sk, at least pq8k_pk_bytes(s) and pq8k_sk_bytes(s); out: the
   bytes written (0 on error). */
int pq8k_keygen(pq8k_scheme s, uint8_t *pk, size_t *pklen, uint8_t *sk, size_t *sklen);

/* Sizes of a scheme's public key, private key and signature; 0 where they
   vary (Falcon's signature; LMS, HSS, XMSS, XMSS^MT, whose parameter set is
   in the key: see their headers), where the library keeps no private key
   (Falcon, the legacy schemes; the composites where classical signing is
   not built, PQ8K_CONFIG_CLASSIC_SIGN), or where the id is not built. The
   composite ML-DSA + ECDSA-P256 signatures vary too (the ECDSA half is DER):
   pq8k_sig_bytes is their longest, enough for pq8k_sign, which reports the
   length; pq8k_verify takes any length up to it. A composite's private key
   is its 64-byte seed. */
size_t pq8k_pk_bytes(pq8k_scheme s);
size_t pq8k_sk_bytes(pq8k_scheme s);
size_t pq8k_sig_bytes(pq8k_scheme s);

/* The scheme's name, e.g. "ML-DSA-44" (a static string); NULL if the id is
   not built. */
const char *pq8k_scheme_name(pq8k_scheme s);

#endif /* PQ8K_ONESHOT_H */
