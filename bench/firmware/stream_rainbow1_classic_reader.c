/* SPDX-License-Identifier: MIT */
/* Rainbow-I-classic streaming verification, the message behind a reader, in 8 KB of RAM (bench/stream_bench.h).
   BROKEN scheme (docs/legacy.md): built only in a LEGACY=1 bench library. */
// bench-ram-kb: 8
#include "stream_rainbow1_classic_data.h"
#define SB_SCHEME "rainbow1_classic"
#define SB_ENGINE_ID PQ8K_RAINBOW1_CLASSIC
#define SB_READER 1
#include "stream_bench.h"
