/* SPDX-License-Identifier: MIT */
/*
 * WOTS+ with w = 16 (RFC 8391 section 3.1) and the L-tree that compresses a
 * WOTS+ public key to one leaf (section 4.1.5), computed incrementally: the
 * chain ends are folded in one at a time and only the nodes waiting for a
 * right sibling are kept (at most 6 for len = 67, 5 for len = 51), so
 * neither the verifier nor the signer holds a whole WOTS+ public key.
 */
#ifndef PQ8K_XMSS_WOTS_H
#define PQ8K_XMSS_WOTS_H

#include <stdint.h>
#include "xmss/xmss_hash.h"

#define XMSS_LTREE_NODES PQ8K_XMSS_ST_LTREE

/* out[0..1] <- toByte(csum << 4, 2), csum the WOTS+ checksum of the n-byte
   message m (out may be m: m is read first); its 3 base-16 digits are the
   last of the len WOTS+ signs. */
static inline void xmss_wots_csum(const xmss_params *p, const uint8_t *m, uint8_t *out)
{
    unsigned c = 0, n = XMSS_N(p);
    for (unsigned i = 0; i < n; i++) c += 30u - (m[i] >> 4) - (m[i] & 15u);
    /* len2 = 3 digits: the 12 bits of csum << 4 (csum < 2^10) */
    out[0] = (uint8_t)(c >> 4);
    out[1] = (uint8_t)(c << 4);
}
/* Base-16 digit i of m (high nibble first). */
static inline unsigned xmss_wots_digit(const uint8_t *m, unsigned i)
{
    return (i & 1u) ? m[i >> 1] & 15u : (unsigned)m[i >> 1] >> 4;
}
/* x <- chain steps from hash address start up to end - 1; c->adrs has the
   OTS type, OTS and chain address set (hash address: its low byte is set).
   Inline: a frame less under the hash, where the stack peaks. */
static inline void xmss_wots_chain(xmss_ctx *c, uint8_t *x, unsigned start, unsigned end)
{
    for (unsigned j = start; j < end; j++) {
        c->adrs[A_HASH] = (uint8_t)j;
        pq8k_xmss_keyed(c, x, x, 0);
    }
}
/*
 * Chain x, the element i (0, 1, ... len-1 in order) of a WOTS+ signature or
 * key at hash address start, to its end (c->adrs: layer, tree, OTS address,
 * which is the L-tree address, set; words 5 to 7 0 but their low byte) and
 * fold it into the L-tree whose waiting nodes are stack[0..*sp). After
 * i = len - 1, x and stack[0] hold the L-tree root (the leaf) and *sp = 1.
 */
void pq8k_xmss_wots_leaf_add(xmss_ctx *c, uint8_t *x, unsigned i, unsigned start,
                        uint8_t (*stack)[XMSS_MAX_N], uint8_t *sp);

#endif
