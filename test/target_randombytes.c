/* SPDX-License-Identifier: MIT */
/*
 * Randomness for the test firmware on the QEMU targets, which have no TRNG.
 * Deterministic and NOT secure: tests only need signing and key generation
 * to run; the KAT tests inject their seeds and rnd explicitly.
 */
#include "pq8k/pq8k.h"
#include "tt.h"

int pq8k_randombytes(uint8_t *out, size_t len)
{
    tt_randbytes(out, len);
    return 0;
}
