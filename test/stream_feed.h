/* Test-side helper shared by the streaming suites: feeding a stream to the engine in chunks. */
#ifndef PQ8K_TEST_STREAM_FEED_H
#define PQ8K_TEST_STREAM_FEED_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"

/* chunk values besides a plain byte count */
#define TT_CHUNK_WHOLE ((size_t)0)    /* the whole stream in one update */
#define TT_CHUNK_RANDOM ((size_t)-1)  /* random sizes of 1..max_random bytes, empty updates mixed in */

/*
 * Feed s[0..n) (n > 0) to the started verification ver, cut into chunk-byte
 * updates; returns final's verdict. Asserts on the way that failures are
 * sticky (once an update fails, every later update and final return its
 * code) and that a verification is spent after final (final again and
 * update are PQ8K_ERR_STATE).
 */
int tt_stream_feed(pq8k_verifier *ver, const uint8_t *s, size_t n, size_t chunk, size_t max_random);

#endif
