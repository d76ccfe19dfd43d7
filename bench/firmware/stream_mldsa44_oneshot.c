/* SPDX-License-Identifier: MIT */
/* ML-DSA-44 one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_mldsa44_data.h"
#include "pq8k/mldsa.h"
#define SB_SCHEME "mldsa44"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) pq8k_mldsa44_verify(sig, siglen, msg, mlen, NULL, 0, pk)
#include "stream_bench.h"
