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

void xmss_habsorb(const xmss_params *p, xmss_hstate *h, const uint8_t *in, size_t len)
{
#if PQ8K_XMSS_BUILT_SHAKE
    if (USE_SHAKE(p)) {
        pq8k_keccak_absorb(&h->u.keccak, in, len);
        return;
    }
#endif
#if PQ8K_XMSS_BUILT_SHA2
    pq8k_sha256_update(&h->u.sha, in, len);
#endif
    (void)p;
}

void xmss_hstart(const xmss_params *p, xmss_hstate *h, unsigned f)
{
    uint8_t pad[32];
    memset(pad, 0, sizeof pad);
    pad[p->padlen - 1] = (uint8_t)f;
#if PQ8K_XMSS_BUILT_SHAKE
    if (USE_SHAKE(p)) pq8k_shake256_init(&h->u.keccak);
#endif
#if PQ8K_XMSS_BUILT_SHA2
    if (!USE_SHAKE(p)) pq8k_sha256_init(&h->u.sha);
#endif
    xmss_habsorb(p, h, pad, p->padlen);
}

/* out[n] = (or ^=, when add) the hash */
static void finish(const xmss_params *p, xmss_hstate *h, uint8_t *out, int add)
{
    uint8_t d[32];
#if PQ8K_XMSS_BUILT_SHAKE
    if (USE_SHAKE(p)) {
        pq8k_keccak_finalize(&h->u.keccak);
        pq8k_keccak_squeeze(&h->u.keccak, d, p->n);
    }
#endif
#if PQ8K_XMSS_BUILT_SHA2
    if (!USE_SHAKE(p)) pq8k_sha256_final(&h->u.sha, d);
#endif
    for (unsigned i = 0; i < p->n; i++) out[i] = (uint8_t)((add ? out[i] : 0) ^ d[i]);
}

void xmss_hfinish(const xmss_params *p, xmss_hstate *h, uint8_t *out) { finish(p, h, out, 0); }

void xmss_adrs_bytes(uint8_t out[32], const uint32_t adrs[8])
{
    for (unsigned i = 0; i < 32; i++) out[i] = (uint8_t)(adrs[i >> 2] >> (24u - 8u * (i & 3u)));
}

void xmss_adrs_tree(uint32_t adrs[8], unsigned layer, uint64_t tree)
{
    memset(adrs, 0, 8 * sizeof adrs[0]);
    adrs[A_LAYER] = layer;
    adrs[A_TREE_HI] = (uint32_t)(tree >> 32);
    adrs[A_TREE_LO] = (uint32_t)tree;
}

void xmss_seed_prepare(const xmss_params *p, pq8k_xmss_seed *s, const uint8_t *pub_seed)
{
    if (s->seed != pub_seed) memmove(s->seed, pub_seed, p->n);
#if PQ8K_CONFIG_XMSS_SHA2_256
    if (MIDSTATE(p)) {
        xmss_hstate h;
        xmss_hstart(p, &h, XMSS_PRF);
        xmss_habsorb(p, &h, s->seed, 32);
        memcpy(s->mid, h.u.sha.h, sizeof s->mid);
    }
#endif
}

/* out[n] = PRF(PUB_SEED, adrs), or out ^= it (add: a bitmask applied in place) */
static void prf(const xmss_params *p, const pq8k_xmss_seed *s, xmss_hstate *h, uint8_t *out,
                const uint32_t adrs[8], int add)
{
    uint8_t a[32];
#if PQ8K_CONFIG_XMSS_SHA2_256
    if (MIDSTATE(p)) {
        /* resume after the constant block (the buffer is empty at 64 bytes) */
        memcpy(h->u.sha.h, s->mid, sizeof s->mid);
        h->u.sha.nbytes = 64;
    } else
#endif
    {
        xmss_hstart(p, h, XMSS_PRF);
        xmss_habsorb(p, h, s->seed, p->n);
    }
    xmss_adrs_bytes(a, adrs);
    xmss_habsorb(p, h, a, sizeof a);
    finish(p, h, out, add);
}

void xmss_keyed(const xmss_params *p, const pq8k_xmss_seed *s, uint8_t *out, uint8_t *a, uint8_t *b,
                uint32_t adrs[8])
{
    uint8_t key[XMSS_MAX_N];
    xmss_hstate h;
    adrs[A_KM] = 0;
    prf(p, s, &h, key, adrs, 0);
    adrs[A_KM] = 1;
    prf(p, s, &h, a, adrs, 1);
    if (b) {
        adrs[A_KM] = 2;
        prf(p, s, &h, b, adrs, 1);
    }
    xmss_hstart(p, &h, b ? XMSS_H : XMSS_F);
    xmss_habsorb(p, &h, key, p->n);
    xmss_habsorb(p, &h, a, p->n);
    if (b) xmss_habsorb(p, &h, b, p->n);
    xmss_hfinish(p, &h, out);
}

#else
typedef int pq8k_xmss_hash_not_built;
#endif
