/* SPDX-License-Identifier: MIT */
/* The host build's randomness hook (part of libpq8k.a on the host only). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <sys/random.h>
#include "pq8k/pq8k.h"

int pq8k_randombytes(uint8_t *out, size_t len)
{
    while (len > 0) {
        ssize_t r = getrandom(out, len, 0);
        if (r < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        out += r;
        len -= (size_t)r;
    }
    return 0;
}
