/* SPDX-License-Identifier: MIT */
/*
 * P-256 points in Jacobian coordinates (x = X/Z^2, y = Y/Z^3; Z = 0 is the
 * point at infinity): the curve check of public keys, the double-scalar
 * multiplication of verification (public data, variable time) and the
 * fixed-base multiplication of signing (constant time).
 */
#ifndef PQ8K_CLASSIC_P256_POINT_H
#define PQ8K_CLASSIC_P256_POINT_H

#include "pq8k/classic_ws.h"
#include "classic/p256_field.h"

/* x, y, z: each a p256_fe (pq8k/classic_ws.h holds the type for the workspaces) */
typedef pq8k_p256_ws_point p256_point;

/* Nonzero when (x, y), both < p, satisfies y^2 = x^3 - 3x + b. */
int pq8k_p256_on_curve(const p256_fe x, const p256_fe y);
/* r = [u1]G + [u2]Q for u1, u2 < 2^256 and Q on the curve, given affine in
   r->x, r->y on entry (r->z ignored); w is its scratch. */
void pq8k_p256_double_mul(p256_point *r, const uint32_t u1[BN_WORDS], const uint32_t u2[BN_WORDS],
                          pq8k_p256_mul_ws *w);
/* (x, y) = [k]G, affine, for a secret 0 < k < n: constant time. */
void pq8k_p256_base_mul_ct(p256_fe x, p256_fe y, const uint32_t k[BN_WORDS]);

#endif
