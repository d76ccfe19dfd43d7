/* SPDX-License-Identifier: MIT */
/*
 * HAETAE-2/3/5: the KATs of the release the library signs like (v1.2.0, or
 * v1.1.2 with PQ8K_CONFIG_HAETAE_V112=1: keygen, sign, verify byte for byte;
 * the other release's signatures must verify too), the shared
 * negative vectors, and bad input of every kind: lengths, bit flips in each
 * region of the signature, broken offsets, rANS states and padding, wrong
 * message, context and key.
 */
#include "tt.h"
#include "pq8k/config.h"
#include "pq8k/haetae.h"

typedef struct {
    int level;
    size_t pkbytes, skbytes, sigbytes;
    unsigned l;               /* length of z1: LowBits take 256 * l bytes */
    unsigned base_hb, base_h; /* rANS stream sizes are base + offset byte */
    const char *kat120, *kat112, *neg;
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*keygen)(uint8_t *, uint8_t *);
    int (*sign)(uint8_t *, size_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
                size_t);
    int (*sign_internal)(uint8_t *, size_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
                         size_t, const uint8_t *);
    int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *,
                  size_t);
    int (*verify_internal)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t,
                           const uint8_t *, size_t);
} level_t;

#define LEVEL(L, ll, bhb, bh)                                                            \
    {L, PQ8K_HAETAE##L##_PUBLICKEYBYTES, PQ8K_HAETAE##L##_SECRETKEYBYTES,                \
     PQ8K_HAETAE##L##_SIGBYTES, ll, bhb, bh,                                              \
     "haetae/v1.2.0/PQCsignKAT_haetae_mode" #L ".rsp",                                    \
     "haetae/v1.1.2/PQCsignKAT_haetae_mode" #L ".rsp",                                    \
     "haetae/negative/haetae_mode" #L "-negative.rsp",                                    \
     pq8k_haetae##L##_keygen_from_seed, pq8k_haetae##L##_keygen, pq8k_haetae##L##_sign, \
     pq8k_haetae##L##_sign_internal, pq8k_haetae##L##_verify,                            \
     pq8k_haetae##L##_verify_internal}

static const level_t levels[3] = {
    LEVEL(2, 4, 132, 7),
    LEVEL(3, 6, 376, 127),
    LEVEL(5, 7, 501, 358),
};

#define MAXPK 2080
#define MAXSK 2752
#define MAXSIG 2948

/* Buffers shared by the tests (static: the targets have small stacks). */
static uint8_t pk[MAXPK], sk[MAXSK], sig[MAXSIG];
static uint8_t want_pk[MAXPK], want_sk[MAXSK], want_sig[MAXSIG], bad[MAXSIG];
static uint8_t msg[3300], ctx[256], pre[257];

/* One KAT record: message, keys, signature, context. */
typedef struct {
    size_t mlen, ctxlen;
    uint8_t keygen_seed[32], rnd[32];
} record_t;

/* Read the next record of both files; 0 on success. */
static int read_record(tt_file *kat, tt_file *in, const level_t *lv, record_t *r)
{
    unsigned long count, ctxlen;
    if (tt_rsp_uint(kat, "count", &count) != 0 || tt_rsp_uint(in, "count", &count) != 0)
        return -1;
    long mlen = tt_rsp_hex(kat, "msg", msg, sizeof msg);
    if (mlen < 0 || tt_rsp_hex(kat, "pk", want_pk, sizeof want_pk) != (long)lv->pkbytes ||
        tt_rsp_hex(kat, "sk", want_sk, sizeof want_sk) != (long)lv->skbytes ||
        tt_rsp_hex(kat, "sig", want_sig, sizeof want_sig) != (long)lv->sigbytes)
        return -1;
    if (tt_rsp_hex(in, "keygen_seed", r->keygen_seed, 32) != 32 ||
        tt_rsp_hex(in, "rnd", r->rnd, 32) != 32 || tt_rsp_uint(in, "ctxlen", &ctxlen) != 0 ||
        ctxlen > 255 || tt_rsp_hex(in, "ctx", ctx, sizeof ctx) < 0)
        return -1;
    r->mlen = (size_t)mlen;
    r->ctxlen = ctxlen;
    return 0;
}

static int signs_v112(void)
{
    const char *v = pq8k_haetae_version();
    return v[0] == '1' && v[1] == '.' && v[2] == '1';
}

/* The KAT file whose signatures this build must reproduce, and the other release's. */
static const char *kat_own(const level_t *lv) { return signs_v112() ? lv->kat112 : lv->kat120; }
static const char *kat_other(const level_t *lv) { return signs_v112() ? lv->kat120 : lv->kat112; }

static unsigned kat_records(void)
{
    return (tt_is_target() && !tt_full()) ? 10 : 100;
}

/* keygen, sign and verify of every record reproduce the KAT bytes; the other
   release's signature of the record verifies too. */
static void kat_level(const level_t *lv)
{
    tt_file kat, in, other;
    record_t r;
    unsigned long count;
    unsigned n = 0, limit = kat_records();
    size_t siglen = 0;

    TT_ASSERT(tt_open(&kat, kat_own(lv)) == 0);
    TT_ASSERT(tt_open(&in, "haetae/v1.1.2/kat-inputs.txt") == 0);
    TT_ASSERT(tt_open(&other, kat_other(lv)) == 0);
    if (tt_failed_now()) return;
    while (n < limit && read_record(&kat, &in, lv, &r) == 0) {
        TT_ASSERT(tt_rsp_uint(&other, "count", &count) == 0 && count == n);
        TT_ASSERT_EQ(tt_rsp_hex(&other, "sig", bad, sizeof bad), (long)lv->sigbytes);
        TT_ASSERT_EQ(lv->verify(want_pk, bad, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen), 0);
        TT_ASSERT_EQ(lv->keygen_from_seed(pk, sk, r.keygen_seed), 0);
        TT_ASSERT_MEM(pk, want_pk, lv->pkbytes);
        TT_ASSERT_MEM(sk, want_sk, lv->skbytes);
        pre[0] = (uint8_t)r.ctxlen;
        for (size_t i = 0; i < r.ctxlen; i++) pre[1 + i] = ctx[i];
        TT_ASSERT_EQ(lv->sign_internal(sig, &siglen, want_sk, msg, r.mlen, pre, 1 + r.ctxlen, r.rnd), 0);
        TT_ASSERT_EQ(siglen, lv->sigbytes);
        TT_ASSERT_MEM(sig, want_sig, lv->sigbytes);
        TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen), 0);
        TT_ASSERT_EQ(lv->verify_internal(want_pk, want_sig, lv->sigbytes, msg, r.mlen, pre,
                                         1 + r.ctxlen), 0);
        if (tt_failed_now()) {
            tt_printf("  HAETAE-%d: KAT record %u fails\n", lv->level, n);
            break;
        }
        n++;
    }
    tt_close(&kat);
    tt_close(&in);
    tt_close(&other);
    TT_ASSERT_EQ(n, limit);
}

static void kat2(void) { kat_level(&levels[0]); }
static void kat3(void) { kat_level(&levels[1]); }
static void kat5(void) { kat_level(&levels[2]); }

/* Load record 0 of a level into want_* / msg / ctx. */
static int load_first(const level_t *lv, record_t *r)
{
    tt_file kat, in;
    int ok;
    if (tt_open(&kat, kat_own(lv)) != 0) return -1;
    if (tt_open(&in, "haetae/v1.1.2/kat-inputs.txt") != 0) {
        tt_close(&kat);
        return -1;
    }
    ok = read_record(&kat, &in, lv, r);
    tt_close(&kat);
    tt_close(&in);
    return ok;
}

static int verify_bad(const level_t *lv, const record_t *r)
{
    return lv->verify(want_pk, bad, lv->sigbytes, msg, r->mlen, ctx, r->ctxlen);
}

/* Flip `bit` of byte `pos` and check the verdict is one of the allowed errors. */
static void flip_expect(const level_t *lv, const record_t *r, size_t pos, unsigned bit,
                        int allow_encoding, int allow_signature)
{
    for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
    bad[pos] ^= (uint8_t)(1u << bit);
    int err = verify_bad(lv, r);
    int ok = (allow_encoding && err == PQ8K_ERR_BAD_ENCODING) ||
             (allow_signature && err == PQ8K_ERR_BAD_SIGNATURE);
    if (!ok) tt_printf("  HAETAE-%d: flip byte %lu bit %u -> %d\n", lv->level, (unsigned long)pos, bit, err);
    TT_ASSERT(ok);
}

/* Bit flips sampled in every region of the signature. */
static void flips_level(const level_t *lv)
{
    record_t r;
    TT_ASSERT(load_first(lv, &r) == 0);
    if (tt_failed_now()) return;
    size_t lb = 32, off = 32 + 256 * (size_t)lv->l, streams = off + 2;
    size_t size_hb = lv->base_hb + want_sig[off], size_h = lv->base_h + want_sig[off + 1];
    size_t pad = streams + size_hb + size_h;
    TT_ASSERT(pad < lv->sigbytes);   /* the KAT signature has padding to test */
    unsigned step = tt_is_target() ? 5 : 1;

    /* the challenge and LowBits stay well formed: only the verdict changes */
    for (size_t i = 0; i < 32; i += step) flip_expect(lv, &r, i, (unsigned)i & 7, 0, 1);
    for (size_t i = lb; i < off; i += 37 * step) flip_expect(lv, &r, i, (unsigned)i % 7, 0, 1);
    /* offsets move the stream boundaries */
    for (unsigned b = 0; b < 8; b++) {
        flip_expect(lv, &r, off, b, 1, 0);
        flip_expect(lv, &r, off + 1, b, 1, 0);
    }
    /* inside a stream the decoder usually notices; otherwise the challenge does */
    for (size_t i = streams; i < streams + size_hb; i += 3 * step)
        flip_expect(lv, &r, i, (unsigned)i % 8, 1, 1);
    for (size_t i = streams + size_hb; i < pad; i += 3 * step)
        flip_expect(lv, &r, i, (unsigned)i % 8, 1, 1);
    /* padding must be zero */
    for (size_t i = pad; i < lv->sigbytes; i += step) flip_expect(lv, &r, i, (unsigned)i % 8, 1, 0);
}

static void flips2(void) { flips_level(&levels[0]); }
static void flips3(void) { flips_level(&levels[1]); }
static void flips5(void) { flips_level(&levels[2]); }

static void put32(uint8_t *p, uint32_t v)
{
    for (unsigned i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* Crafted malformations, wrong inputs, lengths, and the shared negative vectors. */
static void bad_input_level(const level_t *lv)
{
    record_t r;
    TT_ASSERT(load_first(lv, &r) == 0);
    if (tt_failed_now()) return;
    size_t off = 32 + 256 * (size_t)lv->l, streams = off + 2;
    size_t size_hb = lv->base_hb + want_sig[off];
    const uint32_t states[4] = {0, (1u << 23) - 1, 1u << 31, 0xFFFFFFFFu};

    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen), 0);
    /* lengths */
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes - 1, msg, r.mlen, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes + 1, msg, r.mlen, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, 0, msg, r.mlen, ctx, r.ctxlen), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, 256),
                 PQ8K_ERR_BAD_LENGTH);
    /* wrong message, context, key */
    msg[0] ^= 1;
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_SIGNATURE);
    msg[0] ^= 1;
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen - 1, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen + 1),
                 PQ8K_ERR_BAD_SIGNATURE);
    ctx[0] ^= 0x80;
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_SIGNATURE);
    ctx[0] ^= 0x80;
    for (size_t i = 0; i < lv->pkbytes; i += 97) {
        want_pk[i] ^= 0x04;
        int err = lv->verify(want_pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen);
        TT_ASSERT(err == PQ8K_ERR_BAD_SIGNATURE || err == PQ8K_ERR_BAD_ENCODING);
        want_pk[i] ^= 0x04;
    }
    /* offsets pointing past the end */
    for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
    bad[off] = 255;
    bad[off + 1] = 255;
    TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
    /* initial rANS states out of range, in either stream */
    for (unsigned s = 0; s < 4; s++) {
        for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
        put32(bad + streams, states[s]);
        TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
        for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
        put32(bad + streams + size_hb, states[s]);
        TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
    }
    /* streams one byte shorter or longer than their content */
    for (int d = -1; d <= 1; d += 2) {
        for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
        bad[off] = (uint8_t)(bad[off] + d);
        TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
        for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
        bad[off + 1] = (uint8_t)(bad[off + 1] + d);
        TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
    }
    /* non-zero padding in the last byte */
    for (size_t i = 0; i < lv->sigbytes; i++) bad[i] = want_sig[i];
    bad[lv->sigbytes - 1] = 0x01;
    TT_ASSERT_EQ(verify_bad(lv, &r), PQ8K_ERR_BAD_ENCODING);
    /* a public key no key generation can produce (top coefficient bits set) */
    for (size_t i = 0; i < lv->pkbytes; i++) pk[i] = want_pk[i];
    for (size_t i = 32; i < 64; i++) pk[i] = 0xFF;
    TT_ASSERT_EQ(lv->verify(pk, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen),
                 PQ8K_ERR_BAD_ENCODING);
    /* NULL arguments */
    TT_ASSERT_EQ(lv->verify(want_pk, NULL, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(lv->verify(NULL, want_sig, lv->sigbytes, msg, r.mlen, ctx, r.ctxlen), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(lv->verify(want_pk, want_sig, lv->sigbytes, NULL, 5, ctx, r.ctxlen), PQ8K_ERR_STATE);
}

static void bad2(void) { bad_input_level(&levels[0]); }
static void bad3(void) { bad_input_level(&levels[1]); }
static void bad5(void) { bad_input_level(&levels[2]); }

/* The shared must-reject vectors (derived from record 0, so its context applies). */
static void negative_vectors(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        record_t r;
        tt_file f;
        unsigned long count;
        unsigned entries = 0;
        TT_ASSERT(load_first(lv, &r) == 0);
        TT_ASSERT(tt_open(&f, lv->neg) == 0);
        if (tt_failed_now()) return;
        while (tt_rsp_uint(&f, "count", &count) == 0) {
            long mlen = tt_rsp_hex(&f, "msg", msg, sizeof msg);
            long pklen = tt_rsp_hex(&f, "pk", pk, sizeof pk);
            long siglen = tt_rsp_hex(&f, "sig", bad, sizeof bad);
            TT_ASSERT(mlen >= 0 && pklen == (long)lv->pkbytes && siglen > 0);
            if (tt_failed_now()) break;
            int err = lv->verify(pk, bad, (size_t)siglen, msg, (size_t)mlen, ctx, r.ctxlen);
            TT_ASSERT(err != 0);
            if (count == 2) TT_ASSERT_EQ(err, PQ8K_ERR_BAD_LENGTH);
            entries++;
        }
        tt_close(&f);
        TT_ASSERT_EQ(entries, 3);
    }
}

/* randombytes-driven keygen and hedged signing round-trip; bad signing input. */
static void roundtrip(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        size_t siglen = 123;
        uint8_t m[5] = {1, 2, 3, 4, 5}, c[3] = {9, 8, 7};
        TT_ASSERT_EQ(lv->keygen(pk, sk), 0);
        TT_ASSERT_EQ(lv->sign(sig, &siglen, sk, m, sizeof m, c, sizeof c), 0);
        TT_ASSERT_EQ(siglen, lv->sigbytes);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, m, sizeof m, c, sizeof c), 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, m, sizeof m, c, 2), PQ8K_ERR_BAD_SIGNATURE);
        TT_ASSERT_EQ(lv->sign(sig, &siglen, sk, NULL, 0, NULL, 0), 0);
        TT_ASSERT_EQ(lv->verify(pk, sig, siglen, NULL, 0, NULL, 0), 0);
        /* ctxlen > 255: error, and the outputs are zeroed */
        TT_ASSERT_EQ(lv->sign(sig, &siglen, sk, m, sizeof m, ctx, 256), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(siglen, 0);
        uint8_t any = 0;
        for (size_t i = 0; i < lv->sigbytes; i++) any |= sig[i];
        TT_ASSERT_EQ(any, 0);
    }
}

/* The signer's self-check (PQ8K_CONFIG_SIGN_FAULT_CHECKS): a secret key
   whose embedded public key no longer matches its secret part (as a fault in
   the key or the arithmetic would leave it) yields PQ8K_ERR_FAULT and zeroed
   outputs, never a signature that does not verify. */
static void self_check(void)
{
    for (unsigned k = 0; k < 3; k++) {
        const level_t *lv = &levels[k];
        size_t siglen = 123;
        uint8_t m[3] = {1, 2, 3}, any = 0;
        TT_ASSERT_EQ(lv->keygen(pk, sk), 0);
        sk[40] ^= 0x10; /* a byte of b in the pk copy (after the 32-byte seed) */
        int err = lv->sign(sig, &siglen, sk, m, sizeof m, NULL, 0);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
        TT_ASSERT_EQ(err, PQ8K_ERR_FAULT);
        TT_ASSERT_EQ(siglen, 0);
        for (size_t i = 0; i < lv->sigbytes; i++) any |= sig[i];
        TT_ASSERT_EQ(any, 0);
#else
        /* the plain signer releases it: what the check exists for */
        TT_ASSERT_EQ(err, 0);
        TT_ASSERT(lv->verify(pk, sig, siglen, m, sizeof m, NULL, 0) != 0);
        (void)any;
#endif
    }
}

/* pq8k relies on two's complement conversions and arithmetic right shifts. */
static void portability(void)
{
    volatile int32_t a = -5;
    volatile int64_t b = -5;
    volatile uint32_t u = 0xFFFFFFFBu;
    TT_ASSERT_EQ(a >> 1, -3);
    TT_ASSERT_EQ(b >> 1, -3);
    TT_ASSERT_EQ((int32_t)u, -5);
}

void tt_suite_haetae(void)
{
    tt_printf("  HAETAE signs like v%s\n", pq8k_haetae_version());
    tt_run("haetae portability", portability);
    tt_run("haetae2 kat", kat2);
    tt_run("haetae3 kat", kat3);
    tt_run("haetae5 kat", kat5);
    tt_run("haetae2 bit flips", flips2);
    tt_run("haetae3 bit flips", flips3);
    tt_run("haetae5 bit flips", flips5);
    tt_run("haetae2 bad input", bad2);
    tt_run("haetae3 bad input", bad3);
    tt_run("haetae5 bad input", bad5);
    tt_run("haetae negative vectors", negative_vectors);
    tt_run("haetae roundtrip", roundtrip);
    tt_run("haetae signing self-check", self_check);
}
