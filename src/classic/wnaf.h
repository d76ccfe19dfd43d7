/* SPDX-License-Identifier: MIT */
/*
 * Width-w non-adjacent forms of two public scalars, packed two digits a byte,
 * for the interleaved double-scalar multiplications of the verifiers (any two
 * nonzero digits of one scalar are at least w positions apart, each digit odd
 * in [-(2^(w-1) - 1), 2^(w-1) - 1], so a table of the odd multiples up to
 * that bound of each point serves).
 * Variable time: verification scalars are public.
 */
#ifndef PQ8K_CLASSIC_WNAF_H
#define PQ8K_CLASSIC_WNAF_H

#include <stdint.h>
#include "pq8k/classic_ws.h"

#define WNAF_DIGITS PQ8K_CLASSIC_WNAF_DIGITS /* a 256-bit scalar has at most 257 digits */

/* digits[i] = (digit i of a) & 15 | (digit i of b) << 4, a in width-4 NAF
   (odd digits in [-7, 7]) and b in width wb (3 or 4: [-3, 3] or [-7, 7]);
   returns the number of positions up to the highest nonzero digit (0 when
   both scalars are 0). */
int pq8k_wnaf_pair(uint8_t digits[WNAF_DIGITS], const uint32_t a[8], const uint32_t b[8], int wb);

/* The signed digit in the low (hi = 0) or high (hi = 1) nibble. */
static inline int wnaf_digit(uint8_t byte, int hi)
{
    int d = hi ? byte >> 4 : byte & 15;
    return d >= 8 ? d - 16 : d;
}

#endif
