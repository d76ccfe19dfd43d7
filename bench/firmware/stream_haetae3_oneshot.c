/* SPDX-License-Identifier: MIT */
/* HAETAE-3 one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_haetae3_data.h"
#include "pq8k/haetae.h"
#define SB_SCHEME "haetae3"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) pq8k_haetae3_verify_internal(sig, siglen, msg, mlen, NULL, 0, pk)
#include "stream_bench.h"
