/* SPDX-License-Identifier: MIT */
/*
 * The hashes of LMS and LM-OTS over the four families: an incremental one for
 * the long inputs (Q over the message, K over the chain ends, the pk digest)
 * and short one-shot ones for chain steps, leaves and inner nodes.
 *
 * Every short input fits the hash's first block or two (chain step 47 / 55
 * bytes, leaf 46 / 54, inner node 70 / 86), so each costs exactly one or two
 * SHA-256 compressions or one Keccak-f permutation, which is the minimum:
 * no LMS hash shares a constant first block with another.
 */
#ifndef PQ8K_LMS_HASH_H
#define PQ8K_LMS_HASH_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"
#include "common/sha2.h"
#include "lms/lms_params.h"
#include "pq8k/stream.h"
#include "common/bytes.h"

/* The tail of a hash's prefix I || u32 r || tail, as pq8k_lms_h_start takes it:
   its bytes from the top, bit 0 set for 3 of them. LMS_D_* is the u16
   domain of Q, K, a leaf, an inner node (22-byte prefix); LMS_DJ(i, j) a
   chain step's u16 i || u8 j (23 bytes). */
#define LMS_D_PBLC 0x80800000u
#define LMS_D_MESG 0x81810000u
#define LMS_D_LEAF 0x82820000u
#define LMS_D_INTR 0x83830000u
#define LMS_DJ(i, j) (((uint32_t)(i) << 16) | ((uint32_t)(j) << 8) | 1u)
/* pq8k_lms_h_start's tail for family fam: bits 1-2 of its unused low byte
   carry the family (one argument fewer at every call) */
#define LMS_TAIL(fam, d) ((d) | ((uint32_t)(fam) << 1))

#if PQ8K_CONFIG_LMS_ANY /* a build without LMS has no pq8k_lms_hash */
/* the running hash of the verifier state (pq8k/stream.h): a SHA-256
   context, and a Keccak state when a SHAKE family is built */
typedef pq8k_lms_hash lms_hctx;

#define LMS_HAS_SHAKE (PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24)
#define LMS_HAS_SHA (PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHA256_M24)

/* The SHAKE branches vanish from a SHA-256-only build and vice versa. */
#if LMS_HAS_SHAKE && LMS_HAS_SHA
#define LMS_IS_SHAKE(fam) (((fam) & LMS_FAM_SHAKE) != 0)
void pq8k_lms_h_absorb(lms_hctx *h, unsigned fam, const uint8_t *in, size_t len);
#else
#define LMS_IS_SHAKE(fam) ((void)(fam), LMS_HAS_SHAKE)
/* one hash built: absorbing is its update, called directly */
static inline void pq8k_lms_h_absorb(lms_hctx *h, unsigned fam, const uint8_t *in, size_t len)
{
    (void)fam;
#if LMS_HAS_SHAKE
    pq8k_keccak_absorb(&h->shake, in, len);
#else
    pq8k_sha256_update(&h->sha, in, len);
#endif
}
#endif

/* out: n bytes of the family */
#if LMS_HAS_SHAKE || LMS_N_FIXED != 32u
void pq8k_lms_h_final(lms_hctx *h, unsigned fam, uint8_t *out);
#else
static inline void pq8k_lms_h_final(lms_hctx *h, unsigned fam, uint8_t *out)
{
    (void)fam; /* SHA-256/256 only: the whole digest */
    pq8k_sha256_final(&h->sha, out);
}
#endif
/* init for the family and absorb the prefix I || u32 r || tail, where
   tail = LMS_TAIL(fam, d), d = LMS_D_* (22 bytes: Q, K, leaf, inner node)
   or LMS_DJ(i, j) (23 bytes: a chain step, and the signer's secret with
   j = 0xff), then x (n bytes) unless x is NULL */
void pq8k_lms_h_start(lms_hctx *h, const uint8_t I[16], uint32_t r, uint32_t tail, const uint8_t *x);

/* x <- chain step `from` .. `to` - 1 of chain i (RFC 8554 4.5, 4.6) */
void pq8k_lms_chain(unsigned fam, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
               unsigned to, uint8_t *x);
/* out = H(I || u32 r || d || a[alen] || b[blen]); out may alias a or b */
void pq8k_lms_hash_short(unsigned fam, const uint8_t I[16], uint32_t r, uint32_t d, const uint8_t *a,
                    unsigned alen, const uint8_t *b, unsigned blen, uint8_t *out);
/* out = H(I || u32 r || D_LEAF || k): leaf r of the tree (2^h <= r < 2^(h+1)) */
static inline void lms_leaf(unsigned fam, const uint8_t I[16], uint32_t r, const uint8_t *k,
                            uint8_t *out)
{
    pq8k_lms_hash_short(fam, I, r, LMS_D_LEAF, k, LMS_FAM_N(fam), k, 0, out);
}
/* out = H(I || u32 r || D_INTR || left || right): inner node r */
static inline void lms_node(unsigned fam, const uint8_t I[16], uint32_t r, const uint8_t *left,
                            const uint8_t *right, uint8_t *out)
{
    pq8k_lms_hash_short(fam, I, r, LMS_D_INTR, left, LMS_FAM_N(fam), right, LMS_FAM_N(fam), out);
}
#endif /* PQ8K_CONFIG_LMS_ANY */

#endif
