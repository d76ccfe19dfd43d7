/* SPDX-License-Identifier: MIT */
/* Width-4 NAF of two scalars (wnaf.h). */
#include "classic/wnaf.h"

/* Writes the width-w digits of k (destroyed; nine words, the ninth zero on
   entry) into the nibble at shift; returns the number of digits. */
static int wnaf_one(uint8_t digits[WNAF_DIGITS], uint32_t k[9], int shift, int width)
{
    const int mask = (1 << width) - 1, half = 1 << (width - 1);
    int len = 0;
    for (int i = 0; i < WNAF_DIGITS; i++) {
        int d = 0;
        if (k[0] & 1) {
            d = (int)(k[0] & (uint32_t)mask);
            if (d >= half)
                d -= 2 * half;
            /* k -= d: clears the low w bits, never borrows past k */
            uint32_t add = d < 0 ? (uint32_t)-d : 0, sub = d > 0 ? (uint32_t)d : 0;
            uint64_t acc = (uint64_t)k[0] + add - sub;
            k[0] = (uint32_t)acc;
            for (int w = 1; w < 9 && (acc >> 32) == 1; w++) {
                acc = (uint64_t)k[w] + 1;
                k[w] = (uint32_t)acc;
            }
            len = i + 1;
        }
        digits[i] = (uint8_t)(digits[i] | (uint8_t)((d & 15) << shift));
        for (int w = 0; w < 8; w++)
            k[w] = k[w] >> 1 | k[w + 1] << 31;
        k[8] >>= 1;
    }
    return len;
}

int pq8k_wnaf_pair(uint8_t digits[WNAF_DIGITS], const uint32_t a[8], const uint32_t b[8], int wb)
{
    uint32_t k[9];
    for (int i = 0; i < WNAF_DIGITS; i++)
        digits[i] = 0;
    for (int i = 0; i < 8; i++)
        k[i] = a[i];
    k[8] = 0;
    int la = wnaf_one(digits, k, 0, 4);
    for (int i = 0; i < 8; i++)
        k[i] = b[i];
    k[8] = 0;
    int lb = wnaf_one(digits, k, 4, wb);
    return la > lb ? la : lb;
}
