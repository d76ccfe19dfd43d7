/* SPDX-License-Identifier: MIT */
/*
 * Pre-hash functions for HashML-DSA (FIPS 204 section 5.4) and HashSLH-DSA
 * (FIPS 205 section 10.2).
 *
 * In the pre-hash modes the signer signs PH(M), the digest of the message
 * under one of the NIST hash functions below, framed as
 *     M' = 0x01 || len(ctx) || ctx || OID(PH) || PH(M)
 * where OID(PH) is the 11-byte DER encoding of the function's NIST OID
 * 2.16.840.1.101.3.4.2.x. A pure signature and a pre-hash signature of the
 * same message differ (the first byte of M' is 0x00 in pure mode), so a
 * verifier must be told which mode and which function the signer used.
 *
 * Every pq8k pre-hash call takes PH(M), not M: the digest may come from
 * elsewhere (a hardware SHA-256 over a flash image, a host tool).
 * pq8k_prehash_digest computes it in software when M is at hand.
 *
 * All twelve functions are the ones FIPS 180-4 and FIPS 202 approve and the
 * ones NIST's ACVP tests for both standards. FIPS 204 and FIPS 205 name
 * SHA-256/SHA-512/SHAKE128/SHAKE256 as the usual choices; a digest shorter
 * than the parameter set's collision strength (2 lambda bits: 32 bytes for
 * ML-DSA-44 and the SLH-DSA *-128 sets, 48 for ML-DSA-65 and *-192, 64 for
 * ML-DSA-87 and *-256) lowers the strength of the signature to that of the
 * digest; pq8k accepts such pairs, as the standards do, and leaves the choice
 * to the caller.
 */
#ifndef PQ8K_PREHASH_H
#define PQ8K_PREHASH_H

#include <stddef.h>
#include <stdint.h>

/* Value (ABI-stable), digest length of PH(M) in bytes, last OID arc. */
typedef enum {
    PQ8K_PH_SHA256 = 1,   /* 32   .1 */
    PQ8K_PH_SHA384,       /* 48   .2 */
    PQ8K_PH_SHA512,       /* 64   .3 */
    PQ8K_PH_SHA3_256,     /* 32   .8 */
    PQ8K_PH_SHA3_512,     /* 64   .10 */
    PQ8K_PH_SHAKE128,     /* 32   .11 (256 bits of output) */
    PQ8K_PH_SHAKE256,     /* 64   .12 (512 bits of output) */
    PQ8K_PH_SHA224,       /* 28   .4 */
    PQ8K_PH_SHA512_224,   /* 28   .5 */
    PQ8K_PH_SHA512_256,   /* 32   .6 */
    PQ8K_PH_SHA3_224,     /* 28   .7 */
    PQ8K_PH_SHA3_384      /* 48   .9 */
} pq8k_prehash;

#define PQ8K_PREHASH_MAX_BYTES 64   /* the longest PH(M) */

/* Length in bytes of PH(M) for alg; 0 if alg is not a pq8k_prehash value. */
size_t pq8k_prehash_length(pq8k_prehash alg);

/*
 * PH(M) = alg(msg) into out. *outlen: capacity on input (at least
 * pq8k_prehash_length(alg)), bytes written on output. PQ8K_ERR_UNSUPPORTED
 * for an unknown alg, PQ8K_ERR_BAD_LENGTH if the capacity is too small (with
 * *outlen set to the size needed), PQ8K_ERR_STATE for NULL arguments (msg
 * may be NULL when msglen is 0).
 */
int pq8k_prehash_digest(pq8k_prehash alg, const uint8_t *msg, size_t msglen, uint8_t *out,
                        size_t *outlen);

#endif /* PQ8K_PREHASH_H */
