/* WOTS+ chains and the incremental L-tree (xmss_wots.h). */
#include <string.h>
#include "xmss/xmss_wots.h"

void xmss_wots_csum(const xmss_params *p, const uint8_t *m, uint8_t *out)
{
    unsigned c = 0, n = XMSS_N(p);
    for (unsigned i = 0; i < n; i++) c += 30u - (m[i] >> 4) - (m[i] & 15u);
    /* len2 = 3 digits: the 12 bits of csum << 4 (csum < 2^10) */
    out[0] = (uint8_t)(c >> 4);
    out[1] = (uint8_t)(c << 4);
}

/*
 * RFC 8391 Algorithm 8 pairs nodes 2j, 2j+1 of each level and lifts an odd
 * last node unchanged to the next level. Level k holds c_k nodes, c_0 = len,
 * c_{k+1} = ceil(c_k / 2); a node with an odd index meets its left sibling on
 * top of the stack, an even one waits there, unless it is the last of its
 * level, which goes up as it is (the root, alone on its level, waits too).
 */
int xmss_wots_leaf_add(xmss_ctx *c, uint8_t *x, unsigned i, unsigned start,
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
            xmss_keyed(c, x, stack[--*sp], x);
        } else if (i != count - 1u || count == 1u) {
            if (*sp < XMSS_LTREE_NODES) memcpy(stack[(*sp)++], x, XMSS_N(&c->p));
            return count == 1u;
        }
        i >>= 1;
        count = (count + 1u) >> 1;
        height++;
    }
}
