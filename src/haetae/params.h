/* SPDX-License-Identifier: MIT */
/*
 * HAETAE parameters for one level, chosen by PQ8K_HAETAE_LEVEL (2, 3 or 5).
 *
 * Every .c file in src/haetae/ is compiled once per level; HAETAE_NS() gives
 * each non-static symbol a per-level prefix so the three builds link together.
 * Values follow the HAETAE v1.1.2 reference. Constants that the reference
 * computes with doubles at compile time (B0SQ, B1SQ, B2SQ, the hyperball
 * radius and the keygen threshold) are given here as the integers those double
 * expressions produce, so no floating point appears anywhere in pq8k.
 */
#ifndef PQ8K_HAETAE_PARAMS_H
#define PQ8K_HAETAE_PARAMS_H

#include "pq8k/config.h"
#include "haetae/all_levels/arith.h"

#ifndef PQ8K_HAETAE_LEVEL
#error "compile src/haetae/*.c with -DPQ8K_HAETAE_LEVEL=2, 3 or 5"
#endif

#define HAETAE_NS_CAT2(a, b, c) a##b##_##c
#define HAETAE_NS_CAT(a, b, c) HAETAE_NS_CAT2(a, b, c)
#define HAETAE_NS(s) HAETAE_NS_CAT(pq8k_haetae, PQ8K_HAETAE_LEVEL, s)

#if PQ8K_HAETAE_LEVEL == 2
#define HAETAE_K 2
#define HAETAE_L 4
#define HAETAE_TAU 58
#define HAETAE_D 1
#define HAETAE_ALPHA_H 512
#define HAETAE_LOG_ALPHA_H 9
#define HAETAE_SIGBYTES 1474
#define HAETAE_BASE_HB 132
#define HAETAE_BASE_H 7
#define HAETAE_B0SQ 96944109u
#define HAETAE_B1SQ 96805527u
#define HAETAE_B2SQ 163265017u
/* (uint64)(B0 * 2^13 + sqrt(n(k+l)) / 2), the hyperball radius in 2^-13 units */
#define HAETAE_RADIUS 80658615u
/* keygen rejects when the singular-value estimate exceeds gamma^2 * n = 611098.67 */
#define HAETAE_SV_MAX 611098
#elif PQ8K_HAETAE_LEVEL == 3
#define HAETAE_K 3
#define HAETAE_L 6
#define HAETAE_TAU 80
#define HAETAE_D 1
#define HAETAE_ALPHA_H 512
#define HAETAE_LOG_ALPHA_H 9
#define HAETAE_SIGBYTES 2349
#define HAETAE_BASE_HB 376
#define HAETAE_BASE_H 127
#define HAETAE_B0SQ 335438492u
#define HAETAE_B1SQ 335171879u
#define HAETAE_B2SQ 479901314u
#define HAETAE_RADIUS 150036340u
#define HAETAE_SV_MAX 852505 /* gamma^2 * n = 852505.05 */
#elif PQ8K_HAETAE_LEVEL == 5
#define HAETAE_K 4
#define HAETAE_L 7
#define HAETAE_TAU 128
#define HAETAE_D 0
#define HAETAE_ALPHA_H 256
#define HAETAE_LOG_ALPHA_H 8
#define HAETAE_SIGBYTES 2948
#define HAETAE_BASE_HB 501
#define HAETAE_BASE_H 358
#define HAETAE_B0SQ 499239142u
#define HAETAE_B1SQ 498849991u
#define HAETAE_B2SQ 597386433u
#define HAETAE_RADIUS 183039289u
#define HAETAE_SV_MAX 778065 /* gamma^2 * n = 778065.13 */
#else
#error "PQ8K_HAETAE_LEVEL must be 2, 3 or 5"
#endif

#define HAETAE_M (HAETAE_L - 1)          /* columns of A0 = length of s1 */
#define HAETAE_KL (HAETAE_K + HAETAE_L)  /* polynomials per hyperball sample */
#define HAETAE_SEEDBYTES 32
#define HAETAE_CRHBYTES 64

/* High bits of values mod 2q live in [0, HAETAE_HBMOD). */
#define HAETAE_HBMOD ((2 * HAETAE_Q - 2) / HAETAE_ALPHA_H) /* 252 or 504 */

/* Packed sizes. b1 takes 15 bits per coefficient (d = 1), NTT(-2b) 16 bits. */
#if HAETAE_D == 1
#define HAETAE_POLYB_BYTES 480
#define HAETAE_POLYS2_BYTES 96 /* s2 in [-2, 2]: 3 bits */
#else
#define HAETAE_POLYB_BYTES 512
#define HAETAE_POLYS2_BYTES 64 /* s2 in [-1, 1]: 2 bits */
#endif
#define HAETAE_POLYS1_BYTES 64
#define HAETAE_PKBYTES (HAETAE_SEEDBYTES + HAETAE_K * HAETAE_POLYB_BYTES)
#define HAETAE_SKBYTES (HAETAE_PKBYTES + HAETAE_M * HAETAE_POLYS1_BYTES + \
                        HAETAE_K * HAETAE_POLYS2_BYTES + HAETAE_SEEDBYTES)
#define HAETAE_SK_S1 HAETAE_PKBYTES
#define HAETAE_SK_S2 (HAETAE_SK_S1 + HAETAE_M * HAETAE_POLYS1_BYTES)
#define HAETAE_SK_KEY (HAETAE_SK_S2 + HAETAE_K * HAETAE_POLYS2_BYTES)

/* Signature layout: c bits | LowBits(z1) | off_hb | off_h | rANS(hb) | rANS(h) | zeros. */
#define HAETAE_SIG_LB 32
#define HAETAE_SIG_OFF (HAETAE_SIG_LB + HAETAE_L * HAETAE_N)
#define HAETAE_SIG_STREAMS (HAETAE_SIG_OFF + 2)

/* One row of the challenge input: the high bits of one polynomial, 288 bytes. */
#define HAETAE_HB_ROWBYTES 288

#endif
