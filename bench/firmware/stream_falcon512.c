/* SPDX-License-Identifier: MIT */
/* Falcon-512 streaming verification in 8 KB of RAM (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_falcon512_data.h"
#define SB_SCHEME "falcon512"
#define SB_ENGINE_ID PQ8K_FALCON512
#include "stream_bench.h"
