/* SPDX-License-Identifier: MIT */
/*
 * Streaming (push) verifier for HAETAE-2/3/5, the scheme side of the stream
 * engine. The stream is the engine's body (docs/stream-haetae.md byte by
 * byte): the pk and the signature, every byte once, reordered so that each
 * part arrives when verification needs it:
 *
 *   seed | b_0 .. b_{k-1} | c | off_hb off_h |
 *   LowBits(z1_0) | hb segment 0 | ... | LowBits(z1_{l-1}) | hb segment l-1 |
 *   h stream | zero padding
 *
 * hb segment j is the part of the signature's hb rANS stream that the
 * one-shot decoder reads while it decodes column j of z1 (the first one
 * starts with the initial state; the last takes whatever is left), so the
 * device decodes the same bytes into the same symbols as the one-shot
 * verifier, and needs no segment lengths: it knows a column is complete when
 * its 256 symbols are out and the renormalisation after the last is done.
 *
 * The device stores the trusted digest SHAKE256(pk, 32 bytes), made by
 * pq8k_haetaeL_pk_digest. The streamed pk is hashed as it arrives (the same
 * Keccak state then takes pre || msg for mu); at its last byte a fork of that
 * state gives SHAKE256(pk), and a mismatch is PQ8K_ERR_PK_DIGEST before any
 * signature byte is used.
 *
 * One state type serves every level (pq8k_haetae_verifier_state,
 * pq8k/stream.h), sized by the largest level the build has. The message is
 * read once, when the last pk byte has arrived. Each level's code is
 * compiled once per level (HAETAE_NS names its entries).
 */
#ifndef PQ8K_HAETAE_STREAM_H
#define PQ8K_HAETAE_STREAM_H

#include <stddef.h>
#include <stdint.h>

#include "pq8k/stream.h"
#include "common/fips202.h"
#include "common/stream_scheme.h"
#include "haetae/all_levels/arith.h"
#include "haetae/all_levels/rans.h"

#define PQ8K_HAETAE_DIGEST_BYTES 32

#if PQ8K_CONFIG_HAETAE2
extern const pq8k_stream_scheme pq8k_haetae2_stream;
extern const pq8k_stream_host pq8k_haetae2_stream_host;
#endif
#if PQ8K_CONFIG_HAETAE3
extern const pq8k_stream_scheme pq8k_haetae3_stream;
extern const pq8k_stream_host pq8k_haetae3_stream_host;
#endif
#if PQ8K_CONFIG_HAETAE5
extern const pq8k_stream_scheme pq8k_haetae5_stream;
extern const pq8k_stream_host pq8k_haetae5_stream_host;
#endif

/* Host side (haetae_stream_host.c; every level, whatever the build's
   switches). digest: *digestlen in = capacity (>= 32), out = 32. The stream
   is exactly pklen + siglen bytes; *outlen in = capacity, out = that. */
#define PQ8K_HAETAE_STREAM_HOST_DECLARE(L)                                                        \
    int pq8k_haetae##L##_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest,             \
                                   size_t *digestlen);                                           \
    int pq8k_haetae##L##_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig,      \
                                       size_t siglen, uint8_t *out, size_t *outlen);             \
    size_t pq8k_haetae##L##_stream_len(void);

PQ8K_HAETAE_STREAM_HOST_DECLARE(2)
PQ8K_HAETAE_STREAM_HOST_DECLARE(3)
PQ8K_HAETAE_STREAM_HOST_DECLARE(5)

#endif
