/* SPDX-License-Identifier: MIT */
/* HAETAE-3 streaming verification in 8 KB of RAM (bench/stream_bench.h),
   through the engine; the message is M' = ctxlen || ctx || msg of KAT
   record 0 with the internal interface, which is how the vector was signed. */
// bench-ram-kb: 8
#include "stream_haetae3_data.h"
#define SB_SCHEME "haetae3"
#define SB_ENGINE_ID PQ8K_HAETAE3
#define SB_INTERNAL 1
#include "stream_bench.h"
