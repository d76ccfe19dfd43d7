/* SPDX-License-Identifier: MIT */
/* ct-m3 self-test: a signing entry that tail-branches (invisibly to the
   call graph) to a function of another object holding a conditional
   divide; the check must follow the branch and fail. */
void pq8k_selftest_div_sign(void);

__attribute__((naked)) void pq8k_selftest_div_sign(void)
{
    __asm__("cmp r0, #0\n\tbne.w pq8k_selftest_divide\n\tbx lr");
}
