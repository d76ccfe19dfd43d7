/* SPDX-License-Identifier: MIT */
/* ct-m0 self-test: a division in a keygen helper; ARMv6-M has no divide
   instruction, so gcc calls __aeabi_uidiv (a loop). The check must fail it. */
#include <stdint.h>
uint32_t pq8k_selftest_div_keygen(uint32_t a, uint32_t b);

__attribute__((noinline)) static uint32_t helper(uint32_t a, uint32_t b)
{
    return a / b;
}

uint32_t pq8k_selftest_div_keygen(uint32_t a, uint32_t b)
{
    return helper(a, b) + 1;
}
