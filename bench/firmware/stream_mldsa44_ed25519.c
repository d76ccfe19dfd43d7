/* SPDX-License-Identifier: MIT */
/* Composite ML-DSA-44 + Ed25519 streaming verification in 8 KB of RAM (bench/stream_bench.h;
   the draft's vector without a context, docs/stream-composite.md). */
// bench-ram-kb: 8
#include "stream_mldsa44_ed25519_data.h"
#define SB_SCHEME "mldsa44_ed25519"
#define SB_ENGINE_ID PQ8K_MLDSA44_ED25519
#include "stream_bench.h"
