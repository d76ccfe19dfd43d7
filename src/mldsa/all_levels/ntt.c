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

/* verification: public data */
#define NTT_MUL mldsa_mont_public
#define NTT_NAME(f) f
#include "mldsa/all_levels/ntt_layers.h"

#if PQ8K_CONFIG_CT_MUL16
/* keygen and signing on the Cortex-M3: the constant-time multiplier */
#define NTT_MUL mldsa_mont
#define NTT_NAME(f) f##_ct
#include "mldsa/all_levels/ntt_layers.h"
#endif
