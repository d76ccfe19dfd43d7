/* SPDX-License-Identifier: MIT */
/*
 * The NTT layers of ntt.c, instantiated there once per multiplier: NTT_MUL
 * multiplies a twiddle factor by data, NTT_NAME names the functions. Index
 * arithmetic and table reads depend only on the loop counters.
 */

/* Cooley-Tukey butterfly: t = zeta * b < 2q, (a, b) <- (a + t, a + 2q - t);
   each layer adds at most 2q to the bound of its outputs. */
#define NTT_CT(a, b, z)                          \
    do {                                         \
        uint32_t t_ = NTT_MUL((z), (b));         \
        (b) = (a) + 2 * MLDSA_Q - t_;            \
        (a) += t_;                               \
    } while (0)

#if PQ8K_CONFIG_PROFILE_SIZE
/*
 * The size profile computes the twiddle factors instead of reading ntt.c's
 * 1 KB table. Block s of a layer with B = 2^l blocks has the factor
 * zetas[B + s] = zeta^(2^(7-l)) * (zeta^(2^(8-l)))^brv_l(s) (times 2^32):
 * visiting the blocks in bit-reversed order of s makes each factor the one
 * before times a constant step, one multiplication a block. The second layer
 * of a pass gives blocks 2s and 2s + 1 the factors
 * zeta^(2^(6-l)) * (zeta^(2^(7-l)))^brv_l(s) and that times zeta^128. Each
 * factor is reduced to [0, q), so it is the table's value bit for bit, and
 * the butterflies compute exactly what the table build computes. Blocks of a
 * layer are independent, so their order changes no result.
 */
static void NTT_NAME(tw_start)(mldsa_twiddles *tw, unsigned l)
{
    uint32_t x = MLDSA_ZETA_MONT;
    for (unsigned i = l; i < 6; i++) x = NTT_MUL(x, x); /* below 2q: (2q)^2 < q 2^32 */
    tw->z2 = x;
    tw->z1 = tw->w2 = NTT_MUL(x, x);
    tw->w1 = NTT_MUL(tw->z1, tw->z1);
    tw->s = 0;
}

/* The factors of the current block (z[0]: layer l; z[1], z[2]: its halves in
   layer l + 1); returns the block's index s and steps to the next one of the
   B blocks (the index is a bit-reversed counter: public, loop-driven). */
static unsigned NTT_NAME(tw_next)(mldsa_twiddles *tw, unsigned blocks, uint32_t z[3])
{
    const unsigned s = tw->s;
    unsigned bit = blocks >> 1;
    z[0] = mldsa_csub(tw->z1);
    z[1] = mldsa_csub(tw->z2);
    z[2] = mldsa_csub(NTT_MUL(tw->z2, MLDSA_ZETA128_MONT));
    tw->z1 = NTT_MUL(tw->z1, tw->w1);
    tw->z2 = NTT_MUL(tw->z2, tw->w2);
    while (tw->s & bit) {
        tw->s ^= bit;
        bit >>= 1;
    }
    tw->s |= bit;
    return s;
}

/* Layers l and l + 1 (l even), as below with the factors computed */
static void NTT_NAME(ntt_pass)(uint32_t a[256], unsigned l)
{
    const unsigned blocks = 1u << l, len = 128u >> l, h = len >> 1;
    mldsa_twiddles tw;
    NTT_NAME(tw_start)(&tw, l);
    for (unsigned n = 0; n < blocks; n++) {
        uint32_t z[3];
        uint32_t *x = a + 2 * len * NTT_NAME(tw_next)(&tw, blocks, z);
        for (unsigned j = 0; j < h; j++) {
            uint32_t a0 = x[j], a1 = x[j + h], a2 = x[j + len], a3 = x[j + len + h];
            NTT_CT(a0, a2, z[0]);
            NTT_CT(a1, a3, z[0]);
            NTT_CT(a0, a1, z[1]);
            NTT_CT(a2, a3, z[2]);
            x[j] = a0;
            x[j + h] = a1;
            x[j + len] = a2;
            x[j + len + h] = a3;
        }
    }
}
#else
/* Layers l and l + 1 (l even): block s of layer l, 2 len wide, holds blocks
   2s and 2s + 1 of layer l + 1; FIPS 204's factor of block s of a layer with
   B blocks is zetas[B + s]. */
static void NTT_NAME(ntt_pass)(uint32_t a[256], unsigned l)
{
    const unsigned blocks = 1u << l, len = 128u >> l, h = len >> 1;
    for (unsigned s = 0; s < blocks; s++) {
        uint32_t *x = a + 2 * len * s;
        const uint32_t z1 = zetas[blocks + s], z2 = zetas[2 * blocks + 2 * s],
                       z3 = zetas[2 * blocks + 2 * s + 1];
        for (unsigned j = 0; j < h; j++) {
            uint32_t a0 = x[j], a1 = x[j + h], a2 = x[j + len], a3 = x[j + len + h];
            NTT_CT(a0, a2, z1);
            NTT_CT(a1, a3, z1);
            NTT_CT(a0, a1, z2);
            NTT_CT(a2, a3, z3);
            x[j] = a0;
            x[j + h] = a1;
            x[j + len] = a2;
            x[j + len + h] = a3;
        }
    }
}

#endif

void NTT_NAME(pq8k_mldsa_ntt)(uint32_t a[256])
{
    for (unsigned l = 0; l < 8; l += 2) NTT_NAME(ntt_pass)(a, l);
}

/* Gentleman-Sande butterfly on values below 2q: (u, v) <- (u + v mod 2q,
   zeta * (v - u)), the inverse's factor -zetas[m] folded into v - u */
#define NTT_GS(u, v, z)                                          \
    do {                                                         \
        uint32_t s_ = (u) + (v) - 2 * MLDSA_Q;                   \
        uint32_t d_ = (v) + 2 * MLDSA_Q - (u);                   \
        (u) = s_ + ((2 * MLDSA_Q) & (0u - (s_ >> 31)));          \
        (v) = NTT_MUL((z), d_);                                  \
    } while (0)

#if PQ8K_CONFIG_PROFILE_SIZE
/* Inverse layers with half-widths len = 2^lg and 2 len, as below with the
   factors computed: the second layer has 2^L blocks (L = 6 - lg), and block s
   of it uses the factors the forward pass gives block 2^L - 1 - s of layer L
   (in reverse: FIPS 204 walks m downwards). */
static void NTT_NAME(invntt_pass)(uint32_t a[256], unsigned lg)
{
    const unsigned len = 1u << lg, b2 = 64u >> lg;
    mldsa_twiddles tw;
    NTT_NAME(tw_start)(&tw, 6 - lg);
    for (unsigned n = 0; n < b2; n++) {
        uint32_t z[3];
        uint32_t *x = a + 4 * len * (b2 - 1 - NTT_NAME(tw_next)(&tw, b2, z));
        for (unsigned j = 0; j < len; j++) {
            uint32_t a0 = x[j], a1 = x[j + len], a2 = x[j + 2 * len], a3 = x[j + 3 * len];
            NTT_GS(a0, a1, z[2]);
            NTT_GS(a2, a3, z[1]);
            NTT_GS(a0, a2, z[0]);
            NTT_GS(a1, a3, z[0]);
            x[j] = a0;
            x[j + len] = a1;
            x[j + 2 * len] = a2;
            x[j + 3 * len] = a3;
        }
    }
}
#else
/* Inverse layers with half-widths len = 2^lg and 2 len: block s of the second
   (4 len wide) holds blocks 2s and 2s + 1 of the first; block s of a layer
   with B blocks uses zetas[2B - 1 - s] (FIPS 204 walks m downwards). */
static void NTT_NAME(invntt_pass)(uint32_t a[256], unsigned lg)
{
    const unsigned len = 1u << lg, b2 = 64u >> lg, b1 = 2 * b2; /* no divide (Cortex-M3 udiv is variable-time) */
    for (unsigned s = 0; s < b2; s++) {
        uint32_t *x = a + 4 * len * s;
        const uint32_t z1 = zetas[2 * b1 - 1 - 2 * s], z2 = zetas[2 * b1 - 2 - 2 * s],
                       z3 = zetas[2 * b2 - 1 - s];
        for (unsigned j = 0; j < len; j++) {
            uint32_t a0 = x[j], a1 = x[j + len], a2 = x[j + 2 * len], a3 = x[j + 3 * len];
            NTT_GS(a0, a1, z1);
            NTT_GS(a2, a3, z2);
            NTT_GS(a0, a2, z3);
            NTT_GS(a1, a3, z3);
            x[j] = a0;
            x[j + len] = a1;
            x[j + 2 * len] = a2;
            x[j + 3 * len] = a3;
        }
    }
}

#endif

/* inputs below 14q are scaled first (mont by INV_SCALE: below 2q); every
   value then stays below 2q and is reduced to [0, q) at the end */
void NTT_NAME(pq8k_mldsa_invntt_mont)(uint32_t a[256])
{
    for (unsigned i = 0; i < 256; i++) a[i] = NTT_MUL(a[i], INV_SCALE);
    for (unsigned lg = 0; lg < 8; lg += 2) NTT_NAME(invntt_pass)(a, lg);
    for (unsigned i = 0; i < 256; i++) a[i] = mldsa_csub(a[i]);
}

#undef NTT_CT
#undef NTT_GS
#undef NTT_MUL
#undef NTT_NAME
