/* SPDX-License-Identifier: MIT */
/*
 * Falcon-512/1024 verification: the NTT against schoolbook products, the s2
 * codec, every KAT record one-shot and through the stream (chunk sizes 1, 3,
 * 64, whole, random), the shared negative vectors, bit flips, non-canonical
 * encodings, the norm bound to the unit, foreign keys, truncated and
 * extended streams, long messages, misuse, and (on targets) the stack.
 *
 * Keygen and signing are not part of pq8k, so besides the KATs the tests make
 * their own valid pairs: for a chosen nonce, message, s1 and s2 they solve
 * h = (c - s1) / s2, which makes (pk, sig) verify with exactly that s1 and
 * s2. That gives control of the norm, the encoding and the message length.
 */
#include "tt.h"
#include "hal.h"

#include "common/fips202.h"
#include "falcon/falcon_codec.h"
#include "falcon/falcon_ntt.h"
#include "falcon/falcon_stream.h"
#include "pq8k/falcon.h"
#include "pq8k/stream.h"

#define Q 12289u
#define MAXN 1024u

/* ---------------- helpers: arithmetic and the test-side signer ---------------- */

static uint32_t powq(uint32_t b, uint32_t e)
{
    uint32_t r = 1;
    for (; e; e >>= 1, b = b * b % Q)
        if (e & 1) r = r * b % Q;
    return r;
}

static uint32_t modq(int32_t v) { return (uint32_t)(((v % (int32_t)Q) + (int32_t)Q) % (int32_t)Q); }

/* c = a * b mod (q, x^n + 1), schoolbook. */
static void mul_schoolbook(uint16_t *c, const uint16_t *a, const uint16_t *b, unsigned n)
{
    static uint32_t acc[MAXN];
    for (unsigned i = 0; i < n; i++) acc[i] = 0;
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < n; j++) {
            uint32_t p = (uint32_t)a[i] * b[j] % Q;
            unsigned k = i + j;
            if (k >= n) acc[k - n] = (acc[k - n] + Q - p) % Q;
            else acc[k] = (acc[k] + p) % Q;
        }
    for (unsigned i = 0; i < n; i++) c[i] = (uint16_t)acc[i];
}

static void intt_scaled(uint16_t *a, unsigned n)
{
    pq8k_falcon_ntt(a, n, 1, 1);
    uint32_t ninv = powq(n, Q - 2);
    for (unsigned i = 0; i < n; i++) a[i] = (uint16_t)(a[i] * ninv % Q);
}

/* HashToPoint, written here from the specification: 16-bit big-endian draws < 5q. */
static void hash_to_point(uint16_t *c, unsigned n, const uint8_t *nonce, const uint8_t *msg, size_t mlen)
{
    pq8k_keccak_state sh;
    pq8k_shake256_init(&sh);
    pq8k_keccak_absorb(&sh, nonce, 40);
    pq8k_keccak_absorb(&sh, msg, mlen);
    pq8k_keccak_finalize(&sh);
    for (unsigned i = 0; i < n;) {
        uint8_t b[2];
        pq8k_keccak_squeeze(&sh, b, 2);
        uint32_t w = ((uint32_t)b[0] << 8) | b[1];
        if (w < 5 * Q) c[i++] = (uint16_t)(w % Q);
    }
}

/* Bit writer for the compressed format, most significant bit first. */
typedef struct {
    uint8_t *buf;
    size_t nbits;
} bitw;

static void put_bits(bitw *w, uint32_t v, unsigned k)
{
    while (k--) {
        if ((v >> k) & 1) w->buf[w->nbits >> 3] |= (uint8_t)(0x80u >> (w->nbits & 7));
        w->nbits++;
    }
}

/* Encoding knobs for malformed signatures. */
enum { ENC_OK, ENC_MINUS_ZERO, ENC_RUN_2048, ENC_BAD_PAD };

static size_t last_nbits; /* bit length of the last encoding made */

/* Encode s2 with coefficient `at` damaged per `how`; returns the byte length. */
static size_t compress_s2(uint8_t *out, size_t cap, const int32_t *s2, unsigned n, int how, unsigned at)
{
    bitw w = {out, 0};
    for (size_t i = 0; i < cap; i++) out[i] = 0;
    for (unsigned i = 0; i < n; i++) {
        int32_t v = s2[i];
        uint32_t m = (uint32_t)(v < 0 ? -v : v);
        if (i == at && how == ENC_MINUS_ZERO) { v = -1; m = 0; }
        if (i == at && how == ENC_RUN_2048) m = 2048;
        put_bits(&w, v < 0, 1);
        put_bits(&w, m & 127, 7);
        put_bits(&w, 0, m >> 7);
        put_bits(&w, 1, 1);
    }
    if (how == ENC_BAD_PAD && (w.nbits & 7)) out[w.nbits >> 3] |= 1;
    last_nbits = w.nbits;
    return (w.nbits + 7) >> 3;
}

typedef struct {
    unsigned logn;
    uint8_t pk[PQ8K_FALCON1024_PK_BYTES];
    uint8_t sig[PQ8K_FALCON1024_SIG_MAX + 16];
    size_t pklen, siglen;
} pair;

/*
 * A (pk, sig) that verifies for msg with exactly these s1 and s2; returns -1
 * if s2 is not invertible. `how`/`at` damage the s2 encoding.
 */
static int synth(pair *p, unsigned logn, const uint8_t nonce[40], const uint8_t *msg, size_t mlen,
                 const int32_t *s1, const int32_t *s2, int how, unsigned at)
{
    static uint16_t a[MAXN], b[MAXN];
    unsigned n = 1u << logn;
    hash_to_point(a, n, nonce, msg, mlen);
    for (unsigned i = 0; i < n; i++) {
        a[i] = (uint16_t)((a[i] + Q - modq(s1[i])) % Q);
        b[i] = (uint16_t)modq(s2[i]);
    }
    pq8k_falcon_ntt(a, n, 1, 0);
    pq8k_falcon_ntt(b, n, 1, 0);
    for (unsigned i = 0; i < n; i++) {
        if (b[i] == 0) return -1;
        a[i] = (uint16_t)(a[i] * powq(b[i], Q - 2) % Q);
    }
    intt_scaled(a, n);
    p->logn = logn;
    p->pklen = 1 + 14 * n / 8;
    for (size_t i = 0; i < p->pklen; i++) p->pk[i] = 0;
    p->pk[0] = (uint8_t)logn;
    bitw w = {p->pk + 1, 0};
    for (unsigned i = 0; i < n; i++) put_bits(&w, a[i], 14);
    p->sig[0] = (uint8_t)(0x30 + logn);
    for (unsigned i = 0; i < 40; i++) p->sig[1 + i] = nonce[i];
    p->siglen = 41 + compress_s2(p->sig + 41, sizeof p->sig - 41, s2, n, how, at);
    return 0;
}

/* Fill v[0..n) with small values whose squares sum to exactly `target`. */
static void vector_with_norm(int32_t *v, unsigned n, uint32_t target, uint32_t maxabs)
{
    for (unsigned i = 0; i < n; i++) v[i] = 0;
    for (unsigned i = 0; target != 0; i = (i + 37) % n) {
        uint32_t a = maxabs;
        while (a * a > target) a--;
        if (v[i] != 0) continue;
        v[i] = (tt_rand32() & 1) ? -(int32_t)a : (int32_t)a;
        target -= a * a;
    }
}

/* ---------------- helpers: verifying through the stream ---------------- */

static pq8k_verifier ver;

/* The engine's verification with the header already fed, so that the rest
   takes the Falcon stream (format byte, siglen, pk, sig) as it is. */
static int fs_init(unsigned logn, const uint8_t *digest, const uint8_t *msg, size_t mlen)
{
    pq8k_scheme s = logn == 9 ? PQ8K_FALCON512 : PQ8K_FALCON1024;
    const uint8_t hdr[4] = {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)s};
    int r = pq8k_verify_init(&ver, s, digest, 32, msg, mlen, NULL, 0);
    return r != 0 ? r : pq8k_verify_update(&ver, hdr, sizeof hdr);
}

static int fs_update(const uint8_t *in, size_t len) { return pq8k_verify_update(&ver, in, len); }
static int fs_final(void) { return pq8k_verify_final(&ver); }
static uint8_t stream_buf[3 + PQ8K_FALCON1024_PK_BYTES + PQ8K_FALCON1024_SIG_MAX + 64];

static size_t make_stream(unsigned logn, const uint8_t *pk, const uint8_t *sig, size_t siglen)
{
    size_t len = sizeof stream_buf;
    int r = pq8k_falcon_stream_encode(logn, pk, 1 + (14u << logn) / 8, sig, siglen, stream_buf, &len);
    TT_ASSERT_EQ(r, 0);
    return r ? 0 : len;
}

/* Push s[0..len) in chunks of `chunk` bytes (0: random 1..200); the result of
   final, or of the first failing update (then final must repeat it). */
static int push_stream(unsigned logn, const uint8_t *digest, const uint8_t *msg, size_t mlen,
                       const uint8_t *s, size_t len, size_t chunk)
{
    int r = fs_init(logn, digest, msg, mlen);
    if (r != 0) return r;
    for (size_t off = 0; off < len;) {
        size_t c = chunk ? chunk : 1 + tt_rand32() % 200;
        if (c > len - off) c = len - off;
        r = fs_update(s + off, c);
        if (r != 0) {
            TT_ASSERT_EQ(fs_final(), r);
            TT_ASSERT_EQ(fs_final(), PQ8K_ERR_STATE);
            return r;
        }
        off += c;
    }
    r = fs_final();
    TT_ASSERT_EQ(fs_final(), PQ8K_ERR_STATE);
    return r;
}

static int verify_any(unsigned logn, const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                      const uint8_t *pk)
{
    return logn == 9 ? pq8k_falcon512_verify(pk, sig, siglen, m, mlen)
                     : pq8k_falcon1024_verify(pk, sig, siglen, m, mlen);
}

/* One-shot and stream (random chunks) must agree; returns the one-shot result. */
static int verify_both(unsigned logn, const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *pk)
{
    uint8_t d[32];
    size_t dl = sizeof d;
    int r1 = verify_any(logn, sig, siglen, m, mlen, pk);
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, pk, 1 + (14u << logn) / 8, d, &dl), 0);
    size_t len = make_stream(logn, pk, sig, siglen);
    int r2 = push_stream(logn, d, m, mlen, stream_buf, len, 0);
    TT_ASSERT_EQ(r1, r2);
    return r1;
}

/* ---------------- helpers: KAT records ---------------- */

typedef struct {
    unsigned long count;
    size_t mlen, pklen, siglen;
    uint8_t msg[3400];
    uint8_t pk[PQ8K_FALCON1024_PK_BYTES];
    uint8_t sig[1500];
} kat_rec;

static kat_rec rec, rec2;
static uint8_t sm[3400 + 1600];

/* Next record of a Falcon .rsp; sm = L(2) || nonce || msg || 0x20+logn || body
   becomes the detached sig 0x30+logn || nonce || body. 0, or -1 at the end. */
static int read_rec(tt_file *f, unsigned logn, kat_rec *r)
{
    if (tt_rsp_uint(f, "count", &r->count) != 0) return -1;
    long ml = tt_rsp_hex(f, "msg", r->msg, sizeof r->msg);
    long pl = tt_rsp_hex(f, "pk", r->pk, sizeof r->pk);
    long sl = tt_rsp_hex(f, "sm", sm, sizeof sm);
    TT_ASSERT(ml > 0 && pl == (long)(1 + (14u << logn) / 8) && sl > 43 + ml);
    if (tt_failed_now()) return -1;
    size_t body = (((size_t)sm[0] << 8) | sm[1]) - 1;
    TT_ASSERT_EQ((size_t)sl, 2 + 40 + (size_t)ml + 1 + body);
    TT_ASSERT_EQ(sm[42 + ml], 0x20 + logn);
    TT_ASSERT_MEM(sm + 42, r->msg, (size_t)ml);
    if (tt_failed_now() || 41 + body > sizeof r->sig) return -1;
    r->mlen = (size_t)ml;
    r->pklen = (size_t)pl;
    r->sig[0] = (uint8_t)(0x30 + logn);
    for (size_t i = 0; i < 40; i++) r->sig[1 + i] = sm[2 + i];
    for (size_t i = 0; i < body; i++) r->sig[41 + i] = sm[43 + ml + i];
    r->siglen = 41 + body;
    return 0;
}

static const char *kat_path(unsigned logn)
{
    return logn == 9 ? "falcon/kat/PQCsignKAT_falcon-512.rsp" : "falcon/kat/PQCsignKAT_falcon-1024.rsp";
}

/* ---------------- tests ---------------- */

static void ntt_matches_schoolbook(void)
{
    static uint16_t a[MAXN], b[MAXN], c[MAXN], want[MAXN], blk[64];
    tt_seed(11);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        unsigned n = 1u << logn;
        for (unsigned i = 0; i < n; i++) {
            a[i] = (uint16_t)(tt_rand32() % Q);
            b[i] = (uint16_t)(i < 3 ? Q - 1 : tt_rand32() % Q); /* top of range too */
        }
        mul_schoolbook(want, a, b, n);
        for (unsigned i = 0; i < n; i++) c[i] = a[i];
        pq8k_falcon_ntt(c, n, 1, 0);
        /* A block transformed on its own equals the matching slice of the whole. */
        for (unsigned t = 0; t < n / 64; t++) {
            unsigned node = n / 64 + t;
            uint32_t beta = pq8k_falcon_root(2 * pq8k_falcon_brv10(node)), pw = 1;
            for (unsigned j = 0; j < 64; j++) blk[j] = 0;
            for (unsigned i = 0; i < n; i++) {
                if (i && i % 64 == 0) pw = pw * beta % Q;
                blk[i % 64] = (uint16_t)((blk[i % 64] + a[i] * pw) % Q);
            }
            pq8k_falcon_ntt(blk, 64, node, 0);
            TT_ASSERT_MEM(blk, c + 64 * t, sizeof blk);
        }
        pq8k_falcon_ntt(b, n, 1, 0);
        for (unsigned i = 0; i < n; i++) c[i] = (uint16_t)(c[i] * b[i] % Q);
        intt_scaled(c, n);
        TT_ASSERT_MEM(c, want, n * sizeof c[0]);
    }
    TT_ASSERT_EQ(pq8k_falcon_root(1024), Q - 1); /* 7 has order 2048 */
    TT_ASSERT_EQ(pq8k_falcon_root(2048), 1);
}

static void s2_codec(void)
{
    static int32_t v[MAXN], got[MAXN];
    static uint8_t buf[4096];
    pq8k_falcon_s2_reader rd;
    tt_seed(12);
    for (unsigned i = 0; i < MAXN; i++) {
        uint32_t r = tt_rand32();
        v[i] = (int32_t)(r % 4095) - 2047; /* every magnitude up to 2047, both signs */
    }
    v[0] = 0; v[1] = 2047; v[2] = -2047; v[3] = 128; v[4] = -127;
    size_t len = compress_s2(buf, sizeof buf, v, MAXN, ENC_OK, 0);
    pq8k_falcon_s2_start(&rd, buf, (uint32_t)len);
    for (unsigned i = 0; i < MAXN; i++) TT_ASSERT_EQ(pq8k_falcon_s2_next(&rd, &got[i]), 0);
    TT_ASSERT_EQ(pq8k_falcon_s2_end(&rd), 0);
    TT_ASSERT_EQ(pq8k_falcon_s2_bytes(&rd), len);
    TT_ASSERT_MEM(got, v, sizeof v);
    /* truncation: the last coefficient runs out of bytes */
    pq8k_falcon_s2_start(&rd, buf, (uint32_t)len - 1);
    int r = 0;
    for (unsigned i = 0; i < MAXN && r == 0; i++) r = pq8k_falcon_s2_next(&rd, &got[i]);
    TT_ASSERT_EQ(r, PQ8K_ERR_BAD_ENCODING);
    /* each malformation is caught at its coefficient */
    static const int hows[2] = {ENC_MINUS_ZERO, ENC_RUN_2048};
    for (unsigned k = 0; k < 2; k++) {
        len = compress_s2(buf, sizeof buf, v, MAXN, hows[k], 100);
        pq8k_falcon_s2_start(&rd, buf, (uint32_t)len);
        for (unsigned i = 0; i < 100; i++) TT_ASSERT_EQ(pq8k_falcon_s2_next(&rd, &got[i]), 0);
        TT_ASSERT_EQ(pq8k_falcon_s2_next(&rd, &got[100]), PQ8K_ERR_BAD_ENCODING);
    }
    /* 15 zeros (|v| = 1920 + low) is the longest legal run */
    v[5] = 1920 + 127;
    len = compress_s2(buf, sizeof buf, v, 6, ENC_BAD_PAD, 0);
    pq8k_falcon_s2_start(&rd, buf, (uint32_t)len);
    for (unsigned i = 0; i < 6; i++) TT_ASSERT_EQ(pq8k_falcon_s2_next(&rd, &got[i]), 0);
    TT_ASSERT_EQ(got[5], 2047);
    TT_ASSERT_EQ(pq8k_falcon_s2_end(&rd), PQ8K_ERR_BAD_ENCODING);
}

/* Every KAT record one-shot (a subset on targets), plus a wrong message. */
static void kat_oneshot(void)
{
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        unsigned n = 0, limit = tt_is_target() ? 3 : 100;
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        while (n < limit && read_rec(&f, logn, &rec) == 0) {
            TT_ASSERT_EQ(rec.count, n);
            TT_ASSERT_EQ(verify_any(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk), 0);
            rec.msg[n % rec.mlen] ^= 1;
            TT_ASSERT_EQ(verify_any(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk),
                         PQ8K_ERR_BAD_SIGNATURE);
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, limit);
    }
}

/* Every KAT record through the stream at chunk sizes 1, 3, 64, whole and random. */
static void kat_stream(void)
{
    tt_seed(13);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        unsigned n = 0, limit = tt_is_target() ? 2 : 100;
        uint8_t d[32];
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        while (n < limit && read_rec(&f, logn, &rec) == 0) {
            size_t dl = sizeof d, len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
            TT_ASSERT_EQ(len, 3 + rec.pklen + rec.siglen);
            TT_ASSERT(len <= pq8k_falcon_stream_len(logn));
            TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
            TT_ASSERT_EQ(dl, 32);
            const size_t chunks[5] = {1, 3, 64, len, 0};
            for (unsigned c = 0; c < 5; c++) {
                if (tt_is_target() && n > 0 && c < 2) continue; /* byte-wise runs: first record only */
                TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len, chunks[c]), 0);
            }
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, limit);
    }
}

/* The shared must-reject vectors: flipped sig bit, flipped pk bit, truncated sig. */
static void kat_negative(void)
{
    static const char *paths[2] = {"falcon/negative/falcon-512-negative.rsp",
                                   "falcon/negative/falcon-1024-negative.rsp"};
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        unsigned n = 0;
        uint8_t genuine[32], d[32];
        size_t dl = 32;
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        TT_ASSERT(read_rec(&f, logn, &rec2) == 0);
        tt_close(&f);
        TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec2.pk, rec2.pklen, genuine, &dl), 0);
        TT_ASSERT(tt_open(&f, paths[logn - 9]) == 0);
        while (read_rec(&f, logn, &rec) == 0) {
            int r = verify_any(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk);
            TT_ASSERT(r < 0);
            size_t len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
            r = push_stream(logn, genuine, rec.msg, rec.mlen, stream_buf, len, 64);
            if (n == 1) TT_ASSERT_EQ(r, PQ8K_ERR_PK_DIGEST); /* the device's digest is of the genuine key */
            else TT_ASSERT(r < 0);
            /* a verifier that trusted the flipped key must still fail on the equation */
            dl = 32;
            TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
            TT_ASSERT(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len, 64) < 0);
            n++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(n, 3);
        TT_ASSERT_EQ(rec.siglen, rec2.siglen - 1);
    }
}

/* Random single-bit flips in the nonce, the compressed s2, the sig header and the pk. */
static void bit_flips(void)
{
    tt_seed(14);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        unsigned records = tt_is_target() ? 1 : 5, trials = tt_is_target() ? 4 : 40;
        uint8_t d[32];
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        for (unsigned k = 0; k < records && read_rec(&f, logn, &rec) == 0; k++) {
            size_t dl = 32;
            TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
            for (unsigned t = 0; t < trials; t++) {
                unsigned bit = tt_rand32() % 8;
                size_t at;
                int r;
                switch (t % 4) {
                case 0: at = 1 + tt_rand32() % 40; break;                       /* nonce */
                case 1: at = 41 + tt_rand32() % (rec.siglen - 41); break;        /* s2 */
                case 2: at = 0; break;                                           /* header */
                default: at = tt_rand32() % rec.pklen; break;                    /* pk */
                }
                uint8_t *p = (t % 4 == 3) ? &rec.pk[at] : &rec.sig[at];
                *p ^= (uint8_t)(1u << bit);
                r = verify_both(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk);
                TT_ASSERT(r < 0);
                if (t % 4 == 0) TT_ASSERT_EQ(r, PQ8K_ERR_BAD_SIGNATURE);
                if (t % 4 == 2) TT_ASSERT_EQ(r, PQ8K_ERR_BAD_ENCODING);
                if (t % 4 == 3) {
                    /* against the genuine key's digest, the stream blames the key */
                    size_t len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
                    TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len, 0),
                                 PQ8K_ERR_PK_DIGEST);
                }
                *p ^= (uint8_t)(1u << bit);
            }
            TT_ASSERT_EQ(verify_both(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk), 0);
        }
        tt_close(&f);
    }
}

/* A valid signature under another valid key: rejected on the digest. */
static void foreign_key(void)
{
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        uint8_t d[32];
        size_t dl = 32;
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        TT_ASSERT(read_rec(&f, logn, &rec2) == 0);
        TT_ASSERT(read_rec(&f, logn, &rec) == 0);
        tt_close(&f);
        TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec2.pk, rec2.pklen, d, &dl), 0);
        size_t len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
        for (unsigned c = 1; c <= 64; c *= 4)
            TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len, c), PQ8K_ERR_PK_DIGEST);
        /* and the other parameter set's key and stream */
        dl = 32;
        TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
        TT_ASSERT(push_stream(logn ^ 3, d, rec.msg, rec.mlen, stream_buf, len, 64) < 0);
    }
}

/* Every truncation point fails in final; every extension fails in update. */
static void truncated_and_extended(void)
{
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        uint8_t d[32];
        size_t dl = 32;
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        TT_ASSERT(read_rec(&f, logn, &rec) == 0);
        tt_close(&f);
        TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
        size_t len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
        unsigned stepsz = tt_is_target() ? 97 : 1;
        for (size_t cut = 0; cut < len; cut += stepsz)
            TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, cut, 64), PQ8K_ERR_BAD_LENGTH);
        stream_buf[len] = 0;
        TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len + 1, 64), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len + 1, 1), PQ8K_ERR_BAD_LENGTH);
        /* one-shot: a signature one byte short or with a stray zero byte */
        TT_ASSERT(verify_any(logn, rec.sig, rec.siglen - 1, rec.msg, rec.mlen, rec.pk) < 0);
        rec.sig[rec.siglen] = 0;
        if (rec.siglen + 1 != (logn == 9 ? PQ8K_FALCON512_SIG_PADDED : PQ8K_FALCON1024_SIG_PADDED))
            TT_ASSERT_EQ(verify_both(logn, rec.sig, rec.siglen + 1, rec.msg, rec.mlen, rec.pk),
                         PQ8K_ERR_BAD_ENCODING);
        /* lengths the header refuses */
        TT_ASSERT_EQ(verify_any(logn, rec.sig, 41, rec.msg, rec.mlen, rec.pk), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(verify_any(logn, rec.sig, (logn == 9 ? PQ8K_FALCON512_SIG_MAX : PQ8K_FALCON1024_SIG_MAX) + 1,
                                rec.msg, rec.mlen, rec.pk), PQ8K_ERR_BAD_LENGTH);
        /* the header's siglen is checked at once: 42 .. SIG_MAX */
        size_t max = logn == 9 ? PQ8K_FALCON512_SIG_MAX : PQ8K_FALCON1024_SIG_MAX;
        const size_t sl[4] = {41, max + 1, 42, max};
        for (unsigned k = 0; k < 4; k++) {
            stream_buf[1] = (uint8_t)(sl[k] >> 8);
            stream_buf[2] = (uint8_t)sl[k];
            TT_ASSERT_EQ(fs_init(logn, d, rec.msg, rec.mlen), 0);
            TT_ASSERT_EQ(fs_update(stream_buf, 3), k < 2 ? PQ8K_ERR_BAD_LENGTH : 0);
        }
    }
}

/* The norm bound to the unit, on both sides of the sum, for both sets. */
static void norm_bound(void)
{
    static int32_t s1[MAXN], s2[MAXN];
    static pair p;
    static const uint8_t msg[5] = "hello";
    uint8_t nonce[40];
    tt_seed(15);
    tt_randbytes(nonce, sizeof nonce);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        unsigned n = 1u << logn;
        uint32_t bound = logn == 9 ? 34034726u : 70265242u;
        for (uint32_t extra = 0; extra <= 1; extra++) {
            /* all in s2 (s1 = 0), then split with s1 carrying 5,000,000 */
            for (uint32_t s1part = 0; s1part <= 5000000u; s1part += 5000000u) {
                int tries = 0;
                do {
                    vector_with_norm(s1, n, s1part, 6144);
                    vector_with_norm(s2, n, bound + extra - s1part, 2047);
                } while (synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_OK, 0) != 0 && ++tries < 20);
                TT_ASSERT(tries < 20);
                int want = extra ? PQ8K_ERR_BAD_SIGNATURE : 0;
                TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), want);
            }
        }
        /* a short, ordinary-looking signature also verifies */
        vector_with_norm(s1, n, 0, 0);
        for (unsigned i = 0; i < n; i++) s2[i] = (int32_t)(tt_rand32() % 301) - 150;
        TT_ASSERT(synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_OK, 0) == 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), 0);
    }
}

/*
 * The longest signature that can pass: |s2_i| = 256 (2 unary zeros) with a
 * few 384s, as many as the bound allows, s1 = 0. It must fill SIG_MAX
 * exactly and verify; one more 384 breaks the bound at the same length, and
 * the few more that make the encoding a byte longer meet the length limit.
 */
static void longest_signature(void)
{
    static int32_t s1[MAXN], s2[MAXN];
    static pair p;
    uint8_t nonce[40];
    tt_seed(18);
    tt_randbytes(nonce, sizeof nonce);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        unsigned n = 1u << logn, threes = logn == 9 ? 5 : 38;
        const unsigned more[3] = {0, 1, logn == 9 ? 4 : 3};
        const int want[3] = {0, PQ8K_ERR_BAD_SIGNATURE, PQ8K_ERR_BAD_LENGTH};
        size_t max = logn == 9 ? PQ8K_FALCON512_SIG_MAX : PQ8K_FALCON1024_SIG_MAX;
        for (unsigned k = 0; k < 3; k++) {
            int tries = 0;
            do {
                for (unsigned i = 0; i < n; i++) {
                    s1[i] = 0;
                    s2[i] = (i < threes + more[k] ? 384 : 256) * ((tt_rand32() & 1) ? 1 : -1);
                }
            } while (synth(&p, logn, nonce, NULL, 0, s1, s2, ENC_OK, 0) != 0 && ++tries < 20);
            TT_ASSERT(tries < 20);
            TT_ASSERT_EQ(p.siglen, k == 2 ? max + 1 : max);
            TT_ASSERT_EQ(verify_any(logn, p.sig, p.siglen, NULL, 0, p.pk), want[k]);
            if (k < 2) TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, NULL, 0, p.pk), want[k]);
        }
    }
}

/* Non-canonical s2 encodings and the padded signature form. */
static void noncanonical(void)
{
    static int32_t s1[MAXN], s2[MAXN];
    static pair p;
    static const uint8_t msg[3] = "abc";
    uint8_t nonce[40];
    tt_seed(16);
    tt_randbytes(nonce, sizeof nonce);
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        unsigned n = 1u << logn;
        size_t padded = logn == 9 ? PQ8K_FALCON512_SIG_PADDED : PQ8K_FALCON1024_SIG_PADDED;
        for (unsigned i = 0; i < n; i++) s1[i] = 0;
        /* an s2 whose encoding ends inside a byte, so there are pad bits to spoil */
        do {
            for (unsigned i = 0; i < n; i++) s2[i] = (int32_t)(tt_rand32() % 201) - 100;
            s2[7] = 0;
            s2[9] = 1500; /* a coefficient with a long unary run */
        } while (synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_OK, 0) != 0 || last_nbits % 8 == 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), 0);
        TT_ASSERT(synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_BAD_PAD, 0) == 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        /* -0 in place of 0, and a run of 16 zeros (|v| = 2048) */
        TT_ASSERT(synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_MINUS_ZERO, 7) == 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        TT_ASSERT(synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_RUN_2048, 9) == 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        /* padded form: zeros up to the fixed length are fine, anything else is not */
        TT_ASSERT(synth(&p, logn, nonce, msg, sizeof msg, s1, s2, ENC_OK, 0) == 0);
        TT_ASSERT(p.siglen < padded - 1);
        size_t len = p.siglen;
        for (size_t i = len; i < padded; i++) p.sig[i] = 0;
        TT_ASSERT_EQ(verify_both(logn, p.sig, padded, msg, sizeof msg, p.pk), 0);
        TT_ASSERT_EQ(verify_both(logn, p.sig, padded - 1, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        TT_ASSERT_EQ(verify_both(logn, p.sig, padded + 1, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        p.sig[padded - 1] = 0x01;
        TT_ASSERT_EQ(verify_both(logn, p.sig, padded, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        p.sig[padded - 1] = 0;
        p.sig[len] = 0x80;
        TT_ASSERT_EQ(verify_both(logn, p.sig, padded, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        /* pk coefficients: q - 1 is a valid (if wrong) key, q and above are refused */
        p.pk[1] = 0xC0; p.pk[2] &= 0x03; /* first coefficient 0x3000 = q - 1 */
        TT_ASSERT_EQ(verify_both(logn, p.sig, len, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_SIGNATURE);
        p.pk[2] |= 0x04; /* 0x3001 = q */
        TT_ASSERT_EQ(verify_both(logn, p.sig, len, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        p.pk[1] = 0xFF; p.pk[2] |= 0xFC; /* 0x3FFF */
        TT_ASSERT_EQ(verify_both(logn, p.sig, len, msg, sizeof msg, p.pk), PQ8K_ERR_BAD_ENCODING);
        p.pk[0] ^= 0x03; /* wrong pk header */
        TT_ASSERT(verify_both(logn, p.sig, len, msg, sizeof msg, p.pk) < 0);
    }
}

/* Messages of any length: empty (NULL) and long, read from the caller's memory once. */
static void message_lengths(void)
{
    static uint8_t big[65536];
    static int32_t s1[MAXN], s2[MAXN];
    static pair p;
    uint8_t nonce[40], d[32];
    tt_seed(17);
    tt_randbytes(nonce, sizeof nonce);
    tt_randbytes(big, sizeof big);
    size_t lens[3] = {0, 1000, tt_is_target() ? 8192 : sizeof big};
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        unsigned n = 1u << logn;
        for (unsigned k = 0; k < 3; k++) {
            const uint8_t *m = lens[k] ? big : NULL;
            for (unsigned i = 0; i < n; i++) { s1[i] = (int32_t)(tt_rand32() % 201) - 100; s2[i] = (int32_t)(tt_rand32() % 201) - 100; }
            TT_ASSERT(synth(&p, logn, nonce, m, lens[k], s1, s2, ENC_OK, 0) == 0);
            TT_ASSERT_EQ(verify_both(logn, p.sig, p.siglen, m, lens[k], p.pk), 0);
            size_t dl = 32, len = make_stream(logn, p.pk, p.sig, p.siglen);
            TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, p.pk, p.pklen, d, &dl), 0);
            TT_ASSERT_EQ(push_stream(logn, d, m, lens[k], stream_buf, len, 64), 0);
            if (lens[k]) {
                big[lens[k] - 1] ^= 0x80; /* last byte of the message */
                TT_ASSERT_EQ(push_stream(logn, d, m, lens[k], stream_buf, len, 64), PQ8K_ERR_BAD_SIGNATURE);
                big[lens[k] - 1] ^= 0x80;
            }
        }
    }
}

/* Calls out of order, bad arguments, sticky failures, host helpers' error outputs. */
static void misuse(void)
{
    static pair p;
    static int32_t s1[MAXN], s2[MAXN];
    uint8_t nonce[40] = {0}, d[32], out[16];
    size_t dl = 32, ol;
    for (unsigned i = 0; i < 512; i++) { s1[i] = 0; s2[i] = (int32_t)(i % 7) - 3; }
    s2[0] = 1;
    TT_ASSERT(synth(&p, 9, nonce, NULL, 0, s1, s2, ENC_OK, 0) == 0);
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(9, p.pk, p.pklen, d, &dl), 0);
    size_t len = make_stream(9, p.pk, p.sig, p.siglen);

    static const uint8_t hdr512[4] = {'P', '8', PQ8K_STREAM_VERSION, PQ8K_FALCON512};
    /* the life cycle, NULL and sticky checks are the engine's (test_stream_falcon);
       here what Falcon itself refuses: a context string, an unknown format */
    TT_ASSERT_EQ(pq8k_verify_init(&ver, PQ8K_FALCON512, d, 32, NULL, 0, nonce, 1), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&ver, PQ8K_FALCON512, d, 32, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_update(&ver, hdr512, sizeof hdr512), 0);
    TT_ASSERT_EQ(fs_update(stream_buf, len), 0);
    TT_ASSERT_EQ(fs_final(), 0); /* internal is the same verification */
    /* format byte: FN-DSA and anything else unknown */
    stream_buf[0] = 0x02;
    TT_ASSERT_EQ(push_stream(9, d, NULL, 0, stream_buf, len, 1), PQ8K_ERR_UNSUPPORTED);
    stream_buf[0] = PQ8K_FALCON_STREAM_FORMAT;
    /* sticky after a failure in the middle: the rest of a good stream does not revive it */
    TT_ASSERT_EQ(fs_init(9, d, NULL, 0), 0);
    stream_buf[3 + p.pklen] ^= 0x01; /* signature header */
    TT_ASSERT_EQ(fs_update(stream_buf, len), PQ8K_ERR_BAD_ENCODING);
    stream_buf[3 + p.pklen] ^= 0x01;
    TT_ASSERT_EQ(fs_update(stream_buf + 3 + p.pklen, len - 3 - p.pklen),
                 PQ8K_ERR_BAD_ENCODING);
    TT_ASSERT_EQ(fs_final(), PQ8K_ERR_BAD_ENCODING);
    /* one-shot arguments */
    TT_ASSERT_EQ(pq8k_falcon512_verify(p.pk, NULL, p.siglen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_falcon512_verify(NULL, p.sig, p.siglen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_falcon512_verify(p.pk, p.sig, p.siglen, NULL, 1), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_falcon512_verify(p.pk, p.sig, p.siglen, NULL, 0), 0);
    TT_ASSERT(pq8k_falcon1024_verify(p.pk, p.sig, p.siglen, NULL, 0) < 0); /* wrong set */
    /* host helpers: bad input gives an error and zeroed outputs */
    dl = 32;
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(9, p.pk, p.pklen - 1, d, &dl), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(dl, 0);
    TT_ASSERT_EQ(d[0] | d[31], 0);
    dl = 31;
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(9, p.pk, p.pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    dl = 32;
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(10, p.pk, p.pklen, d, &dl), PQ8K_ERR_BAD_LENGTH);
    dl = 32;
    TT_ASSERT_EQ(pq8k_falcon_pk_digest(11, p.pk, p.pklen, d, &dl), PQ8K_ERR_UNSUPPORTED);
    ol = sizeof out;
    for (unsigned i = 0; i < sizeof out; i++) out[i] = 0xAA;
    TT_ASSERT_EQ(pq8k_falcon_stream_encode(9, p.pk, p.pklen, p.sig, p.siglen, out, &ol), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(ol, 0);
    TT_ASSERT_EQ(out[0] | out[15], 0);
    TT_ASSERT_EQ(pq8k_falcon_stream_len(9), 3 + 897 + PQ8K_FALCON512_SIG_MAX);
    TT_ASSERT_EQ(pq8k_falcon_stream_len(10), 3 + 1793 + PQ8K_FALCON1024_SIG_MAX);
}

/* State size and measured peak stack of a streaming verify (targets only). */
static void memory_figures(void)
{
    tt_printf("  falcon: sizeof(pq8k_falcon_verifier_state) = %u (max logn %u)\n",
              (unsigned)sizeof(pq8k_falcon_verifier_state), (unsigned)PQ8K_FALCON_MAX_LOGN);
    if (!tt_is_target()) return;
    for (unsigned logn = 9; logn <= PQ8K_FALCON_MAX_LOGN; logn++) {
        tt_file f;
        uint8_t d[32];
        size_t dl = 32, peak = 0, used;
        TT_ASSERT(tt_open(&f, kat_path(logn)) == 0);
        TT_ASSERT(read_rec(&f, logn, &rec) == 0);
        tt_close(&f);
        TT_ASSERT_EQ(pq8k_falcon_pk_digest(logn, rec.pk, rec.pklen, d, &dl), 0);
        size_t len = make_stream(logn, rec.pk, rec.sig, rec.siglen);
        hal_bench_start();
        TT_ASSERT_EQ(push_stream(logn, d, rec.msg, rec.mlen, stream_buf, len, 64), 0);
        unsigned long insns = (unsigned long)hal_bench_stop();
        hal_stack_paint();
        TT_ASSERT_EQ(fs_init(logn, d, rec.msg, rec.mlen), 0);
        used = hal_stack_used(); if (used > peak) peak = used;
        for (size_t off = 0; off < len; off += 64) {
            hal_stack_paint();
            TT_ASSERT_EQ(fs_update(stream_buf + off, len - off < 64 ? len - off : 64), 0);
            used = hal_stack_used(); if (used > peak) peak = used;
        }
        hal_stack_paint();
        TT_ASSERT_EQ(fs_final(), 0);
        used = hal_stack_used(); if (used > peak) peak = used;
        hal_stack_paint();
        TT_ASSERT_EQ(verify_any(logn, rec.sig, rec.siglen, rec.msg, rec.mlen, rec.pk), 0);
        used = hal_stack_used();
        tt_printf("  falcon-%u: stream peak stack %u B, one-shot stack %u B (incl. its state)",
                  1u << logn, (unsigned)peak, (unsigned)used);
        if (insns) tt_printf(", stream verify %lu instructions (msg %u B)", insns, (unsigned)rec.mlen);
        tt_printf("\n");
    }
}

void tt_suite_falcon(void)
{
    tt_run("falcon: NTT vs schoolbook, block transforms", ntt_matches_schoolbook);
    tt_run("falcon: s2 codec", s2_codec);
    tt_run("falcon: KAT one-shot", kat_oneshot);
    tt_run("falcon: KAT stream, chunks 1/3/64/whole/random", kat_stream);
    tt_run("falcon: shared negative vectors", kat_negative);
    tt_run("falcon: bit flips in nonce, s2, header, pk", bit_flips);
    tt_run("falcon: foreign key", foreign_key);
    tt_run("falcon: truncated and extended", truncated_and_extended);
    tt_run("falcon: norm bound to the unit", norm_bound);
    tt_run("falcon: longest possible signature", longest_signature);
    tt_run("falcon: non-canonical encodings, padded form", noncanonical);
    tt_run("falcon: message lengths", message_lengths);
    tt_run("falcon: misuse", misuse);
    tt_run("falcon: memory figures", memory_figures);
}
