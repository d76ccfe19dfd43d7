/* SPDX-License-Identifier: MIT */
/* Fixed-point arithmetic for the HAETAE samplers; see fixpoint.h. */
#include "haetae/all_levels/fixpoint.h"
#include "common/mul64.h"

/* Exact 64 x 64 -> 128-bit product. flatten: gcc would call the M3's
   four-MUL pq8k_umul64 out of line, a frame on the signer's deepest path. */
#if defined(__GNUC__)
__attribute__((flatten))
#endif
static void mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    /* pq8k_umul64: constant time on the Cortex-M3 (common/mul64.h) */
    uint64_t p00 = pq8k_umul64((uint32_t)a0, (uint32_t)b0), p01 = pq8k_umul64((uint32_t)a0, (uint32_t)b1);
    uint64_t p10 = pq8k_umul64((uint32_t)a1, (uint32_t)b0), p11 = pq8k_umul64((uint32_t)a1, (uint32_t)b1);
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *lo = (mid << 32) | (uint32_t)p00;
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* a * b split at bit 48: low 48 bits and the rest (mod 2^64). */
static void mul48(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
    uint64_t h, l;
    mul64(a, b, &h, &l);
    *lo = l & FP96_M48;
    *hi = (h << 16) | (l >> 48);
}

/* Add a 128-bit product (h:l) times 2^20 to the limbs (s1:s0). */
static void add_shifted20(uint64_t *s1, uint64_t *s0, uint64_t h, uint64_t l)
{
    *s0 += (l << 20) & FP96_M48;
    *s1 += (l >> 28) + (h << 36);
}

/* (s1:s0) = floor((s1:s0 + bias) / 2^28), limb by limb. */
static void shift28(uint64_t *s1, uint64_t *s0, uint64_t bias)
{
    *s0 = ((*s0 + bias) >> 28) + ((*s1 << 20) & FP96_M48);
    *s1 >>= 28;
}

void pq8k_haetae_fp_square(fp96 *r, const fp96 *x)
{
    uint64_t h, l, s0, s1;
    mul48(x->lo, x->lo, &h, &l);
    s0 = h;                       /* lo^2 / 2^48, truncated */
    mul48(x->lo, x->hi, &h, &l);
    s0 += l << 1;
    s1 = h << 1;
    shift28(&s1, &s0, 0);
    mul64(x->hi, x->hi, &h, &l);
    add_shifted20(&s1, &s0, h, l);
    r->lo = s0;
    r->hi = s1;
    fp96_normalize(r);
}

void pq8k_haetae_fp_mul(fp96 *r, const fp96 *x, const fp96 *y)
{
    uint64_t h, l, s0, s1;
    mul48(x->lo, y->lo, &h, &l);
    s0 = h + (((l >> 47) + 1) >> 1);  /* lo*lo / 2^48, rounded */
    mul48(x->lo, y->hi, &h, &l);
    s0 += l;
    s1 = h;
    mul48(x->hi, y->lo, &h, &l);
    s0 += l;
    s1 += h;
    shift28(&s1, &s0, 1ULL << 27);
    mul64(x->hi, y->hi, &h, &l);
    add_shifted20(&s1, &s0, h, l);
    r->lo = s0;
    r->hi = s1;
    fp96_normalize(r);
}

void pq8k_haetae_fp_mul_int(fp96 *r, const fp96 *x, uint64_t y)
{
    uint64_t h, l, th, tl, s0, s1;
    mul48(x->lo, y, &h, &l);
    mul48(x->hi, y, &th, &tl);
    s0 = l;
    s1 = h + tl;
    shift28(&s1, &s0, 1ULL << 27);
    s1 += th << 20;
    r->lo = s0;
    r->hi = s1;
    fp96_normalize(r);
}

/* Two's complement negation across the limbs when neg = 1 (hi is signed). */
static void cneg(fp96 *r, const fp96 *x, unsigned neg)
{
    uint64_t m = (uint64_t)0 - neg;
    r->lo = (x->lo ^ (m & FP96_M48)) + neg;
    r->hi = x->hi ^ m;
    fp96_normalize(r);
}

void pq8k_haetae_fp_invsqrt(fp96 *r, const fp96 *xhalf, const fp96 *cube, const fp96 *th)
{
    fp96 y, t, u;
    /* first step from the precomputed start: y = 1.5*y0 - xhalf*y0^3 */
    pq8k_haetae_fp_mul(&t, xhalf, cube);
    cneg(&t, &t, 1);
    y.lo = th->lo + t.lo;          /* left unnormalised, as the reference does */
    y.hi = th->hi + t.hi;
    for (int i = 0; i < 6; i++) {
        pq8k_haetae_fp_square(&t, &y);
        pq8k_haetae_fp_mul(&u, xhalf, &t);
        cneg(&u, &u, 1);           /* u = 1.5 - xhalf * y^2, possibly negative */
        u.hi += 3ULL << 27;
        fp96_normalize(&u);
        unsigned neg = (unsigned)(u.hi >> 63);
        cneg(&u, &u, neg);
        pq8k_haetae_fp_mul(&t, &u, &y);
        cneg(&y, &t, neg);
    }
    *r = y;
}

int32_t pq8k_haetae_fp_scale13(uint64_t mag, const fp96 *scale, unsigned negative)
{
    fp96 x, t;
    x.hi = mag >> 32;
    x.lo = (mag & 0xFFFFFFFFu) << 16;
    pq8k_haetae_fp_mul(&t, &x, scale);
    int64_t v = (int64_t)((t.hi + (1u << 14)) >> 15);
    return (int32_t)((1 - 2 * (int64_t)negative) * v);
}

int64_t pq8k_haetae_smulh48(int64_t a, uint64_t b)
{
    uint64_t m = (uint64_t)(a >> 63);          /* all ones if a < 0 */
    uint64_t mag = ((uint64_t)a ^ m) - m;
    uint64_t h, l;
    mul64(mag, b, &h, &l);
    /* negate the 128-bit product when a < 0, without branching */
    uint64_t neg = m & 1;
    l ^= m;
    h ^= m;
    l += neg;
    h += (l < neg);
    l += 1ULL << 47;
    h += (l < (1ULL << 47));
    return (int64_t)((h << 16) | (l >> 48));
}
