/* SPDX-License-Identifier: MIT */
/* ct-m0 self-test: a 64-bit product in a signing entry; ARMv6-M has no long
   multiply, so gcc calls __aeabi_lmul, which branches on a carry. The check
   must fail it. */
#include <stdint.h>
uint64_t pq8k_selftest_lmul_sign(uint32_t a, uint32_t b);
uint64_t pq8k_selftest_lmul_sign(uint32_t a, uint32_t b)
{
    return (uint64_t)a * b;
}
