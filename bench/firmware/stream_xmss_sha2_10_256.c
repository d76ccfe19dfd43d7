/* SPDX-License-Identifier: MIT */
/* xmss_sha2_10_256 streaming verification in 8 KB of RAM (bench/stream_bench.h), through
   the engine (id PQ8K_XMSS); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_xmss_sha2_10_256_data.h"
#define SB_SCHEME "xmss_sha2_10_256"
#define SB_ENGINE_ID PQ8K_XMSS
#include "stream_bench.h"
