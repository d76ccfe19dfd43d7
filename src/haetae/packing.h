/* SPDX-License-Identifier: MIT */
/* Bit packing of HAETAE keys: b1 / NTT(-2b) in the public key, s1 and s2 in the secret key. */
#ifndef PQ8K_HAETAE_PACKING_H
#define PQ8K_HAETAE_PACKING_H

#include "haetae/params.h"

#define haetae_pack_b HAETAE_NS(pack_b)
#define haetae_pack_s1 HAETAE_NS(pack_s1)
#define haetae_unpack_s1 HAETAE_NS(unpack_s1)
#define haetae_pack_s2 HAETAE_NS(pack_s2)
#define haetae_unpack_s2 HAETAE_NS(unpack_s2)
#define haetae_pk_check HAETAE_NS(pk_check)

/* Coefficient n of a 15-bit packed polynomial (LSB-first bit stream). */
static inline int32_t haetae_get15(const uint8_t *p, unsigned n)
{
    unsigned bit = 15 * n;
    const uint8_t *q = p + (bit >> 3);
    uint32_t w = q[0] | ((uint32_t)q[1] << 8);
    if ((bit & 7) > 1)            /* the value spills into a third byte */
        w |= (uint32_t)q[2] << 16;
    return (int32_t)((w >> (bit & 7)) & 0x7FFF);
}

/* Largest b1 = (b - b0) / 2 for b in [0, q). */
#define HAETAE_PK_B1_MAX 32256

/* 1 if a packed public-key coefficient t (15-bit b1, or the 16-bit value of
   NTT(-2b) at level 5) is one key generation cannot produce. */
static inline uint32_t haetae_pk_coeff_bad(uint32_t t)
{
#if HAETAE_D == 1
    return t > HAETAE_PK_B1_MAX;
#else
    return t >= HAETAE_Q;
#endif
}

/* Public-key polynomial from values in [0, q): 15 bits (levels 2/3) or 16 bits (level 5). */
void haetae_pack_b(uint8_t *out, const hpoly *b);
/* s1 in {-1,0,1} at 2 bits per coefficient (stored as 1 - s). */
void haetae_pack_s1(uint8_t out[HAETAE_POLYS1_BYTES], const hpoly *s);
void haetae_unpack_s1(hpoly *s, const uint8_t in[HAETAE_POLYS1_BYTES]);
/* s2: [-2,2] at 3 bits (stored as 2 - s; levels 2/3) or {-1,0,1} at 2 bits (level 5). */
void haetae_pack_s2(uint8_t out[HAETAE_POLYS2_BYTES], const hpoly *s);
void haetae_unpack_s2(hpoly *s, const uint8_t in[HAETAE_POLYS2_BYTES]);
/* 0 if every public-key coefficient is one that key generation can produce, else -1. */
int haetae_pk_check(const uint8_t *pk);

#endif
