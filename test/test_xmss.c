/* SPDX-License-Identifier: MIT */
/*
 * XMSS / XMSS^MT (RFC 8391, SP 800-208 sets): every vector of
 * ../shared/vectors/xmss (generated valid and invalid, liboqs, Botan) one-shot
 * and through the push verifier at chunk sizes 1, 3, 64, whole and random;
 * the RFC-only sets must be refused as unsupported, never accepted.
 * Negatives of our own (a bit flip in every field and layer, wrong and
 * unassigned OIDs, idx out of range, truncation, extension, foreign key).
 * Host signing: the liboqs signatures reproduced byte for byte from their
 * private keys, sign/verify round trips, index advance and exhaustion.
 * Targets: a few vectors per file at 64-byte chunks, no signing.
 */
#include <string.h>
#include "tt.h"
#include "hal.h"
#include "pq8k/stream.h"
#include "pq8k/xmss.h"
#include "common/sha2.h"
#include "stream_feed.h"

/* Trees of 1024 leaves take about a second each to sign with: by default a
   few signing paths run; -DPQ8K_TEST_FULL runs them all. */
#ifdef PQ8K_TEST_FULL
#define LONG_RUN 1
#else
#define LONG_RUN 0
#endif

#define MAX_SIG (PQ8K_XMSS_MAX_SIG_BYTES + 64)
#define MAX_MSG 16400
#define MAX_LINE (2 * MAX_MSG + 2 * MAX_SIG + 64)

static char g_line[MAX_LINE];
static uint8_t g_pk[PQ8K_XMSS_MAX_SK_BYTES + 64];
static uint8_t g_sk[38200];
static uint8_t g_msg[MAX_MSG], g_sig[MAX_SIG], g_sig2[PQ8K_STREAM_HEADER_BYTES + PQ8K_XMSS_MAX_PK_BYTES + MAX_SIG];
#define HDR PQ8K_STREAM_HEADER_BYTES
static uint8_t g_body[HDR + PQ8K_XMSS_MAX_PK_BYTES + MAX_SIG];
static pq8k_verifier g_v;

static const size_t chunkings[] = {64, 1, 3, 0, (size_t)-1}; /* 0 whole, -1 random */
#define N_CHUNKINGS (sizeof chunkings / sizeof chunkings[0])

/* ---- parameter-set names -> (variant, OID) ---- */

typedef struct {
    int mt;
    uint32_t oid;
    int supported; /* an SP 800-208 set (all are built in the test build) */
    unsigned h, d;
} set_id;

static int starts(const char *s, const char *p) { return strlen(s) >= strlen(p) && memcmp(s, p, strlen(p)) == 0; }

static unsigned number(const char **s)
{
    unsigned v = 0;
    while (**s >= '0' && **s <= '9') v = v * 10u + (unsigned)(*(*s)++ - '0');
    return v;
}

/* "XMSS-SHA2_10_256", "XMSSMT-SHA2_20/2_256", liboqs "XMSSMT-SHA2_20-2_256",
   Botan "SHA2_10_256" (XMSS). 0, or -1 if the name does not parse. */
static int parse_set(const char *s, set_id *id)
{
    static const uint8_t shapes[8][2] = {{20, 2}, {20, 4}, {40, 2}, {40, 4}, {40, 8}, {60, 3}, {60, 6}, {60, 12}};
    unsigned fam, h, d = 1, n, k;
    id->mt = 0;
    if (starts(s, "XMSSMT-")) id->mt = 1, s += 7;
    else if (starts(s, "XMSS-")) s += 5;
    if (starts(s, "SHAKE256_")) fam = 5, s += 9;
    else if (starts(s, "SHAKE_")) fam = 2, s += 6;
    else if (starts(s, "SHA2_")) fam = 0, s += 5;
    else return -1;
    h = number(&s);
    if (*s == '/' || *s == '-') s++, d = number(&s);
    if (*s++ != '_') return -1;
    n = number(&s);
    if (n == 512) fam += 1;
    else if (n == 192) fam = fam == 0 ? 4 : 6;
    if (id->mt) {
        for (k = 0; k < 8 && !(shapes[k][0] == h && shapes[k][1] == d); k++) {}
        if (k == 8) return -1;
        id->oid = fam * 8u + k + 1u;
    } else {
        k = h == 10 ? 0 : h == 16 ? 1 : 2;
        id->oid = fam * 3u + k + 1u;
    }
    id->supported = fam == 0 || fam >= 4;
    id->h = h;
    id->d = d;
    return 0;
}

/* ---- verification, one-shot and pushed ---- */

static int oneshot(int mt, const uint8_t *pk, size_t pklen, const uint8_t *m, size_t mlen,
                   const uint8_t *sig, size_t slen)
{
    return mt ? pq8k_xmssmt_verify(sig, slen, m, mlen, pk, pklen) : pq8k_xmss_verify(sig, slen, m, mlen, pk, pklen);
}

typedef struct {
    const uint8_t *m;
    size_t len, next;
    int fail_at; /* >= 0: fail the read that reaches this offset */
} mem_reader;

/* each message byte once, in order, in pieces of at most PQ8K_READ_BUF_BYTES */
static int read_mem(void *user, size_t off, uint8_t *buf, size_t len)
{
    mem_reader *r = user;
    if (off != r->next || off + len > r->len || len > PQ8K_READ_BUF_BYTES) return -1;
    if (r->fail_at >= 0 && off + len > (size_t)r->fail_at) return -1;
    memcpy(buf, r->m + off, len);
    r->next = off + len;
    return 0;
}

/* The engine over the stream in g_body (n bytes, header included), trusted
   key tpk (its SHA-256), message by pointer or (rd) through a reader. */
static int pushed(int mt, const uint8_t *tpk, size_t tlen, const uint8_t *m, size_t mlen, size_t n,
                  size_t chunk, mem_reader *rd)
{
    pq8k_scheme id = mt ? PQ8K_XMSSMT : PQ8K_XMSS;
    uint8_t d[32];
    int r;
    pq8k_sha256(d, tpk, tlen);
    r = rd ? pq8k_verify_init_reader(&g_v, id, d, sizeof d, read_mem, rd, mlen, NULL, 0)
           : pq8k_verify_init(&g_v, id, d, sizeof d, m, mlen, NULL, 0);
    if (r != 0) return r;
    return tt_stream_feed(&g_v, g_body, n, chunk, 200);
}

/* header || pk || sig into g_body; its length */
static size_t make_body(int mt, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t slen)
{
    if (HDR + pklen + slen > sizeof g_body) return 0;
    g_body[0] = 'P', g_body[1] = '8', g_body[2] = PQ8K_STREAM_VERSION;
    g_body[3] = mt ? PQ8K_XMSSMT : PQ8K_XMSS;
    memcpy(g_body + HDR, pk, pklen);
    memcpy(g_body + HDR + pklen, sig, slen);
    return HDR + pklen + slen;
}

static unsigned g_checked, g_accepted, g_unsupported;

/*
 * The verdict on (pk, msg, sig) one-shot and pushed (trusted key = pk) at
 * each chunking, which must agree; want 0 (valid) or a rejection (valid = 0).
 */
static void check(const set_id *id, const uint8_t *pk, size_t pklen, const uint8_t *m, size_t mlen,
                  const uint8_t *sig, size_t slen, int valid, size_t nchunk, const char *what)
{
    int r = oneshot(id->mt, pk, pklen, m, mlen, sig, slen);
    size_t n = make_body(id->mt, pk, pklen, sig, slen);
    g_checked++;
    if (!id->supported) {
        /* RFC 8391-only set: refused, whatever the signature */
        if (r != PQ8K_ERR_UNSUPPORTED && !(r != 0 && !valid)) tt_printf("  %s: got %d\n", what, r);
        TT_ASSERT(r == PQ8K_ERR_UNSUPPORTED || (!valid && r != 0));
        if (r == PQ8K_ERR_UNSUPPORTED) g_unsupported++;
        return;
    }
    if (valid ? r != 0 : r == 0) tt_printf("  %s: one-shot %d (valid %d)\n", what, r, valid);
    TT_ASSERT(valid ? r == 0 : r != 0);
    g_accepted += r == 0;
    for (size_t c = 0; c <= nchunk && n > 0; c++) {
        /* every chunking by pointer, then one (random) with the message behind a reader */
        mem_reader rd = {m, mlen, 0, -1};
        int s = c < nchunk ? pushed(id->mt, pk, pklen, m, mlen, n, chunkings[c], NULL)
                           : pushed(id->mt, pk, pklen, m, mlen, n, (size_t)-1, &rd);
        if ((s == 0) != (r == 0) || (r == PQ8K_ERR_BAD_SIGNATURE && s != r)) {
            tt_printf("  %s: chunking %u: pushed %d, one-shot %d\n", what, (unsigned)c, s, r);
            TT_ASSERT(0);
        }
        if (c == nchunk && s == 0) TT_ASSERT_EQ(rd.next, mlen);
    }
    if (n > 0) {
        /* the reader at every chunking and failing, against the pointer mode's code */
        uint8_t d[32];
        pq8k_sha256(d, pk, pklen);
        tt_stream_check_reader(id->mt ? PQ8K_XMSSMT : PQ8K_XMSS, d, 32, m, mlen, NULL, 0, g_body, n,
                               pushed(id->mt, pk, pklen, m, mlen, n, 64, NULL), 0);
    }
    if (valid) {
        /* the library's own encoder writes the same stream */
        size_t len = sizeof g_sig2;
        pq8k_scheme sid = id->mt ? PQ8K_XMSSMT : PQ8K_XMSS;
        TT_ASSERT_EQ(pq8k_stream_encode(sid, pk, pklen, sig, slen, g_sig2, &len), 0);
        TT_ASSERT_EQ(len, n);
        TT_ASSERT_MEM(g_sig2, g_body, n);
    }
}

/* ---- vector files ---- */

/* Botan-style blocks "Key = value" separated by blank lines. */
typedef struct {
    set_id id;
    int have_id, valid;
    size_t pklen, mlen, slen;
    char params[40];
} vec_entry;

static void hex_field(const char *v, uint8_t *out, size_t cap, size_t *len)
{
    long r = tt_unhex(out, cap, v);
    TT_ASSERT(r >= 0);
    *len = r < 0 ? 0 : (size_t)r;
}

/* Runs every entry of a .vec file (at most `limit`); default_valid for files without Valid. */
static unsigned run_vec(const char *path, int default_valid, unsigned limit, size_t nchunk)
{
    tt_file f;
    vec_entry e;
    unsigned done = 0;
    int have_sig = 0;
    long len;
    if (tt_open(&f, path) != 0) {
        tt_printf("  cannot open %s\n", path);
        TT_ASSERT(0);
        return 0;
    }
    memset(&e, 0, sizeof e);
    e.valid = default_valid;
    for (;;) {
        len = tt_getline(&f, g_line, sizeof g_line);
        if (len < 0 || len == 0) {
            if (have_sig && e.have_id) {
                check(&e.id, g_pk, e.pklen, g_msg, e.mlen, g_sig, e.slen, e.valid, nchunk, e.params);
                done++;
            }
            have_sig = 0;
            e.valid = default_valid;
            e.mlen = 0;
            if (len < 0 || done >= limit) break;
            continue;
        }
        if (g_line[0] == '#' || g_line[0] == '[') continue;
        char *eq = strstr(g_line, " = ");
        const char *val = eq ? eq + 3 : "";
        if (eq == NULL) {
            eq = strstr(g_line, " =");
            if (eq == NULL) continue;
        }
        *eq = 0;
        if (strcmp(g_line, "Params") == 0) {
            e.have_id = parse_set(val, &e.id) == 0;
            TT_ASSERT(e.have_id);
            size_t pl = strlen(val) < sizeof e.params - 1 ? strlen(val) : sizeof e.params - 1;
            memcpy(e.params, val, pl);
            e.params[pl] = 0;
        } else if (strcmp(g_line, "PublicKey") == 0) {
            hex_field(val, g_pk, sizeof g_pk, &e.pklen);
        } else if (strcmp(g_line, "Msg") == 0) {
            hex_field(val, g_msg, sizeof g_msg, &e.mlen);
        } else if (strcmp(g_line, "Signature") == 0) {
            hex_field(val, g_sig, sizeof g_sig, &e.slen);
            have_sig = 1;
        } else if (strcmp(g_line, "Valid") == 0) {
            e.valid = val[0] == '1';
        }
    }
    tt_close(&f);
    return done;
}

static void test_generated(void)
{
    unsigned lim = tt_is_target() ? 2 : 1000, nc = tt_is_target() ? 1 : N_CHUNKINGS;
    g_checked = g_accepted = g_unsupported = 0;
    unsigned a = run_vec("xmss/generated/xmss_generated_valid.vec", 1, lim, nc);
    unsigned b = run_vec("xmss/generated/xmssmt_generated_valid.vec", 1, lim, nc);
    if (!tt_is_target()) {
        TT_ASSERT_EQ(a, 27);
        TT_ASSERT_EQ(b, 27);
        /* the SP 800-208 ones accepted: 27 + 27 minus the RFC-only sets (5 + 2) */
        TT_ASSERT_EQ(g_accepted, 47);
        TT_ASSERT_EQ(g_unsupported, 7);
    }
    tt_printf("  generated valid: %u checked, %u accepted, %u unsupported (RFC 8391 only)\n",
              g_checked, g_accepted, g_unsupported);
}

static void test_generated_invalid(void)
{
    unsigned lim = tt_is_target() ? 3 : 1000, nc = tt_is_target() ? 1 : 2;
    g_accepted = 0;
    unsigned a = run_vec("xmss/generated/xmss_generated_invalid.vec", 0, lim, nc);
    unsigned b = run_vec("xmss/generated/xmssmt_generated_invalid.vec", 0, lim, nc);
    if (!tt_is_target()) {
        TT_ASSERT_EQ(a, 132);
        TT_ASSERT_EQ(b, 182);
    }
    TT_ASSERT_EQ(g_accepted, 0);
}

static void test_botan(void)
{
    unsigned lim = tt_is_target() ? 2 : 1000, nc = tt_is_target() ? 1 : N_CHUNKINGS;
    g_checked = g_accepted = g_unsupported = 0;
    unsigned a = run_vec("xmss/botan/xmss_verify.vec", 1, lim, nc);
    if (!tt_is_target()) {
        TT_ASSERT_EQ(a, 63);
        TT_ASSERT_EQ(g_accepted, 9 * 3 + 3 * 3); /* SP 800-208 sets + SHA2_*_256 */
    }
}

/* ---- liboqs: verify, and re-sign from the private key ---- */

static const char *const oqs_files[] = {
    "XMSS-SHA2_10_192", "XMSS-SHA2_10_256", "XMSS-SHA2_10_512", "XMSS-SHA2_16_192", "XMSS-SHA2_16_256",
    "XMSS-SHA2_16_512", "XMSS-SHA2_20_192", "XMSS-SHA2_20_256", "XMSS-SHA2_20_512", "XMSS-SHAKE256_10_192",
    "XMSS-SHAKE256_10_256", "XMSS-SHAKE256_16_192", "XMSS-SHAKE256_16_256", "XMSS-SHAKE256_20_192",
    "XMSS-SHAKE256_20_256", "XMSS-SHAKE_10_256", "XMSS-SHAKE_10_512", "XMSS-SHAKE_16_256",
    "XMSS-SHAKE_16_512", "XMSS-SHAKE_20_256", "XMSS-SHAKE_20_512", "XMSSMT-SHA2_20-2_256",
    "XMSSMT-SHA2_20-4_256", "XMSSMT-SHA2_40-2_256", "XMSSMT-SHA2_40-4_256", "XMSSMT-SHA2_40-8_256",
    "XMSSMT-SHA2_60-12_256", "XMSSMT-SHA2_60-3_256", "XMSSMT-SHA2_60-6_256", "XMSSMT-SHAKE_20-2_256",
    "XMSSMT-SHAKE_20-4_256", "XMSSMT-SHAKE_40-2_256", "XMSSMT-SHAKE_40-4_256", "XMSSMT-SHAKE_40-8_256",
    "XMSSMT-SHAKE_60-12_256", "XMSSMT-SHAKE_60-3_256", "XMSSMT-SHAKE_60-6_256",
};

/* The file's pk, sk, msg and signature; returns the set, or -1. */
static int load_oqs(const char *name, set_id *id, size_t *pklen, size_t *sklen, size_t *mlen, size_t *slen)
{
    char path[96] = "xmss/liboqs/";
    tt_file f;
    long a, b, c, d;
    size_t nl = strlen(name);
    if (12 + nl + 5 > sizeof path) return -1;
    memcpy(path + 12, name, nl);
    memcpy(path + 12 + nl, ".rsp", 5);
    if (parse_set(name, id) != 0 || tt_open(&f, path) != 0) return -1;
    a = tt_rsp_hex(&f, "pk", g_pk, sizeof g_pk);
    b = tt_rsp_hex(&f, "sk", g_sk, sizeof g_sk);
    c = tt_rsp_hex(&f, "msg", g_msg, sizeof g_msg);
    d = tt_rsp_hex(&f, "sm", g_sig, sizeof g_sig);
    tt_close(&f);
    if (a < 0 || b < 0 || c < 0 || d < 0) return -1;
    *pklen = (size_t)a, *sklen = (size_t)b, *mlen = (size_t)c, *slen = (size_t)d;
    return 0;
}

static void test_liboqs(void)
{
    size_t count = sizeof oqs_files / sizeof oqs_files[0];
    unsigned accepted = 0;
    for (size_t i = 0; i < count; i++) {
        set_id id;
        size_t pklen, sklen, mlen, slen;
        if (tt_is_target() && i != 1 && i != 21) continue;
        TT_ASSERT_EQ(load_oqs(oqs_files[i], &id, &pklen, &sklen, &mlen, &slen), 0);
        g_accepted = 0;
        check(&id, g_pk, pklen, g_msg, mlen, g_sig, slen, 1, tt_is_target() ? 1 : 2, oqs_files[i]);
        accepted += g_accepted;
    }
    if (!tt_is_target()) TT_ASSERT_EQ(accepted, 12 + 8); /* the SP 800-208 XMSS sets, SHA2_*_256 XMSS^MT */
}

/* The liboqs signatures again from their private keys (the first 4 + idx + 4n
   bytes are the simple-core layout), for every set whose trees are small. */
static void test_liboqs_resign(void)
{
    static const char *const names[] = {"XMSS-SHA2_10_256", "XMSS-SHA2_10_192", "XMSS-SHAKE256_10_256",
                                        "XMSS-SHAKE256_10_192", "XMSSMT-SHA2_20-2_256", "XMSSMT-SHA2_20-4_256",
                                        "XMSSMT-SHA2_40-4_256", "XMSSMT-SHA2_40-8_256", "XMSSMT-SHA2_60-6_256",
                                        "XMSSMT-SHA2_60-12_256"};
    if (tt_is_target()) return;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        /* the sets with trees of 1024 leaves take a second each: by default two of them */
        if (!LONG_RUN && i != 0 && i != 3 && i != 5 && i != 9) continue;
        set_id id;
        size_t pklen, sklen, mlen, slen, n = sizeof g_sig2;
        if (load_oqs(names[i], &id, &pklen, &sklen, &mlen, &slen) != 0) {
            TT_ASSERT(0);
            continue;
        }
        size_t want = id.mt ? pq8k_xmssmt_sk_bytes(id.oid) : pq8k_xmss_sk_bytes(id.oid);
        TT_ASSERT(want > 0 && sklen > want);
        int r = id.mt ? pq8k_xmssmt_sign(g_sk, want, g_sig2, &n, g_msg, mlen)
                      : pq8k_xmss_sign(g_sk, want, g_sig2, &n, g_msg, mlen);
        TT_ASSERT_EQ(r, 0);
        TT_ASSERT_EQ(n, slen);
        if (tt_memcmp(g_sig2, g_sig, slen) != 0) tt_printf("  %s: signature differs\n", names[i]);
        TT_ASSERT_MEM(g_sig2, g_sig, slen);
        TT_ASSERT_EQ(pq8k_xmss_sk_index(id.mt, g_sk, want), 1);
        /* the root in the key is the pk's */
        TT_ASSERT_MEM(g_sk + want - 2 * (pklen - 4) / 2, g_pk + 4, (pklen - 4) / 2);
    }
}

/* ---- negatives of our own ---- */

/* One change to pk / sig / msg, one-shot and pushed (trusted = the original pk). */
static void expect_reject(const set_id *id, const uint8_t *pk, size_t pklen, const uint8_t *tpk,
                          const uint8_t *m, size_t mlen, const uint8_t *sig, size_t slen, const char *what,
                          int want_push)
{
    int r = oneshot(id->mt, pk, pklen, m, mlen, sig, slen);
    size_t tl = id->mt ? pq8k_xmssmt_pk_bytes(id->oid) : pq8k_xmss_pk_bytes(id->oid);
    size_t n = make_body(id->mt, pk, pklen, sig, slen), count = tt_is_target() ? 1 : N_CHUNKINGS;
    if (r == 0) tt_printf("  %s accepted one-shot\n", what);
    TT_ASSERT(r != 0);
    for (size_t c = 0; c < count; c++) {
        int s = pushed(id->mt, tpk, tl, m, mlen, n, chunkings[c], NULL);
        if (s == 0 || (want_push != 0 && s != want_push))
            tt_printf("  %s: pushed %d (want %d)\n", what, s, want_push);
        TT_ASSERT(s != 0);
        if (want_push != 0) TT_ASSERT_EQ(s, want_push);
    }
}

/* Flips in every field and layer of the liboqs vector `name`. */
static void negatives_of(const char *name)
{
    set_id id;
    size_t pklen, sklen, mlen, slen;
    uint8_t tpk[PQ8K_XMSS_MAX_PK_BYTES];
    if (load_oqs(name, &id, &pklen, &sklen, &mlen, &slen) != 0) {
        TT_ASSERT(0);
        return;
    }
    memcpy(tpk, g_pk, pklen);
    size_t n = (pklen - 4) / 2, ib = id.mt ? (id.h + 7) / 8 : 4; /* idx bytes */
    unsigned d = id.d, hp = id.h / id.d, len = (unsigned)(2 * n + 3);
    TT_ASSERT_EQ(slen, ib + n + (size_t)d * (len + hp) * n);
    /* fields: idx, r, and per layer first/last WOTS element byte, first/last auth byte */
    size_t at[64];
    unsigned k = 0;
    at[k++] = ib - 1;
    at[k++] = ib;
    at[k++] = ib + n - 1;
    for (unsigned l = 0; l < d && k + 6 < 64; l++) {
        size_t base = ib + n + (size_t)l * (len + hp) * n;
        at[k++] = base;
        at[k++] = base + (size_t)(len - 4) * n + 1; /* last message chain */
        at[k++] = base + (size_t)(len - 1) * n + n - 1; /* checksum chain */
        at[k++] = base + (size_t)len * n;
        at[k++] = base + (size_t)(len + hp) * n - 1;
    }
    for (unsigned i = 0; i < k; i++) {
        memcpy(g_sig2, g_sig, slen);
        g_sig2[at[i]] ^= 0x04;
        expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig2, slen, "sig bit flip", 0);
    }
    /* message, truncation, extension */
    g_msg[0] ^= 1;
    expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig, slen, "msg flip", PQ8K_ERR_BAD_SIGNATURE);
    g_msg[0] ^= 1;
    expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig, slen - 1, "truncated", PQ8K_ERR_BAD_LENGTH);
    memcpy(g_sig2, g_sig, slen);
    g_sig2[slen] = 0;
    expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig2, slen + 1, "extended", PQ8K_ERR_BAD_LENGTH);
    /* pk: root, seed (a key that is not the trusted one) and OIDs */
    for (size_t i = 4; i < pklen; i += n) {
        g_pk[i + 3] ^= 0x10;
        expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig, slen, "pk flip", PQ8K_ERR_PK_DIGEST);
        g_pk[i + 3] ^= 0x10;
    }
    /* OID 0 (unassigned) and an OID beyond the last family */
    g_pk[3] = 0;
    TT_ASSERT_EQ(oneshot(id.mt, g_pk, pklen, g_msg, mlen, g_sig, slen), PQ8K_ERR_BAD_ENCODING);
    g_pk[3] = 0x60;
    TT_ASSERT_EQ(oneshot(id.mt, g_pk, pklen, g_msg, mlen, g_sig, slen), PQ8K_ERR_BAD_ENCODING);
    /* the other variant's reading of the same OID */
    g_pk[3] = (uint8_t)id.oid;
    TT_ASSERT(oneshot(!id.mt, g_pk, pklen, g_msg, mlen, g_sig, slen) != 0);
    /* idx = 2^h (out of range) and all ones */
    {
        unsigned h = hp * d;
        uint64_t big = (uint64_t)1 << h;
        memcpy(g_sig2, g_sig, slen);
        if (h < 8 * ib) {
            for (unsigned i = 0; i < ib; i++) g_sig2[ib - 1 - i] = (uint8_t)(big >> (8 * i));
            TT_ASSERT_EQ(oneshot(id.mt, g_pk, pklen, g_msg, mlen, g_sig2, slen), PQ8K_ERR_BAD_ENCODING);
            expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig2, slen, "idx 2^h", PQ8K_ERR_BAD_ENCODING);
        }
        memset(g_sig2, 0xFF, ib);
        expect_reject(&id, g_pk, pklen, tpk, g_msg, mlen, g_sig2, slen, "idx all ones", 0);
    }
}

static void test_negatives(void)
{
    negatives_of("XMSS-SHA2_10_256");
    if (tt_is_target()) return;
    negatives_of("XMSS-SHAKE256_10_192");
    negatives_of("XMSSMT-SHA2_20-2_256");
    negatives_of("XMSSMT-SHA2_40-8_256");
    negatives_of("XMSSMT-SHA2_60-12_256");
}

/* A foreign key: another set's valid vector against this trusted key. */
static void test_foreign_key(void)
{
    set_id a, b;
    size_t pklen, sklen, mlen, slen, pklen2;
    uint8_t tpk[PQ8K_XMSS_MAX_PK_BYTES];
    TT_ASSERT_EQ(load_oqs("XMSS-SHAKE256_10_256", &b, &pklen2, &sklen, &mlen, &slen), 0);
    memcpy(tpk, g_pk, pklen2);
    TT_ASSERT_EQ(load_oqs("XMSS-SHA2_10_256", &a, &pklen, &sklen, &mlen, &slen), 0);
    size_t n = make_body(0, g_pk, pklen, g_sig, slen);
    /* same size, another key: the pk check fails */
    TT_ASSERT_EQ(pushed(0, tpk, pklen2, g_msg, mlen, n, 64, NULL), PQ8K_ERR_PK_DIGEST);
    /* the signature under the foreign key: rejected */
    TT_ASSERT_EQ(oneshot(0, tpk, pklen2, g_msg, mlen, g_sig, slen), PQ8K_ERR_BAD_SIGNATURE);
}

/* ---- misuse ---- */

static void test_misuse(void)
{
    uint8_t pk[68] = {0, 0, 0, 1}, d[32];
    size_t dl = sizeof d, n = sizeof g_body;
    mem_reader bad = {g_msg, 100, 0, 70};
    set_id id;
    size_t pklen, sklen, mlen, slen;
    /* sizes */
    TT_ASSERT_EQ(pq8k_xmss_stream_body_bytes(0, 1), 68 + 2500);
    TT_ASSERT_EQ(pq8k_xmss_stream_body_bytes(1, 8), 68 + 27688);
    TT_ASSERT_EQ(pq8k_xmss_stream_body_bytes(1, 0x21), 52 + 2955);
    TT_ASSERT_EQ(pq8k_xmss_stream_body_bytes(1, 0x38), 52 + 16160);
    TT_ASSERT_EQ(pq8k_xmss_stream_body_bytes(0, 4), 0);
    TT_ASSERT_EQ(pq8k_xmssmt_max_signatures(8), (uint64_t)1 << 60);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_XMSS), HDR + 68 + 2820);
    TT_ASSERT_EQ(pq8k_stream_length(PQ8K_XMSSMT), HDR + 68 + 27688);
    /* host side: digests and encodings check the OID and the lengths */
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_XMSS, pk, 68, d, &dl), 0);
    TT_ASSERT_EQ(dl, 32);
    dl = sizeof d;
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_XMSS, pk, 67, d, &dl), PQ8K_ERR_BAD_LENGTH);
    pk[3] = 4; /* SHA2_10_512: RFC 8391 only */
    dl = sizeof d;
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_XMSS, pk, 68, d, &dl), PQ8K_ERR_UNSUPPORTED);
    pk[3] = 0;
    dl = sizeof d;
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_XMSSMT, pk, 68, d, &dl), PQ8K_ERR_BAD_ENCODING);
    pk[3] = 1;
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_XMSS, pk, 68, g_sig, 2499, g_body, &n), PQ8K_ERR_BAD_LENGTH);
    /* engine: no context string, no pre-hash, a failing reader */
    TT_ASSERT_EQ(pq8k_verify_init(&g_v, PQ8K_XMSS, d, 32, g_msg, 3, g_msg, 1), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_verify_init(&g_v, PQ8K_XMSSMT, d, 31, g_msg, 3, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_verify_init_mu(&g_v, PQ8K_XMSS, d, 32, g_msg, 64), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(load_oqs("XMSS-SHA2_10_256", &id, &pklen, &sklen, &mlen, &slen), 0);
    n = make_body(0, g_pk, pklen, g_sig, slen);
    bad.m = g_msg, bad.len = mlen, bad.fail_at = (int)mlen - 1;
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n, 64, &bad), PQ8K_ERR_READ);
    /* the stream of the other id, an unassigned OID in the stream */
    g_body[3] = PQ8K_XMSSMT;
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n, 64, NULL), PQ8K_ERR_STATE);
    g_body[3] = PQ8K_XMSS;
    g_body[HDR + 3] = 0;
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n, 64, NULL), PQ8K_ERR_PK_DIGEST);
    g_body[HDR + 3] = 4;
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n, 64, NULL), PQ8K_ERR_UNSUPPORTED);
    g_body[HDR + 3] = 1;
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n, 3, NULL), 0);
    /* a body that stops short / runs on (longer than the set, within body_max) */
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n - 1, 64, NULL), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pushed(0, g_pk, pklen, g_msg, mlen, n + 100, 64, NULL), PQ8K_ERR_BAD_LENGTH);
}

/* ---- host signing ---- */

/* keygen, two signatures (index advance), verification of both, a flipped one */
static void round_trip(int mt, uint32_t oid)
{
    uint8_t seed[96], pk[PQ8K_XMSS_MAX_PK_BYTES];
    size_t skl = mt ? pq8k_xmssmt_sk_bytes(oid) : pq8k_xmss_sk_bytes(oid);
    size_t pkl = mt ? pq8k_xmssmt_pk_bytes(oid) : pq8k_xmss_pk_bytes(oid);
    size_t sl = sizeof g_sig;
    for (unsigned i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)(i * 7 + oid);
    TT_ASSERT_EQ(mt ? pq8k_xmssmt_keygen_from_seed(oid, seed, pk, g_sk) : pq8k_xmss_keygen_from_seed(oid, seed, pk, g_sk), 0);
    for (unsigned k = 0; k < 2; k++) {
        sl = sizeof g_sig;
        TT_ASSERT_EQ(pq8k_xmss_sk_index(mt, g_sk, skl), k);
        TT_ASSERT_EQ(mt ? pq8k_xmssmt_sign(g_sk, skl, g_sig, &sl, g_msg, 40) : pq8k_xmss_sign(g_sk, skl, g_sig, &sl, g_msg, 40), 0);
        TT_ASSERT_EQ(oneshot(mt, pk, pkl, g_msg, 40, g_sig, sl), 0);
        g_sig[sl / 2] ^= 1;
        TT_ASSERT_EQ(oneshot(mt, pk, pkl, g_msg, 40, g_sig, sl), PQ8K_ERR_BAD_SIGNATURE);
    }
}

static void test_sign(void)
{
    if (tt_is_target()) return;
    tt_randbytes(g_msg, 40);
    round_trip(1, 0x02);  /* SHA2_20/4_256 */
    round_trip(1, 0x22);  /* SHA2_20/4_192 */
    round_trip(1, 0x2A);  /* SHAKE256_20/4_256 */
    round_trip(1, 0x32);  /* SHAKE256_20/4_192 */
    round_trip(1, 0x28);  /* SHA2_60/12_192 */
    if (LONG_RUN) round_trip(0, 0x0D); /* XMSS-SHA2_10_192 (1024 leaves per tree) */
}

/* The last leaf signs once; then the key is spent (h = 40: the 5-byte field is full). */
static void exhaust(uint32_t oid)
{
    uint8_t seed[96] = {1}, pk[PQ8K_XMSS_MAX_PK_BYTES];
    size_t skl = pq8k_xmssmt_sk_bytes(oid), pkl = pq8k_xmssmt_pk_bytes(oid), sl = sizeof g_sig, ib = skl - 4 - 4 * ((pkl - 4) / 2);
    uint64_t last = pq8k_xmssmt_max_signatures(oid) - 1;
    TT_ASSERT_EQ(pq8k_xmssmt_keygen_from_seed(oid, seed, pk, g_sk), 0);
    for (unsigned i = 0; i < ib; i++) g_sk[4 + ib - 1 - i] = (uint8_t)(last >> (8 * i));
    TT_ASSERT_EQ(pq8k_xmssmt_sign(g_sk, skl, g_sig, &sl, g_msg, 7), 0);
    TT_ASSERT_EQ(oneshot(1, pk, pkl, g_msg, 7, g_sig, sl), 0);
    sl = sizeof g_sig;
    TT_ASSERT_EQ(pq8k_xmssmt_sign(g_sk, skl, g_sig2, &sl, g_msg, 7), PQ8K_ERR_INTERNAL);
    /* the secret seeds are gone */
    for (size_t i = 4 + ib; i < 4 + ib + (pkl - 4); i++) TT_ASSERT_EQ(g_sk[i], 0);
}

static void test_exhaustion(void)
{
    if (tt_is_target()) return;
    exhaust(0x02); /* SHA2_20/4_256 */
    exhaust(0x05); /* SHA2_40/8_256 */
    exhaust(0x08); /* SHA2_60/12_256 */
}

void tt_suite_xmss(void)
{
    tt_seed(0x584d5353u);
    tt_run("xmss misuse and sizes", test_misuse);
    tt_run("xmss generated valid vectors", test_generated);
    tt_run("xmss generated invalid vectors", test_generated_invalid);
    tt_run("xmss botan vectors", test_botan);
    tt_run("xmss liboqs vectors", test_liboqs);
    tt_run("xmss negatives", test_negatives);
    tt_run("xmss foreign key", test_foreign_key);
    tt_run("xmss liboqs signatures re-signed", test_liboqs_resign);
    tt_run("xmss sign round trips", test_sign);
    tt_run("xmss exhaustion", test_exhaustion);
}
