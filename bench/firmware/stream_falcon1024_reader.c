/* SPDX-License-Identifier: MIT */
/* Falcon-1024 streaming verification, the message behind a reader, in 8 KB of RAM (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_falcon1024_data.h"
#define SB_SCHEME "falcon1024"
#define SB_ENGINE_ID PQ8K_FALCON1024
#define SB_READER 1
#include "stream_bench.h"
