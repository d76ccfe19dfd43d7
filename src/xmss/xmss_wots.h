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

/* Base-16 digit i (0 .. len-1) of m[n] || toByte(csum << 4, 2), csum its
   WOTS+ checksum (computed for each of the 3 checksum digits: no room kept). */
unsigned xmss_wots_digit(const xmss_params *p, const uint8_t *m, unsigned i);
/* x <- chain steps from hash address start up to end - 1; c->adrs has the
   OTS type, OTS and chain address set (hash address: its low byte is set). */
void xmss_wots_chain(xmss_ctx *c, uint8_t *x, unsigned start, unsigned end);
/*
 * Fold chain end i (in x, i = 0, 1, ... len-1 in order) into the L-tree whose
 * waiting nodes are stack[0..*sp). c->adrs has layer, tree, the L-tree type
 * and L-tree address set, the words of height and index 0 but their low bytes.
 * After i = len - 1, x and stack[0] hold the L-tree root (the leaf), *sp = 1,
 * and the return value is 1.
 */
int xmss_ltree_add(xmss_ctx *c, uint8_t (*stack)[XMSS_MAX_N], uint8_t *sp, uint8_t *x, unsigned i);

#endif
