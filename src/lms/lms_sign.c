/* SPDX-License-Identifier: MIT */
/*
 * Host side of LMS / HSS: key generation and signing (RFC 8554 sections 4-6
 * and Appendix A's pseudorandom key generation). Stateless: the caller picks
 * the index and owns the state (pq8k/lms.h, "STATEFUL SIGNING").
 *
 * Level keys below the top are derived from the parent's SEED and I and the
 * parent leaf that signs them, so the whole key is one SEED and one I.
 */
#include <string.h>
#include "common/sha2.h"
#include "common/util.h"
#include "lms/lms_hash.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"

#if PQ8K_CONFIG_LMS_ANY /* nothing to compile in a build without LMS/HSS */

typedef struct {
    uint32_t lms_type, ots_type;
    lms_tree_params t;
    lms_ots_params o;
    uint8_t I[16];
    uint8_t seed[32];
} lvl_key;

typedef struct {
    unsigned levels;
    lvl_key k[PQ8K_HSS_MAX_LEVELS];
    unsigned hsum;            /* total height: log2 of the number of indices */
} hss_key;

static int parse_sk(const uint8_t *sk, size_t sklen, hss_key *key)
{
    if (!sk || sklen < 4) return PQ8K_ERR_BAD_LENGTH;
    uint32_t l = pq8k_load32_be(sk);
    if (l < 1 || l > PQ8K_HSS_MAX_LEVELS) return PQ8K_ERR_BAD_ENCODING;
    if (sklen != PQ8K_HSS_SK_BYTES(l)) return PQ8K_ERR_BAD_LENGTH;
    key->levels = l;
    key->hsum = 0;
    for (unsigned i = 0; i < l; i++) {
        lvl_key *k = &key->k[i];
        k->lms_type = pq8k_load32_be(sk + 4 + 8 * i);
        k->ots_type = pq8k_load32_be(sk + 8 + 8 * i);
        int r = pq8k_lms_pair_params_get(k->lms_type, k->ots_type, &k->t, &k->o);
        if (r) return r;
        key->hsum += k->t.h;
    }
    if (key->hsum > 63) return PQ8K_ERR_UNSUPPORTED;
    memcpy(key->k[0].I, sk + 4 + 8 * l, 16);
    memcpy(key->k[0].seed, sk + 20 + 8 * l, 32);
    return 0;
}

/* The key of the level below k, for k's leaf q. */
static void derive_child(const lvl_key *k, uint32_t q, lvl_key *c)
{
    uint8_t in[32 + 16 + 5], out[32];
    memcpy(in, k->seed, 32);
    memcpy(in + 32, k->I, 16);
    pq8k_store32_be(in + 48, q);
    in[52] = 1;
    pq8k_sha256(c->seed, in, sizeof in);
    in[52] = 2;
    pq8k_sha256(out, in, sizeof in);
    memcpy(c->I, out, 16);
    pq8k_wipe(in, sizeof in);
}

/* H(I || u32 q || u16 i || u8 0xff || SEED): one-time secret i of leaf q
   (i = 0xFFFD: the C of a non-bottom signature). */
static void secret(const lvl_key *k, uint32_t q, unsigned i, uint8_t *x)
{
    lms_hctx h;
    pq8k_lms_h_start(&h, k->I, q, LMS_TAIL(k->o.fam, LMS_DJ(i, 0xff)), NULL);
    pq8k_lms_h_absorb(&h, k->o.fam, k->seed, 32);
    pq8k_lms_h_final(&h, k->o.fam, x);
    pq8k_wipe(&h, sizeof h);
}

/* log2 of the Winternitz width w (1, 2, 4, 8): shifts, not divisions, below
   (a divide is variable-latency on the Cortex-M3: make ct-m3) */
static unsigned log2w(unsigned w)
{
    return (w >> 1) - (w >> 3);
}

/* Digit i of the w-bit digits of s (RFC 8554 3.1.3 "coef"): 8 / w per byte */
static unsigned coef(const uint8_t *s, unsigned i, unsigned w)
{
    unsigned sh = 3u - log2w(w), per = 1u << sh;
    return (s[i >> sh] >> (8 - w * ((i & (per - 1u)) + 1))) & ((1u << w) - 1);
}

/* Q || Cksm(Q) into qc (n + 2 bytes), Q already in qc[0..n) */
static void checksum(uint8_t *qc, const lms_ots_params *o)
{
    unsigned u = (8u * o->n) >> log2w(o->w), sum = 0, top = (1u << o->w) - 1;
    for (unsigned i = 0; i < u; i++) sum += top - coef(qc, i, o->w);
    sum <<= o->ls;
    qc[o->n] = (uint8_t)(sum >> 8);
    qc[o->n + 1] = (uint8_t)sum;
}

static void leaf_value(const lvl_key *k, uint32_t q, uint8_t *out)
{
    lms_hctx h;
    uint8_t x[32];
    unsigned top = (1u << k->o.w) - 1;
    pq8k_lms_h_start(&h, k->I, q, LMS_TAIL(k->o.fam, LMS_D_PBLC), NULL);
    for (unsigned i = 0; i < k->o.p; i++) {
        secret(k, q, i, x);
        pq8k_lms_chain(k->o.fam, k->I, q, i, 0, top, x);
        pq8k_lms_h_absorb(&h, k->o.fam, x, k->o.n);
    }
    pq8k_lms_h_final(&h, k->o.fam, x);
    lms_leaf(k->t.fam, k->I, (1u << k->t.h) + q, x, out);
}

/* Root of k's tree and, if path is not NULL, the authentication path of
   leaf q (h nodes of m bytes): one pass over every leaf, a stack of h + 1. */
static void tree(const lvl_key *k, uint32_t q, uint8_t *root, uint8_t *path)
{
    uint8_t stack[26][32], node[32];
    uint8_t height[26];
    unsigned sp = 0, h = k->t.h, m = k->t.m;
    for (uint32_t j = 0; j < (1u << h); j++) {
        unsigned ht = 0;
        uint32_t idx = j;
        leaf_value(k, j, node);
        if (path && (j ^ 1u) == q) memcpy(path, node, m);
        while (sp && height[sp - 1] == ht) {
            lms_node(k->t.fam, k->I, (1u << (h - ht - 1)) + (idx >> 1), stack[sp - 1], node, node);
            sp--;
            ht++;
            idx >>= 1;
            if (path && ht < h && (idx ^ 1u) == (q >> ht)) memcpy(path + ht * m, node, m);
        }
        memcpy(stack[sp], node, m);
        height[sp++] = (uint8_t)ht;
    }
    memcpy(root, stack[0], m);
}

static size_t pub_write(const lvl_key *k, const uint8_t *root, uint8_t *out)
{
    pq8k_store32_be(out, k->lms_type);
    pq8k_store32_be(out + 4, k->ots_type);
    memcpy(out + 8, k->I, 16);
    memcpy(out + 24, root, k->t.m);
    return 24u + k->t.m;
}

/* One LMS signature of msg by leaf q of k into out (pq8k_lms_sig_len bytes);
   C given; the path written by tree(). */
static int lms_sign_one(const lvl_key *k, uint32_t q, const uint8_t *c, const uint8_t *msg,
                        size_t msglen, uint8_t *out, uint8_t *root)
{
    lms_hctx h;
    uint8_t qc[34];
    const lms_ots_params *o = &k->o;
    pq8k_store32_be(out, q);
    pq8k_store32_be(out + 4, k->ots_type);
    memcpy(out + 8, c, o->n);
    pq8k_lms_h_start(&h, k->I, q, LMS_TAIL(o->fam, LMS_D_MESG), c);
    pq8k_lms_h_absorb(&h, o->fam, msg, msglen);
    pq8k_lms_h_final(&h, o->fam, qc);
    checksum(qc, o);
    uint8_t *y = out + 8 + o->n;
    for (unsigned i = 0; i < o->p; i++, y += o->n) {
        secret(k, q, i, y);
        pq8k_lms_chain(o->fam, k->I, q, i, 0, coef(qc, i, o->w), y);
    }
    pq8k_store32_be(y, k->lms_type);
    tree(k, q, root, y + 4);
    return 0;
}

static size_t sig_bytes(const hss_key *key)
{
    size_t n = 4;
    for (unsigned l = 0; l < key->levels; l++) {
        n += pq8k_lms_sig_len(&key->k[l].t, &key->k[l].o);
        if (l + 1 < key->levels) n += 24u + key->k[l + 1].t.m;
    }
    return n;
}

int pq8k_hss_keygen(unsigned levels, const uint32_t *types, uint8_t *sk, size_t sklen,
                    uint8_t *pk, size_t *pklen)
{
    uint8_t seed[48];
    if (pq8k_randombytes(seed, sizeof seed)) return PQ8K_ERR_RNG;
    int r = pq8k_hss_keygen_from_seed(levels, types, seed, sk, sklen, pk, pklen);
    pq8k_wipe(seed, sizeof seed);
    return r;
}

int pq8k_hss_keygen_from_seed(unsigned levels, const uint32_t *types, const uint8_t seed[48],
                           uint8_t *sk, size_t sklen, uint8_t *pk, size_t *pklen)
{
    hss_key key;
    uint8_t root[32];
    if (!types || !seed || !sk || !pk || !pklen) return PQ8K_ERR_STATE;
    if (levels < 1 || levels > PQ8K_HSS_MAX_LEVELS) return PQ8K_ERR_BAD_ENCODING;
    if (sklen != PQ8K_HSS_SK_BYTES(levels)) return PQ8K_ERR_BAD_LENGTH;
    pq8k_store32_be(sk, levels);
    for (unsigned i = 0; i < levels; i++) {
        pq8k_store32_be(sk + 4 + 8 * i, types[2 * i]);
        pq8k_store32_be(sk + 8 + 8 * i, types[2 * i + 1]);
    }
    memcpy(sk + 4 + 8 * levels, seed, 48);
    int r = parse_sk(sk, sklen, &key);
    if (r == 0 && *pklen < 28u + key.k[0].t.m) r = PQ8K_ERR_BAD_LENGTH;
    if (r) {
        pq8k_wipe(sk, sklen);
        return r;
    }
    tree(&key.k[0], 0, root, NULL);
    pq8k_store32_be(pk, levels);
    *pklen = 4 + pub_write(&key.k[0], root, pk + 4);
    pq8k_wipe(&key, sizeof key);
    return 0;
}

uint64_t pq8k_hss_sk_indices(const uint8_t *sk, size_t sklen)
{
    hss_key key;
    uint64_t n = parse_sk(sk, sklen, &key) ? 0 : (uint64_t)1 << key.hsum;
    pq8k_wipe(&key, sizeof key);
    return n;
}

size_t pq8k_hss_sk_sig_bytes(const uint8_t *sk, size_t sklen)
{
    hss_key key;
    size_t n = parse_sk(sk, sklen, &key) ? 0 : sig_bytes(&key);
    pq8k_wipe(&key, sizeof key);
    return n;
}

int pq8k_hss_sk_public(const uint8_t *sk, size_t sklen, uint8_t *pk, size_t *pklen)
{
    hss_key key;
    uint8_t root[32];
    int r = parse_sk(sk, sklen, &key);
    if (r == 0 && (!pk || !pklen || *pklen < 28u + key.k[0].t.m)) r = PQ8K_ERR_BAD_LENGTH;
    if (r == 0) {
        tree(&key.k[0], 0, root, NULL);
        pq8k_store32_be(pk, key.levels);
        *pklen = 4 + pub_write(&key.k[0], root, pk + 4);
    }
    pq8k_wipe(&key, sizeof key);
    return r;
}

int pq8k_hss_sign(const uint8_t *sk, size_t sklen, uint64_t index, const uint8_t *msg,
                  size_t msglen, uint8_t *sig, size_t *siglen)
{
    hss_key key;
    uint32_t q[PQ8K_HSS_MAX_LEVELS];
    size_t off[PQ8K_HSS_MAX_LEVELS];
    uint8_t c[32], root[32];
    if (!sig || !siglen || (msglen && !msg)) return PQ8K_ERR_STATE;
    int r = parse_sk(sk, sklen, &key);
    if (r == 0 && index >> key.hsum) r = PQ8K_ERR_INTERNAL;
    if (r == 0 && *siglen < sig_bytes(&key)) r = PQ8K_ERR_BAD_LENGTH;
    if (r) {
        pq8k_wipe(&key, sizeof key);
        return r;
    }
    /* q_l from the index bits, the level keys along the path, the offsets */
    unsigned shift = key.hsum;
    off[0] = 4;
    for (unsigned l = 0; l < key.levels; l++) {
        shift -= key.k[l].t.h;
        q[l] = (uint32_t)(index >> shift) & ((1u << key.k[l].t.h) - 1);
        if (l + 1 < key.levels) {
            derive_child(&key.k[l], q[l], &key.k[l + 1]);
            off[l + 1] = off[l] + pq8k_lms_sig_len(&key.k[l].t, &key.k[l].o) + 24u + key.k[l + 1].t.m;
        }
    }
    /* bottom up: each level signs the public key the level below just made.
       C is secret-derived per leaf (RFC 8554 leaves its choice to the
       signer): unpredictable to others, and the same if an upper leaf signs
       its child key again, so that leaf never signs two different hashes. */
    for (unsigned l = key.levels; l-- > 0;) {
        lvl_key *k = &key.k[l];
        size_t len = pq8k_lms_sig_len(&k->t, &k->o);
        secret(k, q[l], 0xFFFD, c);
        if (l + 1 == key.levels) {
            lms_sign_one(k, q[l], c, msg, msglen, sig + off[l], root);
        } else {
            uint8_t *pub = sig + off[l] + len;
            size_t publen = pub_write(&key.k[l + 1], root, pub);
            lms_sign_one(k, q[l], c, pub, publen, sig + off[l], root);
        }
    }
    if (r == 0) {
        pq8k_store32_be(sig, key.levels - 1);
        *siglen = sig_bytes(&key);
    } else {
        memset(sig, 0, *siglen);
    }
    pq8k_wipe(&key, sizeof key);
    pq8k_wipe(c, sizeof c);
    return r;
}

#else
typedef int pq8k_lms_not_built;
#endif
