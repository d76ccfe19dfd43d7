/* SPDX-License-Identifier: MIT */
#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/bits.h"
#include "mldsa/all_levels/ntt.h"
#include "common/ct.h"
#include "common/util.h"
#include "common/fips202.h"
#include "pq8k/config.h"

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

#if PQ8K_CONFIG_MLDSA_NTT_ASM
/* ntt_armv7m.S: LDM/STM, four words at a time */
void pq8k_mldsa_add_run(uint32_t *d, const uint32_t *s, unsigned n);
void pq8k_mldsa_sub_run(uint32_t *d, const uint32_t *s, unsigned n);
#define add_run pq8k_mldsa_add_run
#define sub_run pq8k_mldsa_sub_run
#else
/* d[k] += s[k] for k < n (arithmetic mod 2^32); four at a time, the loop
   overhead being most of the cost of one term */
static void add_run(uint32_t *d, const uint32_t *s, unsigned n)
{
    unsigned k = 0;
    for (; k + 4 <= n; k += 4) {
        d[k] += s[k];
        d[k + 1] += s[k + 1];
        d[k + 2] += s[k + 2];
        d[k + 3] += s[k + 3];
    }
    for (; k < n; k++) d[k] += s[k];
}

/* d[k] -= s[k] for k < n (arithmetic mod 2^32), as add_run */
static void sub_run(uint32_t *d, const uint32_t *s, unsigned n)
{
    unsigned k = 0;
    for (; k + 4 <= n; k += 4) {
        d[k] -= s[k];
        d[k + 1] -= s[k + 1];
        d[k + 2] -= s[k + 2];
        d[k + 3] -= s[k + 3];
    }
    for (; k < n; k++) d[k] -= s[k];
}
#endif

/* 64 q: added before the final reduction so that every sum is non-negative */
#define CT1_BIAS (64u * MLDSA_Q)

void pq8k_mldsa_sub_ct1_poly(uint32_t acc[256], const uint32_t t1s[256], const uint8_t *pos,
                             const uint8_t sign[8], unsigned tau)
{
    /* c * t1 = sum_t (-1)^sign_t x^pos_t t1: term t moves t1 up by p = pos_t,
       its top p coefficients wrap around with the sign flipped (x^256 = -1);
       |sum| <= tau * 2^23 < 60 * 2^23 < CT1_BIAS, so acc + CT1_BIAS - sum
       never leaves [0, 2^32) */
    for (unsigned t = 0; t < tau; t++) {
        unsigned p = pos[t], low = 256 - p;
        if ((sign[t >> 3] >> (t & 7)) & 1u) { /* -1: acc += x^p t1 */
            add_run(acc + p, t1s, low);
            sub_run(acc, t1s + low, p);
        } else {
            sub_run(acc + p, t1s, low);
            add_run(acc, t1s + low, p);
        }
    }
    for (unsigned k = 0; k < 256; k++)
        acc[k] = mldsa_csub(mldsa_mont_public(acc[k] + CT1_BIAS, 4193792u)); /* 2^32 mod q */
}
