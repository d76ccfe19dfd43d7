/* SPDX-License-Identifier: MIT */
/*
 * HAETAE keygen's estimate of the secret key's largest singular values.
 *
 * For each secret polynomial s the reference evaluates s at the 256 odd
 * powers of a primitive 512th root of unity with a fixed-point complex FFT
 * (16 fractional bits, every product rounded), adds |s(w)|^2 over all
 * polynomials, and sums the largest values. The estimate decides key
 * rejection, so this file repeats that arithmetic exactly.
 */
#include "haetae/all_levels/sv_estimate.h"
#include "common/mul64.h"

/* round(2^16 * cos(pi * k / 256)) for k = 0..128; the other roots follow by symmetry. */
static const int32_t cos_q[129] = {
    65536, 65531, 65516, 65492, 65457, 65413, 65358, 65294, 65220, 65137, 65043, 64940,
    64827, 64704, 64571, 64429, 64277, 64115, 63944, 63763, 63572, 63372, 63162, 62943,
    62714, 62476, 62228, 61971, 61705, 61429, 61145, 60851, 60547, 60235, 59914, 59583,
    59244, 58896, 58538, 58172, 57798, 57414, 57022, 56621, 56212, 55794, 55368, 54934,
    54491, 54040, 53581, 53114, 52639, 52156, 51665, 51166, 50660, 50146, 49624, 49095,
    48559, 48015, 47464, 46906, 46341, 45769, 45190, 44604, 44011, 43412, 42806, 42194,
    41576, 40951, 40320, 39683, 39040, 38391, 37736, 37076, 36410, 35738, 35062, 34380,
    33692, 33000, 32303, 31600, 30893, 30182, 29466, 28745, 28020, 27291, 26558, 25821,
    25080, 24335, 23586, 22834, 22078, 21320, 20557, 19792, 19024, 18253, 17479, 16703,
    15924, 15143, 14359, 13573, 12785, 11996, 11204, 10411, 9616, 8820, 8022, 7224,
    6424, 5623, 4821, 4019, 3216, 2412, 1608, 804, 0,

};

/* round(2^16 * exp(-i * pi * k / 256)), k in [0, 256) */
static void root(unsigned k, int32_t *re, int32_t *im)
{
    unsigned kk = k <= 128 ? k : 256 - k;
    *re = k <= 128 ? cos_q[k] : -cos_q[256 - k];
    *im = -cos_q[128 - kk];
}

#if PQ8K_CONFIG_CT_MUL16
/* round(x * y / 2^16), halves up, mod 2^32 (the exact value fits an int32).
   Cortex-M3 (common/mul64.h): only bits 15..47 of the product matter. With
   x = xh 2^16 + xl (xl in [0, 2^16)), y likewise, they are xh yh 2^16 +
   xh yl + xl yh + floor((xl yl + 2^15) / 2^16) = xh y + xl yh + that floor,
   three 32-bit MULs mod 2^32 (xl yl + 2^15 < 2^32) in r0-r3: no frame. The
   full 64-bit product pushed four registers in the singular-value FFT, the
   peak of keygen's stack. */
static int32_t mulrnd16(int32_t x, int32_t y)
{
    PQ8K_CT_BARRIER(x);
    PQ8K_CT_BARRIER(y);
    uint32_t xl = (uint32_t)x & 0xFFFFu;
    /* in this order gcc -Os keeps four registers live at most */
    uint32_t r = ((xl * ((uint32_t)y & 0xFFFFu) + 0x8000u) >> 16) + xl * (uint32_t)(y >> 16);
    return (int32_t)(r + (uint32_t)(x >> 16) * (uint32_t)y);
}
#else
/* round(x * y / 2^16), halves up: floor plus the bit below the cut, so no
   rounding constant has to sit in a register pair */
static int32_t mulrnd16(int32_t x, int32_t y)
{
    int64_t p = pq8k_smul64(x, y);
    return (int32_t)(p >> 16) + (int32_t)(((uint32_t)p >> 15) & 1);
}
#endif

static unsigned brv8(unsigned i)
{
    i = ((i & 0x0Fu) << 4) | ((i >> 4) & 0x0Fu);
    i = ((i & 0x33u) << 2) | ((i >> 2) & 0x33u);
    return ((i & 0x55u) << 1) | ((i >> 1) & 0x55u);
}

/*
 * The butterflies of one twiddle in one stage: d[n] and d[n + half] for
 * n = k, k + 2 half, ... The roots 1 and -i make the reference's rounded
 * products exact (x and -x), so those twiddles get plain moves; the branch
 * is taken once per twiddle, not per butterfly.
 */
static void twiddle_run(pq8k_haetae_cfx *d, unsigned k, unsigned half, unsigned idx)
{
    int32_t wr = 0, wi = 0;
    if (idx != 0 && idx != 128)
        root(idx, &wr, &wi);
    for (pq8k_haetae_cfx *e = d + k; e < d + 256; e += 2 * half) {
        pq8k_haetae_cfx *o = e + half;
        /* all four loads before any store: e and o never alias */
        int32_t er = e->re, ei = e->im, orr = o->re, oi = o->im;
        int32_t tr, ti;
        if (idx == 0) {
            tr = orr;
            ti = oi;
        } else if (idx == 128) {
            tr = oi;
            ti = -orr;
        } else {
            tr = mulrnd16(wr, orr) - mulrnd16(wi, oi);
            ti = mulrnd16(wr, oi) + mulrnd16(wi, orr);
        }
        e->re = er + tr;
        e->im = ei + ti;
        o->re = er - tr;
        o->im = ei - ti;
    }
}

/* Stages 2..8 of the FFT; butterflies of a stage are independent, so the
   twiddle loop runs outside. */
static void fft_from_stage2(pq8k_haetae_cfx d[256])
{
    for (unsigned r = 2; r <= 8; r++) {
        unsigned half = 1u << (r - 1);
        for (unsigned k = 0; k < half; k++)
            twiddle_run(d, k, half, k << (9 - r));
    }
}

/*
 * The twist (coefficient i times root(i), into bit-reversed position) fused
 * with the first FFT stage, whose butterflies pair i with i + 128 (positions
 * 2m and 2m + 1) under the root 1: exact integer sums, so the results are
 * the reference's. root(i + 128) = -i root(i) = (wi, -wr).
 */
static void twist_stage1(pq8k_haetae_cfx d[256], const hpoly *s)
{
    for (unsigned i = 0; i < 128; i++) {
        int32_t wr = cos_q[i], wi = -cos_q[128 - i];
        int32_t lo = s->c[i], hi = s->c[i + 128];
        int32_t ar = lo * wr, ai = lo * wi, br = hi * wi, bi = -hi * wr;
        pq8k_haetae_cfx *e = &d[brv8(i)];
        e[0].re = ar + br;
        e[0].im = ai + bi;
        e[1].re = ar - br;
        e[1].im = ai - bi;
    }
}

void pq8k_haetae_sv_add(uint32_t sum[256], pq8k_haetae_cfx work[256], const hpoly *s)
{
    twist_stage1(work, s);
    fft_from_stage2(work);
    for (unsigned i = 0; i < 256; i++)
        sum[i] += (uint32_t)(mulrnd16(work[i].re, work[i].re) + mulrnd16(work[i].im, work[i].im));
}

/* Order two values (x gets the smaller) without branching. */
static void minmax(int32_t *x, int32_t *y)
{
    int32_t a = *x, b = *y;
    int32_t swap = -(int32_t)(b < a) & (a ^ b);
    *x = a ^ swap;
    *y = b ^ swap;
}

int32_t pq8k_haetae_sv_finish(uint32_t sum[256], unsigned tau)
{
    /* 256 / tau and 256 mod tau by subtraction: UDIV's time varies on the M3 */
    unsigned quot = 0, rem = 256;
    while (rem >= tau) {            /* tau is a parameter, not data */
        rem -= tau;
        quot++;
    }
    unsigned t = quot + 1;          /* 3..5 largest values are kept */
    int32_t best[8];
    for (unsigned i = 0; i < t; i++)
        best[i] = (int32_t)sum[i];
    for (unsigned i = t; i < 256; i++) {
        int32_t v = (int32_t)sum[i];
        for (unsigned j = 0; j < t; j++)
            minmax(&v, &best[j]);
    }
    int32_t min = best[0];
    for (unsigned i = 1; i < t; i++) {
        int32_t v = best[i];
        minmax(&min, &v);
    }
    /* tau per kept value, but n mod tau for every value equal to the minimum */
    int32_t res = 0;
    for (unsigned i = 0; i < t; i++) {
        int32_t is_min = -(int32_t)(best[i] <= min);
        int32_t fac = (int32_t)tau ^ (is_min & ((int32_t)tau ^ (int32_t)rem));
        res += ((best[i] + 0x10200) >> 10) * fac;
    }
    return (res + 32) >> 6;
}
