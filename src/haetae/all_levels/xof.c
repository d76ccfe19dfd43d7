/* SPDX-License-Identifier: MIT */
/* Seeded XOF streams and the uniform / eta samplers; see xof.h. */
#include "haetae/all_levels/xof.h"
#include "common/ct.h"
#include "common/util.h"

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

void pq8k_haetae_eta_poly(hpoly *s, pq8k_keccak_state *ks, const uint8_t sigma[64], uint16_t nonce)
{
    uint8_t buf[8];                    /* a lane at a time; the stream ends with the polynomial */
    unsigned n = 0, pos = sizeof buf;
    pq8k_haetae_shake256_stream(ks, sigma, 64, nonce);
    while (n < HAETAE_N) {
        if (pos == sizeof buf) {
            pq8k_keccak_squeeze(ks, buf, sizeof buf);
            pos = 0;
        }
        unsigned t = buf[pos++];
        /* 3^5 = 243: keep the five digits unbiased. A rejected byte is
           discarded, so its rejection is public (docs/security.md). */
        if (pq8k_ct_public((uint32_t)(t >= 243)))
            continue;
        /* base-3 digits, least significant first; digit 2 stands for -1 */
        for (unsigned d = 0; d < 5 && n < HAETAE_N; d++) {
            unsigned q3 = (t * 171) >> 9;  /* t / 3 for t < 243, no divide instruction */
            unsigned r = t - 3 * q3;
            t = q3;
            s->c[n++] = (int16_t)((int)r - 3 * (int)(r >> 1));
        }
    }
    pq8k_wipe(buf, sizeof buf);        /* the secret's digits */
}
