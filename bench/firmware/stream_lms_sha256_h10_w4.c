/* SPDX-License-Identifier: MIT */
/* lms_sha256_h10_w4 streaming verification in 8 KB of RAM (bench/stream_bench.h), through
   the engine (id PQ8K_LMS); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_lms_sha256_h10_w4_data.h"
#define SB_SCHEME "lms_sha256_h10_w4"
#define SB_ENGINE_ID PQ8K_LMS
#include "stream_bench.h"
