/* SPDX-License-Identifier: MIT */
/* ct-m3 self-test: a keygen entry whose only call is a tail branch to a
   libgcc divide, written so that the compiler's call graph cannot see it;
   the check must find it in the relocations and fail. */
void pq8k_selftest_tail_keygen(void);

__attribute__((naked)) void pq8k_selftest_tail_keygen(void)
{
    __asm__("b.w __aeabi_uldivmod");
}
