/* SPDX-License-Identifier: MIT */
/* 256-bit integer and Montgomery arithmetic shared by P-256 and Ed25519 (bn256.h). */
#include "classic/bn256.h"
#include "common/bytes.h"

void pq8k_bn_from_be(uint32_t r[BN_WORDS], const uint8_t in[32])
{
    for (int i = 0; i < BN_WORDS; i++) {
        r[i] = pq8k_load32_be(in + 28 - 4 * i);
    }
}

void pq8k_bn_to_be(uint8_t out[32], const uint32_t a[BN_WORDS])
{
    for (int i = 0; i < BN_WORDS; i++) {
        pq8k_store32_be(out + 28 - 4 * i, a[i]);
    }
}

uint32_t pq8k_bn_add(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS])
{
    uint64_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        acc += (uint64_t)a[i] + b[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    return (uint32_t)acc;
}

uint32_t pq8k_bn_sub(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS])
{
    uint64_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        acc = (uint64_t)a[i] - b[i] - (uint32_t)(acc >> 63);
        r[i] = (uint32_t)acc;
    }
    return (uint32_t)(acc >> 63);
}

uint32_t pq8k_bn_is_zero(const uint32_t a[BN_WORDS])
{
    uint32_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++)
        acc |= a[i];
    return (uint32_t)(((uint64_t)acc - 1) >> 32);
}

uint32_t pq8k_bn_lt(const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS])
{
    uint32_t t[BN_WORDS];
    return 0u - pq8k_bn_sub(t, a, b);
}

void pq8k_bn_cmov(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], uint32_t mask)
{
    for (int i = 0; i < BN_WORDS; i++)
        r[i] ^= mask & (r[i] ^ a[i]);
}

/* One row of the schoolbook product: r[0..8] = r[0..7] + a * b. Unrolled:
   the loop's own bookkeeping would cost as much as its multiply-adds. */
#define MUL_STEP(j)                                               \
    do {                                                          \
        uint64_t t_ = (uint64_t)a * b[j] + r[j] + carry;          \
        r[j] = (uint32_t)t_;                                      \
        carry = (uint32_t)(t_ >> 32);                             \
    } while (0)

static void mul_row(uint32_t r[BN_WORDS + 1], uint32_t a, const uint32_t b[BN_WORDS])
{
    uint32_t carry = 0;
    MUL_STEP(0);
    MUL_STEP(1);
    MUL_STEP(2);
    MUL_STEP(3);
    MUL_STEP(4);
    MUL_STEP(5);
    MUL_STEP(6);
    MUL_STEP(7);
    r[BN_WORDS] = carry;
}

void pq8k_bn_mul(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS])
{
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = 0;
    for (int i = 0; i < BN_WORDS; i++)
        mul_row(r + i, a[i], b);
}

/* Two rows of the schoolbook product at once: r[0..9] = r[0..7] + (a0 +
   a1 2^32) b, each b[j] and r[j] loaded once for two products; the first pair
   writes r[0..9] = (a0 + a1 2^32) b without reading r, so that nothing zeroes
   r (a zeroing loop becomes a call to the byte-wise memset of the bare-metal
   libc). Unrolled: the loop's own bookkeeping would cost as much as its
   multiply-adds. */
static inline __attribute__((always_inline)) void mul_rows2_body(uint32_t r[BN_WORDS + 2],
                                                                uint32_t a0, uint32_t a1,
                                                                const uint32_t b[BN_WORDS],
                                                                int first)
{
    uint64_t t = (uint64_t)a0 * b[0] + (first ? 0 : r[0]);
    uint32_t c0 = (uint32_t)(t >> 32), c1 = 0;
    r[0] = (uint32_t)t;
#pragma GCC unroll 8
    for (int j = 1; j < BN_WORDS; j++) {
        t = (uint64_t)a0 * b[j] + (first ? 0 : r[j]) + c0;
        c0 = (uint32_t)(t >> 32);
        uint64_t u = (uint64_t)a1 * b[j - 1] + (uint32_t)t + c1;
        r[j] = (uint32_t)u;
        c1 = (uint32_t)(u >> 32);
    }
    uint64_t u = (uint64_t)a1 * b[BN_WORDS - 1] + c0 + c1;
    r[BN_WORDS] = (uint32_t)u;
    r[BN_WORDS + 1] = (uint32_t)(u >> 32);
}

static void mul_rows2_first(uint32_t r[BN_WORDS + 2], uint32_t a0, uint32_t a1,
                            const uint32_t b[BN_WORDS])
{
    mul_rows2_body(r, a0, a1, b, 1);
}

static void mul_rows2(uint32_t r[BN_WORDS + 2], uint32_t a0, uint32_t a1, const uint32_t b[BN_WORDS])
{
    mul_rows2_body(r, a0, a1, b, 0);
}

void pq8k_bn_mul_unrolled(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS])
{
    mul_rows2_first(r, a[0], a[1], b);
    for (int i = 2; i < BN_WORDS; i += 2)
        mul_rows2(r + i, a[i], a[i + 1], b);
}

/* Rows i and i + 1 of the squaring's cross products, a[i] a[j] (j > i) and
   a[i + 1] a[j] (j > i + 1), added into r[2i + 1 ..] like mul_rows2 does
   (the pair of rows 0 and 1 writes r[1..9] without reading); i constant once
   inlined, so the compiler unrolls and drops the dead terms. */
static inline __attribute__((always_inline)) void sqr_rows2(uint32_t r[2 * BN_WORDS],
                                                           const uint32_t a[BN_WORDS], int i)
{
    uint32_t a0 = a[i], a1 = a[i + 1], c0 = 0, c1 = 0;
#pragma GCC unroll 8
    for (int j = i + 1; j < BN_WORDS; j++) {
        uint64_t t = (uint64_t)a0 * a[j] + (i == 0 ? 0 : r[i + j]) + c0;
        c0 = (uint32_t)(t >> 32);
        uint64_t u = (uint32_t)t;
        if (j >= i + 3)
            u += (uint64_t)a1 * a[j - 1] + c1;
        r[i + j] = (uint32_t)u;
        c1 = (uint32_t)(u >> 32);
    }
    uint64_t u = (uint64_t)a1 * a[BN_WORDS - 1] + c0 + c1;
    r[i + BN_WORDS] = (uint32_t)u;
    r[i + BN_WORDS + 1] = (uint32_t)(u >> 32);
}

void pq8k_bn_sqr(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS])
{
    /* the products a[i] a[j], i < j, once (28 multiplications); doubled; plus
       the eight squares */
    r[0] = 0;
    r[2 * BN_WORDS - 1] = 0;
    sqr_rows2(r, a, 0);
    sqr_rows2(r, a, 2);
    sqr_rows2(r, a, 4);
    uint64_t t = (uint64_t)a[6] * a[7] + r[13];
    r[13] = (uint32_t)t;
    r[14] = (uint32_t)(t >> 32);
    /* the cross products sum below 2^511: doubling loses no bit */
    uint64_t acc = 0;
    uint32_t top = 0;
#pragma GCC unroll 8
    for (int i = 0; i < BN_WORDS; i++) {
        uint64_t sq = (uint64_t)a[i] * a[i];
        uint32_t x0 = r[2 * i], x1 = r[2 * i + 1];
        acc += (uint64_t)(x0 << 1 | top) + (uint32_t)sq;
        r[2 * i] = (uint32_t)acc;
        acc = (acc >> 32) + (x1 << 1 | x0 >> 31) + (sq >> 32);
        r[2 * i + 1] = (uint32_t)acc;
        acc >>= 32;
        top = x1 >> 31;
    }
}

void pq8k_bn_reduce_once(uint32_t r[BN_WORDS], uint32_t carry, const uint32_t m[BN_WORDS])
{
    uint32_t t[BN_WORDS];
    uint32_t borrow = pq8k_bn_sub(t, r, m);
    /* keep the difference unless it borrowed without an incoming carry */
    pq8k_bn_cmov(r, t, 0u - (carry | (borrow ^ 1u)));
}

void pq8k_bn_mod_add(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const uint32_t m[BN_WORDS])
{
    uint32_t carry = pq8k_bn_add(r, a, b);
    pq8k_bn_reduce_once(r, carry, m);
}

void pq8k_bn_mod_sub(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const uint32_t m[BN_WORDS])
{
    uint32_t t[BN_WORDS];
    uint32_t mask = 0u - pq8k_bn_sub(r, a, b);
    for (int i = 0; i < BN_WORDS; i++)
        t[i] = m[i] & mask;
    pq8k_bn_add(r, r, t);
}

/* Montgomery reduction of the 512-bit t, word by word (REDC). */
static void mont_reduce(uint32_t r[BN_WORDS], uint32_t t[2 * BN_WORDS], const bn_modulus *mod)
{
    uint32_t hi = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        uint32_t q = t[i] * mod->n0, carry = 0;
        for (int j = 0; j < BN_WORDS; j++) {
            uint64_t s = (uint64_t)q * mod->m[j] + t[i + j] + carry;
            t[i + j] = (uint32_t)s;
            carry = (uint32_t)(s >> 32);
        }
        uint64_t s = (uint64_t)t[i + BN_WORDS] + carry + hi;
        t[i + BN_WORDS] = (uint32_t)s;
        hi = (uint32_t)(s >> 32);
    }
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = t[i + BN_WORDS];
    pq8k_bn_reduce_once(r, hi, mod->m);
}

void pq8k_bn_mont_mul(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                 const bn_modulus *mod)
{
    uint32_t t[2 * BN_WORDS];
    pq8k_bn_mul(t, a, b);
    mont_reduce(r, t, mod);
}

void pq8k_bn_mod_mul(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const bn_modulus *mod)
{
    uint32_t t[BN_WORDS];
    pq8k_bn_mont_mul(t, a, b, mod);         /* a b / R */
    pq8k_bn_mont_mul(r, t, mod->r2, mod);   /* a b */
}

void pq8k_bn_mod_inv(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const bn_modulus *mod)
{
    static const uint32_t two[BN_WORDS] = {2};
    uint32_t e[BN_WORDS], am[BN_WORDS], acc[BN_WORDS];
    pq8k_bn_sub(e, mod->m, two);             /* public exponent m - 2 */
    pq8k_bn_mont_mul(am, a, mod->r2, mod);   /* a R */
    pq8k_bn_mont_mul(acc, mod->r2, (const uint32_t[BN_WORDS]){1}, mod); /* R mod m: one */
    for (int i = 255; i >= 0; i--) {
        pq8k_bn_mont_mul(acc, acc, acc, mod);
        if ((e[i >> 5] >> (i & 31)) & 1)
            pq8k_bn_mont_mul(acc, acc, am, mod);
    }
    pq8k_bn_mont_mul(r, acc, (const uint32_t[BN_WORDS]){1}, mod); /* out of Montgomery form */
}
