/* SPDX-License-Identifier: MIT */
/*
 * Composite keys and signatures (pq8k/composite.h), for the host tools: the
 * ML-DSA half by pq8k's ML-DSA signer over M' with the Label as its context
 * (the expanded key regenerated from the seed, as the draft's Sign step 3
 * does), the classical half by src/classic/ over the same M'.
 */
#include <string.h>
#include "pq8k/mldsa.h"
#include "pq8k/pq8k.h"
#include "common/sha2.h"
#include "common/stream_scheme.h"
#include "common/util.h"
#include "composite/composite.h"

#if PQ8K_CONFIG_COMPOSITE_ANY
#if PQ8K_COMPOSITE_P256_BUILT
#include "classic/p256.h"
#endif
#if PQ8K_COMPOSITE_ED25519_BUILT
#include "classic/ed25519.h"
#endif

#define ML_SK_MAX PQ8K_MLDSA65_SECRETKEYBYTES
#define ML_PK_MAX PQ8K_MLDSA65_PUBLICKEYBYTES

/* the ML-DSA level's key generation and signing */
static int ml_keygen(const pq8k_composite_params *p, uint8_t *pk, uint8_t *sk, const uint8_t xi[32])
{
#if PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA44_ED25519
    if (p->ml_pk == PQ8K_MLDSA44_PUBLICKEYBYTES) return pq8k_mldsa44_keygen_from_seed(pk, sk, xi);
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ED25519
    if (p->ml_pk == PQ8K_MLDSA65_PUBLICKEYBYTES) return pq8k_mldsa65_keygen_from_seed(pk, sk, xi);
#endif
    return PQ8K_ERR_UNSUPPORTED;
}

static int ml_sign(const pq8k_composite_params *p, uint8_t *sig, const uint8_t *mp, size_t n,
                   const uint8_t *sk, int deterministic)
{
    size_t len = 0;
    int err = PQ8K_ERR_UNSUPPORTED;
#if PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA44_ED25519
    if (p->ml_pk == PQ8K_MLDSA44_PUBLICKEYBYTES)
        err = (deterministic ? pq8k_mldsa44_sign_deterministic : pq8k_mldsa44_sign)(
            sig, &len, sk, mp, n, p->label, p->labellen);
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ED25519
    if (p->ml_pk == PQ8K_MLDSA65_PUBLICKEYBYTES)
        err = (deterministic ? pq8k_mldsa65_sign_deterministic : pq8k_mldsa65_sign)(
            sig, &len, sk, mp, n, p->label, p->labellen);
#endif
    if (err == 0 && len != p->ml_sig) err = PQ8K_ERR_INTERNAL;
    return err;
}

/* the classical key pair from its 32-byte seed: pk, and the secret kept in sk */
static int trad_keygen(const pq8k_composite_params *p, uint8_t *tpk, uint8_t tsk[32],
                       const uint8_t seed[32])
{
#if PQ8K_COMPOSITE_ED25519_BUILT && PQ8K_CONFIG_CLASSIC_SIGN
    if (p->ed25519) {
        memcpy(tsk, seed, 32); /* Ed25519 keeps its seed */
        return pq8k_ed25519_keygen_from_seed(tpk, seed);
    }
#endif
#if PQ8K_COMPOSITE_P256_BUILT && PQ8K_CONFIG_CLASSIC_SIGN
    if (!p->ed25519) return pq8k_p256_keygen_from_seed(tpk, tsk, seed);
#endif
    (void)p, (void)tpk, (void)tsk, (void)seed;
    return PQ8K_ERR_UNSUPPORTED;
}

/* the classical signature over M' at sig; its length into *tsiglen */
static int trad_sign(const pq8k_composite_params *p, uint8_t *sig, size_t *tsiglen,
                     const uint8_t tsk[32], const uint8_t *mp, size_t n, int det)
{
#if PQ8K_COMPOSITE_ED25519_BUILT && PQ8K_CONFIG_CLASSIC_SIGN
    if (p->ed25519) {
        uint8_t tpk[32];
        int err = pq8k_ed25519_keygen_from_seed(tpk, tsk);
        if (err == 0) err = pq8k_ed25519_sign(sig, tsk, tpk, mp, n);
        *tsiglen = 64;
        return err;
    }
#endif
#if PQ8K_COMPOSITE_P256_BUILT && PQ8K_CONFIG_CLASSIC_SIGN
    if (!p->ed25519) {
        /* hedged unless asked to be deterministic, as the ML-DSA half: the
           signature then differs on each signing (pq8k image sign relies on it
           to find a DER length equal to the one its header names) */
        uint8_t h[32], extra[32];
        int err = det ? 0 : pq8k_randombytes(extra, sizeof extra);
        if (err != 0) return PQ8K_ERR_RNG;
        pq8k_sha256(h, mp, n);
        err = pq8k_p256_sign_hedged(sig, tsiglen, tsk, h, sizeof h, det ? NULL : extra);
        pq8k_wipe(extra, sizeof extra);
        return err;
    }
#endif
    (void)p, (void)sig, (void)tsiglen, (void)tsk, (void)mp, (void)n, (void)det;
    return PQ8K_ERR_UNSUPPORTED;
}

static int keypair_from_seed(const pq8k_composite_params *p, uint8_t *pk, uint8_t *sk,
                             const uint8_t seed[64])
{
    uint8_t mlsk[ML_SK_MAX];
    int err;
    if (!PQ8K_CONFIG_CLASSIC_SIGN) return PQ8K_ERR_UNSUPPORTED; /* host only: pq8k/config.h */
    err = ml_keygen(p, pk, mlsk, seed);
    pq8k_wipe(mlsk, sizeof mlsk);
    if (err == 0) err = trad_keygen(p, pk + p->ml_pk, sk + 32, seed + 32);
    if (err != 0) return err;
    memcpy(sk, seed, 32);
    return 0;
}

static int sign(const pq8k_composite_params *p, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, int det)
{
    uint8_t mlpk[ML_PK_MAX], mlsk[ML_SK_MAX], ph[64], mp[PQ8K_COMPOSITE_MPRIME_MAX];
    pq8k_stream_msg m;
    size_t n, tlen = 0;
    int err;
    if (!PQ8K_CONFIG_CLASSIC_SIGN) return PQ8K_ERR_UNSUPPORTED; /* host only: pq8k/config.h */
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, msg, msglen, NULL, 0);
    err = pq8k_composite_ph(p, &m.src, ph);
    n = pq8k_composite_mprime(p, mp, ctx, ctxlen, ph);
    if (err == 0) err = ml_keygen(p, mlpk, mlsk, sk);
    if (err == 0) err = ml_sign(p, sig, mp, n, mlsk, det);
    if (err == 0) err = trad_sign(p, sig + p->ml_sig, &tlen, sk + 32, mp, n, det);
    if (err == 0 && (tlen < p->tsig_min || tlen > p->tsig_max)) err = PQ8K_ERR_INTERNAL;
    pq8k_wipe(mlsk, sizeof mlsk);
    if (err != 0) return err;
    *siglen = p->ml_sig + tlen;
    return 0;
}
#endif

/* NULL checks and the scheme: its parameters, or NULL with *err set */
static const void *check(pq8k_scheme s, int *err)
{
#if PQ8K_CONFIG_COMPOSITE_ANY
    const pq8k_composite_params *p = pq8k_composite_params_of((unsigned)s);
    if (p != NULL) return p;
#endif
    *err = pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
    return NULL;
}

int pq8k_composite_keygen_from_seed(pq8k_scheme s, uint8_t *pk, uint8_t *sk, const uint8_t seed[64])
{
    int err = PQ8K_ERR_STATE;
    const void *p = check(s, &err);
    if (p == NULL) return err;
    if (pk == NULL || sk == NULL || seed == NULL) return PQ8K_ERR_STATE;
#if PQ8K_CONFIG_COMPOSITE_ANY
    err = keypair_from_seed(p, pk, sk, seed);
    if (err != 0) {
        memset(pk, 0, (size_t)((const pq8k_composite_params *)p)->ml_pk + ((const pq8k_composite_params *)p)->tpk);
        memset(sk, 0, PQ8K_COMPOSITE_SECRETKEYBYTES);
    }
#endif
    return err;
}

int pq8k_composite_keygen(pq8k_scheme s, uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[PQ8K_COMPOSITE_SEEDBYTES];
    int err = PQ8K_ERR_STATE;
    if (check(s, &err) == NULL) return err;
    if (pq8k_randombytes(seed, sizeof seed) != 0) return PQ8K_ERR_RNG;
    err = pq8k_composite_keygen_from_seed(s, pk, sk, seed);
    pq8k_wipe(seed, sizeof seed);
    return err;
}

static int sign_common(pq8k_scheme s, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                       size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, int det)
{
    int err = PQ8K_ERR_STATE;
    const void *p = check(s, &err);
    if (siglen != NULL) *siglen = 0;
    if (p == NULL) return err;
    if (sig == NULL || siglen == NULL || sk == NULL || (msg == NULL && msglen != 0) ||
        (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
#if PQ8K_CONFIG_COMPOSITE_ANY
    {
        const pq8k_composite_params *cp = p;
        err = sign(cp, sig, siglen, msg, msglen, ctx, ctxlen, sk, det);
        if (err != 0) memset(sig, 0, (size_t)cp->ml_sig + cp->tsig_max);
    }
#else
    (void)det;
#endif
    return err;
}

int pq8k_composite_sign(pq8k_scheme s, uint8_t *sig, size_t *siglen, const uint8_t *msg,
                        size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return sign_common(s, sig, siglen, msg, msglen, ctx, ctxlen, sk, 0);
}

int pq8k_composite_sign_deterministic(pq8k_scheme s, uint8_t *sig, size_t *siglen,
                                      const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                                      size_t ctxlen, const uint8_t *sk)
{
    return sign_common(s, sig, siglen, msg, msglen, ctx, ctxlen, sk, 1);
}
