/* SPDX-License-Identifier: MIT */
/* Challenge hashing and sampling; see challenge.h. */
#include "haetae/challenge.h"
#include "common/ct.h"

void haetae_challenge_absorb8(pq8k_keccak_state *ks, const uint16_t v[8])
{
#if HAETAE_D == 1
    uint8_t b[8];
    for (unsigned i = 0; i < 8; i++)
        b[i] = (uint8_t)v[i];
#else
    /* 9 bits per value, LSB first: 8 values fill 9 bytes */
    uint8_t b[9] = {0};
    for (unsigned i = 0; i < 8; i++) {
        unsigned bit = 9 * i;
        b[bit >> 3] |= (uint8_t)(v[i] << (bit & 7));
        b[(bit >> 3) + 1] |= (uint8_t)(v[i] >> (8 - (bit & 7)));
    }
#endif
    pq8k_keccak_absorb(ks, b, sizeof b);
}

void haetae_challenge_end_row(pq8k_keccak_state *ks)
{
#if HAETAE_D == 1
    static const uint8_t zeros[HAETAE_HB_ROWBYTES - HAETAE_N] = {0};
    pq8k_keccak_absorb(ks, zeros, sizeof zeros);
#else
    (void)ks;
#endif
}

static void absorb_tail(pq8k_keccak_state *ks, const uint8_t lsb[32], const uint8_t mu[32])
{
    pq8k_keccak_absorb(ks, lsb, 32);
    pq8k_keccak_absorb(ks, mu, 32);
    pq8k_keccak_finalize(ks);
}

#if HAETAE_D == 1
/* the next XOF byte j <= i; a rejected byte is discarded, so its rejection is public */
static uint32_t ball_index(pq8k_keccak_state *ks, unsigned i)
{
    uint8_t b;
    do
        pq8k_keccak_squeeze(ks, &b, 1);
    while (pq8k_ct_public((i - (uint32_t)b) >> 31));
    return b;
}

/* all ones if a == b, else 0 (a, b < 2^31) */
static uint32_t eq_mask(uint32_t a, uint32_t b)
{
    uint32_t d = a ^ b;
    return ((d | (0u - d)) >> 31) - 1u;
}

/*
 * Sample-in-ball without signs: tau ones, position i swapped with j. The
 * verifier's c is public (it is in the signature), so j is used as an address.
 */
static void ball_public(pq8k_keccak_state *ks, uint8_t c[32])
{
    for (unsigned i = 0; i < 32; i++)
        c[i] = 0;
    for (unsigned i = HAETAE_N - HAETAE_TAU; i < HAETAE_N; i++) {
        uint32_t j = ball_index(ks, i);
        unsigned cj = (c[j >> 3] >> (j & 7)) & 1;
        c[i >> 3] = (uint8_t)((c[i >> 3] & ~(1u << (i & 7))) | (cj << (i & 7)));
        c[j >> 3] |= (uint8_t)(1u << (j & 7));
    }
}

/*
 * The same ball for the signer, where c stays secret until its attempt is
 * accepted: byte j/8 is read and set through a mask over the 32 bytes and bit
 * j%8 through a mask over the 8 bits, never by address or by a shift of a
 * secret amount.
 */
static void ball_ct(pq8k_keccak_state *ks, uint8_t c[32])
{
    for (unsigned i = 0; i < 32; i++)
        c[i] = 0;
    for (unsigned i = HAETAE_N - HAETAE_TAU; i < HAETAE_N; i++) {
        uint32_t j = ball_index(ks, i), byte = 0, bit = 0, cj = 0;
        for (unsigned k = 0; k < 32; k++)
            byte |= c[k] & eq_mask(k, j >> 3);
        for (unsigned b = 0; b < 8; b++) {
            uint32_t m = eq_mask(b, j & 7);
            cj |= (byte >> b) & m & 1u;
            bit |= m & (1u << b);
        }
        c[i >> 3] = (uint8_t)((c[i >> 3] & ~(1u << (i & 7))) | (cj << (i & 7)));
        for (unsigned k = 0; k < 32; k++)
            c[k] |= (uint8_t)(bit & eq_mask(k, j >> 3));
    }
}
#else
/* 256 hash bits, complemented if needed so that at most n/2 are set; no branch on w */
static void ball_half(pq8k_keccak_state *ks, uint8_t c[32])
{
    unsigned w = 0;
    pq8k_keccak_squeeze(ks, c, 32);
    for (unsigned i = 0; i < 32; i++)
        for (unsigned b = 0; b < 8; b++)
            w += (c[i] >> b) & 1;
    /* flip if w > 128, or w == 128 and bit 0 is set */
    uint32_t gt = (128u - w) >> 31, d = w ^ 128u, eq = 1u ^ ((d | (0u - d)) >> 31);
    uint8_t flip = (uint8_t)(0u - (gt | (eq & c[0] & 1u)));
    for (unsigned i = 0; i < 32; i++)
        c[i] ^= flip;
}
#endif

void haetae_challenge_finish(pq8k_keccak_state *ks, const uint8_t lsb[32], const uint8_t mu[32],
                             uint8_t c[32])
{
    absorb_tail(ks, lsb, mu);
#if HAETAE_D == 1
    ball_public(ks, c);
#else
    ball_half(ks, c); /* as cheap as any branchy form */
#endif
}

void haetae_challenge_finish_ct(pq8k_keccak_state *ks, const uint8_t lsb[32],
                                const uint8_t mu[32], uint8_t c[32])
{
    absorb_tail(ks, lsb, mu);
#if HAETAE_D == 1
    ball_ct(ks, c);
#else
    ball_half(ks, c);
#endif
}
