/* SPDX-License-Identifier: MIT */
/*
 * LMS and HSS through the streaming engine (pq8k/stream.h, PQ8K_LMS and
 * PQ8K_HSS): every vector of vectors/lms at chunk sizes 64, 1, 3, whole and
 * random, and once with the message behind a reader; then a host-signed HSS
 * key (L = 2, the levels on different families) and a bare LMS one: flips
 * across the whole stream, a foreign key (PQ8K_ERR_PK_DIGEST), truncated and
 * extended streams, a stream of the other id, a context string, a reader
 * that fails, and the encoder's structure checks.
 * Targets: every 16th vector case at 64-byte chunks, and the negatives.
 */
#include <string.h>
#include "tt.h"
#include "lms_vectors.h"
#include "stream_feed.h"
#include "pq8k/config.h"
#include "pq8k/lms.h"
#include "pq8k/stream.h"

#define HDR 4
#define MAX_STREAM (HDR + 64 + TT_LMS_MAX_SIG + 64)

static uint8_t g_stream[MAX_STREAM];
static pq8k_verifier v;
static long g_bad;

static const size_t chunkings[] = {64, 1, 3, TT_CHUNK_WHOLE, TT_CHUNK_RANDOM};

typedef struct {
    const uint8_t *m;
    size_t len, next;
    int fail_at;   /* >= 0: fail the read that starts at or after this offset */
} mem_reader;

static int read_mem(void *user, size_t off, uint8_t *buf, size_t len)
{
    mem_reader *r = user;
    if (off != r->next || off + len > r->len || len > PQ8K_READ_BUF_BYTES) return -1;
    if (r->fail_at >= 0 && off + len > (size_t)r->fail_at) return -1;
    memcpy(buf, r->m + off, len);
    r->next = off + len;
    return 0;
}

/* verdict of stream s under digest d, message by pointer (reader == NULL) or reader */
static int run(pq8k_scheme id, const uint8_t *d, const uint8_t *msg, size_t mlen,
               const uint8_t *s, size_t n, size_t chunk, mem_reader *reader)
{
    int r = reader ? pq8k_verify_init_reader(&v, id, d, 32, read_mem, reader, mlen, NULL, 0)
                   : pq8k_verify_init(&v, id, d, 32, msg, mlen, NULL, 0);
    if (r != 0) return r;
    return tt_stream_feed(&v, s, n, chunk, 200);
}

static void one_vector(const tt_lms_case *c)
{
    pq8k_scheme id = c->hss ? PQ8K_HSS : PQ8K_LMS;
    uint8_t d[32] = {0};
    size_t dl = sizeof d, n = sizeof g_stream;
    int ok = 1;
    if (c->hss && !PQ8K_CONFIG_HSS) {
        /* a build without HSS: the id is unsupported */
        ok = pq8k_verify_init(&v, id, d, 32, c->msg, c->msglen, NULL, 0) == PQ8K_ERR_UNSUPPORTED &&
             pq8k_pk_digest(id, c->pk, c->pklen, d, &dl) == PQ8K_ERR_UNSUPPORTED;
    } else if (pq8k_pk_digest(id, c->pk, c->pklen, d, &dl) != 0 ||
        pq8k_stream_encode(id, c->pk, c->pklen, c->sig, c->siglen, g_stream, &n) != 0) {
        ok = !c->valid; /* only a case that must fail may be refused by the host */
    } else {
        size_t count = tt_is_target() ? 1 : sizeof chunkings / sizeof chunkings[0];
        for (size_t i = 0; i < count; i++)
            if ((run(id, d, c->msg, c->msglen, g_stream, n, chunkings[i], NULL) == 0) != c->valid) ok = 0;
        mem_reader rd = {c->msg, c->msglen, 0, -1};
        if ((run(id, d, NULL, c->msglen, g_stream, n, 64, &rd) == 0) != c->valid) ok = 0;
        /* the reader at every chunking and failing, against the pointer mode's code */
        tt_stream_check_reader(id, d, 32, c->msg, c->msglen, NULL, 0, g_stream, n,
                               run(id, d, c->msg, c->msglen, g_stream, n, 64, NULL), 0);
    }
    if (!ok) {
        tt_printf("  %s case %u: wrong verdict (want %s)\n", c->file, c->index - 1,
                  c->valid ? "accept" : "reject");
        g_bad++;
    }
}

static void test_vectors(void)
{
    long n = tt_lms_for_each(one_vector, tt_is_target() ? 16 : 1);
    TT_ASSERT(n > 0);
    TT_ASSERT_EQ(g_bad, 0);
}

/* ---- a host-signed key ---- */

static uint8_t g_sig[8000], g_bad_stream[MAX_STREAM + 1];
static const uint8_t g_msg[] = "stream me";

static void negatives(pq8k_scheme id, unsigned levels, const uint32_t *types)
{
    uint8_t sk[PQ8K_HSS_SK_BYTES(2)], pk[64], pk2[64], d[32], d2[32];
    size_t skl = PQ8K_HSS_SK_BYTES(levels), pkl = sizeof pk, pkl2 = sizeof pk2, sl = sizeof g_sig;
    size_t dl = 32, n = sizeof g_stream, off = id == PQ8K_LMS ? 4 : 0;
    TT_ASSERT_EQ(pq8k_hss_keygen(levels, types, sk, skl, pk, &pkl), 0);
    TT_ASSERT_EQ(pq8k_hss_sign(sk, skl, 7, g_msg, sizeof g_msg, g_sig, &sl), 0);
    /* PQ8K_LMS takes the bare forms: the key without L, the signature without Nspk */
    TT_ASSERT_EQ(pq8k_pk_digest(id, pk + off, pkl - off, d, &dl), 0);
    TT_ASSERT_EQ(pq8k_stream_encode(id, pk + off, pkl - off, g_sig + off, sl - off, g_stream, &n), 0);
    TT_ASSERT_EQ(n, HDR + pkl + sl - 2 * off);
    TT_ASSERT(n <= pq8k_stream_length(id));
    for (size_t i = 0; i < sizeof chunkings / sizeof chunkings[0]; i++)
        TT_ASSERT_EQ(run(id, d, g_msg, sizeof g_msg, g_stream, n, chunkings[i], NULL), 0);
    TT_ASSERT_EQ(run(id, d, g_msg, sizeof g_msg - 1, g_stream, n, 64, NULL), PQ8K_ERR_BAD_SIGNATURE);
    /* flips across the body: pk bytes give a digest mismatch, the rest a reject */
    size_t step = tt_is_target() ? 97 : 7;
    for (size_t i = HDR; i < n; i += step) {
        memcpy(g_bad_stream, g_stream, n);
        g_bad_stream[i] ^= 0x10;
        int r = run(id, d, g_msg, sizeof g_msg, g_bad_stream, n, 64, NULL);
        if (r == 0) tt_printf("  flip at %u accepted\n", (unsigned)i);
        TT_ASSERT(r != 0);
        if (i < HDR + pkl - off) TT_ASSERT(r == PQ8K_ERR_PK_DIGEST || r == PQ8K_ERR_BAD_ENCODING);
    }
    /* truncated, extended */
    TT_ASSERT_EQ(run(id, d, g_msg, sizeof g_msg, g_stream, n - 1, 64, NULL), PQ8K_ERR_BAD_LENGTH);
    memcpy(g_bad_stream, g_stream, n);
    g_bad_stream[n] = 0;
    TT_ASSERT_EQ(run(id, d, g_msg, sizeof g_msg, g_bad_stream, n + 1, 1, NULL), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(run(id, d, g_msg, sizeof g_msg, g_stream, HDR + 100, 3, NULL), PQ8K_ERR_BAD_LENGTH);
    /* a foreign key: another key's digest */
    TT_ASSERT_EQ(pq8k_hss_keygen(levels, types, sk, skl, pk2, &pkl2), 0);
    dl = 32;
    TT_ASSERT_EQ(pq8k_pk_digest(id, pk2 + off, pkl2 - off, d2, &dl), 0);
    TT_ASSERT_EQ(run(id, d2, g_msg, sizeof g_msg, g_stream, n, 64, NULL), PQ8K_ERR_PK_DIGEST);
    /* the other id; a context string; a failing reader */
    pq8k_scheme other = id == PQ8K_LMS ? PQ8K_HSS : PQ8K_LMS;
    TT_ASSERT(run(other, d, g_msg, sizeof g_msg, g_stream, n, 64, NULL) != 0);
    TT_ASSERT_EQ(pq8k_verify_init(&v, id, d, 32, g_msg, sizeof g_msg, (const uint8_t *)"c", 1),
                 PQ8K_ERR_UNSUPPORTED);
    mem_reader rd = {g_msg, sizeof g_msg, 0, 3};
    TT_ASSERT_EQ(run(id, d, NULL, sizeof g_msg, g_stream, n, 64, &rd), PQ8K_ERR_READ);
    mem_reader good = {g_msg, sizeof g_msg, 0, -1};
    TT_ASSERT_EQ(run(id, d, NULL, sizeof g_msg, g_stream, n, 5, &good), 0);
    /* the encoder checks the structure */
    n = sizeof g_stream;
    TT_ASSERT(pq8k_stream_encode(id, pk + off, pkl - off, g_sig + off, sl - off - 1, g_stream, &n) != 0);
    n = HDR + 10;
    TT_ASSERT_EQ(pq8k_stream_encode(id, pk + off, pkl - off, g_sig + off, sl - off, g_stream, &n),
                 PQ8K_ERR_BAD_LENGTH);
    dl = 32;
    TT_ASSERT(pq8k_pk_digest(id, pk + off, pkl - off - 1, d, &dl) != 0);
}

static void test_hss(void)
{
    static const uint32_t types[] = {PQ8K_LMS_SHA256_M32_H5, PQ8K_LMOTS_SHA256_N32_W4,
                                     PQ8K_LMS_SHAKE_M24_H5, 16};
    if (!PQ8K_CONFIG_HSS) { /* a build without HSS */
        uint8_t d[32] = {0};
        TT_ASSERT_EQ(pq8k_verify_init(&v, PQ8K_HSS, d, 32, g_msg, sizeof g_msg, NULL, 0),
                     PQ8K_ERR_UNSUPPORTED);
        return;
    }
    negatives(PQ8K_HSS, 2, types);
}

static void test_lms(void)
{
    static const uint32_t types[] = {PQ8K_LMS_SHA256_M24_H5, 7};
    negatives(PQ8K_LMS, 1, types);
}

void tt_suite_stream_lms(void)
{
    tt_run("stream_lms_vectors", test_vectors);
    tt_run("stream_hss_negatives", test_hss);
    tt_run("stream_lms_negatives", test_lms);
}
