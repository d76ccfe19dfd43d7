/* SPDX-License-Identifier: MIT */
/*
 * Streaming verification of GeMSS128 (BROKEN scheme, opt-in build; see
 * docs/legacy.md) in the streaming engine (src/common/stream_scheme.h).
 *
 * Stream (docs/legacy.md): signature (33 bytes), then the public key
 * (352,188 bytes) four times, once per Feistel-Patarin iteration. Trusted
 * digest: SHA3-256(pk), 32 bytes; every pass is hashed and checked against it,
 * so a key that changes between passes is rejected.
 *
 * Verification: with H1 = SHA3-256(msg), H(k+1) = SHA3-256(Hk), Dk = the first
 * 162 bits of Hk, and the signature holding S4||X4 (186 bits), X3, X2, X1
 * (24 bits each):  S = P(S4||X4); S = P((S ^ D4)||X3); S = P((S ^ D3)||X2);
 * S = P((S ^ D2)||X1); accept iff S == D1. Pass p of the key evaluates the
 * 162-equation public map P at one point, column by column, never storing it.
 */
#ifndef PQ8K_GEMSS_STREAM_H
#define PQ8K_GEMSS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"
#include "common/stream_scheme.h"

#define PQ8K_GEMSS_NV      186u     /* variables n + v */
#define PQ8K_GEMSS_M       162u     /* equations n - Delta */
#define PQ8K_GEMSS_SIG     33u
#define PQ8K_GEMSS_PK      352188u
#define PQ8K_GEMSS_PASSES  4u
#define PQ8K_GEMSS_DIGEST  32u

#if PQ8K_CONFIG_GEMSS128
extern const pq8k_stream_scheme pq8k_gemss128_stream;
extern const pq8k_stream_host pq8k_gemss128_stream_host;
#endif

/* The push verifier (state pq8k_gemss_verifier_state, pq8k/stream.h) under
   the engine's contract: no life cycle or NULL checks of its own; stop at its
   first error. start reads the message (SHA3-256(msg)): 0 or PQ8K_ERR_READ.
   The one-shot verifier (gemss_stream_host.c) runs the same machine. */
int pq8k_gemss_stream_start(pq8k_gemss_verifier_state *st, const uint8_t digest[32],
                            const pq8k_msg_src *msg);
int pq8k_gemss_stream_update(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len);
int pq8k_gemss_stream_final(pq8k_gemss_verifier_state *st);

/* Host side. *digestlen / *outlen: capacity in, bytes written out; a capacity
   too small gives PQ8K_ERR_BAD_LENGTH with the size needed (output zeroed). */
int pq8k_gemss_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen);
int pq8k_gemss_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                             uint8_t *out, size_t *outlen);
size_t pq8k_gemss_stream_len(void);

#endif
