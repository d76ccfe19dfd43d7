/* SPDX-License-Identifier: MIT */
/* ML-DSA-87 streaming verification in 8 KB of RAM (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa87_data.h"
#define SB_SCHEME "mldsa87"
#define SB_ENGINE_ID PQ8K_MLDSA87
#include "stream_bench.h"
