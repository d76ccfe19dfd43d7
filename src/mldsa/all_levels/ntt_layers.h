/*
 * The NTT layers of ntt.c, instantiated there once per multiplier: NTT_MUL
 * multiplies a twiddle factor by data, NTT_NAME names the functions.
 */
/* Cooley-Tukey layers: each adds at most 2q to the bound of its outputs. */
void NTT_NAME(pq8k_mldsa_ntt)(uint32_t a[256])
{
    for (unsigned layer = 0; layer < 8; layer++) {
        unsigned len = 128u >> layer, blocks = 1u << layer, b = 0;
        uint32_t zeta = zeta_pow2[7 - layer];
        const uint32_t step = zeta_pow2[8 - layer];
        for (unsigned e = 0; e < blocks; e++) {
            uint32_t *x = a + 2 * len * b;
            for (unsigned j = 0; j < len; j++) {
                uint32_t t = NTT_MUL(zeta, x[j + len]);
                x[j + len] = x[j] + 2 * MLDSA_Q - t;
                x[j] += t;
            }
            zeta = mldsa_csub(NTT_MUL(zeta, step));
            b = brv_next(b, blocks);
        }
    }
}

/* Gentleman-Sande layers in reverse; every value is kept below 2q. */
void NTT_NAME(pq8k_mldsa_invntt_mont)(uint32_t a[256])
{
    for (unsigned i = 0; i < 256; i++) a[i] = NTT_MUL(a[i], INV_SCALE);
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
                x[j + len] = NTT_MUL(zeta, v + 2 * MLDSA_Q - u);
            }
            zeta = mldsa_csub(NTT_MUL(zeta, step));
            b = brv_next(b, blocks);
        }
    }
    for (unsigned i = 0; i < 256; i++) a[i] = mldsa_csub(a[i]);
}

#undef NTT_MUL
#undef NTT_NAME
