/* SPDX-License-Identifier: MIT */
#include <string.h>
#include "hal.h"
#include "port_io.h"

void port_puts(const char *s)
{
    hal_write(s, strlen(s));
}

void port_putu(uint32_t v)
{
    char b[11];
    int i = (int)sizeof(b);
    do {
        b[--i] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0 && i > 0);
    hal_write(b + i, sizeof(b) - (size_t)i);
}

/* newlib's assert() calls this: an assertion failing in bootutil stops the
   boot (nothing starts), and the console says where. */
void __assert_func(const char *file, int line, const char *func, const char *expr);
void __assert_func(const char *file, int line, const char *func, const char *expr)
{
    (void)func;
    port_puts("MCUBOOT assert ");
    port_puts(expr);
    port_puts(" at ");
    port_puts(file);
    port_puts(":");
    port_putu((uint32_t)line);
    port_puts("\n");
    hal_exit(2);
}

/* bootutil's log lines in a PORT_LOG build (mcuboot_logging.h) */
void port_log(const char *level, const char *fmt);
void port_log(const char *level, const char *fmt)
{
    port_puts("MCUBOOT log ");
    port_puts(level);
    port_puts(fmt);
    port_puts("\n");
}
