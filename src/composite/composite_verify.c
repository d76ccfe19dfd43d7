/* SPDX-License-Identifier: MIT */
/*
 * One-shot composite verification (pq8k/composite.h): the ML-DSA half by the
 * one-shot ML-DSA verifier over M' with the Label as its context, then the
 * classical half over M'; a token per half, the verdict over both.
 */
#include <string.h>
#include "pq8k/mldsa.h"
#include "common/attributes.h"
#include "common/stream_scheme.h"
#include "common/util.h"
#include "composite/composite.h"

#if PQ8K_CONFIG_COMPOSITE_ANY
typedef int ml_verify_fn(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                         size_t mlen, const uint8_t *ctx, size_t ctxlen);

static ml_verify_fn *ml_verify(const pq8k_composite_params *p)
{
#if PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA44_ED25519
    if (p->ml_pk == PQ8K_MLDSA44_PUBLICKEYBYTES) return pq8k_mldsa44_verify;
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ED25519
    if (p->ml_pk == PQ8K_MLDSA65_PUBLICKEYBYTES) return pq8k_mldsa65_verify;
#endif
    (void)p;
    return NULL;
}

/* The classical half, its workspace on the stack only once the ML-DSA
   half's calls have returned. */
static PQ8K_NOINLINE int trad_half(const pq8k_composite_params *p, const uint8_t *pk,
                                   const uint8_t *sig, size_t siglen, const uint8_t *mp, size_t n)
{
    pq8k_composite_classic_ws ws;
    return pq8k_composite_trad_verify(p, pk + p->ml_pk, sig + p->ml_sig, siglen - p->ml_sig, mp, n,
                                      &ws);
}

static int verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                  size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                  size_t ctxlen)
{
    const pq8k_composite_params *p = pq8k_composite_params_of((unsigned)s);
    uint8_t mp[PQ8K_COMPOSITE_MPRIME_MAX];
    uint8_t ph[64];
    pq8k_stream_msg m;
    volatile uint8_t ml_ok = 0, trad_ok = 0;
    volatile int e;
    size_t n;
    if (p == NULL) return pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
    if (pk == NULL || sig == NULL || (msg == NULL && msglen != 0) || (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if (ctxlen > 255 || pklen != (size_t)p->ml_pk + p->tpk || siglen < (size_t)p->ml_sig + p->tsig_min ||
        siglen > (size_t)p->ml_sig + p->tsig_max)
        return PQ8K_ERR_BAD_LENGTH;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, msg, msglen, NULL, 0);
    e = pq8k_composite_ph(p, &m.src, ph);
    if (e != 0) return e;
    n = pq8k_composite_mprime(p, mp, ctx, ctxlen, ph);
    e = ml_verify(p)(pk, sig, p->ml_sig, mp, n, p->label, p->labellen);
    if (e != 0) return e;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (e != 0) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    ml_ok = PQ8K_FIH_TOKEN;
    e = trad_half(p, pk, sig, siglen, mp, n);
    if (e != 0) return e;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (e != 0) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    trad_ok = PQ8K_FIH_TOKEN;
    return pq8k_composite_both(&ml_ok, &trad_ok);
}

#endif

int pq8k_composite_verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                          size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                          size_t ctxlen)
{
#if PQ8K_CONFIG_COMPOSITE_ANY
    return verify(s, pk, pklen, sig, siglen, msg, msglen, ctx, ctxlen);
#else
    (void)pk, (void)pklen, (void)sig, (void)siglen, (void)msg, (void)msglen, (void)ctx, (void)ctxlen;
    return pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
#endif
}

#define COMPOSITE_VERIFY(ID, tok)                                                                  \
    int pq8k_##tok##_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,    \
                            const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)  \
    {                                                                                              \
        return pq8k_composite_verify(PQ8K_##ID, pk, pklen, sig, siglen, msg, msglen, ctx, ctxlen); \
    }
COMPOSITE_VERIFY(MLDSA44_ECDSA_P256, mldsa44_ecdsa_p256)
COMPOSITE_VERIFY(MLDSA65_ECDSA_P256, mldsa65_ecdsa_p256)
COMPOSITE_VERIFY(MLDSA44_ED25519, mldsa44_ed25519)
COMPOSITE_VERIFY(MLDSA65_ED25519, mldsa65_ed25519)
