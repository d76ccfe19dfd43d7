/* SPDX-License-Identifier: MIT */
/* The composites as seen by the streaming engine (src/composite/composite_stream.c,
   composite_stream_host.c): their entries, and the lengths of their streams
   (docs/stream-composite.md), which pq8k/schemes.def repeats. */
#ifndef PQ8K_COMPOSITE_STREAM_H
#define PQ8K_COMPOSITE_STREAM_H

#include "pq8k/config.h"
#include "pq8k/composite.h"
#include "common/stream_scheme.h"

/* body = tr (64) | classical pk | ML-DSA body | classical signature slot
   (ECDSA: length byte + up to 72 bytes of DER; Ed25519: 64 bytes); the ML-DSA
   bodies are 10,644 (ML-DSA-44) and 21,261 (ML-DSA-65) bytes */
#define PQ8K_COMPOSITE_MLDSA44_ECDSA_P256_BODY (64 + 65 + 10644 + 1 + 72)
#define PQ8K_COMPOSITE_MLDSA65_ECDSA_P256_BODY (64 + 65 + 21261 + 1 + 72)
#define PQ8K_COMPOSITE_MLDSA44_ED25519_BODY (64 + 32 + 10644 + 64)
#define PQ8K_COMPOSITE_MLDSA65_ED25519_BODY (64 + 32 + 21261 + 64)
/* how much shorter than the longest a signature can be (DER: 8..72 bytes) */
#define PQ8K_COMPOSITE_MLDSA44_ECDSA_P256_TSIG_SPAN 64
#define PQ8K_COMPOSITE_MLDSA65_ECDSA_P256_TSIG_SPAN 64
#define PQ8K_COMPOSITE_MLDSA44_ED25519_TSIG_SPAN 0
#define PQ8K_COMPOSITE_MLDSA65_ED25519_TSIG_SPAN 0

#if PQ8K_CONFIG_MLDSA44_ECDSA_P256
extern const pq8k_stream_scheme pq8k_mldsa44_ecdsa_p256_stream;
extern const pq8k_stream_host pq8k_mldsa44_ecdsa_p256_stream_host;
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256
extern const pq8k_stream_scheme pq8k_mldsa65_ecdsa_p256_stream;
extern const pq8k_stream_host pq8k_mldsa65_ecdsa_p256_stream_host;
#endif
#if PQ8K_CONFIG_MLDSA44_ED25519
extern const pq8k_stream_scheme pq8k_mldsa44_ed25519_stream;
extern const pq8k_stream_host pq8k_mldsa44_ed25519_stream_host;
#endif
#if PQ8K_CONFIG_MLDSA65_ED25519
extern const pq8k_stream_scheme pq8k_mldsa65_ed25519_stream;
extern const pq8k_stream_host pq8k_mldsa65_ed25519_stream_host;
#endif

#endif
