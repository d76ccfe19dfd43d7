/* SPDX-License-Identifier: MIT */
/* xmssmt_sha2_20_2_256 streaming verification in 8 KB of RAM (bench/stream_bench.h), through
   the engine (id PQ8K_XMSSMT); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_xmssmt_sha2_20_2_256_data.h"
#define SB_SCHEME "xmssmt_sha2_20_2_256"
#define SB_ENGINE_ID PQ8K_XMSSMT
#include "stream_bench.h"
