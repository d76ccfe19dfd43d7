/*
 * HAETAE's hyperball sampler, re-derivable: y in R^(l+k) is a function of
 * (seed, counter), so signing never stores it. Pass 1 (hb_scale) reads every
 * polynomial's Gaussian stream once to get the radius scale; afterwards
 * hb_poly_start/hb_next replay any single polynomial's coefficients in order,
 * as often as needed, from one Keccak state.
 */
#ifndef PQ8K_HAETAE_HYPERBALL_H
#define PQ8K_HAETAE_HYPERBALL_H

#include "haetae/params.h"
#include "haetae/shared/fixpoint.h"
#include "common/fips202.h"

typedef struct {
    pq8k_keccak_state ks;
    fp96 scale;          /* (B0 * 2^13 + sqrt(n(k+l))/2) / sqrt(S/2) */
    uint8_t signs[32];   /* sign bits of the polynomial being replayed */
    unsigned idx;        /* next coefficient index */
} haetae_hb;

#define haetae_hb_scale HAETAE_NS(hb_scale)
#define haetae_hb_poly_start HAETAE_NS(hb_poly_start)
#define haetae_hb_next HAETAE_NS(hb_next)
#define haetae_hb_coin HAETAE_NS(hb_coin)

/* Pass 1 for the sample with nonces nonce .. nonce+k+l-1: sets hb->scale. */
void haetae_hb_scale(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce);
/* Start replaying polynomial p of that sample (p < l: y1[p], else y2[p-l]). */
void haetae_hb_poly_start(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce, unsigned p);
/* Next coefficient of the polynomial being replayed, in 2^-13 units. */
int32_t haetae_hb_next(haetae_hb *hb);
/* The coin byte b = SHAKE256(seed || nonce)[0]. */
uint8_t haetae_hb_coin(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce);

#endif
