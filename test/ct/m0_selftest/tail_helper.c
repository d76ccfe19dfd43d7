/* SPDX-License-Identifier: MIT */
/* ct-m0 self-test: a keygen entry whose only call is a tail branch to
   __aeabi_lmul, hidden from the compiler's call graph; the check must find it
   in the relocations and fail. */
void pq8k_selftest_tail_keygen(void);

__attribute__((naked)) void pq8k_selftest_tail_keygen(void)
{
    __asm__("b __aeabi_lmul");
}
