/* SPDX-License-Identifier: MIT */
/* WOTS+ keys, leaves, tree roots and authentication paths (xmss_tree.h). */
#include <string.h>
#include "xmss/xmss_tree.h"
#include "xmss/xmss_wots.h"
#include "common/util.h"

void pq8k_xmss_signer_prepare(xmss_signer *k)
{
    memcpy(XMSS_SEED(&k->c), k->pub_seed, XMSS_N(&k->c.p));
    pq8k_xmss_seed_prepare(&k->c);
}

/* sk element `chain` of the OTS key at c->adrs: PRF_keygen(SK_SEED, PUB_SEED || ADRS), hash 0, km 0 */
static void wots_sk(const xmss_signer *k, xmss_ctx *c, uint8_t *out, unsigned chain)
{
    const xmss_params *p = &c->p;
    xmss_hstate h;
    pq8k_store32_be(c->adrs + A_CHAIN - 3, chain);
    pq8k_store32_be(c->adrs + A_HASH - 3, 0);
    pq8k_store32_be(c->adrs + A_KM - 3, 0);
    pq8k_xmss_hstart(p, &h, XMSS_PRF_KEYGEN);
    pq8k_xmss_habsorb(p, &h, k->sk_seed, p->n);
    pq8k_xmss_habsorb(p, &h, k->pub_seed, p->n);
    pq8k_xmss_habsorb(p, &h, c->adrs, sizeof c->adrs);
    xmss_hfinish(p, &h, out);
    pq8k_wipe(&h, sizeof h);
}

/* c <- the key context at the OTS key `leaf` of (layer, tree) */
static void ots_adrs(xmss_ctx *c, const xmss_signer *k, unsigned layer, uint64_t tree, uint32_t leaf)
{
    *c = k->c;
    pq8k_xmss_adrs_tree(c, layer, tree);
    c->adrs[A_TYPE] = A_TYPE_OTS;
    pq8k_store32_be(c->adrs + A_OTS, leaf);
}

void pq8k_xmss_wots_sign(xmss_signer *k, uint8_t *sig, const uint8_t *msg, unsigned layer,
                    uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = &k->c.p;
    uint8_t m[XMSS_MAX_N + 2];
    xmss_ctx c;
    memcpy(m, msg, p->n);
    xmss_wots_csum(p, m, m + p->n);
    ots_adrs(&c, k, layer, tree, leaf);
    for (unsigned i = 0; i < XMSS_LEN(p); i++, sig += p->n) {
        wots_sk(k, &c, sig, i);
        xmss_wots_chain(&c, sig, 0, xmss_wots_digit(m, i));
    }
}

/* Leaf `leaf` of (layer, tree): the L-tree over the WOTS+ public key. */
static void leaf_node(const xmss_signer *k, uint8_t *out, unsigned layer, uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = &k->c.p;
    uint8_t stack[XMSS_LTREE_NODES][XMSS_MAX_N];
    uint8_t sp = 0;
    xmss_ctx c;
    ots_adrs(&c, k, layer, tree, leaf);
    for (unsigned i = 0; i < XMSS_LEN(p); i++) {
        c.adrs[A_TYPE] = A_TYPE_OTS;
        wots_sk(k, &c, out, i);
        pq8k_xmss_wots_leaf_add(&c, out, i, 0, stack, &sp);
    }
}

void pq8k_xmss_tree_root(xmss_signer *k, uint8_t *root, uint8_t *auth, unsigned layer,
                    uint64_t tree, uint32_t leaf)
{
    const xmss_params *p = &k->c.p;
    uint8_t stack[XMSS_MAX_HP + 1][XMSS_MAX_N], node[XMSS_MAX_N];
    uint8_t heights[XMSS_MAX_HP + 1];
    unsigned sp = 0, n = p->n;
    xmss_ctx c = k->c;
    pq8k_xmss_adrs_tree(&c, layer, tree);
    c.adrs[A_TYPE] = A_TYPE_TREE;
    for (uint32_t j = 0; j < (1u << p->hp); j++) {
        uint32_t idx = j;
        unsigned height = 0;
        leaf_node(k, node, layer, tree, j);
        for (;;) {
            /* the sibling of the path from `leaf` at this height */
            if (auth != NULL && height < p->hp && idx == ((leaf >> height) ^ 1u))
                memcpy(auth + height * n, node, n);
            if (sp == 0 || heights[sp - 1] != height) break;
            pq8k_store32_be(c.adrs + A_CHAIN - 3, height);
            pq8k_store32_be(c.adrs + A_INDEX, idx >> 1);
            pq8k_xmss_keyed(&c, node, stack[--sp], node);
            idx >>= 1;
            height++;
        }
        memcpy(stack[sp], node, n);
        heights[sp++] = (uint8_t)height;
    }
    memcpy(root, stack[0], n);
}
