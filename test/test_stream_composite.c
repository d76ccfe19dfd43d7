/* SPDX-License-Identifier: MIT */
/*
 * The composites ML-DSA + ECDSA-P256 / Ed25519 (pq8k/composite.h): the
 * draft's published vectors (test/vectors/composite/, README.md) one-shot and
 * streamed at many chunkings and behind a reader; each half checked on its
 * own with an M' this file builds from the draft's constants; a genuine
 * ML-DSA half with a foreign classical half refused and the other way round;
 * bit flips in every region of the stream, truncations, extensions, a
 * foreign key, the ECDSA length byte, misuse and message modes; keys and
 * signatures of pq8k's own signer. In a build without the composites
 * (pq8k/config.h: off by default) the ids must answer PQ8K_ERR_UNSUPPORTED.
 */
#include <string.h>
#include "tt.h"
#include "hal.h"
#include "stream_feed.h"
#include "pq8k/composite.h"
#include "pq8k/mldsa.h"
#include "pq8k/prehash.h"
#include "pq8k/stream.h"
#include "common/sha2.h"

#define VECTOR_FILE "test/vectors/composite/composite.rsp" /* from the repository root */
#define MAX_STREAM (4 + 21463)

static const struct {
    const char *name;
    pq8k_scheme id;
    const char *label;
    size_t ml_pk, ml_sig, tpk;
    int sha512, ed25519;
} combos[4] = {
    {"mldsa44-p256", PQ8K_MLDSA44_ECDSA_P256, "COMPSIG-MLDSA44-ECDSA-P256-SHA256", 1312, 2420, 65, 0, 0},
    {"mldsa65-p256", PQ8K_MLDSA65_ECDSA_P256, "COMPSIG-MLDSA65-ECDSA-P256-SHA512", 1952, 3309, 65, 1, 0},
    {"mldsa44-ed25519", PQ8K_MLDSA44_ED25519, "COMPSIG-MLDSA44-Ed25519-SHA512", 1312, 2420, 32, 1, 1},
    {"mldsa65-ed25519", PQ8K_MLDSA65_ED25519, "COMPSIG-MLDSA65-Ed25519-SHA512", 1952, 3309, 32, 1, 1},
};

/* one record of the vector file */
typedef struct {
    unsigned combo;
    uint8_t pk[PQ8K_COMPOSITE_PK_MAX];
    uint8_t sig[PQ8K_COMPOSITE_SIG_MAX];
    uint8_t msg[64], ctx[128];
    size_t pklen, siglen, msglen, ctxlen;
} record;

static record rec, rec2;
static uint8_t stream[MAX_STREAM + 16], stream2[MAX_STREAM + 16];
static char line[256];
static pq8k_verifier v;

static int combo_named(const char *name)
{
    for (unsigned i = 0; i < 4; i++)
        if (strcmp(combos[i].name, name) == 0) return (int)i;
    return -1;
}

/* record `count` of the vector file into r; 0 on success */
static int load(record *r, unsigned long count)
{
    tt_file f;
    unsigned long c;
    long n;
    int k;
    f.pos = f.len = 0;
    f.fd = hal_open(VECTOR_FILE);
    if (f.fd < 0) {
        tt_printf("  cannot open %s\n", VECTOR_FILE);
        return -1;
    }
    while (tt_rsp_uint(&f, "count", &c) == 0 && c != count) {
    }
    if (c != count || tt_rsp_find(&f, "scheme") != 0) goto bad;
    n = tt_getline(&f, line, sizeof line);
    k = n > 0 ? combo_named(line) : -1;
    if (k < 0) goto bad;
    r->combo = (unsigned)k;
    if ((n = tt_rsp_hex(&f, "pk", r->pk, sizeof r->pk)) < 0) goto bad;
    r->pklen = (size_t)n;
    if ((n = tt_rsp_hex(&f, "msg", r->msg, sizeof r->msg)) < 0) goto bad;
    r->msglen = (size_t)n;
    if ((n = tt_rsp_hex(&f, "ctx", r->ctx, sizeof r->ctx)) < 0) goto bad;
    r->ctxlen = (size_t)n;
    if ((n = tt_rsp_hex(&f, "sig", r->sig, sizeof r->sig)) < 0) goto bad;
    r->siglen = (size_t)n;
    tt_close(&f);
    return 0;
bad:
    tt_close(&f);
    tt_printf("  record %lu of %s unreadable\n", count, VECTOR_FILE);
    return -1;
}

#if PQ8K_CONFIG_COMPOSITE_ANY

static int built(unsigned k)
{
    return pq8k_stream_length(combos[k].id) != 0;
}

/* M' by the draft's definition, from this file's constants: returns its length */
static size_t mprime(unsigned k, const record *r, const uint8_t *ctx, size_t ctxlen, uint8_t *out)
{
    static const char prefix[] = "CompositeAlgorithmSignatures2025";
    size_t n = 0, ll = strlen(combos[k].label);
    memcpy(out, prefix, 32);
    n += 32;
    memcpy(out + n, combos[k].label, ll);
    n += ll;
    out[n++] = (uint8_t)ctxlen;
    memcpy(out + n, ctx, ctxlen);
    n += ctxlen;
    if (combos[k].sha512)
        pq8k_sha512(out + n, r->msg, r->msglen);
    else
        pq8k_sha256(out + n, r->msg, r->msglen);
    return n + (combos[k].sha512 ? 64 : 32);
}

static void digest_of(const record *r, uint8_t d[64])
{
    size_t dl = 64;
    TT_ASSERT_EQ(pq8k_pk_digest(combos[r->combo].id, r->pk, r->pklen, d, &dl), 0);
    TT_ASSERT_EQ(dl, 64);
}

static size_t encode(const record *r, const uint8_t *sig, size_t siglen, uint8_t *out)
{
    size_t n = MAX_STREAM + 16;
    TT_ASSERT_EQ(pq8k_stream_encode(combos[r->combo].id, r->pk, r->pklen, sig, siglen, out, &n), 0);
    TT_ASSERT_EQ(n, pq8k_stream_length(combos[r->combo].id) - (combos[r->combo].ml_sig + 72 - siglen) *
                        !combos[r->combo].ed25519);
    return n;
}

/* pure-mode verification of s[0..n) at one chunking */
static int run(const record *r, const uint8_t d[64], const uint8_t *ctx, size_t ctxlen,
               const uint8_t *s, size_t n, size_t chunk)
{
    TT_ASSERT_EQ(pq8k_verify_init(&v, combos[r->combo].id, d, 64, r->msg, r->msglen, ctx, ctxlen), 0);
    return tt_stream_feed(&v, s, n, chunk, 900);
}

/* ---- the draft's vectors ---- */

static void test_vectors(void)
{
    static const size_t chunkings[] = {1, 7, 64, 0, TT_CHUNK_RANDOM};
    uint8_t d[64], mp[400];
    size_t n;
    unsigned seen = 0;
    for (unsigned long c = 0; c < 8; c++) {
        unsigned k;
        if (load(&rec, c) != 0) {
            TT_ASSERT(0);
            return;
        }
        k = rec.combo;
        if (!built(k)) continue;
        seen++;
        TT_ASSERT_EQ(rec.pklen, combos[k].ml_pk + combos[k].tpk);
        /* the ML-DSA half alone: pure ML-DSA over M' with the Label as its context */
        n = mprime(k, &rec, rec.ctx, rec.ctxlen, mp);
        TT_ASSERT_EQ((combos[k].ml_pk == 1312 ? pq8k_mldsa44_verify : pq8k_mldsa65_verify)(
                         rec.pk, rec.sig, combos[k].ml_sig, mp, n,
                         (const uint8_t *)combos[k].label, strlen(combos[k].label)),
                     0);
        TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, rec.pk, rec.pklen, rec.sig, rec.siglen, rec.msg,
                                           rec.msglen, rec.ctx, rec.ctxlen),
                     0);
        /* another context, or none where there was one: refused */
        TT_ASSERT(pq8k_composite_verify(combos[k].id, rec.pk, rec.pklen, rec.sig, rec.siglen, rec.msg,
                                        rec.msglen, rec.ctx, rec.ctxlen ? rec.ctxlen - 1 : 0) != 0 ||
                  rec.ctxlen == 0);
        digest_of(&rec, d);
        n = encode(&rec, rec.sig, rec.siglen, stream);
        /* every chunking on one record of each classical kind (all of them
           with tt_full), the whole stream and 64-byte chunks on every record */
        for (unsigned i = 0; i < sizeof chunkings / sizeof chunkings[0]; i++) {
            int all = tt_full() || ((c == 0 || c == 5) && !tt_is_target());
            if (!all && chunkings[i] != 64 && chunkings[i] != 0) continue;
            TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream, n, chunkings[i]), 0);
        }
        /* the message behind a reader: same verdict, each byte read once; reader failures */
        if (tt_full() || c == 0 || c == 5)
            tt_stream_check_reader(combos[k].id, d, 64, rec.msg, rec.msglen, rec.ctx, rec.ctxlen, stream,
                                   n, 0, tt_is_target());
    }
    TT_ASSERT(seen > 0);
}

/* ---- one genuine half and one foreign half ---- */

/* the ML-DSA half of a, the classical half of b (both genuine, each over its own M') */
static size_t splice(const record *a, const record *b, uint8_t *out)
{
    size_t ml = combos[a->combo].ml_sig;
    memcpy(out, a->sig, ml);
    memcpy(out + ml, b->sig + ml, b->siglen - ml);
    return b->siglen;
}

static void test_mixed_halves(void)
{
    static uint8_t mixed[PQ8K_COMPOSITE_SIG_MAX];
    uint8_t d[64];
    for (unsigned long c = 0; c < 8; c += 2) {
        size_t sl, n;
        if (load(&rec, c) != 0 || load(&rec2, c + 1) != 0) {
            TT_ASSERT(0);
            return;
        }
        if (!built(rec.combo)) continue;
        digest_of(&rec, d);
        /* record c has no context, c + 1 the file's context: ML-DSA half right for
           the empty context, classical half signed over the other M' */
        sl = splice(&rec, &rec2, mixed);
        TT_ASSERT(pq8k_composite_verify(combos[rec.combo].id, rec.pk, rec.pklen, mixed, sl, rec.msg,
                                        rec.msglen, NULL, 0) != 0);
        n = encode(&rec, mixed, sl, stream);
        TT_ASSERT(run(&rec, d, NULL, 0, stream, n, 64) != 0);
        TT_ASSERT(run(&rec, d, NULL, 0, stream, n, tt_full() ? 1 : 7) != 0);
        /* and the other way round: classical half right, ML-DSA half for the other M' */
        sl = splice(&rec2, &rec, mixed);
        TT_ASSERT(pq8k_composite_verify(combos[rec.combo].id, rec.pk, rec.pklen, mixed, sl, rec.msg,
                                        rec.msglen, NULL, 0) != 0);
        n = encode(&rec, mixed, sl, stream);
        TT_ASSERT_EQ(run(&rec, d, NULL, 0, stream, n, 64), PQ8K_ERR_BAD_SIGNATURE);
        /* both genuine, as a check that the splice itself is sound */
        sl = splice(&rec, &rec, mixed);
        TT_ASSERT_EQ(pq8k_composite_verify(combos[rec.combo].id, rec.pk, rec.pklen, mixed, sl, rec.msg,
                                           rec.msglen, NULL, 0),
                     0);
    }
}

/* ---- the stream: flips, truncations, extensions, key, length byte ---- */

/* body offsets of a record's stream regions (after the 4-byte header) */
static void regions(unsigned k, size_t *off_tpk, size_t *off_ml, size_t *off_sig)
{
    *off_tpk = 64;
    *off_ml = 64 + combos[k].tpk;
    *off_sig = *off_ml + (combos[k].ml_pk == 1312 ? 10644 : 21261);
}

static void test_stream_damage(void)
{
    uint8_t d[64];
    for (unsigned long c = 0; c < 8; c += 2) {
        size_t n, off_tpk, off_ml, off_sig;
        unsigned k;
        /* positions: in tr, in the classical pk, ML-DSA body start/middle/end, the signature */
        size_t pos[8];
        if (load(&rec, c) != 0) {
            TT_ASSERT(0);
            return;
        }
        k = rec.combo;
        if (!built(k)) continue;
        digest_of(&rec, d);
        n = encode(&rec, rec.sig, rec.siglen, stream);
        regions(k, &off_tpk, &off_ml, &off_sig);
        pos[0] = 4 + 3;
        pos[1] = 4 + off_tpk + 5;
        pos[2] = 4 + off_ml;
        pos[3] = 4 + off_ml + 40;
        pos[4] = 4 + (off_ml + off_sig) / 2;
        pos[5] = 4 + off_sig - 1;
        pos[6] = 4 + off_sig + (combos[k].ed25519 ? 0 : 1) + 5;
        pos[7] = n - 1;
        for (unsigned i = 0; i < 8; i++)
            for (unsigned bit = i % 3; bit < 8; bit += tt_full() ? 3 : 8) {
                int rc;
                memcpy(stream2, stream, n);
                stream2[pos[i]] ^= (uint8_t)(1u << bit);
                rc = run(&rec, d, rec.ctx, rec.ctxlen, stream2, n, 64);
                TT_ASSERT(rc != 0);
                /* the key's bytes: reported as a key mismatch */
                if (i <= 1) TT_ASSERT_EQ(rc, PQ8K_ERR_PK_DIGEST);
            }
        /* truncations at every region boundary and inside; one byte too many */
        for (size_t cut = 1; cut < n; cut += n / (tt_full() ? 13 : 4) + 1) TT_ASSERT(run(&rec, d, rec.ctx, rec.ctxlen, stream, cut, 64) != 0);
        TT_ASSERT(run(&rec, d, rec.ctx, rec.ctxlen, stream, n - 1, 7) != 0);
        TT_ASSERT(run(&rec, d, rec.ctx, rec.ctxlen, stream, 4 + off_sig, 64) != 0);
        memcpy(stream2, stream, n);
        stream2[n] = 0;
        TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream2, n + 1, 64), PQ8K_ERR_BAD_LENGTH);
        /* a foreign key: another trusted digest */
        d[10] ^= 1;
        TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream, n, 64), PQ8K_ERR_PK_DIGEST);
        d[10] ^= 1;
        if (!combos[k].ed25519) {
            /* the ECDSA length byte: out of range, or not the signature's length */
            uint8_t *lb = stream2 + 4 + off_sig;
            static const uint8_t bad[] = {0, 7, 73, 255};
            for (unsigned i = 0; i < sizeof bad; i++) {
                memcpy(stream2, stream, n);
                *lb = bad[i];
                TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream2, n, 64), PQ8K_ERR_BAD_ENCODING);
            }
            memcpy(stream2, stream, n);
            *lb = (uint8_t)(*lb - 1); /* one byte left over */
            TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream2, n, 64), PQ8K_ERR_BAD_LENGTH);
            memcpy(stream2, stream, n);
            *lb = (uint8_t)(*lb + 1); /* one byte missing */
            TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream2, n, 64), PQ8K_ERR_BAD_LENGTH);
        }
    }
}

/* ---- misuse and message modes ---- */

static void test_modes(void)
{
    uint8_t d[64], ph[64], big[300];
    size_t n, phl = sizeof ph;
    unsigned k;
    if (load(&rec, 1) != 0) { /* a context: mldsa44-p256 with sWithContext */
        TT_ASSERT(0);
        return;
    }
    k = rec.combo;
    if (!built(k)) return;
    digest_of(&rec, d);
    n = encode(&rec, rec.sig, rec.siglen, stream);
    /* out of order: update and final without init, final twice */
    memset(&v, 0, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_update(&v, stream, 10), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream, n, 0), 0);
    TT_ASSERT_EQ(pq8k_verify_verdict(&v), PQ8K_VERDICT_ACCEPT);
    TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_STATE);
    /* lengths */
    TT_ASSERT_EQ(pq8k_verify_init(&v, combos[k].id, d, 32, rec.msg, rec.msglen, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    memset(big, 0, sizeof big);
    TT_ASSERT_EQ(pq8k_verify_init(&v, combos[k].id, d, 64, rec.msg, rec.msglen, big, 256), PQ8K_ERR_BAD_LENGTH);
    /* M' or mu given directly: not the composite's interface */
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, combos[k].id, d, 64, rec.msg, rec.msglen), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&v, combos[k].id, d, 64, big, 64), PQ8K_ERR_UNSUPPORTED);
    /* external pre-hash with the composite's own PH: the same verdict; another PH refused */
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA256, rec.msg, rec.msglen, ph, &phl), 0);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, combos[k].id, d, 64, PQ8K_PH_SHA256, ph, 32, rec.ctx, rec.ctxlen), 0);
    TT_ASSERT_EQ(tt_stream_feed(&v, stream, n, 64, 900), 0);
    phl = sizeof ph;
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA512, rec.msg, rec.msglen, ph, &phl), 0);
    TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, combos[k].id, d, 64, PQ8K_PH_SHA512, ph, 64, rec.ctx, rec.ctxlen),
                 PQ8K_ERR_UNSUPPORTED);
    /* another message */
    rec.msg[0] ^= 1;
    TT_ASSERT_EQ(run(&rec, d, rec.ctx, rec.ctxlen, stream, n, 64), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, rec.pk, rec.pklen, rec.sig, rec.siglen, rec.msg, rec.msglen,
                                       rec.ctx, rec.ctxlen),
                 PQ8K_ERR_BAD_SIGNATURE);
    rec.msg[0] ^= 1;
    /* one-shot argument checks */
    TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, rec.pk, rec.pklen - 1, rec.sig, rec.siglen, rec.msg,
                                       rec.msglen, rec.ctx, rec.ctxlen),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, rec.pk, rec.pklen, rec.sig, combos[k].ml_sig + 7, rec.msg,
                                       rec.msglen, rec.ctx, rec.ctxlen),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, NULL, rec.pklen, rec.sig, rec.siglen, rec.msg, rec.msglen,
                                       rec.ctx, rec.ctxlen),
                 PQ8K_ERR_STATE);
}

/* ---- pq8k's own keys and signatures ---- */

static void test_sign(void)
{
    static uint8_t pk[PQ8K_COMPOSITE_PK_MAX], sk[PQ8K_COMPOSITE_SECRETKEYBYTES], sig[PQ8K_COMPOSITE_SIG_MAX];
    uint8_t seed[64], d[64], m[33], ctx[5] = {1, 2, 3, 4, 5};
    for (unsigned k = 0; k < 4; k++) {
        size_t sl = 0, pkl = combos[k].ml_pk + combos[k].tpk, n, dl = 64;
        if (!built(k) || !PQ8K_CONFIG_CLASSIC_SIGN) { /* classical signing: host only by default */
            TT_ASSERT_EQ(pq8k_composite_keygen(combos[k].id, pk, sk), PQ8K_ERR_UNSUPPORTED);
            continue;
        }
        tt_randbytes(seed, sizeof seed);
        tt_randbytes(m, sizeof m);
        TT_ASSERT_EQ(pq8k_composite_keygen_from_seed(combos[k].id, pk, sk, seed), 0);
        TT_ASSERT_EQ(pq8k_composite_sign(combos[k].id, sig, &sl, m, sizeof m, ctx, sizeof ctx, sk), 0);
        TT_ASSERT(sl > combos[k].ml_sig);
        TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, pk, pkl, sig, sl, m, sizeof m, ctx, sizeof ctx), 0);
        TT_ASSERT(pq8k_composite_verify(combos[k].id, pk, pkl, sig, sl, m, sizeof m, ctx, 4) != 0);
        TT_ASSERT_EQ(pq8k_pk_digest(combos[k].id, pk, pkl, d, &dl), 0);
        n = sizeof stream;
        TT_ASSERT_EQ(pq8k_stream_encode(combos[k].id, pk, pkl, sig, sl, stream, &n), 0);
        TT_ASSERT_EQ(pq8k_verify_init(&v, combos[k].id, d, 64, m, sizeof m, ctx, sizeof ctx), 0);
        TT_ASSERT_EQ(tt_stream_feed(&v, stream, n, 64, 900), 0);
        /* deterministic signing: the same signature twice */
        TT_ASSERT_EQ(pq8k_composite_sign_deterministic(combos[k].id, sig, &sl, m, sizeof m, NULL, 0, sk), 0);
        memcpy(stream2, sig, sl);
        n = sl;
        TT_ASSERT_EQ(pq8k_composite_sign_deterministic(combos[k].id, sig, &sl, m, sizeof m, NULL, 0, sk), 0);
        TT_ASSERT_EQ(sl, n);
        TT_ASSERT_MEM(stream2, sig, sl);
        TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, pk, pkl, sig, sl, m, sizeof m, NULL, 0), 0);
    }
}

void tt_suite_stream_composite(void)
{
    tt_run("composite: draft-19 vectors, one-shot, streamed, reader", test_vectors);
    tt_run("composite: one genuine half, one foreign half", test_mixed_halves);
    tt_run("composite: stream flips, truncations, key, ECDSA length", test_stream_damage);
    tt_run("composite: misuse, message modes", test_modes);
    tt_run("composite: keygen, sign, verify", test_sign);
}

#else

/* without the composites: every id answers unsupported, and the vectors are readable */
static void test_unsupported(void)
{
    uint8_t d[64] = {0};
    size_t dl = sizeof d;
    for (unsigned k = 0; k < 4; k++) {
        TT_ASSERT_EQ(pq8k_stream_length(combos[k].id), 0);
        TT_ASSERT_EQ(pq8k_verify_init(&v, combos[k].id, d, 64, NULL, 0, NULL, 0), PQ8K_ERR_UNSUPPORTED);
        TT_ASSERT_EQ(pq8k_pk_digest(combos[k].id, stream, combos[k].ml_pk + combos[k].tpk, d, &dl),
                     PQ8K_ERR_UNSUPPORTED);
        dl = sizeof d;
        TT_ASSERT_EQ(pq8k_composite_verify(combos[k].id, stream, 1, stream, 1, NULL, 0, NULL, 0),
                     PQ8K_ERR_UNSUPPORTED);
    }
    TT_ASSERT_EQ(load(&rec, 7), 0);
    TT_ASSERT_EQ(rec.combo, 3);
    (void)rec2;
    (void)stream2;
}

void tt_suite_stream_composite(void)
{
    tt_run("composite: not built, unsupported", test_unsupported);
}
#endif
