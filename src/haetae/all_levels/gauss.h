/*
 * One candidate of HAETAE's discrete Gaussian (v1.1.2 "sigma76" sampler).
 * Level independent; constant time in the candidate bytes.
 */
#ifndef PQ8K_HAETAE_GAUSS_H
#define PQ8K_HAETAE_GAUSS_H

#include <stdint.h>
#include "haetae/all_levels/fixpoint.h"

#define HAETAE_GAUSS_BYTES 17

/*
 * Evaluate the candidate in b[0..17). Returns 1 if accepted, else 0. Always
 * writes the magnitude (60 fractional bits) to *mag and its truncated square
 * (76 fractional bits) to *sq; callers use them only for accepted candidates.
 */
unsigned pq8k_haetae_gauss(const uint8_t b[HAETAE_GAUSS_BYTES], uint64_t *mag, fp96 *sq);
/* Only the magnitude of the candidate, for replaying one already accepted. */
uint64_t pq8k_haetae_gauss_mag(const uint8_t b[HAETAE_GAUSS_BYTES]);

#endif
