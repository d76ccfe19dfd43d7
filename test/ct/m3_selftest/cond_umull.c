/* SPDX-License-Identifier: MIT */
/* ct-m3 self-test: UMULL inside an IT block (disassembled as umulleq) in a
   helper that a signing entry calls; the check must fail it. */
#include <stdint.h>
uint32_t pq8k_selftest_cond_sign(uint32_t a, uint32_t b, uint32_t c);

__attribute__((noinline)) static uint32_t helper(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t lo = 0, hi = 0;
    __asm__ volatile("cmp %[c], #0\n\tit eq\n\tumulleq %[lo], %[hi], %[a], %[b]"
                     : [lo] "+r"(lo), [hi] "+r"(hi) : [a] "r"(a), [b] "r"(b), [c] "r"(c) : "cc");
    return lo ^ hi;
}

uint32_t pq8k_selftest_cond_sign(uint32_t a, uint32_t b, uint32_t c)
{
    return helper(a, b, c) + 1;
}
