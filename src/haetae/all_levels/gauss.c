/*
 * Gaussian candidate: a CDT sample x of a half-Gaussian with sigma 16 gives
 * the integer part, 72 uniform bits the fraction, and a rejection step with
 * probability exp(-(y^2 - x^2)...) smooths the staircase into a continuous
 * half-Gaussian. The exponential is the reference's fixed-point polynomial.
 */
#include "haetae/all_levels/gauss.h"

/* Cumulative table of the sigma-16 half-Gaussian, 16-bit precision. */
static const uint16_t cdt[64] = {
    3266, 6520, 9748, 12938, 16079, 19159, 22168, 25096, 27934, 30674, 33309,
    35833, 38241, 40531, 42698, 44742, 46663, 48460, 50135, 51690, 53128, 54454,
    55670, 56781, 57794, 58712, 59541, 60287, 60956, 61554, 62085, 62556, 62972,
    63337, 63657, 63936, 64178, 64388, 64569, 64724, 64857, 64970, 65066, 65148,
    65216, 65273, 65321, 65361, 65394, 65422, 65444, 65463, 65478, 65490, 65500,
    65508, 65514, 65519, 65523, 65527, 65529, 65531, 65533, 65534,
};

static uint64_t load_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = n; i-- > 0;)
        v = (v << 8) | p[i];
    return v;
}

/* 2^48 * exp(-x / 2^48), Horner form with per-step rounding shifts. */
static int64_t approx_exp(uint64_t x)
{
    int64_t p = -0xB6C6340925AELL;
    p = ((pq8k_haetae_smulh48(p, x) + 4) >> 3) + 0xB4BD4DF85227LL;
    p = ((pq8k_haetae_smulh48(p, x) + 4) >> 3) - 0x887F727491E2LL;
    p = ((pq8k_haetae_smulh48(p, x) + 2) >> 2) + 0xAAAA643C7E8DLL;
    p = ((pq8k_haetae_smulh48(p, x) + 2) >> 2) - 0xAAAAA98179E6LL;
    p = ((pq8k_haetae_smulh48(p, x) + 1) >> 1) + 0xFFFFFFFB2E7ALL;
    p = ((pq8k_haetae_smulh48(p, x) + 1) >> 1) - 0xFFFFFFFFF85FLL;
    return pq8k_haetae_smulh48(p, x) + 0xFFFFFFFFFFFCLL;
}

/* y = x + frac with 76 fractional bits, x from the CDT; returns x. */
static uint64_t candidate(const uint8_t b[HAETAE_GAUSS_BYTES], fp96 *y)
{
    uint32_t u16 = (uint32_t)load_le(b, 2);
    uint32_t x = 0;
    for (unsigned i = 0; i < 64; i++)
        x += ((uint32_t)cdt[i] - u16) >> 31;   /* cdt[i] < u16 */
    y->lo = load_le(b + 8, 6);
    y->hi = load_le(b + 14, 3) | ((uint64_t)x << 24);
    return x;
}

static uint64_t magnitude(const fp96 *y)
{
    return (((y->lo >> 15) | (y->hi << 33)) + 1) >> 1;
}

uint64_t pq8k_haetae_gauss_mag(const uint8_t b[HAETAE_GAUSS_BYTES])
{
    fp96 y;
    candidate(b, &y);
    return magnitude(&y);
}

unsigned pq8k_haetae_gauss(const uint8_t b[HAETAE_GAUSS_BYTES], uint64_t *mag, fp96 *sq)
{
    fp96 y;
    uint64_t rej = load_le(b + 2, 6);
    uint64_t x = candidate(b, &y);
    *mag = magnitude(&y);

    pq8k_haetae_fp_square(sq, &y);
    /* (y^2 - x^2) in 47 fractional bits, rounded */
    uint64_t e = ((sq->hi - ((x * x) << 20)) << 20) | (sq->lo >> 28);
    e = (e + 1) >> 1;

    int64_t d = (int64_t)(rej & ~(uint64_t)1) - approx_exp(e);
    unsigned below = (unsigned)((uint64_t)d >> 63);
    /* a zero magnitude is kept only half the time (it has no sign twin) */
    unsigned nonzero = (unsigned)((*mag | ((uint64_t)0 - *mag)) >> 63);
    return below & (nonzero | (unsigned)(rej & 1));
}
