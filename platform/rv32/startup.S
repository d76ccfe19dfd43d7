/* SPDX-License-Identifier: MIT */
/* RV32 QEMU virt reset: set sp and gp, copy .data, clear .bss, run main. */
    .section .text.start, "ax"
    .globl _start
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, __stack_top
    la t0, trap_entry
    csrw mtvec, t0
    la a0, __data_start
    la a1, __data_load
    la a2, __data_end
1:  bgeu a0, a2, 2f
    lw t0, 0(a1)
    sw t0, 0(a0)
    addi a0, a0, 4
    addi a1, a1, 4
    j 1b
2:  la a0, __bss_start
    la a1, __bss_end
3:  bgeu a0, a1, 4f
    sw zero, 0(a0)
    addi a0, a0, 4
    j 3b
4:  call main
    call hal_exit

    .align 4
trap_entry:
    call rv32_trap
1:  j 1b

/* The semihosting trap must be this exact uncompressed three-instruction sequence. */
    .section .text.semihost, "ax"
    .globl semihost_call
    .align 4
semihost_call:
    .option push
    .option norvc
    slli zero, zero, 0x1f
    ebreak
    srai zero, zero, 0x7
    .option pop
    ret

/* Paints [__stack_limit, sp) with HAL_STACK_PAINT (semihost.h) using only
   scratch registers, and records sp in hal_paint_top: the measured depth is
   exact because nothing at or above the caller's sp is touched. */
    .section .text.hal_stack_paint, "ax"
    .globl hal_stack_paint
hal_stack_paint:
    la t0, hal_paint_top
    sw sp, 0(t0)
    la t0, __stack_limit
    li t1, 0xA5A5A5A5
1:  bgeu t0, sp, 2f
    sw t1, 0(t0)
    addi t0, t0, 4
    j 1b
2:  ret
