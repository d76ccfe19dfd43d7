/* SPDX-License-Identifier: MIT */
/* Composite ML-DSA-65 + Ed25519 streaming verification, the message behind a reader (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa65_ed25519_data.h"
#define SB_SCHEME "mldsa65_ed25519"
#define SB_ENGINE_ID PQ8K_MLDSA65_ED25519
#define SB_READER 1
#include "stream_bench.h"
