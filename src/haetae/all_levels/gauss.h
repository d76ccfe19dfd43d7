/* SPDX-License-Identifier: MIT */
/*
 * One candidate of HAETAE's discrete Gaussian ("sigma76" sampler), as the
 * release chosen by PQ8K_CONFIG_HAETAE_V112 draws it (pq8k/config.h):
 * v1.2.0 (default) reads 26 bytes per candidate and an 83-bit table, v1.1.2
 * 17 bytes and a 16-bit table. Level independent; constant time in the
 * candidate bytes.
 */
#ifndef PQ8K_HAETAE_GAUSS_H
#define PQ8K_HAETAE_GAUSS_H

#include <stdint.h>
#include "pq8k/config.h"
#include "haetae/all_levels/fixpoint.h"

/* Candidate layout (little-endian fields): the table input, the 48-bit
   rejection value at HAETAE_GAUSS_REJ, the 72-bit fraction at HAETAE_GAUSS_FRAC. */
#if PQ8K_CONFIG_HAETAE_V112
#define HAETAE_GAUSS_BYTES 17   /* 16 + 48 + 72 bits */
#define HAETAE_GAUSS_REJ 2
#else
#define HAETAE_GAUSS_BYTES 26   /* 83 + 48 + 72 bits, 5 bits unused */
#define HAETAE_GAUSS_REJ 11
#endif
#define HAETAE_GAUSS_FRAC (HAETAE_GAUSS_REJ + 6)

/*
 * Evaluate the candidate in b[0..HAETAE_GAUSS_BYTES). Returns 1 if accepted,
 * else 0. Always writes the magnitude (60 fractional bits) to *mag and its
 * truncated square (76 fractional bits) to *sq; callers use them only for
 * accepted candidates.
 */
unsigned pq8k_haetae_gauss(const uint8_t b[HAETAE_GAUSS_BYTES], uint64_t *mag, fp96 *sq);
/* Only the magnitude of the candidate, for replaying one already accepted. */
uint64_t pq8k_haetae_gauss_mag(const uint8_t b[HAETAE_GAUSS_BYTES]);

#endif
