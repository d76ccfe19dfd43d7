/* SPDX-License-Identifier: MIT */
/*
 * The streaming engine with ML-DSA: every verify vector through the stream at
 * many chunkings, the trusted-digest check, truncated and extended streams,
 * bit flips in every region, misuse sequences, message modes and sizes.
 */
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "hal.h"
#include "mldsa_vectors.h"
#include "pq8k/stream.h"
#include "common/fips202.h"
#include "common/sha2.h"

#define MAX_STREAM 38583 /* ML-DSA-87 */

static uint8_t pk[MLDSA_MAX_PK], sk[MLDSA_MAX_SK], sig[MLDSA_MAX_SIG], msg[MLDSA_MAX_MSG];
static uint8_t pk2[MLDSA_MAX_PK], sk2[MLDSA_MAX_SK], sig2[MLDSA_MAX_SIG];
static uint8_t stream[MAX_STREAM + 16], stream2[MAX_STREAM + 16];
static char line[16384];
static pq8k_verifier v;

/* chunk sizes every vector is fed with; 0 = the whole stream, TT_CHUNK_RANDOM = random splits */
static const size_t chunkings[] = {1, 2, 3, 7, 64, 0, TT_CHUNK_RANDOM};
#define N_CHUNKINGS (sizeof chunkings / sizeof chunkings[0])

/* digest of pk into d (64 bytes) */
static void digest_of(const mldsa_level *lv, const uint8_t *p, uint8_t d[64])
{
    size_t dl = 64;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, p, lv->pklen, d, &dl), 0);
    TT_ASSERT_EQ(dl, 64);
}

/* stream of (p, s) into out; returns its length */
static size_t encode(const mldsa_level *lv, const uint8_t *p, const uint8_t *s, uint8_t *out)
{
    size_t n = MAX_STREAM + 16;
    TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, p, lv->pklen, s, lv->siglen, out, &n), 0);
    TT_ASSERT_EQ(n, pq8k_stream_length(lv->scheme));
    return n;
}

/* verify (internal interface) at one chunking */
static int run_internal(const mldsa_level *lv, const uint8_t d[64], const uint8_t *m, size_t mlen,
                        const uint8_t *s, size_t n, size_t chunk)
{
    int rc;
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, lv->scheme, d, 64, m, mlen), 0);
    rc = tt_stream_feed(&v, s, n, chunk, 700);
    /* M' behind a reader must give the same code (the vector loops run 64 on each) */
    if (chunk == 64) tt_stream_check_reader_internal(lv->scheme, d, 64, m, mlen, s, n, rc, 0);
    return rc;
}

/* verify (pure, context) at one chunking */
static int run_pure(const mldsa_level *lv, const uint8_t d[64], const uint8_t *m, size_t mlen,
                    const uint8_t *ctx, size_t ctxlen, const uint8_t *s, size_t n, size_t chunk)
{
    int rc;
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, m, mlen, ctx, ctxlen), 0);
    rc = tt_stream_feed(&v, s, n, chunk, 700);
    /* the reader mode must give the same code (the vector loops run 64 on each) */
    if (chunk == 64) tt_stream_check_reader(lv->scheme, d, 64, m, mlen, ctx, ctxlen, s, n, rc, 0);
    return rc;
}

/* a fresh key (seeded by tag) and a deterministic signature of msg[0..mlen) with ctx "ctx" */
static void make_signed(const mldsa_level *lv, uint8_t tag, size_t mlen, uint8_t *p, uint8_t *k, uint8_t *s)
{
    uint8_t seed[32];
    memset(seed, tag, sizeof seed);
    for (size_t i = 0; i < mlen; i++) msg[i] = (uint8_t)(i * 7 + tag);
    TT_ASSERT_EQ(lv->keygen_from_seed(p, k, seed), 0);
    TT_ASSERT_EQ(lv->sign_deterministic(s, NULL, k, msg, mlen, (const uint8_t *)"ctx", 3), 0);
}

/* ---- vectors through the stream ---- */

static void acvp_sigver_stream(void)
{
    tt_file f;
    const char *k, *val;
    const mldsa_level *lv = NULL;
    uint8_t d[64];
    long mlen = 0;
    int passed = 0;
    unsigned done = 0, in_group = 0;
    tt_seed(5);
    TT_ASSERT(tt_open(&f, "ml-dsa/acvp/ML-DSA-sigVer-FIPS204/internalProjection.json") == 0);
    while (json_next(&f, line, sizeof line, &k, &val) == 0) {
        if (strcmp(k, "parameterSet") == 0) {
            lv = mldsa_level_named(val);
            in_group = 0;
        } else if (strcmp(k, "pk") == 0) {
            TT_ASSERT_EQ(tt_unhex(pk, sizeof pk, val), (long)lv->pklen);
            digest_of(lv, pk, d);
        } else if (strcmp(k, "testPassed") == 0) {
            passed = strcmp(val, "true") == 0;
        } else if (strcmp(k, "message") == 0) {
            mlen = tt_unhex(msg, sizeof msg, val);
        } else if (strcmp(k, "signature") == 0 && lv != NULL) {
            size_t n;
            int want;
            TT_ASSERT_EQ(tt_unhex(sig, sizeof sig, val), (long)lv->siglen);
            if (tt_is_target() && in_group++ % 5 != 0) continue;
            n = encode(lv, pk, sig, stream);
            want = lv->verify_internal(pk, sig, lv->siglen, msg, (size_t)mlen);
            TT_ASSERT_EQ(want == 0, passed);
            for (size_t c = 0; c < N_CHUNKINGS; c++) {
                if (tt_is_target() && chunkings[c] < 64) continue;
                /* the stream gives the one-shot verdict, code included */
                TT_ASSERT_EQ(run_internal(lv, d, msg, (size_t)mlen, stream, n, chunkings[c]), want);
            }
            done++;
            if (tt_failed_now()) break;
        }
    }
    tt_close(&f);
    TT_ASSERT(tt_is_target() || done == 45);
}

/* the KAT entries (pure, empty context): all on the host, the first on targets */
static void kat_stream(void)
{
    static uint8_t sm[MLDSA_MAX_SIG + 3300];
    tt_seed(6);
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        tt_file f;
        unsigned long count, mlen, smlen;
        unsigned done = 0;
        uint8_t d[64];
        TT_ASSERT(tt_open(&f, lv->kat) == 0);
        while (tt_rsp_uint(&f, "count", &count) == 0) {
            size_t n;
            TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), (long)mlen);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)lv->pklen);
            TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", sm, sizeof sm), (long)smlen);
            digest_of(lv, pk, d);
            n = encode(lv, pk, sm, stream);
            /* chunkings rotate over the entries */
            TT_ASSERT_EQ(run_pure(lv, d, msg, mlen, NULL, 0, stream, n, chunkings[done % N_CHUNKINGS]), 0);
            tt_stream_check_reader(lv->scheme, d, 64, msg, mlen, NULL, 0, stream, n, 0, 0);
            msg[0] ^= 1;
            TT_ASSERT_EQ(run_pure(lv, d, msg, mlen, NULL, 0, stream, n, 64), PQ8K_ERR_BAD_SIGNATURE);
            done++;
            if (tt_failed_now() || (tt_is_target() && done == 1)) break;
        }
        tt_close(&f);
        TT_ASSERT(tt_is_target() || done == 100);
    }
}

/* the negative files: flipped sig bit, flipped pk bit (digest of the genuine key), short sig */
static void negative_stream(void)
{
    static uint8_t sm[MLDSA_MAX_SIG + 33];
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        tt_file f;
        unsigned long count, mlen, smlen;
        uint8_t d[64];
        size_t n, cap = sizeof stream;
        /* entry 0 of the KAT file is the genuine key */
        TT_ASSERT(tt_open(&f, lv->kat) == 0);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk2, sizeof pk2), (long)lv->pklen);
        tt_close(&f);
        digest_of(lv, pk2, d);
        TT_ASSERT(tt_open(&f, lv->negative) == 0);
        for (unsigned e = 0; e < 3 && tt_rsp_uint(&f, "count", &count) == 0; e++) {
            TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), (long)mlen);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "pk", pk, sizeof pk), (long)lv->pklen);
            TT_ASSERT(tt_rsp_uint(&f, "smlen", &smlen) == 0);
            TT_ASSERT_EQ(tt_rsp_hex(&f, "sm", sm, sizeof sm), (long)smlen);
            if (e == 2) { /* a short signature cannot even be encoded */
                TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, pk, lv->pklen, sm, smlen - mlen, stream, &cap),
                             PQ8K_ERR_BAD_LENGTH);
                continue;
            }
            n = encode(lv, pk, sm, stream);
            TT_ASSERT_EQ(run_pure(lv, d, msg, mlen, NULL, 0, stream, n, 64),
                         e == 0 ? PQ8K_ERR_BAD_SIGNATURE : PQ8K_ERR_PK_DIGEST);
        }
        tt_close(&f);
    }
}

/* ---- the key check ---- */

static void foreign_key(void)
{
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        uint8_t da[64], db[64];
        size_t n;
        make_signed(lv, 1, 33, pk, sk, sig);   /* key A */
        make_signed(lv, 2, 33, pk2, sk2, sig2); /* key B (and a new message) */
        TT_ASSERT_EQ(lv->sign_deterministic(sig, NULL, sk, msg, 33, (const uint8_t *)"ctx", 3), 0);
        digest_of(lv, pk, da);
        digest_of(lv, pk2, db);
        n = encode(lv, pk2, sig2, stream);
        /* B's valid signature under B's key, but the device trusts A */
        TT_ASSERT_EQ(run_pure(lv, db, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 64), 0);
        TT_ASSERT_EQ(run_pure(lv, da, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 64), PQ8K_ERR_PK_DIGEST);
        /* A's signature with B's key streamed */
        n = encode(lv, pk2, sig, stream);
        TT_ASSERT_EQ(run_pure(lv, da, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 1), PQ8K_ERR_PK_DIGEST);
        /* the key check wins over a malformed signature too */
        stream[4 + 32 + 1] ^= 0xFF; /* inside c~ */
        TT_ASSERT_EQ(run_pure(lv, da, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 7), PQ8K_ERR_PK_DIGEST);
        /* and the genuine pair passes */
        n = encode(lv, pk, sig, stream);
        TT_ASSERT_EQ(run_pure(lv, da, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 3), 0);
    }
}

/* ---- stream length ---- */

static void lengths(void)
{
    static const size_t want[3] = {10648, 21265, 38583};
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        uint8_t d[64];
        size_t n, cap;
        TT_ASSERT_EQ(pq8k_stream_length(lv->scheme), want[l]);
        make_signed(lv, 3, 33, pk, sk, sig);
        digest_of(lv, pk, d);
        n = encode(lv, pk, sig, stream);
        /* truncated: every prefix length class */
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n - 1, 64), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, 4, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, 2, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, 0, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n / 2, 7), PQ8K_ERR_BAD_LENGTH);
        /* extended: one byte more, in the same chunk or alone */
        stream[n] = 0;
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n + 1, 0), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, (const uint8_t *)"ctx", 3), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream, n), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream + n, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
        /* encoder: lengths are checked and the output cleared on error */
        cap = n - 1;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, pk, lv->pklen, sig, lv->siglen, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(cap, 0);
        TT_ASSERT_EQ(stream[0] | stream[n - 2], 0);
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, pk, lv->pklen - 1, sig, lv->siglen, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, pk, lv->pklen, sig, lv->siglen + 1, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
    }
}

/* ---- bit flips in every region of the stream ---- */

typedef struct {
    const char *name;
    size_t start, len;
    int want; /* 0: BAD_SIGNATURE or BAD_ENCODING */
    int zlsb; /* flip the lowest bit of a z coefficient (z moves by 1) */
} region;

static void flips_level(const mldsa_level *lv, unsigned per_region)
{
    const size_t ct = lv->siglen == 2420 ? 32 : lv->siglen == 3309 ? 48 : 64;
    const size_t hl = lv->siglen == 2420 ? 84 : lv->siglen == 3309 ? 61 : 83;
    const size_t zlen = lv->siglen - ct - hl, zbits = lv->siglen == 2420 ? 18 : 20;
    const size_t k = (lv->pklen - 32) / 320, rows = 4 + 32 + ct + hl, rowlen = zlen + 320;
    region reg[10];
    uint8_t d[64];
    size_t n;
    unsigned nr = 0;
    make_signed(lv, 4, 33, pk, sk, sig);
    digest_of(lv, pk, d);
    n = encode(lv, pk, sig, stream);
    TT_ASSERT_EQ(n, rows + k * rowlen);
    reg[nr++] = (region){"magic", 0, 3, PQ8K_ERR_BAD_ENCODING, 0};
    reg[nr++] = (region){"scheme", 3, 1, PQ8K_ERR_STATE, 0};
    reg[nr++] = (region){"rho", 4, 32, PQ8K_ERR_PK_DIGEST, 0};
    reg[nr++] = (region){"c~", 36, ct, PQ8K_ERR_BAD_SIGNATURE, 0};
    reg[nr++] = (region){"hint", 36 + ct, hl, 0, 0};
    /* one copy of z changed: the others no longer match it */
    reg[nr++] = (region){"z, first copy", rows, zlen, PQ8K_ERR_BAD_ENCODING, 1};
    reg[nr++] = (region){"z, last copy", rows + (k - 1) * rowlen, zlen, PQ8K_ERR_BAD_ENCODING, 1};
    reg[nr++] = (region){"z, any bit of one copy", rows + (k / 2) * rowlen, zlen, 0, 0};
    reg[nr++] = (region){"t1", rows + zlen, 320, PQ8K_ERR_PK_DIGEST, 0};
    for (unsigned r = 0; r < nr; r++) {
        for (unsigned t = 0; t < per_region; t++) {
            size_t at = reg[r].start + tt_rand32() % reg[r].len;
            uint8_t bit = (uint8_t)(1u << (tt_rand32() & 7));
            int got;
            if (reg[r].zlsb) {
                size_t b = (tt_rand32() % (zlen * 8 / zbits)) * zbits;
                at = reg[r].start + b / 8;
                bit = (uint8_t)(1u << (b & 7));
            }
            if (reg[r].want == PQ8K_ERR_PK_DIGEST && reg[r].start > 36) /* t1 of some row */
                at += (tt_rand32() % k) * rowlen;
            memcpy(stream2, stream, n);
            stream2[at] ^= bit;
            got = run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream2, n, t & 1 ? 64 : TT_CHUNK_RANDOM);
            if (reg[r].want != 0)
                TT_ASSERT_EQ(got, reg[r].want);
            else
                TT_ASSERT(got == PQ8K_ERR_BAD_SIGNATURE || got == PQ8K_ERR_BAD_ENCODING);
            if (tt_failed_now()) {
                tt_printf("  %s: region %s, byte %lu\n", lv->name, reg[r].name, (unsigned long)at);
                return;
            }
        }
    }
    /* z changed the same way in every copy: consistent, so the signature itself fails */
    for (unsigned t = 0; t < per_region; t++) {
        size_t at = tt_rand32() % zlen;
        uint8_t bit = (uint8_t)(1u << (tt_rand32() & 7));
        memcpy(stream2, stream, n);
        for (size_t i = 0; i < k; i++) stream2[rows + i * rowlen + at] ^= bit;
        TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream2, n, 64), PQ8K_ERR_BAD_SIGNATURE);
    }
}

static void bit_flips(void)
{
    tt_seed(7);
    for (unsigned l = 0; l < 3; l++) flips_level(&mldsa_levels[l], tt_is_target() ? 1 : 12);
}

/* ---- misuse ---- */

static void misuse(void)
{
    const mldsa_level *lv = &mldsa_levels[0];
    static uint8_t ctx[256];
    uint8_t d[64], d65[64];
    size_t n, n65, dl;
    make_signed(&mldsa_levels[1], 5, 33, pk2, sk2, sig2);
    digest_of(&mldsa_levels[1], pk2, d65);
    n65 = encode(&mldsa_levels[1], pk2, sig2, stream2);
    make_signed(lv, 5, 33, pk, sk, sig);
    digest_of(lv, pk, d);
    n = encode(lv, pk, sig, stream);

    /* before init: a zeroed context refuses everything */
    memset(&v, 0, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 10), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(NULL, stream, 10), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(NULL), PQ8K_ERR_STATE);

    /* after final: update and a second final refuse, whatever the verdict was */
    TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run_pure(lv, d, msg, 32, (const uint8_t *)"ctx", 3, stream, n, 0), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);

    /* wrong scheme: a -65 stream to a -44 verifier stops at the header */
    TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream2, n65, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)0x7F, d, 64, msg, 33, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE); /* init failed: not running */
    TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)0, d, 64, msg, 33, NULL, 0), PQ8K_ERR_STATE);
    /* ... and the right one still passes after that */
    TT_ASSERT_EQ(run_pure(&mldsa_levels[1], d65, msg, 33, (const uint8_t *)"ctx", 3, stream2, n65, 64), 0);

    /* init arguments */
    TT_ASSERT_EQ(pq8k_verify_init(NULL, lv->scheme, d, 64, msg, 33, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, NULL, 64, msg, 33, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, msg, 33, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, NULL, 33, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, NULL, 3), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, ctx, 256), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, lv->scheme, d, 64, msg, 63), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, lv->scheme, d, 64, PQ8K_PH_SHA256, msg, 31, NULL, 0),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, lv->scheme, d, 64, (pq8k_prehash)99, msg, 32, NULL, 0),
                 PQ8K_ERR_UNSUPPORTED);

    /* sticky: after a failure, good bytes and final keep the first error */
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, (const uint8_t *)"ctx", 3), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 3), 0);
    stream[3] ^= 0x40; /* scheme byte */
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream + 3, 1), PQ8K_ERR_STATE);
    stream[3] ^= 0x40;
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream + 3, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream + 4, n - 4), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* NULL chunk with a length is a misuse that ends the verification */
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, (const uint8_t *)"ctx", 3), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 5), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, n), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* re-init in the middle of a verification starts over */
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, msg, 33, (const uint8_t *)"ctx", 3), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1000), 0);
    TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n, 64), 0);

    /* pk digest arguments */
    dl = 63;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, pk, lv->pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 64);
    dl = 64;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, pk, lv->pklen + 1, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 0);
    TT_ASSERT_EQ(d[0] | d[63], 0);
    dl = 64;
    TT_ASSERT_EQ(pq8k_pk_digest((pq8k_scheme)0x55, pk, lv->pklen, d, &dl), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, pk, lv->pklen, d, NULL), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)0x55), 0);
}

/* ---- messages: modes and sizes ---- */

static void message_modes(void)
{
    static const uint8_t oid256[11] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01};
    static uint8_t mprime[2 + 255 + 11 + 32];
    uint8_t d[64], ph[32], mu[64], ctx[255];
    const mldsa_level *lv = &mldsa_levels[2];
    size_t n;
    memset(ctx, 0xA7, sizeof ctx);
    make_signed(lv, 8, 100, pk, sk, sig);
    digest_of(lv, pk, d);
    /* HashML-DSA with SHA-256: M' = 1 || 255 || ctx || OID || SHA-256(msg) */
    pq8k_sha256(ph, msg, 100);
    mprime[0] = 1;
    mprime[1] = 255;
    memcpy(mprime + 2, ctx, 255);
    memcpy(mprime + 257, oid256, 11);
    memcpy(mprime + 268, ph, 32);
    TT_ASSERT_EQ(lv->sign_internal(sig2, NULL, sk, mprime, sizeof mprime, mu /* any rnd */), 0);
    n = encode(lv, pk, sig2, stream);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, lv->scheme, d, 64, PQ8K_PH_SHA256, ph, 32, ctx, 255), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, n, 64, 700), 0);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, lv->scheme, d, 64, PQ8K_PH_SHA256, ph, 32, ctx, 254), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, n, 64, 700), PQ8K_ERR_BAD_SIGNATURE);
    /* external mu of the pure signature made by make_signed */
    {
        pq8k_keccak_state st;
        uint8_t pre[2] = {0, 3};
        pq8k_shake256_init(&st);
        pq8k_keccak_absorb(&st, d, 64);
        pq8k_keccak_absorb(&st, pre, 2);
        pq8k_keccak_absorb(&st, (const uint8_t *)"ctx", 3);
        pq8k_keccak_absorb(&st, msg, 100);
        pq8k_keccak_finalize(&st);
        pq8k_keccak_squeeze(&st, mu, 64);
    }
    n = encode(lv, pk, sig, stream);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, lv->scheme, d, 64, mu, 64), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, n, 2, 700), 0);
    TT_ASSERT_EQ(run_pure(lv, d, msg, 100, (const uint8_t *)"ctx", 3, stream, n, 64), 0);
    TT_ASSERT_EQ(run_pure(lv, d, msg, 100, (const uint8_t *)"ctX", 3, stream, n, 64), PQ8K_ERR_BAD_SIGNATURE);
}

/* the test programs of the targets have 1 MB of RAM in all */
#if defined(__arm__) || defined(__riscv)
#define IMAGE_BYTES (64u << 10)
#else
#define IMAGE_BYTES (1u << 20)
#endif

/* A 33-byte activation code and a large image (1 MB on the host) cost the same RAM. */
static void message_sizes(void)
{
    static uint8_t image[IMAGE_BYTES];
    const size_t big = sizeof image;
    const mldsa_level *lv = &mldsa_levels[0];
    uint8_t d[64], seed[32] = {9};
    size_t n;
    for (size_t i = 0; i < big; i++) image[i] = (uint8_t)(i ^ (i >> 8) ^ (i >> 16));
    TT_ASSERT_EQ(lv->keygen_from_seed(pk, sk, seed), 0);
    digest_of(lv, pk, d);
    TT_ASSERT_EQ(lv->sign_deterministic(sig, NULL, sk, image, big, NULL, 0), 0);
    n = encode(lv, pk, sig, stream);
    TT_ASSERT_EQ(run_pure(lv, d, image, big, NULL, 0, stream, n, 64), 0);
    image[big - 1] ^= 1;
    TT_ASSERT_EQ(run_pure(lv, d, image, big, NULL, 0, stream, n, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(lv->sign_deterministic(sig, NULL, sk, image, 33, NULL, 0), 0);
    n = encode(lv, pk, sig, stream);
    TT_ASSERT_EQ(run_pure(lv, d, image, 33, NULL, 0, stream, n, 64), 0);
}

/* RAM: the context is fixed; on targets, the stack peak of update does not depend on the chunking */
static void memory(void)
{
    tt_printf("  sizeof(pq8k_verifier) = %lu\n", (unsigned long)sizeof(pq8k_verifier));
    /* what an ML-DSA-only build's context is (this build may hold larger states) */
    TT_ASSERT(offsetof(pq8k_verifier, u) + sizeof(pq8k_mldsa_verifier_state) <= 3200);
    if (!tt_is_target()) return;
    for (unsigned l = 0; l < 3; l++) {
        const mldsa_level *lv = &mldsa_levels[l];
        uint8_t d[64];
        size_t n, used[2];
        make_signed(lv, 10, 33, pk, sk, sig);
        digest_of(lv, pk, d);
        n = encode(lv, pk, sig, stream);
        for (int c = 0; c < 2; c++) {
            hal_stack_paint();
            TT_ASSERT_EQ(run_pure(lv, d, msg, 33, (const uint8_t *)"ctx", 3, stream, n, c ? 1 : 0), 0);
            used[c] = hal_stack_used();
        }
        tt_printf("  %s stream verify: peak stack %lu B (whole stream), %lu B (1-byte chunks)\n",
                  lv->name, (unsigned long)used[0], (unsigned long)used[1]);
        TT_ASSERT(used[1] <= used[0] + 64);
    }
}

void tt_suite_stream_mldsa(void)
{
    tt_run("stream_mldsa: ACVP sigVer at chunk sizes 1,2,3,7,64,all,random", acvp_sigver_stream);
    tt_run("stream_mldsa: KAT entries (pure)", kat_stream);
    tt_run("stream_mldsa: negative vectors", negative_stream);
    tt_run("stream_mldsa: foreign key -> PQ8K_ERR_PK_DIGEST", foreign_key);
    tt_run("stream_mldsa: truncated and extended streams", lengths);
    tt_run("stream_mldsa: bit flips in every region", bit_flips);
    tt_run("stream_mldsa: misuse sequences", misuse);
    tt_run("stream_mldsa: HashML-DSA and external mu", message_modes);
    tt_run("stream_mldsa: 33-byte and 1 MB messages", message_sizes);
    tt_run("stream_mldsa: context size and stack", memory);
}
