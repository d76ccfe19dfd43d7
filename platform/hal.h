/* SPDX-License-Identifier: MIT */
/*
 * The platform layer used by tests, benches and demo firmware (never by the
 * library itself). host/ maps it onto stdio; m4/, m3/ and rv32/ onto QEMU
 * semihosting, so one test file runs unchanged everywhere.
 */
#ifndef PQ8K_HAL_H
#define PQ8K_HAL_H

#include <stddef.h>
#include <stdint.h>

const char *hal_platform_name(void);
void hal_write(const char *s, size_t n);        /* to the console */
void hal_exit(int code) __attribute__((noreturn));
int hal_open(const char *path);                 /* read-only; handle >= 0, or -1 */
long hal_read(int fd, void *buf, size_t n);     /* bytes read; 0 at end; -1 on error */
void hal_close(int fd);
int hal_is_target(void);

/* Stack measurement (targets): paint the free stack from its lowest address up
   to the caller's stack pointer, then report how many bytes below that pointer
   were touched. The paint itself uses no stack, so the figure is exact to the
   word. hal_stack_used() == hal_stack_painted() means the paint was used up:
   the stack may have overflowed into .bss. */
void hal_stack_paint(void);
size_t hal_stack_used(void);
size_t hal_stack_painted(void);

/* Instruction-count markers: the bench brackets a measured call with these.
   On ARM they are hooks a QEMU plugin watches; on RV32 they read minstret. */
void hal_bench_start(void);
uint64_t hal_bench_stop(void);   /* instructions since start, or 0 if the plugin reports them */

/* Probes of known cost that prove the harness (bench self-checks and the
   harness test). Targets only; on the host they do nothing.
   hal_probe_empty:  returns at once (1 instruction).
   hal_probe_loop:   HAL_PROBE_LOOP_N iterations of 2 instructions, plus the
                     counter set-up and the return: HAL_PROBE_LOOP_INSNS.
   hal_probe_stack:  moves the stack pointer down by HAL_PROBE_STACK_BYTES,
                     writes the lowest word and returns. */
#define HAL_PROBE_LOOP_N      1000u
#define HAL_PROBE_LOOP_INSNS  (2u * HAL_PROBE_LOOP_N + 2u)
#define HAL_PROBE_STACK_BYTES 3000u
void hal_probe_empty(void);
void hal_probe_loop(void);
void hal_probe_stack(void);

#endif
