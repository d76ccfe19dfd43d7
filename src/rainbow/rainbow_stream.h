/* SPDX-License-Identifier: MIT */
/*
 * Streaming verification of Rainbow-I-classic (BROKEN scheme, opt-in build; see
 * docs/legacy.md) in the streaming engine (src/common/stream_scheme.h).
 *
 * Stream (docs/legacy.md): signature (66 bytes: 50-byte solution w, 16-byte
 * salt), then the public key (161,600 bytes: 5,050 columns of 32 bytes, one per
 * monomial w_i*w_j, i <= j, row-major). Trusted digest: SHA-256(pk), 32 bytes.
 *
 * The public map P(w) = sum_{i<=j} w_i w_j C_ij (C_ij in GF(16)^64) is
 * evaluated while the key streams and is never stored: GF(16) is a 4-dimensional
 * GF(2)-space, so c*C = sum_b c_b * (e_b*C) for the bits c_b of c = w_i*w_j.
 * Each column is XORed into acc[b] for every set bit b of its scalar; at the
 * end P(w) = acc[0] + e_1 acc[1] + e_2 acc[2] + e_3 acc[3]. No multiplication
 * per key byte, and 4 accumulators (128 B) instead of the paper's 15.
 */
#ifndef PQ8K_RAINBOW_STREAM_H
#define PQ8K_RAINBOW_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "common/sha2.h"
#include "common/stream_scheme.h"

#define PQ8K_RAINBOW_N       100u   /* variables */
#define PQ8K_RAINBOW_MBYTES  32u    /* 64 equations, two GF(16) elements per byte */
#define PQ8K_RAINBOW_WBYTES  50u
#define PQ8K_RAINBOW_SALT    16u
#define PQ8K_RAINBOW_SIG     66u
#define PQ8K_RAINBOW_PK      161600u
#define PQ8K_RAINBOW_DIGEST  32u

#if PQ8K_CONFIG_RAINBOW1_CLASSIC
extern const pq8k_stream_scheme pq8k_rainbow1_classic_stream;
extern const pq8k_stream_host pq8k_rainbow1_classic_stream_host;
#endif

/* The push verifier (state pq8k_rainbow_verifier_state, pq8k/stream.h) under
   the engine's contract: no life cycle or NULL checks of its own; stop at its
   first error. The message is read in final. The one-shot verifier
   (rainbow_stream_host.c) runs the same machine. */
void pq8k_rainbow_stream_start(pq8k_rainbow_verifier_state *st, const uint8_t digest[32],
                               const pq8k_msg_src *msg);
int pq8k_rainbow_stream_update(pq8k_rainbow_verifier_state *st, const uint8_t *in, size_t len);
int pq8k_rainbow_stream_final(pq8k_rainbow_verifier_state *st);

/* Host side. *digestlen / *outlen: capacity in, bytes written out; a capacity
   too small gives PQ8K_ERR_BAD_LENGTH with the size needed (output zeroed). */
int pq8k_rainbow_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen);
int pq8k_rainbow_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                               uint8_t *out, size_t *outlen);
size_t pq8k_rainbow_stream_len(void);

#endif
