/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA parameters for one level, chosen by PQ8K_MLDSA_LEVEL (44, 65, 87).
 *
 * Every .c file in src/mldsa/ is compiled once per level; MLDSA_NS() gives
 * each exported symbol its per-level prefix (pq8k_mldsa44_...). A level that
 * the configuration leaves out compiles to nothing (MLDSA_BUILT is 0).
 * Values: FIPS 204 Table 1 and the sizes of Table 2.
 */
#ifndef PQ8K_MLDSA_PARAMS_H
#define PQ8K_MLDSA_PARAMS_H

#include "pq8k/config.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/rounding.h"

#ifndef PQ8K_MLDSA_LEVEL
#error "compile src/mldsa/*.c with -DPQ8K_MLDSA_LEVEL=44, 65 or 87"
#endif

#define MLDSA_NS_CAT2(a, b, c) a##b##_##c
#define MLDSA_NS_CAT(a, b, c) MLDSA_NS_CAT2(a, b, c)
#define MLDSA_NS(s) MLDSA_NS_CAT(pq8k_mldsa, PQ8K_MLDSA_LEVEL, s)

#if PQ8K_MLDSA_LEVEL == 44
#define MLDSA_BUILT PQ8K_CONFIG_MLDSA44
#define MLDSA_SCHEME PQ8K_MLDSA44
#define MLDSA_K 4
#define MLDSA_L 4
#define MLDSA_ETA 2
#define MLDSA_TAU 39
#define MLDSA_BETA 78
#define MLDSA_GAMMA1_BITS 17
#define MLDSA_GAMMA2 MLDSA_GAMMA2_88
#define MLDSA_OMEGA 80
#define MLDSA_CTILDE 32
#elif PQ8K_MLDSA_LEVEL == 65
#define MLDSA_BUILT PQ8K_CONFIG_MLDSA65
#define MLDSA_SCHEME PQ8K_MLDSA65
#define MLDSA_K 6
#define MLDSA_L 5
#define MLDSA_ETA 4
#define MLDSA_TAU 49
#define MLDSA_BETA 196
#define MLDSA_GAMMA1_BITS 19
#define MLDSA_GAMMA2 MLDSA_GAMMA2_32
#define MLDSA_OMEGA 55
#define MLDSA_CTILDE 48
#elif PQ8K_MLDSA_LEVEL == 87
#define MLDSA_BUILT PQ8K_CONFIG_MLDSA87
#define MLDSA_SCHEME PQ8K_MLDSA87
#define MLDSA_K 8
#define MLDSA_L 7
#define MLDSA_ETA 2
#define MLDSA_TAU 60
#define MLDSA_BETA 120
#define MLDSA_GAMMA1_BITS 19
#define MLDSA_GAMMA2 MLDSA_GAMMA2_32
#define MLDSA_OMEGA 75
#define MLDSA_CTILDE 64
#else
#error "PQ8K_MLDSA_LEVEL must be 44, 65 or 87"
#endif

#define MLDSA_GAMMA1 (1u << MLDSA_GAMMA1_BITS)
#define MLDSA_Z_BITS (MLDSA_GAMMA1_BITS + 1)            /* z packed as gamma1 - z */
#define MLDSA_ETA_BITS (MLDSA_ETA == 2 ? 3 : 4)         /* s packed as eta - s */
#define MLDSA_W1_BITS (MLDSA_GAMMA2 == MLDSA_GAMMA2_88 ? 6 : 4)
#define MLDSA_T1_BITS 10
#define MLDSA_T0_BITS 13                                  /* t0 packed as 2^12 - t0 */

#define MLDSA_ZPOLY_BYTES (32 * MLDSA_Z_BITS)
#define MLDSA_ETAPOLY_BYTES (32 * MLDSA_ETA_BITS)
#define MLDSA_T1POLY_BYTES (32 * MLDSA_T1_BITS)
#define MLDSA_T0POLY_BYTES (32 * MLDSA_T0_BITS)
#define MLDSA_HINT_BYTES (MLDSA_OMEGA + MLDSA_K)

#define MLDSA_PK_BYTES (32 + MLDSA_K * MLDSA_T1POLY_BYTES)
#define MLDSA_SK_BYTES (128 + (MLDSA_K + MLDSA_L) * MLDSA_ETAPOLY_BYTES + MLDSA_K * MLDSA_T0POLY_BYTES)
#define MLDSA_SIG_BYTES (MLDSA_CTILDE + MLDSA_L * MLDSA_ZPOLY_BYTES + MLDSA_HINT_BYTES)

/* offsets inside sk and sig */
#define MLDSA_SK_S1 128
#define MLDSA_SK_S2 (MLDSA_SK_S1 + MLDSA_L * MLDSA_ETAPOLY_BYTES)
#define MLDSA_SK_T0 (MLDSA_SK_S2 + MLDSA_K * MLDSA_ETAPOLY_BYTES)
#define MLDSA_SIG_Z MLDSA_CTILDE
#define MLDSA_SIG_H (MLDSA_SIG_Z + MLDSA_L * MLDSA_ZPOLY_BYTES)

#endif
