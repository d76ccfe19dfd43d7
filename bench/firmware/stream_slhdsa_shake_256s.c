/* SPDX-License-Identifier: MIT */
/* SLH-DSA-SHAKE-256s streaming verification in 8 KB of RAM (bench/stream_bench.h),
   through the engine; the verifier takes the message with the internal
   interface (M' as given), as the vector it comes from was signed. */
// bench-ram-kb: 8
#include "stream_slhdsa_shake_256s_data.h"
#define SB_SCHEME "slhdsa_shake_256s"
#define SB_ENGINE_ID PQ8K_SLHDSA_SHAKE_256S
#define SB_INTERNAL 1
#include "stream_bench.h"
