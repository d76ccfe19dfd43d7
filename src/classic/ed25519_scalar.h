/* SPDX-License-Identifier: MIT */
/* Ed25519 scalars: integers modulo the group order L (bn256 Montgomery). */
#ifndef PQ8K_CLASSIC_ED25519_SCALAR_H
#define PQ8K_CLASSIC_ED25519_SCALAR_H

#include "classic/bn256.h"

extern const bn_modulus pq8k_ed_l;

/* r = the 64-byte little-endian integer in mod L (a SHA-512 output). */
void pq8k_ed_scalar_reduce64(uint32_t r[BN_WORDS], const uint8_t in[64]);
/* The 32-byte little-endian integer (no reduction). */
void pq8k_ed_scalar_load(uint32_t r[BN_WORDS], const uint8_t in[32]);

#endif
