/* Seeded XOF streams and the uniform / eta samplers; see xof.h. */
#include "haetae/shared/xof.h"

static void stream(pq8k_keccak_state *ks, const uint8_t *seed, size_t seedlen, uint16_t nonce)
{
    uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    pq8k_keccak_absorb(ks, seed, seedlen);
    pq8k_keccak_absorb(ks, n, 2);
    pq8k_keccak_finalize(ks);
}

void pq8k_haetae_shake128_stream(pq8k_keccak_state *ks, const uint8_t *seed, size_t seedlen,
                                 uint16_t nonce)
{
    pq8k_shake128_init(ks);
    stream(ks, seed, seedlen, nonce);
}

void pq8k_haetae_shake256_stream(pq8k_keccak_state *ks, const uint8_t *seed, size_t seedlen,
                                 uint16_t nonce)
{
    pq8k_shake256_init(ks);
    stream(ks, seed, seedlen, nonce);
}

int32_t pq8k_haetae_uniform_next(pq8k_keccak_state *ks)
{
    uint8_t b[2];
    int32_t t;
    do {
        pq8k_keccak_squeeze(ks, b, 2);
        t = b[0] | (b[1] << 8);
    } while (t >= HAETAE_Q);
    return t;
}

void pq8k_haetae_eta_poly(hpoly *s, pq8k_keccak_state *ks, const uint8_t sigma[64], uint16_t nonce)
{
    unsigned n = 0;
    pq8k_haetae_shake256_stream(ks, sigma, 64, nonce);
    while (n < HAETAE_N) {
        uint8_t b;
        pq8k_keccak_squeeze(ks, &b, 1);
        if (b >= 243)                  /* 3^5 = 243: keep the five digits unbiased */
            continue;
        unsigned t = b;
        /* base-3 digits, least significant first; digit 2 stands for -1 */
        for (unsigned d = 0; d < 5 && n < HAETAE_N; d++) {
            unsigned q3 = (t * 171) >> 9;  /* t / 3 for t < 243, no divide instruction */
            unsigned r = t - 3 * q3;
            t = q3;
            s->c[n++] = (int16_t)((int)r - 3 * (int)(r >> 1));
        }
    }
}
