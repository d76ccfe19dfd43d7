/* SPDX-License-Identifier: MIT */
/*
 * pq8k_randombytes on Zephyr, for keygen and signing (verification draws
 * nothing): Zephyr's cryptographically secure generator when the build has
 * one (CONFIG_CSPRNG_ENABLED: an entropy driver, or a CSPRNG seeded by one);
 * otherwise a failure, so that keygen and signing return PQ8K_ERR_RNG rather
 * than use predictable bytes.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "pq8k/pq8k.h"
#if defined(CONFIG_CSPRNG_ENABLED)
#include <zephyr/random/random.h>
#endif

int pq8k_randombytes(uint8_t *out, size_t len)
{
#if defined(CONFIG_CSPRNG_ENABLED)
    if (sys_csrand_get(out, len) == 0) {
        return 0;
    }
#endif
    memset(out, 0, len);
    return -1;
}
