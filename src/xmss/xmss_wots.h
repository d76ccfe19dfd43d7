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

/* Checksum of an n-byte message, shifted for its 3 base-16 digits. */
uint16_t xmss_wots_csum(const xmss_params *p, const uint8_t *msg);
/* Base-16 digit i (0..len-1) of msg || checksum. */
unsigned xmss_wots_digit(const xmss_params *p, const uint8_t *msg, uint16_t csum, unsigned i);
/* x <- chain(x, start, 15 - start ... ) : steps from hash address start up to end - 1;
   adrs has the OTS type, OTS and chain address set. */
void xmss_wots_chain(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *x, unsigned start,
                     unsigned end, uint32_t adrs[8]);
/*
 * Fold chain end i (in x, i = 0, 1, ... len-1 in order) into the L-tree whose
 * waiting nodes are stack[0..*sp). adrs has layer, tree, the L-tree type and
 * L-tree address set. Returns 1 when x holds the L-tree root (after i = len - 1).
 */
int xmss_ltree_add(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t (*stack)[XMSS_MAX_N],
                   uint8_t *sp, uint8_t *x, unsigned i, uint32_t adrs[8]);

#endif
