/* SPDX-License-Identifier: MIT */
/*
 * Width-4 non-adjacent forms of two public scalars, packed two digits a byte,
 * for the interleaved double-scalar multiplications of the verifiers (any two
 * nonzero digits of one scalar are at least four positions apart, each digit
 * odd in [-7, 7], so a table of the multiples 1, 3, 5, 7 of each point serves).
 * Variable time: verification scalars are public.
 */
#ifndef PQ8K_CLASSIC_WNAF_H
#define PQ8K_CLASSIC_WNAF_H

#include <stdint.h>

#define WNAF_DIGITS 257 /* a 256-bit scalar has at most 257 digits */

/* digits[i] = (digit i of a) & 15 | (digit i of b) << 4; returns the number of
   positions up to the highest nonzero digit (0 when both scalars are 0). */
int wnaf_pair(uint8_t digits[WNAF_DIGITS], const uint32_t a[8], const uint32_t b[8]);

/* The signed digit in the low (hi = 0) or high (hi = 1) nibble. */
static inline int wnaf_digit(uint8_t byte, int hi)
{
    int d = hi ? byte >> 4 : byte & 15;
    return d >= 8 ? d - 16 : d;
}

#endif
