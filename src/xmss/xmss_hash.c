/* SPDX-License-Identifier: MIT */
/* XMSS hash functions and the keyed, masked steps built on them (xmss_hash.h). */
#include <string.h>
#include "xmss/xmss_hash.h"
#include "common/util.h"

#if PQ8K_CONFIG_XMSS_FAMILIES

/* SHA-2 only builds compile the SHAKE branches away, and the reverse */
#define USE_SHAKE(p) (PQ8K_XMSS_BUILT_SHAKE && (!PQ8K_XMSS_BUILT_SHA2 || (p)->shake))
/* PRF with a midstate: SHA-256 with n = 32 (constant where it is the only family built) */
#if PQ8K_CONFIG_XMSS_SHA2_256 && !PQ8K_CONFIG_XMSS_SHA2_192 && !PQ8K_XMSS_BUILT_SHAKE
#define MIDSTATE(p) ((void)(p), 1)
#else
#define MIDSTATE(p) (PQ8K_CONFIG_XMSS_SHA2_256 && !(p)->shake && (p)->n == 32)
#endif

#if PQ8K_XMSS_BUILT_SHAKE
void pq8k_xmss_habsorb(const xmss_params *p, xmss_hstate *h, const uint8_t *in, size_t len)
{
    if (USE_SHAKE(p)) {
        pq8k_keccak_absorb(&h->u.keccak, in, len);
        return;
    }
#if PQ8K_XMSS_BUILT_SHA2
    pq8k_sha256_update(&h->u.sha, in, len);
#endif
}
#endif

void pq8k_xmss_hstart(const xmss_params *p, xmss_hstate *h, unsigned f)
{
    uint8_t pad[32];
    memset(pad, 0, sizeof pad);
    pad[XMSS_PADLEN(p) - 1u] = (uint8_t)f;
#if PQ8K_XMSS_BUILT_SHAKE
    if (USE_SHAKE(p)) pq8k_shake256_init(&h->u.keccak);
#endif
#if PQ8K_XMSS_BUILT_SHA2
    if (!USE_SHAKE(p)) pq8k_sha256_init(&h->u.sha);
#endif
    pq8k_xmss_habsorb(p, h, pad, XMSS_PADLEN(p));
}

void pq8k_xmss_hfinish_add(const xmss_params *p, xmss_hstate *h, uint8_t *out, int add)
{
    uint8_t d[32];
#if PQ8K_XMSS_BUILT_SHAKE
    if (USE_SHAKE(p)) {
        pq8k_keccak_finalize(&h->u.keccak);
        pq8k_keccak_squeeze(&h->u.keccak, d, XMSS_N(p));
    }
#endif
#if PQ8K_XMSS_BUILT_SHA2
    if (!USE_SHAKE(p)) pq8k_sha256_final(&h->u.sha, d);
#endif
    for (unsigned i = 0; i < XMSS_N(p); i++) out[i] = (uint8_t)((add ? out[i] : 0) ^ d[i]);
}


void pq8k_xmss_adrs_tree(xmss_ctx *c, unsigned layer, uint64_t tree)
{
    memset(c->adrs, 0, sizeof c->adrs);
    c->adrs[A_LAYER] = (uint8_t)layer;
    pq8k_store32_be(c->adrs + A_TREE, (uint32_t)(tree >> 32));
    pq8k_store32_be(c->adrs + A_TREE + 4, (uint32_t)tree);
}

void pq8k_xmss_seed_prepare(xmss_ctx *c)
{
#if PQ8K_CONFIG_XMSS_SHA2_256
    const xmss_params *p = &c->p;
    if (MIDSTATE(p)) {
        xmss_hstate h;
        pq8k_xmss_hstart(p, &h, XMSS_PRF);
        pq8k_xmss_habsorb(p, &h, XMSS_SEED(c), 32);
        memcpy(c->seed.mid, h.u.sha.h, 32);
    }
#else
    (void)c;
#endif
}

void pq8k_xmss_keyed(xmss_ctx *c, uint8_t *out, uint8_t *a, uint8_t *b)
{
    const xmss_params *p = &c->p;
    uint8_t key[XMSS_MAX_N];
    uint8_t *m[3];
    unsigned k, cnt = b ? 3u : 2u;
    xmss_hstate h;
    m[0] = key, m[1] = a, m[2] = b;
    /* KEY = PRF(SEED, ADRS km 0), then the bitmasks (km 1, 2) onto a and b */
    for (k = 0; k < cnt; k++) {
        c->adrs[A_KM] = (uint8_t)k;
#if PQ8K_CONFIG_XMSS_SHA2_256
        if (MIDSTATE(p)) pq8k_sha256_resume(&h.u.sha, c->seed.mid, 64); /* after the constant block */
        else
#endif
        {
            pq8k_xmss_hstart(p, &h, XMSS_PRF);
            pq8k_xmss_habsorb(p, &h, XMSS_SEED(c), XMSS_N(p));
        }
        pq8k_xmss_habsorb(p, &h, c->adrs, sizeof c->adrs);
        pq8k_xmss_hfinish_add(p, &h, m[k], (int)k); /* k > 0: a bitmask, applied */
    }
    pq8k_xmss_hstart(p, &h, cnt - 2u);
    for (k = 0; k < cnt; k++) pq8k_xmss_habsorb(p, &h, m[k], XMSS_N(p));
    xmss_hfinish(p, &h, out);
}

#else
typedef int pq8k_xmss_hash_not_built;
#endif
