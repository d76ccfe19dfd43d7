/* SPDX-License-Identifier: MIT */
/*
 * Instruction-count markers on ARM. QEMU 7.2 plugins cannot read guest
 * registers or memory, so the bench plugin (bench/qemu_insn_plugin.c) watches
 * the addresses of these two functions, counts what executes between them and
 * prints the count itself; the firmware's own output names the row.
 */
#include "../hal.h"

__attribute__((noinline)) void hal_bench_start(void) { __asm__ volatile("" ::: "memory"); }
__attribute__((noinline)) uint64_t hal_bench_stop(void) { __asm__ volatile("" ::: "memory"); return 0; }
