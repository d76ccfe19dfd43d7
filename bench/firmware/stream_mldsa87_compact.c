/* SPDX-License-Identifier: MIT */
/* ML-DSA-87 streaming verification, compact layout (z sent once, kept packed;
   bench/stream_bench.h); built with PQ8K_CONFIG_MLDSA_COMPACT=1 by run-bench.sh. */
// bench-ram-kb: 16
#include "stream_mldsa87_compact_data.h"
#define SB_SCHEME "mldsa87"
#define SB_ENGINE_ID PQ8K_MLDSA87_COMPACT
#define SB_COMPACT 1
#include "stream_bench.h"
