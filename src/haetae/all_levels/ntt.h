/* SPDX-License-Identifier: MIT */
/* NTT mod q for HAETAE (level independent). */
#ifndef PQ8K_HAETAE_NTT_H
#define PQ8K_HAETAE_NTT_H

#include "haetae/all_levels/arith.h"

/* Forward NTT in place; input and output centred. */
void pq8k_haetae_ntt(hpoly *a);
/* Inverse NTT in place, times 2^32: invntt(basemul(ntt(a), ntt(b))) = a * b mod q. */
void pq8k_haetae_invntt(hpoly *a);
/* r = a o b * 2^-32 (pointwise); r may alias a or b. */
void pq8k_haetae_basemul(hpoly *r, const hpoly *a, const hpoly *b);
/* r += a o b * 2^-32 (pointwise). */
void pq8k_haetae_basemul_acc(hpoly *r, const hpoly *a, const hpoly *b);

#endif
