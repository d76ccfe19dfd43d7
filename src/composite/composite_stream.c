/* SPDX-License-Identifier: MIT */
/*
 * Composite ML-DSA + ECDSA-P256 / Ed25519, streamed (docs/stream-composite.md):
 *
 *   tr (64) | classical pk | ML-DSA body (the ML-DSA layout) | classical sig
 *
 * where tr = SHAKE256(ML-DSA pk, 64) and the classical signature is
 * L (1 byte, 8..72) || L bytes of DER for ECDSA, 64 bytes for Ed25519.
 * The trusted digest is SHAKE256(tr || classical pk, 64): checked as soon as
 * the classical pk is in, so a foreign key is reported as such before any
 * signature work. The ML-DSA half then runs the ML-DSA verifier on its own
 * state with mu = SHAKE256(tr || 0 || len(Label) || Label || M') (pure
 * ML-DSA, the Label as its context): its verdict also checks that the
 * streamed ML-DSA pk hashes to the streamed tr. PH(M) is computed at init
 * (the message read once, from memory or through the reader), M' is rebuilt
 * from it twice (for mu, and in final for the classical half). Once the
 * ML-DSA half has had its last byte, its state is dead: the classical
 * signature, M' and the classical verifier's workspace take its place
 * (st->u.post), so the classical half runs in final on little stack and adds
 * nothing to the state. Each half leaves a token and final accepts only with
 * both.
 */
#include <stddef.h>
#include <string.h>
#include "pq8k/stream.h"
#include "common/attributes.h"
#include "common/fips202.h"
#include "common/sha2.h"
#include "common/stream_scheme.h"
#include "common/util.h"
#include "classic/ed25519.h"
#include "classic/p256.h"
#include "composite/composite.h"
#include "composite/composite_stream.h"
#include "mldsa/mldsa_stream.h"

#if PQ8K_CONFIG_COMPOSITE_ANY

typedef pq8k_composite_verifier_state state;

#define TR_BYTES 64u
#define OFF_TPK TR_BYTES
#define OFF_ML(p) (OFF_TPK + (p)->tpk)
#define OFF_SIG(p, ml) (OFF_ML(p) + (uint32_t)(ml)->body_max)

/* the SHA-256 / SHA-512 arcs of the pre-hash OIDs (pq8k/prehash.h) */
#define ARC_SHA256 1u
#define ARC_SHA512 3u

static int init(state *st, const pq8k_composite_params *p, const uint8_t *digest,
                const pq8k_stream_msg *m)
{
    memset(st, 0, sizeof *st);
    memcpy(st->u.pre.digest, digest, sizeof st->u.pre.digest);
    st->ctx = m->ctx;
    st->ctxlen = m->ctxlen;
    st->siglen = p->ed25519 ? 64 : 0;
    if (m->mode == PQ8K_MSG_PURE) return pq8k_composite_ph(p, &m->src, st->ph);
    if (m->mode == PQ8K_MSG_PREHASH) { /* external pre-hash: the composite's own PH only */
        if (m->oid_arc != (p->phlen == 32 ? ARC_SHA256 : ARC_SHA512)) return PQ8K_ERR_UNSUPPORTED;
        if (m->src.len != p->phlen) return PQ8K_ERR_BAD_LENGTH;
        memcpy(st->ph, m->src.at.ptr, p->phlen);
        return 0;
    }
    return PQ8K_ERR_UNSUPPORTED; /* M' or mu given directly: not the composite's interface */
}

/* M' into the hash piece by piece (pq8k_composite_mprime's order): no
   copy of it on the stack */
static void absorb_mprime(pq8k_keccak_state *k, const state *st, const pq8k_composite_params *p)
{
    pq8k_keccak_absorb(k, pq8k_composite_prefix, PQ8K_COMPOSITE_PREFIX_BYTES);
    pq8k_keccak_absorb(k, p->label, p->labellen);
    pq8k_keccak_absorb(k, &st->ctxlen, 1);
    if (st->ctxlen > 0) pq8k_keccak_absorb(k, st->ctx, st->ctxlen);
    pq8k_keccak_absorb(k, st->ph, p->phlen);
}

/* tr and the classical pk are in: the key check, then mu and the ML-DSA half's start */
PQ8K_NOINLINE static int keys_in(state *st, const pq8k_composite_params *p,
                                 const pq8k_stream_scheme *ml)
{
    pq8k_keccak_state *k = &st->u.ml.pk_hash; /* scratch until the ML-DSA init, past u.pre */
    uint8_t d[64], mu[64], tr[64];
    const uint8_t pre[2] = {0, p->labellen};
    pq8k_stream_msg m;
    _Static_assert(sizeof st->u.pre <= offsetof(pq8k_mldsa_verifier_state, pk_hash),
                   "the Keccak scratch leaves u.pre alone");
    memcpy(tr, st->u.pre.tr, TR_BYTES); /* u.pre ends where the ML-DSA init begins */
    pq8k_shake256_init(k);
    pq8k_keccak_absorb(k, tr, TR_BYTES);
    pq8k_keccak_absorb(k, st->tpk, p->tpk);
    pq8k_keccak_finalize(k);
    pq8k_keccak_squeeze(k, d, sizeof d);
    if (pq8k_ct_memneq(d, st->u.pre.digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->u.pre.digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    /* mu = SHAKE256(tr || 0 || len(Label) || Label || M', 64): FIPS 204 pure M' */
    pq8k_shake256_init(k);
    pq8k_keccak_absorb(k, tr, TR_BYTES);
    pq8k_keccak_absorb(k, pre, sizeof pre);
    pq8k_keccak_absorb(k, p->label, p->labellen);
    absorb_mprime(k, st, p);
    pq8k_keccak_finalize(k);
    pq8k_keccak_squeeze(k, mu, sizeof mu);
    pq8k_msg_in_memory(&m, PQ8K_MSG_MU, mu, sizeof mu, NULL, 0);
    return ml->init(&st->u.ml, tr, &m); /* the streamed tr: the ML-DSA verdict checks its pk against it */
}

/* classical signature bytes at offset k of its region: ECDSA's length byte
   first; bytes past the signature it announces make the stream too long.
   They go where the ML-DSA state was: its half has had its last byte. */
static int sig_bytes(state *st, const pq8k_composite_params *p, uint32_t k, const uint8_t *in,
                     size_t len, size_t *n)
{
    if (!p->ed25519) {
        if (k == 0) {
            if (in[0] < p->tsig_min || in[0] > p->tsig_max) return PQ8K_ERR_BAD_ENCODING;
            st->siglen = in[0];
            *n = 1;
            return 0;
        }
        k--;
    }
    if (k >= st->siglen) return PQ8K_ERR_BAD_LENGTH;
    *n = st->siglen - k < len ? st->siglen - k : len;
    memcpy(st->u.post.sig + k, in, *n);
    return 0;
}

static size_t take(uint32_t pos, uint32_t end, size_t len)
{
    return end - pos < len ? end - pos : len;
}

static int update(state *st, const pq8k_composite_params *p, const pq8k_stream_scheme *ml,
                  const uint8_t *in, size_t len)
{
    while (len > 0) {
        uint32_t pos = st->pos;
        size_t n;
        int err = 0;
        if (pos < OFF_TPK) {
            n = take(pos, OFF_TPK, len);
            memcpy(st->u.pre.tr + pos, in, n);
        } else if (pos < OFF_ML(p)) {
            n = take(pos, OFF_ML(p), len);
            memcpy(st->tpk + (pos - OFF_TPK), in, n);
            if (pos + n == OFF_ML(p)) err = keys_in(st, p, ml);
        } else if (pos < OFF_SIG(p, ml)) {
            n = take(pos, OFF_SIG(p, ml), len);
            err = ml->update(&st->u.ml, in, n);
            /* the ML-DSA verdict ran on its last byte and set its token */
            if (err == 0 && pos + n == OFF_SIG(p, ml) && st->u.ml.complete == PQ8K_FIH_TOKEN)
                st->ml_ok = PQ8K_FIH_TOKEN;
        } else {
            err = sig_bytes(st, p, pos - OFF_SIG(p, ml), in, len, &n);
        }
        if (err != 0) return err;
        st->pos += (uint32_t)n;
        in += n;
        len -= n;
    }
    return 0;
}

/* the classical half over M' in the dead ML-DSA state, its token, then the
   verdict over both tokens */
static int final(state *st, const pq8k_composite_params *p, const pq8k_stream_scheme *ml)
{
    size_t n;
    volatile int e;
    _Static_assert(sizeof st->u.post <= sizeof st->u.ml,
                   "the classical half's signature, M' and workspace fit the ML-DSA state");
    _Static_assert(sizeof st->u.post.mprime >= PQ8K_COMPOSITE_MPRIME_MAX, "M' fits its room");
    _Static_assert(sizeof st->u.post.sig >= PQ8K_P256_SIG_MAX_BYTES &&
                   sizeof st->u.post.sig >= PQ8K_ED25519_SIG_BYTES, "the signature fits its room");
    if (st->pos != OFF_SIG(p, ml) + (p->ed25519 ? 0u : 1u) + st->siglen || st->siglen == 0)
        return PQ8K_ERR_BAD_LENGTH;
    if (st->ml_ok != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
    n = pq8k_composite_mprime(p, st->u.post.mprime, st->ctx, st->ctxlen, st->ph);
    e = pq8k_composite_trad_verify(p, st->tpk, st->u.post.sig, st->siglen, st->u.post.mprime, n,
                                   &st->u.post.ws);
    if (e != 0) return e;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (e != 0) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    st->trad_ok = PQ8K_FIH_TOKEN;
    return pq8k_composite_both(&st->ml_ok, &st->trad_ok);
}

/* One entry per composite built: its parameters and its ML-DSA level's entry. */
#define COMPOSITE_ENTRY(ID, tok, level)                                                            \
    static const pq8k_composite_params *tok##_p(void)                                          \
    {                                                                                              \
        return pq8k_composite_params_of(PQ8K_##ID);                                                \
    }                                                                                              \
    static int tok##_init(void *st, const uint8_t *d, const pq8k_stream_msg *m)                    \
    {                                                                                              \
        return init(st, tok##_p(), d, m);                                                          \
    }                                                                                              \
    static int tok##_update(void *st, const uint8_t *in, size_t len)                               \
    {                                                                                              \
        return update(st, tok##_p(), &pq8k_mldsa##level##_stream, in, len);                        \
    }                                                                                              \
    static int tok##_final(void *st)                                                               \
    {                                                                                              \
        return final(st, tok##_p(), &pq8k_mldsa##level##_stream);                                  \
    }                                                                                              \
    const pq8k_stream_scheme pq8k_##tok##_stream = {                                               \
        .id = PQ8K_##ID,                                                                           \
        .digest_len = 64,                                                                          \
        .pk_len = PQ8K_##ID##_PUBLICKEYBYTES,                                                      \
        .sig_min = PQ8K_##ID##_SIGBYTES_MAX - PQ8K_COMPOSITE_##ID##_TSIG_SPAN,                     \
        .sig_max = PQ8K_##ID##_SIGBYTES_MAX,                                                       \
        .body_max = PQ8K_COMPOSITE_##ID##_BODY,                                                    \
        .init = tok##_init,                                                                        \
        .update = tok##_update,                                                                    \
        .final = tok##_final,                                                                      \
    };

#if PQ8K_CONFIG_MLDSA44_ECDSA_P256
COMPOSITE_ENTRY(MLDSA44_ECDSA_P256, mldsa44_ecdsa_p256, 44)
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256
COMPOSITE_ENTRY(MLDSA65_ECDSA_P256, mldsa65_ecdsa_p256, 65)
#endif
#if PQ8K_CONFIG_MLDSA44_ED25519
COMPOSITE_ENTRY(MLDSA44_ED25519, mldsa44_ed25519, 44)
#endif
#if PQ8K_CONFIG_MLDSA65_ED25519
COMPOSITE_ENTRY(MLDSA65_ED25519, mldsa65_ed25519, 65)
#endif

#else
typedef int pq8k_composite_stream_not_built;
#endif
