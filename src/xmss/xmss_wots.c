/* SPDX-License-Identifier: MIT */
/* WOTS+ chains and the incremental L-tree (xmss_wots.h). */
#include <string.h>
#include "xmss/xmss_wots.h"

/*
 * RFC 8391 Algorithm 8 pairs nodes 2j, 2j+1 of each level and lifts an odd
 * last node unchanged to the next level. Level k holds c_k nodes, c_0 = len,
 * c_{k+1} = ceil(c_k / 2); a node with an odd index meets its left sibling on
 * top of the stack, an even one waits there, unless it is the last of its
 * level, which goes up as it is (the root, alone on its level, waits too).
 */
void pq8k_xmss_wots_leaf_add(xmss_ctx *c, uint8_t *x, unsigned i, unsigned start,
                        uint8_t (*stack)[XMSS_MAX_N], uint8_t *sp)
{
    unsigned count = XMSS_LEN(&c->p), height = 0;
    c->adrs[A_TYPE] = A_TYPE_OTS;
    c->adrs[A_CHAIN] = (uint8_t)i;
    xmss_wots_chain(c, x, start, 15);
    c->adrs[A_TYPE] = A_TYPE_LTREE;
    for (;;) {
        if (i & 1u) {
            c->adrs[A_CHAIN] = (uint8_t)height;
            c->adrs[A_HASH] = (uint8_t)(i >> 1);
            pq8k_xmss_keyed(c, x, stack[--*sp], x);
        } else if (i != count - 1u || count == 1u) {
            if (*sp < XMSS_LTREE_NODES) memcpy(stack[(*sp)++], x, XMSS_N(&c->p));
            return;
        }
        i >>= 1;
        count = (count + 1u) >> 1;
        height++;
    }
}
