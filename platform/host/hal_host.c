/* SPDX-License-Identifier: MIT */
/* HAL on the host: stdio and POSIX files. Stack and instruction figures are
   measured on the targets only, so the bench hooks are inert here. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "../hal.h"

void hal_write(const char *s, size_t n) { fwrite(s, 1, n, stdout); fflush(stdout); }
void hal_exit(int code) { fflush(stdout); exit(code == 0 ? 0 : 1); }
int hal_open(const char *path) { return open(path, O_RDONLY); }
long hal_read(int fd, void *buf, size_t n) { return (long)read(fd, buf, n); }
void hal_close(int fd) { close(fd); }
int hal_is_target(void) { return 0; }
void hal_stack_paint(void) { }
size_t hal_stack_used(void) { return 0; }
size_t hal_stack_painted(void) { return 0; }
void hal_bench_start(void) { }
uint64_t hal_bench_stop(void) { return 0; }
void hal_probe_empty(void) { }
void hal_probe_loop(void) { }
void hal_probe_stack(void) { }
