/* SPDX-License-Identifier: MIT */
/* ML-DSA-44 streaming verification in 8 KB of RAM (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa44_data.h"
#define SB_SCHEME "mldsa44"
#define SB_ENGINE_ID PQ8K_MLDSA44
#include "stream_bench.h"
