/* SPDX-License-Identifier: MIT */
/* SLH-DSA-SHAKE-128f streaming verification in 8 KB of RAM (bench/stream_bench.h),
   through the engine; the verifier takes the message with the internal
   interface (M' as given), as the vector it comes from was signed. */
// bench-ram-kb: 8
#include "stream_slhdsa_shake_128f_data.h"
#define SB_SCHEME "slhdsa_shake_128f"
#define SB_ENGINE_ID PQ8K_SLHDSA_SHAKE_128F
#define SB_INTERNAL 1
#include "stream_bench.h"
