/* SPDX-License-Identifier: MIT */
/* Composite ML-DSA-44 + Ed25519 streaming verification, the message behind a reader (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa44_ed25519_data.h"
#define SB_SCHEME "mldsa44_ed25519"
#define SB_ENGINE_ID PQ8K_MLDSA44_ED25519
#define SB_READER 1
#include "stream_bench.h"
