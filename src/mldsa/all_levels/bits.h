/* SPDX-License-Identifier: MIT */
/* Fixed-width little-endian bit packing of 256 coefficients (FIPS 204 SimpleBitPack). */
#ifndef PQ8K_MLDSA_BITS_H
#define PQ8K_MLDSA_BITS_H

#include <stdint.h>

/* Field idx (0..255) of width bits (1..20) in packed. */
uint32_t pq8k_mldsa_get_bits(const uint8_t *packed, unsigned idx, unsigned bits);
/* Write v[0..255] (each below 2^bits) as 32*bits bytes. */
void pq8k_mldsa_pack(uint8_t *out, const uint32_t v[256], unsigned bits);

#endif
