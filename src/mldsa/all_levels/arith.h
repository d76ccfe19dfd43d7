/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic modulo q = 8380417 on unsigned 32-bit representatives.
 *
 * Everything stays unsigned so that no step depends on how C shifts negative
 * numbers. mont() is Montgomery multiplication (R = 2^32): it returns a value
 * congruent to a*b/R and below 2q whenever a*b < q*2^32; callers keep their
 * operands inside that bound (the bounds are noted where values grow).
 * All helpers are branch-free.
 */
#ifndef PQ8K_MLDSA_ARITH_H
#define PQ8K_MLDSA_ARITH_H

#include <stdint.h>
#include "common/mul64.h"

#define MLDSA_Q 8380417u
#define MLDSA_N 256
#define MLDSA_D 13
#define MLDSA_QNEG 4236238847u /* -q^-1 mod 2^32 */
#define MLDSA_MONT_R2 2365951u  /* 2^64 mod q: mont(x, R2) = x*2^32 mod q */

static inline uint32_t mldsa_mont(uint32_t a, uint32_t b)
{
    uint64_t p = pq8k_umul64(a, b);
    uint32_t t = (uint32_t)p * MLDSA_QNEG;
    /* t q with q = 2^23 - 2^13 + 1: shifts, no multiply */
    return (uint32_t)((p + ((uint64_t)t << 23) - ((uint64_t)t << 13) + t) >> 32);
}

/* mldsa_mont for public operands (verification): the plain 64-bit product,
   whose time may depend on the operands on the Cortex-M3 */
static inline uint32_t mldsa_mont_public(uint32_t a, uint32_t b)
{
#if defined(__arm__) && defined(__thumb2__)
    /* the same three steps as below in three instructions: gcc spells the
       64-bit add as umull + adds + adc instead of one umlal */
    uint32_t lo, hi, t;
    __asm__("umull %0, %1, %3, %4\n\t"
            "mul %2, %0, %5\n\t"
            "umlal %0, %1, %2, %6"
            : "=&r"(lo), "=&r"(hi), "=&r"(t)
            : "r"(a), "r"(b), "r"(MLDSA_QNEG), "r"(MLDSA_Q));
    (void)lo;
    return hi;
#elif defined(__ARM_ARCH_6M__)
    /* ARMv6-M has no long multiply: the plain product below would be two
       calls to libgcc's __aeabi_lmul; mldsa_mont's four inline MULS and
       shifts are the same function and several times faster there */
    return mldsa_mont(a, b);
#else
    uint64_t p = (uint64_t)a * b;
    uint32_t t = (uint32_t)p * MLDSA_QNEG;
    return (uint32_t)((p + (uint64_t)t * MLDSA_Q) >> 32);
#endif
}

/* [0, 2q) -> [0, q) */
static inline uint32_t mldsa_csub(uint32_t a)
{
    a -= MLDSA_Q;
    return a + (MLDSA_Q & (0u - (a >> 31)));
}

/* any 32-bit value -> [0, q): mont(a, 2^32 mod q) = a mod q, below 2q */
static inline uint32_t mldsa_reduce(uint32_t a)
{
    return mldsa_csub(mldsa_mont(a, 4193792u));
}

/* signed x in [-q, q) -> [0, q) */
static inline uint32_t mldsa_from_signed(int32_t x)
{
    uint32_t u = (uint32_t)x;
    return u + (MLDSA_Q & (0u - (u >> 31)));
}

/* (a - b) mod q for a, b in [0, q) */
static inline uint32_t mldsa_sub(uint32_t a, uint32_t b)
{
    return mldsa_csub(a + MLDSA_Q - b);
}

/* (a + b) mod q for a, b in [0, q) */
static inline uint32_t mldsa_add(uint32_t a, uint32_t b)
{
    return mldsa_csub(a + b);
}

/* |x| for |x| < 2^31, branch-free */
static inline uint32_t mldsa_abs(int32_t x)
{
    uint32_t u = (uint32_t)x, neg = u >> 31;
    return (u ^ (0u - neg)) + neg;
}

/* 1 if a >= bound, else 0 (both below 2^31) */
static inline uint32_t mldsa_ge(uint32_t a, uint32_t bound)
{
    return ((bound - 1u - a) >> 31) & 1u;
}

#endif
