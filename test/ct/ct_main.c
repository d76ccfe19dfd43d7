/* SPDX-License-Identifier: MIT */
/*
 * Constant-time suite (make ct; docs/security.md). Run under valgrind
 * memcheck: every secret input - key generation seeds, the secret parts of
 * the secret keys, signing randomness and every byte of pq8k_randombytes -
 * is marked undefined, so memcheck reports any branch, memory address or
 * variable-time operation that depends on it. What a scheme makes public on
 * purpose is declassified inside the library (src/common/ct.h), and here only
 * the public outputs (pk, signatures, return codes) and the public parts of
 * the keys (they are copies of pk data). valgrind --error-exitcode makes any
 * report fail the suite.
 */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>
#include "pq8k/haetae.h"
#include "pq8k/mldsa.h"
#include "pq8k/slhdsa.h"

#define SIGS 3 /* signatures per lattice parameter set */

static void secret(void *p, size_t n) { (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n); }
static void public_(const void *p, size_t n) { (void)VALGRIND_MAKE_MEM_DEFINED(p, n); }
static int public_rc(int rc)
{
    public_(&rc, sizeof rc);
    return rc;
}

/* deterministic bytes (the suite must be repeatable), all of them secret */
static uint32_t rng_state = 0x12345678u;
static void fill(uint8_t *out, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        rng_state = rng_state * 1664525u + 1013904223u;
        out[i] = (uint8_t)(rng_state >> 24);
    }
}
int pq8k_randombytes(uint8_t *out, size_t len);
int pq8k_randombytes(uint8_t *out, size_t len)
{
    fill(out, len);
    secret(out, len);
    return 0;
}

static int failures;
static void check(int ok, const char *what)
{
    if (!ok) {
        printf("FAIL %s\n", what);
        failures++;
    }
}

static uint8_t pk[4096], sk[8192], sig[PQ8K_SLHDSA_MAX_SIG_BYTES];

#define MLDSA_RUN(p, PKB, SKB, name)                                                             \
    static void run_##p(void)                                                                    \
    {                                                                                            \
        uint8_t seed[32], rnd[32], msg[33], mu[64];                                              \
        size_t siglen;                                                                           \
        fill(seed, sizeof seed);                                                                 \
        secret(seed, sizeof seed);                                                               \
        check(public_rc(pq8k_##p##_keygen_from_seed(pk, sk, seed)) == 0, name " keygen");       \
        public_(pk, PKB);                                                                        \
        public_(sk, 32);      /* rho */                                                          \
        public_(sk + 64, 64); /* tr = H(pk) */                                                   \
        for (int i = 0; i < SIGS; i++) {                                                         \
            fill(msg, sizeof msg);                                                               \
            int rc;                                                                              \
            if (i == 0) {                                                                        \
                rc = pq8k_##p##_sign(sig, &siglen, sk, msg, sizeof msg, msg, 3);                 \
            } else if (i == 1) {                                                                 \
                fill(rnd, sizeof rnd);                                                           \
                secret(rnd, sizeof rnd);                                                         \
                rc = pq8k_##p##_sign_internal(sig, &siglen, sk, msg, sizeof msg, rnd);           \
            } else {                                                                             \
                fill(mu, sizeof mu);                                                             \
                fill(rnd, sizeof rnd);                                                           \
                secret(rnd, sizeof rnd);                                                         \
                rc = pq8k_##p##_sign_mu(sig, &siglen, sk, mu, rnd);                              \
            }                                                                                    \
            check(public_rc(rc) == 0, name " sign");                                             \
            public_(sig, siglen);                                                                \
            public_(&siglen, sizeof siglen);                                                     \
        }                                                                                        \
        (void)SKB;                                                                               \
    }
MLDSA_RUN(mldsa44, 1312, 2560, "ML-DSA-44")
MLDSA_RUN(mldsa65, 1952, 4032, "ML-DSA-65")
MLDSA_RUN(mldsa87, 2592, 4896, "ML-DSA-87")

#define HAETAE_RUN(L)                                                                            \
    static void run_haetae##L(void)                                                              \
    {                                                                                            \
        uint8_t seed[PQ8K_HAETAE_SEEDBYTES], rnd[32], msg[33];                                   \
        size_t siglen;                                                                           \
        fill(seed, sizeof seed);                                                                 \
        secret(seed, sizeof seed);                                                               \
        check(public_rc(pq8k_haetae##L##_keygen_from_seed(pk, sk, seed)) == 0,                  \
              "HAETAE-" #L " keygen");                                                           \
        public_(pk, PQ8K_HAETAE##L##_PUBLICKEYBYTES);                                            \
        public_(sk, PQ8K_HAETAE##L##_PUBLICKEYBYTES); /* sk starts with pk */                    \
        for (int i = 0; i < SIGS; i++) {                                                         \
            int rc;                                                                              \
            fill(msg, sizeof msg);                                                               \
            if (i == 0) {                                                                        \
                rc = pq8k_haetae##L##_sign(sig, &siglen, sk, msg, sizeof msg, msg, 5);           \
            } else {                                                                             \
                fill(rnd, sizeof rnd);                                                           \
                secret(rnd, sizeof rnd);                                                         \
                rc = pq8k_haetae##L##_sign_internal(sig, &siglen, sk, msg, sizeof msg, NULL, 0, \
                                                    rnd);                                        \
            }                                                                                    \
            check(public_rc(rc) == 0, "HAETAE-" #L " sign");                                     \
            public_(sig, siglen);                                                                \
            public_(&siglen, sizeof siglen);                                                     \
        }                                                                                        \
    }
HAETAE_RUN(2)
HAETAE_RUN(3)
HAETAE_RUN(5)

static void run_slhdsa(pq8k_slhdsa_set s)
{
    uint8_t sk_seed[32], sk_prf[32], pk_seed[32], addrnd[32], msg[40];
    size_t n = pq8k_slhdsa_pk_bytes(s) / 2;
    fill(sk_seed, n);
    fill(sk_prf, n);
    fill(pk_seed, n);
    secret(sk_seed, n);
    secret(sk_prf, n);
    check(public_rc(pq8k_slhdsa_keygen_from_seed(s, sk_seed, sk_prf, pk_seed, pk, sk)) == 0,
          "SLH-DSA keygen");
    public_(pk, 2 * n);
    public_(sk + 2 * n, 2 * n); /* PK.seed || PK.root */
    fill(msg, sizeof msg);
    fill(addrnd, n);
    secret(addrnd, n);
    check(public_rc(pq8k_slhdsa_sign_internal(s, sig, msg, sizeof msg, sk, addrnd)) == 0,
          "SLH-DSA sign (hedged)");
    public_(sig, pq8k_slhdsa_sig_bytes(s));
    check(public_rc(pq8k_slhdsa_sign_deterministic(s, sig, msg, sizeof msg, msg, 2, sk)) == 0,
          "SLH-DSA sign (deterministic)");
    public_(sig, pq8k_slhdsa_sig_bytes(s));
}

static int wanted(int argc, char **argv, const char *name)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], name) == 0) return 1;
    return argc < 2;
}

int main(int argc, char **argv)
{
    /* optional arguments: run only the named schemes (make ct-variants, debugging) */
#define RUN(name, call)                                                                          \
    if (wanted(argc, argv, name)) {                                                              \
        printf("ct: %s\n", name);                                                                \
        fflush(stdout);                                                                          \
        call;                                                                                    \
    }
    RUN("mldsa44", run_mldsa44());
    RUN("mldsa65", run_mldsa65());
    RUN("mldsa87", run_mldsa87());
    RUN("haetae2", run_haetae2());
    RUN("haetae3", run_haetae3());
    RUN("haetae5", run_haetae5());
    RUN("slhdsa-sha2-128f", run_slhdsa(PQ8K_SLHDSA_SET_SHA2_128F));
    RUN("slhdsa-shake-128f", run_slhdsa(PQ8K_SLHDSA_SET_SHAKE_128F));
    printf("ct: %d failed\n", failures);
    return failures != 0;
}
