/* SPDX-License-Identifier: MIT */
/*
 * HAETAE's hyperball sampler, re-derivable: y in R^(l+k) is a function of
 * (seed, counter), so signing never stores it. Pass 1 (hb_scale) reads every
 * polynomial's Gaussian stream once to get the radius scale and remembers
 * which candidates it accepted; afterwards hb_poly_start/hb_next replay any
 * single polynomial's coefficients in order, as often as needed, from one
 * Keccak state, without evaluating the acceptance test again.
 */
#ifndef PQ8K_HAETAE_HYPERBALL_H
#define PQ8K_HAETAE_HYPERBALL_H

#include "haetae/params.h"
#include "haetae/all_levels/fixpoint.h"
#include "common/fips202.h"

/* Candidates per polynomial whose verdict pass 1 keeps (about 267 are read
   on average for 257 samples; 288 is exceeded with negligible probability,
   and later candidates are simply evaluated again). */
#define HAETAE_HB_MAPBITS 288

typedef struct {
    pq8k_keccak_state ks;
    fp96 scale;          /* (B0 * 2^13 + sqrt(n(k+l))/2) / sqrt(S/2) */
    uint8_t signs[32];   /* sign bits of the polynomial being replayed */
    uint8_t buf[PQ8K_SHAKE256_RATE]; /* the stream's current block */
    unsigned pos;        /* next unread byte of buf */
    unsigned idx;        /* next coefficient index */
    unsigned cand;       /* next candidate index */
    const uint8_t *map;  /* accepted[] row of the polynomial being replayed */
    /* accepted[p]: bit i = candidate i of polynomial p was accepted (secret) */
    uint8_t accepted[HAETAE_KL][HAETAE_HB_MAPBITS / 8];
} haetae_hb;

#define haetae_hb_scale HAETAE_NS(hb_scale)
#define haetae_hb_poly_start HAETAE_NS(hb_poly_start)
#define haetae_hb_next HAETAE_NS(hb_next)
#define haetae_hb_coin HAETAE_NS(hb_coin)

/* Pass 1 for the sample with nonces nonce .. nonce+k+l-1: sets hb->scale
   and hb->accepted. */
void haetae_hb_scale(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce);
/* Start replaying polynomial p of that sample (p < l: y1[p], else y2[p-l]). */
void haetae_hb_poly_start(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce, unsigned p);
/* Next coefficient of the polynomial being replayed, in 2^-13 units. */
int32_t haetae_hb_next(haetae_hb *hb);
/* The coin byte b = SHAKE256(seed || nonce)[0]. */
uint8_t haetae_hb_coin(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce);

#endif
