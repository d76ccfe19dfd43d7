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
#define LAYER_R 0xFFu    /* layer_ while r is awaited */

_Static_assert(sizeof(pq8k_sha256_ctx) <= sizeof(((pq8k_xmss_verifier_state *)0)->u_.pk.sha_),
               "the pk hash does not fit pq8k_xmss_verifier_state");
_Static_assert(sizeof(((pq8k_xmss_verifier_state *)0)->msg_) == sizeof(pq8k_msg_src) &&
                   _Alignof(pq8k_msg_src) <= _Alignof(pq8k_xmss_verifier_state),
               "the message slot of pq8k_xmss_verifier_state does not hold a pq8k_msg_src");

typedef pq8k_xmss_verifier_state state;

/* The message digest and the pk check get frames of their own: their
   buffers are then not on the stack under the chains and the tree, where
   the peak is. */
#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

static pq8k_sha256_ctx *pk_hash(state *v) { return (pq8k_sha256_ctx *)(void *)v->u_.pk.sha_; }
static uint32_t pk_len(const state *v) { return xmss_pk_bytes(&v->p_); }

void xmss_stream_init(state *v, int mt, const uint8_t *digest, const pq8k_msg_src *msg)
{
    memset(v, 0, sizeof *v);
    v->p_.mt = (uint8_t)(mt != 0);
    memcpy(&v->msg_, msg, sizeof *msg);
    memcpy(v->u_.pk.digest_, digest, PQ8K_XMSS_DIGEST_BYTES);
    pq8k_sha256_init(pk_hash(v));
    v->layer_ = LAYER_R;
}

/* r has arrived: the layer-0 message H_msg(r || root || toByte(idx, n), M). */
NOINLINE static int message_digest(state *v)
{
    const xmss_params *p = &v->p_;
    uint8_t idx[XMSS_MAX_N];
    xmss_hstate h;
    pq8k_msg_src src;
    int err;
    uint64_t t = v->tree_;
    memset(idx, 0, XMSS_N(p));
    for (unsigned i = 1; i <= 8; i++, t >>= 8) idx[XMSS_N(p) - i] = (uint8_t)t;
    xmss_hstart(p, &h, XMSS_HMSG);
    xmss_habsorb(p, &h, v->buf_, XMSS_N(p));
    xmss_habsorb(p, &h, v->root_, XMSS_N(p));
    xmss_habsorb(p, &h, idx, XMSS_N(p));
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
    return 0;
}

/* Start layer_ + 1 (the first one after r) with the message in msgd_. */
static void next_layer(state *v)
{
    v->csum_ = xmss_wots_csum(&v->p_, v->msgd_);
    v->leaf_ = (uint32_t)v->tree_ & ((1u << v->p_.hp) - 1u);
#if PQ8K_CONFIG_XMSSMT
    v->tree_ >>= v->p_.hp;
#else
    v->tree_ = 0; /* one layer: idx < 2^h leaves no tree index above it */
#endif
    v->layer_ = (uint8_t)(v->layer_ + 1u);
    v->elem_ = 0;
    v->sp_ = 0;
}

/* A WOTS+ element (e < len) or an authentication node of the current layer. */
static void layer_element(state *v)
{
    const xmss_params *p = &v->p_;
    unsigned e = v->elem_++;
    uint32_t adrs[8];
    xmss_adrs_tree(adrs, v->layer_, v->tree_);
    if (e < XMSS_LEN(p)) {
        adrs[A_TYPE] = A_TYPE_OTS;
        adrs[A_OTS] = v->leaf_;
        adrs[A_CHAIN] = e;
        xmss_wots_chain(p, &v->seed_, v->buf_, xmss_wots_digit(p, v->msgd_, v->csum_, e), 15, adrs);
        adrs[A_TYPE] = A_TYPE_LTREE;
        adrs[A_LTREE] = v->leaf_;
        if (xmss_ltree_add(p, &v->seed_, v->u_.stack, &v->sp_, v->buf_, e, adrs))
            memcpy(v->u_.stack[0], v->buf_, XMSS_N(p)); /* the leaf: start of the auth path */
        return;
    }
    e -= XMSS_LEN(p);
    adrs[A_TYPE] = A_TYPE_TREE;
    adrs[A_HEIGHT] = e;
    adrs[A_INDEX] = v->leaf_ >> (e + 1u);
    {
        int odd = (int)((v->leaf_ >> e) & 1u);
        xmss_node(p, &v->seed_, v->u_.stack[0], odd ? v->buf_ : v->u_.stack[0],
                  odd ? v->u_.stack[0] : v->buf_, adrs);
    }
    if (e + 1u < p->hp) return;
    if (v->layer_ + 1u < XMSS_D(p)) {
        memcpy(v->msgd_, v->u_.stack[0], XMSS_N(p));
        next_layer(v);
    } else if (pq8k_ct_memneq(v->u_.stack[0], v->root_, XMSS_N(p)) == 0) {
        /* a second comparison (hardened builds): one skipped test is not a token */
        if (PQ8K_FIH_NEQ(v->u_.stack[0], v->root_, XMSS_N(p)) == 0) v->verified_ = VERIFIED;
    }
}

/* The OID has arrived (in buf_): the set, and with it the body length. */
static int oid_done(state *v)
{
    int err = xmss_params_get(&v->p_, v->p_.mt, xmss_load32_be(v->buf_));
    /* an unassigned OID cannot be the trusted key's (the host checks it) */
    if (err == PQ8K_ERR_BAD_ENCODING) err = PQ8K_ERR_PK_DIGEST;
    if (err == 0) v->body_ = pk_len(v) + xmss_sig_bytes(&v->p_);
    return err;
}

/* The pk has arrived (root_, seed_ kept, every byte hashed): the key check. */
NOINLINE static int pk_done(state *v)
{
    uint8_t d[32];
    pq8k_sha256_final(pk_hash(v), d);
    if (pq8k_ct_memneq(d, v->u_.pk.digest_, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, v->u_.pk.digest_, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    xmss_seed_prepare(&v->p_, &v->seed_, v->seed_.seed);
    return 0;
}

/* idx has arrived (in buf_, big-endian): it must be < 2^h (the 8-byte field
   of h = 60 and XMSS's 4 bytes could say more). */
static int idx_done(state *v)
{
#if PQ8K_CONFIG_XMSSMT
    for (unsigned i = 0; i < XMSS_IDXB(&v->p_); i++) v->tree_ = (v->tree_ << 8) | v->buf_[i];
    return (v->tree_ >> v->p_.h) != 0 ? PQ8K_ERR_BAD_ENCODING : 0;
#else
    uint32_t idx = xmss_load32_be(v->buf_); /* XMSS: 4 bytes, h <= 20 */
    v->tree_ = idx;
    return (idx >> v->p_.h) != 0 ? PQ8K_ERR_BAD_ENCODING : 0;
#endif
}

/*
 * The body is a row of fields: OID (4 bytes), root (n), PUB_SEED (n), idx,
 * then n-byte elements (r, then each layer's WOTS+ signature and path) up to
 * the set's body length. The field that starts at body offset at: where it
 * is gathered, and its bytes (0: past the end of the body).
 */
static unsigned field_at(state *v, uint32_t at, uint8_t **dst)
{
    unsigned n = XMSS_N(&v->p_);
    *dst = v->buf_;
    if (at == 0) return 4;
    if (at < pk_len(v)) {
        *dst = at == 4 ? v->root_ : v->seed_.seed;
        return n;
    }
    if (at == pk_len(v)) return XMSS_IDXB(&v->p_);
    return at < v->body_ ? n : 0;
}

/* The field at body offset at is complete. */
static int field_done(state *v, uint32_t at)
{
    int err;
    if (at == 0) return oid_done(v);
    if (at == 4) return 0; /* root: kept for the end */
    if (at < pk_len(v)) return pk_done(v);
    if (at == pk_len(v)) return idx_done(v);
    if (v->layer_ != LAYER_R) {
        layer_element(v);
        return 0;
    }
    err = message_digest(v); /* r: the layer-0 message, then layer 0 */
    next_layer(v);            /* LAYER_R + 1 = 0 */
    return err;
}

int xmss_stream_update(void *st, const uint8_t *in, size_t len)
{
    state *v = st;
    while (len > 0) {
        uint32_t at = v->pos_ - v->fill_;
        uint8_t *dst;
        unsigned want = field_at(v, at, &dst), take = want - v->fill_;
        int err;
        if (want == 0) return PQ8K_ERR_BAD_LENGTH; /* longer than this set's body */
        if (take > len) take = (unsigned)len;
        memcpy(dst + v->fill_, in, take);
        if (at < pk_len(v)) pq8k_sha256_update(pk_hash(v), in, take);
        v->fill_ = (uint8_t)(v->fill_ + take);
        v->pos_ += take;
        in += take;
        len -= take;
        if (v->fill_ < want) break;
        v->fill_ = 0;
        err = field_done(v, at);
        if (err != 0) return err;
    }
    return 0;
}

int xmss_stream_final(void *st)
{
    const state *v = st;
    const volatile uint8_t *verified = &v->verified_;
    if (v->pos_ < 4 || v->pos_ != v->body_) return PQ8K_ERR_BAD_LENGTH;
    if (*verified != VERIFIED) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*verified != VERIFIED) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* ---- engine entries ---- */

static int init_any(void *st, int mt, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if ((m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) || m->ctxlen != 0)
        return PQ8K_ERR_UNSUPPORTED;
    xmss_stream_init(st, mt, digest, &m->src);
    return 0;
}

/*
 * Body bounds over the sets built (pk || sig): XMSS n = 24 h = 10 is the
 * shortest, n = 32 h = 20 the longest; XMSS^MT n = 24 20/2 and n = 32 60/12.
 */
#if PQ8K_XMSS_BUILT_N32
#define PK_MAX 68u
#define XMSS_BODY_MAX (68u + 2820u)
#define XMSSMT_BODY_MAX (68u + 27688u)
#else
#define PK_MAX 52u
#define XMSS_BODY_MAX (52u + 1732u)
#define XMSSMT_BODY_MAX (52u + 16160u)
#endif
#if PQ8K_CONFIG_XMSS_SHA2_192 || PQ8K_CONFIG_XMSS_SHAKE256_192
#define XMSS_BODY_MIN (52u + 1492u)
#define XMSSMT_BODY_MIN (52u + 2955u)
#else
#define XMSS_BODY_MIN (68u + 2500u)
#define XMSSMT_BODY_MIN (68u + 4963u)
#endif

#if PQ8K_CONFIG_XMSS
static int init_xmss(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return init_any(st, 0, digest, m);
}

const pq8k_stream_scheme pq8k_xmss_stream = {
    .id = PQ8K_XMSS,
    .digest_len = PQ8K_XMSS_DIGEST_BYTES,
    .pk_len = PK_MAX,
    .sig_min = XMSS_BODY_MIN - PK_MAX,
    .sig_max = XMSS_BODY_MAX - PK_MAX,
    .body_max = XMSS_BODY_MAX,
    .init = init_xmss,
    .update = xmss_stream_update,
    .final = xmss_stream_final,
};
#endif

#if PQ8K_CONFIG_XMSSMT
static int init_xmssmt(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return init_any(st, 1, digest, m);
}

const pq8k_stream_scheme pq8k_xmssmt_stream = {
    .id = PQ8K_XMSSMT,
    .digest_len = PQ8K_XMSS_DIGEST_BYTES,
    .pk_len = PK_MAX,
    .sig_min = XMSSMT_BODY_MIN - PK_MAX,
    .sig_max = XMSSMT_BODY_MAX - PK_MAX,
    .body_max = XMSSMT_BODY_MAX,
    .init = init_xmssmt,
    .update = xmss_stream_update,
    .final = xmss_stream_final,
};
#endif

#else
typedef int pq8k_xmss_stream_not_built;
#endif
