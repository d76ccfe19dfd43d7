/* SPDX-License-Identifier: MIT */
/* hss_sha256_l2_h10_w8 streaming verification in 8 KB of RAM (bench/stream_bench.h), through
   the engine (id PQ8K_HSS); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_hss_sha256_l2_h10_w8_data.h"
#define SB_SCHEME "hss_sha256_l2_h10_w8"
#define SB_ENGINE_ID PQ8K_HSS
#include "stream_bench.h"
