#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/bits.h"
#include "common/fips202.h"

/*
 * SampleInBall runs a Fisher-Yates shuffle on a 256-entry array: step t
 * moves c[j] to c[i] (i = 256 - tau + t, j <= i drawn from the XOF) and puts
 * the t-th sign at j. On the compressed form, "move c[j] to c[i]" relocates
 * the entry sitting at j, if any (c[i] is still 0 because every earlier
 * position is below i), and the new entry t starts at j, so its sign is
 * bit t of the first 8 XOF bytes. c is public once the signature is, and
 * FIPS 204's own sampler branches on it; the position search does too.
 */
void pq8k_mldsa_challenge(uint8_t *pos, uint8_t sign[8], const uint8_t *ctilde, size_t ctlen,
                          unsigned tau)
{
    pq8k_keccak_state st;
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, ctilde, ctlen);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, sign, 8);
    for (unsigned t = 0; t < tau; t++) {
        unsigned i = 256 - tau + t;
        uint8_t j;
        do {
            pq8k_keccak_squeeze(&st, &j, 1);
        } while (j > i);
        for (unsigned e = 0; e < t; e++) {
            if (pos[e] == j) pos[e] = (uint8_t)i;
        }
        pos[t] = j;
    }
}

void pq8k_mldsa_sub_ct1(uint32_t acc[256], const uint8_t *pos, const uint8_t sign[8],
                        unsigned tau, unsigned m, uint32_t t1coef)
{
    uint32_t v = t1coef << MLDSA_D; /* below q: t1 < 2^10 */
    for (unsigned t = 0; t < tau; t++) {
        unsigned idx = m + pos[t], neg = (sign[t >> 3] >> (t & 7)) & 1u;
        if (idx >= 256) { /* x^256 = -1 */
            idx -= 256;
            neg ^= 1u;
        }
        acc[idx] = neg ? mldsa_add(acc[idx], v) : mldsa_sub(acc[idx], v);
    }
}

/* c's positions and signs steer the loop (public, see above); the secret
   coefficients of s only enter additions. */
void pq8k_mldsa_add_cs(int32_t out[256], const uint8_t *pos, const uint8_t sign[8],
                       unsigned tau, const uint8_t *packed, unsigned bits, int32_t offset)
{
    for (unsigned m = 0; m < 256; m++) {
        int32_t s = offset - (int32_t)pq8k_mldsa_get_bits(packed, m, bits);
        for (unsigned t = 0; t < tau; t++) {
            unsigned idx = m + pos[t], neg = (sign[t >> 3] >> (t & 7)) & 1u;
            if (idx >= 256) {
                idx -= 256;
                neg ^= 1u;
            }
            out[idx] += neg ? -s : s;
        }
    }
}
