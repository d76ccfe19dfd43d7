/* NTT modulo 12289 over the tree described in falcon_ntt.h. */
#include "falcon/falcon_ntt.h"

uint32_t pq8k_falcon_root(uint32_t e)
{
    uint32_t r = 1, b = 7;
    for (e &= 2047u; e != 0; e >>= 1) {
        if (e & 1u) r = falcon_mulq(r, b);
        b = falcon_mulq(b, b);
    }
    return r;
}

unsigned pq8k_falcon_brv10(unsigned k)
{
    unsigned r = 0;
    for (unsigned i = 0; i < 10; i++, k >>= 1) r = (r << 1) | (k & 1u);
    return r;
}

/*
 * Layer d of the block holds the nodes node*2^d + t, t < 2^d, each owning
 * 2*len coefficients from t*2*len. The root of node node*2^d + t is
 * g^(brv10(node*2^d) + brv10(t)), and brv10(t) = s * 2^(10-d) with s the
 * d-bit reversal of t. Visiting the nodes in the order of s therefore turns
 * the twiddle into base * step^s: one multiplication per node, no table.
 * The inverse walks the layers backwards with the inverse roots
 * (Gentleman-Sande butterflies); each layer doubles the values, so the
 * caller divides by m at the end.
 */
void pq8k_falcon_ntt(uint16_t *a, unsigned m, unsigned node, int inverse)
{
    unsigned layers = 0;
    while ((2u << layers) <= m) layers++;
    for (unsigned i = 0; i < layers; i++) {
        unsigned d = inverse ? layers - 1 - i : i;
        unsigned len = m >> (d + 1);
        uint32_t e0 = pq8k_falcon_brv10(node << d), step = 1024u >> d;
        if (inverse) {
            e0 = 2048u - e0;
            step = 2048u - step;
        }
        uint32_t z = pq8k_falcon_root(e0), w = pq8k_falcon_root(step);
        for (unsigned s = 0; s < (1u << d); s++) {
            uint16_t *x = a + 2u * len * (pq8k_falcon_brv10(s) >> (10 - d));
            uint16_t *y = x + len;
            for (unsigned j = 0; j < len; j++) {
                uint32_t u = x[j], v = y[j];
                if (inverse) {
                    x[j] = (uint16_t)falcon_addq(u, v);
                    y[j] = (uint16_t)falcon_mulq(falcon_subq(u, v), z);
                } else {
                    v = falcon_mulq(v, z);
                    x[j] = (uint16_t)falcon_addq(u, v);
                    y[j] = (uint16_t)falcon_subq(u, v);
                }
            }
            z = falcon_mulq(z, w);
        }
    }
}
