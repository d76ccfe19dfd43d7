/* SPDX-License-Identifier: MIT */
/* Composite ML-DSA-65 + ECDSA-P256 streaming verification in 8 KB of RAM (bench/stream_bench.h;
   the draft's vector without a context, docs/stream-composite.md). */
// bench-ram-kb: 8
#include "stream_mldsa65_ecdsa_p256_data.h"
#define SB_SCHEME "mldsa65_ecdsa_p256"
#define SB_ENGINE_ID PQ8K_MLDSA65_ECDSA_P256
#include "stream_bench.h"
