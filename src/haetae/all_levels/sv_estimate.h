/* SPDX-License-Identifier: MIT */
/* HAETAE keygen: singular-value estimate of the secret key (level independent). */
#ifndef PQ8K_HAETAE_SV_ESTIMATE_H
#define PQ8K_HAETAE_SV_ESTIMATE_H

#include <stdint.h>
#include "haetae/all_levels/arith.h"

typedef struct {
    int32_t re, im;
} pq8k_haetae_cfx;

/* sum[i] += |FFT(s)[i]|^2 in fixed point; work is scratch (2 KB). Start with sum = 0. */
void pq8k_haetae_sv_add(uint32_t sum[256], pq8k_haetae_cfx work[256], const hpoly *s);
/* The estimate from the 256/tau + 1 largest sums (sum is left unspecified). */
int32_t pq8k_haetae_sv_finish(uint32_t sum[256], unsigned tau);

#endif
