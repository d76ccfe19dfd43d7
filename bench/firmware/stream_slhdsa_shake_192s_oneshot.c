/* SPDX-License-Identifier: MIT */
/* SLH-DSA-SHAKE-192s one-shot verify (pk and signature whole, in flash): the
   instruction count its streaming verification is compared with. */
// bench-ram-kb: 8
#include "stream_slhdsa_shake_192s_data.h"
#include "pq8k/slhdsa.h"
#define SB_SCHEME "slhdsa_shake_192s"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) \
    pq8k_slhdsa_verify_internal(PQ8K_SLHDSA_SET_SHAKE_192S, sig, siglen, msg, mlen, pk)
#include "stream_bench.h"
