/* SPDX-License-Identifier: MIT */
/*
 * ECDSA-P256 key generation and signing (p256.h), for the host: constant
 * time in the secret scalar and the nonce; the nonce by RFC 6979 section 3.2
 * with HMAC-SHA-256 (hlen = qlen = 256 bits).
 */
#include <string.h>
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "classic/p256.h"
#include "classic/p256_point.h"
#include "classic/p256_scalar.h"
#include "common/sha2.h"
#include "common/util.h"

#if PQ8K_CONFIG_P256 && PQ8K_CONFIG_CLASSIC_SIGN

/* HMAC-SHA-256 with a 32-byte key over up to three parts. */
static void hmac(uint8_t out[32], const uint8_t key[32], const uint8_t *a, size_t alen,
                 const uint8_t *b, size_t blen, const uint8_t *c, size_t clen)
{
    uint8_t pad[64];
    pq8k_sha256_ctx ctx;
    for (int i = 0; i < 64; i++)
        pad[i] = (uint8_t)((i < 32 ? key[i] : 0) ^ 0x36);
    pq8k_sha256_init(&ctx);
    pq8k_sha256_update(&ctx, pad, 64);
    pq8k_sha256_update(&ctx, a, alen);
    pq8k_sha256_update(&ctx, b, blen);
    pq8k_sha256_update(&ctx, c, clen);
    pq8k_sha256_final(&ctx, out);
    for (int i = 0; i < 64; i++)
        pad[i] ^= 0x36 ^ 0x5c;
    pq8k_sha256_init(&ctx);
    pq8k_sha256_update(&ctx, pad, 64);
    pq8k_sha256_update(&ctx, out, 32);
    pq8k_sha256_final(&ctx, out);
    pq8k_wipe(pad, sizeof pad);
    pq8k_wipe(&ctx, sizeof ctx);
}

typedef struct {
    uint8_t k[32], v[32];
} rfc6979;

/* Steps b-f: K, V from the key x and h = bits2octets(digest), with RFC 6979
   section 3.6's additional data k' (32 random bytes) appended to h when given. */
static void rfc6979_init(rfc6979 *st, const uint8_t x[32], const uint8_t h[32], const uint8_t *extra)
{
    uint8_t sep[33], hx[64];
    memcpy(hx, h, 32);
    if (extra) memcpy(hx + 32, extra, 32);
    memset(st->v, 0x01, 32);
    memset(st->k, 0x00, 32);
    for (uint8_t round = 0; round < 2; round++) {
        memcpy(sep, st->v, 32);
        sep[32] = round;
        hmac(st->k, st->k, sep, 33, x, 32, hx, extra ? 64 : 32);
        hmac(st->v, st->k, st->v, 32, NULL, 0, NULL, 0);
    }
    pq8k_wipe(sep, sizeof sep);
    pq8k_wipe(hx, sizeof hx);
}

/* Step h: the next candidate k in [1, n-1]. */
static void rfc6979_next(rfc6979 *st, uint32_t k[BN_WORDS])
{
    static const uint8_t zero = 0;
    for (;;) {
        hmac(st->v, st->k, st->v, 32, NULL, 0, NULL, 0);
        pq8k_bn_from_be(k, st->v);
        /* a rejection depends on k alone, which is then discarded */
        int ok = pq8k_p256_scalar_in_range(k);
        hmac(st->k, st->k, st->v, 32, &zero, 1, NULL, 0);
        hmac(st->v, st->k, st->v, 32, NULL, 0, NULL, 0);
        if (ok)
            return;
    }
}

static int der_put_integer(uint8_t *out, const uint8_t be[32])
{
    int skip = 0;
    while (skip < 31 && be[skip] == 0)
        skip++;
    int pad = be[skip] >> 7, len = 32 - skip + pad;
    out[0] = 0x02;
    out[1] = (uint8_t)len;
    out[2] = 0;
    memcpy(out + 2 + pad, be + skip, (size_t)(32 - skip));
    return len + 2;
}

int pq8k_p256_keygen_from_seed(uint8_t pk[65], uint8_t sk[32], const uint8_t seed[32])
{
    uint32_t d[BN_WORDS];
    p256_fe x, y;
    if (!pk || !sk || !seed)
        return PQ8K_ERR_STATE;
    pq8k_bn_from_be(d, seed);
    if (!pq8k_p256_scalar_in_range(d)) {
        memset(pk, 0, 65);
        memset(sk, 0, 32);
        pq8k_wipe(d, sizeof d);
        return PQ8K_ERR_BAD_ENCODING;
    }
    pq8k_p256_base_mul_ct(x, y, d);
    pk[0] = 0x04;
    pq8k_bn_to_be(pk + 1, x);
    pq8k_bn_to_be(pk + 33, y);
    memmove(sk, seed, 32);
    pq8k_wipe(d, sizeof d);
    return 0;
}

int pq8k_p256_sign(uint8_t *sig, size_t *siglen, const uint8_t sk[32],
                   const uint8_t *digest, size_t digestlen)
{
    return pq8k_p256_sign_hedged(sig, siglen, sk, digest, digestlen, NULL);
}

int pq8k_p256_sign_hedged(uint8_t *sig, size_t *siglen, const uint8_t sk[32],
                          const uint8_t *digest, size_t digestlen, const uint8_t *extra)
{
    uint32_t d[BN_WORDS], e[BN_WORDS], k[BN_WORDS], r[BN_WORDS], s[BN_WORDS];
    uint8_t h[32], rb[32], sb[32];
    p256_fe x, y;
    rfc6979 st;

    if (!sig || !siglen || !sk || (!digest && digestlen))
        return PQ8K_ERR_STATE;
    memset(sig, 0, PQ8K_P256_SIG_MAX_BYTES);
    *siglen = 0;
    pq8k_bn_from_be(d, sk);
    if (!pq8k_p256_scalar_in_range(d))
        return PQ8K_ERR_BAD_ENCODING;
    pq8k_p256_digest_scalar(e, digest, digestlen);
    pq8k_bn_to_be(h, e);
    rfc6979_init(&st, sk, h, extra);
    for (;;) {
        rfc6979_next(&st, k);
        pq8k_p256_base_mul_ct(x, y, k);
        pq8k_bn_reduce_once(x, 0, pq8k_p256_n.m);     /* r = x mod n (x < p < 2n) */
        memcpy(r, x, sizeof r);
        pq8k_bn_mod_mul(s, r, d, &pq8k_p256_n);       /* r d */
        pq8k_bn_mod_add(s, s, e, pq8k_p256_n.m);      /* e + r d */
        pq8k_bn_mod_inv(k, k, &pq8k_p256_n);
        pq8k_bn_mod_mul(s, s, k, &pq8k_p256_n);
        /* r or s zero (probability 2^-256): the next k, as FIPS 186-5 says */
        if (!pq8k_bn_is_zero(r) && !pq8k_bn_is_zero(s))
            break;
    }
    pq8k_bn_to_be(rb, r);
    pq8k_bn_to_be(sb, s);
    size_t len = (size_t)der_put_integer(sig + 2, rb);
    len += (size_t)der_put_integer(sig + 2 + len, sb);
    sig[0] = 0x30;
    sig[1] = (uint8_t)len;
    *siglen = len + 2;
    pq8k_wipe(d, sizeof d);
    pq8k_wipe(k, sizeof k);
    pq8k_wipe(&st, sizeof st);
    pq8k_wipe(h, sizeof h);
    return 0;
}

#else
typedef int pq8k_p256_sign_unused; /* ISO C: no empty translation unit */
#endif
