/* SPDX-License-Identifier: MIT */
/*
 * Points of the Ed25519 curve -x^2 + y^2 = 1 + d x^2 y^2 in extended
 * coordinates (x = X/Z, y = Y/Z, x y = T/Z), with the complete formulas of
 * Hisil-Wong-Carter-Dawson (no special cases): decoding and encoding (RFC
 * 8032 5.1.2-5.1.3), the double-scalar multiplication of verification
 * (public data, variable time) and the fixed-base multiplication of signing
 * (constant time).
 */
#ifndef PQ8K_CLASSIC_ED25519_POINT_H
#define PQ8K_CLASSIC_ED25519_POINT_H

#include "pq8k/classic_ws.h"
#include "classic/ed25519_field.h"

/* x, y, z, t: each an ed_fe (pq8k/classic_ws.h holds the type for the workspaces) */
typedef pq8k_ed25519_ws_point ed_point;

/* Decodes 32 bytes; returns nonzero (r undefined) for a y not below p, or
   no x for y, or x = 0 with the sign bit set. */
int pq8k_ed_point_decode(ed_point *r, const uint8_t in[32]);
void pq8k_ed_point_encode(uint8_t out[32], const ed_point *p);
/* r = [s]B + [k]A for s, k < 2^256 (r not a); r's T is left stale (encode it
   or double it); w is its scratch. */
void pq8k_ed_double_mul(ed_point *r, const uint32_t s[BN_WORDS], const uint32_t k[BN_WORDS],
                        const ed_point *a, pq8k_ed25519_mul_ws *w);
/* r = [k]B for a secret k < 2^256: constant time. */
void pq8k_ed_base_mul_ct(ed_point *r, const uint32_t k[BN_WORDS]);
/* -p */
void pq8k_ed_point_neg(ed_point *r, const ed_point *p);

#endif
