/* SPDX-License-Identifier: MIT */
/*
 * Keccak-f[1600] on 64-bit lanes in their natural layout: the permutation for
 * 64-bit hosts, and the reference the bit-interleaved one is tested against.
 */
#include "common/keccakf1600.h"

#define KECCAK_ROUNDS 24

static const uint64_t round_constants[KECCAK_ROUNDS] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808AULL,
    0x8000000080008000ULL, 0x000000000000808BULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008AULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000AULL,
    0x000000008000808BULL, 0x800000000000008BULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800AULL, 0x800000008000000AULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

/*
 * rho and pi fused: walking the pi permutation from lane 1 visits the other
 * 23 non-zero lanes once each; entry i gives the lane reached at step i and
 * the rotation that lane receives. Lane 0 has no rotation and stays put.
 */
static const uint8_t pi_lane[24] = {
    10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4,
    15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1,
};
static const uint8_t rho_rot[24] = {
    1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14,
    27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44,
};

/* n is always in 1..63 here, so neither shift is by 64. */
static uint64_t rol64(uint64_t x, unsigned n)
{
    return (x << n) | (x >> (64u - n));
}

static void theta(uint64_t s[25])
{
    uint64_t c[5];
    for (unsigned x = 0; x < 5; x++)
        c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (unsigned x = 0; x < 5; x++) {
        uint64_t d = c[(x + 4) % 5] ^ rol64(c[(x + 1) % 5], 1);
        for (unsigned y = 0; y < 25; y += 5) s[y + x] ^= d;
    }
}

static void rho_pi(uint64_t s[25])
{
    uint64_t carry = s[1];
    for (unsigned i = 0; i < 24; i++) {
        unsigned j = pi_lane[i];
        uint64_t next = s[j];
        s[j] = rol64(carry, rho_rot[i]);
        carry = next;
    }
}

static void chi(uint64_t s[25])
{
    for (unsigned y = 0; y < 25; y += 5) {
        uint64_t row[5];
        for (unsigned x = 0; x < 5; x++) row[x] = s[y + x];
        for (unsigned x = 0; x < 5; x++)
            s[y + x] = row[x] ^ (~row[(x + 1) % 5] & row[(x + 2) % 5]);
    }
}

#if defined(PQ8K_COUNT_KECCAK)
/* test builds only (bench/slhdsa_hash_count.c): permutations so far */
unsigned long pq8k_keccak_permutations;
#endif

void pq8k_keccakf1600_lanes64(uint64_t s[25])
{
#if defined(PQ8K_COUNT_KECCAK)
    pq8k_keccak_permutations++;
#endif
    for (unsigned r = 0; r < KECCAK_ROUNDS; r++) {
        theta(s);
        rho_pi(s);
        chi(s);
        s[0] ^= round_constants[r];
    }
}
