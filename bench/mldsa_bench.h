/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA keygen and signing bench, shared by bench/firmware/mldsa{44,65,87}.c
 * (the including file defines MB_LEVEL). Keygen runs from a fixed seed; signing
 * is pure ML-DSA, deterministic (rnd = 0), over MB_SIGN_RUNS messages that
 * differ in their first byte, so the mean covers the rejection loop's spread.
 * Every signature is checked by the one-shot verify after the last run, and
 * keygen must give the same keys on every run. Keys and signature are the
 * firmware's own static buffers (not in the stack figure).
 */
#include <string.h>
#include "bench.h"
#include "pq8k/mldsa.h"

#define MB_CAT3(a, b, c) a##b##c
#define MB_XCAT3(a, b, c) MB_CAT3(a, b, c)
#define MB_FN(s) MB_XCAT3(pq8k_mldsa, MB_LEVEL, _##s)
#define MB_CONST(s) MB_XCAT3(PQ8K_MLDSA, MB_LEVEL, _##s)
#define MB_STR2(x) #x
#define MB_STR(x) MB_STR2(x)

#ifndef MB_SIGN_RUNS
#define MB_SIGN_RUNS 20
#endif
#define MB_MLEN 33

static uint8_t pk[MB_CONST(PUBLICKEYBYTES)], sk[MB_CONST(SECRETKEYBYTES)];
static uint8_t pk0[sizeof pk];
static uint8_t sig[MB_CONST(SIGBYTES)];
static uint8_t msg[MB_MLEN];
static size_t siglen;
static int result = -1, all_ok = 1;
static const uint8_t seed[32] = {
    0x70, 0x71, 0x38, 0x6b, 0x2d, 0x62, 0x65, 0x6e, 0x63, 0x68, 0x2d, 0x6d, 0x6c, 0x64, 0x73, 0x61,
    0x2d, 0x6b, 0x65, 0x79, 0x67, 0x65, 0x6e, 0x2d, 0x73, 0x65, 0x65, 0x64, 0x2d, 0x30, 0x30, 0x31,
};

/* The platform supplies pq8k_randombytes; the hedged signer in the same
   object needs the symbol, the deterministic runs never call it: no entropy
   here, so a call would fail (and fail the check). */
int pq8k_randombytes(uint8_t *out, size_t len)
{
    (void)out;
    (void)len;
    return -1;
}

static void op_keygen(void) { result = MB_FN(keygen_from_seed)(pk, sk, seed); }

/* every run must give the first run's key */
static void before_keygen(unsigned run)
{
    if (run == 1) memcpy(pk0, pk, sizeof pk);
    if (run > 1) all_ok &= result == 0 && memcmp(pk0, pk, sizeof pk) == 0;
    result = -1;
}

static int keys_ok(void) { return all_ok && result == 0 && memcmp(pk0, pk, sizeof pk) == 0; }

static void next_msg(unsigned run)
{
    if (run > 0) all_ok &= result == 0 && siglen == sizeof sig;
    for (unsigned i = 0; i < MB_MLEN; i++) msg[i] = (uint8_t)(i * 7u + 1u);
    msg[0] = (uint8_t)run;
    result = -1;
}

static void op_sign(void)
{
    result = MB_FN(sign_deterministic)(sig, &siglen, msg, sizeof msg, NULL, 0, sk);
}

static int signed_all(void)
{
    return all_ok && result == 0 && MB_FN(verify)(sig, siglen, msg, sizeof msg, NULL, 0, pk) == 0;
}

static const bench_op ops[] = {
    BENCH_OP("keygen", op_keygen, 3, before_keygen, keys_ok),
    BENCH_OP("sign", op_sign, MB_SIGN_RUNS, next_msg, signed_all),
};
BENCH_SUITE("mldsa" MB_STR(MB_LEVEL), ops);
