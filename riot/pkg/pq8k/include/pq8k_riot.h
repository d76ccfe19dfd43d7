/* SPDX-License-Identifier: MIT */
/*
 * pq8k on RIOT: where pq8k_randombytes gets its bytes.
 *
 * The package implements pq8k_randombytes (pq8k/pq8k.h) from, in order:
 *   1. the board's hardware RNG (periph_hwrng, e.g. the STM32F4's TRNG);
 *   2. RIOT's `random` PRNG, only if the application opts in with
 *      USEMODULE += pq8k_rng_test. That generator is seeded with 32 bits (on
 *      the hifive1 from the CPU id, the same at every boot): keys and
 *      signatures made with it are predictable. For tests and benchmarks only.
 *   3. nothing: pq8k_randombytes fails, so keygen and signing return
 *      PQ8K_ERR_RNG; verification needs no randomness and works.
 */
#ifndef PQ8K_RIOT_H
#define PQ8K_RIOT_H

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    PQ8K_RIOT_RNG_NONE = 0,   /* keygen and signing are refused */
    PQ8K_RIOT_RNG_HWRNG,      /* periph_hwrng */
    PQ8K_RIOT_RNG_TEST,       /* pq8k_rng_test: predictable, never for real keys */
} pq8k_riot_rng;

/* The source this firmware was built with. */
pq8k_riot_rng pq8k_riot_rng_source(void);

/* Its name, for a boot message: "periph_hwrng", "TEST (insecure)", "none". */
const char *pq8k_riot_rng_name(pq8k_riot_rng src);

#ifdef __cplusplus
}
#endif

#endif /* PQ8K_RIOT_H */
