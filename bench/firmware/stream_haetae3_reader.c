/* SPDX-License-Identifier: MIT */
/* HAETAE-3 streaming verification, the message behind a reader, in 8 KB of RAM
   (bench/stream_bench.h); the message is M' = ctxlen || ctx || msg of KAT
   record 0, which is the vector's signed message, read as pure HAETAE with that context. */
// bench-ram-kb: 8
#include "stream_haetae3_data.h"
#define SB_SCHEME "haetae3"
#define SB_ENGINE_ID PQ8K_HAETAE3
#define SB_INTERNAL 1
#define SB_READER 1
#define SB_READER_PREFIX 1 /* the KAT M' is ctxlen || ctx || msg */
#include "stream_bench.h"
