/* SPDX-License-Identifier: MIT */
/*
 * LMS / HSS streaming verifier: a field-by-field state machine. Each field
 * (at most one key's I || T) is gathered where it is used, then acted on:
 * type codes checked, Q and K hashed, a chain run, the tree climbed. The
 * parameters of a level are arithmetic on its two type codes, kept as bytes.
 */
#include "lms/lms_stream.h"

#if PQ8K_CONFIG_LMS_ANY
#include <stddef.h>
#include <string.h>
#include "common/util.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"
#include "common/attributes.h"

enum {
    PH_PK_L, PH_PK_TYPES, PH_PK_IT,   /* the pk, hashed for the digest check */
    PH_NSPK, PH_HEAD, PH_C,           /* Nspk; q || ots type; C */
    PH_NXT_TYPES, PH_NXT_IT,          /* the next level's key, hashed into Q */
    PH_Y, PH_LMS, PH_PATH, PH_DONE
};

/* The levels below the top, and the HSS framing, are code only in a build
   with PQ8K_HSS: without it the stream is one LMS tree. */
#if PQ8K_CONFIG_HSS
#define IS_HSS(st) ((st)->hss)
#else
#define IS_HSS(st) ((void)(st), 0)
#endif

/* The hash family of a level from its ots type: a constant in a build of
   one family */
#if PQ8K_CONFIG_LMS_FAMILIES == 1u
#define FAM(ot) ((void)(ot), 0u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 2u
#define FAM(ot) ((void)(ot), 1u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 4u
#define FAM(ot) ((void)(ot), 2u)
#elif PQ8K_CONFIG_LMS_FAMILIES == 8u
#define FAM(ot) ((void)(ot), 3u)
#else
#define FAM(ot) (((unsigned)(ot) - 1u) >> 2)
#endif

/* the type codes' low bytes in a key's t (known codes are < 256) */
#define LT_LMS 3
#define LT_OTS 7

/* Per phase: the field's bytes (plus the n of its key where PN), and where
   it lands, as an offset from the current key: a key's I || T where it is
   kept (its types too), a chain value in node (where its chain runs), the rest in buf. */
#define OFF(f) (offsetof(pq8k_lms_verifier_state, f) - offsetof(pq8k_lms_verifier_state, cur))
#if LMS_N_FIXED
#define PN(b) ((b) + LMS_N_FIXED)
#else
#define PN(b) ((b) | 0x80u)
#endif
static const uint8_t phase_tab[PH_DONE + 1][2] = {
    {4, OFF(buf)}, {8, OFF(cur.t)}, {PN(16), OFF(cur.it)}, {4, OFF(buf)}, {8, OFF(buf)},
    {PN(0), OFF(buf)}, {8, OFF(nxt.t)}, {PN(16), OFF(nxt.it)}, {PN(0), OFF(node)},
    {4, OFF(buf)}, {PN(0), OFF(buf)}, {0, 0},
};

static lms_hctx *H(pq8k_lms_verifier_state *st)
{
    return &st->h;
}

/* The bytes of phase ph's field. The type it reads was checked when it
   arrived (before the pk types have, no field of the phase depends on n). */
static unsigned field_len(const pq8k_lms_verifier_state *st, unsigned ph)
{
    unsigned len = phase_tab[ph][0];
#if !LMS_N_FIXED
    unsigned ot = (ph == PH_NXT_IT ? st->nxt.t : st->cur.t)[LT_OTS]; /* (only HSS has NXT) */
    if (len & 0x80u) len = (len & 0x7fu) + LMS_FAM_N(FAM(ot));
#else
    (void)st;
#endif
    return len;
}

int pq8k_lms_stream_init(pq8k_lms_verifier_state *st, int hss, const uint8_t *digest,
                    const pq8k_stream_msg *m)
{
    if (hss && !PQ8K_CONFIG_HSS) return PQ8K_ERR_UNSUPPORTED;
    if (m->mode > PQ8K_MSG_INTERNAL || m->ctxlen != 0) return PQ8K_ERR_UNSUPPORTED;
    memset(st, 0, sizeof *st); /* one level (LMS) until L says otherwise */
    st->hss = (uint8_t)hss;
    st->msg = m->src;
    /* the trusted digest waits in nxt until the pk has arrived */
    memcpy(st->nxt.it, digest, LMS_DIGEST_BYTES);
    pq8k_sha256_init(&H(st)->sha);
    st->phase = (uint8_t)(PH_PK_TYPES - (unsigned)IS_HSS(st)); /* HSS: L first */
    return 0;
}

static void sink_sha(void *ctx, const uint8_t *in, size_t len)
{
    pq8k_sha256_update(ctx, in, len);
}

#if LMS_HAS_SHAKE
static void sink_shake(void *ctx, const uint8_t *in, size_t len)
{
    pq8k_keccak_absorb(ctx, in, len);
}
#endif

static int absorb_message(pq8k_lms_verifier_state *st, unsigned fam)
{
#if LMS_HAS_SHAKE
    if (LMS_IS_SHAKE(fam)) return pq8k_msg_absorb(&st->msg, sink_shake, &H(st)->shake);
#endif
    (void)fam;
    return pq8k_msg_absorb(&st->msg, sink_sha, &H(st)->sha);
}

/* a verdict's comparison, twice when hardened */
static int differ(const uint8_t *a, const uint8_t *b, size_t len)
{
    return pq8k_ct_memneq(a, b, len) || PQ8K_FIH_NEQ(a, b, len);
}

/* node <- H(I || u32 r || D_LEAF || a) (b NULL) or H(I || u32 r || D_INTR
   || a || b), n-byte a and b, in the running hash (K is done by then) */
static void tree_hash(pq8k_lms_verifier_state *st, uint32_t r, const uint8_t *a,
                      const uint8_t *b)
{
    unsigned fam = FAM(st->cur.t[LT_OTS]);
    pq8k_lms_h_start(H(st), st->cur.it, r, LMS_TAIL(fam, b ? LMS_D_INTR : LMS_D_LEAF), a);
    if (b != NULL) pq8k_lms_h_absorb(H(st), fam, b, LMS_FAM_N(fam));
    pq8k_lms_h_final(H(st), fam, st->node);
}

/* Chain i (in node) from its digit to the end, then into K; after the
   last chain, K and the leaf. Returns the next phase. The digits are Q's,
   then the checksum's, whose sum grows while Q's chains run:
   coef(Q || Cksm(Q), i) for i >= u is (sum >> w (p - 1 - i)) mod 2^w,
   the checksum's shift ls = 16 - v w then being implicit. With a Keccak
   state for the chain's hash, its own frame: that state is then not on the
   stack while the message is read (a SHA-256 context costs less there than
   the call here). */
#if defined(__GNUC__) && LMS_HAS_SHAKE
PQ8K_NOINLINE
#endif
static unsigned chain_done(pq8k_lms_verifier_state *st)
{
    unsigned ot = st->cur.t[LT_OTS] - 1u, fam = FAM(ot + 1u), n = LMS_FAM_N(fam);
    unsigned lw = ot & 3u, w = 1u << lw, top = (1u << w) - 1u, i = st->cnt, a;
    unsigned u = 8u * n >> lw, p = u + lms_ots_v(n, lw);
    lms_hctx h;
    if (i < u) {
        unsigned bit = i << lw;
        a = (st->buf[bit >> 3] >> (8u - w - (bit & 7u))) & top;
        st->sum = (uint16_t)(st->sum + top - a);
    } else {
        a = (st->sum >> ((p - 1u - i) << lw)) & top;
    }
    /* pq8k_lms_chain's loop, here without its seven arguments */
    for (; a < top; a++) {
        pq8k_lms_h_start(&h, st->cur.it, st->q, LMS_TAIL(fam, LMS_DJ(i, a)), st->node);
        pq8k_lms_h_final(&h, fam, st->node);
    }
    pq8k_lms_h_absorb(H(st), fam, st->node, n);
    if (++st->cnt < p) return PH_Y;
    pq8k_lms_h_final(H(st), fam, st->node);
    st->q += 1u << st->height;
    tree_hash(st, st->q, st->node, NULL);
    return PH_LMS;
}

/* The field of the current phase has arrived at b: act on it; returns the
   next phase, or a negative error. */
static int field_done(pq8k_lms_verifier_state *st, const uint8_t *b)
{
    unsigned ph = st->phase, next = ph + 1u, fam = FAM(st->cur.t[LT_OTS]);
    uint32_t v = pq8k_load32_be(b);
    int r = 0;
    /* the pk into its digest; the next key into Q (this level's message) */
    if (ph <= PH_PK_IT || (PQ8K_CONFIG_HSS && ph - PH_NXT_TYPES <= 1u)) {
        if (LMS_HAS_SHAKE && ph > PH_PK_IT)
            pq8k_lms_h_absorb(H(st), fam, b, field_len(st, ph));
        else
            pq8k_sha256_update(&H(st)->sha, b, field_len(st, ph));
    }
    switch (ph) {
#if PQ8K_CONFIG_HSS
    case PH_PK_L:
        st->levels = (uint8_t)(v - 1u);
        if (v - 1u >= PQ8K_HSS_MAX_LEVELS) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_NSPK:
        if (v != st->levels) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_NXT_TYPES:
#endif
    case PH_PK_TYPES:
        /* u32 lms_type || u32 ots_type of a key (in its t): known, built, one family */
        r = pq8k_lms_types_check(v, pq8k_load32_be(b + 4));
        break;
    case PH_PK_IT:
        /* the pk against the trusted digest (in nxt until now) */
        pq8k_sha256_final(&H(st)->sha, st->buf);
        if (differ(st->buf, st->nxt.it, LMS_DIGEST_BYTES)) return PQ8K_ERR_PK_DIGEST;
        next = PH_HEAD - (unsigned)IS_HSS(st); /* HSS: Nspk first */
        break;
    case PH_HEAD:
        st->q = v;
        st->height = (uint8_t)lms_tree_h(st->cur.t[LT_LMS]);
        if (v >> st->height || pq8k_load32_be(b + 4) != st->cur.t[LT_OTS]) return PQ8K_ERR_BAD_ENCODING;
        break;
    case PH_C:
        pq8k_lms_h_start(H(st), st->cur.it, st->q, LMS_TAIL(fam, LMS_D_MESG), b);
        if (st->levels) break; /* not the bottom level */
        r = absorb_message(st, fam); /* Q is complete */
        /* fall through */
    case PH_NXT_IT:
        pq8k_lms_h_final(H(st), fam, st->buf); /* Q, in buf until the chains are done */
        pq8k_lms_h_start(H(st), st->cur.it, st->q, LMS_TAIL(fam, LMS_D_PBLC), NULL);
        st->cnt = 0;
        st->sum = 0;
        next = PH_Y;
        break;
    case PH_Y:
        next = chain_done(st);
        break;
    case PH_LMS:
        if (v != st->cur.t[LT_LMS]) return PQ8K_ERR_BAD_ENCODING;
        break;
    default: { /* PH_PATH: q is the index of the node climbing from the leaf */
        int odd = (int)(st->q & 1u);
        st->q >>= 1;
        tree_hash(st, st->q, odd ? b : st->node, odd ? st->node : b);
        if (st->q > 1u) return PH_PATH;
        /* the root of this level against its key (for an upper level, the key
           that authenticates the next one) */
        if (differ(st->node, st->cur.it + 16, LMS_FAM_N(fam))) return PQ8K_ERR_BAD_SIGNATURE;
        if (st->levels == 0) return PH_DONE;
#if PQ8K_CONFIG_HSS
        st->levels--;
        st->cur = st->nxt; /* the next level's key becomes the current one */
        next = PH_HEAD;
#endif
    }
    }
    return r ? r : (int)next;
}

int pq8k_lms_stream_update(void *vst, const uint8_t *in, size_t len)
{
    pq8k_lms_verifier_state *st = vst;
    while (len) {
        unsigned ph = st->phase;
        if (ph == PH_DONE) return PQ8K_ERR_BAD_LENGTH;
        uint8_t *b = (uint8_t *)&st->cur + phase_tab[ph][1];
        unsigned want = field_len(st, ph);
        size_t take = (size_t)(want - st->fill);
        if (take > len) take = len;
        memcpy(b + st->fill, in, take);
        st->fill = (uint8_t)(st->fill + take);
        in += take;
        len -= take;
        if (st->fill < want) break;
        st->fill = 0;
        int r = field_done(st, b);
        if (r < 0) return r;
        st->phase = (uint8_t)r;
    }
    return 0;
}

int pq8k_lms_stream_final(void *vst)
{
    const pq8k_lms_verifier_state *st = vst;
    const volatile uint8_t *phase = &st->phase;
    if (*phase != PH_DONE) return PQ8K_ERR_BAD_LENGTH;
#if PQ8K_CONFIG_FAULT_HARDENING
    {
        /* PH_DONE is reached only past the bottom level's root comparison,
           and node and cur still hold that root and key: compare them once
           more, so that a skipped test in update is not an accept */
        if (PQ8K_FIH_NEQ(st->node, st->cur.it + 16, LMS_FAM_N(FAM(st->cur.t[LT_OTS]))))
            return PQ8K_ERR_BAD_SIGNATURE;
        if (*phase != PH_DONE) return PQ8K_ERR_BAD_LENGTH;
    }
#endif
    return 0;
}

/* ---- engine entries ---- */

/* The body bounds: src/lms/lms_stream.h (the registry's sizes use them too) */
#define SIG1_MAX PQ8K_LMS_SIG1_MAX
#define PUB_MAX PQ8K_LMS_PUB_MAX
#define SIG1_MIN PQ8K_LMS_SIG1_MIN
#define PUB_MIN PQ8K_LMS_PUB_MIN
_Static_assert(PQ8K_LMS_BODY_BUILT == PUB_MAX + SIG1_MAX, "registry size of PQ8K_LMS");
_Static_assert(PQ8K_HSS_BODY_BUILT == 4 + PUB_MAX + 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
               "registry size of PQ8K_HSS");

static int init_lms(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return pq8k_lms_stream_init(st, 0, digest, m);
}

static int init_hss(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return pq8k_lms_stream_init(st, 1, digest, m);
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
    .update = pq8k_lms_stream_update,
    .final = pq8k_lms_stream_final,
};

const pq8k_stream_scheme pq8k_hss_stream = {
    .id = PQ8K_HSS,
    .digest_len = LMS_DIGEST_BYTES,
    .pk_len = 4 + PUB_MAX,
    .sig_min = PUB_MIN + 4 + SIG1_MIN - PUB_MAX,
    .sig_max = 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .body_max = 4 + PUB_MAX + 4 + 8 * SIG1_MAX + 7 * PUB_MAX,
    .init = init_hss,
    .update = pq8k_lms_stream_update,
    .final = pq8k_lms_stream_final,
};

#else
typedef int pq8k_lms_not_built;
#endif
