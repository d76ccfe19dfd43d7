/* XMSS / XMSS^MT: OID -> parameter set (see xmss_params.h). */
#include "xmss/xmss_params.h"

/* OID families in RFC 8391 / SP 800-208 order: which hash, n, and whether
   this build has it. The RFC-only families (SHA2-512, SHAKE128) are 0. */
typedef struct {
    uint8_t n, shake, built;
} family;

static const family families[7] = {
    {32, 0, PQ8K_CONFIG_XMSS_SHA2_256},     /* SHA2_*_256 */
    {64, 0, 0},                             /* SHA2_*_512 (RFC 8391 only) */
    {32, 1, 0},                             /* SHAKE_*_256 = SHAKE128 (RFC 8391 only) */
    {64, 1, 0},                             /* SHAKE_*_512 (RFC 8391 only) */
    {24, 0, PQ8K_CONFIG_XMSS_SHA2_192},     /* SHA2_*_192 */
    {32, 1, PQ8K_CONFIG_XMSS_SHAKE256_256}, /* SHAKE256_*_256 */
    {24, 1, PQ8K_CONFIG_XMSS_SHAKE256_192}, /* SHAKE256_*_192 */
};

/* XMSS^MT height/layers within a family, low nibble d, high h/20 */
static const uint8_t mt_shapes[8] = {0x12, 0x14, 0x22, 0x24, 0x28, 0x33, 0x36, 0x3C};

int xmss_params_get(xmss_params *p, int mt, uint32_t oid)
{
    uint32_t per = mt ? 8u : 3u, f = (oid - 1u) / per, k = (oid - 1u) % per;
    if (oid == 0 || f >= 7u) return PQ8K_ERR_BAD_ENCODING;
    if (!families[f].built || !(mt ? PQ8K_CONFIG_XMSSMT : PQ8K_CONFIG_XMSS))
        return PQ8K_ERR_UNSUPPORTED;
    p->oid = oid;
    p->mt = (uint8_t)(mt != 0);
    p->n = families[f].n;
    p->shake = families[f].shake;
    p->padlen = p->n == 32 ? 32 : 4;
    if (mt) {
        p->h = (uint8_t)(20u * (mt_shapes[k] >> 4));
        p->d = mt_shapes[k] & 15u;
        p->idx_bytes = (uint8_t)((p->h + 7u) / 8u);
    } else {
        static const uint8_t heights[3] = {10, 16, 20};
        p->h = heights[k];
        p->d = 1;
        p->idx_bytes = 4;
    }
    p->hp = (uint8_t)(p->h / p->d);
    p->len = (uint8_t)(2u * p->n + 3u);
    return 0;
}
