/* SPDX-License-Identifier: MIT */
/*
 * The 32-byte FIPS 205 address (ADRS), kept in its byte form so the SHAKE
 * functions hash it as is and the SHA-2 ones compress it on the fly.
 * Layout (big-endian words): 0 layer, 4..15 tree, 16 type, 20 key pair,
 * 24 chain / tree height, 28 hash / tree index.
 */
#ifndef PQ8K_SLHDSA_ADRS_H
#define PQ8K_SLHDSA_ADRS_H

#include <stdint.h>
#include "common/bytes.h"

enum {
    SLH_WOTS_HASH = 0, SLH_WOTS_PK = 1, SLH_TREE = 2, SLH_FORS_TREE = 3,
    SLH_FORS_ROOTS = 4, SLH_WOTS_PRF = 5, SLH_FORS_PRF = 6
};

static inline void slh_adrs_word(uint8_t a[32], unsigned off, uint32_t v)
{
    pq8k_store32_be(a + off, v);
}
static inline uint32_t slh_adrs_get(const uint8_t a[32], unsigned off)
{
    return pq8k_load32_be(a + off);
}
static inline void slh_adrs_layer(uint8_t a[32], uint32_t l) { slh_adrs_word(a, 0, l); }
/* Trees are indexed by at most 64 bits: the top word of the 12-byte field stays 0. */
static inline void slh_adrs_tree(uint8_t a[32], uint64_t t)
{
    slh_adrs_word(a, 4, 0);
    slh_adrs_word(a, 8, (uint32_t)(t >> 32));
    slh_adrs_word(a, 12, (uint32_t)t);
}
/* setTypeAndClear: the type changes the meaning of the last three words. */
static inline void slh_adrs_type(uint8_t a[32], uint32_t type)
{
    slh_adrs_word(a, 16, type);
    for (unsigned i = 20; i < 32; i++) a[i] = 0;
}
static inline void slh_adrs_keypair(uint8_t a[32], uint32_t kp) { slh_adrs_word(a, 20, kp); }
static inline void slh_adrs_chain(uint8_t a[32], uint32_t c) { slh_adrs_word(a, 24, c); }   /* = tree height */
static inline void slh_adrs_hash(uint8_t a[32], uint32_t h) { slh_adrs_word(a, 28, h); }    /* = tree index */

#endif
