/* SPDX-License-Identifier: MIT */
/*
 * XMSS and XMSS^MT (RFC 8391) with the parameter sets NIST SP 800-208
 * approves: SHA-256 (n = 32), SHA-256/192 (n = 24), SHAKE256/256 and
 * SHAKE256/192, w = 16, every height (XMSS h = 10, 16, 20) and every
 * height/layer pair (XMSS^MT 20/2, 20/4, 40/2, 40/4, 40/8, 60/3, 60/6,
 * 60/12). The RFC-only sets (SHA2_*_512, SHAKE128 "SHAKE_*") are refused
 * with PQ8K_ERR_UNSUPPORTED. docs/xmss.md has the details and the figures.
 *
 * Encodings (RFC 8391):
 *   pk  = OID (4 bytes, big-endian) || root[n] || PUB_SEED[n]      4 + 2n
 *   sig = idx || r[n] || d x (WOTS+ sig[len n] || auth[h/d n]),  len = 2n + 3
 *         idx: 4 bytes for XMSS, ceil(h/8) for XMSS^MT, big-endian
 *   sk  = OID || idx || SK_SEED[n] || SK_PRF[n] || root[n] || PUB_SEED[n]
 *         (the layout of the reference implementation's simple core)
 * XMSS and XMSS^MT number their OIDs separately (0x01 is XMSS-SHA2_10_256
 * and XMSSMT-SHA2_20/2_256): every function comes in both forms, and a key
 * must be used with the form it was made for.
 *
 * Sizes (bytes)      pk   sig                  sk
 *   XMSS n = 32      68   2,500 / 2,692 / 2,820    136  (h = 10 / 16 / 20)
 *   XMSS n = 24      52   1,492 / 1,636 / 1,732    104
 *   XMSS^MT n = 32   68   4,963 (20/2) .. 27,688 (60/12)   135 .. 140
 *   XMSS^MT n = 24   52   2,955 (20/2) .. 16,160 (60/12)   103 .. 108
 *
 * Build subsets (pq8k/config.h): PQ8K_CONFIG_XMSS, PQ8K_CONFIG_XMSSMT and
 * the families PQ8K_CONFIG_XMSS_SHA2_256, _SHA2_192, _SHAKE256_256,
 * _SHAKE256_192; what is left out answers PQ8K_ERR_UNSUPPORTED.
 */
#ifndef PQ8K_XMSS_H
#define PQ8K_XMSS_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/pq8k.h"

#define PQ8K_XMSS_MAX_PK_BYTES 68
#define PQ8K_XMSS_MAX_SK_BYTES 140
#define PQ8K_XMSS_MAX_SIG_BYTES 27688

/* What this build needs room for: the largest n and the hash families. */
#define PQ8K_XMSS_BUILT_N32 (PQ8K_CONFIG_XMSS_SHA2_256 || PQ8K_CONFIG_XMSS_SHAKE256_256)
#define PQ8K_XMSS_BUILT_SHA2 (PQ8K_CONFIG_XMSS_SHA2_256 || PQ8K_CONFIG_XMSS_SHA2_192)
#define PQ8K_XMSS_BUILT_SHAKE (PQ8K_CONFIG_XMSS_SHAKE256_256 || PQ8K_CONFIG_XMSS_SHAKE256_192)
#if PQ8K_XMSS_BUILT_N32
#define PQ8K_XMSS_ST_N 32
#define PQ8K_XMSS_ST_LTREE 6 /* L-tree nodes waiting for a right sibling: 67 leaves */
#else
#define PQ8K_XMSS_ST_N 24
#define PQ8K_XMSS_ST_LTREE 5 /* 51 leaves */
#endif

/* A decoded parameter set (private fields). */
typedef struct {
    uint8_t mt;        /* 1: XMSS^MT */
    uint8_t n;         /* 24 or 32 bytes per hash */
    uint8_t shake;     /* 1: SHAKE256, 0: SHA-256 */
    uint8_t h, d, hp;  /* total height, layers, height of one tree */
    uint8_t idx_bytes; /* bytes of idx in the signature */
} pq8k_xmss_params;

/*
 * What the hash functions of a key work with (private fields): the address
 * ADRS as the 32 big-endian bytes that are hashed (updated in place), root
 * and PUB_SEED (root right before PUB_SEED: its last n bytes), and the set.
 * For SHA-256 with n = 32, once the key is checked, PUB_SEED is replaced by
 * the SHA-256 state after the PRF's constant first block toByte(3, 32) ||
 * PUB_SEED. The verifier gathers the OID right before root (the end of adrs,
 * which it does not need then): the key in one piece.
 */
typedef struct {
    uint8_t adrs[32];
    uint8_t root[PQ8K_XMSS_ST_N];
    union {
        uint8_t b[PQ8K_XMSS_ST_N];
        uint32_t mid[PQ8K_XMSS_ST_N / 4];
    } seed;
    pq8k_xmss_params p;
} pq8k_xmss_ctx;

#define PQ8K_XMSS_DIGEST_BYTES 32 /* the device's trusted value: SHA-256(pk) */

/* Sizes for an OID; 0 if it is not an SP 800-208 set built here. */
size_t pq8k_xmss_stream_body_bytes(int mt, uint32_t oid); /* pk || sig */
size_t pq8k_xmss_pk_bytes(uint32_t oid);
size_t pq8k_xmss_sk_bytes(uint32_t oid);
size_t pq8k_xmss_sig_bytes(uint32_t oid);
size_t pq8k_xmssmt_pk_bytes(uint32_t oid);
size_t pq8k_xmssmt_sk_bytes(uint32_t oid);
size_t pq8k_xmssmt_sig_bytes(uint32_t oid);
/* Signatures a key of this OID can make: 2^h (0 if not built; 2^60 fits). */
uint64_t pq8k_xmss_max_signatures(uint32_t oid);
uint64_t pq8k_xmssmt_max_signatures(uint32_t oid);

/*
 * One-shot verification of sig on msg under pk. 0, or PQ8K_ERR_BAD_SIGNATURE,
 * PQ8K_ERR_BAD_LENGTH (a length that does not fit the OID), PQ8K_ERR_BAD_ENCODING
 * (unassigned OID, idx >= 2^h), PQ8K_ERR_UNSUPPORTED (an OID of a set not
 * built or not in SP 800-208), PQ8K_ERR_STATE (NULL).
 */
int pq8k_xmss_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *pk, size_t pklen);
int pq8k_xmssmt_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                       const uint8_t *pk, size_t pklen);

/*
 * Streaming verification runs through the engine (pq8k/stream.h) with the
 * ids PQ8K_XMSS and PQ8K_XMSSMT; the stream body is pk || sig as they are
 * (docs/stream-xmss.md) and the device keeps SHA-256(pk), 32 bytes, for
 * every set (pq8k_pk_digest). No context string, no pre-hash.
 */

/*
 * Host side: key generation and signing. keygen takes SK_SEED, SK_PRF and
 * PUB_SEED from pq8k_randombytes; _from_seed from seed[3n] (in that order,
 * for tests and reproducible keys). A key at index i signs with leaf i and
 * is advanced to i + 1 in place BEFORE the signature is written out: a caller
 * that keeps the key elsewhere must store the advanced key durably before it
 * releases the signature. Once every leaf is used the sk is exhausted:
 * PQ8K_ERR_INTERNAL, and nothing is signed. The auth path is recomputed
 * from the secret seeds (2^(h/d) leaves per layer): quick for trees of
 * height 10 or less, minutes to hours for the single trees of height 16/20.
 */
int pq8k_xmss_keygen(uint32_t oid, uint8_t *pk, uint8_t *sk);
int pq8k_xmssmt_keygen(uint32_t oid, uint8_t *pk, uint8_t *sk);
int pq8k_xmss_keygen_from_seed(uint32_t oid, const uint8_t *seed, uint8_t *pk, uint8_t *sk);
int pq8k_xmssmt_keygen_from_seed(uint32_t oid, const uint8_t *seed, uint8_t *pk, uint8_t *sk);
/* *siglen: capacity in, bytes written out. */
int pq8k_xmss_sign(uint8_t *sk, size_t sklen, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                   size_t msglen);
int pq8k_xmssmt_sign(uint8_t *sk, size_t sklen, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                     size_t msglen);
/* The next leaf index a private key will use (its idx field); 0 on a bad key. */
uint64_t pq8k_xmss_sk_index(int mt, const uint8_t *sk, size_t sklen);

#endif
