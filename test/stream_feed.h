/* SPDX-License-Identifier: MIT */
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

/*
 * Reader mode on one vector (pure mode, the message behind a reader):
 *  - fed at chunk sizes 1, 7, 64 and random (targets: 64 only), the verdict
 *    must be want (the pointer mode's code on the same vector), every
 *    message byte read exactly once, at increasing offsets, in pieces of
 *    at most PQ8K_READ_BUF_BYTES, and all of it when the verdict is 0;
 *  - with a reader failing at its first, a middle and its last piece, the
 *    verdict is PQ8K_ERR_READ whenever the failing piece was asked for (and
 *    it must be when want is 0): never an accept, no read after the failure.
 * ctx as pq8k_verify_init takes it. Streams of more than a few hundred KB
 * (legacy) run one chunking: pass one_chunking = 1.
 */
void tt_stream_check_reader(pq8k_scheme s, const uint8_t *digest, size_t dlen, const uint8_t *msg,
                            size_t mlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *strm,
                            size_t n, int want, int one_chunking);

/* The same for a vector of the FIPS internal interface: mprime is M', read
   through pq8k_verify_init_internal_reader; want is the code
   pq8k_verify_init_internal gives (ACVP internal sigVer, KATs). */
void tt_stream_check_reader_internal(pq8k_scheme s, const uint8_t *digest, size_t dlen,
                                     const uint8_t *mprime, size_t mlen, const uint8_t *strm,
                                     size_t n, int want, int one_chunking);

#endif
