/* SPDX-License-Identifier: MIT */
/*
 * The firmware of the signing fault campaign (scripts/sign-fault-campaign.sh,
 * bench/sign_fault_sim.py): generates a key pair from a fixed seed, then
 * signs one fixed message once, deterministically, in sign_once (the call
 * the campaign faults). The signature stays in sign_fault_sig, where the
 * simulator reads it when sign_once returns; sign_once's result (r0) says
 * whether the signer released it. Built for one scheme (SIGN_FAULT_SCHEME:
 * 1 ML-DSA-44, 2 HAETAE-2, 3 SLH-DSA-SHA2-128s, 4 SLH-DSA-SHA2-128f), on m3.
 *
 * Deterministic signing: a fault must not be hidden behind fresh randomness,
 * and a released signature that differs from the unfaulted one is then a
 * second signature of the same message (the differential-fault setting).
 * HAETAE has no deterministic API: its internal call with a fixed rnd.
 */
#include <stdint.h>
#include <string.h>
#include "hal.h"
#include "pq8k/pq8k.h"

#ifndef SIGN_FAULT_SCHEME
#define SIGN_FAULT_SCHEME 1
#endif

#if SIGN_FAULT_SCHEME == 1
#include "pq8k/mldsa.h"
#define PK_BYTES PQ8K_MLDSA44_PUBLICKEYBYTES
#define SK_BYTES PQ8K_MLDSA44_SECRETKEYBYTES
#define SIG_BYTES PQ8K_MLDSA44_SIGBYTES
#elif SIGN_FAULT_SCHEME == 2
#include "pq8k/haetae.h"
#define PK_BYTES PQ8K_HAETAE2_PUBLICKEYBYTES
#define SK_BYTES PQ8K_HAETAE2_SECRETKEYBYTES
#define SIG_BYTES PQ8K_HAETAE2_SIGBYTES
#else
#include "pq8k/slhdsa.h"
#define PK_BYTES 32
#define SK_BYTES 64
#if SIGN_FAULT_SCHEME == 3
#define SLH_SET PQ8K_SLHDSA_SET_SHA2_128S
#define SIG_BYTES 7856
#else
#define SLH_SET PQ8K_SLHDSA_SET_SHA2_128F
#define SIG_BYTES 17088
#endif
#endif

/* read by the simulator: the key pair, the signature and its length */
uint8_t sign_fault_pk[PK_BYTES];
uint8_t sign_fault_sig[SIG_BYTES];
static uint8_t sk[SK_BYTES];
static size_t siglen;

static const uint8_t seed[48] = "pq8k sign-fault campaign: the key's fixed seed.";
static const uint8_t msg[] = "pq8k sign-fault campaign message";

/* deterministic signing draws nothing; a call would be a fault */
int pq8k_randombytes(uint8_t *out, size_t len)
{
    (void)out;
    (void)len;
    return -1;
}

static void put(const char *s)
{
    hal_write(s, strlen(s));
}

static int keygen(void)
{
#if SIGN_FAULT_SCHEME == 1
    return pq8k_mldsa44_keygen_from_seed(sign_fault_pk, sk, seed);
#elif SIGN_FAULT_SCHEME == 2
    return pq8k_haetae2_keygen_from_seed(sign_fault_pk, sk, seed);
#else
    return pq8k_slhdsa_keygen_from_seed(SLH_SET, seed, seed + 16, seed + 32, sign_fault_pk, sk);
#endif
}

/* The signing the campaign faults: 0 when a signature was released. */
__attribute__((noinline)) static int sign_once(void)
{
#if SIGN_FAULT_SCHEME == 1
    return pq8k_mldsa44_sign_deterministic(sign_fault_sig, &siglen, sk, msg, sizeof msg - 1, NULL, 0);
#elif SIGN_FAULT_SCHEME == 2
    /* a fixed rnd with which this key signs this message in few attempts (one
       signing of this key takes 26 to 600 million instructions on m3): a
       faulted run that is not masked emulates the rest of the signing */
    static const uint8_t rnd[32] = {3}, pre[1] = {0}; /* empty context: its length byte */
    return pq8k_haetae2_sign_internal(sign_fault_sig, &siglen, sk, msg, sizeof msg - 1, pre, sizeof pre, rnd);
#else
    siglen = sizeof sign_fault_sig;
    return pq8k_slhdsa_sign_deterministic(SLH_SET, sign_fault_sig, msg, sizeof msg - 1, NULL, 0, sk);
#endif
}

int main(void)
{
    if (keygen() != 0) {
        put("SIGN keygen failed\n");
        hal_exit(2);
    }
    hal_bench_start();
    int rc = sign_once();
    hal_bench_stop();
    put(rc == 0 ? "SIGN released\n" : "SIGN refused\n");
    hal_exit(rc == 0 && siglen == sizeof sign_fault_sig ? 0 : 1);
}
