/* SPDX-License-Identifier: MIT */
/*
 * XMSS / XMSS^MT parameter sets from their OIDs (RFC 8391 section 5.3 and
 * Appendix; NIST SP 800-208 section 5). The OIDs come in families of equal
 * hash and n (3 heights for XMSS, 8 height/layer pairs for XMSS^MT), so a
 * set is computed from the OID, not looked up in a table of 44 entries.
 */
#ifndef PQ8K_XMSS_PARAMS_H
#define PQ8K_XMSS_PARAMS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "pq8k/xmss.h"
#include "common/bytes.h"

typedef pq8k_xmss_params xmss_params;
typedef pq8k_xmss_ctx xmss_ctx;

#define XMSS_MAX_N PQ8K_XMSS_ST_N
#define XMSS_MAX_LEN (2 * XMSS_MAX_N + 3)
#define XMSS_MAX_HP 20  /* XMSS h = 20, XMSS^MT 40/2 and 60/3 */

/* Decode an OID: 0, PQ8K_ERR_UNSUPPORTED (an RFC 8391-only set, or a family
   or variant not built) or PQ8K_ERR_BAD_ENCODING (no such OID). */
int pq8k_xmss_params_get(xmss_params *p, int mt, uint32_t oid);

/*
 * The fields a build may fix: n when every family built has the same n, d
 * and the idx length in a build of XMSS alone. The verifier reads them
 * through these, so that the code for the values left out drops out.
 */
#define XMSS_BUILT_N24 (PQ8K_CONFIG_XMSS_SHA2_192 || PQ8K_CONFIG_XMSS_SHAKE256_192)
#if !XMSS_BUILT_N24
#define XMSS_N(p) ((void)(p), 32u)
#elif !PQ8K_XMSS_BUILT_N32
#define XMSS_N(p) ((void)(p), 24u)
#else
#define XMSS_N(p) ((unsigned)(p)->n)
#endif
#define XMSS_LEN(p) (2u * XMSS_N(p) + 3u)          /* WOTS+ chains */
#define XMSS_PADLEN(p) (XMSS_N(p) == 32u ? 32u : 4u)
/* PUB_SEED (or the PRF midstate), root (the n bytes before it) and OID || root
   || PUB_SEED where the verifier has them, the OID in the end of adrs if
   n = PQ8K_XMSS_ST_N: bytes of the context */
#define XMSS_SEED(c) ((c)->seed.b)
#define XMSS_ROOT(c) ((uint8_t *)(c) + offsetof(pq8k_xmss_ctx, seed) - XMSS_N(&(c)->p))
#define XMSS_PK(c) (XMSS_ROOT(c) - 4)
#if PQ8K_CONFIG_XMSSMT
#define XMSS_D(p) ((unsigned)(p)->d)
#define XMSS_IDXB(p) ((unsigned)(p)->idx_bytes)
#else
#define XMSS_D(p) ((void)(p), 1u)
#define XMSS_IDXB(p) ((void)(p), 4u)
#endif

static inline uint32_t xmss_pk_bytes(const xmss_params *p) { return 4u + 2u * XMSS_N(p); }
static inline uint32_t xmss_sk_bytes(const xmss_params *p) { return 4u + p->idx_bytes + 4u * p->n; }
static inline uint32_t xmss_sig_bytes(const xmss_params *p)
{
    return XMSS_IDXB(p) + XMSS_N(p) * (1u + XMSS_D(p) * (XMSS_LEN(p) + p->hp));
}


#endif
