/* SPDX-License-Identifier: MIT */
/*
 * GeMSS128 (legacy, BROKEN; opt-in build): every KAT record through the push
 * verifier (signature, then the key four times) at several chunkings, a plain
 * whole-key evaluator to check the key bit flips against, a key that changes in
 * one pass, foreign keys, the negative file and misuse.
 * Without `make LEGACY=1` this suite is empty.
 */
#include "tt.h"

#ifndef PQ8K_LEGACY_INSECURE
void tt_suite_gemss(void) {}
#else

#include "pq8k/legacy.h"
#include "pq8k/pq8k.h"
#include "gemss/gemss_stream.h"
#include "pq8k/stream.h"
#include "common/fips202.h"

#define KAT   "gemss-128/kat/PQCsignKAT_gemss128.first3.rsp"
#define NEG   "gemss-128/negative/gemss128-negative.rsp"
#define PK    PQ8K_GEMSS128_PKBYTES
#define SIG   PQ8K_GEMSS128_SIGBYTES
#define SLEN  PQ8K_GEMSS128_STREAMBYTES
#define NKAT  3
#define NV    186u
#define M     162u
#define NMONO (1u + NV * (NV + 1u) / 2u)      /* 17,392 */
#define PARTA (20u * NMONO)                   /* 347,840 */
#define EQB   (NMONO / 8u)                    /* 2,174 bytes per equation in part B */

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


/* Read msg and the detached signature (sm = sig || msg); leave pkf at the pk value. */
static int open_record(const char *path, unsigned long count, rec_t *r, tt_file *pkf)
{
    tt_file g;
    unsigned long smlen;
    size_t n;
    if (tt_rsp_open_record(pkf, path, count) != 0) return -1;
    if (tt_rsp_uint(pkf, "mlen", &r->mlen) != 0) return -1;
    if (tt_rsp_hex(pkf, "msg", r->msg, sizeof r->msg) != (long)r->mlen || tt_rsp_find(pkf, "pk") != 0)
        return -1;
    if (tt_rsp_open_record(&g, path, count) != 0) return -1;
    if (tt_rsp_uint(&g, "smlen", &smlen) != 0 || tt_rsp_find(&g, "sm") != 0 ||
        smlen < r->mlen || smlen - r->mlen > SIG) {
        tt_close(&g);
        return -1;
    }
    r->siglen = smlen - r->mlen;
    n = tt_rsp_hex_read(&g, r->sig, r->siglen);
    tt_close(&g);
    return n == r->siglen ? 0 : -1;
}

/* The engine's verification with the header already fed, so that the rest
   takes the gemss stream as it is (the life cycle is the engine's). */
static pq8k_verifier gsv;

static int gs_init(const uint8_t *digest, const uint8_t *msg, size_t mlen)
{
    static const uint8_t hdr[4] = {'P', '8', PQ8K_STREAM_VERSION, PQ8K_GEMSS128};
    int r = pq8k_verify_init(&gsv, PQ8K_GEMSS128, digest, 32, msg, mlen, NULL, 0);
    return r != 0 ? r : pq8k_verify_update(&gsv, hdr, sizeof hdr);
}

static int gs_update(const uint8_t *in, size_t len) { return pq8k_verify_update(&gsv, in, len); }
static int gs_final(void) { return pq8k_verify_final(&gsv); }

/* Push s[0..n) in chunks of `chunk` bytes (0: one call; -1: random sizes), then final. */
#if HOST_BUFFERS
static int run_stream(const uint8_t d[32], const rec_t *r, const uint8_t *s, size_t n, long chunk)
{
    int rc = gs_init(d, r->msg, r->mlen);
    size_t off = 0;
    TT_ASSERT_EQ(rc, 0);
    while (off < n) {
        size_t c = chunk == 0 ? n : chunk > 0 ? (size_t)chunk : 1 + tt_rand32() % 5000;
        if (c > n - off) c = n - off;
        int u = gs_update(s + off, c);
        if (u != 0 && rc == 0) rc = u;
        TT_ASSERT(rc == 0 || u == rc);   /* sticky: the first error repeats */
        off += c;
    }
    int f = gs_final();
    TT_ASSERT(rc == 0 || f == rc);
    TT_ASSERT_EQ(gs_final(), PQ8K_ERR_STATE);
    return f;
}
#endif

/* One record straight from the vector file, 64-byte chunks, the key re-read for
   each of the four passes (what the targets run). */
static int stream_from_file(const char *path, unsigned long count, const uint8_t d[32])
{
    tt_file f;
    rec_t r;
    uint8_t chunk[64];
    size_t got, total = 0;
    int rc;
    if (open_record(path, count, &r, &f) != 0) return 1;
    rc = gs_init(d, r.msg, r.mlen);
    if (rc == 0) rc = gs_update(r.sig, r.siglen);
    for (unsigned p = 0; p < 4; p++) {
        if (p > 0 && open_record(path, count, &r, &f) != 0) return 1;
        while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) {
            total += got;
            if (rc == 0) rc = gs_update(chunk, got);
        }
        tt_close(&f);
    }
    TT_ASSERT_EQ(total, 4 * (size_t)PK);
    int fin = gs_final();
    return rc ? rc : fin;
}

static int file_digest(const char *path, unsigned long count, uint8_t d[32])
{
    pq8k_keccak_state h;
    tt_file f;
    rec_t r;
    uint8_t chunk[64];
    size_t got;
    if (open_record(path, count, &r, &f) != 0) return -1;
    pq8k_sha3_256_init(&h);
    while ((got = tt_rsp_hex_read(&f, chunk, sizeof chunk)) > 0) pq8k_keccak_absorb(&h, chunk, got);
    tt_close(&f);
    pq8k_keccak_finalize(&h);
    pq8k_keccak_squeeze(&h, d, 32);
    return 0;
}

static void kat_from_file(void)
{
    uint8_t d[32];
    TT_ASSERT_EQ(file_digest(KAT, 0, d), 0);
    TT_ASSERT_EQ(stream_from_file(KAT, 0, d), 0);
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

static void digest_of(const uint8_t *key, uint8_t d[32])
{
    size_t dl = 32;
    TT_ASSERT_EQ(pq8k_gemss_pk_digest(key, PK, d, &dl), 0);
    TT_ASSERT_EQ(dl, 32);
}

static int encode(const uint8_t *key, const uint8_t *sig, size_t siglen)
{
    size_t n = sizeof strm;
    int rc = pq8k_gemss_stream_encode(key, PK, sig, siglen, strm, &n);
    if (rc == 0) TT_ASSERT_EQ(n, SLEN);
    return rc;
}

/* ---- a plain evaluator over the whole key, written independently of the stream's state machine ---- */

static unsigned getbit(const uint8_t *v, size_t k) { return (v[k >> 3] >> (k & 7)) & 1u; }
static void putbit(uint8_t *v, size_t k, unsigned b)
{
    v[k >> 3] = (uint8_t)((v[k >> 3] & ~(1u << (k & 7))) | (b << (k & 7)));
}

/* y (162 bits) = P(x): element t of part A holds equations 0..159 of monomial t;
   equation 160 + e is the bit string at part B + e * 2174 bytes. */
static void ref_eval(const uint8_t *key, const uint8_t *x, uint8_t y[21])
{
    size_t t = 1;
    for (unsigned k = 0; k < 21; k++) y[k] = k < 20 ? key[k] : 0;   /* element 0: the constants */
    for (unsigned i = 0; i < NV; i++)
        for (unsigned j = i; j < NV; j++, t++)
            if (getbit(x, i) & getbit(x, j))
                for (unsigned k = 0; k < 20; k++) y[k] ^= key[20 * t + k];
    for (unsigned e = 0; e < 2; e++) {
        const uint8_t *eq = key + PARTA + e * EQB;
        unsigned acc = getbit(eq, 0);
        size_t k = 1;
        for (unsigned r = 0; r < NV; r++)
            for (unsigned j = 0; j <= r; j++, k++) acc ^= getbit(eq, k) & getbit(x, r) & getbit(x, j);
        putbit(y, 160 + e, acc);
    }
}

static int ref_verify(const uint8_t *key, const uint8_t *sig, const uint8_t *msg, size_t mlen)
{
    uint8_t h[5][32], x[24] = {0}, y[21];
    pq8k_sha3_256(h[1], msg, mlen);
    for (unsigned k = 2; k <= 4; k++) pq8k_sha3_256(h[k], h[k - 1], 32);
    for (unsigned k = 0; k < NV; k++) putbit(x, k, getbit(sig, k));
    ref_eval(key, x, y);
    for (unsigned it = 3; it >= 1; it--) {
        for (unsigned k = 0; k < M; k++) putbit(x, k, getbit(y, k) ^ getbit(h[it + 1], k));
        for (unsigned k = 0; k < NV - M; k++) putbit(x, M + k, getbit(sig, NV + (NV - M) * (3 - it) + k));
        ref_eval(key, x, y);
    }
    for (unsigned k = 0; k < M; k++)
        if (getbit(y, k) != getbit(h[1], k)) return PQ8K_ERR_BAD_SIGNATURE;
    return 0;
}

static void kat_all_chunkings(void)
{
    static const long chunks[] = {1, 3, 64, 0, -1};
    rec_t r;
    uint8_t d[32];
    tt_seed(0x6e55);
    for (unsigned long c = 0; c < NKAT; c++) {
        TT_ASSERT_EQ(load_record(KAT, c, &r, pk), 0);
        TT_ASSERT_EQ(r.siglen, SIG);
        TT_ASSERT_EQ(ref_verify(pk, r.sig, r.msg, r.mlen), 0);
        digest_of(pk, d);
        TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
        for (unsigned k = 0; k < sizeof chunks / sizeof chunks[0]; k++)
            TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, chunks[k]), 0);
        TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK, r.sig, SIG, r.msg, r.mlen), 0);
        r.msg[c % r.mlen] ^= 0x80;
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK, r.sig, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
    }
}

/* Bits in S4||X4 (0..185), X3 (186..209), X2 (210..233), X1 (234..257); then the padding. */
static void signature_bit_flips(void)
{
    static const unsigned bits[] = {0, 7, 100, 161, 162, 185, 186, 200, 209, 210, 222, 233, 234, 250, 257};
    rec_t r;
    uint8_t d[32];
    TT_ASSERT_EQ(load_record(KAT, 2, &r, pk), 0);
    digest_of(pk, d);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    for (unsigned k = 0; k < sizeof bits / sizeof bits[0]; k++) {
        strm[bits[k] / 8] ^= (uint8_t)(1u << (bits[k] % 8));
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(ref_verify(pk, strm, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
        strm[bits[k] / 8] ^= (uint8_t)(1u << (bits[k] % 8));
    }
    for (unsigned b = 2; b < 8; b++) {   /* bits 258..263 must be zero */
        strm[SIG - 1] ^= (uint8_t)(1u << b);
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 7), PQ8K_ERR_BAD_ENCODING);
        TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK, strm, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_ENCODING);
        strm[SIG - 1] ^= (uint8_t)(1u << b);
    }
    TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), 0);
}

/* Part A: the constant element, quadratic elements (first, middle, last), the
   top byte of an element; part B: each equation's constant, middle and last byte. */
static void key_bit_flips(void)
{
    static const size_t spots[] = {0, 19, 20, 20 * 5000 + 9, 20 * 17000 + 13, PARTA - 1,
                                   PARTA, PARTA + 1000, PARTA + EQB - 1, PARTA + EQB,
                                   PARTA + EQB + 1500, PK - 1};
    rec_t r;
    uint8_t d[32], d2[32];
    unsigned live = 0;
    TT_ASSERT_EQ(load_record(KAT, 0, &r, pk), 0);
    digest_of(pk, d);
    for (unsigned s = 0; s < sizeof spots / sizeof spots[0]; s++) {
        unsigned b = s % 8;
        pk[spots[s]] ^= (uint8_t)(1u << b);
        TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
        /* trusting the altered key, the public map decides, as the plain evaluator says */
        digest_of(pk, d2);
        int want = ref_verify(pk, r.sig, r.msg, r.mlen);
        live += want != 0;
        TT_ASSERT_EQ(run_stream(d2, &r, strm, SLEN, 64), want);
        pk[spots[s]] ^= (uint8_t)(1u << b);
    }
    TT_ASSERT(live >= 4);   /* the constants (0, PARTA, PARTA + EQB) always matter */
}

/* The key the device trusts arrives in three passes; the fourth differs by one bit. */
static void key_differs_in_one_pass(void)
{
    static const size_t spots[] = {0, 20 * 9000 + 4, PARTA + 3, PK - 1};
    rec_t r;
    uint8_t d[32], d2[32];
    TT_ASSERT_EQ(load_record(KAT, 0, &r, pk), 0);
    digest_of(pk, d);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    for (unsigned p = 0; p < 4; p++) {
        size_t off = SIG + p * (size_t)PK + spots[p];
        strm[off] ^= 0x10;
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
        TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, -1), PQ8K_ERR_PK_DIGEST);
        /* trusting the altered key instead: the other three passes now mismatch */
        pk[spots[p]] ^= 0x10;
        digest_of(pk, d2);
        pk[spots[p]] ^= 0x10;
        TT_ASSERT_EQ(run_stream(d2, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
        strm[off] ^= 0x10;
    }
    TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN, 64), 0);
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
    TT_ASSERT_EQ(run_stream(d1, &r0, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
    TT_ASSERT_EQ(encode(pk2, r0.sig, SIG), 0);
    TT_ASSERT_EQ(run_stream(d1, &r0, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(run_stream(d0, &r0, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
}

static void negative_file(void)
{
    rec_t r;
    uint8_t genuine[32], own[32];
    TT_ASSERT_EQ(file_digest(KAT, 0, genuine), 0);
    TT_ASSERT_EQ(load_record(NEG, 0, &r, pk), 0);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    TT_ASSERT_EQ(run_stream(genuine, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(load_record(NEG, 1, &r, pk), 0);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), 0);
    TT_ASSERT_EQ(run_stream(genuine, &r, strm, SLEN, 64), PQ8K_ERR_PK_DIGEST);
    digest_of(pk, own);
    TT_ASSERT_EQ(run_stream(own, &r, strm, SLEN, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(load_record(NEG, 2, &r, pk), 0);
    TT_ASSERT_EQ(r.siglen, SIG - 1);
    TT_ASSERT_EQ(encode(pk, r.sig, r.siglen), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK, r.sig, r.siglen, r.msg, r.mlen), PQ8K_ERR_BAD_LENGTH);
    for (unsigned k = 0; k < SIG - 1; k++) strm[k] = r.sig[k];
    for (unsigned p = 0; p < 4; p++)
        for (size_t k = 0; k < PK; k++) strm[SIG - 1 + p * (size_t)PK + k] = pk[k];
    TT_ASSERT(run_stream(genuine, &r, strm, SLEN - 1, 64) != 0);
}

static void stream_lengths(void)
{
    rec_t r;
    uint8_t d[32];
    TT_ASSERT_EQ(load_record(KAT, 0, &r, pk), 0);
    digest_of(pk, d);
    TT_ASSERT_EQ(encode(pk, r.sig, SIG), 0);
    TT_ASSERT_EQ(run_stream(d, &r, strm, SLEN - 1, 64), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run_stream(d, &r, strm, SIG + 3 * (size_t)PK, 4096), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run_stream(d, &r, strm, SIG, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run_stream(d, &r, strm, 0, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(gs_init(d, r.msg, r.mlen), 0);
    TT_ASSERT_EQ(gs_update(strm, SLEN), 0);
    TT_ASSERT_EQ(gs_update(strm, 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(gs_final(), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(gs_init(d, r.msg, r.mlen), 0);
    TT_ASSERT_EQ(gs_update(strm, 1000), 0);
    TT_ASSERT_EQ(gs_update(strm + 1000, SLEN - 999), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(gs_final(), PQ8K_ERR_BAD_LENGTH);
    size_t n = SLEN - 1;
    strm[0] = 0xEE;
    TT_ASSERT_EQ(pq8k_gemss_stream_encode(pk, PK, r.sig, SIG, strm, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, SLEN);   /* the size needed */
    TT_ASSERT_EQ(strm[0], 0);
    n = 31;
    TT_ASSERT_EQ(pq8k_gemss_pk_digest(pk, PK, d, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, 32);
    n = 32;
    TT_ASSERT_EQ(pq8k_gemss_pk_digest(pk, PK + 1, d, &n), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(n, 0);
    TT_ASSERT_EQ(pq8k_gemss_stream_len(), SLEN);
    TT_ASSERT_EQ(pq8k_gemss128_verify(pk, PK - 1, r.sig, SIG, r.msg, r.mlen), PQ8K_ERR_BAD_LENGTH);
}
#endif /* HOST_BUFFERS */

static void misuse(void)
{
    static const uint8_t zero[32], msg[1] = {0}, mu[64] = {0};
    /* NULLs, the life cycle and stickiness are the engine's (test_stream_legacy);
       here what GeMSS itself refuses */
    TT_ASSERT_EQ(pq8k_verify_init(&gsv, PQ8K_GEMSS128, zero, 33, msg, 1, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init(&gsv, PQ8K_GEMSS128, zero, 32, msg, 1, msg, 1), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&gsv, PQ8K_GEMSS128, zero, 32, mu, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_update(&gsv, msg, 1), PQ8K_ERR_STATE);
    /* an empty message is fine; a stream that stops short is not */
    TT_ASSERT_EQ(gs_init(zero, NULL, 0), 0);
    TT_ASSERT_EQ(gs_final(), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(gs_final(), PQ8K_ERR_STATE);
    TT_ASSERT(sizeof(pq8k_gemss_verifier_state) <= 400);
}

void tt_suite_gemss(void)
{
    tt_printf("  gemss: LEGACY build, broken scheme (docs/legacy.md); stream context %u bytes\n",
              (unsigned)sizeof(pq8k_gemss_verifier_state));
    tt_run("gemss_misuse", misuse);
    tt_run("gemss_kat_from_file_64", kat_from_file);
#if HOST_BUFFERS
    if (!tt_is_target()) {
        tt_run("gemss_kat_all_chunkings", kat_all_chunkings);
        tt_run("gemss_signature_bit_flips", signature_bit_flips);
        tt_run("gemss_key_bit_flips", key_bit_flips);
        tt_run("gemss_key_differs_in_one_pass", key_differs_in_one_pass);
        tt_run("gemss_foreign_key", foreign_key);
        tt_run("gemss_negative_file", negative_file);
        tt_run("gemss_stream_lengths", stream_lengths);
    }
#endif
}

#endif /* PQ8K_LEGACY_INSECURE */
