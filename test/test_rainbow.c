/* SPDX-License-Identifier: MIT */
/*
 * Rainbow-I-classic (legacy, BROKEN; opt-in build): the GF(16) arithmetic, every
 * KAT record through the push verifier at several chunkings, bit flips in the
 * salt, the solution and the key, foreign keys, the negative file and misuse.
 * Without `make LEGACY=1` this suite is empty.
 */
#include "tt.h"

#ifndef PQ8K_LEGACY_INSECURE
void tt_suite_rainbow(void) {}
#else

#include "pq8k/legacy.h"
#include "pq8k/pq8k.h"
#include "rainbow/gf16.h"
#include "rainbow/rainbow_stream.h"
#include "pq8k/stream.h"
#include "common/sha2.h"

#define KAT  "rainbow-i-classic/kat/PQCsignKAT_rainbowI-classic.first5.rsp"
#define NEG  "rainbow-i-classic/negative/rainbowI-classic-negative.rsp"
#define PK   PQ8K_RAINBOW1_CLASSIC_PKBYTES
#define SIG  PQ8K_RAINBOW1_CLASSIC_SIGBYTES
#define SLEN PQ8K_RAINBOW1_CLASSIC_STREAMBYTES
#define NKAT 5

/* The QEMU targets have no room for whole keys: they stream from the vector file. */
#if defined(__arm__) || defined(__riscv)
#define HOST_BUFFERS 0
#else
#define HOST_BUFFERS 1
#endif

typedef struct {
    unsigned long mlen, siglen;
    uint8_t msg[200];
    uint8_t sig[SIG];
} rec_t;


/* Read msg and the detached signature (sm = msg || sig); leave pkf at the pk value. */
static int open_record(const char *path, unsigned long count, rec_t *r, tt_file *pkf)
{
    tt_file g;
    unsigned long smlen;
    uint8_t skip[200];
    long n;
    if (tt_rsp_open_record(pkf, path, count) != 0) return -1;
    if (tt_rsp_uint(pkf, "mlen", &r->mlen) != 0) return -1;
    n = tt_rsp_hex(pkf, "msg", r->msg, sizeof r->msg);
    if (n != (long)r->mlen || tt_rsp_find(pkf, "pk") != 0) return -1;
    if (tt_rsp_open_record(&g, path, count) != 0) return -1;
    if (tt_rsp_uint(&g, "smlen", &smlen) != 0 || tt_rsp_find(&g, "sm") != 0 ||
        smlen < r->mlen || smlen - r->mlen > SIG) {
        tt_close(&g);
        return -1;
    }
    r->siglen = smlen - r->mlen;
    n = (long)tt_rsp_hex_read(&g, skip, r->mlen);
    n += (long)tt_rsp_hex_read(&g, r->sig, r->siglen);
    tt_close(&g);
    return n == (long)smlen ? 0 : -1;
}

/* The engine's verification with the header already fed, so that the rest
   takes the rainbow stream as it is (the life cycle is the engine's). */
static pq8k_verifier rsv;

static int rs_init(const uint8_t *digest, const uint8_t *msg, size_t mlen)
{
    static const uint8_t hdr[4] = {'P', '8', PQ8K_STREAM_VERSION, PQ8K_RAINBOW1_CLASSIC};
    int r = pq8k_verify_init(&rsv, PQ8K_RAINBOW1_CLASSIC, digest, 32, msg, mlen, NULL, 0);
    return r != 0 ? r : pq8k_verify_update(&rsv, hdr, sizeof hdr);
}

static int rs_update(const uint8_t *in, size_t len) { return pq8k_verify_update(&rsv, in, len); }
static int rs_final(void) { return pq8k_verify_final(&rsv); }

#if HOST_BUFFERS
static void digest_of(const uint8_t *pk, uint8_t d[32])
{
    size_t dl = 32;
    TT_ASSERT_EQ(pq8k_rainbow_pk_digest(pk, PK, d, &dl), 0);
    TT_ASSERT_EQ(dl, 32);
}

/* Push s[0..n) in chunks of `chunk` bytes (0: one call; -1: random sizes), then final. */
static int run_stream(const uint8_t d[32], const rec_t *r, const uint8_t *s, size_t n, long chunk)
{
    int rc = rs_init(d, r->msg, r->mlen);
    size_t off = 0;
    TT_ASSERT_EQ(rc, 0);
    while (off < n) {
        size_t c = chunk == 0 ? n : chunk > 0 ? (size_t)chunk : 1 + tt_rand32() % 700;
        if (c > n - off) c = n - off;
        int u = rs_update(s + off, c);
        if (u != 0 && rc == 0) rc = u;
        TT_ASSERT(rc == 0 || u == rc);   /* sticky: the first error repeats */
        off += c;
    }
    int f = rs_final();
    TT_ASSERT(rc == 0 || f == rc);
    TT_ASSERT_EQ(rs_final(), PQ8K_ERR_STATE);
    return f;
}
#endif

/* Stream one record straight from the vector file in 64-byte chunks (what the targets run). */
static int stream_from_file(const char *path, unsigned long count, const uint8_t d[32])
{
    tt_file f;
    rec_t r;
    uint8_t chunk[64];
    size_t got, total = 0;
    int rc;
    if (open_record(path, count, &r, &f) != 0) return 1;
    rc = rs_init(d, r.msg, r.mlen);
    if (rc == 0) rc = rs_update(r.sig, r.siglen);
    while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) {
        total += got;
        if (rc == 0) rc = rs_update(chunk, got);
    }
    tt_close(&f);
    TT_ASSERT_EQ(total, PK);
    int fin = rs_final();
    return rc ? rc : fin;
}

/* SHA-256 of a record's key, streamed from the file (no key buffer needed). */
static int file_digest(const char *path, unsigned long count, uint8_t d[32])
{
    pq8k_sha256_ctx h;
    tt_file f;
    rec_t r;
    uint8_t chunk[64];
    size_t got;
    if (open_record(path, count, &r, &f) != 0) return -1;
    pq8k_sha256_init(&h);
    while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) pq8k_sha256_update(&h, chunk, got);
    tt_close(&f);
    pq8k_sha256_final(&h, d);
    return 0;
}

/* ---- GF(16) ---- */

static void gf16_field(void)
{
    /* the tower's defining relations: X^2 = X + 1, Y^2 = Y + X */
    TT_ASSERT_EQ(pq8k_gf16_mul(2, 2), 3);
    TT_ASSERT_EQ(pq8k_gf16_mul(4, 4), 6);
    for (unsigned a = 0; a < 16; a++) {
        unsigned inv = 0;
        for (unsigned b = 0; b < 16; b++) {
            TT_ASSERT_EQ(pq8k_gf16_mul(a, b), pq8k_gf16_mul(b, a));
            if (pq8k_gf16_mul(a, b) == 1) inv++;
            for (unsigned c = 0; c < 16; c++) {
                TT_ASSERT_EQ(pq8k_gf16_mul(a, pq8k_gf16_mul(b, c)), pq8k_gf16_mul(pq8k_gf16_mul(a, b), c));
                TT_ASSERT_EQ(pq8k_gf16_mul(a, b ^ c), pq8k_gf16_mul(a, b) ^ pq8k_gf16_mul(a, c));
            }
        }
        TT_ASSERT_EQ(inv, a ? 1 : 0);
        TT_ASSERT_EQ(pq8k_gf16_mul(a, 1), a);
    }
    /* the packed helpers multiply both nibbles of a byte */
    for (unsigned v = 0; v < 256; v++) {
        unsigned lo = v & 15, hi = v >> 4;
        TT_ASSERT_EQ(pq8k_gf16x2_mul_x((uint8_t)v), pq8k_gf16_mul(lo, 2) | pq8k_gf16_mul(hi, 2) << 4);
        TT_ASSERT_EQ(pq8k_gf16x2_mul_y((uint8_t)v), pq8k_gf16_mul(lo, 4) | pq8k_gf16_mul(hi, 4) << 4);
    }
}

/* ---- the target-sized test: one record from the file, 64-byte chunks ---- */

static void kat_from_file(void)
{
    uint8_t d[32];
    TT_ASSERT_EQ(file_digest(KAT, 0, d), 0);
    TT_ASSERT_EQ(stream_from_file(KAT, 0, d), 0);
    d[5] ^= 0x40;   /* a device holding another digest */
    TT_ASSERT_EQ(stream_from_file(KAT, 0, d), PQ8K_ERR_PK_DIGEST);
}

#if HOST_BUFFERS
static uint8_t pk[PK], pk2[PK], strm[SLEN];

static int load_record(const char *path, unsigned long count, rec_t *r, uint8_t *key)
{
    tt_file f;
    size_t got;
    if (open_record(path, count, r, &f) != 0) return -1;
    got = tt_rsp_hex_read(&f, key, PK);
    tt_close(&f);
    return got == PK ? 0 : -1;
}

static int encode(const uint8_t *key, const uint8_t *sig, size_t siglen)
{
    size_t n = sizeof strm;
    int rc = pq8k_rainbow_stream_encode(key, PK, sig, siglen, strm, &n);
    if (rc == 0) TT_ASSERT_EQ(n, SLEN);
    return rc;
}

/* The column index (i <= j, row-major) and scalar w_i*w_j of key byte `off`. */
static unsigned scalar_at(const uint8_t *sig, size_t off)
{
    size_t col = off / 32;
    unsigned i = 0, row = 100;
    while (col >= row) col -= row--, i++;
    unsigned j = i + (unsigned)col;
    unsigned wi = (sig[i >> 1] >> ((i & 1) * 4)) & 15, wj = (sig[j >> 1] >> ((j & 1) * 4)) & 15;
    return pq8k_gf16_mul((uint8_t)wi, (uint8_t)wj);
}

static void kat_all_chunkings(void)
{
    static const long chunks[] = {1, 3, 64, 0, -1};
    rec_t r;
    uint8_t d[32];
    tt_seed(0x7a1b);
    for (unsigned long c = 0; c < NKAT; c++) {
        TT_ASSERT_EQ(load_record(KAT, c, &r, pk), 0);
        TT_ASSERT_EQ(r.siglen, SIG);
        digest_of(pk, d);
        TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
        for (unsigned k = 0; k < sizeof chunks / sizeof chunks[0]; k++)
            TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, chunks[k]), 0);
        TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, SIG, r.msg, r.mlen), 0);
        /* the message is part of the verdict */
        r.msg[c % r.mlen] ^= 1;
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
        r.mlen--;
        TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
    }
}

static void signature_bit_flips(void)
{
    rec_t r;
    uint8_t d[32];
    TT_ASSERT_EQ(load_record(KAT, 1, &r, pk), 0);
    digest_of(pk, d);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    /* every byte of w (0..49) and of the salt (50..65), one bit each, every bit position */
    for (unsigned k = 0; k < SIG; k++) {
        strm[k] ^= (uint8_t)(1u << (k % 8));
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
        strm[k] ^= (uint8_t)(1u << (k % 8));
    }
    TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), 0);
}

/* Key bytes in each region of the triangular key: first and last column, the
   vinegar block, row boundaries, the oil-oil corner, a random spot. */
static void key_bit_flips(void)
{
    rec_t r;
    uint8_t d[32], d2[32];
    size_t spots[12] = {0, 31, 32, 99 * 32, 100 * 32, 36 * 32 + 7, 2000 * 32 + 16, 4000 * 32 + 5,
                        5049 * 32, PK - 1, 0, 0};
    unsigned nspots = 10, dead_seen = 0, live_seen = 0;
    TT_ASSERT_EQ(load_record(KAT, 0, &r, pk), 0);
    digest_of(pk, d);
    tt_seed(0x99);
    spots[nspots++] = tt_rand32() % PK;
    spots[nspots++] = tt_rand32() % PK;
    for (unsigned s = 0; s < nspots; s++) {
        for (unsigned b = 0; b < 8; b += 3) {
            size_t off = spots[s];
            pk[off] ^= (uint8_t)(1u << b);
            TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
            /* the device's digest is of the genuine key: always a digest failure */
            TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
            /* trusting the altered key, the equation decides: a coefficient matters
               exactly when its monomial is non-zero at the signature */
            digest_of(pk, d2);
            int want = scalar_at(r.sig, off) ? PQ8K_ERR_BAD_SIGNATURE : 0;
            live_seen += want != 0;
            dead_seen += want == 0;
            TT_ASSERT_EQ(run_stream(d2, &r, strm, SLEN, 64), want);
            pk[off] ^= (uint8_t)(1u << b);
        }
    }
    TT_ASSERT(live_seen > 10);
    (void)dead_seen;
}

static void foreign_key(void)
{
    rec_t r0, r1;
    uint8_t d0[32], d1[32];
    TT_ASSERT_EQ(load_record(KAT, 1, &r1, pk2), 0);
    TT_ASSERT_EQ(load_record(KAT, 0, &r0, pk), 0);
    digest_of(pk, d0);
    digest_of(pk2, d1);
    TT_ASSERT_EQ(encode(pk, r0.sig, SIG), 0);
    /* genuine key and signature, but the device trusts another key */
    TT_ASSERT_EQ(run_stream(d1, &r0, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
    /* the other key streamed with its own digest: signature of key 0 does not verify */
    TT_ASSERT_EQ(encode(pk2, r0.sig, SIG), 0);
    TT_ASSERT_EQ(run_stream(d1, &r0, strm, SLEN, 3), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(run_stream(d0, &r0, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
}

static void negative_file(void)
{
    rec_t r;
    uint8_t genuine[32], own[32];
    TT_ASSERT_EQ(file_digest(KAT, 0, genuine), 0);
    /* entry 0: signature bit flipped */
    TT_ASSERT_EQ(load_record(NEG, 0, &r, pk), 0);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    TT_ASSERT_EQ(run_stream(genuine, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
    /* entry 1: key bit flipped */
    TT_ASSERT_EQ(load_record(NEG, 1, &r, pk), 0);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    TT_ASSERT_EQ(run_stream(genuine, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
    digest_of(pk, own);
    TT_ASSERT_EQ(run_stream(own, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
    /* entry 2: signature one byte short */
    TT_ASSERT_EQ(load_record(NEG, 2, &r, pk), 0);
    TT_ASSERT_EQ(r.siglen, SIG - 1);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_LENGTH);
    /* the short signature followed by the key: one byte short as a stream */
    for (unsigned k = 0; k < SIG - 1; k++) strm[k] = r.sig[k];
    for (size_t k = 0; k < PK; k++) strm[SIG - 1 + k] = pk[k];
    TT_ASSERT_EQ(run_stream(genuine, &r, strm, SLEN - 1, 64), PQ8K_ERR_BAD_LENGTH);
}

static void stream_lengths(void)
{
    rec_t r;
    uint8_t d[32];
    TT_ASSERT_EQ(load_record(KAT, 0, &r, pk), 0);
    digest_of(pk, d);
    TT_ASSERT_EQ(encode(pk, r.sig, SIG), 0);
    TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN - 1, 64), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run_stream(d, &r, strm, SIG, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run_stream(d, &r, strm, 0, 1), PQ8K_ERR_BAD_LENGTH);
    /* one byte too many, in the last chunk or after it */
    TT_ASSERT_EQ(rs_init(d, r.msg, r.mlen), 0);
    TT_ASSERT_EQ(rs_update(strm, SLEN), 0);
    TT_ASSERT_EQ(rs_update(strm, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(rs_update(strm, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(rs_final(), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(rs_init(d, r.msg, r.mlen), 0);
    TT_ASSERT_EQ(rs_update(strm, 100), 0);
    TT_ASSERT_EQ(rs_update(strm + 100, SLEN - 99), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(rs_final(), PQ8K_ERR_BAD_LENGTH);
    /* host helpers */
    size_t n = SLEN - 1;
    strm[0] = 0xEE;
    TT_ASSERT_EQ(pq8k_rainbow_stream_encode(pk, PK, r.sig, SIG, strm, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, SLEN);   /* the size needed */
    TT_ASSERT_EQ(strm[0], 0);
    n = 31;
    TT_ASSERT_EQ(pq8k_rainbow_pk_digest(pk, PK, d, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, 32);
    n = 32;
    TT_ASSERT_EQ(pq8k_rainbow_pk_digest(pk, PK - 1, d, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, 0);
    TT_ASSERT_EQ(pq8k_rainbow_stream_len(), SLEN);
    TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK - 1, r.sig, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_rainbow1_classic_verify(pk, PK, r.sig, SIG + 1, r.msg, r.mlen), PQ8K_ERR_BAD_LENGTH);
}
#endif /* HOST_BUFFERS */

static void misuse(void)
{
    static const uint8_t zero[32], msg[1] = {0}, mu[64] = {0};
    /* NULLs, the life cycle and stickiness are the engine's (test_stream_legacy);
       here what Rainbow itself refuses */
    TT_ASSERT_EQ(pq8k_verify_init(&rsv, PQ8K_RAINBOW1_CLASSIC, zero, 31, msg, 1, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&rsv, PQ8K_RAINBOW1_CLASSIC, zero, 32, msg, 1, msg, 1), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&rsv, PQ8K_RAINBOW1_CLASSIC, zero, 32, mu, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_update(&rsv, msg, 1), PQ8K_ERR_STATE);
    /* an empty message is fine; a stream that stops short is not */
    TT_ASSERT_EQ(rs_init(zero, NULL, 0), 0);
    TT_ASSERT_EQ(rs_final(), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(rs_final(), PQ8K_ERR_STATE);
    TT_ASSERT(sizeof(pq8k_rainbow_verifier_state) <= 400);
}

void tt_suite_rainbow(void)
{
    tt_printf("  rainbow: LEGACY build, broken scheme (docs/legacy.md); stream context %u bytes\n",
              (unsigned)sizeof(pq8k_rainbow_verifier_state));
    tt_run("rainbow_gf16_field", gf16_field);
    tt_run("rainbow_misuse", misuse);
    tt_run("rainbow_kat_from_file_64", kat_from_file);
#if HOST_BUFFERS
    if (!tt_is_target()) {
        tt_run("rainbow_kat_all_chunkings", kat_all_chunkings);
        tt_run("rainbow_signature_bit_flips", signature_bit_flips);
        tt_run("rainbow_key_bit_flips", key_bit_flips);
        tt_run("rainbow_foreign_key", foreign_key);
        tt_run("rainbow_negative_file", negative_file);
        tt_run("rainbow_stream_lengths", stream_lengths);
    }
#endif
}

#endif /* PQ8K_LEGACY_INSECURE */
