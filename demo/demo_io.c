/* SPDX-License-Identifier: MIT */
/* Console output of the demo firmware; see demo_io.h. */
#include <string.h>
#include "demo_io.h"
#include "hal.h"

void demo_put(const char *s) { hal_write(s, strlen(s)); }

void demo_put_num(uint32_t v)
{
    char buf[16];
    size_t n = sizeof buf;
    unsigned digits = 0;
    do {
        if (digits != 0 && digits % 3 == 0) buf[--n] = ',';
        buf[--n] = (char)('0' + v % 10u);
        v /= 10u;
        digits++;
    } while (v != 0);
    hal_write(buf + n, sizeof buf - n);
}

void demo_put_hex(const uint8_t *p, size_t n)
{
    static const char digit[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        char two[2] = { digit[p[i] >> 4], digit[p[i] & 15] };
        hal_write(two, 2);
    }
}

void demo_put_text(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = (p[i] >= 0x20 && p[i] < 0x7f) ? (char)p[i] : '.';
        hal_write(&c, 1);
    }
}
