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
