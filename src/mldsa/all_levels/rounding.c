/* SPDX-License-Identifier: MIT */
#include "mldsa/all_levels/rounding.h"
#include "mldsa/all_levels/arith.h"

uint32_t pq8k_mldsa_power2round(int32_t *t0, uint32_t r)
{
    uint32_t t1 = (r + (1u << (MLDSA_D - 1)) - 1) >> MLDSA_D;
    *t0 = (int32_t)r - (int32_t)(t1 << MLDSA_D);
    return t1;
}

/*
 * r1 = floor((r + gamma2 - 1) / (2 gamma2)), the multiplier rounding that
 * puts r0 in (-gamma2, gamma2]. Signing calls this on secret values (w - c s2,
 * w - c s2 + c t0), so it uses neither a divide (UDIV's time varies on
 * Cortex-M) nor a 64-bit product (the Cortex-M3's UMULL ends early on small
 * operands): 2 gamma2 is 2^11 * 93 (gamma2 = (q-1)/88) or 2^9 * 1023
 * ((q-1)/32), so the power of two is shifted off first and the odd factor
 * is divided by a multiply whose product stays below 2^30 (32-bit MUL, one
 * cycle on every core). Exact for every r < q: test_mldsa checks all of
 * them against the definition. The top value r1 = (q-1)/(2 gamma2) wraps to
 * 0, and r0 then loses 1 (FIPS 204 Algorithm 36, line 4).
 */
uint32_t pq8k_mldsa_decompose(int32_t *r0, uint32_t r, uint32_t gamma2)
{
    uint32_t x = r + gamma2 - 1, r1, top, wrap;
    if (gamma2 == MLDSA_GAMMA2_88) { /* parameter choice, not data */
        r1 = ((x >> 11) * 5638u) >> 19;   /* 5638 = ceil(2^19 / 93) */
        top = 44;
    } else {
        r1 = ((x >> 9) * 32801u) >> 25;   /* 32801 = ceil(2^25 / 1023) */
        top = 16;
    }
    *r0 = (int32_t)r - (int32_t)(r1 * 2 * gamma2);
    wrap = 0u - (((r1 ^ top) - 1u) >> 31); /* all ones if r1 == top */
    r1 &= ~wrap;
    *r0 -= (int32_t)(wrap & 1u);
    return r1;
}

uint32_t pq8k_mldsa_highbits(uint32_t r, uint32_t gamma2)
{
    int32_t r0;
    return pq8k_mldsa_decompose(&r0, r, gamma2);
}

/* Only verification uses hints, on public data: branches are fine here. */
uint32_t pq8k_mldsa_use_hint(uint32_t r, unsigned h, uint32_t gamma2)
{
    int32_t r0;
    uint32_t r1 = pq8k_mldsa_decompose(&r0, r, gamma2);
    /* (q - 1) / (2 gamma2) without a divide (UDIV's time varies on the M3) */
    uint32_t m = gamma2 == MLDSA_GAMMA2_88 ? 44u : 16u;
    if (h == 0) return r1;
    if (r0 > 0) return r1 + 1 == m ? 0 : r1 + 1;
    return r1 == 0 ? m - 1 : r1 - 1;
}
