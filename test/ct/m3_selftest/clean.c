/* SPDX-License-Identifier: MIT */
/* ct-m3 self-test, control: a signing entry with only 32-bit multiplies
   (constant time on the M3); the check must pass it. */
#include <stdint.h>
uint32_t pq8k_selftest_clean_sign(uint32_t a, uint32_t b);
uint32_t pq8k_selftest_clean_sign(uint32_t a, uint32_t b)
{
    return a * b + (a >> 16) * (b >> 16);
}
