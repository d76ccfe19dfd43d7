/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA in the streaming engine (src/common/stream_scheme.h;
 * docs/stream-slhdsa.md). State: pq8k_slhdsa_verifier_state (pq8k/stream.h).
 *
 * Stream: pk (2n bytes) || R || SIG_FORS || SIG_HT, i.e. pk || signature.
 * Trusted digest: the public key itself (PK.seed || PK.root, 2n = 32/48/64
 * bytes). It is no longer than a hash of it would be for the 128 sets, needs no
 * extra hash pass and no collision assumption; the streamed pk is compared with
 * it byte by byte and a mismatch is PQ8K_ERR_PK_DIGEST.
 *
 * The message (and the context) are read once, when R has arrived: they must
 * stay readable (or the reader ready) until then, and are never copied.
 * After that each n-byte signature element is folded into a single running
 * node; the state holds one node, one incoming element, the address and one
 * incremental hash (T_k over the FORS roots, T_len over the chain ends).
 */
#ifndef PQ8K_SLHDSA_STREAM_H
#define PQ8K_SLHDSA_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_hash.h"

/* The engine entries, one per set built (pq8k_slhdsa_<set>_stream). */
#define PQ8K_SLHDSA_ENTRY_DECLARE(name)                                          \
    extern const pq8k_stream_scheme pq8k_slhdsa_##name##_stream;                 \
    extern const pq8k_stream_host pq8k_slhdsa_##name##_stream_host
#if PQ8K_CONFIG_SLHDSA_SHA2_128S
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_128s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_128f);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_192s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_192f);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_256s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
PQ8K_SLHDSA_ENTRY_DECLARE(sha2_256f);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
PQ8K_SLHDSA_ENTRY_DECLARE(shake_128s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
PQ8K_SLHDSA_ENTRY_DECLARE(shake_128f);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
PQ8K_SLHDSA_ENTRY_DECLARE(shake_192s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
PQ8K_SLHDSA_ENTRY_DECLARE(shake_192f);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
PQ8K_SLHDSA_ENTRY_DECLARE(shake_256s);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
PQ8K_SLHDSA_ENTRY_DECLARE(shake_256f);
#endif

/*
 * The push verifier under the engine's contract (no life cycle or NULL
 * checks of its own; stop at its first error). start: pk is the trusted
 * public key (2n bytes), m the message (pure, internal or pre-hash: M' as
 * FIPS 205 section 10 builds it; a reader only in pure mode; it may be
 * st->m itself). The one-shot verifier (slhdsa_verify.c) runs the same
 * machine.
 */
int pq8k_slhdsa_stream_start(pq8k_slhdsa_verifier_state *st, const slh_params *p, const uint8_t *pk,
                             const pq8k_stream_msg *m);
int pq8k_slhdsa_stream_update(pq8k_slhdsa_verifier_state *st, const uint8_t *in, size_t len);
int pq8k_slhdsa_stream_final(pq8k_slhdsa_verifier_state *st);

/* Host side (slhdsa_stream_host.c). The digest of pk is pk itself; *digestlen
   in: capacity, out: 2n (also when the capacity is too small:
   PQ8K_ERR_BAD_LENGTH then, as pq8k_pk_digest). */
int pq8k_slhdsa_pk_digest(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen);
/* out = pk || sig; *outlen in: capacity, out: stream length. */
int pq8k_slhdsa_stream_encode(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen);
/* 2n + signature bytes; 0 for an unknown set. */
size_t pq8k_slhdsa_stream_len(pq8k_slhdsa_set s);

#endif
