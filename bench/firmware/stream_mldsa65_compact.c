/* SPDX-License-Identifier: MIT */
/* ML-DSA-65 streaming verification, compact layout (z sent once, kept packed;
   bench/stream_bench.h); built with PQ8K_CONFIG_MLDSA_COMPACT=1 by run-bench.sh. */
// bench-ram-kb: 8
#include "stream_mldsa65_compact_data.h"
#define SB_SCHEME "mldsa65"
#define SB_ENGINE_ID PQ8K_MLDSA65_COMPACT
#define SB_COMPACT 1
#include "stream_bench.h"
