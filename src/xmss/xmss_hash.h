/*
 * The XMSS hash functions (RFC 8391 section 5.1, SP 800-208 section 5):
 * Hash(toByte(f, padlen) || KEY || M) with f = 0 F, 1 H, 2 H_msg, 3 PRF,
 * 4 PRF_keygen, over SHA-256 or SHAKE256, cut to n bytes; and the keyed,
 * masked chain step and tree node built from them (RFC 8391 Algorithms 2
 * and 7). Addresses are 8 words (RFC 8391 section 2.5), serialised big-endian
 * where they enter a hash.
 *
 * PRF(PUB_SEED, ADRS) with SHA-256 and n = 32 starts with the constant block
 * toByte(3, 32) || PUB_SEED: xmss_seed_prepare compresses it once and every
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

/* ADRS words */
enum { A_LAYER = 0, A_TREE_HI = 1, A_TREE_LO = 2, A_TYPE = 3, A_OTS = 4, A_CHAIN = 5, A_HASH = 6,
       A_KM = 7, A_LTREE = 4, A_HEIGHT = 5, A_INDEX = 6 };
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
void xmss_hstart(const xmss_params *p, xmss_hstate *h, unsigned f);
void xmss_habsorb(const xmss_params *p, xmss_hstate *h, const uint8_t *in, size_t len);
void xmss_hfinish(const xmss_params *p, xmss_hstate *h, uint8_t *out);

/* s from PUB_SEED[n] (see above). */
void xmss_seed_prepare(const xmss_params *p, pq8k_xmss_seed *s, const uint8_t *pub_seed);

/* out[n] <- the keyed, masked F (b NULL: Hash(toByte(0) || KEY || a ^ BM_0))
   or H (Hash(toByte(1) || KEY || a ^ BM_0 || b ^ BM_1)) at adrs, one copy for
   both (flash). a and b are masked in place; out may be either. */
void xmss_keyed(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *out, uint8_t *a, uint8_t *b,
                uint32_t adrs[8]);
/* x[n] <- one chain step at adrs (its hash address set by the caller). */
static inline void xmss_chain_step(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *x,
                                   uint32_t adrs[8])
{
    xmss_keyed(p, s, x, x, 0, adrs);
}
/* out[n] <- the tree / L-tree node over l[n], r[n] at adrs (height, index set).
   l and r are overwritten (with themselves ^ their bitmasks); out may be either. */
static inline void xmss_node(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *out,
                             uint8_t *l, uint8_t *r, uint32_t adrs[8])
{
    xmss_keyed(p, s, out, l, r, adrs);
}
/* the 8 address words as the 32 bytes a hash takes */
void xmss_adrs_bytes(uint8_t out[32], const uint32_t adrs[8]);
/* layer and tree words */
void xmss_adrs_tree(uint32_t adrs[8], unsigned layer, uint64_t tree);

#endif
