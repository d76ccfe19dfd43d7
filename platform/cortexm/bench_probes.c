/*
 * Probes of known cost for the harness self-checks (see hal.h). Written in
 * assembly so the compiler cannot change what they execute or touch.
 */
#include "../hal.h"

__attribute__((naked, noinline)) void hal_probe_empty(void)
{
    __asm__ volatile("bx lr");
}

/* 1 (movw) + HAL_PROBE_LOOP_N * 2 (subs, bne) + 1 (bx) instructions */
__attribute__((naked, noinline)) void hal_probe_loop(void)
{
    __asm__ volatile(
        "movw  r0, #1000\n\t"       /* HAL_PROBE_LOOP_N */
        "1: subs r0, r0, #1\n\t"
        "bne   1b\n\t"
        "bx    lr");
}

/* The word written at the lowest address differs from the paint, so the
   painted high-water mark is exactly HAL_PROBE_STACK_BYTES. */
__attribute__((naked, noinline)) void hal_probe_stack(void)
{
    __asm__ volatile(
        "subw  sp, sp, #3000\n\t"   /* HAL_PROBE_STACK_BYTES */
        "movs  r0, #0\n\t"
        "str   r0, [sp]\n\t"
        "addw  sp, sp, #3000\n\t"
        "bx    lr");
}
