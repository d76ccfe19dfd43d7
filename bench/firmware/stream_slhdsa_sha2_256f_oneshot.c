/* SPDX-License-Identifier: MIT */
/* SLH-DSA-SHA2-256f one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_slhdsa_sha2_256f_data.h"
#include "pq8k/slhdsa.h"
#define SB_SCHEME "slhdsa_sha2_256f"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) \
    pq8k_slhdsa_verify_internal(PQ8K_SLHDSA_SET_SHA2_256F, sig, siglen, msg, mlen, pk)
#include "stream_bench.h"
