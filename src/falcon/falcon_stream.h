/* SPDX-License-Identifier: MIT */
/*
 * Falcon-512/1024 in the streaming engine (src/common/stream_scheme.h). The
 * body of the engine's stream is the Falcon stream (docs/stream-falcon.md):
 *
 *   0x01 || siglen (2 bytes, big-endian) || pk || sig
 *
 * The device stores the trusted digest SHAKE256(pk) (32 bytes, pk with its
 * header byte), made by pq8k_falcon_pk_digest.
 *
 * Why this order: the pk comes first so its digest is settled (and the one
 * SHAKE256 state freed) before the signature arrives; that same state then
 * hashes nonce || msg, and is only squeezed at the very end, coefficient by
 * coefficient, so c is never stored. The state (pq8k_falcon_verifier_state,
 * pq8k/stream.h) keeps h (transformed once the pk is complete) and the
 * compressed s2 as received; see falcon_equation.h for how s2*h is then
 * formed without a second n-word array. The message is read once, when the
 * nonce is complete.
 */
#ifndef PQ8K_FALCON_STREAM_H
#define PQ8K_FALCON_STREAM_H

#include <stddef.h>
#include <stdint.h>

#include "common/stream_scheme.h"
#include "falcon/falcon_params.h"

#define PQ8K_FALCON_STREAM_FORMAT 0x01 /* round 3 / PQClean signatures; FN-DSA will take 0x02 */
#define PQ8K_FALCON_STREAM_HEADER 3

#if PQ8K_CONFIG_FALCON512
extern const pq8k_stream_scheme pq8k_falcon512_stream;
extern const pq8k_stream_host pq8k_falcon512_stream_host;
#endif
#if PQ8K_CONFIG_FALCON1024
extern const pq8k_stream_scheme pq8k_falcon1024_stream;
extern const pq8k_stream_host pq8k_falcon1024_stream_host;
#endif

/* The push verifier (falcon_stream.c) under the engine's contract: no life
   cycle or NULL checks of its own; stop at its first error. */
int pq8k_falcon_stream_update(pq8k_falcon_verifier_state *st, const uint8_t *in, size_t len);
int pq8k_falcon_stream_final(pq8k_falcon_verifier_state *st);

/* One-shot use of the same machine: no stream header, no digest (the pk is
   trusted as given); feed pk then sig with update, then final. */
int pq8k_falcon_stream_init_raw(pq8k_falcon_verifier_state *st, unsigned logn, size_t siglen,
                                const uint8_t *msg, size_t msglen);

/* Host side (falcon_stream_host.c). digest: *digestlen in = capacity (>= 32), out = 32. */
int pq8k_falcon_pk_digest(unsigned logn, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen);
/* Writes the Falcon stream for (pk, sig); *outlen in = capacity, out = stream
   length (3 + pk length + siglen). */
int pq8k_falcon_stream_encode(unsigned logn, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen);
/* Falcon signatures vary in length, so this is the longest stream (header,
   pk and a signature of PQ8K_FALCONxxx_SIG_MAX bytes): a buffer of this size
   always suffices. The exact length of one stream is 3 + pklen + siglen. */
size_t pq8k_falcon_stream_len(unsigned logn);

#endif
