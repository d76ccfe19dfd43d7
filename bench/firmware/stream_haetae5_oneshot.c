/* SPDX-License-Identifier: MIT */
/* HAETAE-5 one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_haetae5_data.h"
#include "pq8k/haetae.h"
#define SB_SCHEME "haetae5"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) pq8k_haetae5_verify_internal(sig, siglen, msg, mlen, NULL, 0, pk)
#include "stream_bench.h"
