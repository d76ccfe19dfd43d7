/* SPDX-License-Identifier: MIT */
/*
 * HAL for the QEMU targets: console, exit status and vector files through
 * semihosting; stack painting between the end of .bss and the stack pointer.
 */
#include <string.h>
#include "hal.h"
#include "semihost.h"

extern uint8_t __stack_limit[];   /* lowest stack address (from the linker script) */

static intptr_t console = -1;

static intptr_t semi_open(const char *path, uintptr_t mode)
{
    uintptr_t a[3] = { (uintptr_t)path, mode, strlen(path) };
    return semihost_call(SEMI_SYS_OPEN, a);
}

void hal_write(const char *s, size_t n)
{
    if (console < 0) console = semi_open(":tt", 4 /* "w" */);
    uintptr_t a[3] = { (uintptr_t)console, (uintptr_t)s, n };
    semihost_call(SEMI_SYS_WRITE, a);
}

void hal_exit(int code)
{
    /* 32-bit semihosting SYS_EXIT takes the reason itself, not a block */
    semihost_call(SEMI_SYS_EXIT, (void *)(uintptr_t)(code == 0 ? SEMI_EXIT_OK : SEMI_EXIT_ERROR));
    for (;;) { }
}

int hal_open(const char *path) { return (int)semi_open(path, 1 /* "rb" */); }

long hal_read(int fd, void *buf, size_t n)
{
    uintptr_t a[3] = { (uintptr_t)fd, (uintptr_t)buf, n };
    intptr_t notread = semihost_call(SEMI_SYS_READ, a);
    if (notread < 0 || (size_t)notread > n) return -1;
    return (long)(n - (size_t)notread);
}

void hal_close(int fd)
{
    uintptr_t a[1] = { (uintptr_t)fd };
    semihost_call(SEMI_SYS_CLOSE, a);
}

int hal_is_target(void) { return 1; }

/* ---- stack painting ---- */
/* hal_stack_paint (architecture assembly: it must not use the stack it paints)
   fills [__stack_limit, sp) with HAL_STACK_PAINT and stores sp here. */
uintptr_t hal_paint_top;

size_t hal_stack_used(void)
{
    const volatile uint32_t *p = (const volatile uint32_t *)__stack_limit;
    while ((uintptr_t)p < hal_paint_top && *p == HAL_STACK_PAINT) p++;
    return (size_t)(hal_paint_top - (uintptr_t)p);
}

size_t hal_stack_painted(void)
{
    return hal_paint_top > (uintptr_t)__stack_limit ? (size_t)(hal_paint_top - (uintptr_t)__stack_limit) : 0;
}
