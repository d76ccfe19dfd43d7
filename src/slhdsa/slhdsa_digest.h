/* SPDX-License-Identifier: MIT */
/*
 * Reading the message digest and the WOTS+ digits (FIPS 205 base_2b), shared
 * by the signer and the streaming verifier so that both index the same way.
 */
#ifndef PQ8K_SLHDSA_DIGEST_H
#define PQ8K_SLHDSA_DIGEST_H

#include <stdint.h>
#include "slhdsa/slhdsa_params.h"

/* FORS index i: the a bits of md starting at bit i*a, most significant first. */
static inline uint32_t slh_fors_index(const uint8_t *md, unsigned a, unsigned i)
{
    uint32_t v = 0;
    for (unsigned bit = i * a, end = bit + a; bit < end; bit++)
        v = (v << 1) | ((md[bit >> 3] >> (7u - (bit & 7u))) & 1u);
    return v;
}

static inline uint64_t slh_load_be(const uint8_t *b, unsigned len)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < len; i++) v = (v << 8) | b[i];
    return v;
}

/* Algorithm 19/20 steps 7-10: tree and leaf indices after the md bytes. */
static inline void slh_digest_indices(const slh_params *p, const uint8_t *digest,
                                      uint64_t *tree, uint32_t *leaf)
{
    unsigned tbits = (unsigned)(p->h - p->hp);
    const uint8_t *t = digest + slh_md_bytes(p);
    uint64_t v = slh_load_be(t, slh_tree_bytes(p));
    if (tbits < 64) v &= ((uint64_t)1 << tbits) - 1u;   /* 256f uses all 64 bits */
    *tree = v;
    *leaf = (uint32_t)slh_load_be(t + slh_tree_bytes(p), slh_leaf_bytes(p)) & ((1u << p->hp) - 1u);
}

/* WOTS+ checksum of an n-byte message: sum of (w - 1 - digit) over its 2n nibbles. */
static inline unsigned slh_wots_csum(const uint8_t *msg, unsigned n)
{
    unsigned c = 30u * n;
    for (unsigned i = 0; i < n; i++) c -= (msg[i] >> 4) + (msg[i] & 15u);
    return c;
}

/* Digit i of msg || checksum: 2n message nibbles, then the checksum's three. */
static inline unsigned slh_wots_digit(const uint8_t *msg, unsigned n, unsigned csum, unsigned i)
{
    if (i < 2u * n) return (i & 1u) ? msg[i >> 1] & 15u : msg[i >> 1] >> 4;
    return (csum >> (8u - 4u * (i - 2u * n))) & 15u;
}

#endif
