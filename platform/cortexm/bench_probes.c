/* SPDX-License-Identifier: MIT */
/*
 * Probes of known cost for the harness self-checks (see hal.h). Written in
 * assembly so the compiler cannot change what they execute or touch.
 */
#include "../hal.h"

__attribute__((naked, noinline)) void hal_probe_empty(void)
{
    __asm__ volatile("bx lr");
}

/* 1 (movw; ldr on ARMv6-M) + HAL_PROBE_LOOP_N * 2 (subs, bne) + 1 (bx) instructions */
__attribute__((naked, noinline)) void hal_probe_loop(void)
{
#if defined(__ARM_ARCH_6M__)
    /* no MOVW on ARMv6-M: the count from a literal, still one instruction */
    __asm__ volatile(
        ".syntax unified\n\t"   /* gcc hands Thumb-1 inline asm over in divided syntax */
        "ldr   r0, =1000\n\t"       /* HAL_PROBE_LOOP_N */
        "1: subs r0, r0, #1\n\t"
        "bne   1b\n\t"
        "bx    lr\n\t"
        ".ltorg");
#else
    __asm__ volatile(
        "movw  r0, #1000\n\t"       /* HAL_PROBE_LOOP_N */
        "1: subs r0, r0, #1\n\t"
        "bne   1b\n\t"
        "bx    lr");
#endif
}

/* The word written at the lowest address differs from the paint, so the
   painted high-water mark is exactly HAL_PROBE_STACK_BYTES. */
__attribute__((naked, noinline)) void hal_probe_stack(void)
{
#if defined(__ARM_ARCH_6M__)
    /* ARMv6-M's SUB SP takes at most 508: the 3000 through a register */
    __asm__ volatile(
        ".syntax unified\n\t"   /* gcc hands Thumb-1 inline asm over in divided syntax */
        "ldr   r0, =3000\n\t"       /* HAL_PROBE_STACK_BYTES */
        "mov   r1, sp\n\t"
        "subs  r1, r1, r0\n\t"
        "mov   sp, r1\n\t"
        "movs  r2, #0\n\t"
        "str   r2, [r1]\n\t"
        "add   sp, r0\n\t"
        "bx    lr\n\t"
        ".ltorg");
#else
    __asm__ volatile(
        "subw  sp, sp, #3000\n\t"   /* HAL_PROBE_STACK_BYTES */
        "movs  r0, #0\n\t"
        "str   r0, [sp]\n\t"
        "addw  sp, sp, #3000\n\t"
        "bx    lr");
#endif
}
