/* SPDX-License-Identifier: MIT */
/*
 * The scheme-generic one-shot calls (pq8k/oneshot.h), for every id of the
 * registry (pq8k/schemes.def):
 *   - sizes and names: a built id has its registry name and sizes (0 where
 *     they vary); an id not built, or a value outside the registry, answers
 *     PQ8K_ERR_UNSUPPORTED from every call, 0 sizes and no name;
 *   - every id the library signs (the composites where classical signing is
 *     built, PQ8K_CONFIG_CLASSIC_SIGN): pq8k_keygen -> pq8k_sign -> pq8k_verify,
 *     then a flipped signature, key and message byte refused, wrong key,
 *     signature and buffer lengths refused with PQ8K_ERR_BAD_LENGTH, a
 *     context string bound to the signature;
 *   - the ids it does not sign (stateful, verify-only) refused by pq8k_sign
 *     and pq8k_keygen with PQ8K_ERR_UNSUPPORTED, outputs zeroed;
 *   - known-answer vectors through pq8k_verify: ML-DSA (and the compact ids),
 *     Falcon and LMS/HSS KATs accepted, their negative vectors refused.
 * SLH-DSA signs slowly: a short run signs with SHA2-128f and SHAKE-128f only
 * (PQ8K_TEST_FULL: every set).
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "lms_vectors.h"
#include "pq8k/oneshot.h"

typedef struct {
    unsigned value;
    const char *title;
    size_t pk, sig;
} reg_entry;

#define PQ8K_SCHEMES_ALL_IDS
static const reg_entry reg[] = {
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    {value, title, 0, 0},
#include "pq8k/schemes.def"
};
#undef PQ8K_SCHEMES_ALL_IDS
#define NREG (sizeof reg / sizeof reg[0])

/* the ids built, with the registry's fixed sizes (the variable ones are
   macros of the library's own headers: not expanded here) */
#define FIXED_lms(x) 0
#define FIXED_xmss(x) 0
#define FIXED_mldsa(x) x
#define FIXED_mldsa_compact(x) x
#define FIXED_slhdsa(x) x
#define FIXED_falcon(x) x
#define FIXED_haetae(x) x
#define FIXED_rainbow(x) x
#define FIXED_gemss(x) x
#define FIXED_composite(x) x
static const reg_entry built[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    {value, title, FIXED_##family(pk), FIXED_##family(sig)},
#include "pq8k/schemes.def"
    {0, NULL, 0, 0},
};

static const reg_entry *built_entry(unsigned id)
{
    for (const reg_entry *e = built; e->title != NULL; e++)
        if (e->value == id) return e;
    return NULL;
}

static uint8_t pk[2600], sk[4900], sig[49856 + 8], msg[64], big[8192];

/* composite ML-DSA + ECDSA-P256 / Ed25519: the registry's signature size is
   the longest (ECDSA's DER varies), the private key the 64-byte seed */
static int is_composite(unsigned id) { return (id & 0xF0u) == 0x50u; }

/* every call refuses s as not built */
static void check_unsupported(pq8k_scheme s)
{
    size_t n = sizeof sig, pn = sizeof pk, sn = sizeof sk;
    TT_ASSERT(pq8k_scheme_name(s) == NULL);
    TT_ASSERT_EQ(pq8k_pk_bytes(s), 0);
    TT_ASSERT_EQ(pq8k_sk_bytes(s), 0);
    TT_ASSERT_EQ(pq8k_sig_bytes(s), 0);
    TT_ASSERT_EQ(pq8k_verify(s, pk, 32, sig, 64, msg, 4, NULL, 0), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_sign(s, sig, &n, sk, 64, msg, 4, NULL, 0), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(n, 0);
    TT_ASSERT_EQ(pq8k_keygen(s, pk, &pn, sk, &sn), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pn + sn, 0);
}

static void test_sizes_and_names(void)
{
    for (size_t i = 0; i < NREG; i++) {
        pq8k_scheme s = (pq8k_scheme)reg[i].value;
        const reg_entry *b = built_entry(reg[i].value);
        if (b == NULL) {
            check_unsupported(s);
            continue;
        }
        TT_ASSERT(pq8k_scheme_name(s) != NULL && strcmp(pq8k_scheme_name(s), b->title) == 0);
        TT_ASSERT_EQ(pq8k_pk_bytes(s), b->pk);
        /* Falcon's signatures vary: 0, as for the schemes whose set is in the key */
        TT_ASSERT_EQ(pq8k_sig_bytes(s), (reg[i].value & 0xF0u) == 0x20u ? 0 : b->sig);
        if (is_composite(reg[i].value))
            TT_ASSERT_EQ(pq8k_sk_bytes(s), PQ8K_CONFIG_CLASSIC_SIGN ? 64 : 0); /* the seed */
        else
            TT_ASSERT(pq8k_sk_bytes(s) == 0 || pq8k_sk_bytes(s) >= pq8k_pk_bytes(s) / 2);
    }
    /* values outside the registry */
    static const unsigned outside[] = {0x00, 0x07, 0x0F, 0x1C, 0x2F, 0x3F, 0x4A, 0x6F, 0x7F, 0xFF, 0x1000};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++)
        check_unsupported((pq8k_scheme)outside[i]);
#if PQ8K_CONFIG_MLDSA44
    TT_ASSERT_EQ(pq8k_sk_bytes(PQ8K_MLDSA44), 2560);
    TT_ASSERT_EQ(pq8k_sk_bytes(PQ8K_MLDSA44_COMPACT), 2560);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
    TT_ASSERT_EQ(pq8k_sk_bytes(PQ8K_SLHDSA_SHAKE_256F), 128);
#endif
#if PQ8K_CONFIG_HAETAE3
    TT_ASSERT_EQ(pq8k_sk_bytes(PQ8K_HAETAE3), 2112);
#endif
}

/* one flipped byte of buf[0..n) makes verification fail, then is undone */
static int refused_with_flip(pq8k_scheme s, uint8_t *buf, size_t n, size_t pklen, size_t siglen,
                             const uint8_t *ctx, size_t ctxlen)
{
    size_t at = tt_rand32() % n;
    uint8_t bit = (uint8_t)(1u << (tt_rand32() % 8));
    buf[at] ^= bit;
    int rc = pq8k_verify(s, pk, pklen, sig, siglen, msg, sizeof msg, ctx, ctxlen);
    buf[at] ^= bit;
    return rc;
}

static void round_trip(pq8k_scheme s)
{
    static const uint8_t ctx[3] = {'p', 'q', '8'};
    size_t pn = sizeof pk, sn = sizeof sk, n = sizeof sig;
    size_t pkb = pq8k_pk_bytes(s), skb = pq8k_sk_bytes(s), sigb = pq8k_sig_bytes(s);
    tt_randbytes(msg, sizeof msg);
    TT_ASSERT_EQ(pq8k_keygen(s, pk, &pn, sk, &sn), 0);
    TT_ASSERT_EQ(pn, pkb);
    TT_ASSERT_EQ(sn, skb);
    TT_ASSERT_EQ(pq8k_sign(s, sig, &n, sk, sn, msg, sizeof msg, ctx, sizeof ctx), 0);
    if (is_composite((unsigned)s))
        TT_ASSERT(n > sigb - 8 && n <= sigb); /* DER: a few bytes shorter at most */
    else
        TT_ASSERT_EQ(n, sigb);
    if (tt_failed_now()) return;
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, sizeof ctx), 0);
    /* the context is bound to the signature */
    TT_ASSERT(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, NULL, 0) < 0);
    TT_ASSERT(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, 2) < 0);
    /* flipped bytes: signature, key, message */
    uint8_t keep[64];
    memcpy(keep, msg, sizeof msg);
    for (int k = 0; k < 3; k++) {
        int rc = refused_with_flip(s, sig, n, pn, n, ctx, sizeof ctx);
        TT_ASSERT(rc < 0);
        TT_ASSERT(rc != PQ8K_ERR_UNSUPPORTED && rc != PQ8K_ERR_STATE);
    }
    for (int k = 0; k < 2; k++) {
        size_t at = tt_rand32() % pn;
        pk[at] ^= 0x10;
        TT_ASSERT(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, sizeof ctx) < 0);
        pk[at] ^= 0x10;
    }
    msg[tt_rand32() % sizeof msg] ^= 0x80;
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, sizeof ctx),
                 PQ8K_ERR_BAD_SIGNATURE);
    memcpy(msg, keep, sizeof msg);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, sizeof ctx), 0);
    /* wrong lengths */
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn - 1, sig, n, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn + 1, sig, n, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
    if (is_composite((unsigned)s)) {
        /* an ECDSA half of another length (DER): refused by its encoding */
        TT_ASSERT(pq8k_verify(s, pk, pn, sig, n - 1, msg, sizeof msg, ctx, sizeof ctx) < 0);
        TT_ASSERT(pq8k_verify(s, pk, pn, sig, n + 1, msg, sizeof msg, ctx, sizeof ctx) < 0);
    } else {
        TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n - 1, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n + 1, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
    }
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, sigb + 1, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, 0, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, msg, sizeof msg, ctx, 256), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify(s, NULL, pn, sig, n, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, NULL, n, msg, sizeof msg, ctx, sizeof ctx), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, NULL, 1, ctx, sizeof ctx), PQ8K_ERR_STATE);
    size_t small = sigb - 1;
    TT_ASSERT_EQ(pq8k_sign(s, sig, &small, sk, sn, msg, sizeof msg, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(small, 0);
    TT_ASSERT_EQ(sig[0] | sig[sigb / 2] | sig[sigb - 2], 0); /* zeroed */
    n = sizeof sig;
    TT_ASSERT_EQ(pq8k_sign(s, sig, &n, sk, sn - 1, msg, sizeof msg, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, 0);
    TT_ASSERT_EQ(sig[0] | sig[sigb / 2] | sig[sigb - 1], 0);
    n = sizeof sig;
    TT_ASSERT_EQ(pq8k_sign(s, sig, &n, NULL, sn, msg, sizeof msg, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_sign(s, sig, NULL, sk, sn, msg, sizeof msg, NULL, 0), PQ8K_ERR_STATE);
    /* no context: also a valid signature */
    n = sizeof sig;
    pn = pkb;
    sn = skb;
    TT_ASSERT_EQ(pq8k_sign(s, sig, &n, sk, sn, NULL, 0, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify(s, pk, pn, sig, n, NULL, 0, NULL, 0), 0);
    TT_ASSERT(pq8k_verify(s, pk, pn, sig, n, msg, 1, NULL, 0) < 0);
    pn = pkb - 1;
    sn = sizeof sk;
    TT_ASSERT_EQ(pq8k_keygen(s, pk, &pn, sk, &sn), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pn + sn, 0);
    pn = sizeof pk;
    sn = skb - 1;
    TT_ASSERT_EQ(pq8k_keygen(s, pk, &pn, sk, &sn), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pn + sn, 0);
    TT_ASSERT_EQ(pk[0] | pk[pkb - 1] | sk[0] | sk[skb - 2], 0); /* zeroed */
}

/* SLH-DSA signs slowly (the "s" sets for seconds): its generic calls are the
   same adapter for every set, so a short run takes SHA2-128f and
   SHAKE-128f only (test_slhdsa.c covers the sets themselves) */
#ifdef PQ8K_TEST_FULL
#define LONG_RUN 1
#else
#define LONG_RUN 0
#endif
static int slow_signer(unsigned id)
{
    return id >= 0x10 && id <= 0x1B && id != 0x11 && id != 0x17 && !LONG_RUN;
}

static void test_round_trips(void)
{
    tt_seed(32);
    for (const reg_entry *e = built; e->title != NULL; e++) {
        pq8k_scheme s = (pq8k_scheme)e->value;
        if (pq8k_sk_bytes(s) == 0) {
            /* verify-only or stateful: refused, outputs zeroed */
            size_t n = sizeof sig, pn = sizeof pk, sn = sizeof sk;
            memset(sig, 0xAA, 16);
            TT_ASSERT_EQ(pq8k_sign(s, sig, &n, sk, 64, msg, 4, NULL, 0), PQ8K_ERR_UNSUPPORTED);
            TT_ASSERT_EQ(n, 0);
            TT_ASSERT_EQ(pq8k_keygen(s, pk, &pn, sk, &sn), PQ8K_ERR_UNSUPPORTED);
            TT_ASSERT_EQ(pn + sn, 0);
            /* no context string: refused as a length (the composites have one) */
            if (!is_composite(e->value))
                TT_ASSERT_EQ(pq8k_verify(s, pk, pq8k_pk_bytes(s) ? pq8k_pk_bytes(s) : 32, sig, 64,
                                         msg, 4, msg, 1),
                             PQ8K_ERR_BAD_LENGTH);
            continue;
        }
        if (slow_signer(e->value)) continue;
        /* the compact ids are the level's keys and calls: once on the target */
        if (e->value >= 0x04 && e->value <= 0x06 && tt_is_target()) continue;
        round_trip(s);
        if (tt_failed_now()) {
            tt_printf("  scheme 0x%x (%s)\n", e->value, e->title);
            return;
        }
    }
}

/* ---- known-answer vectors ------------------------------------------ */

/* ML-DSA .rsp: sm = sig || msg; the negative file's entries must fail. */
static void kat_mldsa_file(pq8k_scheme s, const char *path, int valid, unsigned max)
{
    tt_file f;
    unsigned long count, mlen, smlen;
    unsigned done = 0;
    size_t sigb = pq8k_sig_bytes(s);
    TT_ASSERT(tt_open(&f, path) == 0);
    if (tt_failed_now()) return;
    while (done < max && tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", big, sizeof big), (long)mlen);
        long pl = tt_rsp_hex(&f, "pk", pk, sizeof pk);
        TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", sig, sizeof sig), (long)smlen);
        if (tt_failed_now()) break;
        /* a truncated entry (the negative file's third) loses the signature's last byte */
        size_t siglen = smlen - mlen;
        TT_ASSERT(valid ? siglen == sigb : siglen <= sigb);
        int rc = pq8k_verify(s, pk, (size_t)pl, sig, siglen, big, mlen, NULL, 0);
        if (valid) TT_ASSERT_EQ(rc, 0);
        else TT_ASSERT(rc == PQ8K_ERR_BAD_SIGNATURE || rc == PQ8K_ERR_BAD_LENGTH ||
                       rc == PQ8K_ERR_BAD_ENCODING);
        done++;
    }
    tt_close(&f);
    TT_ASSERT(done > 0);
}

static void test_kat_mldsa(void)
{
    static const struct {
        pq8k_scheme s, compact;
        int built;
        const char *kat, *neg;
    } lv[] = {
        {PQ8K_MLDSA44, PQ8K_MLDSA44_COMPACT, PQ8K_CONFIG_MLDSA44, "ml-dsa/kat/PQCsignKAT_ml-dsa-44.rsp",
         "ml-dsa/negative/ml-dsa-44-negative.rsp"},
        {PQ8K_MLDSA65, PQ8K_MLDSA65_COMPACT, PQ8K_CONFIG_MLDSA65, "ml-dsa/kat/PQCsignKAT_ml-dsa-65.rsp",
         "ml-dsa/negative/ml-dsa-65-negative.rsp"},
        {PQ8K_MLDSA87, PQ8K_MLDSA87_COMPACT, PQ8K_CONFIG_MLDSA87, "ml-dsa/kat/PQCsignKAT_ml-dsa-87.rsp",
         "ml-dsa/negative/ml-dsa-87-negative.rsp"},
    };
    unsigned n = tt_is_target() ? 1 : 10;
    for (size_t i = 0; i < 3; i++) {
        if (!lv[i].built) continue;
        kat_mldsa_file(lv[i].s, lv[i].kat, 1, n);
        kat_mldsa_file(lv[i].compact, lv[i].kat, 1, 1);
        kat_mldsa_file(lv[i].s, lv[i].neg, 0, 3);
    }
}

/* Falcon .rsp: sm = L(2) || nonce(40) || msg || 0x20+logn || body; the
   detached signature is 0x30+logn || nonce || body. 0, or -1 at the end. */
static int falcon_record(tt_file *f, unsigned logn, size_t *pklen, size_t *mlen, size_t *siglen)
{
    unsigned long count;
    if (tt_rsp_uint(f, "count", &count) != 0) return -1;
    long ml = tt_rsp_hex(f, "msg", big, sizeof big);
    long pl = tt_rsp_hex(f, "pk", pk, sizeof pk);
    long sl = tt_rsp_hex(f, "sm", sig, sizeof sig);
    if (ml <= 0 || pl <= 0 || sl < 44 + ml) return -1;
    size_t body = (((size_t)sig[0] << 8) | sig[1]) - 1;
    if ((size_t)sl != 2 + 40 + (size_t)ml + 1 + body) return -1;
    uint8_t nonce[40];
    memcpy(nonce, sig + 2, 40);
    memmove(sig + 41, sig + 43 + ml, body);
    memcpy(sig + 1, nonce, 40);
    sig[0] = (uint8_t)(0x30 + logn);
    *pklen = (size_t)pl;
    *mlen = (size_t)ml;
    *siglen = 41 + body;
    return 0;
}

static void test_kat_falcon(void)
{
    static const struct {
        pq8k_scheme s;
        unsigned logn;
        int built;
        const char *kat, *neg;
    } lv[] = {
        {PQ8K_FALCON512, 9, PQ8K_CONFIG_FALCON512, "falcon/kat/PQCsignKAT_falcon-512.rsp",
         "falcon/negative/falcon-512-negative.rsp"},
        {PQ8K_FALCON1024, 10, PQ8K_CONFIG_FALCON1024, "falcon/kat/PQCsignKAT_falcon-1024.rsp",
         "falcon/negative/falcon-1024-negative.rsp"},
    };
    unsigned max = tt_is_target() ? 2 : 20;
    for (size_t i = 0; i < 2; i++) {
        if (!lv[i].built) continue;
        tt_file f;
        size_t pl, ml, sl;
        unsigned done = 0;
        TT_ASSERT(tt_open(&f, lv[i].kat) == 0);
        while (done < max && falcon_record(&f, lv[i].logn, &pl, &ml, &sl) == 0) {
            TT_ASSERT_EQ(pq8k_verify(lv[i].s, pk, pl, sig, sl, big, ml, NULL, 0), 0);
            TT_ASSERT_EQ(pq8k_verify(lv[i].s, pk, pl, sig, sl, big, ml, big, 1), PQ8K_ERR_BAD_LENGTH);
            TT_ASSERT_EQ(pq8k_verify(lv[i].s, pk, pl - 1, sig, sl, big, ml, NULL, 0), PQ8K_ERR_BAD_LENGTH);
            done++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(done, max);
        done = 0;
        TT_ASSERT(tt_open(&f, lv[i].neg) == 0);
        while (falcon_record(&f, lv[i].logn, &pl, &ml, &sl) == 0) {
            TT_ASSERT(pq8k_verify(lv[i].s, pk, pl, sig, sl, big, ml, NULL, 0) < 0);
            done++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(done, 3);
    }
}

static long g_lms_bad;

static void lms_case(const tt_lms_case *c)
{
    pq8k_scheme s = c->hss ? PQ8K_HSS : PQ8K_LMS;
    int rc = pq8k_verify(s, c->pk, c->pklen, c->sig, c->siglen, c->msg, c->msglen, NULL, 0);
    if (built_entry((unsigned)s) == NULL) {
        if (rc != PQ8K_ERR_UNSUPPORTED) g_lms_bad++;
    } else if ((rc == 0) != c->valid) {
        tt_printf("  %s case %u: got %d\n", c->file, c->index - 1, rc);
        g_lms_bad++;
    }
}

static void test_kat_lms(void)
{
    g_lms_bad = 0;
    TT_ASSERT(tt_lms_for_each(lms_case, tt_is_target() ? 16 : 2) > 0);
    TT_ASSERT_EQ(g_lms_bad, 0);
}

void tt_suite_oneshot(void)
{
    tt_run("oneshot: sizes, names, ids not built", test_sizes_and_names);
    tt_run("oneshot: keygen/sign/verify round trips, refusals", test_round_trips);
    tt_run("oneshot: ML-DSA KAT and negatives through pq8k_verify", test_kat_mldsa);
    tt_run("oneshot: Falcon KAT and negatives through pq8k_verify", test_kat_falcon);
    tt_run("oneshot: LMS/HSS vectors through pq8k_verify", test_kat_lms);
}
