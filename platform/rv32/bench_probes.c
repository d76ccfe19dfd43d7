/* SPDX-License-Identifier: MIT */
/*
 * Probes of known cost for the harness self-checks (see hal.h). Written in
 * assembly so the compiler cannot change what they execute or touch.
 */
#include "../hal.h"

__attribute__((naked, noinline)) void hal_probe_empty(void)
{
    __asm__ volatile("ret");
}

/* 1 (li) + HAL_PROBE_LOOP_N * 2 (addi, bnez) + 1 (ret) instructions */
__attribute__((naked, noinline)) void hal_probe_loop(void)
{
    __asm__ volatile(
        "li    t0, 1000\n\t"        /* HAL_PROBE_LOOP_N; one addi */
        "1: addi t0, t0, -1\n\t"
        "bnez  t0, 1b\n\t"
        "ret");
}

/* The word written at the lowest address differs from the paint, so the
   painted high-water mark is exactly HAL_PROBE_STACK_BYTES. No call or trap
   happens while sp is off its 16-byte alignment. */
__attribute__((naked, noinline)) void hal_probe_stack(void)
{
    __asm__ volatile(
        "li    t0, 3000\n\t"        /* HAL_PROBE_STACK_BYTES */
        "sub   sp, sp, t0\n\t"
        "sw    zero, 0(sp)\n\t"
        "add   sp, sp, t0\n\t"
        "ret");
}
