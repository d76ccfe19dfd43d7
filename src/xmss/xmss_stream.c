/* SPDX-License-Identifier: MIT */
/*
 * XMSS / XMSS^MT push verifier over the body pk || sig (docs/stream-xmss.md).
 *
 * The signature is taken in its own order: idx, r (then H_msg over the
 * message, read once, by pointer or through the reader), and per layer the len WOTS+ elements,
 * each chained to its end and folded into the L-tree as it completes, then
 * the h/d authentication nodes, each hashed into the running node. The root
 * of a layer is the message of the next; the top root must equal the
 * trusted one. Nothing is buffered but the n-byte element in flight.
 */
#include <string.h>
#include "xmss/xmss_stream.h"
#include "common/util.h"
#include "xmss/xmss_wots.h"

#if PQ8K_CONFIG_XMSS_ANY

#define VERIFIED 0xA5u
#define LAYER_R 0xFFu    /* the ADRS layer byte while r is awaited */

_Static_assert(sizeof(((pq8k_xmss_verifier_state *)0)->msg_) == sizeof(pq8k_msg_src) &&
                   _Alignof(pq8k_msg_src) <= _Alignof(pq8k_xmss_verifier_state),
               "the message slot of pq8k_xmss_verifier_state does not hold a pq8k_msg_src");

_Static_assert(offsetof(pq8k_xmss_ctx, root) == 32 &&
                   offsetof(pq8k_xmss_ctx, seed) == 32 + PQ8K_XMSS_ST_N,
               "OID (in the end of adrs), root and PUB_SEED are not in one piece");

typedef pq8k_xmss_verifier_state state;

/* The message digest and the pk check get frames of their own: their
   buffers are then not on the stack under the chains and the tree, where
   the peak is. */
#include "common/attributes.h"

static uint32_t pk_len(const state *v) { return xmss_pk_bytes(&v->c_.p); }

int pq8k_xmss_stream_init(state *v, int mt, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if ((m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) || m->ctxlen != 0)
        return PQ8K_ERR_UNSUPPORTED;
    memset(v, 0, sizeof *v);
    v->c_.p.mt = (uint8_t)mt; /* 0 or 1 (xmss_stream.h) */
    memcpy(&v->msg_, &m->src, sizeof m->src);
    memcpy(v->u_.k_.digest_, digest, PQ8K_XMSS_DIGEST_BYTES);
    v->c_.adrs[A_LAYER] = LAYER_R;
    return 0;
}

/*
 * Start the next layer (the first one after r) with its message in msgd_
 * (the checksum after it: its digits follow the message's). The tree field
 * of ADRS (idx for layer 0, else the tree index of the layer below) gives up
 * its low hp bits as the leaf, the OTS address (hp <= 20: two words do).
 */
static void next_layer(state *v)
{
    const xmss_params *p = &v->c_.p;
    uint8_t *a = v->c_.adrs;
    unsigned hp = p->hp;
    uint32_t hi = pq8k_load32_be(a + A_TREE), lo = pq8k_load32_be(a + A_TREE + 4);
    xmss_wots_csum(p, v->msgd_, v->msgd_ + XMSS_N(p));
    pq8k_store32_be(a + A_TREE, hi >> hp);
    pq8k_store32_be(a + A_TREE + 4, (lo >> hp) | (hi << (32u - hp)));
    a[A_LAYER]++; /* LAYER_R + 1 = 0 */
    /* words 3 to 7 (type, OTS address, chain, hash, key/mask): stores, no memset call */
    pq8k_store32_be(a + A_TYPE - 3, 0);
    pq8k_store32_be(a + A_OTS, lo & ((1u << hp) - 1u));
    pq8k_store32_be(a + A_CHAIN - 3, 0);
    pq8k_store32_be(a + A_HASH - 3, 0);
    pq8k_store32_be(a + A_KM - 3, 0);
    v->elem_ = 0;
    v->sp_ = 0;
}

/* r has arrived (in buf_): the layer-0 message H_msg(r || root || toByte(idx, n), M),
   then layer 0. idx is the ADRS tree field (8 bytes), msgd_ still 0: toByte's
   leading zeros. */
PQ8K_NOINLINE static int message_digest(state *v)
{
    const xmss_params *p = &v->c_.p;
    xmss_hstate h;
    pq8k_msg_src src;
    int err;
    pq8k_xmss_hstart(p, &h, XMSS_HMSG);
    pq8k_xmss_habsorb(p, &h, v->buf_, XMSS_N(p));
    pq8k_xmss_habsorb(p, &h, XMSS_ROOT(&v->c_), XMSS_N(p));
    pq8k_xmss_habsorb(p, &h, v->msgd_, XMSS_N(p) - 8u);
    pq8k_xmss_habsorb(p, &h, v->c_.adrs + A_TREE, 8);
    memcpy(&src, &v->msg_, sizeof src);
#if PQ8K_XMSS_BUILT_SHAKE
    if (p->shake) err = pq8k_msg_absorb(&src, pq8k_sink_keccak, &h.u.keccak);
    else
#endif
#if PQ8K_XMSS_BUILT_SHA2
        err = pq8k_msg_absorb(&src, pq8k_sink_sha256, &h.u.sha);
#else
        err = PQ8K_ERR_INTERNAL;
#endif
    if (err != 0) return err;
    xmss_hfinish(p, &h, v->msgd_);
    next_layer(v);
    return 0;
}

/* A WOTS+ element (e < len) or an authentication node of the current layer. */
static void layer_element(state *v)
{
    xmss_ctx *c = &v->c_;
    const xmss_params *p = &c->p;
    uint8_t *a = c->adrs, *node = v->u_.stack[0];
    unsigned e = v->elem_++;
    uint32_t i;
    if (e < XMSS_LEN(p)) {
        /* the chain to its end, folded into the L-tree (its root lands in node) */
        pq8k_xmss_wots_leaf_add(c, v->buf_, e, xmss_wots_digit(v->msgd_, e), v->u_.stack, &v->sp_);
        return;
    }
    e -= XMSS_LEN(p);
    /* node index at height e in the tree index word: the leaf (the OTS
       address, 0 in a hash tree address) at e = 0, halved at each node */
    if (e == 0) {
        i = pq8k_load32_be(a + A_OTS);
        pq8k_store32_be(a + A_OTS, 0);
        a[A_TYPE] = A_TYPE_TREE;
    } else {
        i = pq8k_load32_be(a + A_INDEX);
    }
    a[A_CHAIN] = (uint8_t)e;
    pq8k_store32_be(a + A_INDEX, i >> 1);
    if (i & 1u) pq8k_xmss_keyed(c, node, v->buf_, node);
    else pq8k_xmss_keyed(c, node, node, v->buf_);
    if (e + 1u < p->hp) return;
    if (a[A_LAYER] + 1u < XMSS_D(p)) {
        memcpy(v->msgd_, node, XMSS_N(p));
        next_layer(v);
    } else if (pq8k_ct_memneq(node, XMSS_ROOT(c), XMSS_N(p)) == 0) {
        /* a second comparison (hardened builds): one skipped test is not a token */
        if (PQ8K_FIH_NEQ(node, XMSS_ROOT(c), XMSS_N(p)) == 0) v->verified_ = VERIFIED;
    }
}

/* The OID has arrived: the set, and with it the body length. */
static int oid_done(state *v)
{
    xmss_ctx *c = &v->c_;
    /* gathered before n was known, where XMSS_PK is for n = p.n = 0 */
    const uint8_t *oid = XMSS_PK(c);
    int err = pq8k_xmss_params_get(&c->p, c->p.mt, pq8k_load32_be(oid));
    /* an unassigned OID cannot be the trusted key's (the host checks it) */
    if (err == PQ8K_ERR_BAD_ENCODING) err = PQ8K_ERR_PK_DIGEST;
    if (err != 0) return err;
    /* its place for the set's n, right before root (the same place where n is fixed) */
    if (XMSS_PK(c) != oid) memmove(XMSS_PK(c), oid, 4);
    v->body_ = (uint16_t)(pk_len(v) + xmss_sig_bytes(&c->p)); /* <= 27,756 */
    return 0;
}

/* The pk has arrived (OID || root || PUB_SEED in c_.pk): the key check.
   Its digest goes into the state (next to the trusted one, in the L-tree's
   room): no buffer in the frame of the update, where the stack peaks. */
static int pk_done(state *v)
{
    uint8_t *d = v->u_.k_.got_;
    pq8k_sha256(d, XMSS_PK(&v->c_), pk_len(v));
    if (pq8k_ct_memneq(d, v->u_.k_.digest_, 32)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, v->u_.k_.digest_, 32)) return PQ8K_ERR_PK_DIGEST;
    pq8k_xmss_seed_prepare(&v->c_);
    return 0;
}

/* idx has arrived (at the end of the ADRS tree field, big-endian): it must
   be < 2^h (the 8-byte field of h = 60 and XMSS's 4 bytes could say more).
   The top 8 idx_bytes - h <= 22 bits are 0: the first 4 bytes hold them. */
static int idx_done(state *v)
{
    const xmss_params *p = &v->c_.p;
    unsigned top = 8u * XMSS_IDXB(p) - p->h;
    uint32_t w = pq8k_load32_be(v->c_.adrs + A_TREE + 8 - XMSS_IDXB(p));
    return ((w >> 1) >> (31u - top)) != 0 ? PQ8K_ERR_BAD_ENCODING : 0;
}

/*
 * The body is a row of fields: OID (4 bytes), root || PUB_SEED (2n), idx,
 * then n-byte elements (r, then each layer's WOTS+ signature and path) up to
 * the set's body length. The pk is gathered where it is kept, idx into the
 * ADRS tree field, the elements into buf_.
 */
int pq8k_xmss_stream_update(void *st, const uint8_t *in, size_t len)
{
    state *v = st;
    xmss_ctx *c = &v->c_;
    /* a byte at a time: the field is found again for each (a few instructions
       per byte against thousands per element; no copy loop of its own) */
    for (; len > 0; len--) {
        uint32_t at = v->pos_ - v->fill_, pkl = pk_len(v);
        uint8_t *dst = v->buf_;
        unsigned want = XMSS_N(&c->p);
        int err = 0;
        if (at < pkl) {
            dst = XMSS_PK(c) + at;
            want = at == 0 ? 4u : 2u * want;
        } else if (at == pkl) {
            want = XMSS_IDXB(&c->p);
            dst = c->adrs + A_TREE + 8 - want;
        } else if (at >= v->body_) {
            return PQ8K_ERR_BAD_LENGTH; /* longer than this set's body */
        }
        dst[v->fill_++] = *in++;
        v->pos_++;
        if (v->fill_ < want) continue;
        v->fill_ = 0;
        if (at == 0) err = oid_done(v);
        else if (at < pkl) err = pk_done(v);
        else if (at == pkl) err = idx_done(v);
        else if (c->adrs[A_LAYER] != LAYER_R) layer_element(v);
        else err = message_digest(v); /* r */
        if (err != 0) return err;
    }
    return 0;
}

int pq8k_xmss_stream_final(void *st)
{
    const state *v = st;
    const volatile uint8_t *verified = &v->verified_;
    if (v->body_ == 0 || v->pos_ != v->body_) return PQ8K_ERR_BAD_LENGTH;
    if (*verified != VERIFIED) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*verified != VERIFIED) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* ---- engine entries ---- */

/* Body bounds over the sets built: src/xmss/xmss_stream.h */
#define PK_MAX PQ8K_XMSS_PK_BUILT
#define XMSS_BODY_MAX PQ8K_XMSS_BODY_BUILT
#define XMSSMT_BODY_MAX PQ8K_XMSSMT_BODY_BUILT
#define XMSS_BODY_MIN PQ8K_XMSS_BODY_MIN
#define XMSSMT_BODY_MIN PQ8K_XMSSMT_BODY_MIN

_Static_assert(XMSSMT_BODY_MAX <= 0xFFFFu, "the body length does not fit the 16-bit counters");

#if PQ8K_CONFIG_XMSS
static int init_xmss(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return pq8k_xmss_stream_init(st, 0, digest, m);
}

const pq8k_stream_scheme pq8k_xmss_stream = {
    .id = PQ8K_XMSS,
    .digest_len = PQ8K_XMSS_DIGEST_BYTES,
    .pk_len = PK_MAX,
    .sig_min = XMSS_BODY_MIN - PK_MAX,
    .sig_max = XMSS_BODY_MAX - PK_MAX,
    .body_max = XMSS_BODY_MAX,
    .init = init_xmss,
    .update = pq8k_xmss_stream_update,
    .final = pq8k_xmss_stream_final,
};
#endif

#if PQ8K_CONFIG_XMSSMT
static int init_xmssmt(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return pq8k_xmss_stream_init(st, 1, digest, m);
}

const pq8k_stream_scheme pq8k_xmssmt_stream = {
    .id = PQ8K_XMSSMT,
    .digest_len = PQ8K_XMSS_DIGEST_BYTES,
    .pk_len = PK_MAX,
    .sig_min = XMSSMT_BODY_MIN - PK_MAX,
    .sig_max = XMSSMT_BODY_MAX - PK_MAX,
    .body_max = XMSSMT_BODY_MAX,
    .init = init_xmssmt,
    .update = pq8k_xmss_stream_update,
    .final = pq8k_xmss_stream_final,
};
#endif

#else
typedef int pq8k_xmss_stream_not_built;
#endif
