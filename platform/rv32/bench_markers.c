/* SPDX-License-Identifier: MIT */
/*
 * Instruction-count markers on RV32: minstret, which QEMU counts exactly
 * under -icount shift=0.
 */
#include "../hal.h"

static uint64_t start_count;

static uint64_t read_minstret(void)
{
    uint32_t hi, lo, hi2;
    do {
        __asm__ volatile("csrr %0, minstreth" : "=r"(hi));
        __asm__ volatile("csrr %0, minstret" : "=r"(lo));
        __asm__ volatile("csrr %0, minstreth" : "=r"(hi2));
    } while (hi != hi2);
    return ((uint64_t)hi << 32) | lo;
}

__attribute__((noinline)) void hal_bench_start(void) { start_count = read_minstret(); }
__attribute__((noinline)) uint64_t hal_bench_stop(void) { return read_minstret() - start_count; }
