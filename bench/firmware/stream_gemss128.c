/* SPDX-License-Identifier: MIT */
/* GeMSS-128 streaming verification in 8 KB of RAM (bench/stream_bench.h).
   BROKEN scheme (docs/legacy.md): built only in a LEGACY=1 bench library. */
// bench-ram-kb: 8
#include "stream_gemss128_data.h"
#define SB_SCHEME "gemss128"
#define SB_ENGINE_ID PQ8K_GEMSS128
#include "stream_bench.h"
