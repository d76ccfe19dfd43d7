/*
 * NTT mod q with the twiddle factors generated on the fly.
 *
 * FIPS 204 uses zetas[k] = zeta^brv8(k) (zeta = 1753), consumed in bit-reversed
 * order, usually stored as a 1 KB table. Within one layer the blocks are
 * independent, so they can be visited in any order: visiting block brv(e) at
 * step e makes the factor of step e equal to zeta^(2^(7-layer) * (2e + 1)),
 * a geometric sequence. Each layer therefore starts from one constant and
 * multiplies by another per block: 9 constants of flash instead of 256, for
 * one extra multiplication per block (255 per transform, against 1024
 * butterflies).
 */
#include "mldsa/all_levels/ntt.h"
#include "mldsa/all_levels/arith.h"

/* zeta^(2^i) * 2^32 mod q, i = 0..8 (Montgomery form) */
static const uint32_t zeta_pow2[9] = {
    2091667u, 4450022u, 2706023u, 2725464u, 1826347u, 237124u, 5771523u, 25847u, 4186625u,
};

/* 2^64 / 256 mod q: undoes the 2^-32 of the products and the 256 of the inverse */
#define INV_SCALE 41978u

/* next value of a counter kept in bit-reversed order over the given block count */
static unsigned brv_next(unsigned b, unsigned blocks)
{
    unsigned m = blocks >> 1;
    while (m != 0 && (b & m) != 0) {
        b ^= m;
        m >>= 1;
    }
    return b | m;
}

/* Cooley-Tukey layers: each adds at most 2q to the bound of its outputs. */
void pq8k_mldsa_ntt(uint32_t a[256])
{
    for (unsigned layer = 0; layer < 8; layer++) {
        unsigned len = 128u >> layer, blocks = 1u << layer, b = 0;
        uint32_t zeta = zeta_pow2[7 - layer];
        const uint32_t step = zeta_pow2[8 - layer];
        for (unsigned e = 0; e < blocks; e++) {
            uint32_t *x = a + 2 * len * b;
            for (unsigned j = 0; j < len; j++) {
                uint32_t t = mldsa_mont(zeta, x[j + len]);
                x[j + len] = x[j] + 2 * MLDSA_Q - t;
                x[j] += t;
            }
            zeta = mldsa_csub(mldsa_mont(zeta, step));
            b = brv_next(b, blocks);
        }
    }
}

/* Gentleman-Sande layers in reverse; every value is kept below 2q. */
void pq8k_mldsa_invntt_mont(uint32_t a[256])
{
    for (unsigned i = 0; i < 256; i++) a[i] = mldsa_mont(a[i], INV_SCALE);
    for (unsigned s = 0; s < 8; s++) {
        unsigned len = 1u << s, layer = 7 - s, blocks = 1u << layer, b = 0;
        uint32_t zeta = zeta_pow2[7 - layer];
        const uint32_t step = zeta_pow2[8 - layer];
        for (unsigned e = 0; e < blocks; e++) {
            /* the forward transform's block b used this factor; the inverse
               walks the blocks backwards and negates it (folded into v - u) */
            uint32_t *x = a + 2 * len * (blocks - 1 - b);
            for (unsigned j = 0; j < len; j++) {
                uint32_t u = x[j], v = x[j + len], sum = u + v - 2 * MLDSA_Q;
                x[j] = sum + ((2 * MLDSA_Q) & (0u - (sum >> 31)));
                x[j + len] = mldsa_mont(zeta, v + 2 * MLDSA_Q - u);
            }
            zeta = mldsa_csub(mldsa_mont(zeta, step));
            b = brv_next(b, blocks);
        }
    }
    for (unsigned i = 0; i < 256; i++) a[i] = mldsa_csub(a[i]);
}
