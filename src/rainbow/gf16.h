/* SPDX-License-Identifier: MIT */
/*
 * GF(16) as Rainbow round 3 represents it: a tower GF(4)[Y]/(Y^2+Y+X) over
 * GF(4) = GF(2)[X]/(X^2+X+1). A nibble a = a0 + a1*Y with a0 = bits 0-1 and
 * a1 = bits 2-3, each GF(4) pair being b0 + b1*X. Two elements share a byte.
 *
 * Multiplying by X or by Y is GF(2)-linear and acts on each 2-bit pair (or
 * nibble) independently, so one expression handles both nibbles of a byte:
 *   (b0 + b1 X) X = b1 + (b0 + b1) X
 *   (a0 + a1 Y) Y = a1 X + (a0 + a1) Y
 * Everything here works on public data (verification only).
 */
#ifndef PQ8K_RAINBOW_GF16_H
#define PQ8K_RAINBOW_GF16_H

#include <stdint.h>

static inline uint8_t pq8k_gf16x2_mul_x(uint8_t v)
{
    return (uint8_t)(((v & 0xAAu) >> 1) | ((((v & 0x55u) << 1) ^ v) & 0xAAu));
}

static inline uint8_t pq8k_gf16x2_mul_y(uint8_t v)
{
    return (uint8_t)(pq8k_gf16x2_mul_x((uint8_t)((v >> 2) & 0x33u)) | ((((v & 0x33u) << 2) ^ v) & 0xCCu));
}

/* Product of two single elements (0..15): a times the GF(2) basis picked by b's bits. */
static inline uint8_t pq8k_gf16_mul(uint8_t a, uint8_t b)
{
    uint8_t ax = pq8k_gf16x2_mul_x(a), ay = pq8k_gf16x2_mul_y(a);
    uint8_t r = (uint8_t)(a & -(b & 1u));
    r ^= (uint8_t)(ax & -((b >> 1) & 1u));
    r ^= (uint8_t)(ay & -((b >> 2) & 1u));
    r ^= (uint8_t)(pq8k_gf16x2_mul_y(ax) & -((b >> 3) & 1u));
    return (uint8_t)(r & 0x0Fu);
}

#endif
