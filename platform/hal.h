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

/* Stack measurement (targets): paint the free stack below the caller's frame,
   then report how many bytes below the paint start were touched. */
void hal_stack_paint(void);
size_t hal_stack_used(void);

/* Instruction-count markers: the bench brackets a measured call with these.
   On ARM they are hooks a QEMU plugin watches; on RV32 they read minstret. */
void hal_bench_start(void);
uint64_t hal_bench_stop(void);   /* instructions since start, or 0 if the plugin reports them */

#endif
