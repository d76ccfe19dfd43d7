/* SPDX-License-Identifier: MIT */
/* Composite ML-DSA-65 + ECDSA-P256 streaming verification, the message behind a reader (bench/stream_bench.h). */
// bench-ram-kb: 8
#include "stream_mldsa65_ecdsa_p256_data.h"
#define SB_SCHEME "mldsa65_ecdsa_p256"
#define SB_ENGINE_ID PQ8K_MLDSA65_ECDSA_P256
#define SB_READER 1
#include "stream_bench.h"
