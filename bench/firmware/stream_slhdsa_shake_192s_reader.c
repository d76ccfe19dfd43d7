/* SPDX-License-Identifier: MIT */
/* SLH-DSA-SHAKE-192s streaming verification, the message behind a reader, in 8 KB of RAM
   (bench/stream_bench.h): the vector was signed with the internal interface,
   so M' is read through pq8k_verify_init_internal_reader (the pointer row's
   input, the reader's code path). */
// bench-ram-kb: 8
#include "stream_slhdsa_shake_192s_data.h"
#define SB_SCHEME "slhdsa_shake_192s"
#define SB_ENGINE_ID PQ8K_SLHDSA_SHAKE_192S
#define SB_INTERNAL 1
#define SB_READER 1
#include "stream_bench.h"
