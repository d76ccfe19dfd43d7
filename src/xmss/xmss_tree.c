/* WOTS+ keys, leaves, tree roots and authentication paths (xmss_tree.h). */
#include <string.h>
#include "xmss/xmss_tree.h"
#include "xmss/xmss_wots.h"
#include "common/util.h"

/* sk element `chain` of the OTS key at adrs: PRF_keygen(SK_SEED, PUB_SEED || ADRS), hash 0, km 0 */
static void wots_sk(const xmss_signer *k, uint8_t *out, uint32_t adrs[8], unsigned chain)
{
    const xmss_params *p = k->p;
    uint8_t a[32];
    xmss_hstate h;
    adrs[A_CHAIN] = chain;
    adrs[A_HASH] = 0;
    adrs[A_KM] = 0;
    xmss_adrs_bytes(a, adrs);
    xmss_hstart(p, &h, XMSS_PRF_KEYGEN);
    xmss_habsorb(p, &h, k->sk_seed, p->n);
    xmss_habsorb(p, &h, k->pub_seed, p->n);
    xmss_habsorb(p, &h, a, sizeof a);
    xmss_hfinish(p, &h, out);
    pq8k_wipe(&h, sizeof h);
}

static void ots_adrs(uint32_t adrs[8], unsigned layer, uint64_t tree, uint32_t leaf)
{
    xmss_adrs_tree(adrs, layer, tree);
    adrs[A_TYPE] = A_TYPE_OTS;
    adrs[A_OTS] = leaf;
}

void xmss_wots_sign(const xmss_signer *k, uint8_t *sig, const uint8_t *msg, unsigned layer,
                    uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = k->p;
    uint16_t csum = xmss_wots_csum(p, msg);
    uint32_t adrs[8];
    ots_adrs(adrs, layer, tree, leaf);
    for (unsigned i = 0; i < p->len; i++, sig += p->n) {
        wots_sk(k, sig, adrs, i);
        xmss_wots_chain(p, &k->pub, sig, 0, xmss_wots_digit(p, msg, csum, i), adrs);
    }
}

/* Leaf `leaf` of (layer, tree): the L-tree over the WOTS+ public key. */
static void leaf_node(const xmss_signer *k, uint8_t *out, unsigned layer, uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = k->p;
    uint8_t stack[XMSS_LTREE_NODES][XMSS_MAX_N];
    uint8_t sp = 0;
    uint32_t ots[8], lt[8];
    ots_adrs(ots, layer, tree, leaf);
    xmss_adrs_tree(lt, layer, tree);
    lt[A_TYPE] = A_TYPE_LTREE;
    lt[A_LTREE] = leaf;
    for (unsigned i = 0; i < p->len; i++) {
        wots_sk(k, out, ots, i);
        xmss_wots_chain(p, &k->pub, out, 0, 15, ots);
        (void)xmss_ltree_add(p, &k->pub, stack, &sp, out, i, lt);
    }
}

void xmss_tree_root(const xmss_signer *k, uint8_t *root, uint8_t *auth, unsigned layer,
                    uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = k->p;
    uint8_t stack[XMSS_MAX_HP + 1][XMSS_MAX_N], node[XMSS_MAX_N];
    uint8_t heights[XMSS_MAX_HP + 1];
    unsigned sp = 0, n = p->n;
    uint32_t adrs[8];
    xmss_adrs_tree(adrs, layer, tree);
    adrs[A_TYPE] = A_TYPE_TREE;
    for (uint32_t j = 0; j < (1u << p->hp); j++) {
        uint32_t idx = j;
        unsigned height = 0;
        leaf_node(k, node, layer, tree, j);
        for (;;) {
            /* the sibling of the path from `leaf` at this height */
            if (auth != NULL && height < p->hp && idx == ((leaf >> height) ^ 1u))
                memcpy(auth + height * n, node, n);
            if (sp == 0 || heights[sp - 1] != height) break;
            adrs[A_HEIGHT] = height;
            adrs[A_INDEX] = idx >> 1;
            xmss_node(p, &k->pub, node, stack[--sp], node, adrs);
            idx >>= 1;
            height++;
        }
        memcpy(stack[sp], node, n);
        heights[sp++] = (uint8_t)height;
    }
    memcpy(root, stack[0], n);
}
