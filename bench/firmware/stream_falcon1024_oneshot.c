/* SPDX-License-Identifier: MIT */
/* Falcon-1024 one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_falcon1024_data.h"
#include "pq8k/falcon.h"
#define SB_SCHEME "falcon1024"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) pq8k_falcon1024_verify(sig, siglen, msg, mlen, pk)
#include "stream_bench.h"
