/* SPDX-License-Identifier: MIT */
/* ct-m0 self-test, control: a signing entry with 32-bit multiplies (MULS,
   fixed latency) and a 64-bit shift by a variable count, which gcc turns into
   a call to libgcc's __aeabi_llsr: straight-line code on ARMv6-M, so the
   check must read it and pass. */
#include <stdint.h>
uint32_t pq8k_selftest_clean_sign(uint32_t a, uint32_t b, unsigned n);
uint32_t pq8k_selftest_clean_sign(uint32_t a, uint32_t b, unsigned n)
{
    uint64_t x = ((uint64_t)a << 32) | b;
    return (uint32_t)(x >> (n & 63u)) + a * b;
}
