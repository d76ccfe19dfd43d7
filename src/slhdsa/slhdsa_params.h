/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA parameter sets (FIPS 205 Table 2) and the build-time subset.
 * Every routine reads n, h, d, h', a, k from one const table entry, so all
 * twelve sets run the same code; lg_w = 4 (w = 16) and len2 = 3 for all.
 */
#ifndef PQ8K_SLHDSA_PARAMS_H
#define PQ8K_SLHDSA_PARAMS_H

#include <stdint.h>
#include "pq8k/slhdsa.h"

/* The sets built and what they need (pq8k/config.h, pq8k/slhdsa.h). */
#define SLH_SETS        PQ8K_CONFIG_SLHDSA_SETS
#define SLH_HAVE_SHA2   PQ8K_SLHDSA_BUILT_SHA2
#define SLH_HAVE_SHA512 PQ8K_SLHDSA_BUILT_SHA512   /* SHA2-192*, SHA2-256* */
#define SLH_HAVE_SHAKE  PQ8K_SLHDSA_BUILT_SHAKE
#define SLH_MAX_N       PQ8K_SLHDSA_BUILT_N
#define SLH_MAX_MD      PQ8K_SLHDSA_BUILT_MD
#define SLH_MAX_A 14         /* FORS tree height; the XMSS heights h' are at most 9 */

typedef struct pq8k_slhdsa_params {
    uint8_t n;      /* hash output bytes */
    uint8_t h;      /* hypertree height */
    uint8_t d;      /* hypertree layers */
    uint8_t hp;     /* XMSS tree height h' = h/d */
    uint8_t a;      /* FORS tree height */
    uint8_t k;      /* FORS trees */
    uint8_t shake;  /* 1: SHAKE256 family, 0: SHA-2 */
} slh_params;

/* The entry of a built set, or NULL. */
const slh_params *pq8k_slh_params_get(pq8k_slhdsa_set s);

static inline unsigned slh_len(const slh_params *p) { return 2u * p->n + 3u; }  /* WOTS+ chains */
static inline unsigned slh_md_bytes(const slh_params *p) { return ((unsigned)p->k * p->a + 7u) / 8u; }
static inline unsigned slh_tree_bytes(const slh_params *p) { return (unsigned)(p->h - p->hp + 7) / 8u; }
static inline unsigned slh_leaf_bytes(const slh_params *p) { return (p->hp + 7u) / 8u; }
static inline unsigned slh_m(const slh_params *p)
{
    return slh_md_bytes(p) + slh_tree_bytes(p) + slh_leaf_bytes(p);
}
/* R, k FORS trees of (1 + a) nodes, d layers of (len + h') nodes; all n bytes. */
static inline uint32_t slh_sig_bytes(const slh_params *p)
{
    return (uint32_t)p->n * (1u + (uint32_t)p->k * (p->a + 1u) + (uint32_t)p->d * slh_len(p) + p->h);
}

#endif
