/* SPDX-License-Identifier: MIT */
/*
 * The XMSS hash functions (RFC 8391 section 5.1, SP 800-208 section 5):
 * Hash(toByte(f, padlen) || KEY || M) with f = 0 F, 1 H, 2 H_msg, 3 PRF,
 * 4 PRF_keygen, over SHA-256 or SHAKE256, cut to n bytes; and the keyed,
 * masked chain step and tree node built from them (RFC 8391 Algorithms 2
 * and 7). The address ADRS (RFC 8391 section 2.5, 8 words) is kept as the
 * 32 big-endian bytes a hash takes (pq8k_xmss_ctx.adrs), updated in place:
 * the fields that change in the inner loops (chain, hash, height, key/mask,
 * type) are single bytes there.
 *
 * PRF(PUB_SEED, ADRS) with SHA-256 and n = 32 starts with the constant block
 * toByte(3, 32) || PUB_SEED: pq8k_xmss_seed_prepare compresses it once and every
 * PRF then costs one compression instead of two (two thirds of all calls).
 */
#ifndef PQ8K_XMSS_HASH_H
#define PQ8K_XMSS_HASH_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"
#include "common/sha2.h"
#include "xmss/xmss_params.h"

enum { XMSS_F = 0, XMSS_H = 1, XMSS_HMSG = 2, XMSS_PRF = 3, XMSS_PRF_KEYGEN = 4 };

/* ADRS byte offsets: words (big-endian, 4 bytes) and the low bytes of the
   small fields (their other bytes stay 0) */
enum {
    A_LAYER = 3,     /* layer address (< 256), low byte */
    A_TREE = 4,      /* tree address, 8 bytes */
    A_TYPE = 15,     /* 0 OTS, 1 L-tree, 2 hash tree */
    A_OTS = 16,      /* word: OTS / L-tree address (the leaf); 0 in the hash tree */
    A_CHAIN = 23,    /* chain address (OTS), tree height (L-tree, hash tree) */
    A_HASH = 27,     /* hash address (OTS), L-tree node index */
    A_INDEX = 24,    /* word: hash tree node index */
    A_KM = 31        /* key and mask */
};
enum { A_TYPE_OTS = 0, A_TYPE_LTREE = 1, A_TYPE_TREE = 2 };

typedef struct {
    union {
#if PQ8K_XMSS_BUILT_SHA2
        pq8k_sha256_ctx sha;
#endif
#if PQ8K_XMSS_BUILT_SHAKE
        pq8k_keccak_state keccak;
#endif
        uint8_t none;
    } u;
} xmss_hstate;

/* Hash(toByte(f, padlen) || ...): start, absorb pieces, n bytes out. */
void pq8k_xmss_hstart(const xmss_params *p, xmss_hstate *h, unsigned f);
/* inline where SHA-256 is the only hash built (a build without any XMSS
   family has the declaration only: nothing defines or links it there) */
#if PQ8K_XMSS_BUILT_SHAKE || !PQ8K_XMSS_BUILT_SHA2
void pq8k_xmss_habsorb(const xmss_params *p, xmss_hstate *h, const uint8_t *in, size_t len);
#else
static inline void pq8k_xmss_habsorb(const xmss_params *p, xmss_hstate *h, const uint8_t *in, size_t len)
{
    (void)p;
    pq8k_sha256_update(&h->u.sha, in, len);
}
#endif
/* out[n] <- the hash, or out[n] ^= it when add (a bitmask applied in place) */
void pq8k_xmss_hfinish_add(const xmss_params *p, xmss_hstate *h, uint8_t *out, int add);
#define xmss_hfinish(p, h, out) pq8k_xmss_hfinish_add((p), (h), (out), 0)

/* PUB_SEED in place (XMSS_SEED(c)) made ready for the PRF (see above). */
void pq8k_xmss_seed_prepare(xmss_ctx *c);

/* out[n] <- the keyed, masked F (b NULL: Hash(toByte(0) || KEY || a ^ BM_0))
   or H (Hash(toByte(1) || KEY || a ^ BM_0 || b ^ BM_1)) at c->adrs (its
   key/mask byte is set here), one copy for both (flash). a and b are masked
   in place; out may be either. */
void pq8k_xmss_keyed(xmss_ctx *c, uint8_t *out, uint8_t *a, uint8_t *b);

/* ADRS <- layer and tree address, every other field 0 */
void pq8k_xmss_adrs_tree(xmss_ctx *c, unsigned layer, uint64_t tree);

#endif
