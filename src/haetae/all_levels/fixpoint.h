/* SPDX-License-Identifier: MIT */
/*
 * 96-bit unsigned fixed point with 76 fractional bits, as two limbs
 * (value = hi * 2^48 + lo), used by HAETAE's Gaussian and hyperball samplers.
 *
 * Each operation reproduces the reference's limb arithmetic exactly, rounding
 * and truncation included, because the accepted samples and the hyperball
 * radius feed the signature bit for bit. All 64x64-bit products are exact,
 * built from 32-bit halves; there is no __int128 and no floating point.
 */
#ifndef PQ8K_HAETAE_FIXPOINT_H
#define PQ8K_HAETAE_FIXPOINT_H

#include <stdint.h>

typedef struct {
    uint64_t lo; /* low 48 bits when normalised (may carry above) */
    uint64_t hi;
} fp96;

#define FP96_M48 ((1ULL << 48) - 1)

static inline void fp96_normalize(fp96 *x)
{
    x->hi += x->lo >> 48;
    x->lo &= FP96_M48;
}

/* floor(x^2 / 2^76) (truncating). */
void pq8k_haetae_fp_square(fp96 *r, const fp96 *x);
/* x * y / 2^76 with the reference's two intermediate roundings. */
void pq8k_haetae_fp_mul(fp96 *r, const fp96 *x, const fp96 *y);
/* round(x * y / 2^28) for a 64-bit integer y. */
void pq8k_haetae_fp_mul_int(fp96 *r, const fp96 *x, uint64_t y);
/* Seven Newton steps towards 1/sqrt(2 * xhalf), from the level's start values
   cube = y0^3 and th = 1.5 * y0. */
void pq8k_haetae_fp_invsqrt(fp96 *r, const fp96 *xhalf, const fp96 *cube, const fp96 *th);
/* +-round(mag * scale) in 2^-13 units, mag with 60 fractional bits. */
int32_t pq8k_haetae_fp_scale13(uint64_t mag, const fp96 *scale, unsigned negative);
/* floor((a * b + 2^47) / 2^48) for signed a, unsigned b (exact). */
int64_t pq8k_haetae_smulh48(int64_t a, uint64_t b);

#endif
