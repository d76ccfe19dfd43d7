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
 * The context is the engine's own fields plus the largest state built: a
 * scheme left out takes no room, so a one-scheme firmware pays for that
 * scheme's state and these 16 bytes only (the figures per configuration are
 * in docs/stream-format.md).
 */
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#if PQ8K_CONFIG_MLDSA_ANY && PQ8K_CONFIG_MLDSA_COMPACT
#define SIZE_MLDSA MAX2(sizeof(pq8k_mldsa_verifier_state), sizeof(pq8k_mldsa_compact_verifier_state))
#elif PQ8K_CONFIG_MLDSA_ANY
#define SIZE_MLDSA sizeof(pq8k_mldsa_verifier_state)
#else
#define SIZE_MLDSA 0
#endif
#if PQ8K_CONFIG_SLHDSA_ANY
#define SIZE_SLHDSA sizeof(pq8k_slhdsa_verifier_state)
#else
#define SIZE_SLHDSA 0
#endif
#if PQ8K_CONFIG_FALCON_ANY
#define SIZE_FALCON sizeof(pq8k_falcon_verifier_state)
#else
#define SIZE_FALCON 0
#endif
#if PQ8K_CONFIG_HAETAE_ANY
#define SIZE_HAETAE sizeof(pq8k_haetae_verifier_state)
#else
#define SIZE_HAETAE 0
#endif
#if PQ8K_CONFIG_LMS_ANY
#define SIZE_LMS sizeof(pq8k_lms_verifier_state)
#else
#define SIZE_LMS 0
#endif
#if PQ8K_CONFIG_XMSS_ANY
#define SIZE_XMSS sizeof(pq8k_xmss_verifier_state)
#else
#define SIZE_XMSS 0
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
#define SIZE_RAINBOW sizeof(pq8k_rainbow_verifier_state)
#else
#define SIZE_RAINBOW 0
#endif
#if PQ8K_CONFIG_GEMSS128
#define SIZE_GEMSS sizeof(pq8k_gemss_verifier_state)
#else
#define SIZE_GEMSS 0
#endif
#define LARGEST_STATE MAX2(MAX2(MAX2(SIZE_MLDSA, SIZE_SLHDSA), MAX2(SIZE_FALCON, SIZE_HAETAE)), \
                           MAX2(MAX2(SIZE_RAINBOW, SIZE_GEMSS), MAX2(SIZE_LMS, SIZE_XMSS)))
_Static_assert(offsetof(pq8k_verifier, u) <= 16, "the engine's own fields grew");
_Static_assert(sizeof(pq8k_verifier) <= 16 + MAX2(LARGEST_STATE, 8),
               "pq8k_verifier holds more than the largest state built");

size_t pq8k_stream_length(pq8k_scheme s)
{
    const pq8k_stream_scheme *sc = *pq8k_engine_slot(s);
    return sc == NULL ? 0 : PQ8K_STREAM_HEADER_BYTES + sc->body_max;
}

int pq8k_verify_init(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                     const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)
{
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_PURE, msg, NULL, NULL, msglen, ctx,
                             ctxlen, 0);
}

int pq8k_verify_init_internal(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                              size_t digestlen, const uint8_t *msg, size_t msglen)
{
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_INTERNAL, msg, NULL, NULL, msglen,
                             NULL, 0, 0);
}

int pq8k_verify_init_mu(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                        const uint8_t *mu, size_t mulen)
{
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_MU, mu, NULL, NULL, mulen, NULL, 0,
                             0);
}

int pq8k_verify_init_prehash(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                             size_t digestlen, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                             const uint8_t *ctx, size_t ctxlen)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    int err;
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
