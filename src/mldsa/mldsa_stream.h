/* SPDX-License-Identifier: MIT */
/* The ML-DSA levels as seen by the streaming engine (src/mldsa/mldsa_stream.c,
   and the compact layout: src/mldsa/mldsa_stream_compact.c): verification
   entries and host-side (digest, encoding) entries. */
#ifndef PQ8K_MLDSA_STREAM_H
#define PQ8K_MLDSA_STREAM_H

#include "pq8k/config.h"
#include "common/stream_scheme.h"

#if PQ8K_CONFIG_MLDSA44
extern const pq8k_stream_scheme pq8k_mldsa44_stream;
extern const pq8k_stream_host pq8k_mldsa44_stream_host;
extern const pq8k_stream_scheme pq8k_mldsa44_compact_stream;
extern const pq8k_stream_host pq8k_mldsa44_compact_stream_host;
#endif
#if PQ8K_CONFIG_MLDSA65
extern const pq8k_stream_scheme pq8k_mldsa65_stream;
extern const pq8k_stream_host pq8k_mldsa65_stream_host;
extern const pq8k_stream_scheme pq8k_mldsa65_compact_stream;
extern const pq8k_stream_host pq8k_mldsa65_compact_stream_host;
#endif
#if PQ8K_CONFIG_MLDSA87
extern const pq8k_stream_scheme pq8k_mldsa87_stream;
extern const pq8k_stream_host pq8k_mldsa87_stream_host;
extern const pq8k_stream_scheme pq8k_mldsa87_compact_stream;
extern const pq8k_stream_host pq8k_mldsa87_compact_stream_host;
#endif

#endif
