/* SPDX-License-Identifier: MIT */
/*
 * The few libc functions the compiler and the library may call on the bare
 * targets (no libc is linked there). Built with -fno-tree-loop-distribute-patterns
 * so these loops are not turned back into calls to themselves.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

void *memcpy(void *restrict d, const void *restrict s, size_t n)
{
    uint8_t *dp = d;
    const uint8_t *sp = s;
    if ((((uintptr_t)dp | (uintptr_t)sp) & 3) == 0) {
        for (; n >= 4; n -= 4, dp += 4, sp += 4) *(uint32_t *)(void *)dp = *(const uint32_t *)(const void *)sp;
    }
    while (n--) *dp++ = *sp++;
    return d;
}

void *memmove(void *d, const void *s, size_t n)
{
    uint8_t *dp = d;
    const uint8_t *sp = s;
    if (dp < sp) {
        while (n--) *dp++ = *sp++;
    } else {
        while (n--) dp[n] = sp[n];
    }
    return d;
}

void *memset(void *d, int c, size_t n)
{
    uint8_t *dp = d;
    while (n--) *dp++ = (uint8_t)c;
    return d;
}

int memcmp(const void *a, const void *b, size_t n)
{
    const uint8_t *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}

size_t strlen(const char *s)
{
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

int strcmp(const char *a, const char *b)
{
    while (*a && *a == *b) { a++; b++; }
    return (unsigned char)*a - (unsigned char)*b;
}

char *strchr(const char *s, int c)
{
    for (;; s++) {
        if (*s == (char)c) return (char *)(uintptr_t)s;
        if (!*s) return NULL;
    }
}

char *strstr(const char *h, const char *n)
{
    size_t k = strlen(n);
    for (; *h; h++)
        if (memcmp(h, n, k) == 0) return (char *)(uintptr_t)h;
    return k == 0 ? (char *)(uintptr_t)h : NULL;
}
