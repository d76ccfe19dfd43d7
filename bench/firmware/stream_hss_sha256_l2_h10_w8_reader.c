/* SPDX-License-Identifier: MIT */
/* hss_sha256_l2_h10_w8 streaming verification, the message behind a reader, in 8 KB of RAM
   (bench/stream_bench.h), through the engine (id PQ8K_HSS; the message is signed
   as it is, so pure mode without a context); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_hss_sha256_l2_h10_w8_data.h"
#define SB_SCHEME "hss_sha256_l2_h10_w8"
#define SB_ENGINE_ID PQ8K_HSS
#define SB_READER 1
#include "stream_bench.h"
