/* SPDX-License-Identifier: MIT */
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
#if defined(__GNUC__) && (defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__))
    uint32_t r; /* ARMv7-M has a bit-reverse instruction */
    __asm__("rbit %0, %1" : "=r"(r) : "r"((uint32_t)k));
    return (unsigned)(r >> 22) & 0x3FFu;
#else
    unsigned r = 0;
    for (unsigned i = 0; i < 10; i++, k >>= 1) r = (r << 1) | (k & 1u);
    return r;
#endif
}

#include "common/attributes.h"

/* Next value of a counter that counts in bit-reversed order over the bits
   below `top` (a power of two): adds one at the top, carries downwards. */
static inline unsigned brv_next(unsigned p, unsigned top)
{
    unsigned bit = top >> 1;
    while (p & bit) {
        p ^= bit;
        bit >>= 1;
    }
    return p | bit;
}

/*
 * Lazy reduction: values are stored as 16-bit words, and a word may hold
 * up to 5q - 1 < 2^16 between layers. A product (y*z with y < 5q, or
 * (x - y + 4q)*z < 8q*q) stays below 2^32 and '%' brings it below q, so only
 * the sums grow: by q per forward layer (x + t and x + q - t, with t < q)
 * and twofold per inverse layer (x + y). After 4 forward or 2 inverse
 * layers, and at the end, one pass reduces every value, so the result is in
 * [0, q) as before. One loop
 * per direction and a separate pass keep the code small.
 */
PQ8K_NOINLINE static void reduce_all(uint16_t *a, unsigned m)
{
    for (unsigned i = 0; i < m; i++) a[i] = (uint16_t)falcon_modq(a[i]);
}

/*
 * Layer d of the block holds the nodes node*2^d + t, t < 2^d, each owning
 * 2*len coefficients from t*2*len. The root of node node*2^d + t is
 * g^(brv10(node*2^d) + brv10(t)), and brv10(t) = s * 2^(10-d) with s the
 * d-bit reversal of t. Visiting the nodes in the order of s (t follows as a
 * bit-reversed counter) therefore turns the twiddle into base * step^s: one
 * multiplication per node, no table. The inverse walks the layers backwards
 * with the inverse roots (Gentleman-Sande butterflies); each layer doubles
 * the values, so the caller divides by m at the end.
 */
/* Forward (Cooley-Tukey) butterflies of one node: x[j], y[j] = x + z*y, x - z*y;
   y = x + len, so x runs up to y. */
static void forward_node(uint16_t *x, uint32_t len, uint32_t z)
{
    const uint32_t q = falcon_q();
    uint16_t *y = x + len, *end = y;
    for (; x != end; x++, y++) {
        uint32_t u = *x, t = falcon_modq_by(*y * z, q);
        *x = (uint16_t)(u + t);
        *y = (uint16_t)(u + q - t);
    }
}

/* Inverse (Gentleman-Sande) butterflies of one node: x + y, (x - y)*z, with
   x - y lifted by 4q > y (the bound below). */
static void inverse_node(uint16_t *x, uint32_t len, uint32_t z)
{
    uint16_t *y = x + len, *end = y;
    for (; x != end; x++, y++) {
        uint32_t u = *x, v = *y;
        *x = (uint16_t)(u + v);
        *y = (uint16_t)falcon_mulq(u + 4u * FALCON_Q - v, z);
    }
}

void pq8k_falcon_ntt(uint16_t *a, unsigned m, unsigned node, int inverse)
{
    unsigned layers = 0;
    while ((2u << layers) <= m) layers++;
    for (unsigned i = 0; i < layers; i++) {
        unsigned d = inverse ? layers - 1 - i : i, nodes = 1u << d, t = 0;
        unsigned len = m >> (d + 1);
        uint32_t e0 = pq8k_falcon_brv10(node << d), step = 1024u >> d;
        if (inverse) {
            e0 = 2048u - e0;
            step = 2048u - step;
        }
        /* the bound: after 4 forward layers values are below 5q, after 2
           inverse ones below 4q; the next layer starts from [0, q) again */
        if (i != 0 && (i & (inverse ? 1u : 3u)) == 0) reduce_all(a, m);
        uint32_t z = pq8k_falcon_root(e0), w = pq8k_falcon_root(step);
        for (unsigned s = 0; s < nodes; s++) {
            uint16_t *x = a + 2u * len * t;
            if (inverse) inverse_node(x, len, z);
            else forward_node(x, len, z);
            z = falcon_mulq(z, w);
            t = brv_next(t, nodes);
        }
    }
    reduce_all(a, m);
}
