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
 * puts r0 in (-gamma2, gamma2]. The division is a multiply and shift (exact
 * for every r < q, checked exhaustively): hardware dividers on Cortex-M take
 * data-dependent time. The top value r1 = (q-1)/(2 gamma2) wraps to 0, and
 * r0 then loses 1 (FIPS 204 Algorithm 36, line 4).
 */
uint32_t pq8k_mldsa_decompose(int32_t *r0, uint32_t r, uint32_t gamma2)
{
    uint32_t x = r + gamma2 - 1, r1, top, wrap;
    if (gamma2 == MLDSA_GAMMA2_88) { /* parameter choice, not data */
        r1 = (uint32_t)(((uint64_t)x * 2886403u) >> 39);
        top = 44;
    } else {
        r1 = (uint32_t)(((uint64_t)x * 8396809u) >> 42);
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
