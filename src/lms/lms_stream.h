/* SPDX-License-Identifier: MIT */
/*
 * LMS / HSS streaming verifier (push API; plugs into the engine as schemes
 * PQ8K_LMS and PQ8K_HSS, docs/stream-lms.md).
 *
 * Stream (the body after the engine header):
 *   pk                  u32 L (HSS only) || u32 lms || u32 ots || I || T
 *   u32 Nspk            HSS only, must be L - 1
 *   per level l = 0 .. L-1, the LMS signature with the next level's public
 *   key moved in right after C (absent at the bottom level):
 *     u32 q || u32 ots || C || [pub_{l+1}] || y[p] || u32 lms || path[h]
 * The level's message (pub_{l+1}, or the caller's message at the bottom)
 * thus arrives before the chains that need its hash Q: nothing larger than
 * one n-byte element is ever buffered.
 *
 * Trusted digest: SHA-256 of the public key (32 bytes, for every set).
 * The message is read once, when the bottom level's C has arrived, by pointer
 * or through a reader callback, and is never copied.
 */
#ifndef PQ8K_LMS_STREAM_H
#define PQ8K_LMS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "lms/lms_hash.h"

#include "common/stream_scheme.h"
#include "pq8k/stream.h"

#define LMS_DIGEST_BYTES 32

/*
 * Stream bounds over the hash families built (pq8k/config.h), for the
 * engine entries and the registry (pq8k/schemes.def: pk, sig and body of
 * PQ8K_LMS and PQ8K_HSS). Longest LMS signature: H25, W1 (12 + n (p + 1) +
 * 25 m) of the largest n built; shortest: H5, W8 of the smallest n built.
 */
#if PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHAKE_M32
#define PQ8K_LMS_SIG1_MAX (12u + 32u * 266u + 25u * 32u)
#define PQ8K_LMS_PUB_MAX 56u
#else
#define PQ8K_LMS_SIG1_MAX (12u + 24u * 201u + 25u * 24u)
#define PQ8K_LMS_PUB_MAX 48u
#endif
#if PQ8K_CONFIG_LMS_SHA256_M24 || PQ8K_CONFIG_LMS_SHAKE_M24
#define PQ8K_LMS_SIG1_MIN (12u + 24u * 27u + 5u * 24u)
#define PQ8K_LMS_PUB_MIN 48u
#else
#define PQ8K_LMS_SIG1_MIN (12u + 32u * 35u + 5u * 32u)
#define PQ8K_LMS_PUB_MIN 56u
#endif
#define PQ8K_LMS_PK_BUILT PQ8K_LMS_PUB_MAX
#define PQ8K_LMS_SIG_BUILT PQ8K_LMS_SIG1_MAX
#define PQ8K_LMS_BODY_BUILT (PQ8K_LMS_PUB_MAX + PQ8K_LMS_SIG1_MAX)
#define PQ8K_HSS_PK_BUILT (4u + PQ8K_LMS_PUB_MAX)
#define PQ8K_HSS_SIG_BUILT (4u + 8u * PQ8K_LMS_SIG1_MAX + 7u * PQ8K_LMS_PUB_MAX)
#define PQ8K_HSS_BODY_BUILT (PQ8K_HSS_PK_BUILT + PQ8K_HSS_SIG_BUILT)

#if PQ8K_CONFIG_LMS_ANY
_Static_assert(16 + LMS_NMAX >= LMS_DIGEST_BYTES, "the trusted digest waits in nxt");
_Static_assert(LMS_NMAX == PQ8K_LMS_ST_N, "pq8k_lms_verifier_state is sized for another n");

/* Engine entries (src/engine/engine.c, engine_host.c) */
extern const pq8k_stream_scheme pq8k_lms_stream, pq8k_hss_stream;
extern const pq8k_stream_host pq8k_lms_stream_host, pq8k_hss_stream_host;
extern const pq8k_stream_host_var pq8k_lms_stream_host_var, pq8k_hss_stream_host_var;

/* hss: 0 for PQ8K_LMS, 1 for PQ8K_HSS (nothing else). digest: LMS_DIGEST_BYTES. m: pure or
   internal (the same for LMS), no context string. */
int pq8k_lms_stream_init(pq8k_lms_verifier_state *st, int hss, const uint8_t *digest,
                    const pq8k_stream_msg *m);
/* st: a pq8k_lms_verifier_state (void: these two are the engine's entries and
   pq8k_lms_layout's emit as they are) */
int pq8k_lms_stream_update(void *st, const uint8_t *in, size_t len);
int pq8k_lms_stream_final(void *st);
#endif

/* Host side (lms_layout.c, lms_encode.c). digest = SHA-256(pk) after checking pk's form. */
int pq8k_lms_pk_digest(int hss, const uint8_t *pk, size_t pklen, uint8_t digest[32]);
/* Stream body from pk and sig; *outlen in: capacity, out: length. The sig's
   structure is checked (types, lengths), not its values. */
int pq8k_lms_stream_encode(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                           size_t siglen, uint8_t *out, size_t *outlen);
/* Body length for pk and sig, or 0 if they are malformed. */
size_t pq8k_lms_stream_body_len(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                                size_t siglen);

/* Walks a standard pk || signature in stream order: emit(ctx, piece, len)
   for each piece. Returns 0, the first non-zero emit result, or an error
   for a malformed pk or signature. */
typedef int (*lms_emit_fn)(void *ctx, const uint8_t *p, size_t len);
int pq8k_lms_layout(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
               lms_emit_fn emit, void *ctx);

#endif
