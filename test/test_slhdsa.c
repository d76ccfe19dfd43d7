/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA (FIPS 205): KATs (internal interface, keygen + sign + verify), ACVP
 * keyGen and sigVer (and sigGen from the sigVer sk/additionalRandomness),
 * the shared negative files, and generated negatives for all twelve sets.
 * Every verification also runs through the streaming verifier at chunk sizes
 * 1, 3, 64, whole and random splits. Targets run a small verify-only subset.
 */
#include "tt.h"
#include "hal.h"
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_stream.h"
#include "pq8k/stream.h"

/* Signing the s sets takes seconds on the host: by default each signing path
   runs a few times; -DPQ8K_TEST_FULL signs every vector. */
#ifdef PQ8K_TEST_FULL
#define LONG_RUN 1
#else
#define LONG_RUN 0
#endif

#define MAX_MSG 8192
#define MAX_SIG (PQ8K_SLHDSA_MAX_SIG_BYTES + 1)

static uint8_t g_msg[MAX_MSG + 64];
static uint8_t g_sig[MAX_SIG + 64];
static uint8_t g_sig2[MAX_SIG + 64];
static uint8_t g_stream[64 + MAX_SIG + 64];
static pq8k_verifier g_v;

/* The engine's verification of set with the header already fed, so that the
   rest takes pk || sig as it is (the life cycle is the engine's). */
static int sl_init(pq8k_slhdsa_set set, const uint8_t *pk, size_t pklen, const uint8_t *msg, size_t mlen,
                   const uint8_t *ctx, size_t ctxlen, int internal)
{
    pq8k_scheme id = (pq8k_scheme)(PQ8K_SLHDSA_SHA2_128S + (int)set);
    const uint8_t hdr[4] = {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)id};
    int r = !internal ? pq8k_verify_init(&g_v, id, pk, pklen, msg, mlen, ctx, ctxlen)
            : ctxlen != 0 ? PQ8K_ERR_STATE
                          : pq8k_verify_init_internal(&g_v, id, pk, pklen, msg, mlen);
    return r != 0 ? r : pq8k_verify_update(&g_v, hdr, sizeof hdr);
}

static int sl_update(const uint8_t *in, size_t len) { return pq8k_verify_update(&g_v, in, len); }
static int sl_final(void) { return pq8k_verify_final(&g_v); }

/* ------------------------------------------------------------------ */
/* streaming helpers                                                   */

typedef struct {
    pq8k_slhdsa_set set;
    const uint8_t *digest;      /* trusted pk */
    size_t digestlen;
    const uint8_t *msg;
    size_t msglen;
    const uint8_t *ctx;
    size_t ctxlen;
    int internal;
} vjob;

/* chunk 0: random splits (including empty updates). Returns the verdict. */
static int stream_run(const vjob *j, const uint8_t *s, size_t slen, size_t chunk)
{
    int r = sl_init(j->set, j->digest, j->digestlen, j->msg, j->msglen,
                                    j->ctx, j->ctxlen, j->internal);
    size_t off = 0;
    while (r == 0 && off < slen) {
        size_t c = chunk ? chunk : tt_rand32() % 200u;
        if (c > slen - off) c = slen - off;
        r = sl_update(s + off, c);
        off += c;
    }
    int f = sl_final();
    /* sticky: final repeats the first failure; a second final is misuse */
    if (r != 0) TT_ASSERT_EQ(f, r);
    TT_ASSERT_EQ(sl_final(), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(sl_update(s, 1), PQ8K_ERR_STATE);
    return r ? r : f;
}

/* Every chunking must give `want`. On targets: 64-byte chunks only. */
static void stream_all(const vjob *j, const uint8_t *s, size_t slen, int want)
{
    static const size_t sizes[] = { 64, 1, 3, 0, 0, 0 };
    size_t count = tt_is_target() ? 1 : sizeof sizes / sizeof sizes[0];
    for (size_t i = 0; i < count; i++) {
        size_t c = sizes[i] ? sizes[i] : (i == 3 ? slen : 0);
        int r = stream_run(j, s, slen, c);
        if (r != want) tt_printf("  chunk %zu: got %d want %d\n", c, r, want);
        TT_ASSERT_EQ(r, want);
    }
}

/* pk || sig into g_stream, any sig length (the encoder would refuse a wrong one). */
static size_t make_stream(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen)
{
    for (size_t i = 0; i < pklen; i++) g_stream[i] = pk[i];
    for (size_t i = 0; i < siglen; i++) g_stream[pklen + i] = sig[i];
    return pklen + siglen;
}

/* One-shot and streamed verification of (pk, sig) must both give want. */
static void verify_both(const vjob *j, const uint8_t *pk, const uint8_t *sig, size_t siglen, int want)
{
    size_t pklen = pq8k_slhdsa_pk_bytes(j->set);
    int r = j->internal
        ? pq8k_slhdsa_verify_internal(j->set, sig, siglen, j->msg, j->msglen, pk)
        : pq8k_slhdsa_verify(j->set, sig, siglen, j->msg, j->msglen, j->ctx, j->ctxlen, pk);
    if (r != want) tt_printf("  one-shot: got %d want %d\n", r, want);
    TT_ASSERT_EQ(r, want);
    stream_all(j, g_stream, make_stream(pk, pklen, sig, siglen), want);
}

static int set_by_name(const char *name)
{
    for (int s = 0; s < PQ8K_SLHDSA_SET_COUNT; s++) {
        const char *n = pq8k_slhdsa_name((pq8k_slhdsa_set)s);
        size_t i = 0;
        while (n && n[i] && n[i] == name[i]) i++;
        if (n && !n[i] && !name[i]) return s;
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* NIST-style KATs: keygen from the DRBG's 3n bytes, sign_internal with  */
/* n more bytes as addrnd, sm = sig || msg.                              */

/* All `limit` entries are verified; the first `signs` are also regenerated. */
static void kat_file(const char *path, pq8k_slhdsa_set set, unsigned limit, unsigned signs)
{
    static uint8_t msg[400], pk[64], sk[128], pk2[64], sk2[128];
    uint8_t seed[48], seeds[96], addrnd[32];
    size_t n = pq8k_slhdsa_pk_bytes(set) / 2, siglen = pq8k_slhdsa_sig_bytes(set);
    unsigned long count, mlen, smlen;
    unsigned records = 0;
    tt_file f;

    TT_ASSERT(tt_open(&f, path) == 0);
    while (records < limit && tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT_EQ(count, records);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), (long)mlen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)(2 * n));
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sk", sk, sizeof sk), (long)(4 * n));
        TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
        TT_ASSERT_EQ(smlen, siglen + mlen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", g_sig2, sizeof g_sig2), (long)smlen);
        if (tt_failed_now()) break;
        TT_ASSERT_MEM(g_sig2 + siglen, msg, mlen);

        vjob j = { set, pk, 2 * n, msg, mlen, 0, 0, 1 };
        verify_both(&j, pk, g_sig2, siglen, 0);
        if (!tt_is_target() && records < signs) {
            tt_drbg_init(seed, 0);
            tt_drbg_bytes(seeds, 3 * n);
            TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(set, seeds, seeds + n, seeds + 2 * n, pk2, sk2), 0);
            TT_ASSERT_MEM(pk2, pk, 2 * n);
            TT_ASSERT_MEM(sk2, sk, 4 * n);
            tt_drbg_bytes(addrnd, n);
            TT_ASSERT_EQ(pq8k_slhdsa_sign_internal(set, g_sig, msg, mlen, sk, addrnd), 0);
            TT_ASSERT_MEM(g_sig, g_sig2, siglen);
        }
        records++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(records, limit);
}

static void kat_sha2_128s(void)
{
    kat_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128s.first10.rsp", PQ8K_SLHDSA_SET_SHA2_128S,
             tt_is_target() ? 2 : 10, LONG_RUN ? 10 : 2);
    kat_file("slh-dsa/kat/sphincs-sha2-128s-simple.rsp.1", PQ8K_SLHDSA_SET_SHA2_128S, 1, 0);
}

static void kat_sha2_128f(void)
{
    kat_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128f.first10.rsp", PQ8K_SLHDSA_SET_SHA2_128F,
             tt_is_target() ? 2 : 10, 10);
    kat_file("slh-dsa/kat/sphincs-sha2-128f-simple.rsp.1", PQ8K_SLHDSA_SET_SHA2_128F, 1, 0);
}

/* Targets: peak stack (and, where the platform counts them, instructions) of
   one streamed verification in 64-byte chunks; only library frames lie below
   the paint mark. Returns the verdict. */
static int measure_stream(pq8k_slhdsa_set set, const uint8_t *pk, const uint8_t *msg, size_t mlen,
                          size_t slen)
{
    size_t pklen = pq8k_slhdsa_pk_bytes(set);
    hal_stack_paint();
    hal_bench_start();
    int r = sl_init(set, pk, pklen, msg, mlen, 0, 0, 1);
    for (size_t off = 0; r == 0 && off < slen; off += 64)
        r = sl_update(g_stream + off, slen - off < 64 ? slen - off : 64);
    if (r == 0) r = sl_final();
    uint64_t insns = hal_bench_stop();
    size_t used = hal_stack_used();
    tt_printf("  %s: stream verify peak stack %zu B, state %zu B, +64 B chunk = %zu B",
              pq8k_slhdsa_name(set), used, sizeof(pq8k_slhdsa_verifier_state),
              used + sizeof(pq8k_slhdsa_verifier_state) + 64);
    if (insns) tt_printf(", %lu instructions (msg %lu B)", (unsigned long)insns, (unsigned long)mlen);
    tt_printf("\n");
    return r;
}

/* ------------------------------------------------------------------ */
/* ACVP JSON: a streaming field reader (the hex lines are up to 100 KB) */

/* Next "key": in the file; returns the first character of its value, which
   stays unread (a string value must not be mistaken for a key), -1 at EOF. */
static int json_key(tt_file *f, char *key, size_t cap)
{
    for (;;) {
        int c = tt_getc(f);
        if (c < 0) return -1;
        if (c != '"') continue;
        size_t i = 0;
        while ((c = tt_getc(f)) >= 0 && c != '"')
            if (i + 1 < cap) key[i++] = (char)c;
        key[i] = 0;
        if (c < 0 || (c = tt_getc(f)) != ':') continue;   /* a string value, not a key */
        do c = tt_getc(f); while (c == ' ');
        if (c >= 0) f->pos--;   /* tt_getc just returned it from the buffer */
        return c;
    }
}

/* After json_key returned '"': the hex string; its byte length, or -2 if over cap. */
static long json_hex(tt_file *f, uint8_t *out, size_t cap)
{
    tt_getc(f);
    size_t n = tt_rsp_hex_read(f, out, cap);
    return tt_getc(f) == '"' ? (long)n : -2;
}

static void json_str(tt_file *f, char *out, size_t cap)
{
    size_t i = 0;
    int c = tt_getc(f);
    while ((c = tt_getc(f)) >= 0 && c != '"')
        if (i + 1 < cap) out[i++] = (char)c;
    out[i] = 0;
}

static int keyis(const char *a, const char *b)
{
    while (*a && *a == *b) { a++; b++; }
    return *a == *b;
}

static int contains(const char *s, const char *w)
{
    for (; *s; s++) {
        size_t i = 0;
        while (w[i] && s[i] == w[i]) i++;
        if (!w[i]) return 1;
    }
    return 0;
}

static void acvp_keygen(void)
{
    static uint8_t sks[32], skp[32], pks[32], sk[128], pk[64], sk2[128], pk2[64];
    char key[32], val[40];
    int set = -1, c;
    unsigned tests = 0, fields = 0, in_group = 0;
    long lsk = 0, lpk = 0;
    tt_file f;

    TT_ASSERT(tt_open(&f, "slh-dsa/acvp/SLH-DSA-keyGen-FIPS205/internalProjection.json") == 0);
    while ((c = json_key(&f, key, sizeof key)) >= 0) {
        if (keyis(key, "parameterSet")) {
            json_str(&f, val, sizeof val);
            set = set_by_name(val);
            in_group = 0;
        }
        else if (keyis(key, "skSeed")) { json_hex(&f, sks, sizeof sks); fields = 1; }
        else if (keyis(key, "skPrf")) { json_hex(&f, skp, sizeof skp); fields++; }
        else if (keyis(key, "pkSeed")) { json_hex(&f, pks, sizeof pks); fields++; }
        else if (keyis(key, "sk")) { lsk = json_hex(&f, sk, sizeof sk); fields++; }
        else if (keyis(key, "pk")) {
            lpk = json_hex(&f, pk, sizeof pk);
            TT_ASSERT(set >= 0);
            TT_ASSERT_EQ(fields, 4);
            if (set < 0 || fields != 4) break;
            size_t pkl = pq8k_slhdsa_pk_bytes((pq8k_slhdsa_set)set);
            TT_ASSERT_EQ(lpk, (long)pkl);
            TT_ASSERT_EQ(lsk, (long)(2 * pkl));
            /* keygen of an s set costs a whole XMSS tree: 3 per group by default */
            if (LONG_RUN || in_group++ < 3) {
                TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed((pq8k_slhdsa_set)set, sks, skp, pks, pk2, sk2), 0);
                TT_ASSERT_MEM(pk2, pk, pkl);
                TT_ASSERT_MEM(sk2, sk, 2 * pkl);
            }
            tests++;
            fields = 0;
        }
    }
    tt_close(&f);
    TT_ASSERT_EQ(tests, 40);
}

/* sigVer: every test one-shot and streamed; the valid ones also re-signed (sigGen). */
static void acvp_sigver(void)
{
    static uint8_t sk[128], pk[64], rnd[32];
    char key[32], val[96];
    int set = -1, c, passed = 0, measured = 0;
    unsigned tests = 0, signs = 0;
    long lmsg = 0, lsig = 0, lrnd = 0;
    tt_file f;

    TT_ASSERT(tt_open(&f, "slh-dsa/acvp/SLH-DSA-sigVer-FIPS205/internalProjection.json") == 0);
    while ((c = json_key(&f, key, sizeof key)) >= 0) {
        if (keyis(key, "parameterSet")) {
            json_str(&f, val, sizeof val);
            set = set_by_name(val);
            measured = 0;
        }
        else if (keyis(key, "testPassed")) passed = (c == 't');
        else if (keyis(key, "sk")) json_hex(&f, sk, sizeof sk);
        else if (keyis(key, "pk")) json_hex(&f, pk, sizeof pk);
        else if (keyis(key, "additionalRandomness")) lrnd = json_hex(&f, rnd, sizeof rnd);
        else if (keyis(key, "message")) lmsg = json_hex(&f, g_msg, MAX_MSG);
        else if (keyis(key, "signature")) lsig = json_hex(&f, g_sig2, MAX_SIG);
        else if (keyis(key, "reason")) {
            json_str(&f, val, sizeof val);
            TT_ASSERT(set >= 0 && lmsg >= 0 && lsig > 0);
            if (set < 0 || lmsg < 0 || lsig <= 0) break;
            pq8k_slhdsa_set s = (pq8k_slhdsa_set)set;
            size_t siglen = pq8k_slhdsa_sig_bytes(s);
            int want = passed ? 0 : contains(val, "too ") ? PQ8K_ERR_BAD_LENGTH : PQ8K_ERR_BAD_SIGNATURE;
            tests++;
            if (tt_is_target()) {
                /* targets: one valid signature per set, with its stack */
                if (passed && !measured) {
                    size_t slen = make_stream(pk, pq8k_slhdsa_pk_bytes(s), g_sig2, (size_t)lsig);
                    TT_ASSERT_EQ(measure_stream(s, pk, g_msg, (size_t)lmsg, slen), 0);
                    measured = 1;
                }
                lmsg = lsig = -1;
                continue;
            }
            vjob j = { s, pk, pq8k_slhdsa_pk_bytes(s), g_msg, (size_t)lmsg, 0, 0, 1 };
            verify_both(&j, pk, g_sig2, (size_t)lsig, want);
            /* sigGen: the valid signatures were made with (sk, additionalRandomness);
               by default the f groups only (one_set signs every s set) */
            if (passed && (LONG_RUN || (s % 2 == 1 && signs++ % 3 == 0))) {
                TT_ASSERT_EQ(lrnd, (long)(siglen ? pq8k_slhdsa_pk_bytes(s) / 2 : 0));
                TT_ASSERT_EQ(pq8k_slhdsa_sign_internal(s, g_sig, g_msg, (size_t)lmsg, sk, rnd), 0);
                TT_ASSERT_MEM(g_sig, g_sig2, siglen);
            }
            lmsg = lsig = -1;
        }
    }
    tt_close(&f);
    TT_ASSERT_EQ(tests, 45);
}

/* ------------------------------------------------------------------ */
/* The shared negative files: entry 0 sig bit flip, 1 pk bit flip, 2 truncated. */

static void negative_file(const char *path, pq8k_slhdsa_set set)
{
    static uint8_t msg[64], pk[64], sk[128];
    size_t n = pq8k_slhdsa_pk_bytes(set) / 2, siglen = pq8k_slhdsa_sig_bytes(set);
    unsigned long count, mlen, smlen;
    unsigned records = 0;
    tt_file f;

    TT_ASSERT(tt_open(&f, path) == 0);
    while (tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), (long)mlen);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)(2 * n));
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sk", sk, sizeof sk), (long)(4 * n));
        TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", g_sig2, sizeof g_sig2), (long)smlen);
        if (tt_failed_now()) break;
        size_t sl = smlen - mlen;
        const uint8_t *genuine = sk + 2 * n;   /* the sk holds the unmodified pk */
        vjob j = { set, genuine, 2 * n, msg, mlen, 0, 0, 1 };
        if (count == 0) {
            TT_ASSERT_EQ(sl, siglen);
            verify_both(&j, pk, g_sig2, sl, PQ8K_ERR_BAD_SIGNATURE);
        } else if (count == 1) {
            /* the device holds the genuine pk: a streamed flipped pk fails the digest */
            TT_ASSERT(tt_memcmp(pk, genuine, 2 * n) != 0);
            stream_all(&j, g_stream, make_stream(pk, 2 * n, g_sig2, sl), PQ8K_ERR_PK_DIGEST);
            /* a verifier that trusts the flipped pk fails on the signature */
            j.digest = pk;
            TT_ASSERT_EQ(pq8k_slhdsa_verify_internal(set, g_sig2, sl, msg, mlen, pk), PQ8K_ERR_BAD_SIGNATURE);
        } else {
            TT_ASSERT_EQ(sl, siglen - 1);
            verify_both(&j, pk, g_sig2, sl, PQ8K_ERR_BAD_LENGTH);
        }
        records++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(records, 3);
}

static void negative_files(void)
{
    negative_file("slh-dsa/negative/slh-dsa-sha2-128s-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128S);
    negative_file("slh-dsa/negative/slh-dsa-sha2-128f-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128F);
}

/* ------------------------------------------------------------------ */
/* Generated: per set keygen, pure/deterministic/hedged signing, and   */
/* bit flips in R, every FORS tree and every hypertree layer.          */

static void flip_expect(const vjob *j, const uint8_t *pk, size_t siglen, size_t at, int streamed)
{
    g_sig[at] ^= 0x01;
    if (streamed) verify_both(j, pk, g_sig, siglen, PQ8K_ERR_BAD_SIGNATURE);
    else {
        int r = pq8k_slhdsa_verify(j->set, g_sig, siglen, j->msg, j->msglen, j->ctx, j->ctxlen, pk);
        if (r != PQ8K_ERR_BAD_SIGNATURE) tt_printf("  flip at %zu accepted (%d)\n", at, r);
        TT_ASSERT_EQ(r, PQ8K_ERR_BAD_SIGNATURE);
    }
    g_sig[at] ^= 0x01;
}

static void one_set(pq8k_slhdsa_set s)
{
    static uint8_t pk[64], sk[128], pk2[64], sk2[128], mprime[2 + 255 + 100];
    uint8_t seeds[97], ctx[7] = { 'p', 'q', '8', 'k', 0, 1, 2 };
    size_t pklen = pq8k_slhdsa_pk_bytes(s), n = pklen / 2, siglen = pq8k_slhdsa_sig_bytes(s);
    size_t mlen = 100;
    int slow = (s % 2) == 0;   /* the s sets: signing is ~30x slower */

    tt_seed(1000u + (uint32_t)s);
    tt_randbytes(seeds, sizeof seeds);
    tt_randbytes(g_msg, mlen);
    TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(s, seeds, seeds + n, seeds + 2 * n, pk, sk), 0);
    TT_ASSERT_MEM(sk + 2 * n, pk, pklen);

    /* deterministic pure signing is reproducible and verifies */
    TT_ASSERT_EQ(pq8k_slhdsa_sign_deterministic(s, g_sig, g_msg, mlen, ctx, sizeof ctx, sk), 0);
    vjob j = { s, pk, pklen, g_msg, mlen, ctx, sizeof ctx, 0 };
    verify_both(&j, pk, g_sig, siglen, 0);
    if (!slow) {
        TT_ASSERT_EQ(pq8k_slhdsa_sign_deterministic(s, g_sig2, g_msg, mlen, ctx, sizeof ctx, sk), 0);
        TT_ASSERT_MEM(g_sig, g_sig2, siglen);
    }
    /* pure = internal over 0x00 || len(ctx) || ctx || msg */
    mprime[0] = 0; mprime[1] = sizeof ctx;
    for (size_t i = 0; i < sizeof ctx; i++) mprime[2 + i] = ctx[i];
    for (size_t i = 0; i < mlen; i++) mprime[2 + sizeof ctx + i] = g_msg[i];
    TT_ASSERT_EQ(pq8k_slhdsa_verify_internal(s, g_sig, siglen, mprime, 2 + sizeof ctx + mlen, pk), 0);
    /* deterministic = internal with addrnd = PK.seed */
    if (!slow) {
        TT_ASSERT_EQ(pq8k_slhdsa_sign_internal(s, g_sig2, mprime, 2 + sizeof ctx + mlen, sk, pk), 0);
        TT_ASSERT_MEM(g_sig, g_sig2, siglen);
    }
    /* wrong context, empty context, altered message */
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, siglen, g_msg, mlen, ctx, sizeof ctx - 1, pk), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, siglen, g_msg, mlen, 0, 0, pk), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_slhdsa_verify_internal(s, g_sig, siglen, g_msg, mlen, pk), PQ8K_ERR_BAD_SIGNATURE);
    g_msg[mlen - 1] ^= 0x80;
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, siglen, g_msg, mlen, ctx, sizeof ctx, pk), PQ8K_ERR_BAD_SIGNATURE);
    g_msg[mlen - 1] ^= 0x80;

    /* bit flips: R; each FORS tree (secret value and an auth node); each layer */
    const slh_params *p = pq8k_slh_params_get(s);
    size_t len = 2 * n + 3, off = 0;
    flip_expect(&j, pk, siglen, 0, 1);
    flip_expect(&j, pk, siglen, n - 1, 0);
    off = n;
    for (unsigned t = 0; t < p->k; t++, off += (p->a + 1u) * n) {
        flip_expect(&j, pk, siglen, off + (t % n), t == 0);
        flip_expect(&j, pk, siglen, off + n * (1u + t % p->a) + n / 2, 0);
    }
    for (unsigned l = 0; l < p->d; l++, off += (len + p->hp) * n) {
        flip_expect(&j, pk, siglen, off + n * (l % len) + (l % n), l + 1u == p->d);
        flip_expect(&j, pk, siglen, off + n * (len + l % p->hp) + 3, 0);
    }
    TT_ASSERT_EQ(off, siglen);

    /* truncated and extended streams */
    g_sig[siglen] = 0;
    verify_both(&j, pk, g_sig, siglen - 1, PQ8K_ERR_BAD_LENGTH);
    verify_both(&j, pk, g_sig, siglen + 1, PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(stream_run(&j, g_stream, make_stream(pk, pklen, g_sig, 0), 64), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(stream_run(&j, g_stream, make_stream(pk, pklen - 1, g_sig, 0), 1), PQ8K_ERR_BAD_LENGTH);

    /* foreign key: a valid signature under another key, streamed to this device */
    if (!slow) {
        seeds[0] ^= 1;
        TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(s, seeds, seeds + n, seeds + 2 * n + 1, pk2, sk2), 0);
        TT_ASSERT_EQ(pq8k_slhdsa_sign(s, g_sig2, g_msg, mlen, ctx, sizeof ctx, sk2), 0);
        vjob jf = { s, pk2, pklen, g_msg, mlen, ctx, sizeof ctx, 0 };
        verify_both(&jf, pk2, g_sig2, siglen, 0);
        stream_all(&j, g_stream, make_stream(pk2, pklen, g_sig2, siglen), PQ8K_ERR_PK_DIGEST);
        TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig2, siglen, g_msg, mlen, ctx, sizeof ctx, pk), PQ8K_ERR_BAD_SIGNATURE);
        /* hedged signing: fresh randomness, a different valid signature */
        TT_ASSERT_EQ(pq8k_slhdsa_sign(s, g_sig2, g_msg, mlen, ctx, sizeof ctx, sk), 0);
        TT_ASSERT(tt_memcmp(g_sig2, g_sig, n) != 0);
        TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig2, siglen, g_msg, mlen, ctx, sizeof ctx, pk), 0);
    } else {
        /* our own valid signature, streamed behind another pk (one seed bit off) */
        for (size_t i = 0; i < pklen; i++) pk2[i] = pk[i];
        pk2[0] ^= 0x10;
        stream_all(&j, g_stream, make_stream(pk2, pklen, g_sig, siglen), PQ8K_ERR_PK_DIGEST);
    }
    /* an sk whose PK.root does not match its seeds is refused by the signer */
    if (!slow) {
        sk[4 * n - 1] ^= 1;
        TT_ASSERT_EQ(pq8k_slhdsa_sign_internal(s, g_sig2, g_msg, 1, sk, 0), PQ8K_ERR_INTERNAL);
        TT_ASSERT_EQ(g_sig2[0] | g_sig2[siglen - 1], 0);
    }
}

#define SET_TEST(fn, s) static void fn(void) { one_set(s); }
SET_TEST(set_sha2_128s, PQ8K_SLHDSA_SET_SHA2_128S)
SET_TEST(set_sha2_128f, PQ8K_SLHDSA_SET_SHA2_128F)
SET_TEST(set_sha2_192s, PQ8K_SLHDSA_SET_SHA2_192S)
SET_TEST(set_sha2_192f, PQ8K_SLHDSA_SET_SHA2_192F)
SET_TEST(set_sha2_256s, PQ8K_SLHDSA_SET_SHA2_256S)
SET_TEST(set_sha2_256f, PQ8K_SLHDSA_SET_SHA2_256F)
SET_TEST(set_shake_128s, PQ8K_SLHDSA_SET_SHAKE_128S)
SET_TEST(set_shake_128f, PQ8K_SLHDSA_SET_SHAKE_128F)
SET_TEST(set_shake_192s, PQ8K_SLHDSA_SET_SHAKE_192S)
SET_TEST(set_shake_192f, PQ8K_SLHDSA_SET_SHAKE_192F)
SET_TEST(set_shake_256s, PQ8K_SLHDSA_SET_SHAKE_256S)
SET_TEST(set_shake_256f, PQ8K_SLHDSA_SET_SHAKE_256F)

/* ------------------------------------------------------------------ */
/* API misuse and sizes                                                */

static void misuse(void)
{
    static uint8_t pk[32], junk[64];
    const pq8k_slhdsa_set s = PQ8K_SLHDSA_SET_SHA2_128F;
    size_t len;

    /* NULLs, the life cycle and stickiness are the engine's (test_stream_slhdsa);
       here what SLH-DSA itself refuses */
    TT_ASSERT_EQ(sl_init(s, pk, 31, 0, 0, 0, 0, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(sl_init(s, pk, 32, 0, 0, junk, 256, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&g_v, PQ8K_SLHDSA_SHA2_128F, pk, 32, junk, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(sl_final(), PQ8K_ERR_STATE);
    /* final right after init: too short */
    TT_ASSERT_EQ(sl_init(s, pk, 32, 0, 0, 0, 0, 0), 0);
    TT_ASSERT_EQ(sl_final(), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(sl_final(), PQ8K_ERR_STATE);

    /* sizes and helpers */
    TT_ASSERT_EQ(pq8k_slhdsa_sig_bytes(PQ8K_SLHDSA_SET_SHA2_128S), 7856);
    TT_ASSERT_EQ(pq8k_slhdsa_sig_bytes(PQ8K_SLHDSA_SET_SHAKE_192F), 35664);
    TT_ASSERT_EQ(pq8k_slhdsa_sig_bytes(PQ8K_SLHDSA_SET_SHA2_256S), 29792);
    TT_ASSERT_EQ(pq8k_slhdsa_sig_bytes(PQ8K_SLHDSA_SET_SHAKE_256F), 49856);
    TT_ASSERT_EQ(pq8k_slhdsa_sig_bytes(PQ8K_SLHDSA_SET_COUNT), 0);
    TT_ASSERT_EQ(pq8k_slhdsa_sk_bytes(PQ8K_SLHDSA_SET_SHA2_192S), 96);
    TT_ASSERT_EQ(pq8k_slhdsa_stream_len(s), 32 + 17088);
    TT_ASSERT(pq8k_slhdsa_name((pq8k_slhdsa_set)-1) == 0);
    len = 31;
    TT_ASSERT_EQ(pq8k_slhdsa_pk_digest(s, pk, 32, junk, &len), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(len, 32);   /* the size needed */
    len = 64;
    TT_ASSERT_EQ(pq8k_slhdsa_pk_digest(s, pk, 31, junk, &len), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(len, 0);
    len = 64;
    TT_ASSERT_EQ(pq8k_slhdsa_pk_digest(s, pk, 32, junk, &len), 0);
    TT_ASSERT_EQ(len, 32);
    TT_ASSERT_MEM(junk, pk, 32);
    len = sizeof g_stream;
    TT_ASSERT_EQ(pq8k_slhdsa_stream_encode(s, pk, 32, g_sig, 17087, g_stream, &len), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(len, 0);
    len = 100;
    TT_ASSERT_EQ(pq8k_slhdsa_stream_encode(s, pk, 32, g_sig, 17088, g_stream, &len), PQ8K_ERR_BAD_LENGTH);
    len = sizeof g_stream;
    TT_ASSERT_EQ(pq8k_slhdsa_stream_encode(s, pk, 32, g_sig, 17088, g_stream, &len), 0);
    TT_ASSERT_EQ(len, 32 + 17088);

    /* one-shot API argument checks; sign zeroes sig on error */
    g_sig[0] = 0xAA;
    TT_ASSERT_EQ(pq8k_slhdsa_sign(s, g_sig, junk, 1, junk, 256, junk), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(g_sig[0], 0);
    TT_ASSERT_EQ(pq8k_slhdsa_sign(s, g_sig, 0, 1, 0, 0, junk), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_slhdsa_sign((pq8k_slhdsa_set)99, g_sig, junk, 1, 0, 0, junk), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, 17088, junk, 1, junk, 256, pk), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, 17088, junk, 1, 0, 0, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_slhdsa_verify_internal(s, 0, 0, junk, 1, pk), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(s, 0, junk, junk, pk, junk), PQ8K_ERR_STATE);
    tt_printf("  sizeof(pq8k_slhdsa_verifier_state) = %zu\n", sizeof(pq8k_slhdsa_verifier_state));
}

/* Targets: stack of SHA2-128s/f (the negative files' genuine entry). */
static void stack_use(void)
{
    static uint8_t msg[64], pk[64], sk[128];
    static const struct { const char *path; pq8k_slhdsa_set set; } f[] = {
        { "slh-dsa/negative/slh-dsa-sha2-128s-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128S },
        { "slh-dsa/negative/slh-dsa-sha2-128f-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128F },
    };
    if (!tt_is_target()) return;
    for (unsigned i = 0; i < 2; i++) {
        unsigned long mlen, smlen;
        tt_file fl;
        TT_ASSERT(tt_open(&fl, f[i].path) == 0);
        TT_ASSERT(tt_rsp_uint(&fl, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&fl, "msg", msg, sizeof msg), (long)mlen);
        tt_rsp_hex(&fl, "pk", pk, sizeof pk);
        tt_rsp_hex(&fl, "sk", sk, sizeof sk);
        TT_ASSERT(tt_rsp_uint(&fl, "smlen", &smlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&fl, "sm", g_sig2, sizeof g_sig2), (long)smlen);
        tt_close(&fl);
        size_t sl = smlen - mlen;
        g_sig2[sl / 2] ^= 1;   /* entry 0 has one flipped bit: undo it */
        size_t slen = make_stream(sk + 32, 32, g_sig2, sl);
        TT_ASSERT_EQ(measure_stream(f[i].set, sk + 32, msg, mlen, slen), 0);
    }
}

void tt_suite_slhdsa(void)
{
    tt_run("slhdsa: misuse and sizes", misuse);
    tt_run("slhdsa: KAT SHA2-128s (internal)", kat_sha2_128s);
    tt_run("slhdsa: KAT SHA2-128f (internal)", kat_sha2_128f);
    tt_run("slhdsa: negative files", negative_files);
    tt_run("slhdsa: stack of a streamed verify", stack_use);
    tt_run("slhdsa: ACVP sigVer (+ sigGen)", acvp_sigver);
    if (tt_is_target()) return;
    tt_run("slhdsa: ACVP keyGen", acvp_keygen);
    tt_run("slhdsa: SHA2-128s sign/verify/negatives", set_sha2_128s);
    tt_run("slhdsa: SHA2-128f sign/verify/negatives", set_sha2_128f);
    tt_run("slhdsa: SHA2-192s sign/verify/negatives", set_sha2_192s);
    tt_run("slhdsa: SHA2-192f sign/verify/negatives", set_sha2_192f);
    tt_run("slhdsa: SHA2-256s sign/verify/negatives", set_sha2_256s);
    tt_run("slhdsa: SHA2-256f sign/verify/negatives", set_sha2_256f);
    tt_run("slhdsa: SHAKE-128s sign/verify/negatives", set_shake_128s);
    tt_run("slhdsa: SHAKE-128f sign/verify/negatives", set_shake_128f);
    tt_run("slhdsa: SHAKE-192s sign/verify/negatives", set_shake_192s);
    tt_run("slhdsa: SHAKE-192f sign/verify/negatives", set_shake_192f);
    tt_run("slhdsa: SHAKE-256s sign/verify/negatives", set_shake_256s);
    tt_run("slhdsa: SHAKE-256f sign/verify/negatives", set_shake_256f);
}
