#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/bits.h"
#include "mldsa/all_levels/ntt.h"
#include "common/ct.h"
#include "common/util.h"
#include "common/fips202.h"

/*
 * SampleInBall runs a Fisher-Yates shuffle on a 256-entry array: step t
 * moves c[j] to c[i] (i = 256 - tau + t, j <= i drawn from the XOF) and puts
 * the t-th sign at j. On the compressed form, "move c[j] to c[i]" relocates
 * the entry sitting at j, if any (c[i] is still 0 because every earlier
 * position is below i), and the new entry t starts at j, so its sign is
 * bit t of the first 8 XOF bytes. c is public once the signature is, and
 * FIPS 204's own sampler branches on it; the position search does too.
 * This form is the verifier's; the signer uses pq8k_mldsa_challenge_ntt.
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

/*
 * Step t of the shuffle in constant time: c[i] <- c[j], c[j] <- (-1)^bit t,
 * with every entry below i read and written whatever j is. A byte j > i is
 * rejected in the open: rejected bytes are discarded, so the rejection
 * pattern says nothing about the accepted positions.
 */
void pq8k_mldsa_challenge_ntt(uint32_t c[256], const uint8_t *ctilde, size_t ctlen, unsigned tau)
{
    pq8k_keccak_state st;
    uint8_t sign[8];
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, ctilde, ctlen);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, sign, 8);
    for (unsigned k = 0; k < 256; k++) c[k] = 0;
    for (unsigned t = 0; t < tau; t++) {
        uint32_t i = 256 - tau + t, j, cj = 0;
        uint32_t neg = (sign[t >> 3] >> (t & 7)) & 1u;
        uint32_t val = 1u + ((MLDSA_Q - 2u) & (0u - neg)); /* 1 or q - 1 */
        uint8_t b;
        do {
            pq8k_keccak_squeeze(&st, &b, 1);
            j = b;
        } while (pq8k_ct_public((i - j) >> 31)); /* j > i: rejected */
        for (uint32_t k = 0; k < i; k++) {
            uint32_t hit = 0u - (1u ^ (((k ^ j) | (0u - (k ^ j))) >> 31)); /* k == j */
            cj |= c[k] & hit;
            c[k] = (c[k] & ~hit) | (val & hit);
        }
        uint32_t last = 0u - (1u ^ (((i ^ j) | (0u - (i ^ j))) >> 31)); /* j == i */
        c[i] = (cj & ~last) | (val & last);
    }
    pq8k_wipe(&st, sizeof st);
    pq8k_wipe(sign, sizeof sign);
    pq8k_mldsa_ntt_ct(c);
    for (unsigned k = 0; k < 256; k++) c[k] = mldsa_reduce(c[k]);
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
