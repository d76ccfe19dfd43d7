/* SPDX-License-Identifier: MIT */
/*
 * The public HAETAE entry points for one level: argument checks, randomness,
 * and the context prefix pre = ctxlen || ctx, passed on in two pieces so no
 * 256-byte copy of the context is made.
 */
#include "pq8k/haetae.h"
#include "haetae/params.h"
#include "haetae/api_internal.h"
#include "common/util.h"

#define L_NAME(s) HAETAE_NS(s)

_Static_assert(HAETAE_PKBYTES == (PQ8K_HAETAE2_PUBLICKEYBYTES * (PQ8K_HAETAE_LEVEL == 2) +
                                  PQ8K_HAETAE3_PUBLICKEYBYTES * (PQ8K_HAETAE_LEVEL == 3) +
                                  PQ8K_HAETAE5_PUBLICKEYBYTES * (PQ8K_HAETAE_LEVEL == 5)),
               "public key size");
_Static_assert(HAETAE_SKBYTES == (PQ8K_HAETAE2_SECRETKEYBYTES * (PQ8K_HAETAE_LEVEL == 2) +
                                  PQ8K_HAETAE3_SECRETKEYBYTES * (PQ8K_HAETAE_LEVEL == 3) +
                                  PQ8K_HAETAE5_SECRETKEYBYTES * (PQ8K_HAETAE_LEVEL == 5)),
               "secret key size");
_Static_assert(HAETAE_SIGBYTES == (PQ8K_HAETAE2_SIGBYTES * (PQ8K_HAETAE_LEVEL == 2) +
                                   PQ8K_HAETAE3_SIGBYTES * (PQ8K_HAETAE_LEVEL == 3) +
                                   PQ8K_HAETAE5_SIGBYTES * (PQ8K_HAETAE_LEVEL == 5)),
               "signature size");

int L_NAME(keygen_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[PQ8K_HAETAE_SEEDBYTES])
{
    if (pk == NULL || sk == NULL || seed == NULL)
        return PQ8K_ERR_STATE;
    return haetae_keygen_core(pk, sk, seed);
}

int L_NAME(keygen)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[PQ8K_HAETAE_SEEDBYTES];
    int err;
    if (pk == NULL || sk == NULL)
        return PQ8K_ERR_STATE;
    if (pq8k_randombytes(seed, sizeof seed) != 0) {
        pq8k_wipe(pk, HAETAE_PKBYTES);
        pq8k_wipe(sk, HAETAE_SKBYTES);
        err = PQ8K_ERR_RNG;
    } else {
        err = haetae_keygen_core(pk, sk, seed);
    }
    pq8k_wipe(seed, sizeof seed);
    return err;
}

int L_NAME(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                          size_t mlen, const uint8_t *pre, size_t prelen,
                          const uint8_t rnd[32])
{
    if (rnd == NULL || (pre == NULL && prelen > 0))
        return haetae_sign_fail(sig, siglen, PQ8K_ERR_STATE);
    return haetae_sign_core(sig, siglen, m, mlen, pre, prelen, NULL, 0, rnd, sk);
}

int L_NAME(sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                 size_t mlen, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t rnd[32];
    uint8_t pre0;
    int err;
    if (ctxlen > 255)
        return haetae_sign_fail(sig, siglen, PQ8K_ERR_BAD_LENGTH);
    if (ctx == NULL && ctxlen > 0)
        return haetae_sign_fail(sig, siglen, PQ8K_ERR_STATE);
    if (pq8k_randombytes(rnd, sizeof rnd) != 0)
        return haetae_sign_fail(sig, siglen, PQ8K_ERR_RNG);
    pre0 = (uint8_t)ctxlen;
    err = haetae_sign_core(sig, siglen, m, mlen, &pre0, 1, ctx, ctxlen, rnd, sk);
    pq8k_wipe(rnd, sizeof rnd);
    return err;
}

int L_NAME(verify_internal)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                            size_t mlen, const uint8_t *pre, size_t prelen)
{
    if (pre == NULL && prelen > 0)
        return PQ8K_ERR_STATE;
    return haetae_verify_core(sig, siglen, m, mlen, pre, prelen, NULL, 0, pk);
}

int L_NAME(verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                   size_t mlen, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t pre0 = (uint8_t)ctxlen;
    if (ctxlen > 255)
        return PQ8K_ERR_BAD_LENGTH;
    if (ctx == NULL && ctxlen > 0)
        return PQ8K_ERR_STATE;
    return haetae_verify_core(sig, siglen, m, mlen, &pre0, 1, ctx, ctxlen, pk);
}
