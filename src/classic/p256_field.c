/* SPDX-License-Identifier: MIT */
/* The P-256 field (p256_field.h). */
#include "pq8k/config.h"
#include "classic/p256_field.h"

const uint32_t pq8k_p256_p[BN_WORDS] = {0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff};

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

/* The standard reduction as a matrix: column i of the result is
   t[i] + sum over j of k[i][j] t[8 + j] (FIPS 186-5 / SP 800-186: s1 + 2 s2
   + 2 s3 + s4 + s5 - d1 - d2 - d3 - d4, gathered by word). A loop over this
   table is a fifth of the size of the unrolled sums, for the flash budget. */
static const int8_t k_reduce[BN_WORDS][BN_WORDS] = {
    /* t8  t9 t10 t11 t12 t13 t14 t15 */
    {1, 1, 0, -1, -1, -1, -1, 0},
    {0, 1, 1, 0, -1, -1, -1, -1},
    {0, 0, 1, 1, 0, -1, -1, -1},
    {-1, -1, 0, 2, 2, 1, 0, -1},
    {0, -1, -1, 0, 2, 2, 1, 0},
    {0, 0, -1, -1, 0, 2, 2, 1},
    {-1, -1, 0, 0, 0, 1, 3, 2},
    {1, 0, -1, -1, -1, -1, 0, 3},
};

/* r = t mod p for the 512-bit t, one column at a time with a signed carry. */
static void reduce(uint32_t r[BN_WORDS], const uint32_t t[2 * BN_WORDS])
{
    int64_t acc = 0;
    for (int i = 0; i < BN_WORDS; i++) {
        acc += t[i];
        for (int j = 0; j < BN_WORDS; j++)
            acc += (int64_t)k_reduce[i][j] * t[BN_WORDS + j];
        r[i] = (uint32_t)acc;
        acc >>= 32;   /* arithmetic: gcc, clang and every target here */
    }
    /* two folds bring the carry to zero (the first leaves -1, 0 or 1, and
       then r is far from the edge it crossed); then r < 2^256 < 2p */
    int32_t c = fold(r, (int32_t)acc);
    fold(r, c);
    pq8k_bn_reduce_once(r, 0, pq8k_p256_p);
}

void pq8k_p256_fe_mul(p256_fe r, const p256_fe a, const p256_fe b)
{
    uint32_t t[2 * BN_WORDS];
    pq8k_bn_mul(t, a, b);
    reduce(r, t);
}

/* A plain product: pq8k_bn_sqr would save instructions but not the flash its
   own code takes, which the P-256 half's budget cannot spare. */
void pq8k_p256_fe_sqr(p256_fe r, const p256_fe a)
{
    pq8k_p256_fe_mul(r, a, a);
}

void pq8k_p256_fe_add(p256_fe r, const p256_fe a, const p256_fe b)
{
    pq8k_bn_mod_add(r, a, b, pq8k_p256_p);
}

void pq8k_p256_fe_sub(p256_fe r, const p256_fe a, const p256_fe b)
{
    pq8k_bn_mod_sub(r, a, b, pq8k_p256_p);
}

void pq8k_p256_fe_inv(p256_fe r, const p256_fe a)
{
    /* p - 2 = ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff fffffffd */
    static const uint32_t e[BN_WORDS] = {0xfffffffd, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff};
    p256_fe acc = {1};
    for (int i = 255; i >= 0; i--) {
        pq8k_p256_fe_sqr(acc, acc);
        if ((e[i >> 5] >> (i & 31)) & 1)
            pq8k_p256_fe_mul(acc, acc, a);
    }
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = acc[i];
}
