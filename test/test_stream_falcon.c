/* SPDX-License-Identifier: MIT */
/*
 * Falcon-512/1024 through the streaming engine (pq8k/stream.h): every KAT
 * record at chunk sizes 1, 3, 64, whole and random, the shared negative
 * vectors, a foreign key, bit flips per region, truncated and extended
 * streams (Falcon streams vary in length with the signature), the encoder's
 * checks, misuse and wrong scheme bytes, and the size of the context.
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "hal.h"
#include "pq8k/falcon.h"
#include "pq8k/stream.h"

#define HDR 4      /* engine header: 'P' '8' version scheme */
#define FHDR 3     /* Falcon's own header in the body: format byte, siglen (big-endian) */
#define MAX_STREAM (HDR + FHDR + PQ8K_FALCON1024_PK_BYTES + PQ8K_FALCON1024_SIG_MAX)

typedef struct {
    const char *name;
    pq8k_scheme scheme;
    unsigned logn;
    size_t pklen, sigmax, padded;
    const char *kat, *negative;
    int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t); /* pk, sig, msg */
} falcon_set;

static const falcon_set sets[2] = {
    {"falcon-512", PQ8K_FALCON512, 9, PQ8K_FALCON512_PK_BYTES, PQ8K_FALCON512_SIG_MAX,
     PQ8K_FALCON512_SIG_PADDED, "falcon/kat/PQCsignKAT_falcon-512.rsp",
     "falcon/negative/falcon-512-negative.rsp", pq8k_falcon512_verify},
    {"falcon-1024", PQ8K_FALCON1024, 10, PQ8K_FALCON1024_PK_BYTES, PQ8K_FALCON1024_SIG_MAX,
     PQ8K_FALCON1024_SIG_PADDED, "falcon/kat/PQCsignKAT_falcon-1024.rsp",
     "falcon/negative/falcon-1024-negative.rsp", pq8k_falcon1024_verify},
};

typedef struct {
    size_t mlen, siglen;
    uint8_t msg[3400];
    uint8_t pk[PQ8K_FALCON1024_PK_BYTES];
    uint8_t sig[PQ8K_FALCON1024_SIG_MAX + 8];
} record;

static record rec, rec2;
static uint8_t sm[3400 + 1600];
static uint8_t stream[MAX_STREAM + 16], stream2[MAX_STREAM + 16];
static pq8k_verifier v;

static const size_t chunkings[] = {1, 3, 64, 0, TT_CHUNK_RANDOM}; /* 0: the whole stream in one call */
#define N_CHUNKINGS (sizeof chunkings / sizeof chunkings[0])

/* Next record of a KAT file: sm = L(2) || nonce || msg || 0x20+logn || body
   gives the detached signature 0x30+logn || nonce || body. 0, or -1 at the end. */
static int read_record(tt_file *f, const falcon_set *fs, record *r)
{
    unsigned long count;
    long ml, pl, sl;
    size_t body;
    if (tt_rsp_uint(f, "count", &count) != 0) return -1;
    ml = tt_rsp_hex(f, "msg", r->msg, sizeof r->msg);
    pl = tt_rsp_hex(f, "pk", r->pk, sizeof r->pk);
    sl = tt_rsp_hex(f, "sm", sm, sizeof sm);
    TT_ASSERT(ml > 0 && pl == (long)fs->pklen && sl > 43 + ml);
    if (tt_failed_now()) return -1;
    body = (((size_t)sm[0] << 8) | sm[1]) - 1;
    TT_ASSERT_EQ((size_t)sl, 2 + 40 + (size_t)ml + 1 + body);
    TT_ASSERT_EQ(sm[42 + ml], 0x20 + fs->logn);
    if (tt_failed_now() || 41 + body > fs->sigmax) return -1;
    r->mlen = (size_t)ml;
    r->sig[0] = (uint8_t)(0x30 + fs->logn);
    memcpy(r->sig + 1, sm + 2, 40);
    memcpy(r->sig + 41, sm + 43 + ml, body);
    r->siglen = 41 + body;
    return 0;
}

static void digest_of(const falcon_set *fs, const uint8_t *pk, uint8_t d[32])
{
    size_t dl = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(fs->scheme, pk, fs->pklen, d, &dl), 0);
    TT_ASSERT_EQ(dl, 32);
}

/* Stream of (pk, sig) into out: exactly as long as the signature makes it. */
static size_t encode(const falcon_set *fs, const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *out)
{
    size_t n = MAX_STREAM + 16;
    TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, pk, fs->pklen, sig, siglen, out, &n), 0);
    TT_ASSERT_EQ(n, HDR + FHDR + fs->pklen + siglen);
    TT_ASSERT(n <= pq8k_stream_length(fs->scheme));
    return n;
}

static int run(const falcon_set *fs, const uint8_t d[32], const record *r, const uint8_t *s, size_t n,
               size_t chunk)
{
    int rc;
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, r->msg, r->mlen, NULL, 0), 0);
    rc = tt_stream_feed(&v, s, n, chunk, 300);
    /* every vector runs at 64: the reader mode must give the same code */
    if (chunk == 64) tt_stream_check_reader(fs->scheme, d, 32, r->msg, r->mlen, NULL, 0, s, n, rc, 0);
    return rc;
}

/* ---- vectors ---- */

/* Every KAT record at every chunking (targets: the first two, coarse chunks). */
static void kat_stream(void)
{
    tt_seed(21);
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        unsigned n = 0, limit = tt_is_target() ? 2 : 100;
        uint8_t d[32];
        tt_file f;
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        while (n < limit && read_record(&f, fs, &rec) == 0) {
            size_t len;
            digest_of(fs, rec.pk, d);
            len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
            for (size_t c = 0; c < N_CHUNKINGS; c++) {
                size_t ch = chunkings[c];
                if (tt_is_target() && (ch == 3 || (ch == 1 && n > 0))) continue; /* byte-wise: record 0 */
                TT_ASSERT_EQ(run(fs, d, &rec, stream, len, ch), 0);
            }
            /* the internal interface is the same verification for Falcon */
            TT_ASSERT_EQ(pq8k_verify_init_internal(&v, fs->scheme, d, 32, rec.msg, rec.mlen), 0);
            TT_ASSERT_EQ(tt_stream_feed(&v, stream, len, 64, 300), 0);
            tt_stream_check_reader_internal(fs->scheme, d, 32, rec.msg, rec.mlen, stream, len, 0, 0);
            rec.msg[n % rec.mlen] ^= 0x10;
            TT_ASSERT_EQ(run(fs, d, &rec, stream, len, 64), PQ8K_ERR_BAD_SIGNATURE);
            n++;
            if (tt_failed_now()) {
                tt_printf("  %s: record %u\n", fs->name, n - 1);
                break;
            }
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, limit);
    }
}

/* The shared must-reject files, with the genuine key's digest on the device. */
static void negative_vectors(void)
{
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        uint8_t genuine[32];
        unsigned n = 0;
        tt_file f;
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        TT_ASSERT(read_record(&f, fs, &rec2) == 0);
        tt_close(&f);
        digest_of(fs, rec2.pk, genuine);
        TT_ASSERT(tt_open(&f, fs->negative) == 0);
        while (read_record(&f, fs, &rec) == 0) {
            size_t len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
            int one_shot = fs->verify(rec.pk, rec.sig, rec.siglen, rec.msg, rec.mlen);
            int got = run(fs, genuine, &rec, stream, len, 64);
            TT_ASSERT(one_shot < 0);
            /* 0: signature bit, 1: key bit (blamed on the key), 2: one byte short */
            TT_ASSERT_EQ(got, n == 1 ? PQ8K_ERR_PK_DIGEST : one_shot);
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, 3);
    }
}

/* A valid signature under another valid key: rejected on the key, first. */
static void foreign_key(void)
{
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        uint8_t da[32], db[32];
        size_t len;
        tt_file f;
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        TT_ASSERT(read_record(&f, fs, &rec2) == 0); /* key A: the device trusts it */
        TT_ASSERT(read_record(&f, fs, &rec) == 0);  /* key B signs */
        tt_close(&f);
        digest_of(fs, rec2.pk, da);
        digest_of(fs, rec.pk, db);
        len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
        TT_ASSERT_EQ(run(fs, db, &rec, stream, len, 64), 0);
        for (size_t c = 0; c < N_CHUNKINGS; c++)
            TT_ASSERT_EQ(run(fs, da, &rec, stream, len, chunkings[c]), PQ8K_ERR_PK_DIGEST);
        /* the key verdict wins over a damaged signature */
        stream[len - 5] ^= 0x21;
        stream[HDR + FHDR + fs->pklen + 3] ^= 0x01; /* nonce */
        TT_ASSERT_EQ(run(fs, da, &rec, stream, len, 3), PQ8K_ERR_PK_DIGEST);
        /* A's own signature of its message, under A's key, still passes */
        len = encode(fs, rec2.pk, rec2.sig, rec2.siglen, stream);
        TT_ASSERT_EQ(run(fs, da, &rec2, stream, len, 64), 0);
    }
}

/* ---- flips in every region ---- */

static void bit_flips(void)
{
    tt_seed(22);
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        const size_t pk0 = HDR + FHDR, sig0 = pk0 + fs->pklen;
        const unsigned trials = tt_is_target() ? 2 : 12;
        uint8_t d[32];
        size_t len;
        tt_file f;
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        TT_ASSERT(read_record(&f, fs, &rec) == 0);
        tt_close(&f);
        digest_of(fs, rec.pk, d);
        len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
        for (unsigned t = 0; t < trials; t++) {
            const uint8_t bit = (uint8_t)(1u << (tt_rand32() & 7));
            const size_t at[7] = {
                tt_rand32() % 3,                                  /* magic, version */
                3,                                                /* scheme byte */
                HDR,                                              /* Falcon format byte */
                pk0 + tt_rand32() % fs->pklen,                    /* pk */
                sig0,                                             /* signature header */
                sig0 + 1 + tt_rand32() % 40,                      /* nonce */
                sig0 + 41 + tt_rand32() % (rec.siglen - 41),      /* compressed s2 */
            };
            const int want[7] = {PQ8K_ERR_BAD_ENCODING, PQ8K_ERR_STATE, PQ8K_ERR_UNSUPPORTED, PQ8K_ERR_PK_DIGEST,
                                 PQ8K_ERR_BAD_ENCODING, PQ8K_ERR_BAD_SIGNATURE, 0};
            for (unsigned r = 0; r < 7; r++) {
                int got;
                memcpy(stream2, stream, len);
                stream2[at[r]] ^= bit;
                got = run(fs, d, &rec, stream2, len, t & 1 ? TT_CHUNK_RANDOM : 64);
                if (want[r] != 0) {
                    TT_ASSERT_EQ(got, want[r]);
                } else { /* s2: the one-shot verdict on the same damaged signature */
                    rec.sig[at[r] - sig0] ^= bit;
                    TT_ASSERT_EQ(got, fs->verify(rec.pk, rec.sig, rec.siglen, rec.msg, rec.mlen));
                    TT_ASSERT(got == PQ8K_ERR_BAD_SIGNATURE || got == PQ8K_ERR_BAD_ENCODING);
                    rec.sig[at[r] - sig0] ^= bit;
                }
                if (tt_failed_now()) {
                    tt_printf("  %s: region %u, byte %lu\n", fs->name, r, (unsigned long)at[r]);
                    return;
                }
            }
        }
    }
}

/* ---- lengths: the stream follows the signature's length ---- */

static void lengths(void)
{
    static const size_t want_max[2] = {HDR + FHDR + 897 + 746, HDR + FHDR + 1793 + 1454};
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        const unsigned step = tt_is_target() ? 97 : 1;
        uint8_t d[32];
        size_t len, cap;
        tt_file f;
        TT_ASSERT_EQ(pq8k_stream_length(fs->scheme), want_max[k]);
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        TT_ASSERT(read_record(&f, fs, &rec) == 0);
        tt_close(&f);
        digest_of(fs, rec.pk, d);
        len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
        /* truncated anywhere: final says so */
        for (size_t cut = 0; cut < len; cut += step)
            TT_ASSERT_EQ(run(fs, d, &rec, stream, cut, 64), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run(fs, d, &rec, stream, len - 1, 1), PQ8K_ERR_BAD_LENGTH);
        /* extended: one byte more in the same chunk, or alone after a complete stream */
        stream[len] = 0;
        TT_ASSERT_EQ(run(fs, d, &rec, stream, len + 1, 0), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, NULL, 0), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream, len), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream + len, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
        /* padded out to the longest stream, and beyond it */
        memset(stream + len, 0, sizeof stream - len);
        TT_ASSERT_EQ(run(fs, d, &rec, stream, want_max[k], 64), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run(fs, d, &rec, stream, want_max[k] + 1, 0), PQ8K_ERR_BAD_LENGTH);
        /* the stream's own siglen disagrees with what follows */
        stream[HDR + 2] = (uint8_t)(stream[HDR + 2] + 1); /* one more than sent: short */
        TT_ASSERT_EQ(run(fs, d, &rec, stream, len, 64), PQ8K_ERR_BAD_LENGTH);
        stream[HDR + 2] = (uint8_t)(stream[HDR + 2] - 2); /* one less: a byte too many */
        TT_ASSERT_EQ(run(fs, d, &rec, stream, len, 7), PQ8K_ERR_BAD_LENGTH);
        /* the zero-padded signature form has its own fixed length and verifies */
        memset(rec.sig + rec.siglen, 0, fs->padded - rec.siglen);
        TT_ASSERT(rec.siglen < fs->padded);
        len = encode(fs, rec.pk, rec.sig, fs->padded, stream);
        TT_ASSERT_EQ(run(fs, d, &rec, stream, len, TT_CHUNK_RANDOM), 0);
        /* encoder: length bounds, exact capacity, output cleared on error */
        cap = len;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen, rec.sig, fs->padded, stream, &cap), 0);
        cap = len - 1;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen, rec.sig, fs->padded, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(cap, 0);
        TT_ASSERT_EQ(stream[0] | stream[len - 2], 0);
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen, rec.sig, PQ8K_FALCON_SIG_MIN - 1, stream,
                                        &cap), PQ8K_ERR_BAD_LENGTH);
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen, rec.sig, fs->sigmax + 1, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen - 1, rec.sig, rec.siglen, stream, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        /* the longest signature fills pq8k_stream_length exactly */
        cap = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(fs->scheme, rec.pk, fs->pklen, rec.sig, fs->sigmax, stream, &cap), 0);
        TT_ASSERT_EQ(cap, want_max[k]);
    }
}

/* ---- misuse ---- */

static void misuse(void)
{
    const falcon_set *fs = &sets[0];
    static const uint8_t mldsa_header[4] = {'P', '8', 1, 0x01};
    uint8_t d[32], d1024[32], ph[32] = {0};
    size_t len, len1024, dl;
    tt_file f;
    TT_ASSERT(tt_open(&f, sets[1].kat) == 0);
    TT_ASSERT(read_record(&f, &sets[1], &rec2) == 0);
    tt_close(&f);
    digest_of(&sets[1], rec2.pk, d1024);
    len1024 = encode(&sets[1], rec2.pk, rec2.sig, rec2.siglen, stream2);
    TT_ASSERT(tt_open(&f, fs->kat) == 0);
    TT_ASSERT(read_record(&f, fs, &rec) == 0);
    tt_close(&f);
    digest_of(fs, rec.pk, d);
    len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);

    /* message modes Falcon does not have */
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, (const uint8_t *)"ctx", 3),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE); /* init failed: not running */
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, fs->scheme, d, 32, sm, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, fs->scheme, d, 32, PQ8K_PH_SHA256, ph, 32, NULL, 0),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* an empty context is no context */
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, (const uint8_t *)"", 0), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, len, 64, 300), 0);

    /* digest and argument checks */
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 64, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, NULL, 32, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, NULL, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    dl = 31;
    TT_ASSERT_EQ(pq8k_pk_digest(fs->scheme, rec.pk, fs->pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 32);
    dl = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(fs->scheme, rec.pk, sets[1].pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 0);
    TT_ASSERT_EQ(d[0] | d[31], 0);
    digest_of(fs, rec.pk, d);
    /* ids inside the Falcon range that are not schemes */
    TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)0x22, d, 32, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)0x22), 0);

    /* wrong scheme byte: another Falcon set, ML-DSA, each stopped at the header */
    TT_ASSERT_EQ(run(fs, d, &rec, stream2, len1024, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, sets[1].scheme, d1024, 32, rec2.msg, rec2.mlen, NULL, 0), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, len, 64, 300), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run(fs, d, &rec, mldsa_header, 4, 0), PQ8K_ERR_STATE);
    /* ... a Falcon-512 digest does not even fit a Falcon-1024 stream's key */
    TT_ASSERT_EQ(pq8k_verify_init(&v, sets[1].scheme, d, 32, rec2.msg, rec2.mlen, NULL, 0), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream2, len1024, 64, 300), PQ8K_ERR_PK_DIGEST);
    /* ... and the right pairs still pass */
    TT_ASSERT_EQ(pq8k_verify_init(&v, sets[1].scheme, d1024, 32, rec2.msg, rec2.mlen, NULL, 0), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream2, len1024, 64, 300), 0);

    /* life cycle: zeroed context, after final, NULL chunk, restart */
    memset(&v, 0, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run(fs, d, &rec, stream, len, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 2), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, len), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 500), 0);
    TT_ASSERT_EQ(run(fs, d, &rec, stream, len, 64), 0);
    /* sticky: a failure in the key, then the rest of a good stream */
    TT_ASSERT_EQ(pq8k_verify_init(&v, fs->scheme, d, 32, rec.msg, rec.mlen, NULL, 0), 0);
    stream[HDR + FHDR + 10] ^= 1;
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, HDR + FHDR + fs->pklen), PQ8K_ERR_PK_DIGEST);
    stream[HDR + FHDR + 10] ^= 1;
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream + HDR + FHDR + fs->pklen, len - HDR - FHDR - fs->pklen),
                 PQ8K_ERR_PK_DIGEST);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_PK_DIGEST);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
}

/* ---- memory ---- */

static size_t largest_state_built(void)
{
    size_t m = 8;
#if PQ8K_CONFIG_MLDSA_ANY
    if (sizeof(pq8k_mldsa_verifier_state) > m) m = sizeof(pq8k_mldsa_verifier_state);
#endif
#if PQ8K_CONFIG_SLHDSA_ANY
    if (sizeof(pq8k_slhdsa_verifier_state) > m) m = sizeof(pq8k_slhdsa_verifier_state);
#endif
#if PQ8K_CONFIG_FALCON_ANY
    if (sizeof(pq8k_falcon_verifier_state) > m) m = sizeof(pq8k_falcon_verifier_state);
#endif
#if PQ8K_CONFIG_HAETAE_ANY
    if (sizeof(pq8k_haetae_verifier_state) > m) m = sizeof(pq8k_haetae_verifier_state);
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
    if (sizeof(pq8k_rainbow_verifier_state) > m) m = sizeof(pq8k_rainbow_verifier_state);
#endif
#if PQ8K_CONFIG_GEMSS128
    if (sizeof(pq8k_gemss_verifier_state) > m) m = sizeof(pq8k_gemss_verifier_state);
#endif
    return m;
}

/* The context is the engine's 16 bytes plus the largest state built; on the
   targets, the stack does not grow when the chunks shrink. */
static void memory(void)
{
    const size_t hdr = offsetof(pq8k_verifier, u);
    tt_printf("  sizeof(pq8k_verifier) = %lu (engine %lu + largest state %lu); a Falcon-only build: %lu\n",
              (unsigned long)sizeof(pq8k_verifier), (unsigned long)hdr, (unsigned long)largest_state_built(),
              (unsigned long)(hdr + sizeof(pq8k_falcon_verifier_state)));
    TT_ASSERT(hdr <= 16);
    TT_ASSERT_EQ(sizeof(pq8k_verifier), hdr + largest_state_built());
#if PQ8K_CONFIG_FALCON1024
    TT_ASSERT(hdr + sizeof(pq8k_falcon_verifier_state) <= 3760);
#else
    TT_ASSERT(hdr + sizeof(pq8k_falcon_verifier_state) <= 2032);
#endif
    if (!tt_is_target()) return;
    for (unsigned k = 0; k < 2; k++) {
        const falcon_set *fs = &sets[k];
        uint8_t d[32];
        size_t len, used[2];
        tt_file f;
        TT_ASSERT(tt_open(&f, fs->kat) == 0);
        TT_ASSERT(read_record(&f, fs, &rec) == 0);
        tt_close(&f);
        digest_of(fs, rec.pk, d);
        len = encode(fs, rec.pk, rec.sig, rec.siglen, stream);
        for (int c = 0; c < 2; c++) {
            hal_stack_paint();
            TT_ASSERT_EQ(run(fs, d, &rec, stream, len, c ? 1 : 0), 0);
            used[c] = hal_stack_used();
        }
        tt_printf("  %s through the engine: peak stack %lu B (whole stream), %lu B (1-byte chunks)\n",
                  fs->name, (unsigned long)used[0], (unsigned long)used[1]);
        TT_ASSERT(used[1] <= used[0] + 64);
    }
}

void tt_suite_stream_falcon(void)
{
    tt_run("stream_falcon: KAT records at chunk sizes 1,3,64,whole,random", kat_stream);
    tt_run("stream_falcon: negative vectors", negative_vectors);
    tt_run("stream_falcon: foreign key -> PQ8K_ERR_PK_DIGEST", foreign_key);
    tt_run("stream_falcon: bit flips in every region", bit_flips);
    tt_run("stream_falcon: variable length: truncated, extended, padded, encoder", lengths);
    tt_run("stream_falcon: misuse, message modes, wrong scheme byte", misuse);
    tt_run("stream_falcon: context size and stack", memory);
}
