/* SPDX-License-Identifier: MIT */
/*
 * XMSS / XMSS^MT key generation and signing (host side; pq8k/xmss.h). The
 * private key's index is advanced in place before any signature byte is
 * written, and a key whose leaves are all used signs nothing.
 */
#include <string.h>
#include "pq8k/xmss.h"
#include "common/util.h"
#include "xmss/xmss_tree.h"

/* private key fields */
static uint8_t *sk_seed(const xmss_params *p, uint8_t *sk) { return sk + 4 + p->idx_bytes; }
static uint8_t *sk_root(const xmss_params *p, uint8_t *sk) { return sk_seed(p, sk) + 2 * p->n; }
static uint8_t *sk_pub_seed(const xmss_params *p, uint8_t *sk) { return sk_seed(p, sk) + 3 * p->n; }

static uint64_t load_be(const uint8_t *b, unsigned len)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < len; i++) v = (v << 8) | b[i];
    return v;
}

static void store_be(uint8_t *b, unsigned len, uint64_t v)
{
    for (unsigned i = len; i-- > 0; v >>= 8) b[i] = (uint8_t)v;
}

static void signer_init(xmss_signer *k, const xmss_params *p, uint8_t *sk)
{
    k->c.p = *p;
    k->sk_seed = sk_seed(p, sk);
    k->pub_seed = sk_pub_seed(p, sk);
    pq8k_xmss_signer_prepare(k);
}

static int keygen(int mt, uint32_t oid, const uint8_t *seed, uint8_t *pk, uint8_t *sk)
{
    xmss_params p;
    xmss_signer k;
    int err;
    if (pk == NULL || sk == NULL || seed == NULL) return PQ8K_ERR_STATE;
    err = pq8k_xmss_params_get(&p, mt, oid);
    if (err != 0) return err;
    store_be(sk, 4, oid);
    memset(sk + 4, 0, p.idx_bytes);
    memcpy(sk_seed(&p, sk), seed, 2u * p.n);
    memcpy(sk_pub_seed(&p, sk), seed + 2 * p.n, p.n);
    signer_init(&k, &p, sk);
    pq8k_xmss_tree_root(&k, sk_root(&p, sk), NULL, p.d - 1u, 0, 0);
    memcpy(pk, sk, 4);
    memcpy(pk + 4, sk_root(&p, sk), p.n);
    memcpy(pk + 4 + p.n, sk_pub_seed(&p, sk), p.n);
    pq8k_wipe(&k, sizeof k);
    return 0;
}

static int keygen_random(int mt, uint32_t oid, uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[3 * XMSS_MAX_N];
    xmss_params p;
    int err = pq8k_xmss_params_get(&p, mt, oid);
    if (err != 0) return err;
    if (pq8k_randombytes(seed, 3u * p.n) != 0) return PQ8K_ERR_RNG;
    err = keygen(mt, oid, seed, pk, sk);
    pq8k_wipe(seed, sizeof seed);
    return err;
}

int pq8k_xmss_keygen(uint32_t oid, uint8_t *pk, uint8_t *sk) { return keygen_random(0, oid, pk, sk); }
int pq8k_xmssmt_keygen(uint32_t oid, uint8_t *pk, uint8_t *sk) { return keygen_random(1, oid, pk, sk); }
int pq8k_xmss_keygen_from_seed(uint32_t oid, const uint8_t *seed, uint8_t *pk, uint8_t *sk)
{
    return keygen(0, oid, seed, pk, sk);
}
int pq8k_xmssmt_keygen_from_seed(uint32_t oid, const uint8_t *seed, uint8_t *pk, uint8_t *sk)
{
    return keygen(1, oid, seed, pk, sk);
}

/* A key with SK_SEED and SK_PRF wiped is spent (the form the last signature leaves). */
static int deleted(const xmss_params *p, uint8_t *sk)
{
    uint8_t acc = 0;
    for (unsigned i = 0; i < 2u * p->n; i++) acc |= sk_seed(p, sk)[i];
    return acc == 0;
}

/* Take the key's next index and advance the key past it; PQ8K_ERR_INTERNAL when spent. */
static int take_index(const xmss_params *p, uint8_t *sk, uint64_t *idx)
{
    uint64_t last = ((uint64_t)1 << p->h) - 1u;
    *idx = load_be(sk + 4, p->idx_bytes);
    if (*idx > last || deleted(p, sk)) return PQ8K_ERR_INTERNAL;
    if (*idx < last) {
        store_be(sk + 4, p->idx_bytes, *idx + 1u);
    } else {
        /* the last leaf: 2^h does not fit the 5-byte field of h = 40, so the
           key is deleted instead; the seeds are copied out first by the caller */
        store_be(sk + 4, p->idx_bytes, p->idx_bytes * 8u > p->h ? last + 1u : last);
    }
    return 0;
}

/* r = PRF(SK_PRF, toByte(idx, 32)); the layer-0 message H_msg(r || root || toByte(idx, n), M). */
static void randomize(const xmss_params *p, const uint8_t *prf_key, const uint8_t *root, uint64_t idx,
                      const uint8_t *msg, size_t msglen, uint8_t *r, uint8_t *md)
{
    uint8_t ib[32];
    xmss_hstate h;
    memset(ib, 0, sizeof ib);
    store_be(ib + 24, 8, idx);
    pq8k_xmss_hstart(p, &h, XMSS_PRF);
    pq8k_xmss_habsorb(p, &h, prf_key, p->n);
    pq8k_xmss_habsorb(p, &h, ib, 32);
    xmss_hfinish(p, &h, r);
    pq8k_xmss_hstart(p, &h, XMSS_HMSG);
    pq8k_xmss_habsorb(p, &h, r, p->n);
    pq8k_xmss_habsorb(p, &h, root, p->n);
    pq8k_xmss_habsorb(p, &h, ib + 32 - p->n, p->n);
    if (msglen > 0) pq8k_xmss_habsorb(p, &h, msg, msglen);
    xmss_hfinish(p, &h, md);
    pq8k_wipe(&h, sizeof h);
}

static int sign(int mt, uint8_t *sk, size_t sklen, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                size_t msglen)
{
    xmss_params p;
    xmss_signer k;
    uint8_t seeds[4 * XMSS_MAX_N], md[XMSS_MAX_N];
    uint64_t idx, tree;
    int err;
    if (sk == NULL || sig == NULL || siglen == NULL || (msg == NULL && msglen != 0))
        return PQ8K_ERR_STATE;
    if (sklen < 4) return PQ8K_ERR_BAD_LENGTH;
    err = pq8k_xmss_params_get(&p, mt, pq8k_load32_be(sk));
    if (err != 0) return err;
    if (sklen != xmss_sk_bytes(&p) || *siglen < xmss_sig_bytes(&p)) return PQ8K_ERR_BAD_LENGTH;
    /* the seeds as they were, then the index taken and the key advanced */
    memcpy(seeds, sk_seed(&p, sk), 4u * p.n);
    err = take_index(&p, sk, &idx);
    if (err != 0) {
        pq8k_wipe(seeds, sizeof seeds);
        return err;
    }
    if (idx == ((uint64_t)1 << p.h) - 1u) pq8k_wipe(sk_seed(&p, sk), 2u * p.n);
    k.c.p = p;
    k.sk_seed = seeds;
    k.pub_seed = seeds + 3 * p.n;
    pq8k_xmss_signer_prepare(&k);

    store_be(sig, p.idx_bytes, idx);
    randomize(&p, seeds + p.n, seeds + 2 * p.n, idx, msg, msglen, sig + p.idx_bytes, md);
    sig += p.idx_bytes + p.n;
    tree = idx;
    for (unsigned layer = 0; layer < p.d; layer++) {
        uint32_t leaf = (uint32_t)(tree & ((1u << p.hp) - 1u));
        tree >>= p.hp;
        pq8k_xmss_wots_sign(&k, sig, md, layer, tree, leaf);
        sig += (size_t)XMSS_LEN(&p) * p.n;
        pq8k_xmss_tree_root(&k, md, sig, layer, tree, leaf);
        sig += (size_t)p.hp * p.n;
    }
    *siglen = xmss_sig_bytes(&p);
    pq8k_wipe(seeds, sizeof seeds);
    pq8k_wipe(&k, sizeof k);
    return 0;
}

int pq8k_xmss_sign(uint8_t *sk, size_t sklen, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                   size_t msglen)
{
    return sign(0, sk, sklen, sig, siglen, msg, msglen);
}

int pq8k_xmssmt_sign(uint8_t *sk, size_t sklen, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                     size_t msglen)
{
    return sign(1, sk, sklen, sig, siglen, msg, msglen);
}

uint64_t pq8k_xmss_sk_index(int mt, const uint8_t *sk, size_t sklen)
{
    xmss_params p;
    if (sk == NULL || sklen < 4 || pq8k_xmss_params_get(&p, mt, pq8k_load32_be(sk)) != 0 ||
        sklen != xmss_sk_bytes(&p))
        return 0;
    return load_be(sk + 4, p.idx_bytes);
}
