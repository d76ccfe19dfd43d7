/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600]: one permutation of a 200-byte state. */
#include <string.h>
#include "bench.h"
#include "common/fips202.h"

static uint64_t state[25];

static void zero_state(unsigned run)
{
    (void)run;
    memset(state, 0, sizeof state);
}

static void op_permutation(void) { pq8k_keccakf1600(state); }

/* Keccak-f[1600] of the all-zero state: first and last lanes (the Keccak team's test values). */
static int permuted_zero(void)
{
    return state[0] == 0xF1258F7940E1DDE7ULL && state[24] == 0xEAF1FF7B5CECA249ULL;
}

static const bench_op ops[] = {
    BENCH_OP("permutation", op_permutation, 3, zero_state, permuted_zero),
};
BENCH_SUITE("keccakf1600", ops);
