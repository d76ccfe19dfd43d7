/* SPDX-License-Identifier: MIT */
/*
 * HAETAE-2/3/5 signatures, keygen, sign and verify on the device.
 *
 * Keys and signatures are byte-compatible with the official HAETAE reference
 * of the release the library is built for: v1.2.0 (the current release, the
 * default) or, with PQ8K_CONFIG_HAETAE_V112=1 (pq8k/config.h), v1.1.2. The
 * same seed gives the same key pair, the same (message, context, rnd) the
 * same signature. The two releases differ only in signing (the hyperball's
 * Gaussian sampler): keys and verification are the same, and either build
 * verifies both releases' signatures. Signatures have a fixed length (zero
 * padded).
 *
 * Every function returns 0 on success or a negative PQ8K_ERR_* code:
 *   keygen / sign: PQ8K_ERR_RNG (randomness hook failed), PQ8K_ERR_BAD_LENGTH
 *   (ctxlen > 255), PQ8K_ERR_STATE (NULL argument), PQ8K_ERR_INTERNAL (nonce
 *   counter exhausted; never seen in practice). Outputs are zeroed on error.
 *   verify: PQ8K_ERR_BAD_LENGTH (siglen or ctxlen), PQ8K_ERR_BAD_ENCODING
 *   (malformed signature or public key), PQ8K_ERR_BAD_SIGNATURE (well formed
 *   but not valid), PQ8K_ERR_STATE (NULL argument).
 *
 * The _internal variants take the prefix pre directly (pre = ctxlen || ctx
 * for the plain interface) and, for signing, the 32 random bytes rnd.
 */
#ifndef PQ8K_HAETAE_H
#define PQ8K_HAETAE_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/pq8k.h"

#define PQ8K_HAETAE_SEEDBYTES 32

#define PQ8K_HAETAE2_PUBLICKEYBYTES 992
#define PQ8K_HAETAE2_SECRETKEYBYTES 1408
#define PQ8K_HAETAE2_SIGBYTES 1474

#define PQ8K_HAETAE3_PUBLICKEYBYTES 1472
#define PQ8K_HAETAE3_SECRETKEYBYTES 2112
#define PQ8K_HAETAE3_SIGBYTES 2349

#define PQ8K_HAETAE5_PUBLICKEYBYTES 2080
#define PQ8K_HAETAE5_SECRETKEYBYTES 2752
#define PQ8K_HAETAE5_SIGBYTES 2948

/* "1.2.0" or "1.1.2": the release whose signatures this library produces. */
const char *pq8k_haetae_version(void);

/* HAETAE-2 */
int pq8k_haetae2_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_haetae2_keygen_from_seed(uint8_t *pk, uint8_t *sk,
                                    const uint8_t seed[PQ8K_HAETAE_SEEDBYTES]);
int pq8k_haetae2_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                       size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae2_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                size_t mlen, const uint8_t *pre, size_t prelen,
                                const uint8_t rnd[32]);
int pq8k_haetae2_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                         size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae2_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                                  const uint8_t *m, size_t mlen, const uint8_t *pre,
                                  size_t prelen);

/* HAETAE-3 */
int pq8k_haetae3_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_haetae3_keygen_from_seed(uint8_t *pk, uint8_t *sk,
                                    const uint8_t seed[PQ8K_HAETAE_SEEDBYTES]);
int pq8k_haetae3_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                       size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae3_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                size_t mlen, const uint8_t *pre, size_t prelen,
                                const uint8_t rnd[32]);
int pq8k_haetae3_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                         size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae3_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                                  const uint8_t *m, size_t mlen, const uint8_t *pre,
                                  size_t prelen);

/* HAETAE-5 */
int pq8k_haetae5_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_haetae5_keygen_from_seed(uint8_t *pk, uint8_t *sk,
                                    const uint8_t seed[PQ8K_HAETAE_SEEDBYTES]);
int pq8k_haetae5_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                       size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae5_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                size_t mlen, const uint8_t *pre, size_t prelen,
                                const uint8_t rnd[32]);
int pq8k_haetae5_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                         size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_haetae5_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                                  const uint8_t *m, size_t mlen, const uint8_t *pre,
                                  size_t prelen);

#endif
