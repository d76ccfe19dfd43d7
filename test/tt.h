/* SPDX-License-Identifier: MIT */
/*
 * tt — the pq8k test runner. The same test files run on the host and on every
 * QEMU target; output and vector files go through the platform HAL (stdio on
 * the host, semihosting on the targets).
 *
 * A test file test/test_<name>.c defines `void tt_suite_<name>(void)`, which
 * calls tt_run() for each of its tests; the build finds the suites by file name.
 * Inside a test, TT_ASSERT* record a failure and carry on.
 */
#ifndef PQ8K_TT_H
#define PQ8K_TT_H

#include <stddef.h>
#include <stdint.h>

void tt_run(const char *name, void (*fn)(void));
void tt_fail(const char *file, int line, const char *what);
int tt_failed_now(void);          /* non-zero if the running test has failed so far */
int tt_summary(const char *platform); /* prints "<platform>: N passed, N failed"; returns failures */
int tt_full(void);                /* non-zero: run the long version of vector tests */
int tt_is_target(void);           /* non-zero on a QEMU target (slow: run subsets) */

#define TT_ASSERT(c) do { if (!(c)) tt_fail(__FILE__, __LINE__, #c); } while (0)
#define TT_ASSERT_EQ(a, b) do { if ((long long)(a) != (long long)(b)) { \
    tt_printf("  %s = %ld, %s = %ld\n", #a, (long)(a), #b, (long)(b)); \
    tt_fail(__FILE__, __LINE__, #a " == " #b); } } while (0)
#define TT_ASSERT_MEM(a, b, n) do { if (tt_memcmp((a), (b), (n)) != 0) \
    tt_fail(__FILE__, __LINE__, "memory " #a " == " #b); } while (0)

/* Minimal printf: %s %c %d %u %ld %lu %x %lx %zu and %02x. */
void tt_printf(const char *fmt, ...);
int tt_memcmp(const void *a, const void *b, size_t n);
/* Deterministic test-only PRNG (xorshift); never for keys. */
uint32_t tt_rand32(void);
void tt_randbytes(uint8_t *out, size_t n);
void tt_seed(uint32_t seed);

/* ---- vector files: paths are relative to the shared vectors folder ---- */
typedef struct {
    int fd;
    unsigned pos, len;
    uint8_t buf[512];
} tt_file;

int tt_open(tt_file *f, const char *relpath);  /* 0 on success */
/* Open a file by its path as given (relative: to the repository root, where
   the tests run), for the vectors committed under test/vectors/. */
int tt_open_path(tt_file *f, const char *path);
void tt_close(tt_file *f);
int tt_getc(tt_file *f);                       /* -1 at end of file */
/* Read one line (without '\n') into buf; returns its length, -1 at EOF.
   A line longer than cap-1 is truncated (rest skipped) and returns cap-1. */
long tt_getline(tt_file *f, char *buf, size_t cap);
/*
 * NIST .rsp helpers. tt_rsp_find skips to the next line "key = " and leaves the
 * file positioned at the value; returns 0, or -1 at EOF.
 * tt_rsp_hex decodes the next "key = <hex>" value into out (cap bytes) and
 * returns its byte length, -1 at EOF, -2 if longer than cap (rest skipped).
 * tt_rsp_hex_read decodes up to n bytes of the current hex value (after a
 * tt_rsp_find), for values too large to hold at once; returns bytes decoded.
 */
int tt_rsp_find(tt_file *f, const char *key);
/* Open relpath and position f just after the line "count = <count>"; 0, or -1 (f closed). */
int tt_rsp_open_record(tt_file *f, const char *relpath, unsigned long count);
long tt_rsp_hex(tt_file *f, const char *key, uint8_t *out, size_t cap);
size_t tt_rsp_hex_read(tt_file *f, uint8_t *out, size_t n);
int tt_rsp_uint(tt_file *f, const char *key, unsigned long *v);
/* Decode a hex string; returns bytes written or -1 on a bad digit/overflow. */
long tt_unhex(uint8_t *out, size_t cap, const char *hex);

/* ---- NIST KAT DRBG (AES-256-CTR, test side only; test/nist_drbg.c) ---- */
void tt_drbg_init(const uint8_t entropy[48], const uint8_t *pers /* 48 B or NULL */);
void tt_drbg_bytes(uint8_t *out, size_t n);

/* Every suite the build found (suites.h is generated from test/test_*.c). */
#define TT_SUITE(name, run) void tt_suite_##name(void);
#include "suites.h"
#undef TT_SUITE

#endif
