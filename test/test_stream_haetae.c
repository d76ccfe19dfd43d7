/* SPDX-License-Identifier: MIT */
/*
 * HAETAE-2/3/5 through the streaming engine (pq8k/stream.h): the stream
 * layout checked against an independent decoder, every KAT record at chunk
 * sizes 1, 3, 64, whole and random (targets: a few records), pure mode with
 * the records' contexts and the internal interface, verdicts equal to the
 * one-shot verifier's for bit flips in every region of the signature and the
 * key (code for code, with the key trusted), flips in every region of the
 * stream itself, crafted encodings, the shared negative vectors, a foreign
 * key, truncation and extension, misuse of the engine and of the push
 * verifier's own API, and the size of the context and the stack.
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "hal.h"
#include "pq8k/haetae.h"
#include "pq8k/stream.h"
#include "haetae/haetae_stream.h"

#define HDR 4 /* engine header: 'P' '8' version scheme */
#define MAXPK PQ8K_HAETAE5_PUBLICKEYBYTES
#define MAXSIG PQ8K_HAETAE5_SIGBYTES
#define MAX_STREAM (HDR + MAXPK + MAXSIG)

typedef int (*verify_fn)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *,
                         size_t);

typedef struct {
    int level;
    pq8k_scheme scheme;
    size_t pklen, siglen;
    unsigned k, l;
    unsigned base_hb, base_h;
    const uint16_t *freq_hb; /* the hb table of the reference, for the layout oracle */
    unsigned nsym_hb;
    const char *kat, *neg;
    verify_fn verify, verify_internal;
} level_t;

static const uint16_t freq_hb2[] = {1, 1, 1, 5, 58, 246, 398, 247, 59, 5, 1, 1, 1};
static const uint16_t freq_hb3[] = {1, 1, 1, 1, 8, 37, 112, 216, 269, 216, 112, 38, 8, 1, 1, 1, 1};
static const uint16_t freq_hb5[] = {1, 1, 1, 1, 2, 13, 48, 118, 204, 245, 204, 118, 48, 14, 2, 1, 1, 1, 1};

#define LEVEL(L, kk, ll, bhb, bh)                                                                  \
    {L, PQ8K_HAETAE##L, PQ8K_HAETAE##L##_PUBLICKEYBYTES, PQ8K_HAETAE##L##_SIGBYTES, kk, ll, bhb, bh, \
     freq_hb##L, sizeof freq_hb##L / sizeof freq_hb##L[0],                                        \
     "haetae/v1.1.2/PQCsignKAT_haetae_mode" #L ".rsp",                                            \
     "haetae/negative/haetae_mode" #L "-negative.rsp", pq8k_haetae##L##_verify,                    \
     pq8k_haetae##L##_verify_internal}

static const level_t levels[3] = {
    LEVEL(2, 2, 4, 132, 7),
    LEVEL(3, 3, 6, 376, 127),
    LEVEL(5, 4, 7, 501, 358),
};

/* One KAT record. */
typedef struct {
    size_t mlen, ctxlen;
    uint8_t msg[3300];
    uint8_t ctx[256];
    uint8_t pk[MAXPK];
    uint8_t sig[MAXSIG];
} record;

static record rec, rec2;
static uint8_t stream[MAX_STREAM + 16], stream2[MAX_STREAM + 16], want[MAX_STREAM];
static uint8_t sig[MAXSIG], pk[MAXPK], mprime[1 + 255 + 3300];
static pq8k_verifier v;

static const size_t chunkings[] = {1, 3, 64, 0, TT_CHUNK_RANDOM}; /* 0: the whole stream in one call */
#define N_CHUNKINGS (sizeof chunkings / sizeof chunkings[0])

/* Next record of the KAT file and of kat-inputs.txt (context); 0, or -1 at the end. */
static int read_record(tt_file *kat, tt_file *in, const level_t *lv, record *r)
{
    unsigned long count, ctxlen;
    long mlen;
    if (tt_rsp_uint(kat, "count", &count) != 0 || tt_rsp_uint(in, "count", &count) != 0) return -1;
    mlen = tt_rsp_hex(kat, "msg", r->msg, sizeof r->msg);
    if (mlen < 0 || tt_rsp_hex(kat, "pk", r->pk, sizeof r->pk) != (long)lv->pklen ||
        tt_rsp_hex(kat, "sig", r->sig, sizeof r->sig) != (long)lv->siglen)
        return -1;
    if (tt_rsp_uint(in, "ctxlen", &ctxlen) != 0 || ctxlen > 255 || tt_rsp_hex(in, "ctx", r->ctx, sizeof r->ctx) < 0)
        return -1;
    r->mlen = (size_t)mlen;
    r->ctxlen = ctxlen;
    return 0;
}

/* Record `count` (0-based) of a level. */
static int load(const level_t *lv, unsigned count, record *r)
{
    tt_file kat, in;
    int ok = 0;
    if (tt_open(&kat, lv->kat) != 0) return -1;
    if (tt_open(&in, "haetae/v1.1.2/kat-inputs.txt") != 0) {
        tt_close(&kat);
        return -1;
    }
    for (unsigned i = 0; i <= count && ok == 0; i++) ok = read_record(&kat, &in, lv, r);
    tt_close(&kat);
    tt_close(&in);
    return ok;
}

static void digest_of(const level_t *lv, const uint8_t *key, uint8_t d[32])
{
    size_t dl = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, key, lv->pklen, d, &dl), 0);
    TT_ASSERT_EQ(dl, 32);
}

static size_t encode(const level_t *lv, const uint8_t *key, const uint8_t *s, uint8_t *out)
{
    size_t n = MAX_STREAM + 16;
    TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, key, lv->pklen, s, lv->siglen, out, &n), 0);
    TT_ASSERT_EQ(n, HDR + lv->pklen + lv->siglen);
    TT_ASSERT_EQ(n, pq8k_stream_length(lv->scheme));
    return n;
}

/* Pure mode with the record's message and context. */
static int run(const level_t *lv, const uint8_t d[32], const record *r, const uint8_t *s, size_t n, size_t chunk)
{
    int rc;
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, r->msg, r->mlen, r->ctx, r->ctxlen), 0);
    rc = tt_stream_feed(&v, s, n, chunk, 300);
    /* every vector runs at 64: the reader mode must give the same code */
    if (chunk == 64)
        tt_stream_check_reader(lv->scheme, d, 32, r->msg, r->mlen, r->ctx, r->ctxlen, s, n, rc, 0);
    return rc;
}

static int oneshot(const level_t *lv, const record *r, const uint8_t *key, const uint8_t *s)
{
    return lv->verify(key, s, lv->siglen, r->msg, r->mlen, r->ctx, r->ctxlen);
}

/* ---- the layout, against a decoder written here ---- */

/* Bytes of the hb stream (starting at p, size bytes) read once each column
   is decoded, by the reference's rule: renormalise while x < 2^23 and bytes
   remain. The last column takes the rest. */
static void oracle_split(const level_t *lv, const uint8_t *p, size_t size, size_t end[7])
{
    size_t pos = 4;
    uint32_t x = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    for (unsigned j = 0; j < lv->l; j++) {
        for (unsigned n = 0; n < 256; n++) {
            uint32_t slot = x & 1023, start = 0;
            unsigned s = 0;
            while (s + 1 < lv->nsym_hb && slot >= start + lv->freq_hb[s]) start += lv->freq_hb[s++];
            x = lv->freq_hb[s] * (x >> 10) + slot - start;
            while (x < (1u << 23) && pos < size) x = (x << 8) | p[pos++];
        }
        end[j] = pos;
    }
    end[lv->l - 1] = size;
}

/* The stream docs/stream-haetae.md describes, for a signature whose offsets fit. */
static size_t oracle_stream(const level_t *lv, const uint8_t *key, const uint8_t *s, uint8_t *out)
{
    const size_t off = 32 + 256 * (size_t)lv->l, st = off + 2;
    const size_t size_hb = lv->base_hb + s[off];
    size_t end[7], n = 0, from = 0;
    static const uint8_t hdr[3] = {'P', '8', 1};
    memcpy(out, hdr, 3);
    out[3] = (uint8_t)lv->scheme;
    n = HDR;
    memcpy(out + n, key, lv->pklen), n += lv->pklen;
    memcpy(out + n, s, 32), n += 32;
    memcpy(out + n, s + off, 2), n += 2;
    oracle_split(lv, s + st, size_hb, end);
    for (unsigned j = 0; j < lv->l; j++) {
        memcpy(out + n, s + 32 + 256 * j, 256), n += 256;
        memcpy(out + n, s + st + from, end[j] - from), n += end[j] - from;
        from = end[j];
    }
    memcpy(out + n, s + st + size_hb, lv->siglen - st - size_hb), n += lv->siglen - st - size_hb;
    return n;
}

/* Stream offset where LowBits column j starts, and where the h stream starts. */
static size_t lb_at(const level_t *lv, const uint8_t *s, unsigned j)
{
    const size_t off = 32 + 256 * (size_t)lv->l;
    size_t end[7];
    oracle_split(lv, s + off + 2, lv->base_hb + s[off], end);
    return HDR + lv->pklen + 34 + 256 * (size_t)j + (j == 0 ? 0 : end[j - 1]);
}

static size_t h_at(const level_t *lv, const uint8_t *s)
{
    const size_t off = 32 + 256 * (size_t)lv->l;
    return HDR + lv->pklen + 34 + 256 * (size_t)lv->l + lv->base_hb + s[off];
}

static unsigned n_records(void) { return tt_is_target() && !tt_full() ? 2 : 100; }

static void layout(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        tt_file kat, in;
        unsigned n = 0, limit = n_records();
        TT_ASSERT(tt_open(&kat, lv->kat) == 0);
        TT_ASSERT(tt_open(&in, "haetae/v1.1.2/kat-inputs.txt") == 0);
        while (n < limit && read_record(&kat, &in, lv, &rec) == 0) {
            size_t len = encode(lv, rec.pk, rec.sig, stream);
            TT_ASSERT_EQ(oracle_stream(lv, rec.pk, rec.sig, want), len);
            TT_ASSERT_MEM(stream, want, len);
            if (tt_failed_now()) {
                tt_printf("  HAETAE-%d: record %u\n", lv->level, n);
                break;
            }
            n++;
        }
        tt_close(&kat);
        tt_close(&in);
        TT_ASSERT_EQ(n, limit);
    }
}

/* ---- vectors ---- */

/* pre || msg: the internal interface's M' for a pure-mode signature. */
static size_t make_mprime(const record *r)
{
    mprime[0] = (uint8_t)r->ctxlen;
    memcpy(mprime + 1, r->ctx, r->ctxlen);
    memcpy(mprime + 1 + r->ctxlen, r->msg, r->mlen);
    return 1 + r->ctxlen + r->mlen;
}

static void kat_stream(void)
{
    tt_seed(31);
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        tt_file kat, in;
        unsigned n = 0, limit = n_records();
        uint8_t d[32];
        TT_ASSERT(tt_open(&kat, lv->kat) == 0);
        TT_ASSERT(tt_open(&in, "haetae/v1.1.2/kat-inputs.txt") == 0);
        while (n < limit && read_record(&kat, &in, lv, &rec) == 0) {
            size_t len, mplen;
            digest_of(lv, rec.pk, d);
            len = encode(lv, rec.pk, rec.sig, stream);
            TT_ASSERT_EQ(oneshot(lv, &rec, rec.pk, rec.sig), 0);
            for (size_t c = 0; c < N_CHUNKINGS; c++) {
                size_t ch = chunkings[c];
                if (tt_is_target() && (ch == 3 || (ch == 1 && n > 0))) continue; /* byte-wise: record 0 */
                TT_ASSERT_EQ(run(lv, d, &rec, stream, len, ch), 0);
            }
            /* the internal interface: msg is M' = ctxlen || ctx || msg */
            mplen = make_mprime(&rec);
            TT_ASSERT_EQ(pq8k_verify_init_internal(&v, lv->scheme, d, 32, mprime, mplen), 0);
            TT_ASSERT_EQ(tt_stream_feed(&v, stream, len, 64, 300), 0);
            tt_stream_check_reader_internal(lv->scheme, d, 32, mprime, mplen, stream, len, 0, 0);
            TT_ASSERT_EQ(pq8k_verify_init_internal(&v, lv->scheme, d, 32, rec.msg, rec.mlen), 0);
            TT_ASSERT_EQ(tt_stream_feed(&v, stream, len, 64, 300), PQ8K_ERR_BAD_SIGNATURE);
            tt_stream_check_reader_internal(lv->scheme, d, 32, rec.msg, rec.mlen, stream, len,
                                            PQ8K_ERR_BAD_SIGNATURE, 0);
            /* another message, another context */
            rec.msg[n % rec.mlen] ^= 0x10;
            TT_ASSERT_EQ(run(lv, d, &rec, stream, len, 64), PQ8K_ERR_BAD_SIGNATURE);
            rec.msg[n % rec.mlen] ^= 0x10;
            rec.ctxlen = rec.ctxlen == 0 ? 1 : rec.ctxlen - 1;
            TT_ASSERT_EQ(run(lv, d, &rec, stream, len, TT_CHUNK_RANDOM), PQ8K_ERR_BAD_SIGNATURE);
            if (tt_failed_now()) {
                tt_printf("  HAETAE-%d: record %u\n", lv->level, n);
                break;
            }
            n++;
        }
        tt_close(&kat);
        tt_close(&in);
        TT_ASSERT_EQ(n, limit);
    }
}

/* The shared must-reject files: a signature bit (one-shot code), a key bit
   (PQ8K_ERR_PK_DIGEST under the genuine key's digest), a short signature
   (no stream can be made of it). */
static void negative_vectors(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        uint8_t genuine[32];
        unsigned long count;
        unsigned n = 0;
        tt_file f;
        TT_ASSERT(load(lv, 0, &rec2) == 0);
        digest_of(lv, rec2.pk, genuine);
        rec = rec2;
        TT_ASSERT(tt_open(&f, lv->neg) == 0);
        while (tt_rsp_uint(&f, "count", &count) == 0) {
            long ml = tt_rsp_hex(&f, "msg", rec.msg, sizeof rec.msg);
            long pl = tt_rsp_hex(&f, "pk", rec.pk, sizeof rec.pk);
            long sl = tt_rsp_hex(&f, "sig", rec.sig, sizeof rec.sig);
            TT_ASSERT(ml == (long)rec2.mlen && pl == (long)lv->pklen && sl > 0);
            if (n < 2) {
                size_t len = encode(lv, rec.pk, rec.sig, stream);
                int one = oneshot(lv, &rec, rec.pk, rec.sig);
                TT_ASSERT(one < 0);
                TT_ASSERT_EQ(run(lv, genuine, &rec, stream, len, 64), n == 1 ? PQ8K_ERR_PK_DIGEST : one);
            } else {
                size_t cap = sizeof stream;
                TT_ASSERT_EQ(sl, (long)lv->siglen - 1);
                TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, rec.pk, lv->pklen, rec.sig, (size_t)sl, stream, &cap),
                             PQ8K_ERR_BAD_LENGTH);
            }
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, 3);
    }
}

/* A valid signature under another valid key: rejected on the key, first. */
static void foreign_key(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        uint8_t da[32], db[32];
        size_t len;
        TT_ASSERT(load(lv, 0, &rec2) == 0); /* key A: the device trusts it */
        TT_ASSERT(load(lv, 1, &rec) == 0);  /* key B signs */
        digest_of(lv, rec2.pk, da);
        digest_of(lv, rec.pk, db);
        len = encode(lv, rec.pk, rec.sig, stream);
        TT_ASSERT_EQ(run(lv, db, &rec, stream, len, 64), 0);
        for (size_t c = 0; c < N_CHUNKINGS; c++)
            TT_ASSERT_EQ(run(lv, da, &rec, stream, len, chunkings[c]), PQ8K_ERR_PK_DIGEST);
        /* the key verdict wins over a damaged signature and a bad length */
        stream[len - 1] ^= 0x01;
        stream[HDR + lv->pklen + 33] ^= 0xFF;
        TT_ASSERT_EQ(run(lv, da, &rec, stream, len, 3), PQ8K_ERR_PK_DIGEST);
        TT_ASSERT_EQ(run(lv, da, &rec, stream, HDR + lv->pklen, 0), PQ8K_ERR_PK_DIGEST);
        /* B's key with A's signature under B's digest: the signature fails */
        len = encode(lv, rec.pk, rec2.sig, stream);
        TT_ASSERT_EQ(run(lv, db, &rec2, stream, len, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(oneshot(lv, &rec2, rec.pk, rec2.sig), PQ8K_ERR_BAD_SIGNATURE);
    }
}

/* ---- flips: the stream's verdict is the one-shot verifier's ---- */

/* sig with one bit flipped, as a stream under the genuine key: same code as one-shot. */
static void sig_flip(const level_t *lv, const uint8_t d[32], size_t at, unsigned bit, size_t chunk)
{
    size_t len;
    int one, got;
    memcpy(sig, rec.sig, lv->siglen);
    sig[at] ^= (uint8_t)(1u << bit);
    one = oneshot(lv, &rec, rec.pk, sig);
    len = encode(lv, rec.pk, sig, stream2);
    got = run(lv, d, &rec, stream2, len, chunk);
    TT_ASSERT(one < 0);
    TT_ASSERT_EQ(got, one);
    if (tt_failed_now()) tt_printf("  HAETAE-%d: signature byte %lu bit %u\n", lv->level, (unsigned long)at, bit);
}

static void sig_flips(void)
{
    tt_seed(32);
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const size_t off = 32 + 256 * (size_t)lv->l, st = off + 2;
        const unsigned step = tt_is_target() ? 23 : 1;
        uint8_t d[32];
        size_t size_hb, size_h, pad;
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        size_hb = lv->base_hb + rec.sig[off];
        size_h = lv->base_h + rec.sig[off + 1];
        pad = st + size_hb + size_h;
        TT_ASSERT(pad < lv->siglen);
        /* c, every bit (targets: some) */
        for (size_t i = 0; i < 32; i += step)
            for (unsigned b = 0; b < 8; b += tt_is_target() ? 5 : 1) sig_flip(lv, d, i, b, 64);
        /* LowBits, in every column */
        for (size_t i = 32; i < off; i += 5 * step) sig_flip(lv, d, i, (unsigned)i % 8, 64);
        /* offsets and the initial states of both streams, every bit */
        for (unsigned b = 0; b < 8; b++) {
            sig_flip(lv, d, off, b, 64);
            sig_flip(lv, d, off + 1, b, TT_CHUNK_RANDOM);
        }
        for (size_t i = 0; i < 4; i++)
            for (unsigned b = 0; b < 8; b += tt_is_target() ? 3 : 1) {
                sig_flip(lv, d, st + i, b, 64);
                sig_flip(lv, d, st + size_hb + i, b, 64);
            }
        /* hb and h streams, and their last bytes */
        for (size_t i = st + 4; i < st + size_hb; i += 2 * step) sig_flip(lv, d, i, (unsigned)i % 8, 64);
        for (size_t i = st + size_hb + 4; i < pad; i += step) sig_flip(lv, d, i, (unsigned)i % 8, 64);
        sig_flip(lv, d, st + size_hb - 1, 0, 1);
        sig_flip(lv, d, pad - 1, 7, 1);
        /* padding */
        for (size_t i = pad; i < lv->siglen; i += 3 * step) sig_flip(lv, d, i, (unsigned)i % 8, 64);
        sig_flip(lv, d, lv->siglen - 1, 0, 1);
        /* the long run (tt_full: the host, or PQ8K_TEST_FULL): every bit of
           the offsets and of both rANS streams, whole stream at once */
        if (tt_full() && !tt_is_target())
            for (size_t i = off; i < pad && !tt_failed_now(); i++)
                for (unsigned b = 0; b < 8; b++) sig_flip(lv, d, i, b, 0);
    }
}

/* pk flips: the genuine digest rejects the key; a device that trusts the
   flipped key gives the one-shot verdict on it. */
static void pk_flips(void)
{
    tt_seed(33);
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const unsigned step = tt_is_target() ? 211 : 13;
        uint8_t d[32], dflip[32];
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        for (size_t i = tt_rand32() % step; i < lv->pklen; i += step) {
            size_t len;
            int one;
            memcpy(pk, rec.pk, lv->pklen);
            pk[i] ^= (uint8_t)(1u << (i % 8));
            len = encode(lv, pk, rec.sig, stream);
            TT_ASSERT_EQ(run(lv, d, &rec, stream, len, i & 1 ? 64 : TT_CHUNK_RANDOM), PQ8K_ERR_PK_DIGEST);
            digest_of(lv, pk, dflip);
            one = oneshot(lv, &rec, pk, rec.sig);
            TT_ASSERT(one < 0);
            TT_ASSERT_EQ(run(lv, dflip, &rec, stream, len, 64), one);
            if (tt_failed_now()) {
                tt_printf("  HAETAE-%d: pk byte %lu\n", lv->level, (unsigned long)i);
                return;
            }
        }
        /* coefficients no key generation makes, under their own digest: BAD_ENCODING */
        for (unsigned i = 0; i < lv->k; i++) {
            size_t at = 32 + i * (lv->pklen - 32) / lv->k + 2 * (tt_rand32() % 200);
            size_t len;
            memcpy(pk, rec.pk, lv->pklen);
            pk[at] = 0xFF; /* 15-bit b1 >= 32768 - 1 - ... or a 16-bit value >= q */
            pk[at + 1] = 0xFF;
            pk[at + 2] = 0xFF;
            digest_of(lv, pk, dflip);
            len = encode(lv, pk, rec.sig, stream);
            TT_ASSERT_EQ(oneshot(lv, &rec, pk, rec.sig), PQ8K_ERR_BAD_ENCODING);
            TT_ASSERT_EQ(run(lv, dflip, &rec, stream, len, 1), PQ8K_ERR_BAD_ENCODING);
            TT_ASSERT_EQ(run(lv, d, &rec, stream, len, 64), PQ8K_ERR_PK_DIGEST);
        }
        /* the bound itself, on coefficient 0 of b_0: largest b1 = 32256 (levels
           2/3, 15 bits) or largest value q - 1 = 64512 (level 5, 16 bits) */
        for (uint32_t t = 0; t < 2; t++) {
            const uint32_t top = lv->level == 5 ? 64512 : 32256, val = top + t;
            size_t len;
            int one;
            memcpy(pk, rec.pk, lv->pklen);
            pk[32] = (uint8_t)val;
            pk[33] = (uint8_t)(lv->level == 5 ? val >> 8 : (pk[33] & 0x80) | (val >> 8));
            digest_of(lv, pk, dflip);
            len = encode(lv, pk, rec.sig, stream);
            one = oneshot(lv, &rec, pk, rec.sig);
            TT_ASSERT_EQ(one, t ? PQ8K_ERR_BAD_ENCODING : PQ8K_ERR_BAD_SIGNATURE);
            TT_ASSERT_EQ(run(lv, dflip, &rec, stream, len, 3), one);
        }
    }
}

/* Flips in the stream itself, in every region: rejected, with the same code
   at every chunking; a pk byte is the key's fault. */
static void stream_flips(void)
{
    tt_seed(34);
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const size_t body = HDR, sig0 = HDR + lv->pklen;
        const unsigned trials = tt_is_target() ? 1 : 6;
        uint8_t d[32];
        size_t len, hstart, lb[7];
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        len = encode(lv, rec.pk, rec.sig, stream);
        for (unsigned j = 0; j < lv->l; j++) lb[j] = lb_at(lv, rec.sig, j);
        hstart = h_at(lv, rec.sig);
        for (unsigned t = 0; t < trials; t++) {
            size_t at[16];
            unsigned n = 0;
            at[n++] = body + tt_rand32() % 32;                                  /* seed */
            for (unsigned i = 0; i < lv->k; i++)                                /* each b_i */
                at[n++] = body + 32 + i * (lv->pklen - 32) / lv->k + tt_rand32() % ((lv->pklen - 32) / lv->k);
            at[n++] = sig0 + tt_rand32() % 34;                                  /* c, offsets */
            {
                unsigned j = tt_rand32() % lv->l;
                at[n++] = lb[j] + tt_rand32() % 256;                            /* a LowBits column */
                at[n++] = lb[j] + 256 + tt_rand32() % 4 * (j == 0);             /* start of a segment */
                at[n++] = j + 1 < lv->l ? lb[j + 1] - 1 : hstart - 1;           /* end of a segment */
            }
            at[n++] = hstart + tt_rand32() % (len - hstart);                    /* h stream, padding */
            at[n++] = len - 1;                                                  /* the last byte */
            for (unsigned r = 0; r < n; r++) {
                const uint8_t bit = (uint8_t)(1u << (tt_rand32() & 7));
                int c1, c2, c3;
                memcpy(stream2, stream, len);
                stream2[at[r]] ^= bit;
                c1 = run(lv, d, &rec, stream2, len, 1);
                c2 = run(lv, d, &rec, stream2, len, 0);
                c3 = run(lv, d, &rec, stream2, len, TT_CHUNK_RANDOM);
                TT_ASSERT(c1 < 0);
                TT_ASSERT_EQ(c1, c2);
                TT_ASSERT_EQ(c1, c3);
                if (at[r] < sig0) TT_ASSERT_EQ(c1, PQ8K_ERR_PK_DIGEST);
                else TT_ASSERT(c1 == PQ8K_ERR_BAD_SIGNATURE || c1 == PQ8K_ERR_BAD_ENCODING);
                if (tt_failed_now()) {
                    tt_printf("  HAETAE-%d: stream byte %lu\n", lv->level, (unsigned long)at[r]);
                    return;
                }
            }
        }
    }
}

/* Crafted encodings: every one is PQ8K_ERR_BAD_ENCODING from both verifiers. */
static void put32(uint8_t *p, uint32_t x)
{
    for (unsigned i = 0; i < 4; i++) p[i] = (uint8_t)(x >> (8 * i));
}

/* The crafted sig as a stream: BAD_ENCODING from both verifiers; and, when
   at is not 0, the stream is refused exactly at its byte `at`. */
static void crafted_one(const level_t *lv, const uint8_t d[32], size_t at, const char *what)
{
    size_t len = encode(lv, rec.pk, sig, stream2);
    int one = oneshot(lv, &rec, rec.pk, sig);
    TT_ASSERT_EQ(one, PQ8K_ERR_BAD_ENCODING);
    TT_ASSERT_EQ(run(lv, d, &rec, stream2, len, 1), one);
    TT_ASSERT_EQ(run(lv, d, &rec, stream2, len, 0), one);
    if (at != 0) {
        TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream2, at), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream2 + at, 1), one);
        TT_ASSERT_EQ(pq8k_verify_final(&v), one);
    }
    if (tt_failed_now()) tt_printf("  HAETAE-%d: %s\n", lv->level, what);
}

static void crafted(void)
{
    static const uint32_t states[4] = {0, (1u << 23) - 1, 1u << 31, 0xFFFFFFFFu};
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const size_t off = 32 + 256 * (size_t)lv->l, st = off + 2;
        uint8_t d[32];
        size_t size_hb;
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        const size_t at_off = HDR + lv->pklen + 33, room = lv->siglen - st;
        size_hb = lv->base_hb + rec.sig[off];
        memcpy(sig, rec.sig, lv->siglen);
        sig[off] = sig[off + 1] = 255;
        crafted_one(lv, d, at_off, "offsets past the end");
        /* one byte too many for the room: refused at the offsets already */
        memcpy(sig, rec.sig, lv->siglen);
        sig[off + 1] = (uint8_t)(room - size_hb - lv->base_h + 1);
        TT_ASSERT(room - size_hb - lv->base_h + 1 <= 255);
        crafted_one(lv, d, at_off, "offsets one byte past the end");
        for (unsigned s = 0; s < 4; s++) {
            memcpy(sig, rec.sig, lv->siglen);
            put32(sig + st, states[s]);
            crafted_one(lv, d, lb_at(lv, sig, 0) + 256 + 3, "hb initial state");
            memcpy(sig, rec.sig, lv->siglen);
            put32(sig + st + size_hb, states[s]);
            crafted_one(lv, d, h_at(lv, sig) + 3, "h initial state");
        }
        for (int dd = -1; dd <= 1; dd += 2) {
            memcpy(sig, rec.sig, lv->siglen);
            sig[off] = (uint8_t)(sig[off] + dd);
            crafted_one(lv, d, 0, "hb stream one byte off");
            memcpy(sig, rec.sig, lv->siglen);
            sig[off + 1] = (uint8_t)(sig[off + 1] + dd);
            crafted_one(lv, d, 0, "h stream one byte off");
        }
        /* the hb stream cut short (its bytes run out in column 0) */
        memcpy(sig, rec.sig, lv->siglen);
        sig[off] = 0;
        sig[off + 1] = (uint8_t)(sig[off + 1] + rec.sig[off]);
        crafted_one(lv, d, 0, "hb stream at its shortest");
        memcpy(sig, rec.sig, lv->siglen);
        sig[lv->siglen - 1] = 0x80;
        crafted_one(lv, d, HDR + lv->pklen + lv->siglen - 1, "padding");
    }
}

/* ---- lengths ---- */

static void lengths(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const unsigned step = tt_is_target() ? 331 : 7;
        uint8_t d[32];
        size_t len, cap;
        TT_ASSERT_EQ(pq8k_stream_length(lv->scheme), HDR + lv->pklen + lv->siglen);
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        len = encode(lv, rec.pk, rec.sig, stream);
        /* truncated anywhere: final says so */
        for (size_t cut = 0; cut < len; cut += step)
            TT_ASSERT_EQ(run(lv, d, &rec, stream, cut, 64), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run(lv, d, &rec, stream, len - 1, 1), PQ8K_ERR_BAD_LENGTH);
        /* extended: one byte more in the same chunk, or alone after a complete stream */
        stream[len] = 0;
        TT_ASSERT_EQ(run(lv, d, &rec, stream, len + 1, 0), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(run(lv, d, &rec, stream, len + 1, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream, len), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream + len, 1), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
        /* a malformed last in-range byte is judged before the extra one */
        stream[len - 1] = 1;
        TT_ASSERT_EQ(run(lv, d, &rec, stream, len + 1, 0), PQ8K_ERR_BAD_ENCODING);
        stream[len - 1] = 0;
        /* encoder: lengths, exact capacity, output cleared on error */
        cap = len - HDR;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, rec.pk, lv->pklen, rec.sig, lv->siglen, stream2, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(cap, 0);
        cap = len;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, rec.pk, lv->pklen, rec.sig, lv->siglen, stream2, &cap), 0);
        TT_ASSERT_EQ(cap, len);
        cap = sizeof stream2;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, rec.pk, lv->pklen, rec.sig, lv->siglen - 1, stream2, &cap),
                     PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(stream2[0] | stream2[100], 0);
        cap = sizeof stream2;
        TT_ASSERT_EQ(pq8k_stream_encode(lv->scheme, rec.pk, lv->pklen + 1, rec.sig, lv->siglen, stream2, &cap),
                     PQ8K_ERR_BAD_LENGTH);
    }
}

/* ---- misuse ---- */

static void misuse(void)
{
    const level_t *lv = &levels[0], *l5 = &levels[2];
    static const uint8_t other_header[4] = {'P', '8', 1, 0x20};
    uint8_t d[32], d5[32], ph[32] = {0};
    size_t len, len5, dl;
    TT_ASSERT(load(l5, 0, &rec2) == 0);
    digest_of(l5, rec2.pk, d5);
    len5 = encode(l5, rec2.pk, rec2.sig, stream2);
    TT_ASSERT(load(lv, 0, &rec) == 0);
    if (tt_failed_now()) return;
    digest_of(lv, rec.pk, d);
    len = encode(lv, rec.pk, rec.sig, stream);

    /* message modes HAETAE does not have */
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, lv->scheme, d, 32, ph, 32), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE); /* init failed: not running */
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, lv->scheme, d, 32, PQ8K_PH_SHA256, ph, 32, NULL, 0),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* digest and argument checks */
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 64, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, NULL, 32, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, NULL, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, NULL, 3), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, 256), PQ8K_ERR_BAD_LENGTH);
    dl = 31;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, rec.pk, lv->pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 32);
    dl = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(lv->scheme, rec.pk, lv->pklen - 1, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 0);
    digest_of(lv, rec.pk, d);
    /* ids inside the HAETAE range that are not schemes */
    TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)0x33, d, 32, rec.msg, rec.mlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)0x33), 0);
    /* wrong scheme byte: another level, another scheme; and a level 5 stream's
       key is not a level 2 key even when the scheme byte is made to agree */
    TT_ASSERT_EQ(run(lv, d, &rec, stream2, len5, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run(lv, d, &rec, other_header, 4, 0), PQ8K_ERR_STATE);
    stream2[3] = (uint8_t)lv->scheme;
    TT_ASSERT_EQ(run(lv, d, &rec, stream2, len5, 64), PQ8K_ERR_PK_DIGEST);
    stream2[3] = (uint8_t)l5->scheme;
    TT_ASSERT_EQ(run(l5, d5, &rec2, stream2, len5, 64), 0);

    /* life cycle: zeroed context, after final, NULL chunk, restart, sticky */
    memset(&v, 0, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run(lv, d, &rec, stream, len, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, NULL, 2), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, len), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 700), 0);
    TT_ASSERT_EQ(run(lv, d, &rec, stream, len, 64), 0);  /* init restarts a running verification */
    TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
    stream[HDR + 40] ^= 1;
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, HDR + lv->pklen), PQ8K_ERR_PK_DIGEST);
    stream[HDR + 40] ^= 1;
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream + HDR + lv->pklen, len - HDR - lv->pklen), PQ8K_ERR_PK_DIGEST);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_PK_DIGEST);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
}

/* the HAETAE state inside v (every level's member of the union starts there) */
#define HAETAE_ST(v) ((pq8k_haetae_verifier_state *)(void *)&(v)->u)

/* The norm: ||z1||^2 once the columns are in equals a sum made here from
   the signature; final holds the bound exactly (the state is the test's: pq8k/stream.h). */
static void norm_bound(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        const size_t off = 32 + 256 * (size_t)lv->l;
        const uint8_t *p;
        uint64_t z1 = 0, total;
        uint32_t x;
        size_t pos = 4, size_hb, len, hstart;
        uint8_t d[32];
        TT_ASSERT(load(lv, 0, &rec) == 0);
        if (tt_failed_now()) return;
        digest_of(lv, rec.pk, d);
        len = encode(lv, rec.pk, rec.sig, stream);
        hstart = h_at(lv, rec.sig);
        /* ||z1||^2 from a decoder written here: z1 = hb * 256 + (int8) lb */
        size_hb = lv->base_hb + rec.sig[off];
        p = rec.sig + off + 2;
        x = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        for (unsigned n = 0; n < 256 * lv->l; n++) {
            uint32_t slot = x & 1023, start = 0;
            unsigned s = 0;
            while (s + 1 < lv->nsym_hb && slot >= start + lv->freq_hb[s]) start += lv->freq_hb[s++];
            x = lv->freq_hb[s] * (x >> 10) + slot - start;
            while (x < (1u << 23) && pos < size_hb) x = (x << 8) | p[pos++];
            int32_t z = ((int32_t)s - (int32_t)(lv->nsym_hb - 1) / 2) * 256 + (int8_t)rec.sig[32 + n];
            z1 += (uint64_t)((int64_t)z * z);
        }
        TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream, hstart), 0);
        TT_ASSERT(HAETAE_ST(&v)->norm == z1);
        TT_ASSERT_EQ(pq8k_verify_update(&v, stream + hstart, len - hstart), 0);
        total = HAETAE_ST(&v)->norm;
        TT_ASSERT(total > z1);
        /* the bound, exactly: accepted at B2SQ, rejected one above */
        {
            static const uint32_t b2sq[3] = {163265017u, 479901314u, 597386433u};
            static pq8k_verifier saved;
            saved = v;
            TT_ASSERT(total <= b2sq[k]);
            HAETAE_ST(&v)->norm = b2sq[k];
            TT_ASSERT_EQ(pq8k_verify_final(&v), 0);
            v = saved;
            HAETAE_ST(&v)->norm = (uint64_t)b2sq[k] + 1;
            TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_SIGNATURE);
        }
        /* the same total at another chunking */
        TT_ASSERT_EQ(pq8k_verify_init(&v, lv->scheme, d, 32, rec.msg, rec.mlen, rec.ctx, rec.ctxlen), 0);
        for (size_t i = 0; i < len; i++) TT_ASSERT_EQ(pq8k_verify_update(&v, stream + i, 1), 0);
        TT_ASSERT(HAETAE_ST(&v)->norm == total);
        TT_ASSERT_EQ(pq8k_verify_final(&v), 0);
    }
}

/* ---- memory ---- */

static void memory(void)
{
    const size_t hdr = offsetof(pq8k_verifier, u);
    tt_printf("  sizeof(pq8k_verifier) = %lu; HAETAE state (k = %u) %lu, a HAETAE-only build: %lu\n",
              (unsigned long)sizeof(pq8k_verifier), (unsigned)PQ8K_HAETAE_ST_K,
              (unsigned long)sizeof(pq8k_haetae_verifier_state),
              (unsigned long)(hdr + sizeof(pq8k_haetae_verifier_state)));
    TT_ASSERT(sizeof(pq8k_verifier) >= hdr + sizeof(pq8k_haetae_verifier_state));
    /* 4 accumulators, a column, a Keccak state, 4 x 32 bytes and counters */
    TT_ASSERT(sizeof(pq8k_haetae_verifier_state) <= 4 * 512 + 512 + 208 + 128 + 96);
    if (!tt_is_target()) return;
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        uint8_t d[32];
        size_t len, used[2];
        TT_ASSERT(load(lv, 0, &rec) == 0);
        digest_of(lv, rec.pk, d);
        len = encode(lv, rec.pk, rec.sig, stream);
        for (int c = 0; c < 2; c++) {
            hal_stack_paint();
            TT_ASSERT_EQ(run(lv, d, &rec, stream, len, c ? 1 : 0), 0);
            used[c] = hal_stack_used();
        }
        tt_printf("  HAETAE-%d through the engine: peak stack %lu B (whole stream), %lu B (1-byte chunks)\n",
                  lv->level, (unsigned long)used[0], (unsigned long)used[1]);
        TT_ASSERT(used[1] <= used[0] + 64);
    }
}

void tt_suite_stream_haetae(void)
{
    tt_run("stream_haetae: layout = pk and sig reordered as documented", layout);
    tt_run("stream_haetae: KAT records at chunk sizes 1,3,64,whole,random; ctx, internal", kat_stream);
    tt_run("stream_haetae: negative vectors", negative_vectors);
    tt_run("stream_haetae: foreign key -> PQ8K_ERR_PK_DIGEST", foreign_key);
    tt_run("stream_haetae: signature flips, every region = one-shot verdict", sig_flips);
    tt_run("stream_haetae: key flips = digest, or one-shot verdict when trusted", pk_flips);
    tt_run("stream_haetae: stream flips in every region, same code at any chunking", stream_flips);
    tt_run("stream_haetae: crafted encodings = one-shot BAD_ENCODING", crafted);
    tt_run("stream_haetae: norm of z1 and the bound in final", norm_bound);
    tt_run("stream_haetae: truncated, extended, encoder lengths", lengths);
    tt_run("stream_haetae: misuse, message modes, wrong scheme byte", misuse);
    tt_run("stream_haetae: context size and stack", memory);
}
