/* SPDX-License-Identifier: MIT */
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
#include "common/attributes.h"

enum { PH_PK, PH_R, PH_FORS, PH_HT, PH_END };

_Static_assert(sizeof(((pq8k_slhdsa_verifier_state *)0)->node) >= SLH_MAX_N &&
                   sizeof(((pq8k_slhdsa_verifier_state *)0)->md) >= SLH_MAX_MD,
               "pq8k_slhdsa_verifier_state is sized for smaller sets");

/* One step up a tree: the running node meets the auth node in buf. */
static void climb(pq8k_slhdsa_verifier_state *st, unsigned height)
{
    const uint8_t *l = st->node, *r = st->buf;
    if (st->idx & 1u) { l = st->buf; r = st->node; }
    st->idx >>= 1;
    slh_adrs_chain(st->adrs, height);
    slh_adrs_hash(st->adrs, st->idx);
    pq8k_slh_thash(&st->hc, st->adrs, l, r, st->node);
}

/* Key pair `leaf` of the current tree: its public-key hash (T_k or T_len)
   starts, and the address moves on to the nodes that feed it. */
static void begin_keypair(pq8k_slhdsa_verifier_state *st, uint32_t pk_type, uint32_t node_type,
                          uint32_t leaf)
{
    slh_adrs_tree(st->adrs, st->idx_tree);
    slh_adrs_type(st->adrs, pk_type);
    slh_adrs_keypair(st->adrs, leaf);
    pq8k_slh_t_begin(&st->hc, &st->t, st->adrs);
    slh_adrs_type(st->adrs, node_type);
    slh_adrs_keypair(st->adrs, leaf);
}

/* A hypertree layer signs st->node with the WOTS+ key pair `leaf`. */
static void start_layer(pq8k_slhdsa_verifier_state *st, uint32_t leaf)
{
    slh_adrs_layer(st->adrs, st->part);
    begin_keypair(st, SLH_WOTS_PK, SLH_WOTS_HASH, leaf);
    st->idx = leaf;
    st->elem = 0;
    st->csum = (uint16_t)slh_wots_csum(st->node, st->hc.p->n);
}

/* R has arrived: now the message can be hashed, once. The phase moves on to
   PH_FORS, or stays PH_R when the message could not be read (no result to
   return: the frame keeps no register for one, 16 bytes less on rv32). */
static PQ8K_NOINLINE void on_r(pq8k_slhdsa_verifier_state *st)
{
    const slh_params *p = st->hc.p;
    uint8_t digest[SLH_HMSG_BYTES];
    uint32_t leaf;
    if (pq8k_slh_hmsg(&st->hc, &st->t, st->buf, &st->m, digest) != 0) return;
    for (unsigned i = 0; i < slh_md_bytes(p); i++) st->md[i] = digest[i];
    slh_digest_indices(p, digest, &st->idx_tree, &leaf);
    begin_keypair(st, SLH_FORS_ROOTS, SLH_FORS_TREE, leaf);
    st->phase = PH_FORS;
}

/* FORS: per tree one secret value, then a auth nodes; the roots feed T_k. */
static PQ8K_NOINLINE void on_fors(pq8k_slhdsa_verifier_state *st)
{
    const slh_params *p = st->hc.p;
    if (st->elem == 0) {
        st->idx = ((uint32_t)st->part << p->a) + slh_fors_index(st->md, p->a, st->part);
        slh_adrs_chain(st->adrs, 0);
        slh_adrs_hash(st->adrs, st->idx);
        pq8k_slh_thash(&st->hc, st->adrs, st->buf, 0, st->node);
    } else {
        climb(st, st->elem);
    }
    if (++st->elem <= p->a) return;
    pq8k_slh_t_absorb(&st->hc, &st->t, st->node);
    st->elem = 0;
    if (++st->part < p->k) return;
    pq8k_slh_t_end(&st->hc, &st->t, st->node);   /* the FORS public key */
    st->part = 0;
    st->phase = PH_HT;
    start_layer(st, slh_adrs_get(st->adrs, 20));   /* layer 0 uses the FORS key pair */
}

/* Hypertree layer: len chain values, then h' auth nodes. 0, or the verdict
   PQ8K_ERR_BAD_SIGNATURE at the last element. */
static PQ8K_NOINLINE int on_ht(pq8k_slhdsa_verifier_state *st)
{
    const slh_params *p = st->hc.p;
    unsigned len = slh_len(p);
    if (st->elem < len) {
        unsigned d = slh_wots_digit(st->node, p->n, st->csum, st->elem);
        slh_adrs_chain(st->adrs, st->elem);
        slh_chain(&st->hc, st->adrs, st->buf, d, 15u);
        pq8k_slh_t_absorb(&st->hc, &st->t, st->buf);
        if (st->elem == len - 1u) {
            pq8k_slh_t_end(&st->hc, &st->t, st->node);   /* the XMSS leaf */
            slh_adrs_type(st->adrs, SLH_TREE);
        }
    } else {
        climb(st, st->elem - len + 1u);
    }
    if (++st->elem < len + p->hp) return 0;
    if (++st->part < p->d) {
        uint32_t leaf = (uint32_t)st->idx_tree & ((1u << p->hp) - 1u);
        st->idx_tree >>= p->hp;
        start_layer(st, leaf);
        return 0;
    }
    st->phase = PH_END;
    if (pq8k_ct_memneq(st->node, st->hc.pk + p->n, p->n)) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(st->node, st->hc.pk + p->n, p->n)) return PQ8K_ERR_BAD_SIGNATURE;
    st->verified = PQ8K_FIH_TOKEN;
    return 0;
}

int pq8k_slhdsa_stream_start(pq8k_slhdsa_verifier_state *st, const slh_params *p, const uint8_t *pk,
                             const pq8k_stream_msg *m)
{
    pq8k_stream_msg msg = *m;   /* m may be st->m (the one-shot verifier) */
    pq8k_wipe(st, sizeof *st);
    pq8k_slh_hctx_init(&st->hc, p, pk, &st->t);
    st->m = msg;
    st->phase = PH_PK;
    return 0;
}

int pq8k_slhdsa_stream_update(pq8k_slhdsa_verifier_state *st, const uint8_t *in, size_t len)
{
    unsigned n = st->hc.p->n;
    int err = 0;
    while (len > 0) {
        if (st->phase == PH_PK) {
            /* the streamed key is only compared: hashing uses the trusted copy */
            st->pkdiff |= (uint8_t)(*in++ ^ st->hc.pk[st->fill++]);
            len--;
            if (st->fill < 2u * n) continue;
            st->fill = 0;
            if (st->pkdiff) return PQ8K_ERR_PK_DIGEST;
            st->phase = PH_R;
            continue;
        }
        if (st->phase == PH_END) return PQ8K_ERR_BAD_LENGTH;
        size_t take = n - st->fill;
        if (take > len) take = len;
        for (size_t i = 0; i < take; i++) st->buf[st->fill + i] = in[i];
        st->fill = (uint8_t)(st->fill + take);
        in += take;
        len -= take;
        if (st->fill < n) break;
        st->fill = 0;
        if (st->phase == PH_R) {
            on_r(st);
            if (st->phase == PH_R) return PQ8K_ERR_READ;   /* pq8k_slh_hmsg's only failure */
        } else if (st->phase == PH_FORS) on_fors(st);
        else err = on_ht(st);
        if (err != 0) return err;
    }
    return 0;
}

int pq8k_slhdsa_stream_final(pq8k_slhdsa_verifier_state *st)
{
    const volatile uint8_t *verified = &st->verified;
    if (st->phase != PH_END) return PQ8K_ERR_BAD_LENGTH;
    if (*verified != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    /* the key and the root once more: a skipped test in update is not an accept */
    if (*(const volatile uint8_t *)&st->pkdiff != 0) return PQ8K_ERR_PK_DIGEST;
    if (*verified != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* ---- engine entries ---- */

#if PQ8K_CONFIG_SLHDSA_ANY
/* Pure, pre-hash (HashSLH-DSA: the engine has checked the function and the
   length of PH(M)) and internal M'; no external mu. */
static int init(void *st, pq8k_slhdsa_set set, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if (m->mode == PQ8K_MSG_MU) return PQ8K_ERR_UNSUPPORTED;
    return pq8k_slhdsa_stream_start(st, pq8k_slh_params_get(set), digest, m);
}

static int update(void *st, const uint8_t *in, size_t len) { return pq8k_slhdsa_stream_update(st, in, len); }
static int final(void *st) { return pq8k_slhdsa_stream_final(st); }

/* One set: n bytes per hash, sig its signature bytes (FIPS 205 Table 2). */
#define SLHDSA_ENTRY(name, SET, n, sig)                                                              \
    static int init_##name(void *st, const uint8_t *d, const pq8k_stream_msg *m)                    \
    {                                                                                               \
        return init(st, PQ8K_SLHDSA_SET_##SET, d, m);                                               \
    }                                                                                               \
    const pq8k_stream_scheme pq8k_slhdsa_##name##_stream = {                                        \
        .id = PQ8K_SLHDSA_##SET,                                                                    \
        .digest_len = 2 * (n),                                                                      \
        .pk_len = 2 * (n),                                                                          \
        .sig_min = (sig),                                                                           \
        .sig_max = (sig),                                                                           \
        .body_max = 2 * (n) + (sig),                                                                \
        .init = init_##name,                                                                        \
        .update = update,                                                                           \
        .final = final,                                                                             \
    };                                                                                              \
    _Static_assert(PQ8K_SLHDSA_##SET == 0x10 + PQ8K_SLHDSA_SET_##SET, "SLH-DSA scheme id")

#if PQ8K_CONFIG_SLHDSA_SHA2_128S
SLHDSA_ENTRY(sha2_128s, SHA2_128S, 16, 7856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
SLHDSA_ENTRY(sha2_128f, SHA2_128F, 16, 17088);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
SLHDSA_ENTRY(sha2_192s, SHA2_192S, 24, 16224);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
SLHDSA_ENTRY(sha2_192f, SHA2_192F, 24, 35664);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
SLHDSA_ENTRY(sha2_256s, SHA2_256S, 32, 29792);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
SLHDSA_ENTRY(sha2_256f, SHA2_256F, 32, 49856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
SLHDSA_ENTRY(shake_128s, SHAKE_128S, 16, 7856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
SLHDSA_ENTRY(shake_128f, SHAKE_128F, 16, 17088);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
SLHDSA_ENTRY(shake_192s, SHAKE_192S, 24, 16224);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
SLHDSA_ENTRY(shake_192f, SHAKE_192F, 24, 35664);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
SLHDSA_ENTRY(shake_256s, SHAKE_256S, 32, 29792);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
SLHDSA_ENTRY(shake_256f, SHAKE_256F, 32, 49856);
#endif
#endif
