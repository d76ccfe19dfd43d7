/* SPDX-License-Identifier: MIT */
/* ECDSA-P256 verification (p256.h): strict DER, range checks, the equation. */
#include <string.h>
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "common/attributes.h"
#include "classic/p256.h"
#include "classic/p256_point.h"
#include "classic/p256_scalar.h"

#if PQ8K_CONFIG_P256

/* One DER INTEGER at *pos: minimal, positive, at most 256 bits, into out
   (32 bytes big-endian). Returns 0 or -1. */
static int der_integer(uint8_t out[32], const uint8_t *der, size_t end, size_t *pos)
{
    size_t p = *pos;
    if (end - p < 2 || der[p] != 0x02)
        return -1;
    size_t len = der[p + 1];
    p += 2;
    if (len == 0 || len > 33 || len > end - p)
        return -1;
    if (der[p] & 0x80)
        return -1;                          /* negative */
    if (der[p] == 0 && (len == 1 || !(der[p + 1] & 0x80)))
        return -1;                          /* zero, or a superfluous leading 0 */
    if (len == 33 && der[p] != 0)
        return -1;                          /* more than 256 bits */
    if (len == 33) {                        /* the 0 before a top bit: skip it */
        p++;
        len--;
    }
    memset(out, 0, 32);
    memcpy(out + 32 - len, der + p, len);
    *pos = p + len;
    return 0;
}

/* Ecdsa-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }, exactly. */
static int der_signature(uint8_t raw[64], const uint8_t *sig, size_t siglen)
{
    size_t pos = 2;
    if (siglen < 8 || siglen > PQ8K_P256_SIG_MAX_BYTES || sig[0] != 0x30 || sig[1] != siglen - 2)
        return -1;                          /* short-form length only: the content is < 128 B */
    if (der_integer(raw, sig, siglen, &pos) || der_integer(raw + 32, sig, siglen, &pos))
        return -1;
    return pos == siglen ? 0 : -1;
}

/* x(R) mod n == r, with R = (X/Z^2, ...): X == r Z^2, or (r + n) Z^2 when
   r + n < p. z2 and t are the caller's scratch. */
static int x_matches(const p256_point *pt, const uint32_t r[BN_WORDS], p256_fe z2, p256_fe t)
{
    pq8k_p256_fe_sqr(z2, pt->z);
    pq8k_p256_fe_mul(t, r, z2);                  /* r < n < p */
    if (memcmp(t, pt->x, sizeof(p256_fe)) == 0)
        return 1;
    if (pq8k_bn_add(t, r, pq8k_p256_n.m) || !pq8k_bn_lt(t, pq8k_p256_p))
        return 0;
    pq8k_p256_fe_mul(t, t, z2);
    return memcmp(t, pt->x, sizeof(p256_fe)) == 0;
}

/* The verification in the workspace w of the DER signature der (derlen
   bytes), or with der NULL of r || s already in w->u.raw. One function for
   the three entries: a plain call's stack is its workspace and this frame. */
static PQ8K_NOINLINE int verify(const uint8_t pk[65], const uint8_t *der, size_t derlen,
                                const uint8_t *digest, size_t digestlen, pq8k_p256_ws *w)
{
    p256_point *pt = &w->pt;                /* Q on entry to the multiplication */

    if (der && der_signature(w->u.raw, der, derlen))
        return PQ8K_ERR_BAD_ENCODING;
    if (!pk || (!digest && digestlen))
        return PQ8K_ERR_STATE;
    if (pk[0] != 0x04)
        return PQ8K_ERR_BAD_ENCODING;
    pq8k_bn_from_be(pt->x, pk + 1);
    pq8k_bn_from_be(pt->y, pk + 33);
    if (!pq8k_bn_lt(pt->x, pq8k_p256_p) || !pq8k_bn_lt(pt->y, pq8k_p256_p) ||
        !pq8k_p256_on_curve(pt->x, pt->y))
        return PQ8K_ERR_BAD_ENCODING;
    pq8k_bn_from_be(w->r, w->u.raw);
    pq8k_bn_from_be(w->s, w->u.raw + 32);        /* w->u.raw is dead from here */
    if (!pq8k_p256_scalar_in_range(w->r) || !pq8k_p256_scalar_in_range(w->s))
        return PQ8K_ERR_BAD_ENCODING;

    pq8k_bn_mod_inv(w->s, w->s, &pq8k_p256_n);        /* w = s^-1 */
    pq8k_bn_mod_mul(pt->z, w->r, w->s, &pq8k_p256_n); /* u2 = r w (pt->z is free until the multiplication) */
    pq8k_p256_digest_scalar(w->e, digest, digestlen);
    pq8k_bn_mod_mul(w->e, w->e, w->s, &pq8k_p256_n);  /* u1 = e w */
    memcpy(w->s, pt->z, sizeof w->s);
    pq8k_p256_double_mul(pt, w->e, w->s, &w->u.mul);
    /* scratch: s, and pt->z once x_matches has squared it */
    if (pq8k_bn_is_zero(pt->z) || !x_matches(pt, w->r, w->s, pt->z))
        return PQ8K_ERR_BAD_SIGNATURE;
    return 0;
}

int pq8k_p256_verify_raw(const uint8_t pk[65], const uint8_t sig[64],
                         const uint8_t *digest, size_t digestlen)
{
    pq8k_p256_ws w;
    if (!sig)
        return PQ8K_ERR_STATE;
    memcpy(w.u.raw, sig, sizeof w.u.raw);
    return verify(pk, NULL, 0, digest, digestlen, &w);
}

int pq8k_p256_verify_ws(const uint8_t pk[65], const uint8_t *sig, size_t siglen,
                        const uint8_t *digest, size_t digestlen, pq8k_p256_ws *ws)
{
    if (!sig || !ws)
        return PQ8K_ERR_STATE;
    return verify(pk, sig, siglen, digest, digestlen, ws);
}

int pq8k_p256_verify(const uint8_t pk[65], const uint8_t *sig, size_t siglen,
                     const uint8_t *digest, size_t digestlen)
{
    pq8k_p256_ws w;
    if (!sig)
        return PQ8K_ERR_STATE;
    return verify(pk, sig, siglen, digest, digestlen, &w);
}

#else
typedef int pq8k_p256_ecdsa_unused; /* ISO C: no empty translation unit */
#endif
