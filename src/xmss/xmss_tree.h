/* SPDX-License-Identifier: MIT */
/*
 * Signer side: WOTS+ keys from SK_SEED (SP 800-208 PRF_keygen), leaves, and
 * one tree's root and authentication path by treehash (RFC 8391 Algorithm 9,
 * all 2^(h/d) leaves recomputed: no state kept between signatures).
 */
#ifndef PQ8K_XMSS_TREE_H
#define PQ8K_XMSS_TREE_H

#include <stdint.h>
#include "xmss/xmss_hash.h"

typedef struct {
    xmss_ctx c;             /* the set, PUB_SEED prepared for the PRF (ADRS: scratch) */
    const uint8_t *pub_seed;
    const uint8_t *sk_seed;
} xmss_signer;

/* k->c.p set, pub_seed and sk_seed pointing at the key's: PUB_SEED copied in and prepared. */
void pq8k_xmss_signer_prepare(xmss_signer *k);
/* WOTS+ signature of msg[n] (len n-byte elements) by leaf `leaf` of (layer, tree). */
void pq8k_xmss_wots_sign(xmss_signer *k, uint8_t *sig, const uint8_t *msg, unsigned layer,
                    uint64_t tree, uint32_t leaf);
/* Root of tree (layer, tree) into root[n]; its auth path for `leaf` into auth[hp n]
   when auth is not NULL. */
void pq8k_xmss_tree_root(xmss_signer *k, uint8_t *root, uint8_t *auth, unsigned layer,
                    uint64_t tree, uint32_t leaf);

#endif
