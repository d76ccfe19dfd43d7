/* SPDX-License-Identifier: MIT */
/* The test runner: counts, console formatting, vector files and rsp parsing. */
#include <stdarg.h>
#include <string.h>
#include "tt.h"
#include "hal.h"

#ifndef PQ8K_VECTORS_DIR
#define PQ8K_VECTORS_DIR "../shared/vectors"
#endif

static unsigned n_passed, n_failed;
static int cur_failed;
static const char *cur_name;

/* ---------------- console ---------------- */

static void put_str(const char *s) { hal_write(s, strlen(s)); }

static void put_uint(unsigned long long v, unsigned base, int width, char pad)
{
    char buf[24];
    int n = 0;
    do {
        buf[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v != 0);
    while (n < width && n < (int)sizeof buf) buf[n++] = pad;
    char out[24];
    for (int i = 0; i < n; i++) out[i] = buf[n - 1 - i];
    hal_write(out, (size_t)n);
}

void tt_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            const char *q = p;
            while (*q && *q != '%') q++;
            hal_write(p, (size_t)(q - p));
            p = q - 1;
            continue;
        }
        p++;
        char pad = ' ';
        int width = 0, lng = 0;
        if (*p == '0') { pad = '0'; p++; }
        while (*p >= '0' && *p <= '9') width = width * 10 + (*p++ - '0');
        if (*p == 'l') { lng = 1; p++; }
        if (*p == 'l') { lng = 2; p++; }
        if (*p == 'z') { lng = 3; p++; }
        switch (*p) {
        case 's': { const char *s = va_arg(ap, const char *); put_str(s ? s : "(null)"); break; }
        case 'c': { char c = (char)va_arg(ap, int); hal_write(&c, 1); break; }
        case 'd': {
            long long v = lng == 2 ? va_arg(ap, long long) : lng ? va_arg(ap, long) : va_arg(ap, int);
            if (v < 0) { hal_write("-", 1); v = -v; }
            put_uint((unsigned long long)v, 10, width, pad);
            break;
        }
        case 'u': case 'x': {
            unsigned long long v = lng == 3 ? va_arg(ap, size_t) : lng == 2 ? va_arg(ap, unsigned long long)
                                 : lng ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
            put_uint(v, *p == 'x' ? 16 : 10, width, pad);
            break;
        }
        case '%': hal_write("%", 1); break;
        default: hal_write("?", 1); break;
        }
    }
    va_end(ap);
}

/* ---------------- running ---------------- */

void tt_run(const char *name, void (*fn)(void))
{
    cur_name = name;
    cur_failed = 0;
    fn();
    if (cur_failed) {
        n_failed++;
        tt_printf("FAIL %s\n", name);
    } else {
        n_passed++;
        tt_printf("ok   %s\n", name);
    }
}

void tt_fail(const char *file, int line, const char *what)
{
    if (cur_failed < 5) tt_printf("  %s:%d: %s: check failed: %s\n", file, line, cur_name ? cur_name : "?", what);
    cur_failed++;
}

int tt_failed_now(void) { return cur_failed; }

int tt_summary(const char *platform)
{
    tt_printf("%s: %u passed, %u failed\n", platform, n_passed, n_failed);
    return (int)n_failed;
}

int tt_is_target(void) { return hal_is_target(); }

int tt_full(void)
{
#ifdef PQ8K_TEST_FULL
    return 1;
#else
    return !hal_is_target();
#endif
}

int tt_memcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }

static uint32_t rng_state = 0x12345678u;
void tt_seed(uint32_t seed) { rng_state = seed ? seed : 1; }
uint32_t tt_rand32(void)
{
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}
void tt_randbytes(uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)tt_rand32();
}

/* ---------------- vector files ---------------- */

int tt_open(tt_file *f, const char *relpath)
{
    char path[256];
    size_t a = strlen(PQ8K_VECTORS_DIR), b = strlen(relpath);
    f->fd = -1;
    f->pos = f->len = 0;
    if (a + 1 + b + 1 > sizeof path) return -1;
    memcpy(path, PQ8K_VECTORS_DIR, a);
    path[a] = '/';
    memcpy(path + a + 1, relpath, b + 1);
    f->fd = hal_open(path);
    if (f->fd < 0) {
        tt_printf("  cannot open vector file %s\n", path);
        return -1;
    }
    return 0;
}

int tt_open_path(tt_file *f, const char *path)
{
    f->pos = f->len = 0;
    f->fd = hal_open(path);
    if (f->fd < 0) {
        tt_printf("  cannot open vector file %s\n", path);
        return -1;
    }
    return 0;
}

void tt_close(tt_file *f)
{
    if (f->fd >= 0) hal_close(f->fd);
    f->fd = -1;
}

int tt_getc(tt_file *f)
{
    if (f->pos == f->len) {
        if (f->fd < 0) return -1;
        long r = hal_read(f->fd, f->buf, sizeof f->buf);
        if (r <= 0) return -1;
        f->len = (unsigned)r;
        f->pos = 0;
    }
    return f->buf[f->pos++];
}

long tt_getline(tt_file *f, char *buf, size_t cap)
{
    size_t n = 0;
    int c = tt_getc(f);
    if (c < 0) return -1;
    while (c >= 0 && c != '\n') {
        if (c != '\r' && n + 1 < cap) buf[n++] = (char)c;
        c = tt_getc(f);
    }
    if (cap) buf[n] = '\0';
    return (long)n;
}

/* Match "key = " at the start of a line; leaves f just after it on success. */
int tt_rsp_find(tt_file *f, const char *key)
{
    size_t klen = strlen(key);
    for (;;) {
        size_t i = 0;
        int c = tt_getc(f);
        while (c >= 0 && i < klen && c == key[i]) { i++; c = tt_getc(f); }
        if (c < 0) return -1;
        if (i == klen && c == ' ') {
            int eq = tt_getc(f), sp = tt_getc(f);
            if (eq == '=' && sp == ' ') return 0;
            c = sp;
        }
        while (c >= 0 && c != '\n') c = tt_getc(f);
        if (c < 0) return -1;
    }
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

size_t tt_rsp_hex_read(tt_file *f, uint8_t *out, size_t n)
{
    size_t got = 0;
    while (got < n) {
        /* peek so that the line end stays unconsumed */
        if (f->pos == f->len && tt_getc(f) >= 0) f->pos--;
        if (f->pos == f->len) break;
        int hi = hexval(f->buf[f->pos]);
        if (hi < 0) break;
        f->pos++;
        int lo = hexval(tt_getc(f));
        if (lo < 0) break;
        out[got++] = (uint8_t)(hi << 4 | lo);
    }
    return got;
}

static void skip_line(tt_file *f)
{
    int c;
    do c = tt_getc(f); while (c >= 0 && c != '\n');
}

long tt_rsp_hex(tt_file *f, const char *key, uint8_t *out, size_t cap)
{
    if (tt_rsp_find(f, key) != 0) return -1;
    size_t n = tt_rsp_hex_read(f, out, cap);
    int c = tt_getc(f);
    int too_long = (c >= 0 && hexval(c) >= 0);
    if (c >= 0 && c != '\n') skip_line(f);
    return too_long ? -2 : (long)n;
}

int tt_rsp_uint(tt_file *f, const char *key, unsigned long *v)
{
    if (tt_rsp_find(f, key) != 0) return -1;
    unsigned long x = 0;
    int c = tt_getc(f), digits = 0;
    while (c >= '0' && c <= '9') { x = x * 10 + (unsigned long)(c - '0'); digits++; c = tt_getc(f); }
    if (c >= 0 && c != '\n') skip_line(f);
    *v = x;
    return digits ? 0 : -1;
}

int tt_rsp_open_record(tt_file *f, const char *relpath, unsigned long count)
{
    unsigned long c;
    if (tt_open(f, relpath) != 0) return -1;
    while (tt_rsp_uint(f, "count", &c) == 0)
        if (c == count) return 0;
    tt_close(f);
    return -1;
}

long tt_unhex(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = 0;
    while (hex[0] && hex[1]) {
        int hi = hexval(hex[0]), lo = hexval(hex[1]);
        if (hi < 0 || lo < 0 || n >= cap) return -1;
        out[n++] = (uint8_t)(hi << 4 | lo);
        hex += 2;
    }
    return hex[0] ? -1 : (long)n;
}
