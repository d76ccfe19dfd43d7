/* SPDX-License-Identifier: MIT */
/*
 * pq8k on RIOT: HAETAE-2/3/5 keygen, sign and verify, a HAETAE-2 stream
 * encoded and verified on the device, and (when built with PQ8K_RIOT_DATA, the
 * folder bench/stream_bench_data.py wrote) the ML-DSA-44 KAT stream verified
 * from flash. Ends with "pq8k riot: N passed, 0 failed".
 *
 * Each operation runs in a worker thread of its own, on a stack this file
 * paints first: the bytes found overwritten afterwards are the operation's
 * stack (beside RIOT's thread control block). On RISC-V the instructions
 * retired (minstret, exact under QEMU -icount) are counted too. One line per
 * operation, read by bench/collect_riot.py:
 *   PQ8K-RIOT scheme=<s> op=<op> result=<code> stack=<bytes> instructions=<n>
 *
 * Randomness (pq8k_riot.h): with a source, keygen and sign are the calls
 * under test; without one they must refuse (PQ8K_ERR_RNG), and the test goes
 * on with the deterministic calls (keygen_from_seed, sign_internal).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "thread.h"
#include "pq8k/haetae.h"
#include "pq8k/stream.h"
#include "pq8k_riot.h"

#ifdef PQ8K_RIOT_DATA
#include "stream_mldsa44_data.h"
#endif

/* HAETAE-5 signing takes about 4.6 KB on a 32-bit MCU: 5 KB leaves room
   for RIOT in the hifive1's 16 KB; a 64-bit host needs more */
#ifndef PQ8K_RIOT_WORK_STACK
#ifdef CPU_NATIVE
#define PQ8K_RIOT_WORK_STACK (THREAD_STACKSIZE_DEFAULT + 8192)
#else
#define PQ8K_RIOT_WORK_STACK 5120
#endif
#endif
#define PAINT 0xa5u
#define CHUNK 64

/* Buffers for the largest level, reused by every level and by the stream
   tests (a verifier needs neither the key pair nor the signature). */
static union {
    struct {
        uint8_t pk[PQ8K_HAETAE5_PUBLICKEYBYTES];
        uint8_t sig[PQ8K_HAETAE5_SIGBYTES];
    } k;
    pq8k_verifier v;
} work;
static uint8_t sk[PQ8K_HAETAE5_SECRETKEYBYTES];   /* later: the HAETAE-2 stream */
static size_t siglen;
static uint8_t digest[PQ8K_MAX_DIGEST_BYTES];
static size_t digestlen;
static const uint8_t msg[] = "pq8k on RIOT";
static const uint8_t seed[PQ8K_HAETAE_SEEDBYTES] = {1, 2, 3};
static const uint8_t rnd[32] = {4, 5, 6};
static const uint8_t pre[1] = {0};   /* ctxlen 0: M' = 0 || msg */

static char stack[PQ8K_RIOT_WORK_STACK] __attribute__((aligned(16)));
static int level, op_result, passed, failed;
static int (*op)(void);
static uint32_t insns;

static uint32_t retired(void)
{
#ifdef __riscv
    uint32_t n;
    __asm__ volatile("csrr %0, minstret" : "=r"(n));
    return n;
#else
    return 0;
#endif
}

static void *worker(void *arg)
{
    (void)arg;
    uint32_t t0 = retired();
    op_result = op();
    insns = retired() - t0;
    return NULL;
}

/* Runs f in a fresh worker thread that preempts main and ends before
   thread_create returns; gives f's result, *used its stack bytes. */
static int measure(int (*f)(void), size_t *used)
{
    size_t untouched = 0;
    memset(stack, PAINT, sizeof stack);
    op = f;
    thread_create(stack, sizeof stack, THREAD_PRIORITY_MAIN - 1, 0, worker, NULL, "pq8k");
    while (untouched < sizeof stack && (uint8_t)stack[untouched] == PAINT) untouched++;
    *used = sizeof stack - untouched - sizeof(thread_t);
    if (untouched == 0) {   /* painted to the end: it may have overflowed */
        puts("FAIL worker stack exhausted");
        failed++;
    }
    return op_result;
}

static void check(const char *what, int ok)
{
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    if (ok) passed++;
    else failed++;
}

#define REJECTED 1   /* expect: any error */

static void report(const char *scheme, const char *name, int (*f)(void), int expect)
{
    size_t used;
    char what[64];
    int r = measure(f, &used);
    printf("PQ8K-RIOT scheme=%s op=%s result=%d stack=%u instructions=%lu\n", scheme, name, r,
           (unsigned)used, (unsigned long)insns);
    if (expect == REJECTED) {
        snprintf(what, sizeof what, "%s %s is rejected", scheme, name);
        check(what, r < 0);
    }
    else {
        snprintf(what, sizeof what, "%s %s returns %d", scheme, name, expect);
        check(what, r == expect);
    }
}

#define LEVEL_CALL(fn, ...)                                                   \
    (level == 2 ? pq8k_haetae2_##fn(__VA_ARGS__) :                           \
     level == 3 ? pq8k_haetae3_##fn(__VA_ARGS__) : pq8k_haetae5_##fn(__VA_ARGS__))

static int op_keypair(void) { return LEVEL_CALL(keygen, work.k.pk, sk); }
static int op_keypair_seed(void) { return LEVEL_CALL(keygen_from_seed, work.k.pk, sk, seed); }
static int op_sign(void)
{
    return LEVEL_CALL(sign, work.k.sig, &siglen, sk, msg, sizeof msg, NULL, 0);
}
static int op_sign_internal(void)
{
    return LEVEL_CALL(sign_internal, work.k.sig, &siglen, sk, msg, sizeof msg, pre, sizeof pre,
                      rnd);
}
static int op_verify(void)
{
    return LEVEL_CALL(verify, work.k.pk, work.k.sig, siglen, msg, sizeof msg, NULL, 0);
}

static void haetae_level(int l, int have_rng)
{
    char scheme[8];
    snprintf(scheme, sizeof scheme, "haetae%d", l);
    level = l;
    if (have_rng) {
        report(scheme, "keygen", op_keypair, 0);
        report(scheme, "sign", op_sign, 0);
    }
    else {
        report(scheme, "keygen", op_keypair, PQ8K_ERR_RNG);
        report(scheme, "sign", op_sign, PQ8K_ERR_RNG);
        report(scheme, "keygen_from_seed", op_keypair_seed, 0);
        report(scheme, "sign_internal", op_sign_internal, 0);
    }
    report(scheme, "verify", op_verify, 0);
    work.k.sig[siglen / 2] ^= 1;
    report(scheme, "verify_tampered", op_verify, REJECTED);
}

/* ---- streamed verification: chunks of 64 bytes from a stream in memory ---- */
static const uint8_t *stream;
static size_t stream_len;
static pq8k_scheme stream_scheme;

static int op_stream_verify(void)
{
    uint8_t chunk[CHUNK];
    int r = pq8k_verify_init(&work.v, stream_scheme, digest, digestlen, msg, sizeof msg, NULL, 0);
    for (size_t pos = 0; r == 0 && pos < stream_len; pos += CHUNK) {
        size_t n = stream_len - pos < CHUNK ? stream_len - pos : CHUNK;
        memcpy(chunk, stream + pos, n);   /* as received from a bus */
        r = pq8k_verify_update(&work.v, chunk, n);
    }
    int f = pq8k_verify_final(&work.v);
    return r != 0 ? r : f;
}

static void haetae2_stream(int have_rng)
{
    size_t len = sizeof sk;
    level = 2;
    report("haetae2", have_rng ? "keygen" : "keygen_from_seed", have_rng ? op_keypair : op_keypair_seed, 0);
    report("haetae2", have_rng ? "sign" : "sign_internal", have_rng ? op_sign : op_sign_internal, 0);
    digestlen = sizeof digest;
    check("haetae2 pk digest",
          pq8k_pk_digest(PQ8K_HAETAE2, work.k.pk, PQ8K_HAETAE2_PUBLICKEYBYTES, digest, &digestlen) == 0);
    /* the stream replaces the secret key, the verifier the key pair */
    check("haetae2 stream encoded on the device",
          pq8k_stream_encode(PQ8K_HAETAE2, work.k.pk, PQ8K_HAETAE2_PUBLICKEYBYTES, work.k.sig,
                             PQ8K_HAETAE2_SIGBYTES, sk, &len) == 0);
    stream = sk;
    stream_len = len;
    stream_scheme = PQ8K_HAETAE2;
    report("haetae2", "stream_verify", op_stream_verify, 0);
    sk[len - 10] ^= 1;
    report("haetae2", "stream_verify_tampered", op_stream_verify, REJECTED);
}

#ifdef PQ8K_RIOT_DATA
/* The ML-DSA-44 KAT stream (the library's own encoding, made on the host) */
__asm__(".section .rodata.pq8k_mldsa44_stream,\"a\"\n.balign 4\npq8k_mldsa44_stream:\n"
        ".incbin \"" SB_STREAM_FILE "\"\n.previous\n");
extern const uint8_t pq8k_mldsa44_stream[];

static const uint32_t tamper_at[] = {SB_TAMPER_SIG};   /* the copies of one sig byte */
static int tampered;

static int op_mldsa44(void)
{
    int r = pq8k_verify_init(&work.v, PQ8K_MLDSA44, sb_digest, sizeof sb_digest, sb_msg, SB_MLEN,
                             NULL, 0);
    for (size_t pos = 0; r == 0 && pos < SB_STREAM_LEN; pos += CHUNK) {
        size_t n = SB_STREAM_LEN - pos < CHUNK ? SB_STREAM_LEN - pos : CHUNK;
        uint8_t chunk[CHUNK];
        memcpy(chunk, pq8k_mldsa44_stream + pos, n);
        for (size_t i = 0; tampered && i < sizeof tamper_at / sizeof tamper_at[0]; i++)
            if (tamper_at[i] - pos < n) chunk[tamper_at[i] - pos] ^= 1;
        r = pq8k_verify_update(&work.v, chunk, n);
    }
    int f = pq8k_verify_final(&work.v);
    return r != 0 ? r : f;
}

static void mldsa44_stream(void)
{
    report("mldsa44", "stream_verify", op_mldsa44, 0);
    tampered = 1;
    report("mldsa44", "stream_verify_tampered", op_mldsa44, REJECTED);
}
#endif

int main(void)
{
    pq8k_riot_rng src = pq8k_riot_rng_source();
    int have_rng = src != PQ8K_RIOT_RNG_NONE;
    printf("pq8k riot: board %s, randomness: %s\n", RIOT_BOARD, pq8k_riot_rng_name(src));
    printf("pq8k riot: worker stack %u bytes, pq8k_verifier %u bytes\n", (unsigned)sizeof stack,
           (unsigned)sizeof(pq8k_verifier));
    haetae_level(2, have_rng);
    haetae_level(3, have_rng);
    haetae_level(5, have_rng);
    haetae2_stream(have_rng);
#ifdef PQ8K_RIOT_DATA
    mldsa44_stream();
#else
    puts("pq8k riot: ML-DSA-44 stream not built in (PQ8K_RIOT_DATA unset)");
#endif
    printf("pq8k riot: %d passed, %d failed\n", passed, failed);
    return 0;
}
