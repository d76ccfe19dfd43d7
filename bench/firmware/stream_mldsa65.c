/* SPDX-License-Identifier: MIT */
/* ML-DSA-65 streaming verification in 8 KB of RAM (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa65_data.h"
#define SB_SCHEME "mldsa65"
#define SB_ENGINE_ID PQ8K_MLDSA65
#include "stream_bench.h"
