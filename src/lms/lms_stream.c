/*
 * LMS / HSS streaming verifier: a field-by-field state machine. Each field
 * (at most one n-byte element) is gathered in buf, then acted on: type codes
 * checked, Q and K hashed, a chain run, the tree climbed.
 */
#include "lms/lms_stream.h"

#if PQ8K_CONFIG_LMS_ANY
#include <string.h>
#include "common/util.h"
#include "pq8k/pq8k.h"

enum {
    PH_PK_L, PH_PK_LMS, PH_PK_OTS, PH_PK_I, PH_PK_T, PH_NSPK,
    PH_Q, PH_OTS, PH_C, PH_NXT_LMS, PH_NXT_OTS, PH_NXT_I, PH_NXT_T,
    PH_Y, PH_LMS, PH_PATH, PH_DONE
};

static void expect(pq8k_lms_verifier_state *st, unsigned phase, unsigned bytes)
{
    st->phase = (uint8_t)phase;
    st->want = (uint8_t)bytes;
}

_Static_assert(sizeof(((pq8k_lms_verifier_state *)0)->msg) == sizeof(pq8k_msg_src) &&
                   _Alignof(pq8k_msg_src) <= _Alignof(pq8k_lms_verifier_state),
               "the message slot of pq8k_lms_verifier_state does not hold a pq8k_msg_src");

static lms_hctx *H(pq8k_lms_verifier_state *st)
{
    return (lms_hctx *)(void *)&st->h;
}

int lms_stream_init(pq8k_lms_verifier_state *st, int hss, const uint8_t *digest,
                    const pq8k_msg_src *msg)
{
    memset(st, 0, sizeof *st);
    st->hss = (uint8_t)(hss != 0);
    st->levels = 1;
    memcpy(&st->msg, msg, sizeof *msg);
    memcpy(st->nxt, digest, LMS_DIGEST_BYTES);
    pq8k_sha256_init(&H(st)->sha);
    expect(st, hss ? PH_PK_L : PH_PK_LMS, 4);
    return 0;
}

/* A type code pair for a key: known, built, one family. */
static int key_types(const uint8_t *lms, const uint8_t *ots, uint8_t t[2], lms_tree_params *tp)
{
    lms_ots_params o;
    int r = lms_pair_params_get(lms_get32(lms), lms_get32(ots), tp, &o);
    if (r) return r;
    t[0] = lms[3];
    t[1] = ots[3];
    return 0;
}

static void params(const pq8k_lms_verifier_state *st, lms_tree_params *t, lms_ots_params *o)
{
    (void)lms_pair_params_get(st->cur_t[0], st->cur_t[1], t, o);
}

static void sink_sha(void *ctx, const uint8_t *in, size_t len)
{
    pq8k_sha256_update(ctx, in, len);
}

#if PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24
static void sink_shake(void *ctx, const uint8_t *in, size_t len)
{
    pq8k_keccak_absorb(ctx, in, len);
}
#endif

static int absorb_message(pq8k_lms_verifier_state *st, unsigned fam)
{
    pq8k_msg_src src;
    memcpy(&src, &st->msg, sizeof src);
#if PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24
    if (fam & LMS_FAM_SHAKE) return pq8k_msg_absorb(&src, sink_shake, &H(st)->shake);
#endif
    (void)fam;
    return pq8k_msg_absorb(&src, sink_sha, &H(st)->sha);
}

/* Q has been absorbed in full: fix it, start K. */
static void q_done(pq8k_lms_verifier_state *st, const lms_ots_params *o)
{
    lms_h_final(H(st), o->fam, st->qc);
    lms_checksum(st->qc, o);
    lms_h_start(H(st), o->fam, st->cur, st->q, LMS_D_PBLC);
    st->cnt = 0;
    expect(st, PH_Y, o->n);
}

/* its own frame: the digest buffer costs stack only while the pk arrives,
   not under the chains and the tree, where the peak is */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int pk_field(pq8k_lms_verifier_state *st, const lms_tree_params *t)
{
    const uint8_t *b = st->buf;
    pq8k_sha256_update(&H(st)->sha, b, st->want);
    switch (st->phase) {
    case PH_PK_L: {
        uint32_t l = lms_get32(b);
        if (l < 1 || l > 8) return PQ8K_ERR_BAD_ENCODING;
        st->levels = (uint8_t)l;
        expect(st, PH_PK_LMS, 4);
        return 0;
    }
    case PH_PK_LMS:
        memcpy(st->node, b, 4);             /* kept until the ots type arrives */
        expect(st, PH_PK_OTS, 4);
        return 0;
    case PH_PK_OTS: {
        lms_tree_params tp;
        int r = key_types(st->node, b, st->cur_t, &tp);
        if (r) return r;
        expect(st, PH_PK_I, 16);
        return 0;
    }
    case PH_PK_I:
        memcpy(st->cur, b, 16);
        expect(st, PH_PK_T, t->m);
        return 0;
    default: { /* PH_PK_T: the trusted digest waits in nxt until here */
        uint8_t d[LMS_DIGEST_BYTES];
        memcpy(st->cur + 16, b, t->m);
        pq8k_sha256_final(&H(st)->sha, d);
        if (pq8k_ct_memneq(d, st->nxt, LMS_DIGEST_BYTES)) return PQ8K_ERR_PK_DIGEST;
        expect(st, st->hss ? PH_NSPK : PH_Q, 4);
        return 0;
    }
    }
}

/* Fields of the next level's public key, hashed into Q as they pass. */
static int next_key_field(pq8k_lms_verifier_state *st, const lms_ots_params *o)
{
    const uint8_t *b = st->buf;
    lms_h_absorb(H(st), o->fam, b, st->want);
    switch (st->phase) {
    case PH_NXT_LMS:
        memcpy(st->nxt, b, 4);
        expect(st, PH_NXT_OTS, 4);
        return 0;
    case PH_NXT_OTS: {
        lms_tree_params tp;
        int r = key_types(st->nxt, b, st->nxt_t, &tp);
        if (r) return r;
        expect(st, PH_NXT_I, 16);
        return 0;
    }
    case PH_NXT_I: {
        lms_tree_params tp;
        memcpy(st->nxt, b, 16);
        (void)lms_tree_params_get(st->nxt_t[0], &tp);
        expect(st, PH_NXT_T, tp.m);
        return 0;
    }
    default: /* PH_NXT_T */
        memcpy(st->nxt + 16, b, st->want);
        q_done(st, o);
        return 0;
    }
}

/* The last path node: compare with T, then the next level or the end. */
static int level_done(pq8k_lms_verifier_state *st, const lms_tree_params *t)
{
    if (pq8k_ct_memneq(st->node, st->cur + 16, t->m)) return PQ8K_ERR_BAD_SIGNATURE;
    if (++st->level == st->levels) {
        expect(st, PH_DONE, 0);
        return 0;
    }
    memcpy(st->cur, st->nxt, sizeof st->cur);
    memcpy(st->cur_t, st->nxt_t, sizeof st->cur_t);
    expect(st, PH_Q, 4);
    return 0;
}

static int sig_field(pq8k_lms_verifier_state *st, const lms_tree_params *t, const lms_ots_params *o)
{
    const uint8_t *b = st->buf;
    switch (st->phase) {
    case PH_NSPK:
        if (lms_get32(b) != st->levels - 1u) return PQ8K_ERR_BAD_ENCODING;
        expect(st, PH_Q, 4);
        return 0;
    case PH_Q:
        st->q = lms_get32(b);
        if (st->q >> t->h) return PQ8K_ERR_BAD_ENCODING;
        expect(st, PH_OTS, 4);
        return 0;
    case PH_OTS:
        if (lms_get32(b) != st->cur_t[1]) return PQ8K_ERR_BAD_ENCODING;
        expect(st, PH_C, o->n);
        return 0;
    case PH_C:
        lms_h_start(H(st), o->fam, st->cur, st->q, LMS_D_MESG);
        lms_h_absorb(H(st), o->fam, b, o->n);
        if (st->level + 1u < st->levels) {
            expect(st, PH_NXT_LMS, 4);
            return 0;
        }
        {
            int r = absorb_message(st, o->fam);
            if (r) return r;
        }
        q_done(st, o);
        return 0;
    case PH_Y: {
        uint8_t *y = st->buf;
        unsigned top = (1u << o->w) - 1;
        lms_chain(o->fam, st->cur, st->q, st->cnt, lms_coef(st->qc, st->cnt, o->w), top, y);
        lms_h_absorb(H(st), o->fam, y, o->n);
        if (++st->cnt < o->p) return 0;
        lms_h_final(H(st), o->fam, st->node);
        lms_leaf(o->fam, st->cur, (1u << t->h) + st->q, st->node, st->node);
        expect(st, PH_LMS, 4);
        return 0;
    }
    case PH_LMS:
        if (lms_get32(b) != st->cur_t[0]) return PQ8K_ERR_BAD_ENCODING;
        st->cnt = 0;
        expect(st, PH_PATH, t->m);
        return 0;
    default: { /* PH_PATH */
        uint32_t r = ((1u << t->h) + st->q) >> st->cnt;
        if (r & 1u)
            lms_node(t->fam, st->cur, r >> 1, b, st->node, st->node);
        else
            lms_node(t->fam, st->cur, r >> 1, st->node, b, st->node);
        if (++st->cnt < t->h) return 0;
        return level_done(st, t);
    }
    }
}

static int field_done(pq8k_lms_verifier_state *st)
{
    lms_tree_params t;
    lms_ots_params o;
    if (st->phase >= PH_PK_I) params(st, &t, &o);
    if (st->phase <= PH_PK_T) return pk_field(st, &t);
    if (st->phase >= PH_NXT_LMS && st->phase <= PH_NXT_T) return next_key_field(st, &o);
    return sig_field(st, &t, &o);
}

int lms_stream_update(pq8k_lms_verifier_state *st, const uint8_t *in, size_t len)
{
    while (len) {
        if (st->phase == PH_DONE) return PQ8K_ERR_BAD_LENGTH;
        size_t take = (size_t)(st->want - st->fill);
        if (take > len) take = len;
        memcpy(st->buf + st->fill, in, take);
        st->fill = (uint8_t)(st->fill + take);
        in += take;
        len -= take;
        if (st->fill < st->want) break;
        st->fill = 0;
        int r = field_done(st);
        if (r) return r;
    }
    return 0;
}

int lms_stream_final(pq8k_lms_verifier_state *st)
{
    return st->phase == PH_DONE ? 0 : PQ8K_ERR_BAD_LENGTH;
}

/* ---- engine entries ---- */

/* Longest LMS signature of the families built: H25, W1 (12 + n (p + 1) + 25 m) */
#if LMS_NMAX == 32
#define SIG1_MAX (12u + 32u * 266u + 25u * 32u)
#define PUB_MAX 56u
#else
#define SIG1_MAX (12u + 24u * 201u + 25u * 24u)
#define PUB_MAX 48u
#endif
/* shortest: H5, W8 of the shortest n built */
#if PQ8K_CONFIG_LMS_SHA256_M24 || PQ8K_CONFIG_LMS_SHAKE_M24
#define SIG1_MIN (12u + 24u * 27u + 5u * 24u)
#define PUB_MIN 48u
#else
#define SIG1_MIN (12u + 32u * 35u + 5u * 32u)
#define PUB_MIN 56u
#endif

static int init_any(void *st, int hss, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if (m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) return PQ8K_ERR_UNSUPPORTED;
    if (m->ctxlen != 0) return PQ8K_ERR_UNSUPPORTED;
    return lms_stream_init(st, hss, digest, &m->src);
}

static int init_lms(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return init_any(st, 0, digest, m);
}

static int init_hss(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return init_any(st, 1, digest, m);
}

static int update(void *st, const uint8_t *in, size_t len)
{
    return lms_stream_update(st, in, len);
}

static int final(void *st)
{
    return lms_stream_final(st);
}

/* The engine sees pk || sig as one body: pk_len the longest pk, the
   signature bounds such that the body bounds are right for every set. */
const pq8k_stream_scheme pq8k_lms_stream = {
    .id = PQ8K_LMS,
    .digest_len = LMS_DIGEST_BYTES,
    .pk_len = PUB_MAX,
    .sig_min = PUB_MIN + SIG1_MIN - PUB_MAX,
    .sig_max = SIG1_MAX,
    .body_max = PUB_MAX + SIG1_MAX,
    .init = init_lms,
    .update = update,
    .final = final,
};

const pq8k_stream_scheme pq8k_hss_stream = {
    .id = PQ8K_HSS,
    .digest_len = LMS_DIGEST_BYTES,
    .pk_len = 4 + PUB_MAX,
    .sig_min = PUB_MIN + 4 + SIG1_MIN - PUB_MAX,
    .sig_max = 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .body_max = 4 + PUB_MAX + 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .init = init_hss,
    .update = update,
    .final = final,
};

#else
typedef int pq8k_lms_not_built;
#endif
