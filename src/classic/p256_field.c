/* SPDX-License-Identifier: MIT */
/* The P-256 field (p256_field.h). */
#include "pq8k/config.h"
#include "classic/p256_field.h"

const uint32_t p256_p[BN_WORDS] = {0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff};

/* Adds c * 2^256 mod p = c * (2^224 - 2^192 - 2^96 + 1) to r; returns the
   signed carry out of bit 256. */
static int32_t fold(uint32_t r[BN_WORDS], int32_t c)
{
    static const int8_t k[BN_WORDS] = {1, 0, 0, -1, 0, 0, -1, 1};
    int64_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        acc += (int64_t)r[i] + (int64_t)k[i] * c;
        r[i] = (uint32_t)acc;
        acc >>= 32;   /* arithmetic: gcc, clang and every target here */
    }
    return (int32_t)acc;
}

/* r = t mod p for the 512-bit t: the nine-term sum of the standard
   reduction, one column (word) at a time with a signed carry. */
static void reduce(uint32_t r[BN_WORDS], const uint32_t t[2 * BN_WORDS])
{
    const int64_t c8 = t[8], c9 = t[9], c10 = t[10], c11 = t[11];
    const int64_t c12 = t[12], c13 = t[13], c14 = t[14], c15 = t[15];
    int64_t col[BN_WORDS];
    col[0] = c8 + c9 - c11 - c12 - c13 - c14;
    col[1] = c9 + c10 - c12 - c13 - c14 - c15;
    col[2] = c10 + c11 - c13 - c14 - c15;
    col[3] = 2 * c11 + 2 * c12 + c13 - c15 - c8 - c9;
    col[4] = 2 * c12 + 2 * c13 + c14 - c9 - c10;
    col[5] = 2 * c13 + 2 * c14 + c15 - c10 - c11;
    col[6] = 3 * c14 + 2 * c15 + c13 - c8 - c9;
    col[7] = 3 * c15 + c8 - c10 - c11 - c12 - c13;
    int64_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        acc += col[i] + t[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    /* two folds bring the carry to zero (the first leaves -1, 0 or 1, and
       then r is far from the edge it crossed); then r < 2^256 < 2p */
    int32_t c = fold(r, (int32_t)acc);
    fold(r, c);
    bn_reduce_once(r, 0, p256_p);
}

void p256_fe_mul(p256_fe r, const p256_fe a, const p256_fe b)
{
    uint32_t t[2 * BN_WORDS];
    bn_mul(t, a, b);
    reduce(r, t);
}

void p256_fe_sqr(p256_fe r, const p256_fe a)
{
    p256_fe_mul(r, a, a);
}

void p256_fe_add(p256_fe r, const p256_fe a, const p256_fe b)
{
    bn_mod_add(r, a, b, p256_p);
}

void p256_fe_sub(p256_fe r, const p256_fe a, const p256_fe b)
{
    bn_mod_sub(r, a, b, p256_p);
}

void p256_fe_inv(p256_fe r, const p256_fe a)
{
    /* p - 2 = ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff fffffffd */
    static const uint32_t e[BN_WORDS] = {0xfffffffd, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff};
    p256_fe acc = {1};
    for (int i = 255; i >= 0; i--) {
        p256_fe_sqr(acc, acc);
        if ((e[i >> 5] >> (i & 31)) & 1)
            p256_fe_mul(acc, acc, a);
    }
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = acc[i];
}
