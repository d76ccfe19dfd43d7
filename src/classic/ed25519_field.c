/* SPDX-License-Identifier: MIT */
/* GF(2^255 - 19) (ed25519_field.h). */
#include "pq8k/config.h"
#include "classic/ed25519_field.h"
#include "common/bytes.h"

const uint32_t pq8k_ed_p[BN_WORDS] = {0xffffffed, 0xffffffff, 0xffffffff, 0xffffffff,
                                 0xffffffff, 0xffffffff, 0xffffffff, 0x7fffffff};

/* The loops below run over the eight words of an element and are unrolled:
   on the Cortex-M their own bookkeeping would cost about as much as their
   bodies, and they run a few thousand times a verification. */

/* r = r + c * 38 (c * 2^256 folded), then the rare second carry folded too:
   the result is below 2^256. */
static void fold38(ed_fe r, uint32_t c)
{
    uint64_t acc = (uint64_t)c * 38;
#pragma GCC unroll 8
    for (int i = 0; i < BN_WORDS; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    r[0] += (uint32_t)acc * 38;          /* a carry here leaves r[0] < 1444 */
}

/* r = t mod p, loosely (below 2^256): lo + 38 hi. */
static void reduce(ed_fe r, const uint32_t t[2 * BN_WORDS])
{
    uint64_t acc = 0;
#pragma GCC unroll 8
    for (int i = 0; i < BN_WORDS; i++) {
        acc += (uint64_t)t[i] + (uint64_t)38 * t[i + BN_WORDS];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold38(r, (uint32_t)acc);
}

void pq8k_ed_fe_mul(ed_fe r, const ed_fe a, const ed_fe b)
{
    uint32_t t[2 * BN_WORDS];
    pq8k_bn_mul_unrolled(t, a, b);
    reduce(r, t);
}

void pq8k_ed_fe_sqr(ed_fe r, const ed_fe a)
{
    uint32_t t[2 * BN_WORDS];
    pq8k_bn_sqr(t, a);
    reduce(r, t);
}

void pq8k_ed_fe_add(ed_fe r, const ed_fe a, const ed_fe b)
{
    uint64_t acc = 0;
#pragma GCC unroll 8
    for (int i = 0; i < BN_WORDS; i++) {
        acc += (uint64_t)a[i] + b[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold38(r, (uint32_t)acc);
}

void pq8k_ed_fe_sub(ed_fe r, const ed_fe a, const ed_fe b)
{
    /* a - b + 2^256 on a borrow: take 38 away (2^256 = 38); a second borrow
       leaves r above 2^256 - 38, whose low word then takes 38 more without
       borrowing */
    uint64_t acc = 0;
#pragma GCC unroll 8
    for (int i = 0; i < BN_WORDS; i++) {
        acc = (uint64_t)a[i] - b[i] - (uint32_t)(acc >> 63);
        r[i] = (uint32_t)acc;
    }
    acc = (uint64_t)r[0] - (uint32_t)(acc >> 63) * 38u;
    r[0] = (uint32_t)acc;
#pragma GCC unroll 8
    for (int i = 1; i < BN_WORDS; i++) {
        acc = (uint64_t)r[i] - (uint32_t)(acc >> 63);
        r[i] = (uint32_t)acc;
    }
    r[0] -= (uint32_t)(acc >> 63) * 38u;
}

void pq8k_ed_fe_canon(ed_fe r, const ed_fe a)
{
    /* a < 2^256 = 2p + 38: fold bit 255 (2^255 = 19), then below 2p */
    uint32_t top = a[7] >> 31;
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = a[i];
    r[7] &= 0x7fffffff;
    uint64_t acc = (uint64_t)top * 19;
    for (int i = 0; i < BN_WORDS; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    pq8k_bn_reduce_once(r, 0, pq8k_ed_p);
}

static void sqr_n(ed_fe r, const ed_fe a, int n)
{
    pq8k_ed_fe_sqr(r, a);
    while (--n > 0)
        pq8k_ed_fe_sqr(r, r);
}

/* a^(2^250 - 1) into r and a^11 into a11: the common prefix of the chains. */
static void pow_2_250_1(ed_fe r, ed_fe a11, const ed_fe a)
{
    ed_fe t0, t1, t2;
    pq8k_ed_fe_sqr(t0, a);                   /* 2 */
    sqr_n(t1, t0, 2);                   /* 8 */
    pq8k_ed_fe_mul(t1, a, t1);               /* 9 */
    pq8k_ed_fe_mul(a11, t0, t1);             /* 11 */
    pq8k_ed_fe_sqr(t0, a11);                 /* 22 */
    pq8k_ed_fe_mul(t0, t1, t0);              /* 2^5 - 1 */
    sqr_n(t1, t0, 5);
    pq8k_ed_fe_mul(t0, t1, t0);              /* 2^10 - 1 */
    sqr_n(t1, t0, 10);
    pq8k_ed_fe_mul(t1, t1, t0);              /* 2^20 - 1 */
    sqr_n(t2, t1, 20);
    pq8k_ed_fe_mul(t1, t2, t1);              /* 2^40 - 1 */
    sqr_n(t1, t1, 10);
    pq8k_ed_fe_mul(t0, t1, t0);              /* 2^50 - 1 */
    sqr_n(t1, t0, 50);
    pq8k_ed_fe_mul(t1, t1, t0);              /* 2^100 - 1 */
    sqr_n(t2, t1, 100);
    pq8k_ed_fe_mul(t1, t2, t1);              /* 2^200 - 1 */
    sqr_n(t1, t1, 50);
    pq8k_ed_fe_mul(r, t1, t0);               /* 2^250 - 1 */
}

void pq8k_ed_fe_inv(ed_fe r, const ed_fe a)
{
    ed_fe t, a11;
    pow_2_250_1(t, a11, a);
    sqr_n(t, t, 5);                     /* 2^255 - 32 */
    pq8k_ed_fe_mul(r, t, a11);               /* 2^255 - 21 = p - 2 */
}

void pq8k_ed_fe_pow22523(ed_fe r, const ed_fe a)
{
    ed_fe t, a11;
    pow_2_250_1(t, a11, a);
    sqr_n(t, t, 2);                     /* 2^252 - 4 */
    pq8k_ed_fe_mul(r, t, a);                 /* 2^252 - 3 = (p - 5) / 8 */
}

int pq8k_ed_fe_load(ed_fe r, const uint8_t in[32])
{
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = pq8k_load32_le(in + 4 * i);
    r[7] &= 0x7fffffff;
    return !pq8k_bn_lt(r, pq8k_ed_p);
}

void pq8k_ed_fe_store(uint8_t out[32], const ed_fe a)
{
    ed_fe c;
    pq8k_ed_fe_canon(c, a);
    for (int i = 0; i < BN_WORDS; i++) pq8k_store32_le(out + 4 * i, c[i]);
}
