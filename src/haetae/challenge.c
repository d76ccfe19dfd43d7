/* Challenge hashing and sampling; see challenge.h. */
#include "haetae/challenge.h"
#include "common/ct.h"

void haetae_challenge_absorb8(pq8k_keccak_state *ks, const uint16_t v[8])
{
#if HAETAE_D == 1
    uint8_t b[8];
    for (unsigned i = 0; i < 8; i++)
        b[i] = (uint8_t)v[i];
#else
    /* 9 bits per value, LSB first: 8 values fill 9 bytes */
    uint8_t b[9] = {0};
    for (unsigned i = 0; i < 8; i++) {
        unsigned bit = 9 * i;
        b[bit >> 3] |= (uint8_t)(v[i] << (bit & 7));
        b[(bit >> 3) + 1] |= (uint8_t)(v[i] >> (8 - (bit & 7)));
    }
#endif
    pq8k_keccak_absorb(ks, b, sizeof b);
}

void haetae_challenge_end_row(pq8k_keccak_state *ks)
{
#if HAETAE_D == 1
    static const uint8_t zeros[HAETAE_HB_ROWBYTES - HAETAE_N] = {0};
    pq8k_keccak_absorb(ks, zeros, sizeof zeros);
#else
    (void)ks;
#endif
}

void haetae_challenge_finish(pq8k_keccak_state *ks, const uint8_t lsb[32], const uint8_t mu[32],
                             uint8_t c[32])
{
    pq8k_keccak_absorb(ks, lsb, 32);
    pq8k_keccak_absorb(ks, mu, 32);
    pq8k_keccak_finalize(ks);
#if HAETAE_D == 1
    /*
     * tau ones at positions chosen by a sign-free sample-in-ball. c is secret
     * until its attempt is accepted: bit j is read and set through a mask
     * over all n bits, never by address or shift; only the rejection of an XOF
     * byte (j > i, discarded) is public.
     */
    for (unsigned i = 0; i < 32; i++)
        c[i] = 0;
    for (unsigned i = HAETAE_N - HAETAE_TAU; i < HAETAE_N; i++) {
        uint8_t b;
        uint32_t j, cj = 0;
        do {
            pq8k_keccak_squeeze(ks, &b, 1);
            j = b;
        } while (pq8k_ct_public((i - j) >> 31));
        /* every bit position, shifts by public amounts only */
        for (unsigned k = 0; k < HAETAE_N; k++) {
            uint32_t d = k ^ j, hit = 1u ^ ((d | (0u - d)) >> 31); /* k == j */
            cj |= (c[k >> 3] >> (k & 7)) & hit;
        }
        c[i >> 3] = (uint8_t)((c[i >> 3] & ~(1u << (i & 7))) | ((cj & 1u) << (i & 7)));
        for (unsigned k = 0; k < HAETAE_N; k++) {
            uint32_t d = k ^ j, hit = 1u ^ ((d | (0u - d)) >> 31);
            c[k >> 3] |= (uint8_t)(hit << (k & 7));
        }
    }
#else
    /* 256 hash bits, complemented if needed so that at most n/2 are set */
    unsigned w = 0;
    pq8k_keccak_squeeze(ks, c, 32);
    for (unsigned i = 0; i < 32; i++)
        for (unsigned b = 0; b < 8; b++)
            w += (c[i] >> b) & 1;
    /* flip if w > 128, or w == 128 and bit 0 is set; without a branch on w */
    uint32_t gt = (128u - w) >> 31, d = w ^ 128u, eq = 1u ^ ((d | (0u - d)) >> 31);
    uint8_t flip = (uint8_t)(0u - (gt | (eq & c[0] & 1u)));
    for (unsigned i = 0; i < 32; i++)
        c[i] ^= flip;
#endif
}
