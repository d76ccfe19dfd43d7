/* SPDX-License-Identifier: MIT */
/*
 * HAETAE bench operations, shared by bench/firmware/haetae{2,3,5}.c (keygen and
 * signing, linked with 16 KB of RAM) and bench/firmware/haetae{2,3,5}_verify.c
 * (verification alone, 8 KB): the including file defines HB_LEVEL and, for
 * the verify firmware, HB_VERIFY_ONLY; for signing with the faster variant
 * (PQ8K_CONFIG_HAETAE_SIGN_IP=1, operation "sign-ip"), HB_SIGN_IP; for signing
 * like v1.1.2 (PQ8K_CONFIG_HAETAE_V112=1, operation "sign-v112"), HB_SIGN_V112.
 *
 * Inputs are KAT record 0 of the vectors (haetae_bench_data.py writes them as
 * const arrays, so the sk, pk and message sit in flash; the signature is the
 * one of the release the library signs like, v1.2.0 by default). Signing runs
 * 100 times with rnd_i = the KAT's rnd with i xored into its first two bytes:
 * run 0 is the KAT signature itself (checked byte for byte), and a byte-exact
 * implementation makes the same rejection decisions as the reference for the
 * same sequence, so instruction ratios against it are pure cost.
 */
#include <string.h>
#include "bench.h"
#include "pq8k/haetae.h"

#define HB_CAT3(a, b, c) a##b##c
#define HB_XCAT3(a, b, c) HB_CAT3(a, b, c)
#define HB_FN(s) HB_XCAT3(pq8k_haetae, HB_LEVEL, _##s)
#define HB_CONST(s) HB_XCAT3(PQ8K_HAETAE, HB_LEVEL, _##s)
#define HB_STR2(x) #x
#define HB_STR(x) HB_STR2(x)

#if HB_LEVEL == 2
#include "haetae2_bench_data.h"
#elif HB_LEVEL == 3
#include "haetae3_bench_data.h"
#else
#include "haetae5_bench_data.h"
#endif

#ifndef HB_SIGN_RUNS
#define HB_SIGN_RUNS 100
#endif

static uint8_t sig[HB_CONST(SIGBYTES)];
static int result = -1;

#ifdef HB_VERIFY_ONLY
/* the signature arrives in RAM (it came over a bus); pk and message stay in flash */
static void load_sig(unsigned run)
{
    (void)run;
    memcpy(sig, bench_sig, sizeof sig);
    result = -1;
}

static void op_verify(void)
{
    result = HB_FN(verify_internal)(sig, sizeof sig, bench_msg, BENCH_MLEN, bench_pre,
                                    BENCH_PRELEN, bench_pk);
}

static int verified(void) { return result == 0; }

static const bench_op ops[] = {
    BENCH_OP("verify", op_verify, 3, load_sig, verified),
};
BENCH_SUITE("haetae" HB_STR(HB_LEVEL), ops);
#else
static uint8_t rnd[32];
static size_t siglen;
static int all_ok = 1;

#if !defined(HB_SIGN_IP) && !defined(HB_SIGN_V112)
static uint8_t pk[HB_CONST(PUBLICKEYBYTES)], sk[HB_CONST(SECRETKEYBYTES)];

static void op_keygen(void) { result = HB_FN(keygen_from_seed)(pk, sk, bench_keygen_seed); }

static int keys_match(void)
{
    return result == 0 && memcmp(pk, bench_pk, sizeof pk) == 0 &&
           memcmp(sk, bench_sk, sizeof sk) == 0;
}
#endif

/* checks the previous run's signature (run 0: the KAT signature) */
static void next_rnd(unsigned run)
{
    if (run == 1)
        all_ok &= result == 0 && memcmp(sig, bench_sig, sizeof sig) == 0;
    else if (run > 1)
        all_ok &= result == 0 && siglen == sizeof sig;
    memcpy(rnd, bench_rnd, sizeof rnd);
    rnd[0] ^= (uint8_t)run;
    rnd[1] ^= (uint8_t)(run >> 8);
    result = -1;
}

static void op_sign(void)
{
    result = HB_FN(sign_internal)(sig, &siglen, bench_msg, BENCH_MLEN, bench_pre, BENCH_PRELEN,
                                  rnd, bench_sk);
}

static int signed_all(void)
{
    return all_ok && result == 0 &&
           HB_FN(verify_internal)(sig, siglen, bench_msg, BENCH_MLEN, bench_pre, BENCH_PRELEN,
                                  bench_pk) == 0;
}

#ifdef HB_SIGN_IP
/* the library of this firmware is built with the option (bench/run-bench.sh) */
#if !PQ8K_CONFIG_HAETAE_SIGN_IP
#error "bench_haetae*_sign_ip.c needs -DPQ8K_CONFIG_HAETAE_SIGN_IP=1 for the library and the firmware"
#endif
static const bench_op ops[] = {
    BENCH_OP("sign-ip", op_sign, HB_SIGN_RUNS, next_rnd, signed_all),
};
#elif defined(HB_SIGN_V112)
/* the library of this firmware is built with the option (bench/run-bench.sh) */
#if !PQ8K_CONFIG_HAETAE_V112
#error "bench_haetae*_sign_v112.c needs -DPQ8K_CONFIG_HAETAE_V112=1 for the library and the firmware"
#endif
static const bench_op ops[] = {
    BENCH_OP("sign-v112", op_sign, HB_SIGN_RUNS, next_rnd, signed_all),
};
#else
#if PQ8K_CONFIG_HAETAE_V112
#error "the default HAETAE bench firmware measures v1.2.0 signing; sign-v112 is haetae*_sign_v112.c"
#endif
static const bench_op ops[] = {
    BENCH_OP("keygen", op_keygen, 3, NULL, keys_match),
    BENCH_OP("sign", op_sign, HB_SIGN_RUNS, next_rnd, signed_all),
};
#endif
BENCH_SUITE("haetae" HB_STR(HB_LEVEL), ops);
#endif
