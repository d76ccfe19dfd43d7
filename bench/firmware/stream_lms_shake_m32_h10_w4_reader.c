/* SPDX-License-Identifier: MIT */
/* lms_shake_m32_h10_w4 streaming verification, the message behind a reader, in 8 KB of RAM
   (bench/stream_bench.h), through the engine (id PQ8K_LMS; the message is signed
   as it is, so pure mode without a context); inputs from bench/stream_bench_data.py. */
// bench-ram-kb: 8
#include "stream_lms_shake_m32_h10_w4_data.h"
#define SB_SCHEME "lms_shake_m32_h10_w4"
#define SB_ENGINE_ID PQ8K_LMS
#define SB_READER 1
#include "stream_bench.h"
