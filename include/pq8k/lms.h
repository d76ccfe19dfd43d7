/* SPDX-License-Identifier: MIT */
/*
 * LMS and HSS (RFC 8554; the SHA-256/192 and SHAKE256 sets of RFC 9858 and
 * NIST SP 800-208): one-shot verification everywhere, key generation and
 * signing on the host.
 *
 * Encodings are the RFC ones. An LMS public key is
 *     u32 lms_type || u32 ots_type || I[16] || T[m]          (48 or 56 bytes)
 * an HSS public key is u32 L || the top LMS public key     (52 or 60 bytes),
 * an LMS signature u32 q || u32 ots_type || C[n] || y[p][n] || u32 lms_type
 * || path[h][m], an HSS signature u32 Nspk || (LMS sig || LMS pub) * Nspk ||
 * LMS sig. The parameter set is read from the type codes; every set of
 * SP 800-208 is accepted (H5..H25, W1..W8, four hash families), the LMS and
 * LM-OTS types of one key must use the same hash and length (SP 800-208
 * section 4), HSS has 1..8 levels. Streaming verification: pq8k/stream.h,
 * schemes PQ8K_LMS and PQ8K_HSS (docs/stream-lms.md).
 *
 * STATEFUL SIGNING. An LMS one-time key signs once: signing two messages with
 * the same index lets anyone forge. pq8k_hss_sign takes the index from the
 * caller and keeps no state; the caller must make the next index durable
 * before it releases a signature and must never use an index twice. The pq8k
 * CLI does this (docs/cli.md, "Stateful keys"); use it rather than this call.
 */
#ifndef PQ8K_LMS_H
#define PQ8K_LMS_H

#include <stddef.h>
#include <stdint.h>

/* LMS type codes (RFC 8554 5.1, RFC 9858): 5 + 5 * family + (h / 5 - 1) */
#define PQ8K_LMS_SHA256_M32_H5 5
#define PQ8K_LMS_SHA256_M32_H10 6
#define PQ8K_LMS_SHA256_M32_H15 7
#define PQ8K_LMS_SHA256_M32_H20 8
#define PQ8K_LMS_SHA256_M32_H25 9
#define PQ8K_LMS_SHA256_M24_H5 10
#define PQ8K_LMS_SHAKE_M32_H5 15
#define PQ8K_LMS_SHAKE_M24_H5 20
/* LM-OTS type codes: 1 + 4 * family + log2(w) */
#define PQ8K_LMOTS_SHA256_N32_W1 1
#define PQ8K_LMOTS_SHA256_N32_W2 2
#define PQ8K_LMOTS_SHA256_N32_W4 3
#define PQ8K_LMOTS_SHA256_N32_W8 4
#define PQ8K_LMOTS_SHA256_N24_W1 5
#define PQ8K_LMOTS_SHAKE_N32_W1 9
#define PQ8K_LMOTS_SHAKE_N24_W1 13

#define PQ8K_HSS_MAX_LEVELS 8
#define PQ8K_LMS_PK_MAX 56
#define PQ8K_HSS_PK_MAX 60

/* Signature bytes of one LMS level; 0 if a type is unknown or the two do not
   belong together. */
size_t pq8k_lms_sig_bytes(uint32_t lms_type, uint32_t ots_type);

/* One-shot verification: 0 or a PQ8K_ERR_* code (BAD_SIGNATURE, BAD_LENGTH,
   BAD_ENCODING for a bad type code or leaf index, UNSUPPORTED for a family
   not built). Uses the streaming verifier's code and RAM. */
int pq8k_lms_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen);
int pq8k_hss_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen);

/* ---- host: key generation and signing ----------------------------------
 * Private key (pq8k format, PQ8K_HSS_SK_BYTES(L) bytes):
 *     u32 L || L * (u32 lms_type || u32 ots_type) || I[16] || SEED[32]
 * Everything else (lower-level keys, one-time keys, the randomizer C of every
 * signature) is derived from SEED, so re-signing an index gives the same
 * upper-level signatures. The index space is [0, 2^(h_0 + ... + h_{L-1})):
 * index = q_0 || q_1 || ... || q_{L-1} in bits, q_{L-1} least significant.
 * Key generation and signing compute whole trees (2^h leaves per level per
 * call): practical on a PC up to about h = 15 per level.
 */
#define PQ8K_HSS_SK_BYTES(L) (4 + 8 * (L) + 16 + 32)

/* sk: PQ8K_HSS_SK_BYTES(levels) bytes, pk: 4 + 24 + m bytes (*pklen in: capacity,
   out: length). types: levels pairs lms_type, ots_type. */
int pq8k_hss_keygen(unsigned levels, const uint32_t *types, uint8_t *sk, size_t sklen,
                    uint8_t *pk, size_t *pklen);
/* The same from 48 bytes of seed (I || SEED), for reproducible keys. */
int pq8k_hss_keygen_from_seed(unsigned levels, const uint32_t *types, const uint8_t seed[48],
                           uint8_t *sk, size_t sklen, uint8_t *pk, size_t *pklen);
/* Number of indices of a private key (0 if malformed); at most 2^63. */
uint64_t pq8k_hss_sk_indices(const uint8_t *sk, size_t sklen);
/* Public key of a private key (pk as written by keygen). */
int pq8k_hss_sk_public(const uint8_t *sk, size_t sklen, uint8_t *pk, size_t *pklen);
/* Signature bytes for sk (fixed per key). */
size_t pq8k_hss_sk_sig_bytes(const uint8_t *sk, size_t sklen);
/* Sign msg with one-time index `index` (see STATEFUL SIGNING above).
   *siglen in: capacity, out: length. */
int pq8k_hss_sign(const uint8_t *sk, size_t sklen, uint64_t index, const uint8_t *msg,
                  size_t msglen, uint8_t *sig, size_t *siglen);

#endif /* PQ8K_LMS_H */
