/* SPDX-License-Identifier: MIT */
/*
 * Composite signatures: ML-DSA + ECDSA-P256 or Ed25519, as fixed by
 * draft-ietf-lamps-pq-composite-sigs-19 (IETF LAMPS, "Composite ML-DSA"):
 *
 *   M'  = "CompositeAlgorithmSignatures2025" || Label || len(ctx) || ctx || PH(M)
 *   sig = ML-DSA.Sign(M', ctx = Label) || Trad.Sign(M')
 *   pk  = ML-DSA pk || classical pk
 *
 *   id (pq8k/stream.h)       draft name                     PH       Label
 *   PQ8K_MLDSA44_ECDSA_P256  id-MLDSA44-ECDSA-P256-SHA256   SHA-256  COMPSIG-MLDSA44-ECDSA-P256-SHA256
 *   PQ8K_MLDSA65_ECDSA_P256  id-MLDSA65-ECDSA-P256-SHA512   SHA-512  COMPSIG-MLDSA65-ECDSA-P256-SHA512
 *   PQ8K_MLDSA44_ED25519     id-MLDSA44-Ed25519-SHA512      SHA-512  COMPSIG-MLDSA44-Ed25519-SHA512
 *   PQ8K_MLDSA65_ED25519     id-MLDSA65-Ed25519-SHA512      SHA-512  COMPSIG-MLDSA65-Ed25519-SHA512
 *
 * The classical halves: ECDSA over P-256 with SHA-256 of M' (ecdsa-with-SHA256
 * in both P-256 combinations), the signature DER (Ecdsa-Sig-Value, 8..72
 * bytes), the key the uncompressed point 0x04 || X || Y (65 bytes); Ed25519
 * (RFC 8032, pure) over M', raw 32-byte key and 64-byte signature. A
 * composite verifies only when both halves do. docs/composite.md.
 *
 * Built with the PQ8K_CONFIG_<ID> switches of pq8k/config.h (off by
 * default); a composite not built gives PQ8K_ERR_UNSUPPORTED. Streaming
 * verification: the pq8k_verify_* calls of pq8k/stream.h with these ids
 * (pointer and reader modes, and the external pre-hash mode with the
 * composite's own PH; docs/stream-composite.md).
 */
#ifndef PQ8K_COMPOSITE_H
#define PQ8K_COMPOSITE_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"

#define PQ8K_COMPOSITE_DRAFT "draft-ietf-lamps-pq-composite-sigs-19"

/* Sizes: pk, and the longest signature (ECDSA's DER varies: the shortest is 64 bytes less) */
#define PQ8K_MLDSA44_ECDSA_P256_PUBLICKEYBYTES (1312 + 65)
#define PQ8K_MLDSA44_ECDSA_P256_SIGBYTES_MAX (2420 + 72)
#define PQ8K_MLDSA65_ECDSA_P256_PUBLICKEYBYTES (1952 + 65)
#define PQ8K_MLDSA65_ECDSA_P256_SIGBYTES_MAX (3309 + 72)
#define PQ8K_MLDSA44_ED25519_PUBLICKEYBYTES (1312 + 32)
#define PQ8K_MLDSA44_ED25519_SIGBYTES_MAX (2420 + 64)
#define PQ8K_MLDSA65_ED25519_PUBLICKEYBYTES (1952 + 32)
#define PQ8K_MLDSA65_ED25519_SIGBYTES_MAX (3309 + 64)
#define PQ8K_COMPOSITE_PK_MAX (1952 + 65)
#define PQ8K_COMPOSITE_SIG_MAX (3309 + 72)

/* pq8k's composite private key: the ML-DSA seed xi (32 bytes, the draft's
   mldsaSeed) || the classical secret (the P-256 scalar, big-endian, or the
   Ed25519 seed). Not the draft's interchange form (which wraps the ECDSA key
   in DER): a key file of the pq8k CLI. */
#define PQ8K_COMPOSITE_SECRETKEYBYTES 64
/* keygen seed: the ML-DSA xi || the classical seed */
#define PQ8K_COMPOSITE_SEEDBYTES 64

/*
 * One-shot verification of a composite signature: 0 if both halves verify,
 * else PQ8K_ERR_BAD_SIGNATURE (or the classical half's encoding error),
 * PQ8K_ERR_BAD_LENGTH (pklen, siglen, ctxlen > 255), PQ8K_ERR_STATE (NULL
 * arguments; msg may be NULL when msglen is 0, ctx when ctxlen is 0),
 * PQ8K_ERR_UNSUPPORTED (not built). Argument order: key, signature,
 * message, context.
 */
int pq8k_composite_verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                          size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                          size_t ctxlen);
#define PQ8K_COMPOSITE_DECLARE_VERIFY(tok)                                                         \
    int pq8k_##tok##_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,    \
                            const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen);
PQ8K_COMPOSITE_DECLARE_VERIFY(mldsa44_ecdsa_p256)
PQ8K_COMPOSITE_DECLARE_VERIFY(mldsa65_ecdsa_p256)
PQ8K_COMPOSITE_DECLARE_VERIFY(mldsa44_ed25519)
PQ8K_COMPOSITE_DECLARE_VERIFY(mldsa65_ed25519)

/*
 * Host side (keys and signatures; also links on a device, but needs the
 * ML-DSA signer's RAM).
 * keygen_from_seed: pk (the composite pk) and sk (PQ8K_COMPOSITE_SECRETKEYBYTES)
 * from a 64-byte seed; keygen: the seed from pq8k_randombytes (PQ8K_ERR_RNG).
 * sign: *siglen receives the signature's length (ECDSA's DER varies); sig
 * needs room for the longest. The ML-DSA half hedged (rnd from
 * pq8k_randombytes), or with rnd = 0 (deterministic); the ECDSA half per
 * RFC 6979, the Ed25519 half deterministic by construction.
 */
int pq8k_composite_keygen_from_seed(pq8k_scheme s, uint8_t *pk, uint8_t *sk, const uint8_t seed[64]);
int pq8k_composite_keygen(pq8k_scheme s, uint8_t *pk, uint8_t *sk);
int pq8k_composite_sign(pq8k_scheme s, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                        size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
int pq8k_composite_sign_deterministic(pq8k_scheme s, uint8_t *sig, size_t *siglen,
                                      const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                                      size_t ctxlen, const uint8_t *sk);

#endif /* PQ8K_COMPOSITE_H */
