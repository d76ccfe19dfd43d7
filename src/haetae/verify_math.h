/* SPDX-License-Identifier: MIT */
/*
 * The arithmetic of HAETAE verification, coefficient by coefficient and
 * column by column, shared by the one-shot verifier (verify.c) and the
 * streaming one (haetae_stream.c): both call these and nothing else for it,
 * so that they compute the same z1, w, z2, norms and challenge input from
 * the same decoded values.
 */
#ifndef PQ8K_HAETAE_VERIFY_MATH_H
#define PQ8K_HAETAE_VERIFY_MATH_H

#include "haetae/params.h"
#include "haetae/challenge.h"
#include "haetae/matrix.h"
#include "haetae/packing.h"
#include "haetae/all_levels/ntt.h"
#include "common/fips202.h"

/* Squared length of one coefficient. */
static inline uint64_t haetae_sq(int32_t v)
{
    return (uint64_t)((int64_t)v * v);
}

/* z1 coefficient from its HighBits value and its LowBits signature byte. */
static inline int32_t haetae_z1_coeff(int32_t hb, uint8_t lb)
{
    return hb * 256 + (int8_t)lb;
}

/* w' = LSB(z1_0 - c), bit n of the challenge's input (c as a bit vector). */
static inline void haetae_wlsb(uint8_t wlsb[32], const hpoly *z0, const uint8_t c[32])
{
    for (unsigned i = 0; i < 32; i++)
        wlsb[i] = 0;
    for (unsigned n = 0; n < HAETAE_N; n++) {
        unsigned bit = (unsigned)(z0->c[n] - ((c[n >> 3] >> (n & 7)) & 1)) & 1;
        wlsb[n >> 3] |= (uint8_t)(bit << (n & 7));
    }
}

/* Column j of A1 * z1, z = NTT(z1_j) already: acc[i] o= z for column 0
   (acc[i] holds A1[i][0] in the NTT domain), acc[i] += 2 A0[i][j-1] o z after
   it, each entry squeezed from ks as it is used. */
static inline void haetae_column_acc(hpoly acc[HAETAE_K], const hpoly *z, pq8k_keccak_state *ks,
                                     const uint8_t rho[32], unsigned j)
{
    for (unsigned i = 0; i < HAETAE_K; i++) {
        if (j == 0)
            pq8k_haetae_basemul(&acc[i], &acc[i], z);
        else
            haetae_acc_a0(&acc[i], z, ks, rho, i, j - 1, 1);
    }
}

/* High bits of r in [0, 2q), wrapping the top value to 0. */
static inline int32_t haetae_highbits(int32_t r)
{
    int32_t hb = (r + HAETAE_ALPHA_H / 2) >> HAETAE_LOG_ALPHA_H;
    return hb == HAETAE_HBMOD ? 0 : hb;
}

/* One coefficient of a row: a = (A1 z1 - q c j)_n mod q (centred), par its
   w' bit (row 0) or 0, h the hint. Returns w = HighBits(lift of a mod 2q) + h
   and sets *z2 = (alpha w - lift + par) / 2 in [-q/2, q/2). */
static inline int32_t haetae_row_coeff(int32_t a, int32_t par, int32_t h, int32_t *z2)
{
    int32_t v = haetae_pos(a);
    v += HAETAE_Q & -((v ^ par) & 1);          /* the CRT lift to [0, 2q) */
    int32_t w = haetae_highbits(v) + h;
    w -= HAETAE_HBMOD & -(int32_t)(w >= HAETAE_HBMOD);
    int32_t t = w * HAETAE_ALPHA_H - v + par;  /* in (-2q, 2q) */
    t += 2 * HAETAE_Q & (t >> 31);              /* [0, 2q) ... */
    t -= 2 * HAETAE_Q & -(int32_t)(t >= HAETAE_Q); /* ... then [-q, q) */
    *z2 = t >> 1;
    return w;
}

/* Hand w, coefficient n of a row, to the challenge hash: eight at a time
   through w8, and the row's end after the last. */
static inline void haetae_row_absorb(pq8k_keccak_state *ks, uint16_t w8[8], unsigned n, int32_t w)
{
    w8[n & 7] = (uint16_t)w;
    if ((n & 7) == 7)
        haetae_challenge_absorb8(ks, w8);
    if (n == HAETAE_N - 1)
        haetae_challenge_end_row(ks);
}

#endif
