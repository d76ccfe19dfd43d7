/* SPDX-License-Identifier: MIT */
/*
 * 32 x 32 -> 64-bit products for code that multiplies secrets.
 *
 * The Cortex-M3's UMULL/SMULL/UMLAL/SMLAL finish early when the operands are
 * small (3-5 cycles, Arm's Cortex-M3 TRM), which leaks their size; its
 * 32-bit MUL takes one cycle whatever the operands. With
 * PQ8K_CONFIG_CT_MUL16 (on by default for ARMv7-M without DSP, i.e. the
 * Cortex-M3) the products are assembled from four 16 x 16 -> 32-bit MULs,
 * the approach of Greconici, Kannwischer and Sprenkels (TCHES 2021) for
 * Dilithium on the M3. ARMv6-M (the Cortex-M0/M0+) has no long multiply at
 * all: a plain C product there calls libgcc's __aeabi_lmul, whose ARMv6-M
 * build branches on the carry out of the middle partial products (gcc 12,
 * docs/security.md), so the same four fixed-latency MULS are used there too
 * (and inline they cost less than the call). Elsewhere they are the plain C
 * products (the M4's UMULL is single-cycle). make ct-m3 and make ct-m0
 * (scripts/ct-check.py) check the m3 and m0 builds.
 */
#ifndef PQ8K_MUL64_H
#define PQ8K_MUL64_H

#include <stdint.h>

#include "pq8k/config.h" /* PQ8K_CONFIG_CT_MUL16 */

#if PQ8K_CONFIG_CT_MUL16
/* hides a value from the optimiser, which would otherwise fuse the pieces
   below back into a long multiply (gcc does, for constant operands) */
#if defined(__GNUC__)
#define PQ8K_CT_BARRIER(x) __asm__("" : "+r"(x))
#else
#define PQ8K_CT_BARRIER(x) ((void)0)
#endif

static inline uint64_t pq8k_umul64(uint32_t a, uint32_t b)
{
    PQ8K_CT_BARRIER(a);
    PQ8K_CT_BARRIER(b);
    uint32_t al = a & 0xFFFFu, ah = a >> 16, bl = b & 0xFFFFu, bh = b >> 16;
    uint32_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint32_t mid = lh + (ll >> 16) + (hl & 0xFFFFu); /* <= 2^32 - 1 */
    uint32_t lo = (mid << 16) | (ll & 0xFFFFu);
    uint32_t hi = hh + (hl >> 16) + (mid >> 16);
    return ((uint64_t)hi << 32) | lo;
}

/* two's complement: a*b = ua*ub - 2^32 (ub [a < 0] + ua [b < 0]) mod 2^64 */
static inline int64_t pq8k_smul64(int32_t a, int32_t b)
{
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
    uint32_t fix = (ub & (0u - (ua >> 31))) + (ua & (0u - (ub >> 31)));
    return (int64_t)(pq8k_umul64(ua, ub) - ((uint64_t)fix << 32));
}
#else
static inline uint64_t pq8k_umul64(uint32_t a, uint32_t b) { return (uint64_t)a * b; }
static inline int64_t pq8k_smul64(int32_t a, int32_t b) { return (int64_t)a * b; }
#endif

#endif
