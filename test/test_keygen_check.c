/* SPDX-License-Identifier: MIT */
/*
 * The key generations' self-checks (PQ8K_CONFIG_SIGN_FAULT_CHECKS,
 * docs/security.md "Signing under faults"): a generated pair passes its
 * scheme's check; a pair changed the way a fault in the key generation would
 * leave it (a coefficient of s out of range, a word of the public key or of
 * t0 not the product of the secret, the copies of rho, tr or the public key
 * in sk disagreeing) is refused with PQ8K_ERR_FAULT; and the release
 * decision wipes both outputs on a refusal. SLH-DSA's check computes PK.root
 * twice inside the key generation: no pair it can be handed, so only its
 * passing is tested here (the fault campaign covers the rest).
 */
#include <string.h>
#include "tt.h"
#include "pq8k/config.h"
#include "pq8k/pq8k.h"
#include "pq8k/mldsa.h"
#include "pq8k/haetae.h"
#include "pq8k/slhdsa.h"
#include "common/keygen_release.h"

static uint8_t pk[2592], sk[4896];

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t any = 0;
    for (size_t i = 0; i < n; i++) any |= p[i];
    return any == 0;
}

/* The release decision: a pair is kept on 0, wiped on anything else. */
static void release(void)
{
    memset(pk, 0x5A, sizeof pk);
    memset(sk, 0xA5, sizeof sk);
    TT_ASSERT_EQ(pq8k_keygen_release(0, pk, 100, sk, 200), 0);
    TT_ASSERT_EQ(pk[0], 0x5A);
    TT_ASSERT_EQ(sk[199], 0xA5);
    TT_ASSERT_EQ(pq8k_keygen_release(PQ8K_ERR_FAULT, pk, 100, sk, 200), PQ8K_ERR_FAULT);
    TT_ASSERT(all_zero(pk, 100));
    TT_ASSERT(all_zero(sk, 200));
    TT_ASSERT_EQ(pk[100], 0x5A); /* nothing beyond the lengths */
    TT_ASSERT_EQ(sk[200], 0xA5);
    memset(pk, 0x5A, sizeof pk);
    TT_ASSERT_EQ(pq8k_keygen_release(1, pk, 100, sk, 200), PQ8K_ERR_FAULT);
    TT_ASSERT(all_zero(pk, 100));
}

#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
int pq8k_mldsa44_keygen_check(const uint8_t *pk, const uint8_t *sk, uint32_t acc[256], uint32_t v[256]);
int pq8k_mldsa65_keygen_check(const uint8_t *pk, const uint8_t *sk, uint32_t acc[256], uint32_t v[256]);
int pq8k_mldsa87_keygen_check(const uint8_t *pk, const uint8_t *sk, uint32_t acc[256], uint32_t v[256]);
int pq8k_haetae2_keygen_check(uint8_t *pk, uint8_t *sk);
int pq8k_haetae3_keygen_check(uint8_t *pk, uint8_t *sk);
int pq8k_haetae5_keygen_check(uint8_t *pk, uint8_t *sk);

typedef struct {
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*check)(const uint8_t *, const uint8_t *, uint32_t *, uint32_t *);
    unsigned eta_bits;          /* width of a packed s coefficient */
    size_t s1_at, t0_at;        /* offsets in sk */
} mldsa_case;

static const mldsa_case mldsa_cases[3] = {
    {pq8k_mldsa44_keygen_from_seed, pq8k_mldsa44_keygen_check, 3, 128, 128 + 96 * 8},
    {pq8k_mldsa65_keygen_from_seed, pq8k_mldsa65_keygen_check, 4, 128, 128 + 128 * 11},
    {pq8k_mldsa87_keygen_from_seed, pq8k_mldsa87_keygen_check, 3, 128, 128 + 96 * 15},
};

static uint32_t acc[256], v[256];

/* flips one bit of buf[at], expects the check to refuse, restores */
static void mldsa_refused(const mldsa_case *c, uint8_t *buf, size_t at, uint8_t mask)
{
    buf[at] ^= mask;
    TT_ASSERT_EQ(c->check(pk, sk, acc, v), PQ8K_ERR_FAULT);
    buf[at] ^= mask;
}

static void mldsa(void)
{
    uint8_t seed[32];
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_case *c = &mldsa_cases[l];
        memset(seed, (int)(0x31 + l), sizeof seed);
        TT_ASSERT_EQ(c->keygen_from_seed(pk, sk, seed), 0);
        TT_ASSERT_EQ(c->check(pk, sk, acc, v), 0);
        mldsa_refused(c, sk, 0, 0x01);              /* rho in sk */
        mldsa_refused(c, sk, 64 + 7, 0x80);         /* tr */
        mldsa_refused(c, pk, 32 + 100, 0x04);       /* a bit of t1 */
        mldsa_refused(c, sk, c->t0_at + 33, 0x10);  /* a bit of t0 */
        /* the first coefficient of s1 set to the largest field value, beyond 2 eta */
        uint8_t keep = sk[c->s1_at];
        sk[c->s1_at] |= (uint8_t)((1u << c->eta_bits) - 1u);
        TT_ASSERT_EQ(c->check(pk, sk, acc, v), PQ8K_ERR_FAULT);
        sk[c->s1_at] = keep;
        TT_ASSERT_EQ(c->check(pk, sk, acc, v), 0); /* restored: passes again */
    }
}

typedef struct {
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*check)(uint8_t *, uint8_t *);
    size_t pkbytes;
} haetae_case;

static const haetae_case haetae_cases[3] = {
    {pq8k_haetae2_keygen_from_seed, pq8k_haetae2_keygen_check, PQ8K_HAETAE2_PUBLICKEYBYTES},
    {pq8k_haetae3_keygen_from_seed, pq8k_haetae3_keygen_check, PQ8K_HAETAE3_PUBLICKEYBYTES},
    {pq8k_haetae5_keygen_from_seed, pq8k_haetae5_keygen_check, PQ8K_HAETAE5_PUBLICKEYBYTES},
};

static void haetae(void)
{
    uint8_t seed[32];
    for (unsigned l = 0; l < 3; l++) {
        const haetae_case *c = &haetae_cases[l];
        size_t s1 = c->pkbytes; /* s1 follows the pk copy in sk */
        memset(seed, (int)(0x41 + l), sizeof seed);
        TT_ASSERT_EQ(c->keygen_from_seed(pk, sk, seed), 0);
        TT_ASSERT_EQ(c->check(pk, sk), 0);
        /* b changed in pk and in sk's copy alike: only the product disagrees */
        pk[40] ^= 0x08; sk[40] ^= 0x08;
        TT_ASSERT_EQ(c->check(pk, sk), PQ8K_ERR_FAULT);
        pk[40] ^= 0x08; sk[40] ^= 0x08;
        /* the pk copy in sk alone */
        sk[c->pkbytes - 1] ^= 0x01;
        TT_ASSERT_EQ(c->check(pk, sk), PQ8K_ERR_FAULT);
        sk[c->pkbytes - 1] ^= 0x01;
        /* the first coefficient of s1 packed as 3: s = -2, outside [-1, 1] */
        uint8_t keep = sk[s1];
        sk[s1] |= 3;
        TT_ASSERT_EQ(c->check(pk, sk), PQ8K_ERR_FAULT);
        sk[s1] = keep;
        TT_ASSERT_EQ(c->check(pk, sk), 0);
    }
}
#endif

/* SLH-DSA: the key generation (with its second PK.root) gives the pair that signs */
static void slhdsa(void)
{
    static uint8_t sig[17088]; /* SHA2-128f */
    uint8_t seeds[48];
    const uint8_t m[3] = {1, 2, 3};
    memset(seeds, 0x51, sizeof seeds);
    TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(PQ8K_SLHDSA_SET_SHA2_128F, seeds, seeds + 16, seeds + 32, pk, sk), 0);
    TT_ASSERT_EQ(pq8k_slhdsa_sign_deterministic(PQ8K_SLHDSA_SET_SHA2_128F, sig, m, sizeof m, NULL, 0, sk), 0);
    TT_ASSERT_EQ(pq8k_slhdsa_verify(PQ8K_SLHDSA_SET_SHA2_128F, sig, sizeof sig, m, sizeof m, NULL, 0, pk), 0);
}

void tt_suite_keygen_check(void)
{
    tt_run("keygen self-check: the release decision wipes both outputs", release);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    tt_run("keygen self-check: ML-DSA-44/65/87 refuse inconsistent pairs", mldsa);
    tt_run("keygen self-check: HAETAE-2/3/5 refuse inconsistent pairs", haetae);
#endif
    tt_run("keygen self-check: SLH-DSA-SHA2-128f pair signs", slhdsa);
}
