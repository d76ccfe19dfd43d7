/* SPDX-License-Identifier: MIT */
/* XMSS / XMSS^MT: OID -> parameter set (see xmss_params.h). */
#include "xmss/xmss_params.h"

/* OID families in RFC 8391 / SP 800-208 order: SHA2_*_256, SHA2_*_512, SHAKE_*_256 (SHAKE128),
   SHAKE_*_512, SHA2_*_192, SHAKE256_*_256, SHAKE256_*_192; bit f: family f is built (the
   RFC 8391-only families 1-3 never are). n = 24 for families 4 and 6, SHAKE256 for 5 and 6. */
#define BUILT_FAMILIES                                                                           \
    ((PQ8K_CONFIG_XMSS_SHA2_256 ? 1u : 0u) | (PQ8K_CONFIG_XMSS_SHA2_192 ? 16u : 0u) |           \
     (PQ8K_CONFIG_XMSS_SHAKE256_256 ? 32u : 0u) | (PQ8K_CONFIG_XMSS_SHAKE256_192 ? 64u : 0u))

/* XMSS^MT height/layers within a family, low nibble d, high h/20; XMSS heights */
static const uint8_t mt_shapes[8] = {0x12, 0x14, 0x22, 0x24, 0x28, 0x33, 0x36, 0x3C};
static const uint8_t heights[3] = {10, 16, 20};

int pq8k_xmss_params_get(xmss_params *p, int mt, uint32_t oid)
{
    /* OID 0 wraps to a family far beyond the last */
    uint32_t per = mt ? 8u : 3u, f = (oid - 1u) / per, k = (oid - 1u) - f * per;
    unsigned h, d = 1;
    if (f >= 7u) return PQ8K_ERR_BAD_ENCODING;
    if (!((BUILT_FAMILIES >> f) & 1u) || !(mt ? PQ8K_CONFIG_XMSSMT : PQ8K_CONFIG_XMSS))
        return PQ8K_ERR_UNSUPPORTED;
    p->mt = (uint8_t)(mt != 0);
    p->n = XMSS_BUILT_N24 && (f | 2u) == 6u ? 24 : 32;
    p->shake = PQ8K_XMSS_BUILT_SHAKE && f >= 5u;
    if (mt) {
        h = 20u * (mt_shapes[k] >> 4);
        d = mt_shapes[k] & 15u;
        p->idx_bytes = (uint8_t)((h + 7u) / 8u);
    } else {
        h = heights[k];
        p->idx_bytes = 4;
    }
    p->h = (uint8_t)h;
    p->d = (uint8_t)d;
    p->hp = (uint8_t)(h / d);
    return 0;
}
