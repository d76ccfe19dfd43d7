/* WOTS+ chains and the incremental L-tree (xmss_wots.h). */
#include <string.h>
#include "xmss/xmss_wots.h"

uint16_t xmss_wots_csum(const xmss_params *p, const uint8_t *msg)
{
    unsigned c = 0;
    for (unsigned i = 0; i < p->n; i++) c += 30u - (msg[i] >> 4) - (msg[i] & 15u);
    /* len2 = 3 digits take 12 bits of the 16-bit toByte(csum << 4, 2) */
    return (uint16_t)(c << 4);
}

unsigned xmss_wots_digit(const xmss_params *p, const uint8_t *msg, uint16_t csum, unsigned i)
{
    unsigned len1 = 2u * p->n;
    if (i < len1) return (i & 1u) ? msg[i >> 1] & 15u : (unsigned)msg[i >> 1] >> 4;
    return ((unsigned)csum >> (12u - 4u * (i - len1))) & 15u;
}

void xmss_wots_chain(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *x, unsigned start,
                     unsigned end, uint32_t adrs[8])
{
    for (unsigned j = start; j < end; j++) {
        adrs[A_HASH] = j;
        xmss_chain_step(p, s, x, adrs);
    }
}

/*
 * RFC 8391 Algorithm 8 pairs nodes 2j, 2j+1 of each level and lifts an odd
 * last node unchanged to the next level. Level k holds c_k nodes, c_0 = len,
 * c_{k+1} = ceil(c_k / 2); a node with an odd index meets its left sibling on
 * top of the stack, an even one waits there, unless it is the last of its
 * level, which goes up as it is.
 */
int xmss_ltree_add(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t (*stack)[XMSS_MAX_N],
                   uint8_t *sp, uint8_t *x, unsigned i, uint32_t adrs[8])
{
    unsigned count = p->len, height = 0;
    for (;;) {
        if (i & 1u) {
            adrs[A_HEIGHT] = height;
            adrs[A_INDEX] = i >> 1;
            xmss_node(p, s, x, stack[--*sp], x, adrs);
        } else if (i == count - 1u) {
            if (count == 1u) return 1;
        } else {
            if (*sp < XMSS_LTREE_NODES) memcpy(stack[(*sp)++], x, p->n);
            return 0;
        }
        i >>= 1;
        count = (count + 1u) >> 1;
        height++;
    }
}
