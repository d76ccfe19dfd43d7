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
