/* SPDX-License-Identifier: MIT */
/*
 * The streaming verification engine: the device side of pq8k/stream.h over
 * the schemes' pq8k_stream_scheme entries (src/common/stream_scheme.h is the
 * contract). It owns the life cycle, the argument checks, the stream header
 * and the sticky error; the schemes only see their state, the body bytes and
 * the message. The host side (pk digests, stream encoding) is engine_host.c.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "common/util.h"
#include "engine/engine.h"

#define LIVE PQ8K_ENGINE_LIVE
#define DONE PQ8K_ENGINE_DONE
#define ACCEPTED PQ8K_ENGINE_ACCEPTED

/*
 * The context is the engine's own fields plus the largest state built (the
 * union has a member for each verifier built, pq8k/schemes.def): a scheme
 * left out takes no room, so a one-scheme firmware pays for that scheme's
 * state and these 16 bytes only (the figures per configuration are in
 * docs/stream-format.md).
 */
_Static_assert(offsetof(pq8k_verifier, u) <= 16, "the engine's own fields grew");

/* From the registry's sizes, for every scheme whose format is built (its
   encoder is: pq8k_stream_encode writes at most this much), whether or not
   this build verifies it: the compact ML-DSA layout is encoded wherever its
   level is built. A switch over constants: no scheme entry is linked. */
size_t pq8k_stream_length(pq8k_scheme s)
{
    switch (s) {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    case PQ8K_##ID:                                                            \
        return PQ8K_STREAM_HEADER_BYTES + (size_t)(body);
#include "pq8k/schemes.def"
    default:
        return 0;
    }
}

/* The init calls (pq8k/stream.h: macros that pass the caller's
   PQ8K_VERIFIER_CONFIG) refuse a context compiled for another configuration
   first, before anything is written, even v->live. */
#define CONFIG_CHECK(config) \
    do { if ((config) != PQ8K_VERIFIER_CONFIG) return PQ8K_ERR_STATE; } while (0)

int pq8k_verify_init_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                         const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen,
                         uint32_t config)
{
    CONFIG_CHECK(config);
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_PURE, msg, NULL, NULL, msglen, ctx,
                             ctxlen, 0);
}

int pq8k_verify_init_internal_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                  size_t digestlen, const uint8_t *msg, size_t msglen,
                                  uint32_t config)
{
    CONFIG_CHECK(config);
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_INTERNAL, msg, NULL, NULL, msglen,
                             NULL, 0, 0);
}

int pq8k_verify_init_mu_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                            size_t digestlen, const uint8_t *mu, size_t mulen, uint32_t config)
{
    CONFIG_CHECK(config);
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_MU, mu, NULL, NULL, mulen, NULL, 0,
                             0);
}

int pq8k_verify_init_prehash_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                 size_t digestlen, pq8k_prehash alg, const uint8_t *ph,
                                 size_t phlen, const uint8_t *ctx, size_t ctxlen, uint32_t config)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    int err;
    CONFIG_CHECK(config);
    if (v == NULL) return PQ8K_ERR_STATE;
    v->live = 0;
    err = pq8k_prehash_check(alg, ph, phlen, oid);
    if (err != 0) return err;
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_PREHASH, ph, NULL, NULL, phlen, ctx,
                             ctxlen, oid[PQ8K_PREHASH_OID_BYTES - 1]);
}

/* The entry of the verification v runs, or NULL when it runs none: v NULL,
   before init, after final, or a context overwritten since init (its slot
   out of the table; a one-scheme build has nothing to choose, and reads no
   slot). update and final then refuse. */
static const pq8k_stream_scheme *running(const pq8k_verifier *v)
{
    /* the last entry is the NULL that ends the table */
    const size_t n = sizeof pq8k_engine_schemes / sizeof pq8k_engine_schemes[0] - 1;
    if (v == NULL || v->live != LIVE) return NULL;
    if (n == 1) return pq8k_engine_schemes[0];
    return v->slot < n ? pq8k_engine_schemes[v->slot] : NULL;
}

/* The header 'P' '8' version scheme comes first (the bytes of HEADER from the
   lowest, the scheme byte from the entry); another scheme's stream is a
   misuse. Bytes up to the end of the longest stream are judged before a
   stream found too long, so the error reported does not depend on where the
   chunk boundaries fall. */
#define HEADER ((uint32_t)'P' | (uint32_t)'8' << 8 | (uint32_t)PQ8K_STREAM_VERSION << 16)
int pq8k_verify_update(pq8k_verifier *v, const uint8_t *chunk, size_t len)
{
    int err = PQ8K_ERR_STATE;
    const pq8k_stream_scheme *sc = running(v);
    uint32_t pos;
    size_t left;
    if (sc == NULL) return PQ8K_ERR_STATE;
    if (v->err != 0) return v->err;
    if (chunk == NULL && len != 0) goto out;
    for (pos = v->pos; len > 0 && pos < PQ8K_STREAM_HEADER_BYTES; len--, pos++)
        if (*chunk++ != (uint8_t)((HEADER | (uint32_t)sc->id << 24) >> (8 * pos))) {
            if (pos < 3) err = PQ8K_ERR_BAD_ENCODING;
            goto out; /* pos is left behind: the error is sticky */
        }
    left = PQ8K_STREAM_HEADER_BYTES + sc->body_max - pos;
    err = 0;
    if (len > left) {
        err = PQ8K_ERR_BAD_LENGTH;
        len = left;
    }
    v->pos = pos + (uint32_t)len;
    if (len > 0) {
        int e = sc->update(&v->u, chunk, len);
        if (e != 0) err = e;
    }
out:
    v->err = err;
    return err;
}

/* The accept token for pq8k_verify_verdict: set only on the path where err is 0,
   tested twice (through a volatile copy) when hardened. */
static void record_accept(pq8k_verifier *v, int err)
{
    volatile int e = err;
    if (e != 0) return;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (e != 0 || v->err != 0) return;
#endif
    v->live = ACCEPTED;
}

int pq8k_verify_final(pq8k_verifier *v)
{
    int err = PQ8K_ERR_STATE; /* an assignment a fault skips must not leave 0 */
    const pq8k_stream_scheme *sc = running(v);
    if (sc == NULL) return PQ8K_ERR_STATE;
    v->live = DONE; /* before the scheme's final: a context is judged once */
    if (v->err != 0)
        err = v->err;
    /* the scheme's final judges a variable length beyond the shortest */
    else if (v->pos < PQ8K_STREAM_HEADER_BYTES + pq8k_stream_body_len(sc, sc->sig_min))
        err = PQ8K_ERR_BAD_LENGTH;
    else
        err = sc->final(&v->u);
    v->err = err;
    pq8k_wipe(&v->u, sizeof v->u);
    record_accept(v, err);
    return err;
}

uint32_t pq8k_verify_verdict(const pq8k_verifier *v)
{
    const volatile uint32_t *live;
    if (v == NULL) return ~PQ8K_VERDICT_ACCEPT;
    live = &v->live;
    if (*live != ACCEPTED || v->err != 0) return ~PQ8K_VERDICT_ACCEPT;
    /* a skipped test above still leaves the token out of reach unless live says accept */
    return *live ^ ACCEPTED ^ PQ8K_VERDICT_ACCEPT;
}
