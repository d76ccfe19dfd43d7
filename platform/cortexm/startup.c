/* SPDX-License-Identifier: MIT */
/*
 * Reset and fault handling for the Cortex-M QEMU boards (mps2-an385 = m3,
 * mps2-an386 = m4, mps2-an505 = m33, microbit = m0, stm32vldiscovery = f100).
 * The linker script places the image in the board's code memory and
 * data/stack in the RAM window given by mem.ld (mk/targets.mk: 0/0x20000000;
 * on m33 the Secure aliases, on f100 the flash at 0x08000000).
 */
#include <stdint.h>
#include <string.h>
#include "../hal.h"
#include "../semihost.h"

extern uint32_t __data_load[], __data_start[], __data_end[], __bss_start[], __bss_end[];
extern uint32_t __stack_top[];
int main(void);

intptr_t semihost_call(uintptr_t op, void *arg)
{
    register uintptr_t r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return (intptr_t)r0;
}

/* Paints [__stack_limit, sp) with HAL_STACK_PAINT using only scratch
   registers, so nothing above the caller's sp is touched and the measured
   depth is exact. */
__attribute__((naked)) void hal_stack_paint(void)
{
#if defined(__ARM_ARCH_6M__)
    /* ARMv6-M (m0) has no MOVW/MOVT and no post-indexed store: addresses
       and the paint word from a literal pool */
    __asm__ volatile(
        ".syntax unified\n\t"   /* gcc hands Thumb-1 inline asm over in divided syntax */
        "mov   r0, sp\n\t"
        "ldr   r1, =hal_paint_top\n\t"
        "str   r0, [r1]\n\t"
        "ldr   r1, =__stack_limit\n\t"
        "ldr   r2, =0xA5A5A5A5\n\t"
        "1: cmp r1, r0\n\t"
        "bhs   2f\n\t"
        "str   r2, [r1]\n\t"
        "adds  r1, #4\n\t"
        "b     1b\n\t"
        "2: bx lr\n\t"
        ".ltorg");
#else
    __asm__ volatile(
        "mov   r0, sp\n\t"
        "movw  r1, #:lower16:hal_paint_top\n\t"
        "movt  r1, #:upper16:hal_paint_top\n\t"
        "str   r0, [r1]\n\t"
        "movw  r1, #:lower16:__stack_limit\n\t"
        "movt  r1, #:upper16:__stack_limit\n\t"
        "movw  r2, #0xA5A5\n\t"
        "movt  r2, #0xA5A5\n\t"
        "1: cmp r1, r0\n\t"
        "bhs   2f\n\t"
        "str   r2, [r1], #4\n\t"
        "b     1b\n\t"
        "2: bx lr");
#endif
}

void Reset_Handler(void);
void Reset_Handler(void)
{
    memcpy(__data_start, __data_load, (size_t)((uint8_t *)__data_end - (uint8_t *)__data_start));
    memset(__bss_start, 0, (size_t)((uint8_t *)__bss_end - (uint8_t *)__bss_start));
#if defined(__ARM_FP)
    /* grant CP10/CP11 access so FP-ABI code (and lazy stacking) cannot fault */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb");
#endif
    hal_exit(main());
}

static void fault(const char *what)
{
    hal_write(what, strlen(what));
    hal_exit(1);
}

void HardFault_Handler(void);
void HardFault_Handler(void) { fault("\nFATAL: HardFault\n"); }
void Default_Handler(void);
void Default_Handler(void) { fault("\nFATAL: unexpected exception\n"); }

typedef void (*vector)(void);
__attribute__((section(".isr_vector"), used)) static const vector vectors[16] = {
    (vector)(uintptr_t)__stack_top, Reset_Handler, Default_Handler, HardFault_Handler,
    Default_Handler, Default_Handler, Default_Handler, 0, 0, 0, 0,
    Default_Handler, Default_Handler, 0, Default_Handler, Default_Handler,
};
