/* WOTS+ chains and the incremental L-tree (xmss_wots.h). */
#include <string.h>
#include "xmss/xmss_wots.h"

unsigned xmss_wots_digit(const xmss_params *p, const uint8_t *m, unsigned i)
{
    unsigned c = 0, n = XMSS_N(p);
    if (i < 2u * n) return (i & 1u) ? m[i >> 1] & 15u : (unsigned)m[i >> 1] >> 4;
    for (unsigned j = 0; j < n; j++) c += 30u - (m[j] >> 4) - (m[j] & 15u);
    /* len2 = 3 digits: the 12 bits of csum (< 2^10), high first */
    return (c >> (8u - 4u * (i - 2u * n))) & 15u;
}

void xmss_wots_chain(xmss_ctx *c, uint8_t *x, unsigned start, unsigned end)
{
    for (unsigned j = start; j < end; j++) {
        c->adrs[A_HASH] = (uint8_t)j;
        xmss_keyed(c, x, x, 0);
    }
}

/*
 * RFC 8391 Algorithm 8 pairs nodes 2j, 2j+1 of each level and lifts an odd
 * last node unchanged to the next level. Level k holds c_k nodes, c_0 = len,
 * c_{k+1} = ceil(c_k / 2); a node with an odd index meets its left sibling on
 * top of the stack, an even one waits there, unless it is the last of its
 * level, which goes up as it is (the root, alone on its level, waits too).
 */
int xmss_ltree_add(xmss_ctx *c, uint8_t (*stack)[XMSS_MAX_N], uint8_t *sp, uint8_t *x, unsigned i)
{
    unsigned count = XMSS_LEN(&c->p), height = 0;
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
