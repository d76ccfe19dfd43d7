/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA through the streaming engine (pq8k/stream.h), all twelve sets:
 * every KAT record and every ACVP sigVer test at chunk sizes 1, 3, 64, whole
 * and random; the shared negative files; for every set a host-signed pure
 * signature with a context (wrong context, internal-vs-pure, bit flips in the
 * pk, R, FORS and each hypertree layer); a foreign key; truncated and
 * extended streams; the encoder's checks; misuse and wrong scheme bytes.
 * Targets: KAT records of SHA2-128s/128f at 64-byte chunks, plus the cheap
 * checks.
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "hal.h"
#include "pq8k/slhdsa.h"
#include "pq8k/stream.h"

#define HDR 4 /* engine header: 'P' '8' version scheme */
#define MAX_MSG 8192
#define MAX_STREAM (HDR + PQ8K_SLHDSA_MAX_PK_BYTES + PQ8K_SLHDSA_MAX_SIG_BYTES)

static uint8_t g_msg[MAX_MSG];
static uint8_t g_sig[PQ8K_SLHDSA_MAX_SIG_BYTES + 8];
static uint8_t g_sig2[PQ8K_SLHDSA_MAX_SIG_BYTES + 8];
static uint8_t g_stream[MAX_STREAM + 8], g_stream2[MAX_STREAM + 8];
static uint8_t g_sm[PQ8K_SLHDSA_MAX_SIG_BYTES + 400];
static pq8k_verifier v;

static const size_t chunkings[] = {64, 1, 3, 0, TT_CHUNK_RANDOM}; /* 0: the whole stream in one call */
#define N_CHUNKINGS (sizeof chunkings / sizeof chunkings[0])

static pq8k_scheme scheme_of(pq8k_slhdsa_set s) { return (pq8k_scheme)(0x10 + (int)s); }

/* One verification job: the device's trusted digest (= pk) and message. */
typedef struct {
    pq8k_slhdsa_set set;
    const uint8_t *pk;
    const uint8_t *msg;
    size_t mlen;
    const uint8_t *ctx;
    size_t ctxlen;
    int internal;
} job;

/* Stream of (pk, sig) into out; its exact length. */
static size_t encode(pq8k_slhdsa_set s, const uint8_t *pk, const uint8_t *sig, uint8_t *out)
{
    size_t n = MAX_STREAM + 8, pklen = pq8k_slhdsa_pk_bytes(s), siglen = pq8k_slhdsa_sig_bytes(s);
    TT_ASSERT_EQ(pq8k_stream_encode(scheme_of(s), pk, pklen, sig, siglen, out, &n), 0);
    TT_ASSERT_EQ(n, HDR + pklen + siglen);
    TT_ASSERT_EQ(n, pq8k_stream_length(scheme_of(s)));
    return n;
}

static int run(const job *j, const uint8_t *s, size_t n, size_t chunk)
{
    pq8k_scheme id = scheme_of(j->set);
    size_t dl = pq8k_slhdsa_pk_bytes(j->set);
    int r = j->internal ? pq8k_verify_init_internal(&v, id, j->pk, dl, j->msg, j->mlen)
                        : pq8k_verify_init(&v, id, j->pk, dl, j->msg, j->mlen, j->ctx, j->ctxlen);
    TT_ASSERT_EQ(r, 0);
    r = r != 0 ? r : tt_stream_feed(&v, s, n, chunk, 300);
    /* every vector runs at 64: the reader mode must give the same code */
    if (chunk == 64 && j->internal)
        tt_stream_check_reader_internal(id, j->pk, dl, j->msg, j->mlen, s, n, r, 0);
    else if (chunk == 64)
        tt_stream_check_reader(id, j->pk, dl, j->msg, j->mlen, j->ctx, j->ctxlen, s, n, r, 0);
    return r;
}

/* Every chunking (targets: 64 bytes only) must give want. */
static void run_all(const job *j, const uint8_t *s, size_t n, int want)
{
    size_t count = tt_is_target() ? 1 : N_CHUNKINGS;
    for (size_t c = 0; c < count; c++) {
        int got = run(j, s, n, chunkings[c]);
        if (got != want)
            tt_printf("  %s: chunking %u: got %d want %d\n", pq8k_slhdsa_name(j->set), (unsigned)c, got, want);
        TT_ASSERT_EQ(got, want);
    }
}

/* ---- vectors ---- */

/* NIST-format KAT (internal interface): sm = sig || msg. */
static void kat_file(const char *path, pq8k_slhdsa_set s, unsigned limit)
{
    static uint8_t pk[64], pk0[64];
    size_t siglen = pq8k_slhdsa_sig_bytes(s), pklen = pq8k_slhdsa_pk_bytes(s);
    unsigned long count, mlen;
    unsigned records = 0;
    tt_file f;
    tt_seed(61);
    TT_ASSERT(tt_open(&f, path) == 0);
    while (records < limit && tt_rsp_uint(&f, "count", &count) == 0) {
        long sl;
        size_t len;
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)pklen);
        sl = tt_rsp_hex(&f, "sm", g_sm, sizeof g_sm);
        TT_ASSERT_EQ(sl, (long)(siglen + mlen));
        if (tt_failed_now()) break;
        job j = {s, pk, g_sm + siglen, mlen, NULL, 0, 1};
        len = encode(s, pk, g_sm, g_stream);
        run_all(&j, g_stream, len, 0);
        if (records == 0) {
            memcpy(pk0, pk, pklen);
        } else if (!tt_is_target()) {
            /* a valid signature under another key, streamed to record 0's device */
            job foreign = {s, pk0, g_sm + siglen, mlen, NULL, 0, 1};
            run_all(&foreign, g_stream, len, PQ8K_ERR_PK_DIGEST);
        }
        records++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(records, limit);
}

static void kat_vectors(void)
{
    unsigned limit = tt_is_target() ? 1 : 10;
    kat_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128s.first10.rsp", PQ8K_SLHDSA_SET_SHA2_128S, limit);
    kat_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128f.first10.rsp", PQ8K_SLHDSA_SET_SHA2_128F, limit);
    if (tt_is_target()) return;
    kat_file("slh-dsa/kat/sphincs-sha2-128s-simple.rsp.1", PQ8K_SLHDSA_SET_SHA2_128S, 1);
    kat_file("slh-dsa/kat/sphincs-sha2-128f-simple.rsp.1", PQ8K_SLHDSA_SET_SHA2_128F, 1);
}

/* The shared negative files (entry 0 sig bit flip, 1 pk bit flip, 2 one byte
   short), with the genuine pk (the KAT file's record 0) on the device. */
static void negative_file(const char *kat, const char *path, pq8k_slhdsa_set s)
{
    static uint8_t genuine[64], pk[64];
    size_t siglen = pq8k_slhdsa_sig_bytes(s), pklen = pq8k_slhdsa_pk_bytes(s);
    static const int want[3] = {PQ8K_ERR_BAD_SIGNATURE, PQ8K_ERR_PK_DIGEST, PQ8K_ERR_BAD_LENGTH};
    unsigned long count, mlen;
    unsigned n = 0;
    tt_file f;
    TT_ASSERT(tt_open(&f, kat) == 0);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", genuine, sizeof genuine), (long)pklen);
    tt_close(&f);
    TT_ASSERT(tt_open(&f, path) == 0);
    while (tt_rsp_uint(&f, "count", &count) == 0) {
        long sl;
        size_t sig = n == 2 ? siglen - 1 : siglen;
        TT_ASSERT(n < 3);
        if (n >= 3) break;
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)pklen);
        sl = tt_rsp_hex(&f, "sm", g_sm, sizeof g_sm);
        TT_ASSERT_EQ(sl, (long)(sig + mlen));
        if (tt_failed_now()) break;
        /* the engine's encoder refuses a short signature: build that stream by hand */
        g_stream[0] = 'P';
        g_stream[1] = '8';
        g_stream[2] = PQ8K_STREAM_VERSION;
        g_stream[3] = (uint8_t)scheme_of(s);
        memcpy(g_stream + HDR, pk, pklen);
        memcpy(g_stream + HDR + pklen, g_sm, sig);
        job j = {s, genuine, g_sm + sig, mlen, NULL, 0, 1};
        run_all(&j, g_stream, HDR + pklen + sig, want[n]);
        n++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(n, 3);
}

static void negative_vectors(void)
{
    negative_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128s.first10.rsp",
                  "slh-dsa/negative/slh-dsa-sha2-128s-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128S);
    negative_file("slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128f.first10.rsp",
                  "slh-dsa/negative/slh-dsa-sha2-128f-negative.rsp", PQ8K_SLHDSA_SET_SHA2_128F);
}

/* ACVP JSON, read as a stream of "key": value pairs (hex lines up to 100 KB). */
static int json_key(tt_file *f, char *key, size_t cap)
{
    for (;;) {
        int c = tt_getc(f);
        size_t i = 0;
        if (c < 0) return -1;
        if (c != '"') continue;
        while ((c = tt_getc(f)) >= 0 && c != '"')
            if (i + 1 < cap) key[i++] = (char)c;
        key[i] = 0;
        if (c < 0 || tt_getc(f) != ':') continue; /* a string value, not a key */
        do c = tt_getc(f); while (c == ' ');
        if (c >= 0) f->pos--; /* leave the value unread */
        return c;
    }
}

static long json_hex(tt_file *f, uint8_t *out, size_t cap)
{
    size_t n;
    tt_getc(f);
    n = tt_rsp_hex_read(f, out, cap);
    return tt_getc(f) == '"' ? (long)n : -2;
}

static void json_str(tt_file *f, char *out, size_t cap)
{
    size_t i = 0;
    int c;
    tt_getc(f);
    while ((c = tt_getc(f)) >= 0 && c != '"')
        if (i + 1 < cap) out[i++] = (char)c;
    out[i] = 0;
}

static int set_by_name(const char *name)
{
    for (int s = 0; s < PQ8K_SLHDSA_SET_COUNT; s++) {
        const char *n = pq8k_slhdsa_name((pq8k_slhdsa_set)s);
        if (n != NULL && strcmp(n, name) == 0) return s;
    }
    return -1;
}

/* Every sigVer test (internal interface): valid ones accepted, modified
   signature / message ones BAD_SIGNATURE; a signature too large or too small
   makes the stream too long (update) or too short (final): BAD_LENGTH. */
static void acvp_sigver(void)
{
    static uint8_t pk[64];
    char key[32], val[96];
    int set = -1, passed = 0, c;
    unsigned tests = 0;
    long lmsg = -1, lsig = -1;
    tt_file f;
    if (tt_is_target()) return; /* no 128s/128f sets in the file; the KATs cover targets */
    tt_seed(62);
    TT_ASSERT(tt_open(&f, "slh-dsa/acvp/SLH-DSA-sigVer-FIPS205/internalProjection.json") == 0);
    while ((c = json_key(&f, key, sizeof key)) >= 0) {
        if (strcmp(key, "parameterSet") == 0) {
            json_str(&f, val, sizeof val);
            set = set_by_name(val);
        } else if (strcmp(key, "testPassed") == 0) {
            passed = c == 't';
        } else if (strcmp(key, "pk") == 0) {
            json_hex(&f, pk, sizeof pk);
        } else if (strcmp(key, "message") == 0) {
            lmsg = json_hex(&f, g_msg, sizeof g_msg);
        } else if (strcmp(key, "signature") == 0) {
            lsig = json_hex(&f, g_sig2, sizeof g_sig2);
        } else if (strcmp(key, "reason") == 0) {
            pq8k_slhdsa_set s = (pq8k_slhdsa_set)set;
            size_t pklen, len;
            int want;
            json_str(&f, val, sizeof val);
            TT_ASSERT(set >= 0 && lmsg >= 0 && lsig > 0);
            if (set < 0 || lmsg < 0 || lsig <= 0) break;
            pklen = pq8k_slhdsa_pk_bytes(s);
            want = passed ? 0 : strstr(val, "too ") != NULL ? PQ8K_ERR_BAD_LENGTH : PQ8K_ERR_BAD_SIGNATURE;
            g_stream[0] = 'P';
            g_stream[1] = '8';
            g_stream[2] = PQ8K_STREAM_VERSION;
            g_stream[3] = (uint8_t)scheme_of(s);
            memcpy(g_stream + HDR, pk, pklen);
            memcpy(g_stream + HDR + pklen, g_sig2, (size_t)lsig);
            len = HDR + pklen + (size_t)lsig;
            if ((size_t)lsig == pq8k_slhdsa_sig_bytes(s)) TT_ASSERT_EQ(encode(s, pk, g_sig2, g_stream2), len);
            job j = {s, pk, g_msg, (size_t)lmsg, NULL, 0, 1};
            run_all(&j, g_stream, len, want);
            tests++;
            lmsg = lsig = -1;
        }
    }
    tt_close(&f);
    TT_ASSERT_EQ(tests, 45);
}

/* ---- every set: a pure signature with a context, made on the host ---- */

typedef struct {
    pq8k_slhdsa_set set;
    uint8_t pk[64], sk[128];
    size_t pklen, siglen, len;
} signed_set;

static signed_set g_one;

/* keygen from fixed seeds, a deterministic pure signature of a 33-byte code
   with the context "fw", its stream in g_stream */
static void sign_set(pq8k_slhdsa_set s)
{
    uint8_t seeds[96];
    size_t n = pq8k_slhdsa_pk_bytes(s) / 2;
    g_one.set = s;
    g_one.pklen = 2 * n;
    g_one.siglen = pq8k_slhdsa_sig_bytes(s);
    for (size_t i = 0; i < sizeof seeds; i++) seeds[i] = (uint8_t)(i * 7 + (unsigned)s);
    for (size_t i = 0; i < 33; i++) g_msg[i] = (uint8_t)('A' + i % 26);
    TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(s, seeds, seeds + n, seeds + 2 * n, g_one.pk, g_one.sk), 0);
    TT_ASSERT_EQ(pq8k_slhdsa_sign_deterministic(s, g_sig, g_msg, 33, (const uint8_t *)"fw", 2, g_one.sk), 0);
    g_one.len = encode(s, g_one.pk, g_sig, g_stream);
}

static void one_set(pq8k_slhdsa_set s)
{
    const size_t n = pq8k_slhdsa_pk_bytes(s) / 2;
    job j = {s, NULL, g_msg, 33, (const uint8_t *)"fw", 2, 0};
    size_t pk0, r0, fors0, ht0, layer;
    unsigned k, a, d, len_wots, hp;
    sign_set(s);
    j.pk = g_one.pk;
    run_all(&j, g_stream, g_one.len, 0);
    /* the context and the interface are part of the message */
    j.ctx = (const uint8_t *)"fW";
    TT_ASSERT_EQ(run(&j, g_stream, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
    j.ctxlen = 0;
    TT_ASSERT_EQ(run(&j, g_stream, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
    j.internal = 1;
    TT_ASSERT_EQ(run(&j, g_stream, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
    j.ctx = (const uint8_t *)"fw";
    j.ctxlen = 2;
    j.internal = 0;
    g_msg[32] ^= 1;
    TT_ASSERT_EQ(run(&j, g_stream, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
    g_msg[32] ^= 1;

    /* a bit flip in the pk, R, each FORS tree's first and last element and
       each hypertree layer (WOTS+ value and auth path) */
    {
        static const uint8_t kk[12] = {14, 33, 17, 33, 22, 35, 14, 33, 17, 33, 22, 35};
        static const uint8_t aa[12] = {12, 6, 14, 8, 14, 9, 12, 6, 14, 8, 14, 9};
        static const uint8_t dd[12] = {7, 22, 7, 22, 8, 17, 7, 22, 7, 22, 8, 17};
        static const uint8_t hh[12] = {63, 66, 63, 66, 64, 68, 63, 66, 63, 66, 64, 68};
        k = kk[s];
        a = aa[s];
        d = dd[s];
        hp = hh[s] / d;
        len_wots = 2u * (unsigned)n + 3u;
    }
    pk0 = HDR;
    r0 = pk0 + 2 * n;
    fors0 = r0 + n;
    ht0 = fors0 + (size_t)k * (a + 1) * n;
    TT_ASSERT_EQ(ht0 + (size_t)d * (len_wots + hp) * n, g_one.len);
    memcpy(g_stream2, g_stream, g_one.len);
    g_stream2[pk0 + tt_rand32() % (2 * n)] ^= 0x04;
    TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, 64), PQ8K_ERR_PK_DIGEST);
    memcpy(g_stream2, g_stream, g_one.len);
    g_stream2[r0 + tt_rand32() % n] ^= 0x80;
    TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, TT_CHUNK_RANDOM), PQ8K_ERR_BAD_SIGNATURE);
    for (unsigned t = 0; t < k; t += k - 1) {
        size_t tree = fors0 + (size_t)t * (a + 1) * n;
        memcpy(g_stream2, g_stream, g_one.len);
        g_stream2[tree] ^= 0x01;
        TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
        memcpy(g_stream2, g_stream, g_one.len);
        g_stream2[tree + (size_t)(a + 1) * n - 1] ^= 0x01;
        TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
    }
    for (layer = 0; layer < d; layer++) {
        size_t l0 = ht0 + layer * (len_wots + hp) * n;
        memcpy(g_stream2, g_stream, g_one.len);
        g_stream2[l0 + (tt_rand32() % len_wots) * n + tt_rand32() % n] ^= 0x10;
        TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
        memcpy(g_stream2, g_stream, g_one.len);
        g_stream2[l0 + (len_wots + tt_rand32() % hp) * n + tt_rand32() % n] ^= 0x10;
        TT_ASSERT_EQ(run(&j, g_stream2, g_one.len, 64), PQ8K_ERR_BAD_SIGNATURE);
        if (tt_failed_now()) {
            tt_printf("  %s: layer %u\n", pq8k_slhdsa_name(s), (unsigned)layer);
            return;
        }
    }
    /* the digest is the pk itself */
    {
        uint8_t dg[PQ8K_MAX_DIGEST_BYTES];
        size_t dl = sizeof dg;
        TT_ASSERT_EQ(pq8k_pk_digest(scheme_of(s), g_one.pk, g_one.pklen, dg, &dl), 0);
        TT_ASSERT_EQ(dl, g_one.pklen);
        TT_ASSERT_MEM(dg, g_one.pk, g_one.pklen);
    }
}

#define SET_TEST(fn, s) static void fn(void) { tt_seed(70 + (s)); one_set(s); }
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

/* ---- lengths, foreign key, misuse (SHA2-128f KAT record 0) ---- */

static uint8_t k_pk[32], k_pk1[32];
static size_t k_mlen, k_len;

/* k_pk: record 0's pk (a device that trusts it); record 1: pk k_pk1, its
   message in g_msg and its stream in g_stream2 */
static void load_128f(void)
{
    const pq8k_slhdsa_set s = PQ8K_SLHDSA_SET_SHA2_128F;
    const size_t siglen = pq8k_slhdsa_sig_bytes(s);
    unsigned long mlen;
    tt_file f;
    TT_ASSERT(tt_open(&f, "slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128f.first10.rsp") == 0);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", k_pk, sizeof k_pk), 32);
    TT_ASSERT(tt_rsp_uint(&f, "count", &mlen) == 0 && mlen == 1);
    TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", k_pk1, sizeof k_pk1), 32);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", g_sm, sizeof g_sm), (long)(siglen + mlen));
    tt_close(&f);
    k_mlen = mlen;
    memcpy(g_msg, g_sm + siglen, k_mlen);
    k_len = encode(s, k_pk1, g_sm, g_stream2);
}

static void lengths_and_foreign_key(void)
{
    const pq8k_slhdsa_set s = PQ8K_SLHDSA_SET_SHA2_128F;
    const size_t siglen = pq8k_slhdsa_sig_bytes(s);
    job mine = {s, k_pk1, g_msg, 0, NULL, 0, 1}, other = {s, k_pk, g_msg, 0, NULL, 0, 1};
    size_t cap;
    tt_seed(63);
    load_128f();
    mine.mlen = other.mlen = k_mlen;
    TT_ASSERT_EQ(run(&mine, g_stream2, k_len, 64), 0);
    /* every set's length: header, pk, signature */
    for (int i = 0; i < PQ8K_SLHDSA_SET_COUNT; i++)
        TT_ASSERT_EQ(pq8k_stream_length(scheme_of((pq8k_slhdsa_set)i)),
                     HDR + pq8k_slhdsa_pk_bytes((pq8k_slhdsa_set)i) + pq8k_slhdsa_sig_bytes((pq8k_slhdsa_set)i));
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_SLHDSA_SHA2_128S), 4 + 7888);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_SLHDSA_SHAKE_256F), 4 + 49920);
    /* foreign key: record 1's valid stream to record 0's device, at every chunking;
       the key verdict wins over a damaged signature too */
    run_all(&other, g_stream2, k_len, PQ8K_ERR_PK_DIGEST);
    g_stream2[k_len - 3] ^= 1;
    TT_ASSERT_EQ(run(&other, g_stream2, k_len, 3), PQ8K_ERR_PK_DIGEST);
    g_stream2[k_len - 3] ^= 1;
    /* truncated anywhere (final), extended by a byte (update) */
    for (size_t cut = 0; cut < k_len; cut += tt_is_target() ? 4099 : 1 + tt_rand32() % 700)
        TT_ASSERT_EQ(run(&mine, g_stream2, cut, 64), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run(&mine, g_stream2, k_len - 1, 1), PQ8K_ERR_BAD_LENGTH);
    g_stream2[k_len] = 0;
    TT_ASSERT_EQ(run(&mine, g_stream2, k_len + 1, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2, k_len), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2 + k_len, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
    /* encoder: exact capacity, one short, wrong lengths; output cleared on error */
    cap = k_len;
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_stream2 + HDR + 32, siglen, g_sig, &cap), 0);
    TT_ASSERT_EQ(cap, k_len);
    TT_ASSERT_MEM(g_sig, g_stream2, k_len);
    cap = k_len - 1;
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_stream2 + HDR + 32, siglen, g_sig, &cap),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(cap, 0);
    TT_ASSERT_EQ(g_sig[0] | g_sig[k_len - 2], 0);
    cap = sizeof g_sig;
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_stream2 + HDR + 32, siglen - 1, g_sig,
                                    &cap), PQ8K_ERR_BAD_LENGTH);
    cap = sizeof g_sig;
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_SLHDSA_SHA2_128F, k_pk1, 31, g_stream2 + HDR + 32, siglen, g_sig, &cap),
                 PQ8K_ERR_BAD_LENGTH);
}

static void misuse(void)
{
    static const uint8_t mldsa_header[4] = {'P', '8', 1, 0x01};
    static const uint8_t big_ctx[256] = {0};
    uint8_t d[64], ph[32] = {0};
    size_t dl;
    load_128f();
    /* external mu: SLH-DSA has none; pre-hash (test_prehash.c): its argument checks */
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_sm, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, (pq8k_prehash)0, ph, 32, NULL, 0),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, PQ8K_PH_SHA256, ph, 31, NULL, 0),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 31, PQ8K_PH_SHA256, ph, 32, NULL, 0),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2, 1), PQ8K_ERR_STATE); /* init failed: not running */
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* digest and argument checks */
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 31, g_msg, k_mlen, NULL, 0),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_192F, k_pk1, 32, g_msg, k_mlen, NULL, 0),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_128F, NULL, 32, g_msg, k_mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, NULL, 1, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen, big_ctx, 256),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen, big_ctx, 255), 0);
    dl = 31;
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 32);
    dl = sizeof d;
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_SLHDSA_SHA2_128F, k_pk1, 48, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 0);
    /* ids in the SLH-DSA range that are not schemes */
    TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)0x1C, k_pk1, 32, g_msg, k_mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)0x1F), 0);
    /* wrong scheme byte: SHA2-128f's stream to a SHAKE-128f / SHA2-128s
       verification (same digest length), and an ML-DSA header */
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHAKE_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, g_stream2, k_len, 1, 300), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128S, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, g_stream2, k_len, 64, 300), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, mldsa_header, 4, 0, 300), PQ8K_ERR_STATE);
    /* a bad magic byte */
    g_stream2[1] ^= 1;
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, g_stream2, k_len, 64, 300), PQ8K_ERR_BAD_ENCODING);
    g_stream2[1] ^= 1;
    /* life cycle: zeroed context, after final, NULL chunk, restart mid-stream */
    memset(&v, 0, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, g_stream2, 1000), 0);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, PQ8K_SLHDSA_SHA2_128F, k_pk1, 32, g_msg, k_mlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, g_stream2, k_len, 64, 300), 0);
    /* the context holds the SLH-DSA state and the engine's 16 bytes at most;
       the state carries both SHA-2 midstates (32 + 64 bytes) when a SHA2-192/256
       set is built */
    tt_printf("  pq8k_verifier: %u bytes (SLH-DSA state %u)\n", (unsigned)sizeof(pq8k_verifier),
              (unsigned)sizeof(pq8k_slhdsa_verifier_state));
    TT_ASSERT(sizeof(pq8k_slhdsa_verifier_state) <= 544 + 5 * sizeof(void *)); /* 560 B on 32-bit */
}

void tt_suite_stream_slhdsa(void)
{
    tt_run("stream_slhdsa_kat", kat_vectors);
    tt_run("stream_slhdsa_negative", negative_vectors);
    tt_run("stream_slhdsa_lengths_foreign_key", lengths_and_foreign_key);
    tt_run("stream_slhdsa_misuse", misuse);
    tt_run("stream_slhdsa_acvp_sigver", acvp_sigver);
    if (tt_is_target()) return; /* signing the s sets is for the host */
    tt_run("stream_slhdsa_sha2_128s", set_sha2_128s);
    tt_run("stream_slhdsa_sha2_128f", set_sha2_128f);
    tt_run("stream_slhdsa_sha2_192s", set_sha2_192s);
    tt_run("stream_slhdsa_sha2_192f", set_sha2_192f);
    tt_run("stream_slhdsa_sha2_256s", set_sha2_256s);
    tt_run("stream_slhdsa_sha2_256f", set_sha2_256f);
    tt_run("stream_slhdsa_shake_128s", set_shake_128s);
    tt_run("stream_slhdsa_shake_128f", set_shake_128f);
    tt_run("stream_slhdsa_shake_192s", set_shake_192s);
    tt_run("stream_slhdsa_shake_192f", set_shake_192f);
    tt_run("stream_slhdsa_shake_256s", set_shake_256s);
    tt_run("stream_slhdsa_shake_256f", set_shake_256f);
}
