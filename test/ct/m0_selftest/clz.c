/* SPDX-License-Identifier: MIT */
/* ct-m0 self-test: count leading zeros of a secret in a signing entry; with
   no CLZ on ARMv6-M gcc calls libgcc's __clzsi2, which branches on the value.
   It is no multiply or divide helper by name: the check must judge it by its
   code and fail. */
#include <stdint.h>
uint32_t pq8k_selftest_clz_sign(uint32_t a);
uint32_t pq8k_selftest_clz_sign(uint32_t a)
{
    return (uint32_t)__builtin_clz(a | 1u);
}
