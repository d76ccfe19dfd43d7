/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA (FIPS 204): arithmetic against its definitions, then keygen, signing
 * and one-shot verification against the NIST ACVP files, the NIST-format KATs
 * and the negative vectors, then the API's argument and error behaviour.
 */
#include <string.h>
#include "tt.h"
#include "mldsa_vectors.h"
#include "common/fips202.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/ntt.h"
#include "mldsa/all_levels/rounding.h"

#define Q MLDSA_Q

static uint32_t powmod(uint32_t b, uint32_t e)
{
    uint64_t r = 1, x = b;
    for (; e != 0; e >>= 1) {
        if (e & 1) r = r * x % Q;
        x = x * x % Q;
    }
    return (uint32_t)r;
}

static unsigned brv8(unsigned k)
{
    unsigned r = 0;
    for (unsigned i = 0; i < 8; i++) r |= ((k >> i) & 1) << (7 - i);
    return r;
}

static void random_poly(uint32_t a[256])
{
    for (unsigned i = 0; i < 256; i++) a[i] = tt_rand32() % Q;
}

/* NTT(a)[i] = a(zeta^(2 brv8(i) + 1)), FIPS 204 section 7.5 */
static void ntt_definition(void)
{
    static uint32_t a[256], b[256];
    tt_seed(1);
    for (int round = 0; round < 3; round++) {
        random_poly(a);
        if (round == 1) a[255] = Q - 1;
        memcpy(b, a, sizeof a);
        pq8k_mldsa_ntt(b);
        for (unsigned i = 0; i < 256; i++) {
            uint32_t x = powmod(1753, 2 * brv8(i) + 1), p = 1;
            uint64_t s = 0;
            for (unsigned m = 0; m < 256; m++) {
                s = (s + (uint64_t)a[m] * p) % Q;
                p = (uint32_t)((uint64_t)p * x % Q);
            }
            TT_ASSERT(b[i] < 17 * Q);
            TT_ASSERT_EQ(b[i] % Q, s);
            if (tt_failed_now()) return;
        }
    }
}

/* invntt_mont(NTT(a)*NTT(b)*2^-32) = a*b mod x^256 + 1 */
static void ntt_product(void)
{
    static uint32_t a[256], b[256], ah[256], bh[256], acc[256], want[256];
    tt_seed(2);
    random_poly(a);
    random_poly(b);
    memset(want, 0, sizeof want);
    for (unsigned i = 0; i < 256; i++)
        for (unsigned j = 0; j < 256; j++) {
            uint32_t p = (uint32_t)((uint64_t)a[i] * b[j] % Q);
            unsigned k = (i + j) & 255;
            want[k] = (i + j < 256) ? (want[k] + p) % Q : (want[k] + Q - p) % Q;
        }
    memcpy(ah, a, sizeof a);
    memcpy(bh, b, sizeof b);
    pq8k_mldsa_ntt(ah);
    pq8k_mldsa_ntt(bh);
    /* two terms, as a row of A*z accumulates several */
    for (unsigned i = 0; i < 256; i++) acc[i] = mldsa_mont(ah[i], bh[i]) + mldsa_mont(ah[i], bh[i]);
    pq8k_mldsa_invntt_mont(acc);
    for (unsigned i = 0; i < 256; i++) TT_ASSERT_EQ(acc[i], (2 * (uint64_t)want[i]) % Q);
}

/* Decompose straight from FIPS 204 Algorithm 36, with signed arithmetic and branches */
static int32_t ref_decompose(uint32_t r, uint32_t g2, uint32_t *r1)
{
    int32_t r0 = (int32_t)(r % (2 * g2));
    if (r0 > (int32_t)g2) r0 -= (int32_t)(2 * g2);
    if (r - (uint32_t)r0 == Q - 1) { /* r - r0 with r0 <= 0 here, no wrap */
        *r1 = 0;
        return r0 - 1;
    }
    *r1 = (uint32_t)((int32_t)r - r0) / (2 * g2);
    return r0;
}

static void rounding_all_r(void)
{
    const uint32_t g2s[2] = {MLDSA_GAMMA2_88, MLDSA_GAMMA2_32};
    uint32_t step = tt_is_target() ? 997 : 1; /* every r on the host */
    for (uint32_t r = 0; r < Q; r += (r > Q - 3000 || r < 3000) ? 1 : step) {
        int32_t t0;
        uint32_t t1 = pq8k_mldsa_power2round(&t0, r);
        int32_t want0 = (int32_t)(r & 8191);
        if (want0 > 4096) want0 -= 8192;
        TT_ASSERT_EQ(t0, want0);
        TT_ASSERT_EQ(t1, (r - (uint32_t)want0) >> 13);
        for (int g = 0; g < 2; g++) {
            uint32_t m = (Q - 1) / (2 * g2s[g]), r1w, r1;
            int32_t r0w = ref_decompose(r, g2s[g], &r1w), r0;
            r1 = pq8k_mldsa_decompose(&r0, r, g2s[g]);
            TT_ASSERT_EQ(r1, r1w);
            TT_ASSERT_EQ(r0, r0w);
            TT_ASSERT_EQ(pq8k_mldsa_use_hint(r, 0, g2s[g]), r1w);
            TT_ASSERT_EQ(pq8k_mldsa_use_hint(r, 1, g2s[g]), r0w > 0 ? (r1w + 1) % m : (r1w + m - 1) % m);
        }
        if (tt_failed_now()) {
            tt_printf("  r = %lu\n", (unsigned long)r);
            return;
        }
    }
}

/* ---- C2SP/CCTV exhaustive field-operation digest (ml-dsa/cctv-accumulated.txt) ---- */

static size_t put_dec(char *p, int64_t v)
{
    char tmp[24];
    size_t n = 0, k = 0;
    uint64_t u;
    if (v < 0) p[k++] = '-';
    u = (uint64_t)(v < 0 ? -v : v);
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    while (n != 0) p[k++] = tmp[--n];
    p[k++] = '\n';
    return k;
}

static size_t cctv_lines(char *p, uint32_t r)
{
    size_t k = 0;
    int32_t c = r > (Q - 1) / 2 ? (int32_t)r - (int32_t)Q : (int32_t)r, t0;
    uint32_t t1 = pq8k_mldsa_power2round(&t0, r);
    k += put_dec(p + k, c);
    k += put_dec(p + k, c < 0 ? -c : c);
    k += put_dec(p + k, t1);
    k += put_dec(p + k, mldsa_from_signed(t0));
    for (int g = 0; g < 2; g++) {
        uint32_t g2 = g == 0 ? MLDSA_GAMMA2_88 : MLDSA_GAMMA2_32;
        int32_t r0;
        uint32_t r1 = pq8k_mldsa_decompose(&r0, r, g2);
        k += put_dec(p + k, r1);
        k += put_dec(p + k, pq8k_mldsa_use_hint(r, 1, g2));
        k += put_dec(p + k, r0);
        k += put_dec(p + k, r0 < 0 ? -r0 : r0);
    }
    return k;
}

/* the digest runs over all q values: ~10 s of SHAKE128 over 670 MB, so only in
   builds with -DPQ8K_TEST_FULL; rounding_all_r checks every r in any case */
static void cctv_digest(void)
{
#ifdef PQ8K_TEST_FULL
    static const uint8_t want[32] = {
        0xf9, 0x30, 0x66, 0x34, 0x17, 0x27, 0x81, 0x56, 0xab, 0x05, 0xd9, 0x40, 0x29, 0x4a, 0x77, 0x21,
        0x0a, 0x80, 0x9c, 0x92, 0x4d, 0x8a, 0xb6, 0x3e, 0xc7, 0x2f, 0x45, 0x26, 0x24, 0x76, 0x02, 0xc7,
    };
    char buf[160];
    uint8_t got[32];
    pq8k_keccak_state st;
    pq8k_shake128_init(&st);
    for (uint32_t r = 0; r < Q; r++) {
        size_t n = cctv_lines(buf, r);
        pq8k_keccak_absorb(&st, (const uint8_t *)buf, n);
    }
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, got, 32);
    TT_ASSERT_MEM(got, want, 32);
#endif
}

static void cctv_field_ops(void)
{
    static const char example[] =
        "-2370417\n2370417\n734\n8377489\n32\n31\n-84848\n84848\n11\n12\n248464\n248464\n";
    char buf[160];
    size_t n = cctv_lines(buf, 6010000);
    TT_ASSERT_EQ(n, sizeof example - 1);
    TT_ASSERT_MEM(buf, example, sizeof example - 1);
    cctv_digest();
}

/* ---- ACVP (internal interface) ---- */

static char line[16384];
static uint8_t pk[MLDSA_MAX_PK], sk[MLDSA_MAX_SK], sig[MLDSA_MAX_SIG], msg[MLDSA_MAX_MSG];
static uint8_t pk2[MLDSA_MAX_PK], sk2[MLDSA_MAX_SK], sig2[MLDSA_MAX_SIG];

static long hex_field(uint8_t *out, size_t cap, const char *v)
{
    long n = tt_unhex(out, cap, v);
    TT_ASSERT(n >= 0);
    return n;
}

/* on targets, the first record of each group only */
static int skip_record(unsigned in_group)
{
    return tt_is_target() && in_group > 0;
}

static void acvp_keygen(void)
{
    tt_file f;
    const char *k, *v;
    const mldsa_level *lv = NULL;
    uint8_t seed[32];
    unsigned done = 0, in_group = 0;
    TT_ASSERT(tt_open(&f, "ml-dsa/acvp/ML-DSA-keyGen-FIPS204/internalProjection.json") == 0);
    while (json_next(&f, line, sizeof line, &k, &v) == 0) {
        if (strcmp(k, "parameterSet") == 0) {
            lv = mldsa_level_named(v);
            in_group = 0;
        } else if (strcmp(k, "seed") == 0) {
            TT_ASSERT_EQ(hex_field(seed, sizeof seed, v), 32);
        } else if (strcmp(k, "pk") == 0) {
            TT_ASSERT_EQ(hex_field(pk, sizeof pk, v), (long)lv->pklen);
        } else if (strcmp(k, "sk") == 0 && lv != NULL) {
            TT_ASSERT_EQ(hex_field(sk, sizeof sk, v), (long)lv->sklen);
            if (skip_record(in_group++)) continue;
            TT_ASSERT_EQ(lv->keygen_from_seed(pk2, sk2, seed), 0);
            TT_ASSERT_MEM(pk2, pk, lv->pklen);
            TT_ASSERT_MEM(sk2, sk, lv->sklen);
            done++;
            if (tt_failed_now()) break;
        }
    }
    tt_close(&f);
    TT_ASSERT(done >= 3);
    TT_ASSERT(tt_is_target() || done == 75);
}

static void acvp_siggen(void)
{
    tt_file f;
    const char *k, *v;
    const mldsa_level *lv = NULL;
    uint8_t rnd[32];
    long mlen = 0;
    size_t siglen = 0;
    unsigned done = 0, in_group = 0;
    TT_ASSERT(tt_open(&f, "ml-dsa/acvp/ML-DSA-sigGen-FIPS204/internalProjection.json") == 0);
    while (json_next(&f, line, sizeof line, &k, &v) == 0) {
        if (strcmp(k, "parameterSet") == 0) {
            lv = mldsa_level_named(v);
            in_group = 0;
        } else if (strcmp(k, "tcId") == 0) {
            memset(rnd, 0, sizeof rnd); /* deterministic groups carry no rnd */
        } else if (strcmp(k, "sk") == 0) {
            TT_ASSERT_EQ(hex_field(sk, sizeof sk, v), (long)lv->sklen);
        } else if (strcmp(k, "message") == 0) {
            mlen = hex_field(msg, sizeof msg, v);
        } else if (strcmp(k, "rnd") == 0) {
            TT_ASSERT_EQ(hex_field(rnd, sizeof rnd, v), 32);
        } else if (strcmp(k, "signature") == 0 && lv != NULL) {
            TT_ASSERT_EQ(hex_field(sig, sizeof sig, v), (long)lv->siglen);
            if (skip_record(in_group++)) continue;
            TT_ASSERT_EQ(lv->sign_internal(sig2, &siglen, sk, msg, (size_t)mlen, rnd), 0);
            TT_ASSERT_EQ(siglen, lv->siglen);
            TT_ASSERT_MEM(sig2, sig, lv->siglen);
            done++;
            if (tt_failed_now()) break;
        }
    }
    tt_close(&f);
    TT_ASSERT(tt_is_target() || done == 60);
    TT_ASSERT(done >= 6);
}

static void acvp_sigver(void)
{
    tt_file f;
    const char *k, *v;
    const mldsa_level *lv = NULL;
    long mlen = 0;
    int passed = 0;
    unsigned done = 0, in_group = 0;
    TT_ASSERT(tt_open(&f, "ml-dsa/acvp/ML-DSA-sigVer-FIPS204/internalProjection.json") == 0);
    while (json_next(&f, line, sizeof line, &k, &v) == 0) {
        if (strcmp(k, "parameterSet") == 0) {
            lv = mldsa_level_named(v);
            in_group = 0;
        } else if (strcmp(k, "pk") == 0) {
            TT_ASSERT_EQ(hex_field(pk, sizeof pk, v), (long)lv->pklen);
        } else if (strcmp(k, "testPassed") == 0) {
            passed = strcmp(v, "true") == 0;
        } else if (strcmp(k, "message") == 0) {
            mlen = hex_field(msg, sizeof msg, v);
        } else if (strcmp(k, "signature") == 0 && lv != NULL) {
            long slen = hex_field(sig, sizeof sig, v);
            int r;
            if (tt_is_target() && in_group++ % 5 != 0) continue;
            r = lv->verify_internal(pk, sig, (size_t)slen, msg, (size_t)mlen);
            TT_ASSERT_EQ(r == 0, passed);
            TT_ASSERT(r == 0 || r == PQ8K_ERR_BAD_SIGNATURE || r == PQ8K_ERR_BAD_ENCODING);
            done++;
            if (tt_failed_now()) break;
        }
    }
    tt_close(&f);
    TT_ASSERT(tt_is_target() || done == 45);
}

/* ---- NIST KATs: pure ML-DSA, empty context, hedged with DRBG randomness ---- */

static void kat_level(const mldsa_level *lv)
{
    static uint8_t mprime[2 + 3300], sm[MLDSA_MAX_SIG + 3300];
    tt_file f;
    uint8_t seed[48], xi[32], rnd[32];
    unsigned long count, mlen, smlen;
    unsigned done = 0;
    size_t siglen;
    TT_ASSERT(tt_open(&f, lv->kat) == 0);
    while (tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", mprime + 2, sizeof mprime - 2), (long)mlen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)lv->pklen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sk", sk, sizeof sk), (long)lv->sklen);
        TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
        TT_ASSERT_EQ(smlen, lv->siglen + mlen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", sm, sizeof sm), (long)smlen);
        if (tt_failed_now()) break;

        tt_drbg_init(seed, NULL);
        tt_drbg_bytes(xi, 32);
        tt_drbg_bytes(rnd, 32);
        TT_ASSERT_EQ(lv->keygen_from_seed(pk2, sk2, xi), 0);
        TT_ASSERT_MEM(pk2, pk, lv->pklen);
        TT_ASSERT_MEM(sk2, sk, lv->sklen);
        mprime[0] = 0; /* pure ML-DSA, context of length 0 */
        mprime[1] = 0;
        TT_ASSERT_EQ(lv->sign_internal(sig2, &siglen, sk, mprime, 2 + mlen, rnd), 0);
        TT_ASSERT_MEM(sig2, sm, lv->siglen);
        TT_ASSERT_MEM(sm + lv->siglen, mprime + 2, mlen);
        TT_ASSERT_EQ(lv->verify(pk, sm, lv->siglen, mprime + 2, mlen, NULL, 0), 0);
        mprime[2] ^= 1;
        TT_ASSERT_EQ(lv->verify(pk, sm, lv->siglen, mprime + 2, mlen, NULL, 0), PQ8K_ERR_BAD_SIGNATURE);
        done++;
        if (tt_failed_now() || (tt_is_target() && done == 1)) break;
    }
    tt_close(&f);
    TT_ASSERT(tt_is_target() || done == 100);
}

static void kat44(void) { kat_level(&mldsa_levels[0]); }
static void kat65(void) { kat_level(&mldsa_levels[1]); }
static void kat87(void) { kat_level(&mldsa_levels[2]); }

/* entry 0: flipped signature bit, 1: flipped pk bit, 2: signature one byte short */
static void negative(void)
{
    static uint8_t sm[MLDSA_MAX_SIG + 33];
    static const int want[3] = {PQ8K_ERR_BAD_SIGNATURE, PQ8K_ERR_BAD_SIGNATURE, PQ8K_ERR_BAD_LENGTH};
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        tt_file f;
        unsigned long count, mlen, smlen;
        unsigned n = 0;
        TT_ASSERT(tt_open(&f, lv->negative) == 0);
        while (tt_rsp_uint(&f, "count", &count) == 0 && n < 3) {
            TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), (long)mlen);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)lv->pklen);
            TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", sm, sizeof sm), (long)smlen);
            TT_ASSERT_EQ(lv->verify(pk, sm, smlen - mlen, msg, mlen, NULL, 0), want[n]);
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, 3);
    }
}

/* ---- the API around the algorithms ---- */

static void contexts_and_modes(void)
{
    static uint8_t ctx[256];
    uint8_t seed[32], mu[64], rnd[32] = {0}, tr[64];
    size_t siglen = 1;
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        memset(seed, (int)l, sizeof seed);
        memset(ctx, 0xC5, sizeof ctx);
        memcpy(msg, "pq8k", 4);
        TT_ASSERT_EQ(lv->keygen_from_seed(pk, sk, seed), 0);
        /* a context binds: same message, other context -> reject */
        TT_ASSERT_EQ(lv->sign_deterministic(sig, &siglen, sk, msg, 4, ctx, 255), 0);
        TT_ASSERT_EQ(siglen, lv->siglen);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, msg, 4, ctx, 255), 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, msg, 4, ctx, 254), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, msg, 4, NULL, 0), PQ8K_ERR_BAD_SIGNATURE);
        /* deterministic signing is reproducible */
        TT_ASSERT_EQ(lv->sign_deterministic(sig2, NULL, sk, msg, 4, ctx, 255), 0);
        TT_ASSERT_MEM(sig, sig2, lv->siglen);
        /* a context of 256 bytes does not exist */
        TT_ASSERT_EQ(lv->sign_deterministic(sig2, &siglen, sk, msg, 4, ctx, 256), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(siglen, 0);
        TT_ASSERT_EQ(sig2[0] | sig2[lv->siglen - 1], 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 4, ctx, 256), PQ8K_ERR_BAD_LENGTH);
        /* external mu = H(tr || M') gives the same signature as the pure call */
        pq8k_shake256(tr, 64, pk, lv->pklen);
        {
            pq8k_keccak_state st;
            uint8_t pre[2] = {0, 255};
            pq8k_shake256_init(&st);
            pq8k_keccak_absorb(&st, tr, 64);
            pq8k_keccak_absorb(&st, pre, 2);
            pq8k_keccak_absorb(&st, ctx, 255);
            pq8k_keccak_absorb(&st, msg, 4);
            pq8k_keccak_finalize(&st);
            pq8k_keccak_squeeze(&st, mu, 64);
        }
        TT_ASSERT_EQ(lv->sign_mu(sig2, NULL, sk, mu, rnd), 0);
        TT_ASSERT_MEM(sig, sig2, lv->siglen);
        TT_ASSERT_EQ(lv->verify_mu(pk, sig, lv->siglen, mu), 0);
        mu[63] ^= 0x80;
        TT_ASSERT_EQ(lv->verify_mu(pk, sig, lv->siglen, mu), PQ8K_ERR_BAD_SIGNATURE);
        /* lengths and arguments */
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen + 1, msg, 4, ctx, 255), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(lv->verify(pk, sig, 0, msg, 4, ctx, 255), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(lv->verify(pk, NULL, lv->siglen, msg, 4, ctx, 255), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, NULL, 4, ctx, 255), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(lv->verify(NULL, sig, lv->siglen, msg, 4, ctx, 255), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(lv->keygen_from_seed(NULL, sk, seed), PQ8K_ERR_STATE);
        /* an empty message works, by NULL pointer too */
        TT_ASSERT_EQ(lv->sign_deterministic(sig, NULL, sk, NULL, 0, NULL, 0), 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, NULL, 0, NULL, 0), 0);
        TT_ASSERT_EQ(lv->verify_internal(pk, sig, lv->siglen, (const uint8_t *)"\0\0", 2), 0);
    }
}

/* hint encodings FIPS 204 Algorithm 21 rejects */
static void malformed_hints(void)
{
    uint8_t seed[32] = {7};
    const mldsa_level *lv = &mldsa_levels[0]; /* omega = 80, k = 4 */
    uint8_t *h = sig + lv->siglen - 84;
    unsigned first = 0;
    TT_ASSERT_EQ(lv->keygen_from_seed(pk, sk, seed), 0);
    TT_ASSERT_EQ(lv->sign_deterministic(sig, NULL, sk, msg, 10, NULL, 0), 0);
    TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 10, NULL, 0), 0);
    memcpy(sig2, sig, lv->siglen);
    /* a count above omega */
    h[80 + 3] = 81;
    TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 10, NULL, 0), PQ8K_ERR_BAD_ENCODING);
    memcpy(sig, sig2, lv->siglen);
    /* decreasing counts */
    if (h[80 + 1] > 0) {
        h[80 + 2] = (uint8_t)(h[80 + 1] - 1);
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 10, NULL, 0), PQ8K_ERR_BAD_ENCODING);
        memcpy(sig, sig2, lv->siglen);
    }
    /* a non-zero byte after the last index */
    if (h[80 + 3] < 80) {
        h[79] = 1;
        TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 10, NULL, 0), PQ8K_ERR_BAD_ENCODING);
        memcpy(sig, sig2, lv->siglen);
    }
    /* indices of a row not strictly ascending */
    for (unsigned i = 0; i < 4; i++) {
        if (h[80 + i] - first >= 2) {
            h[first + 1] = h[first];
            TT_ASSERT_EQ(lv->verify(pk, sig, lv->siglen, msg, 10, NULL, 0), PQ8K_ERR_BAD_ENCODING);
            memcpy(sig, sig2, lv->siglen);
            break;
        }
        first = h[80 + i];
    }
}

/* hedged signing draws rnd from pq8k_randombytes: two signatures differ, both verify */
static void hedged(void)
{
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        size_t siglen = 0;
        TT_ASSERT_EQ(lv->keygen(pk, sk), 0);
        TT_ASSERT_EQ(lv->sign(sig, &siglen, sk, msg, 33, NULL, 0), 0);
        TT_ASSERT_EQ(lv->sign(sig2, &siglen, sk, msg, 33, NULL, 0), 0);
        TT_ASSERT(memcmp(sig, sig2, lv->siglen) != 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, msg, 33, NULL, 0), 0);
        TT_ASSERT_EQ(lv->verify(pk, sig2, siglen, msg, 33, NULL, 0), 0);
    }
}

void tt_suite_mldsa(void)
{
    tt_run("mldsa: NTT matches its definition", ntt_definition);
    tt_run("mldsa: NTT product is the negacyclic product", ntt_product);
    tt_run("mldsa: Power2Round, Decompose, UseHint for every r", rounding_all_r);
    tt_run("mldsa: CCTV field-operation digest", cctv_field_ops);
    tt_run("mldsa: ACVP keyGen (internal)", acvp_keygen);
    tt_run("mldsa: ACVP sigGen (internal)", acvp_siggen);
    tt_run("mldsa: ACVP sigVer (internal)", acvp_sigver);
    tt_run("mldsa: KAT ML-DSA-44 (pure, hedged)", kat44);
    tt_run("mldsa: KAT ML-DSA-65 (pure, hedged)", kat65);
    tt_run("mldsa: KAT ML-DSA-87 (pure, hedged)", kat87);
    tt_run("mldsa: negative vectors", negative);
    tt_run("mldsa: contexts, external mu, argument errors", contexts_and_modes);
    tt_run("mldsa: malformed hints are rejected", malformed_hints);
    tt_run("mldsa: hedged signing", hedged);
}
