/*
 * SLH-DSA streaming verification (FIPS 205 Algorithms 8, 11, 13, 17, 20 turned
 * inside out): the signature is a sequence of n-byte elements, and each one is
 * folded into the running node as soon as its last byte arrives.
 */
#include "slhdsa/slhdsa_stream.h"
#include "slhdsa/slhdsa_adrs.h"
#include "slhdsa/slhdsa_digest.h"
#include "common/util.h"

/* The element handlers stay out of line so that update's own frame is small
   and each handler's buffers exist only while it runs. */
#if defined(__GNUC__)
#define SLH_NOINLINE __attribute__((noinline))
#else
#define SLH_NOINLINE
#endif

enum { PH_PK, PH_R, PH_FORS, PH_HT, PH_END };
#define ST_ACTIVE 0xA5u
#define ST_FINAL  0x5Au

static int fail(pq8k_slhdsa_stream *st, int err)
{
    if (!st->err) st->err = err;
    st->verified = 0;
    return st->err;
}

/* One step up a tree: the running node meets the auth node in buf. */
static void climb(pq8k_slhdsa_stream *st, unsigned height)
{
    const uint8_t *l = st->node, *r = st->buf;
    if (st->idx & 1u) { l = st->buf; r = st->node; }
    st->idx >>= 1;
    slh_adrs_chain(st->adrs, height);
    slh_adrs_hash(st->adrs, st->idx);
    slh_thash(&st->hc, st->adrs, l, r, st->node);
}

/* Key pair `leaf` of the current tree: its public-key hash (T_k or T_len)
   starts, and the address moves on to the nodes that feed it. */
static void begin_keypair(pq8k_slhdsa_stream *st, uint32_t pk_type, uint32_t node_type,
                          uint32_t leaf)
{
    slh_adrs_tree(st->adrs, st->idx_tree);
    slh_adrs_type(st->adrs, pk_type);
    slh_adrs_keypair(st->adrs, leaf);
    slh_t_begin(&st->hc, &st->t, st->adrs);
    slh_adrs_type(st->adrs, node_type);
    slh_adrs_keypair(st->adrs, leaf);
}

/* A hypertree layer signs st->node with the WOTS+ key pair `leaf`. */
static void start_layer(pq8k_slhdsa_stream *st, uint32_t leaf)
{
    slh_adrs_layer(st->adrs, st->part);
    begin_keypair(st, SLH_WOTS_PK, SLH_WOTS_HASH, leaf);
    st->idx = leaf;
    st->elem = 0;
    st->csum = (uint16_t)slh_wots_csum(st->node, st->hc.p->n);
}

/* R has arrived: now the message can be hashed, once. */
static SLH_NOINLINE void on_r(pq8k_slhdsa_stream *st)
{
    const slh_params *p = st->hc.p;
    uint8_t digest[SLH_HMSG_BYTES];
    uint32_t leaf;
    slh_hmsg(&st->hc, &st->t, st->buf, &st->m, digest);
    for (unsigned i = 0; i < slh_md_bytes(p); i++) st->md[i] = digest[i];
    slh_digest_indices(p, digest, &st->idx_tree, &leaf);
    begin_keypair(st, SLH_FORS_ROOTS, SLH_FORS_TREE, leaf);
    st->phase = PH_FORS;
}

/* FORS: per tree one secret value, then a auth nodes; the roots feed T_k. */
static SLH_NOINLINE void on_fors(pq8k_slhdsa_stream *st)
{
    const slh_params *p = st->hc.p;
    if (st->elem == 0) {
        st->idx = ((uint32_t)st->part << p->a) + slh_fors_index(st->md, p->a, st->part);
        slh_adrs_chain(st->adrs, 0);
        slh_adrs_hash(st->adrs, st->idx);
        slh_thash(&st->hc, st->adrs, st->buf, 0, st->node);
    } else {
        climb(st, st->elem);
    }
    if (++st->elem <= p->a) return;
    slh_t_absorb(&st->hc, &st->t, st->node);
    st->elem = 0;
    if (++st->part < p->k) return;
    slh_t_end(&st->hc, &st->t, st->node);   /* the FORS public key */
    st->part = 0;
    st->phase = PH_HT;
    start_layer(st, slh_adrs_get(st->adrs, 20));   /* layer 0 uses the FORS key pair */
}

/* Hypertree layer: len chain values, then h' auth nodes. */
static SLH_NOINLINE void on_ht(pq8k_slhdsa_stream *st)
{
    const slh_params *p = st->hc.p;
    unsigned len = slh_len(p);
    if (st->elem < len) {
        unsigned d = slh_wots_digit(st->node, p->n, st->csum, st->elem);
        slh_adrs_chain(st->adrs, st->elem);
        for (; d < 15u; d++) {
            slh_adrs_hash(st->adrs, d);
            slh_thash(&st->hc, st->adrs, st->buf, 0, st->buf);
        }
        slh_t_absorb(&st->hc, &st->t, st->buf);
        if (st->elem == len - 1u) {
            slh_t_end(&st->hc, &st->t, st->node);   /* the XMSS leaf */
            slh_adrs_type(st->adrs, SLH_TREE);
        }
    } else {
        climb(st, st->elem - len + 1u);
    }
    if (++st->elem < len + p->hp) return;
    if (++st->part < p->d) {
        uint32_t leaf = (uint32_t)st->idx_tree & ((1u << p->hp) - 1u);
        st->idx_tree >>= p->hp;
        start_layer(st, leaf);
        return;
    }
    st->phase = PH_END;
    if (pq8k_ct_memneq(st->node, st->hc.pk + p->n, p->n)) fail(st, PQ8K_ERR_BAD_SIGNATURE);
    else if (PQ8K_FIH_NEQ(st->node, st->hc.pk + p->n, p->n)) fail(st, PQ8K_ERR_BAD_SIGNATURE);
    else st->verified = PQ8K_FIH_TOKEN;
}

int pq8k_slhdsa_stream_init(pq8k_slhdsa_stream *st, pq8k_slhdsa_set s,
                            const uint8_t *digest, size_t digestlen,
                            const uint8_t *msg, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen, int internal)
{
    if (!st) return PQ8K_ERR_STATE;
    pq8k_wipe(st, sizeof *st);
    st->status = ST_ACTIVE;
    const slh_params *p = slh_params_get(s);
    if (!p) return fail(st, PQ8K_ERR_UNSUPPORTED);
    if (!digest || (!msg && msglen) || (!ctx && ctxlen) || (internal && ctxlen))
        return fail(st, PQ8K_ERR_STATE);
    if (digestlen != 2u * p->n || ctxlen > 255) return fail(st, PQ8K_ERR_BAD_LENGTH);
    slh_hctx_init(&st->hc, p, digest, &st->t);
    st->m.msg = msg;
    st->m.msglen = msglen;
    if (!internal) {
        st->m.hdrlen = 2;       /* pure SLH-DSA: 0x00 || len(ctx) || ctx || msg */
        st->m.hdr[1] = (uint8_t)ctxlen;
        st->m.ctx = ctx;
        st->m.ctxlen = (uint8_t)ctxlen;
    }
    st->phase = PH_PK;
    return 0;
}

int pq8k_slhdsa_stream_update(pq8k_slhdsa_stream *st, const uint8_t *in, size_t len)
{
    if (!st || st->status != ST_ACTIVE) return PQ8K_ERR_STATE;
    if (st->err) return st->err;
    if (!in && len) return fail(st, PQ8K_ERR_STATE);
    unsigned n = st->hc.p->n;
    while (len > 0) {
        if (st->phase == PH_PK) {
            /* the streamed key is only compared: hashing uses the trusted copy */
            st->pkdiff |= (uint8_t)(*in++ ^ st->hc.pk[st->fill++]);
            len--;
            if (st->fill < 2u * n) continue;
            st->fill = 0;
            if (st->pkdiff) return fail(st, PQ8K_ERR_PK_DIGEST);
            st->phase = PH_R;
            continue;
        }
        if (st->phase == PH_END) return fail(st, PQ8K_ERR_BAD_LENGTH);
        size_t take = n - st->fill;
        if (take > len) take = len;
        for (size_t i = 0; i < take; i++) st->buf[st->fill + i] = in[i];
        st->fill = (uint8_t)(st->fill + take);
        in += take;
        len -= take;
        if (st->fill < n) break;
        st->fill = 0;
        if (st->phase == PH_R) on_r(st);
        else if (st->phase == PH_FORS) on_fors(st);
        else on_ht(st);
        if (st->err) return st->err;
    }
    return 0;
}

int pq8k_slhdsa_stream_final(pq8k_slhdsa_stream *st)
{
    if (!st || st->status != ST_ACTIVE) return PQ8K_ERR_STATE;
    st->status = ST_FINAL;
    if (st->err) return st->err;
    if (st->phase != PH_END) return fail(st, PQ8K_ERR_BAD_LENGTH);
    if (st->verified != PQ8K_FIH_TOKEN) return fail(st, PQ8K_ERR_BAD_SIGNATURE);
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*(const volatile uint8_t *)&st->verified != PQ8K_FIH_TOKEN) return fail(st, PQ8K_ERR_BAD_SIGNATURE);
#endif
    return 0;
}

int pq8k_slhdsa_pk_digest(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen)
{
    const slh_params *p = slh_params_get(s);
    if (!digestlen) return PQ8K_ERR_STATE;
    size_t cap = *digestlen;
    *digestlen = 0;
    if (!digest) return PQ8K_ERR_STATE;
    for (size_t i = 0; i < cap; i++) digest[i] = 0;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk) return PQ8K_ERR_STATE;
    if (pklen != 2u * p->n) return PQ8K_ERR_BAD_LENGTH;
    if (cap < pklen) { *digestlen = pklen; return PQ8K_ERR_BAD_LENGTH; }   /* the size needed */
    for (size_t i = 0; i < pklen; i++) digest[i] = pk[i];
    *digestlen = pklen;
    return 0;
}

size_t pq8k_slhdsa_stream_len(pq8k_slhdsa_set s)
{
    const slh_params *p = slh_params_get(s);
    return p ? 2u * p->n + slh_sig_bytes(p) : 0;
}

int pq8k_slhdsa_stream_encode(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen)
{
    const slh_params *p = slh_params_get(s);
    if (!outlen) return PQ8K_ERR_STATE;
    size_t cap = *outlen;
    *outlen = 0;
    if (!out) return PQ8K_ERR_STATE;
    for (size_t i = 0; i < cap; i++) out[i] = 0;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || !sig) return PQ8K_ERR_STATE;
    if (pklen != 2u * p->n || siglen != slh_sig_bytes(p) || cap < pklen + siglen)
        return PQ8K_ERR_BAD_LENGTH;
    for (size_t i = 0; i < pklen; i++) out[i] = pk[i];
    for (size_t i = 0; i < siglen; i++) out[pklen + i] = sig[i];
    *outlen = pklen + siglen;
    return 0;
}
