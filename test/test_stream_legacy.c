/* SPDX-License-Identifier: MIT */
/*
 * Rainbow-I-classic and GeMSS-128 (legacy, BROKEN; LEGACY builds only)
 * through the streaming engine (pq8k/stream.h): every KAT record at several
 * chunkings (Rainbow 1, 3, 64, whole, random; GeMSS, whose stream is 1.4 MB,
 * 64 and random, and whole for one record), the negative files, a foreign
 * key, a GeMSS key that changes in one pass, flips in signature and key,
 * truncated and extended streams, misuse and wrong scheme bytes. The QEMU
 * targets have no room for whole keys: they stream record 0 from the vector
 * file. Without the opt-in, the legacy ids must be refused as not built.
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "pq8k/stream.h"

static pq8k_verifier v;

#ifndef PQ8K_LEGACY_INSECURE

/* 0x70 / 0x71 are defined by the format but not in this build. */
static void not_built(void)
{
    static const uint8_t d[32], pk[16];
    size_t n = sizeof d;
    uint8_t out[32];
    for (unsigned id = 0x70; id <= 0x71; id++) {
        TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)id, d, 32, NULL, 0, NULL, 0), PQ8K_ERR_UNSUPPORTED);
        TT_ASSERT_EQ(pq8k_verify_update(&v, d, 1), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)id), 0);
        n = sizeof out;
        TT_ASSERT_EQ(pq8k_pk_digest((pq8k_scheme)id, pk, sizeof pk, out, &n), PQ8K_ERR_UNSUPPORTED);
    }
}

void tt_suite_stream_legacy(void)
{
    tt_run("stream_legacy: without LEGACY=1 the legacy ids are not built", not_built);
}

#else

#include "pq8k/legacy.h"
#include "common/fips202.h"
#include "common/sha2.h"

#define HDR 4
#define RAINBOW_PK PQ8K_RAINBOW1_CLASSIC_PKBYTES
#define GEMSS_PK PQ8K_GEMSS128_PKBYTES

typedef struct {
    const char *name;
    pq8k_scheme scheme;
    size_t pklen, siglen, passes; /* the body: sig, then the key `passes` times */
    int sig_first;                /* sm = sig || msg (GeMSS) or msg || sig (Rainbow) */
    const char *kat, *negative;
    unsigned records;
    int (*verify)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t); /* pk, sig, msg */
} legacy_set;

static const legacy_set rainbow = {
    "rainbow", PQ8K_RAINBOW1_CLASSIC, RAINBOW_PK, PQ8K_RAINBOW1_CLASSIC_SIGBYTES, 1, 0,
    "rainbow-i-classic/kat/PQCsignKAT_rainbowI-classic.first5.rsp",
    "rainbow-i-classic/negative/rainbowI-classic-negative.rsp", 5, pq8k_rainbow1_classic_verify};
static const legacy_set gemss = {
    "gemss", PQ8K_GEMSS128, GEMSS_PK, PQ8K_GEMSS128_SIGBYTES, 4, 1,
    "gemss-128/kat/PQCsignKAT_gemss128.first3.rsp", "gemss-128/negative/gemss128-negative.rsp", 3,
    pq8k_gemss128_verify};

typedef struct {
    unsigned long mlen, siglen;
    uint8_t msg[200];
    uint8_t sig[66];
} record;

/* The test's own reading of the trusted digest: SHA-256 (Rainbow), SHA3-256 (GeMSS). */
typedef struct {
    pq8k_sha256_ctx s2;
    pq8k_keccak_state s3;
} digest_ctx;

static void digest_start(const legacy_set *ls, digest_ctx *h)
{
    if (ls == &rainbow) pq8k_sha256_init(&h->s2);
    else pq8k_sha3_256_init(&h->s3);
}

static void digest_add(const legacy_set *ls, digest_ctx *h, const uint8_t *in, size_t n)
{
    if (ls == &rainbow) pq8k_sha256_update(&h->s2, in, n);
    else pq8k_keccak_absorb(&h->s3, in, n);
}

static void digest_end(const legacy_set *ls, digest_ctx *h, uint8_t d[32])
{
    if (ls == &rainbow) {
        pq8k_sha256_final(&h->s2, d);
    } else {
        pq8k_keccak_finalize(&h->s3);
        pq8k_keccak_squeeze(&h->s3, d, 32);
    }
}


/* msg and the detached signature of a record; pkf is left at the start of the pk value. */
static int open_record(const legacy_set *ls, const char *path, unsigned long count, record *r, tt_file *pkf)
{
    tt_file g;
    unsigned long smlen;
    uint8_t skip[200];
    size_t n = 0;
    if (tt_rsp_open_record(pkf, path, count) != 0) return -1;
    if (tt_rsp_uint(pkf, "mlen", &r->mlen) != 0 || r->mlen > sizeof r->msg ||
        tt_rsp_hex(pkf, "msg", r->msg, sizeof r->msg) != (long)r->mlen || tt_rsp_find(pkf, "pk") != 0) {
        tt_close(pkf);
        return -1;
    }
    if (tt_rsp_open_record(&g, path, count) != 0) return -1;
    if (tt_rsp_uint(&g, "smlen", &smlen) != 0 || tt_rsp_find(&g, "sm") != 0 || smlen < r->mlen ||
        smlen - r->mlen > ls->siglen) {
        tt_close(&g);
        tt_close(pkf);
        return -1;
    }
    r->siglen = smlen - r->mlen;
    if (!ls->sig_first) n += tt_rsp_hex_read(&g, skip, r->mlen);
    n += tt_rsp_hex_read(&g, r->sig, r->siglen);
    tt_close(&g);
    return n == (ls->sig_first ? r->siglen : smlen) ? 0 : -1;
}

/* The trusted digest of a record's key, read from the file. */
static int file_digest(const legacy_set *ls, const char *path, unsigned long count, uint8_t d[32])
{
    static digest_ctx h;
    record r;
    tt_file f;
    uint8_t chunk[64];
    size_t got;
    if (open_record(ls, path, count, &r, &f) != 0) return -1;
    digest_start(ls, &h);
    while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) digest_add(ls, &h, chunk, got);
    tt_close(&f);
    digest_end(ls, &h, d);
    return 0;
}

/* What a device does: the engine stream of a record, made on the fly from the
   vector file (header, signature, the key re-read for every pass), 64 bytes at a time. */
static int stream_from_file(const legacy_set *ls, unsigned long count, const uint8_t d[32])
{
    const uint8_t hdr[HDR] = {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)ls->scheme};
    record r;
    tt_file f;
    uint8_t chunk[64];
    size_t got, total = 0;
    int rc, fin;
    if (open_record(ls, ls->kat, count, &r, &f) != 0) return 1;
    rc = pq8k_verify_init(&v, ls->scheme, d, 32, r.msg, r.mlen, NULL, 0);
    if (rc == 0) rc = pq8k_verify_update(&v, hdr, HDR);
    if (rc == 0) rc = pq8k_verify_update(&v, r.sig, r.siglen);
    for (size_t p = 0; p < ls->passes; p++) {
        if (p > 0 && open_record(ls, ls->kat, count, &r, &f) != 0) return 1;
        while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) {
            total += got;
            if (rc == 0) rc = pq8k_verify_update(&v, chunk, got);
        }
        tt_close(&f);
    }
    TT_ASSERT_EQ(total, ls->passes * ls->pklen);
    fin = pq8k_verify_final(&v);
    if (rc != 0) TT_ASSERT_EQ(fin, rc);
    return fin;
}

/* ---- tests that run everywhere ---- */

static void kat_from_file(void)
{
    const legacy_set *sets[2] = {&rainbow, &gemss};
    for (unsigned k = 0; k < 2; k++) {
        uint8_t d[32];
        TT_ASSERT_EQ(file_digest(sets[k], sets[k]->kat, 0, d), 0);
        TT_ASSERT_EQ(stream_from_file(sets[k], 0, d), 0);
        if (k == 0 || !tt_is_target()) { /* a device holding another key's digest */
            TT_ASSERT_EQ(file_digest(sets[k], sets[k]->kat, 1, d), 0);
            TT_ASSERT_EQ(stream_from_file(sets[k], 0, d), PQ8K_ERR_PK_DIGEST);
        }
    }
}

/* Message modes, arguments, wrong scheme bytes and the life cycle: the header is enough. */
static void misuse(void)
{
    static const uint8_t d[64], ph[32];
    const legacy_set *sets[2] = {&rainbow, &gemss};
    for (unsigned k = 0; k < 2; k++) {
        const legacy_set *ls = sets[k], *other = sets[k ^ 1];
        const uint8_t own[HDR] = {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)ls->scheme};
        const uint8_t foreign[3][HDR] = {{'P', '8', PQ8K_STREAM_VERSION, (uint8_t)other->scheme},
                                         {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)PQ8K_FALCON512},
                                         {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)PQ8K_MLDSA44}};
        uint8_t out[40];
        size_t n;
        /* no context string, no external mu, no pre-hash */
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, d, 5, (const uint8_t *)"ctx", 3),
                     PQ8K_ERR_UNSUPPORTED);
        TT_ASSERT_EQ(pq8k_verify_update(&v, own, HDR), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_init_mu(&v, ls->scheme, d, 32, d, 64), PQ8K_ERR_UNSUPPORTED);
        TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, ls->scheme, d, 32, PQ8K_PH_SHA256, ph, 32, NULL, 0),
                     PQ8K_ERR_UNSUPPORTED);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
        /* arguments */
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 64, d, 5, NULL, 0), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 31, d, 5, NULL, 0), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, NULL, 32, d, 5, NULL, 0), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, NULL, 5, NULL, 0), PQ8K_ERR_STATE);
        n = 31;
        TT_ASSERT_EQ(pq8k_pk_digest(ls->scheme, d, 64, out, &n), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(n, 32);
        n = sizeof out;
        TT_ASSERT_EQ(pq8k_pk_digest(ls->scheme, d, 64, out, &n), PQ8K_ERR_BAD_LENGTH); /* pk length */
        TT_ASSERT_EQ(n, 0);
        n = sizeof out;
        TT_ASSERT_EQ(pq8k_stream_encode(ls->scheme, d, ls->pklen, d, ls->siglen, out, &n), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(n, 0);
        TT_ASSERT_EQ(out[0] | out[sizeof out - 1], 0);
        /* another scheme's stream stops at its header; a bad magic is an encoding error */
        for (unsigned f = 0; f < 3; f++) {
            TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, d, 5, NULL, 0), 0);
            TT_ASSERT_EQ(pq8k_verify_update(&v, foreign[f], HDR), PQ8K_ERR_STATE);
            TT_ASSERT_EQ(pq8k_verify_update(&v, own, 1), PQ8K_ERR_STATE);
            TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
        }
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, d, 5, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, (const uint8_t *)"Q8", 2), PQ8K_ERR_BAD_ENCODING);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_ENCODING);
        /* life cycle: a header alone is too short; then nothing runs */
        TT_ASSERT_EQ(pq8k_verify_init_internal(&v, ls->scheme, d, 32, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, own, HDR), 0);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_update(&v, own, 1), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, d, 5, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 1), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_update(&v, own, HDR), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    }
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_RAINBOW1_CLASSIC), HDR + PQ8K_RAINBOW1_CLASSIC_STREAMBYTES);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_GEMSS128), HDR + PQ8K_GEMSS128_STREAMBYTES);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_RAINBOW1_CLASSIC), 161670);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_GEMSS128), 1408789);
    TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)0x72), 0);
}

/* The context is the engine's 16 bytes plus the largest state; a one-scheme
   build holds only its own (docs/stream-format.md). */
static void memory(void)
{
    const size_t hdr = offsetof(pq8k_verifier, u);
    tt_printf("  a Rainbow-only build: sizeof(pq8k_verifier) = %lu; GeMSS-only: %lu\n",
              (unsigned long)(hdr + sizeof(pq8k_rainbow_verifier_state)),
              (unsigned long)(hdr + sizeof(pq8k_gemss_verifier_state)));
    TT_ASSERT(hdr <= 16);
    TT_ASSERT(sizeof(pq8k_verifier) >= hdr + sizeof(pq8k_rainbow_verifier_state));
    TT_ASSERT(sizeof(pq8k_verifier) >= hdr + sizeof(pq8k_gemss_verifier_state));
    TT_ASSERT(hdr + sizeof(pq8k_rainbow_verifier_state) <= 400);
    TT_ASSERT(hdr + sizeof(pq8k_gemss_verifier_state) <= 400);
}

/* ---- host: whole streams in memory ---- */

#if !defined(__arm__) && !defined(__riscv)

#define MAX_STREAM (HDR + PQ8K_GEMSS128_STREAMBYTES)
static uint8_t pk[GEMSS_PK], pk2[GEMSS_PK], strm[MAX_STREAM + 8];

static int load_record(const legacy_set *ls, const char *path, unsigned long count, record *r, uint8_t *key)
{
    tt_file f;
    size_t got;
    if (open_record(ls, path, count, r, &f) != 0) return -1;
    got = tt_rsp_hex_read(&f, key, ls->pklen);
    tt_close(&f);
    return got == ls->pklen ? 0 : -1;
}

static void digest_of(const legacy_set *ls, const uint8_t *key, uint8_t d[32])
{
    size_t n = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(ls->scheme, key, ls->pklen, d, &n), 0);
    TT_ASSERT_EQ(n, 32);
}

static size_t encode(const legacy_set *ls, const uint8_t *key, const uint8_t *sig)
{
    size_t n = sizeof strm;
    TT_ASSERT_EQ(pq8k_stream_encode(ls->scheme, key, ls->pklen, sig, ls->siglen, strm, &n), 0);
    TT_ASSERT_EQ(n, pq8k_stream_length(ls->scheme));
    return n;
}

/* Feed s[0..n) cut by the chunking (0: whole); final's verdict; failures must be sticky. */
static int run(const legacy_set *ls, const uint8_t d[32], const record *r, const uint8_t *s, size_t n,
               size_t chunk)
{
    int rc;
    TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, r->msg, r->mlen, NULL, 0), 0);
    rc = tt_stream_feed(&v, s, n, chunk, 5000);
    /* every vector runs at 64: the reader mode must give the same code (one
       chunking: the streams are 160 KB and 1.4 MB) */
    if (chunk == 64) tt_stream_check_reader(ls->scheme, d, 32, r->msg, r->mlen, NULL, 0, s, n, rc, 1);
    return rc;
}

/* Every record; the engine's verdict is the one-shot verifier's. */
static void kat_records(const legacy_set *ls, const size_t *chunks, unsigned nchunks, unsigned whole_for)
{
    record r;
    uint8_t d[32];
    for (unsigned long c = 0; c < ls->records; c++) {
        size_t n;
        TT_ASSERT_EQ(load_record(ls, ls->kat, c, &r, pk), 0);
        TT_ASSERT_EQ(r.siglen, ls->siglen);
        digest_of(ls, pk, d);
        n = encode(ls, pk, r.sig);
        for (unsigned k = 0; k < nchunks; k++) TT_ASSERT_EQ(run(ls, d, &r, strm, n, chunks[k]), 0);
        if (c < whole_for) TT_ASSERT_EQ(run(ls, d, &r, strm, n, 0), 0);
        TT_ASSERT_EQ(ls->verify(pk, ls->pklen, r.sig, r.siglen, r.msg, r.mlen), 0);
        r.msg[c % r.mlen] ^= 0x04;
        TT_ASSERT_EQ(run(ls, d, &r, strm, n, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(ls->verify(pk, ls->pklen, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
        if (tt_failed_now()) {
            tt_printf("  %s: record %lu\n", ls->name, c);
            return;
        }
    }
}

static void rainbow_kat(void)
{
    static const size_t chunks[] = {1, 3, 64, TT_CHUNK_RANDOM};
    tt_seed(31);
    kat_records(&rainbow, chunks, 4, rainbow.records);
}

static void gemss_kat(void)
{
    static const size_t chunks[] = {64, TT_CHUNK_RANDOM};
    tt_seed(32);
    kat_records(&gemss, chunks, 2, 1);
}

/* The negative files: flipped signature bit, flipped key bit, short signature. */
static void negative_files(void)
{
    const legacy_set *sets[2] = {&rainbow, &gemss};
    for (unsigned k = 0; k < 2; k++) {
        const legacy_set *ls = sets[k];
        record r;
        uint8_t genuine[32], own[32];
        size_t n, cap = sizeof strm;
        TT_ASSERT_EQ(file_digest(ls, ls->kat, 0, genuine), 0);
        TT_ASSERT_EQ(load_record(ls, ls->negative, 0, &r, pk), 0);
        n = encode(ls, pk, r.sig);
        TT_ASSERT_EQ(run(ls, genuine, &r, strm, n, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(load_record(ls, ls->negative, 1, &r, pk), 0);
        n = encode(ls, pk, r.sig);
        TT_ASSERT_EQ(run(ls, genuine, &r, strm, n, 64), PQ8K_ERR_PK_DIGEST);
        digest_of(ls, pk, own); /* a device that trusted the damaged key */
        TT_ASSERT_EQ(run(ls, own, &r, strm, n, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(load_record(ls, ls->negative, 2, &r, pk), 0);
        TT_ASSERT_EQ(r.siglen, ls->siglen - 1);
        TT_ASSERT_EQ(pq8k_stream_encode(ls->scheme, pk, ls->pklen, r.sig, r.siglen, strm, &cap),
                     PQ8K_ERR_BAD_LENGTH);
    }
}

/* A valid signature under another key; the key verdict also wins over a bad signature. */
static void foreign_key(void)
{
    const legacy_set *sets[2] = {&rainbow, &gemss};
    for (unsigned k = 0; k < 2; k++) {
        const legacy_set *ls = sets[k];
        record r0, r1;
        uint8_t d0[32];
        size_t n;
        TT_ASSERT_EQ(load_record(ls, ls->kat, 0, &r0, pk2), 0);
        digest_of(ls, pk2, d0);
        TT_ASSERT_EQ(load_record(ls, ls->kat, 1, &r1, pk), 0);
        n = encode(ls, pk, r1.sig);
        TT_ASSERT_EQ(run(ls, d0, &r1, strm, n, 64), PQ8K_ERR_PK_DIGEST);
        TT_ASSERT_EQ(run(ls, d0, &r1, strm, n, TT_CHUNK_RANDOM), PQ8K_ERR_PK_DIGEST);
        strm[HDR + 1] ^= 0x01; /* the signature too */
        TT_ASSERT_EQ(run(ls, d0, &r1, strm, n, 0), PQ8K_ERR_PK_DIGEST);
        /* record 0's signature with record 1's key streamed */
        n = encode(ls, pk, r0.sig);
        TT_ASSERT_EQ(run(ls, d0, &r0, strm, n, 64), PQ8K_ERR_PK_DIGEST);
    }
}

/* Rainbow: salt, solution and key bytes; GeMSS: signature, padding, a key that changes in one pass. */
static void flips(void)
{
    record r;
    uint8_t d[32];
    size_t n;
    tt_seed(33);
    TT_ASSERT_EQ(load_record(&rainbow, rainbow.kat, 2, &r, pk), 0);
    digest_of(&rainbow, pk, d);
    n = encode(&rainbow, pk, r.sig);
    for (unsigned t = 0; t < 24; t++) {
        size_t at = t < 8 ? HDR + tt_rand32() % 50                      /* solution w */
                  : t < 16 ? HDR + 50 + tt_rand32() % 16                /* salt */
                  : HDR + 66 + tt_rand32() % RAINBOW_PK;                /* key */
        uint8_t bit = (uint8_t)(1u << (tt_rand32() & 7));
        strm[at] ^= bit;
        TT_ASSERT_EQ(run(&rainbow, d, &r, strm, n, t & 1 ? TT_CHUNK_RANDOM : 64),
                     t < 16 ? PQ8K_ERR_BAD_SIGNATURE : PQ8K_ERR_PK_DIGEST);
        strm[at] ^= bit;
    }
    TT_ASSERT_EQ(run(&rainbow, d, &r, strm, n, 64), 0);

    TT_ASSERT_EQ(load_record(&gemss, gemss.kat, 0, &r, pk), 0);
    digest_of(&gemss, pk, d);
    n = encode(&gemss, pk, r.sig);
    strm[HDR + 5] ^= 0x08;
    TT_ASSERT_EQ(run(&gemss, d, &r, strm, n, 64), PQ8K_ERR_BAD_SIGNATURE);
    strm[HDR + 5] ^= 0x08;
    strm[HDR + 32] ^= 0x40; /* above the 258 signature bits */
    TT_ASSERT_EQ(run(&gemss, d, &r, strm, n, 64), PQ8K_ERR_BAD_ENCODING);
    strm[HDR + 32] ^= 0x40;
    for (size_t p = 0; p < 4; p += 3) { /* the first and the last pass */
        size_t at = HDR + 33 + p * GEMSS_PK + tt_rand32() % GEMSS_PK;
        strm[at] ^= 0x02;
        TT_ASSERT_EQ(run(&gemss, d, &r, strm, n, TT_CHUNK_RANDOM), PQ8K_ERR_PK_DIGEST);
        strm[at] ^= 0x02;
    }
    TT_ASSERT_EQ(run(&gemss, d, &r, strm, n, 64), 0);
}

/* Too short anywhere (header, signature, key, last byte), too long by a byte. */
static void lengths(void)
{
    const legacy_set *sets[2] = {&rainbow, &gemss};
    for (unsigned k = 0; k < 2; k++) {
        const legacy_set *ls = sets[k];
        record r;
        uint8_t d[32];
        size_t n;
        TT_ASSERT_EQ(load_record(ls, ls->kat, 0, &r, pk), 0);
        digest_of(ls, pk, d);
        n = encode(ls, pk, r.sig);
        const size_t cuts[6] = {0, 2, HDR, HDR + ls->siglen - 1, HDR + ls->siglen + 1000, n - 1};
        for (unsigned c = 0; c < 6; c++)
            TT_ASSERT_EQ(run(ls, d, &r, strm, cuts[c], c & 1 ? 1 : 4096), PQ8K_ERR_BAD_LENGTH);
        strm[n] = 0;
        TT_ASSERT_EQ(run(ls, d, &r, strm, n + 1, 4096), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, ls->scheme, d, 32, r.msg, r.mlen, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, strm, n), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, strm + n, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
    }
}

#endif /* host */

void tt_suite_stream_legacy(void)
{
    tt_printf("  stream_legacy: LEGACY build, broken schemes (docs/legacy.md)\n");
    tt_run("stream_legacy: misuse, message modes, wrong scheme byte", misuse);
    tt_run("stream_legacy: record 0 from the vector file, 64-byte chunks; foreign digest", kat_from_file);
    tt_run("stream_legacy: context size", memory);
#if !defined(__arm__) && !defined(__riscv)
    tt_run("stream_legacy: Rainbow KAT records at chunk sizes 1,3,64,whole,random", rainbow_kat);
    tt_run("stream_legacy: GeMSS KAT records at chunk sizes 64,random (+whole)", gemss_kat);
    tt_run("stream_legacy: negative files", negative_files);
    tt_run("stream_legacy: foreign key -> PQ8K_ERR_PK_DIGEST", foreign_key);
    tt_run("stream_legacy: flips in signature and key; GeMSS key changed in one pass", flips);
    tt_run("stream_legacy: truncated and extended streams", lengths);
#endif
}

#endif /* PQ8K_LEGACY_INSECURE */
