/* SPDX-License-Identifier: MIT */
/*
 * Randomness for the demo firmware only. The emulated boards have no TRNG, so
 * the demo expands a seed the host drew from its own RNG at build time
 * (PQ8K_DEMO_SEED, 64 hex digits, in the generated demo_seed.h) with
 * SHAKE256. A real device reads its TRNG.
 */
#include "pq8k/pq8k.h"
#include "common/fips202.h"
#include "demo_seed.h"   /* written by scripts/demo.sh */

#ifndef PQ8K_DEMO_SEED
#error "build the demo through scripts/demo.sh, which supplies PQ8K_DEMO_SEED"
#endif

static pq8k_keccak_state rng;
static int rng_ready;

static uint8_t hexdigit(char c)
{
    return (uint8_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
}

int pq8k_randombytes(uint8_t *out, size_t len)
{
    if (!rng_ready) {
        static const char seed_hex[] = PQ8K_DEMO_SEED;
        uint8_t seed[32];
        if (sizeof seed_hex != 65) return -1;
        for (int i = 0; i < 32; i++)
            seed[i] = (uint8_t)(hexdigit(seed_hex[2 * i]) << 4 | hexdigit(seed_hex[2 * i + 1]));
        pq8k_shake256_init(&rng);
        pq8k_keccak_absorb(&rng, seed, sizeof seed);
        pq8k_keccak_finalize(&rng);
        rng_ready = 1;
    }
    pq8k_keccak_squeeze(&rng, out, len);
    return 0;
}
