/*
 * LMS / HSS streaming verifier: a field-by-field state machine. Each field
 * (at most one n-byte element) is gathered in buf, then acted on: type codes
 * checked, Q and K hashed, a chain run, the tree climbed.
 */
#include "lms/lms_stream.h"

#if PQ8K_CONFIG_LMS_ANY
#include <string.h>
#include "common/util.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"

enum {
    PH_PK_L, PH_PK_TYPES, PH_PK_IT,   /* the pk, hashed for the digest check */
    PH_NSPK, PH_HEAD, PH_C,           /* Nspk; q || ots type; C */
    PH_NXT_TYPES, PH_NXT_IT,          /* the next level's key, hashed into Q */
    PH_Y, PH_LMS, PH_PATH, PH_DONE
};

/* Bytes of each phase's field: base, plus n (of the key the field belongs to)
   where NPLUS has the phase's bit. */
static const uint8_t base_len[PH_DONE + 1] = {4, 8, 16, 4, 8, 0, 8, 16, 0, 4, 0, 0};
#define NPLUS ((1u << PH_PK_IT) | (1u << PH_C) | (1u << PH_NXT_IT) | (1u << PH_Y) | (1u << PH_PATH))

/* The levels below the top, and the HSS framing, are code only in a build
   with PQ8K_HSS: without it the stream is one LMS tree. */
#if PQ8K_CONFIG_HSS
#define IS_HSS(st) ((st)->hss)
#define LEVELS(st) ((st)->levels)
#else
#define IS_HSS(st) ((void)(st), 0)
#define LEVELS(st) ((void)(st), 1u)
#endif

/* The hash family of the current level: a constant in a build of one family */
#if PQ8K_CONFIG_LMS_FAMILIES == 1u
#define FAM(f) ((void)(f), 0u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 2u
#define FAM(f) ((void)(f), 1u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 4u
#define FAM(f) ((void)(f), 2u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 8u
#define FAM(f) ((void)(f), 3u)
#else
#define FAM(f) ((unsigned)(f))
#endif

static lms_hctx *H(pq8k_lms_verifier_state *st)
{
    return &st->h;
}

/* Enter phase ph. The type it reads was checked when it arrived (before the
   pk types have, no field of the phase depends on n). */
static void expect(pq8k_lms_verifier_state *st, unsigned ph)
{
    unsigned type = IS_HSS(st) && ph == PH_NXT_IT ? st->nxt_t[0] : st->cur_t[0];
    st->phase = (uint8_t)ph;
    st->want = (uint8_t)(base_len[ph] + ((NPLUS >> ph) & 1u) * LMS_FAM_N((type - 5u) / 5u));
}

int lms_stream_init(pq8k_lms_verifier_state *st, int hss, const uint8_t *digest,
                    const pq8k_msg_src *msg)
{
    if (hss && !PQ8K_CONFIG_HSS) return PQ8K_ERR_UNSUPPORTED;
    memset(st, 0, sizeof *st);
    st->hss = (uint8_t)(hss != 0);
    st->levels = 1;
    st->msg = *msg;
    /* the trusted digest waits in nxt until the pk has arrived */
    memcpy(st->nxt, digest, LMS_DIGEST_BYTES);
    pq8k_sha256_init(&H(st)->sha);
    expect(st, IS_HSS(st) ? PH_PK_L : PH_PK_TYPES);
    return 0;
}

/* Where the field of the current phase lands: a key's I || T where it is
   kept, everything else in buf. */
static uint8_t *field(pq8k_lms_verifier_state *st)
{
    return st->phase == PH_PK_IT ? st->cur : IS_HSS(st) && st->phase == PH_NXT_IT ? st->nxt : st->buf;
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
#if PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24
    if (FAM(fam) & LMS_FAM_SHAKE) return pq8k_msg_absorb(&st->msg, sink_shake, &H(st)->shake);
#endif
    (void)fam;
    return pq8k_msg_absorb(&st->msg, sink_sha, &H(st)->sha);
}

/* The pk's digest against the trusted one (its own frame: the buffer is
   stack only while the pk ends, not under the chains, where the peak is). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int pk_check(pq8k_lms_verifier_state *st)
{
    uint8_t d[LMS_DIGEST_BYTES];
    pq8k_sha256_final(&H(st)->sha, d);
    if (pq8k_ct_memneq(d, st->nxt, LMS_DIGEST_BYTES)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->nxt, LMS_DIGEST_BYTES)) return PQ8K_ERR_PK_DIGEST;
    return 0;
}

/* node <- H(I || u32 r || u16 d || a || b) over n-byte a and b (b NULL: a
   only): a leaf or an inner node, in the running hash (K is done by then). */
static void tree_hash(pq8k_lms_verifier_state *st, unsigned fam, uint32_t r, unsigned d,
                      const uint8_t *a, const uint8_t *b)
{
    lms_h_start(H(st), fam, st->cur, r, d);
    lms_h_absorb(H(st), fam, a, LMS_FAM_N(fam));
    if (b != NULL) lms_h_absorb(H(st), fam, b, LMS_FAM_N(fam));
    lms_h_final(H(st), fam, st->node);
}

/* The field of the current phase has arrived: act on it; returns the next
   phase, or a negative error. */
static int field_done(pq8k_lms_verifier_state *st)
{
    const uint8_t *b = field(st);
    unsigned ph = st->phase, next = ph + 1u;
    uint32_t v = lms_get32(b);
    lms_tree_params t;
    lms_ots_params o;
    int r = 0;
    (void)lms_pair_params_get(st->cur_t[0], st->cur_t[1], &t, &o); /* valid once the pk types are */
    if (ph <= PH_PK_IT) pq8k_sha256_update(&H(st)->sha, b, st->want);
#if PQ8K_CONFIG_HSS
    if (ph == PH_NXT_TYPES || ph == PH_NXT_IT) lms_h_absorb(H(st), FAM(o.fam), b, st->want);
#endif
    switch (ph) {
#if PQ8K_CONFIG_HSS
    case PH_PK_L:
        st->levels = (uint8_t)v;
        if (v - 1u >= PQ8K_HSS_MAX_LEVELS) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_NSPK:
        if (v != st->levels - 1u) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_NXT_TYPES:
#endif
    case PH_PK_TYPES: {
        /* u32 lms_type || u32 ots_type of a key: known, built, one family */
        uint8_t *kt = IS_HSS(st) && ph == PH_NXT_TYPES ? st->nxt_t : st->cur_t;
        r = lms_pair_params_get(v, lms_get32(b + 4), &t, &o);
        kt[0] = b[3];
        kt[1] = b[7];
        break;
    }
    case PH_PK_IT:
        r = pk_check(st);
        next = IS_HSS(st) ? PH_NSPK : PH_HEAD;
        break;
    case PH_HEAD:
        st->q = v;
        if (v >> t.h || lms_get32(b + 4) != st->cur_t[1]) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_C:
        lms_h_start(H(st), FAM(o.fam), st->cur, st->q, LMS_D_MESG);
        lms_h_absorb(H(st), FAM(o.fam), b, LMS_N(o.n));
        if (st->level + 1u < LEVELS(st)) break;
        r = absorb_message(st, FAM(o.fam)); /* Q is complete */
        /* fall through */
    case PH_NXT_IT:
        lms_h_final(H(st), FAM(o.fam), st->qc);
        lms_checksum(st->qc, &o);
        lms_h_start(H(st), FAM(o.fam), st->cur, st->q, LMS_D_PBLC);
        st->cnt = 0;
        next = PH_Y;
        break;
    case PH_Y:
        lms_chain(FAM(o.fam), st->cur, st->q, st->cnt, lms_coef(st->qc, st->cnt, o.w), (1u << o.w) - 1,
                  st->buf);
        lms_h_absorb(H(st), FAM(o.fam), st->buf, LMS_N(o.n));
        if (++st->cnt < o.p) return PH_Y;
        lms_h_final(H(st), FAM(o.fam), st->node);
        tree_hash(st, FAM(o.fam), (1u << t.h) + st->q, LMS_D_LEAF, st->node, NULL);
        break;
    case PH_LMS:
        if (v != st->cur_t[0]) return PQ8K_ERR_BAD_ENCODING;
        st->cnt = 0;
        break;
    default: { /* PH_PATH */
        uint32_t node = ((1u << t.h) + st->q) >> st->cnt;
        int odd = (int)(node & 1u);
        tree_hash(st, FAM(t.fam), node >> 1, LMS_D_INTR, odd ? b : st->node, odd ? st->node : b);
        if (++st->cnt < t.h) return PH_PATH;
        /* the root of this level against its key (for an upper level, the key
           that authenticates the next one): twice when hardened */
        if (pq8k_ct_memneq(st->node, st->cur + 16, LMS_N(t.m))) return PQ8K_ERR_BAD_SIGNATURE;
        if (PQ8K_FIH_NEQ(st->node, st->cur + 16, LMS_N(t.m))) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_HSS
        if (++st->level == st->levels) return PH_DONE;
        /* the next level's key becomes the current one */
        memcpy(st->cur, st->nxt, sizeof st->cur);
        memcpy(st->cur_t, st->nxt_t, sizeof st->cur_t);
        next = PH_HEAD;
#else
        return PH_DONE;
#endif
    }
    }
    return r ? r : (int)next;
}

int lms_stream_update(void *vst, const uint8_t *in, size_t len)
{
    pq8k_lms_verifier_state *st = vst;
    while (len) {
        if (st->phase == PH_DONE) return PQ8K_ERR_BAD_LENGTH;
        size_t take = (size_t)(st->want - st->fill);
        if (take > len) take = len;
        memcpy(field(st) + st->fill, in, take);
        st->fill = (uint8_t)(st->fill + take);
        in += take;
        len -= take;
        if (st->fill < st->want) break;
        st->fill = 0;
        int r = field_done(st);
        if (r < 0) return r;
        expect(st, (unsigned)r);
    }
    return 0;
}

int lms_stream_final(void *vst)
{
    const pq8k_lms_verifier_state *st = vst;
    const volatile uint8_t *phase = &st->phase;
    if (*phase != PH_DONE) return PQ8K_ERR_BAD_LENGTH;
#if PQ8K_CONFIG_FAULT_HARDENING
    {
        /* PH_DONE is reached only past the bottom level's root comparison,
           and node and cur still hold that root and key: compare them once
           more, so that a skipped test in update is not an accept */
        if (PQ8K_FIH_NEQ(st->node, st->cur + 16, LMS_FAM_N((st->cur_t[0] - 5u) / 5u)))
            return PQ8K_ERR_BAD_SIGNATURE;
        if (*phase != PH_DONE) return PQ8K_ERR_BAD_LENGTH;
    }
#endif
    return 0;
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
    .update = lms_stream_update,
    .final = lms_stream_final,
};

const pq8k_stream_scheme pq8k_hss_stream = {
    .id = PQ8K_HSS,
    .digest_len = LMS_DIGEST_BYTES,
    .pk_len = 4 + PUB_MAX,
    .sig_min = PUB_MIN + 4 + SIG1_MIN - PUB_MAX,
    .sig_max = 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .body_max = 4 + PUB_MAX + 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .init = init_hss,
    .update = lms_stream_update,
    .final = lms_stream_final,
};

#else
typedef int pq8k_lms_not_built;
#endif
