/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA (FIPS 205): key generation, signing and one-shot verification for
 * the twelve parameter sets. The streaming verifier is in src/slhdsa/slhdsa_stream.h
 * (reached through the engine, include/pq8k/stream.h).
 *
 * Sizes (bytes)        pk   sk   sig
 *   *-128s / *-128f    32   64    7,856 / 17,088
 *   *-192s / *-192f    48   96   16,224 / 35,664
 *   *-256s / *-256f    64  128   29,792 / 49,856
 *
 * Pure SLH-DSA takes a context string (0..255 bytes) and signs
 * M' = 0x00 || len(ctx) || ctx || msg; the _internal functions take M' itself
 * (FIPS 205 Algorithms 19/20, what the ACVP and KAT files use). HashSLH-DSA
 * (section 10.2, the hash_ functions) signs M' = 0x01 || len(ctx) || ctx ||
 * OID(alg) || ph, where ph = PH(M) is the digest of the message under the
 * pre-hash function alg (pq8k/prehash.h), computed by the caller
 * (pq8k_prehash_digest, or any other implementation): phlen must be alg's
 * digest length (PQ8K_ERR_BAD_LENGTH otherwise), an unknown alg is
 * PQ8K_ERR_UNSUPPORTED. The streaming verifier takes the same ph
 * (pq8k_verify_init_prehash) and accepts exactly the same signatures.
 * A firmware may build a subset with the switches PQ8K_CONFIG_SLHDSA_<SET> of
 * pq8k/config.h (e.g. -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_SLHDSA_SHA2_128S=1):
 * sets left out return PQ8K_ERR_UNSUPPORTED and shrink the verifier state.
 */
#ifndef PQ8K_SLHDSA_H
#define PQ8K_SLHDSA_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/pq8k.h"
#include "pq8k/prehash.h"

typedef enum {
    PQ8K_SLHDSA_SET_SHA2_128S = 0,
    PQ8K_SLHDSA_SET_SHA2_128F,
    PQ8K_SLHDSA_SET_SHA2_192S,
    PQ8K_SLHDSA_SET_SHA2_192F,
    PQ8K_SLHDSA_SET_SHA2_256S,
    PQ8K_SLHDSA_SET_SHA2_256F,
    PQ8K_SLHDSA_SET_SHAKE_128S,
    PQ8K_SLHDSA_SET_SHAKE_128F,
    PQ8K_SLHDSA_SET_SHAKE_192S,
    PQ8K_SLHDSA_SET_SHAKE_192F,
    PQ8K_SLHDSA_SET_SHAKE_256S,
    PQ8K_SLHDSA_SET_SHAKE_256F,
    PQ8K_SLHDSA_SET_COUNT
} pq8k_slhdsa_set;

#define PQ8K_SLHDSA_MAX_PK_BYTES  64
#define PQ8K_SLHDSA_MAX_SK_BYTES  128
#define PQ8K_SLHDSA_MAX_SIG_BYTES 49856

/*
 * What the sets of this build need, from PQ8K_CONFIG_SLHDSA_SETS (bit i = set
 * i above): the largest n, the largest FORS part of the message digest
 * (ceil(k a / 8): 21, 25, 30, 33, 39, 40 bytes for 128s .. 256f) and the hash
 * families. They size the streaming verifier's state (in
 * pq8k/stream.h). A build without any set keeps the SHA2-128 sizes so that
 * the code still compiles; nothing links it then.
 */
#define PQ8K_SLHDSA_BUILT(mask) ((PQ8K_CONFIG_SLHDSA_SETS & (mask)) != 0)
#if PQ8K_SLHDSA_BUILT(0xC30)
#define PQ8K_SLHDSA_BUILT_N 32
#elif PQ8K_SLHDSA_BUILT(0x30C)
#define PQ8K_SLHDSA_BUILT_N 24
#else
#define PQ8K_SLHDSA_BUILT_N 16
#endif
#if PQ8K_SLHDSA_BUILT(0x820)
#define PQ8K_SLHDSA_BUILT_MD 40
#elif PQ8K_SLHDSA_BUILT(0x410)
#define PQ8K_SLHDSA_BUILT_MD 39
#elif PQ8K_SLHDSA_BUILT(0x208)
#define PQ8K_SLHDSA_BUILT_MD 33
#elif PQ8K_SLHDSA_BUILT(0x104)
#define PQ8K_SLHDSA_BUILT_MD 30
#elif PQ8K_SLHDSA_BUILT(0x082)
#define PQ8K_SLHDSA_BUILT_MD 25
#else
#define PQ8K_SLHDSA_BUILT_MD 21
#endif
#define PQ8K_SLHDSA_BUILT_SHA2 (PQ8K_SLHDSA_BUILT(0x03F) || PQ8K_CONFIG_SLHDSA_SETS == 0)
#define PQ8K_SLHDSA_BUILT_SHA512 PQ8K_SLHDSA_BUILT(0x03C)   /* SHA2-192*, SHA2-256* */
#define PQ8K_SLHDSA_BUILT_SHAKE PQ8K_SLHDSA_BUILT(0xFC0)

/* Sizes of a set; 0 if the set is unknown or not built. */
size_t pq8k_slhdsa_pk_bytes(pq8k_slhdsa_set s);
size_t pq8k_slhdsa_sk_bytes(pq8k_slhdsa_set s);
size_t pq8k_slhdsa_sig_bytes(pq8k_slhdsa_set s);
/* FIPS 205 name, e.g. "SLH-DSA-SHA2-128s"; NULL if unknown or not built. */
const char *pq8k_slhdsa_name(pq8k_slhdsa_set s);

/* pk: pk_bytes(s), sk: sk_bytes(s). Draws 3n bytes from pq8k_randombytes. */
int pq8k_slhdsa_keygen(pq8k_slhdsa_set s, uint8_t *pk, uint8_t *sk);
/* Algorithm 18 from the three n-byte seeds. */
int pq8k_slhdsa_keygen_from_seed(pq8k_slhdsa_set s, const uint8_t *sk_seed, const uint8_t *sk_prf,
                                const uint8_t *pk_seed, uint8_t *pk, uint8_t *sk);

/*
 * sig: sig_bytes(s). Hedged signing draws n bytes from pq8k_randombytes; the
 * deterministic variant uses PK.seed instead. Signing checks that the
 * hypertree root it reaches equals PK.root in sk (PQ8K_ERR_INTERNAL if not).
 */
int pq8k_slhdsa_sign(pq8k_slhdsa_set s, uint8_t *sig, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
int pq8k_slhdsa_sign_deterministic(pq8k_slhdsa_set s, uint8_t *sig, const uint8_t *msg,
                                   size_t msglen, const uint8_t *ctx, size_t ctxlen,
                                   const uint8_t *sk);
/* HashSLH-DSA (Algorithm 23), hedged / deterministic as above. */
int pq8k_slhdsa_hash_sign(pq8k_slhdsa_set s, uint8_t *sig, pq8k_prehash alg, const uint8_t *ph,
                          size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
int pq8k_slhdsa_hash_sign_deterministic(pq8k_slhdsa_set s, uint8_t *sig, pq8k_prehash alg,
                                        const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                                        size_t ctxlen, const uint8_t *sk);
/* Algorithm 19: msg is M'; addrnd is n bytes, or NULL for the deterministic variant. */
int pq8k_slhdsa_sign_internal(pq8k_slhdsa_set s, uint8_t *sig, const uint8_t *msg, size_t msglen,
                              const uint8_t *sk, const uint8_t *addrnd);

/* 0 if sig is a valid signature of msg under pk; PQ8K_ERR_BAD_LENGTH if siglen is wrong. */
int pq8k_slhdsa_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                       const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *pk);
int pq8k_slhdsa_verify_internal(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                                const uint8_t *msg, size_t msglen, const uint8_t *pk);
/* HashSLH-DSA (Algorithm 25). */
int pq8k_slhdsa_hash_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                            pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);

#endif /* PQ8K_SLHDSA_H */
