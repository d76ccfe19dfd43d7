/* SPDX-License-Identifier: MIT */
/*
 * pq8k_randombytes on RIOT (pq8k_riot.h says which source and why).
 */
#include <stdint.h>
#include <string.h>
#include "kernel_defines.h"
#include "pq8k/pq8k.h"
#include "pq8k_riot.h"
#if IS_USED(MODULE_PERIPH_HWRNG)
#include "periph/hwrng.h"
#elif IS_USED(MODULE_PQ8K_RNG_TEST)
#include "random.h"
#endif

pq8k_riot_rng pq8k_riot_rng_source(void)
{
#if IS_USED(MODULE_PERIPH_HWRNG)
    return PQ8K_RIOT_RNG_HWRNG;
#elif IS_USED(MODULE_PQ8K_RNG_TEST)
    return PQ8K_RIOT_RNG_TEST;
#else
    return PQ8K_RIOT_RNG_NONE;
#endif
}

const char *pq8k_riot_rng_name(pq8k_riot_rng src)
{
    switch (src) {
    case PQ8K_RIOT_RNG_HWRNG: return "periph_hwrng";
    case PQ8K_RIOT_RNG_TEST:  return "TEST (RIOT random, 32-bit seed: insecure)";
    default:                  return "none (keygen and signing refused)";
    }
}

int pq8k_randombytes(uint8_t *out, size_t len)
{
#if IS_USED(MODULE_PERIPH_HWRNG)
    hwrng_read(out, (unsigned)len);
    return 0;
#elif IS_USED(MODULE_PQ8K_RNG_TEST)
    random_bytes(out, len);
    return 0;
#else
    /* no entropy source: fail rather than hand out predictable bytes */
    memset(out, 0, len);
    return -1;
#endif
}
