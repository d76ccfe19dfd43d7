/* SPDX-License-Identifier: MIT */
/* Chunked feeding of streams for the streaming suites; see stream_feed.h. */
#include "stream_feed.h"
#include "tt.h"

int tt_stream_feed(pq8k_verifier *ver, const uint8_t *s, size_t n, size_t chunk, size_t max_random)
{
    int first = 0, f;
    size_t off = 0;
    while (off < n) {
        size_t c = chunk == TT_CHUNK_WHOLE ? n : chunk == TT_CHUNK_RANDOM ? 1 + tt_rand32() % max_random : chunk;
        int u;
        if (c > n - off) c = n - off;
        if (chunk == TT_CHUNK_RANDOM && (tt_rand32() & 7) == 0)
            TT_ASSERT_EQ(pq8k_verify_update(ver, NULL, 0), first);
        u = pq8k_verify_update(ver, s + off, c);
        if (first != 0) TT_ASSERT_EQ(u, first);
        if (first == 0) first = u;
        off += c;
    }
    f = pq8k_verify_final(ver);
    if (first != 0) TT_ASSERT_EQ(f, first);
    TT_ASSERT_EQ(pq8k_verify_final(ver), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_update(ver, s, 1), PQ8K_ERR_STATE);
    return f;
}

/* A message in memory behind the reader interface, checking how it is read. */
typedef struct {
    const uint8_t *msg;
    size_t len, next;   /* next: the offset the next read must start at */
    long fail_piece;    /* index of the piece that fails, -1 for none */
    long pieces;        /* pieces asked for */
    int failed;
} checked_reader;

static int checked_read(void *user, size_t offset, uint8_t *buf, size_t len)
{
    checked_reader *r = user;
    TT_ASSERT(!r->failed);                 /* nothing is read after a failure */
    TT_ASSERT_EQ(offset, r->next);         /* each byte once, in order */
    TT_ASSERT(len > 0 && len <= PQ8K_READ_BUF_BYTES && len <= r->len - offset);
    if (r->pieces++ == r->fail_piece) {
        r->failed = 1;
        return -1;
    }
    for (size_t i = 0; i < len; i++) buf[i] = r->msg[offset + i];
    r->next += len;
    return 0;
}

/* internal: msg is M' (pq8k_verify_init_internal_reader), ctx unused */
static int reader_run(pq8k_scheme s, const uint8_t *digest, size_t dlen, checked_reader *r, int internal,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *strm, size_t n, size_t chunk)
{
    static pq8k_verifier ver;
    int rc = internal
                 ? pq8k_verify_init_internal_reader(&ver, s, digest, dlen, checked_read, r, r->len)
                 : pq8k_verify_init_reader(&ver, s, digest, dlen, checked_read, r, r->len, ctx, ctxlen);
    if (rc != 0) {
        TT_ASSERT_EQ(pq8k_verify_update(&ver, strm, 1), PQ8K_ERR_STATE); /* init failed: nothing runs */
        return rc;
    }
    return tt_stream_feed(&ver, strm, n, chunk, 700);
}

static void check_reader(pq8k_scheme s, const uint8_t *digest, size_t dlen, const uint8_t *msg,
                         size_t mlen, int internal, const uint8_t *ctx, size_t ctxlen,
                         const uint8_t *strm, size_t n, int want, int one_chunking)
{
    static const size_t chunks[4] = {64, 1, 7, TT_CHUNK_RANDOM};
    const unsigned nchunks = tt_is_target() || one_chunking ? 1 : 4;
    const long pieces = (long)((mlen + PQ8K_READ_BUF_BYTES - 1) / PQ8K_READ_BUF_BYTES);
    const long fail_at[3] = {0, pieces / 2, pieces - 1};
    static uint8_t target_runs[2][256];
    /* targets: a sample per scheme and mode */
    if (tt_is_target() && target_runs[internal != 0][(uint8_t)s]++ >= 2) return;
    for (unsigned c = 0; c < nchunks; c++) {
        checked_reader r = {msg, mlen, 0, -1, 0, 0};
        TT_ASSERT_EQ(reader_run(s, digest, dlen, &r, internal, ctx, ctxlen, strm, n, chunks[c]), want);
        TT_ASSERT(r.next == 0 || r.next == mlen);
        if (want == 0) TT_ASSERT_EQ(r.next, mlen);
    }
    for (unsigned k = 0; k < 3 && pieces > 0; k++) {
        checked_reader r = {msg, mlen, 0, fail_at[k], 0, 0};
        int rc = reader_run(s, digest, dlen, &r, internal, ctx, ctxlen, strm, n, 64);
        TT_ASSERT(rc != 0);
        if (r.failed) TT_ASSERT_EQ(rc, PQ8K_ERR_READ);
        else TT_ASSERT_EQ(rc, want);
        if (want == 0) TT_ASSERT(r.failed);
    }
}

void tt_stream_check_reader(pq8k_scheme s, const uint8_t *digest, size_t dlen, const uint8_t *msg,
                            size_t mlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *strm,
                            size_t n, int want, int one_chunking)
{
    check_reader(s, digest, dlen, msg, mlen, 0, ctx, ctxlen, strm, n, want, one_chunking);
}

void tt_stream_check_reader_internal(pq8k_scheme s, const uint8_t *digest, size_t dlen,
                                     const uint8_t *mprime, size_t mlen, const uint8_t *strm,
                                     size_t n, int want, int one_chunking)
{
    check_reader(s, digest, dlen, mprime, mlen, 1, NULL, 0, strm, n, want, one_chunking);
}
