/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic mod q = 64513 shared by every HAETAE level.
 *
 * Polynomials are kept as int16_t in the centred range [-(q-1)/2, (q-1)/2]:
 * q < 2^16, so the centred representative fits 16 bits and a polynomial takes
 * 512 bytes instead of the reference's 1 KB. Results that the reference takes
 * from unreduced int32 values are representation independent (each is a
 * function of the value mod q, mod 2q or an exact small integer), which is
 * what lets this narrower representation stay byte-exact.
 */
#ifndef PQ8K_HAETAE_ARITH_H
#define PQ8K_HAETAE_ARITH_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"
#include "common/mul64.h"

#define HAETAE_N 256
#define HAETAE_Q 64513
#define HAETAE_QHALF 32256 /* (q - 1) / 2 */
#define HAETAE_QINV 940508161u /* q^-1 mod 2^32 */

/*
 * The fixed-point and Montgomery code shifts negative values right and
 * converts out-of-range unsigned values to signed types. C leaves both
 * implementation-defined; pq8k requires the two's complement behaviour that
 * gcc and clang document, and stops the build anywhere else.
 * test_haetae.c checks the same at run time.
 */
_Static_assert((-3 >> 1) == -2, "arithmetic right shift of negative int required");
_Static_assert(((int64_t)-3 >> 1) == -2, "arithmetic right shift of negative int64 required");
_Static_assert((int32_t)0xFFFFFFFFu == -1, "two's complement conversion required");
_Static_assert((int16_t)0xFFFFu == -1, "two's complement conversion required");

/* the polynomial type of pq8k/stream.h, where the verifier state holds some */
typedef pq8k_haetae_poly hpoly;
_Static_assert(sizeof(hpoly) == HAETAE_N * sizeof(int16_t), "hpoly holds N coefficients");

/* Keeps a stage's buffers out of its caller's frame, so stages share stack. */
#include "common/attributes.h"

/* a * b * 2^-32 mod q for |a * b| < 2^31; result centred in [-QHALF, QHALF]. */
static inline int32_t haetae_montmul(int32_t a, int32_t b)
{
#if PQ8K_CONFIG_CT_MUL16
    /* Cortex-M3 (see common/mul64.h): |a b| < 2^31 makes p a 32-bit MUL, and
       t q = (t >> 16) q 2^16 + (t mod 2^16) q needs 32-bit MULs only */
    int32_t p = a * b;
    int32_t t = (int32_t)((uint32_t)p * HAETAE_QINV);
    int32_t th = t >> 16;
    uint32_t tl = (uint32_t)t & 0xFFFFu;
    int32_t thq = th * HAETAE_Q;
    PQ8K_CT_BARRIER(thq);
    return (int32_t)(((int64_t)p - (int64_t)thq * 65536 - (int64_t)(tl * HAETAE_Q)) >> 32);
#else
    int64_t p = (int64_t)a * b;
    int32_t t = (int32_t)((uint32_t)p * HAETAE_QINV);
    return (int32_t)((p - (int64_t)t * HAETAE_Q) >> 32);
#endif
}

/* Centred representative of x mod q, for -q < x < q. */
static inline int16_t haetae_center(int32_t x)
{
    x += HAETAE_Q & (x >> 31);                    /* [0, q) */
    x -= HAETAE_Q & ((HAETAE_QHALF - x) >> 31);   /* (-q/2, q/2) */
    return (int16_t)x;
}

/* Centred representative of any int32 x mod q (Barrett-style, exact). */
static inline int16_t haetae_reduce(int32_t x)
{
    /* 66575 = floor(2^32 / q); the quotient estimate is off by at most one */
    int32_t t = (int32_t)(pq8k_smul64(x, 66575) >> 32);
    return haetae_center(x - t * HAETAE_Q);
}

/* Standard representative in [0, q) of a centred value. */
static inline int32_t haetae_pos(int32_t x)
{
    return x + (HAETAE_Q & (x >> 31));
}

#endif
