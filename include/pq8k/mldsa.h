/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA (FIPS 204): key generation, signing and one-shot verification for
 * ML-DSA-44, -65 and -87. The streaming verifier is reached through the
 * engine, include/pq8k/stream.h.
 *
 * Sizes (bytes)   pk     sk     sig
 *   ML-DSA-44    1312   2560   2420
 *   ML-DSA-65    1952   4032   3309
 *   ML-DSA-87    2592   4896   4627
 *
 * Memory: the k x l matrix is never held; its entries are regenerated from
 * rho when needed, and only two polynomials (2 KB) plus a few Keccak states
 * are live at a time, whatever the level.
 *
 * Interfaces (for each of pq8k_mldsa44_, pq8k_mldsa65_, pq8k_mldsa87_):
 *   keygen(pk, sk)                   xi from pq8k_randombytes (32 bytes)
 *   keygen_from_seed(pk, sk, xi)     ML-DSA.KeyGen_internal (Algorithm 6)
 *   sign(sig, siglen, m, mlen, ctx, ctxlen, sk)
 *                                    pure ML-DSA, hedged: rnd from pq8k_randombytes
 *   sign_deterministic(...)          the same with rnd = 0^32
 *   sign_internal(sig, siglen, m, mlen, rnd, sk)
 *                                    Algorithm 7: m is M' itself (ACVP, KATs)
 *   sign_mu(sig, siglen, mu, rnd, sk)   external mu (64 bytes)
 *   verify(sig, siglen, m, mlen, ctx, ctxlen, pk)
 *   verify_internal(sig, siglen, m, mlen, pk)
 *   verify_mu(sig, siglen, mu, pk)
 *   hash_sign(sig, siglen, alg, ph, phlen, ctx, ctxlen, sk)
 *                                    HashML-DSA (Algorithm 4), hedged
 *   hash_sign_deterministic(...)     the same with rnd = 0^32
 *   hash_verify(sig, siglen, alg, ph, phlen, ctx, ctxlen, pk)
 *                                    HashML-DSA (Algorithm 5)
 * Pure ML-DSA signs M' = 0 || ctxlen || ctx || m with a context of 0..255
 * bytes (ctx may be NULL when ctxlen is 0). HashML-DSA signs
 * M' = 1 || ctxlen || ctx || OID(alg) || ph, where ph = PH(M) is the digest of
 * the message under the pre-hash function alg (pq8k/prehash.h), computed by
 * the caller (pq8k_prehash_digest, or any other implementation); phlen must be
 * alg's digest length (PQ8K_ERR_BAD_LENGTH otherwise) and an unknown alg is
 * PQ8K_ERR_UNSUPPORTED. The streaming verifier takes the same ph
 * (pq8k_verify_init_prehash), and both accept exactly the same signatures. siglen may be NULL; it receives
 * the signature size. Results: 0 or a PQ8K_ERR_* code; verify returns
 * PQ8K_ERR_BAD_LENGTH for a signature of the wrong size, PQ8K_ERR_BAD_ENCODING
 * for a malformed hint, PQ8K_ERR_BAD_SIGNATURE otherwise. On error the
 * outputs are zeroed. Secrets are wiped before return.
 */
#ifndef PQ8K_MLDSA_H
#define PQ8K_MLDSA_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/pq8k.h"
#include "pq8k/prehash.h"

#define PQ8K_MLDSA_SEEDBYTES 32
#define PQ8K_MLDSA_RNDBYTES 32
#define PQ8K_MLDSA_MUBYTES 64
#define PQ8K_MLDSA_TRBYTES 64

#define PQ8K_MLDSA44_PUBLICKEYBYTES 1312
#define PQ8K_MLDSA44_SECRETKEYBYTES 2560
#define PQ8K_MLDSA44_SIGBYTES 2420
#define PQ8K_MLDSA65_PUBLICKEYBYTES 1952
#define PQ8K_MLDSA65_SECRETKEYBYTES 4032
#define PQ8K_MLDSA65_SIGBYTES 3309
#define PQ8K_MLDSA87_PUBLICKEYBYTES 2592
#define PQ8K_MLDSA87_SECRETKEYBYTES 4896
#define PQ8K_MLDSA87_SIGBYTES 4627

/* ML-DSA-44 */
int pq8k_mldsa44_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_mldsa44_keygen_from_seed(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
int pq8k_mldsa44_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                      size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa44_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                    size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa44_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                               size_t mlen, const uint8_t rnd[32]);
int pq8k_mldsa44_sign_mu(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t mu[64],
                         const uint8_t rnd[32]);
int pq8k_mldsa44_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                        size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa44_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                                 size_t mlen);
int pq8k_mldsa44_verify_mu(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                           const uint8_t mu[64]);
int pq8k_mldsa44_hash_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg,
                           const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa44_hash_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk,
                                         pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                                         const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa44_hash_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                             pq8k_prehash alg, const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                             size_t ctxlen);

/* ML-DSA-65 */
int pq8k_mldsa65_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_mldsa65_keygen_from_seed(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
int pq8k_mldsa65_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                      size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa65_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                    size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa65_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                               size_t mlen, const uint8_t rnd[32]);
int pq8k_mldsa65_sign_mu(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t mu[64],
                         const uint8_t rnd[32]);
int pq8k_mldsa65_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                        size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa65_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                                 size_t mlen);
int pq8k_mldsa65_verify_mu(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                           const uint8_t mu[64]);
int pq8k_mldsa65_hash_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg,
                           const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa65_hash_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk,
                                         pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                                         const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa65_hash_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                             pq8k_prehash alg, const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                             size_t ctxlen);

/* ML-DSA-87 */
int pq8k_mldsa87_keygen(uint8_t *pk, uint8_t *sk);
int pq8k_mldsa87_keygen_from_seed(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
int pq8k_mldsa87_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                      size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa87_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                    size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa87_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                               size_t mlen, const uint8_t rnd[32]);
int pq8k_mldsa87_sign_mu(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t mu[64],
                         const uint8_t rnd[32]);
int pq8k_mldsa87_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                        size_t mlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa87_verify_internal(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                                 size_t mlen);
int pq8k_mldsa87_verify_mu(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                           const uint8_t mu[64]);
int pq8k_mldsa87_hash_sign(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg,
                           const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa87_hash_sign_deterministic(uint8_t *sig, size_t *siglen, const uint8_t *sk,
                                         pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                                         const uint8_t *ctx, size_t ctxlen);
int pq8k_mldsa87_hash_verify(const uint8_t *pk, const uint8_t *sig, size_t siglen,
                             pq8k_prehash alg, const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                             size_t ctxlen);

#endif /* PQ8K_MLDSA_H */
