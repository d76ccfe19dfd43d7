/* SPDX-License-Identifier: MIT */
/* the callee of tail_div_entry.c: UDIV under an IT condition (udivcs) */
#include <stdint.h>
uint32_t pq8k_selftest_divide(uint32_t a, uint32_t b);

uint32_t pq8k_selftest_divide(uint32_t a, uint32_t b)
{
    uint32_t q = 0;
    __asm__ volatile("cmp %[a], %[b]\n\tit cs\n\tudivcs %[q], %[a], %[b]"
                     : [q] "+r"(q) : [a] "r"(a), [b] "r"(b) : "cc");
    return q;
}
