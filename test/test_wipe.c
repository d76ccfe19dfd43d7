/* SPDX-License-Identifier: MIT */
/*
 * Secrets wiped from every stack frame (docs/security.md, "Wiping").
 *
 * The stack below the caller is painted, a key pair is made and the painted
 * region scanned; then painted again, a message signed and scanned again (a
 * signature would overwrite what keygen left). Each scan looks for any 8
 * bytes in a row of the secrets and the values keygen and the signer derive
 * from them first, recomputed here: the keygen seed and its secret expansion (HAETAE sigma,
 * ML-DSA rho'), the secret seed in sk (HAETAE key, ML-DSA K) and HAETAE's
 * packed s1/s2, rnd, and the signer's own seeds (HAETAE seed =
 * SHAKE256(key || rnd || mu), ML-DSA rho'' = H(K || rnd || mu)); for SLH-DSA
 * SK.seed, SK.prf and addrnd; for HSS the SEED every one-time key comes from,
 * for XMSS^MT SK_SEED and SK_PRF. A callee that copies one of them into its frame
 * and returns without wiping fails the test.
 */
#include <stdint.h>
#include <string.h>
#include "tt.h"
#include "pq8k/haetae.h"
#include "pq8k/mldsa.h"
#include "pq8k/slhdsa.h"
#include "pq8k/lms.h"
#include "pq8k/xmss.h"
#include "common/fips202.h"

#define PAINT 24576
#define NOINL __attribute__((noinline))

static uint8_t snap[PAINT];
static uint8_t pk[2592], sk[4896], sig[4627], slhsig[17088];

/*
 * The region [top - PAINT, top - 1024) lies below every frame of the test
 * itself; the library's calls from the test use it and nothing else does.
 */
static NOINL void paint(uintptr_t top)
{
    for (size_t i = 1024; i < PAINT; i++) *(volatile uint8_t *)(top - i) = 0xA5;
}

/* in ascending addresses, as the bytes of a buffer lie */
static NOINL void snapshot(uintptr_t top)
{
    for (size_t i = 0; i < PAINT - 1024; i++) snap[i] = *(volatile uint8_t *)(top - PAINT + i);
}

/*
 * The library is called through here: the pad pushes its frames below
 * top - 1024, inside the scanned region (the top 1024 bytes are left to the
 * test's own frame and to paint/snapshot, which cannot paint their own frames).
 */
typedef int (*op_fn)(void);
static NOINL int below(op_fn a, op_fn b)
{
    volatile uint8_t pad[1100];
    pad[0] = 0;
    int r = a();
    if (b) r |= b();
    pad[sizeof pad - 1] = (uint8_t)r;
    return r | pad[0];
}

/* the arguments of the wrapped calls */
static uint8_t g_seed[32], g_rnd[32];
static const uint8_t *g_msg;
static size_t g_msglen, g_siglen;

/* needles without runs of equal bytes (zeros are everywhere on a stack) */
static void fill(uint8_t seed[32], uint8_t rnd[32])
{
    for (unsigned i = 0; i < 32; i++) {
        seed[i] = (uint8_t)(37 * i + 11);
        rnd[i] = (uint8_t)(53 * i + 29);
    }
}

/* 1 if any 8 consecutive bytes of needle appear in the snapshot */
static int found(const uint8_t *needle, size_t len)
{
    for (size_t k = 0; k + 8 <= len; k++)
        for (size_t i = 0; i + 8 <= PAINT - 1024; i++)
            if (snap[i] == needle[k] && memcmp(snap + i, needle + k, 8) == 0) return 1;
    return 0;
}

/* the positive control: a frame that keeps a copy of its secret */
static NOINL void leaky(const uint8_t *secret)
{
    volatile uint8_t copy[3072];
    for (size_t i = 0; i < sizeof copy; i++) copy[i] = secret[i % 32];
}

static int leaky_op(void)
{
    leaky(g_rnd);
    return 0;
}

static void scan_finds_a_leak(void)
{
    uint8_t seed[32], rnd[32];
    volatile uint8_t here = 0;
    uintptr_t top = (uintptr_t)&here;
    fill(seed, rnd);
    memcpy(g_rnd, rnd, 32);
    paint(top);
    TT_ASSERT(below(leaky_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(found(rnd, sizeof rnd));
    TT_ASSERT(!found(seed, sizeof seed));
}

/*
 * HAETAE: the keygen seed and sigma (SHAKE256(seed) bytes 32..95), the secret
 * part of sk (s1, s2 and the signing key), rnd and the signer's seed
 * SHAKE256(key || rnd || mu).
 */
#define HAETAE_WIPED(L)                                                                          \
    static int haetae##L##_keygen_op(void)                                                       \
    {                                                                                            \
        return pq8k_haetae##L##_keygen_from_seed(pk, sk, g_seed);                               \
    }                                                                                            \
    static int haetae##L##_sign_op(void)                                                         \
    {                                                                                            \
        return pq8k_haetae##L##_sign_internal(sig, &g_siglen, sk, g_msg, g_msglen, NULL, 0,   \
                                              g_rnd);                                            \
    }                                                                                            \
    static void haetae##L##_wiped(void)                                                          \
    {                                                                                            \
        static const uint8_t msg[3] = "abc";                                                     \
        uint8_t seed[32], rnd[32], mu[64], sseed[64], seeds[128];                                \
        pq8k_keccak_state st;                                                                    \
        volatile uint8_t here = 0;                                                               \
        uintptr_t top = (uintptr_t)&here;                                                        \
        fill(seed, rnd);                                                                         \
        memcpy(g_seed, seed, 32);                                                                \
        memcpy(g_rnd, rnd, 32);                                                                  \
        g_msg = msg;                                                                             \
        g_msglen = sizeof msg;                                                                   \
        paint(top);                                                                              \
        TT_ASSERT(below(haetae##L##_keygen_op, NULL) == 0);                                      \
        snapshot(top);                                                                           \
        pq8k_shake256(seeds, sizeof seeds, seed, sizeof seed);                                   \
        TT_ASSERT(!found(seed, sizeof seed));                                                    \
        TT_ASSERT(!found(seeds + 32, 64)); /* sigma */                                           \
        TT_ASSERT(!found(sk + PQ8K_HAETAE##L##_PUBLICKEYBYTES,                                   \
                         PQ8K_HAETAE##L##_SECRETKEYBYTES - PQ8K_HAETAE##L##_PUBLICKEYBYTES));    \
        paint(top);                                                                              \
        TT_ASSERT(below(haetae##L##_sign_op, NULL) == 0);                                        \
        snapshot(top);                                                                           \
        pq8k_shake256_init(&st);                                                                 \
        pq8k_keccak_absorb(&st, sk, PQ8K_HAETAE##L##_PUBLICKEYBYTES);                            \
        pq8k_keccak_absorb(&st, msg, sizeof msg);                                                \
        pq8k_keccak_finalize(&st);                                                               \
        pq8k_keccak_squeeze(&st, mu, 64);                                                        \
        pq8k_shake256_init(&st);                                                                 \
        pq8k_keccak_absorb(&st, sk + PQ8K_HAETAE##L##_SECRETKEYBYTES - 32, 32);                  \
        pq8k_keccak_absorb(&st, rnd, 32);                                                        \
        pq8k_keccak_absorb(&st, mu, 64);                                                         \
        pq8k_keccak_finalize(&st);                                                               \
        pq8k_keccak_squeeze(&st, sseed, 64);                                                     \
        TT_ASSERT(!found(seed, sizeof seed));                                                    \
        TT_ASSERT(!found(seeds + 32, 64)); /* sigma */                                           \
        TT_ASSERT(!found(sk + PQ8K_HAETAE##L##_PUBLICKEYBYTES,                                   \
                         PQ8K_HAETAE##L##_SECRETKEYBYTES - PQ8K_HAETAE##L##_PUBLICKEYBYTES));    \
        TT_ASSERT(!found(rnd, sizeof rnd));                                                      \
        TT_ASSERT(!found(sseed, sizeof sseed));                                                  \
    }
HAETAE_WIPED(2)
HAETAE_WIPED(3)
HAETAE_WIPED(5)

/*
 * ML-DSA: the keygen seed and rho' (SHAKE256(seed || k || l) bytes 32..95),
 * K, rnd and rho'' = H(K || rnd || mu).
 */
#define MLDSA_WIPED(P, K_, L_)                                                                   \
    static int P##_keygen_op(void) { return pq8k_##P##_keygen_from_seed(pk, sk, g_seed); }      \
    static int P##_sign_op(void)                                                                 \
    {                                                                                            \
        return pq8k_##P##_sign_internal(sig, &g_siglen, sk, g_msg, g_msglen, g_rnd);            \
    }                                                                                            \
    static void P##_wiped(void)                                                                  \
    {                                                                                            \
        static const uint8_t msg[3] = "xyz";                                                     \
        uint8_t seed[32], rnd[32], mu[64], rhopp[64], exp[128], kl[2] = {K_, L_};                \
        pq8k_keccak_state st;                                                                    \
        volatile uint8_t here = 0;                                                               \
        uintptr_t top = (uintptr_t)&here;                                                        \
        fill(seed, rnd);                                                                         \
        memcpy(g_seed, seed, 32);                                                                \
        memcpy(g_rnd, rnd, 32);                                                                  \
        g_msg = msg;                                                                             \
        g_msglen = sizeof msg;                                                                   \
        paint(top);                                                                              \
        TT_ASSERT(below(P##_keygen_op, NULL) == 0);                                              \
        snapshot(top);                                                                           \
        pq8k_shake256_init(&st);                                                                 \
        pq8k_keccak_absorb(&st, seed, 32);                                                       \
        pq8k_keccak_absorb(&st, kl, 2);                                                          \
        pq8k_keccak_finalize(&st);                                                               \
        pq8k_keccak_squeeze(&st, exp, 128);                                                      \
        TT_ASSERT(!found(seed, sizeof seed));                                                    \
        TT_ASSERT(!found(exp + 32, 64)); /* rho' */                                              \
        TT_ASSERT(!found(sk + 32, 32));                                                          \
        paint(top);                                                                              \
        TT_ASSERT(below(P##_sign_op, NULL) == 0);                                                \
        snapshot(top);                                                                           \
        pq8k_shake256_init(&st);                                                                 \
        pq8k_keccak_absorb(&st, sk + 64, 64); /* tr */                                           \
        pq8k_keccak_absorb(&st, msg, sizeof msg);                                                \
        pq8k_keccak_finalize(&st);                                                               \
        pq8k_keccak_squeeze(&st, mu, 64);                                                        \
        pq8k_shake256_init(&st);                                                                 \
        pq8k_keccak_absorb(&st, sk + 32, 32); /* K */                                            \
        pq8k_keccak_absorb(&st, rnd, 32);                                                        \
        pq8k_keccak_absorb(&st, mu, 64);                                                         \
        pq8k_keccak_finalize(&st);                                                               \
        pq8k_keccak_squeeze(&st, rhopp, 64);                                                     \
        TT_ASSERT(!found(seed, sizeof seed));                                                    \
        TT_ASSERT(!found(exp + 32, 64)); /* rho' */                                              \
        TT_ASSERT(!found(sk + 32, 32));                                                          \
        TT_ASSERT(!found(rnd, sizeof rnd));                                                      \
        TT_ASSERT(!found(rhopp, sizeof rhopp));                                                  \
    }
MLDSA_WIPED(mldsa44, 4, 4)
MLDSA_WIPED(mldsa65, 6, 5)
MLDSA_WIPED(mldsa87, 8, 7)

/* SLH-DSA: SK.seed, SK.prf and the hedging randomness */
static pq8k_slhdsa_set g_set;
static uint8_t g_sk_seed[32], g_sk_prf[32], g_pk_seed[32];
static int slhdsa_keygen_op(void)
{
    return pq8k_slhdsa_keygen_from_seed(g_set, g_sk_seed, g_sk_prf, g_pk_seed, pk, sk);
}
static int slhdsa_sign_op(void)
{
    return pq8k_slhdsa_sign_internal(g_set, slhsig, g_msg, g_msglen, sk, g_rnd);
}

static void slhdsa_wiped(pq8k_slhdsa_set s)
{
    static const uint8_t msg[5] = "hello";
    uint8_t sk_seed[32], sk_prf[32], pk_seed[32], addrnd[32];
    size_t n = pq8k_slhdsa_pk_bytes(s) / 2;
    volatile uint8_t here = 0;
    uintptr_t top = (uintptr_t)&here;
    fill(sk_seed, sk_prf);
    for (unsigned i = 0; i < 32; i++) {
        pk_seed[i] = (uint8_t)(71 * i + 3);
        addrnd[i] = (uint8_t)(97 * i + 41);
    }
    TT_ASSERT(pq8k_slhdsa_sig_bytes(s) <= sizeof slhsig);
    g_set = s;
    memcpy(g_sk_seed, sk_seed, 32);
    memcpy(g_sk_prf, sk_prf, 32);
    memcpy(g_pk_seed, pk_seed, 32);
    memcpy(g_rnd, addrnd, 32);
    g_msg = msg;
    g_msglen = sizeof msg;
    paint(top);
    TT_ASSERT(below(slhdsa_keygen_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(sk_seed, n));
    TT_ASSERT(!found(sk_prf, n));
    paint(top);
    TT_ASSERT(below(slhdsa_sign_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(sk_seed, n));
    TT_ASSERT(!found(sk_prf, n));
    TT_ASSERT(!found(addrnd, n));
}
static void slhdsa_shake128f_wiped(void) { slhdsa_wiped(PQ8K_SLHDSA_SET_SHAKE_128F); }
static void slhdsa_sha2_128f_wiped(void) { slhdsa_wiped(PQ8K_SLHDSA_SET_SHA2_128F); }

/*
 * HSS (host signing, two levels of H5/W4 trees): SEED, from which every
 * one-time key and the lower tree's key are derived. Signing computes whole
 * trees, so the targets skip it (the stateful signers are host-side).
 */
static uint8_t g_hss_sk[PQ8K_HSS_SK_BYTES(2)], g_hss_seed[48];
static const uint32_t g_hss_types[4] = {5, 3, 5, 3}; /* LMS_SHA256_M32_H5, LMOTS_SHA256_N32_W4 */
static int hss_keygen_op(void)
{
    size_t pkl = sizeof pk;
    return pq8k_hss_keygen_from_seed(2, g_hss_types, g_hss_seed, g_hss_sk, sizeof g_hss_sk, pk, &pkl);
}
static int hss_sign_op(void)
{
    size_t sl = sizeof slhsig;
    return pq8k_hss_sign(g_hss_sk, sizeof g_hss_sk, 37, g_msg, g_msglen, slhsig, &sl);
}

static void hss_wiped(void)
{
    static const uint8_t msg[4] = "boot";
    volatile uint8_t here = 0;
    uintptr_t top = (uintptr_t)&here;
    if (tt_is_target()) return;
    for (unsigned i = 0; i < 48; i++) g_hss_seed[i] = (uint8_t)(37 * i + 11); /* I || SEED */
    g_msg = msg;
    g_msglen = sizeof msg;
    paint(top);
    TT_ASSERT(below(hss_keygen_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(g_hss_seed + 16, 32));
    paint(top);
    TT_ASSERT(below(hss_sign_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(g_hss_seed + 16, 32));
}

/* XMSS^MT-SHA2_20/4_256 (OID 2, layers of 32 leaves): SK_SEED and SK_PRF */
static uint8_t g_xmss_sk[256], g_xmss_seed[96];
static int xmssmt_keygen_op(void) { return pq8k_xmssmt_keygen_from_seed(2, g_xmss_seed, pk, g_xmss_sk); }
static int xmssmt_sign_op(void)
{
    size_t sl = sizeof slhsig;
    return pq8k_xmssmt_sign(g_xmss_sk, pq8k_xmssmt_sk_bytes(2), slhsig, &sl, g_msg, g_msglen);
}

static void xmssmt_wiped(void)
{
    static const uint8_t msg[4] = "boot";
    volatile uint8_t here = 0;
    uintptr_t top = (uintptr_t)&here;
    if (tt_is_target()) return;
    TT_ASSERT(pq8k_xmssmt_sk_bytes(2) <= sizeof g_xmss_sk);
    TT_ASSERT(pq8k_xmssmt_sig_bytes(2) <= sizeof slhsig);
    for (unsigned i = 0; i < 96; i++) /* SK_SEED || SK_PRF || PUB_SEED */
        g_xmss_seed[i] = (uint8_t)(53 * i + 29);
    g_msg = msg;
    g_msglen = sizeof msg;
    paint(top);
    TT_ASSERT(below(xmssmt_keygen_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(g_xmss_seed, 64));
    paint(top);
    TT_ASSERT(below(xmssmt_sign_op, NULL) == 0);
    snapshot(top);
    TT_ASSERT(!found(g_xmss_seed, 64));
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WIPE_UNDER_ASAN 1
#endif
#endif

void tt_suite_wipe(void)
{
#ifdef WIPE_UNDER_ASAN
    return; /* ASan's shadow stack and redzones make the raw stack scan meaningless */
#endif
    tt_run("wipe: the scan finds a frame that keeps a secret", scan_finds_a_leak);
    tt_run("wipe: HAETAE-2 keygen and signing leave no secret on the stack", haetae2_wiped);
    tt_run("wipe: HAETAE-3 keygen and signing leave no secret on the stack", haetae3_wiped);
    tt_run("wipe: HAETAE-5 keygen and signing leave no secret on the stack", haetae5_wiped);
    tt_run("wipe: ML-DSA-44 keygen and signing leave no secret on the stack", mldsa44_wiped);
    tt_run("wipe: ML-DSA-65 keygen and signing leave no secret on the stack", mldsa65_wiped);
    tt_run("wipe: ML-DSA-87 keygen and signing leave no secret on the stack", mldsa87_wiped);
    tt_run("wipe: SLH-DSA-SHAKE-128f keygen and signing leave no secret on the stack",
           slhdsa_shake128f_wiped);
    tt_run("wipe: SLH-DSA-SHA2-128f keygen and signing leave no secret on the stack",
           slhdsa_sha2_128f_wiped);
    tt_run("wipe: HSS keygen and signing (host) leave no SEED on the stack", hss_wiped);
    tt_run("wipe: XMSS^MT keygen and signing (host) leave no SK_SEED/SK_PRF on the stack",
           xmssmt_wiped);
}
