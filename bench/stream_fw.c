/* SPDX-License-Identifier: MIT */
/*
 * The streaming-verify bench firmware, one source for the whole matrix:
 * mk/bench.mk derives the firmware names from the scheme registry
 * (pq8k/schemes.def) and compiles this file once per name into
 * $(B)/bobj/bench/firmware/<name>.o, with
 *
 *   SB_DATA          the firmware's inputs, "stream_<name>_data.h"
 *                    (bench/stream_bench_data.py)
 *   SB_SCHEME, SB_ENGINE_ID, SB_INTERNAL, SB_READER, SB_READER_PREFIX,
 *   SB_COMPACT       as bench/stream_bench.h describes them
 *   SB_ONESHOT_<FAMILY> 1, with SB_ONESHOT_TOK (the registry's tok) or
 *                    SB_ONESHOT_SET (SLH-DSA): the one-shot verify firmware
 *                    of that family instead of the stream.
 */
#include SB_DATA

#define SB_CAT3(a, b, c) a##b##c
#define SB_FN(tok, suffix) SB_CAT3(pq8k_, tok, suffix)

#if defined(SB_ONESHOT_MLDSA)
#include "pq8k/mldsa.h"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) \
    SB_FN(SB_ONESHOT_TOK, _verify)(pk, sig, siglen, msg, mlen, NULL, 0)
#elif defined(SB_ONESHOT_FALCON)
#include "pq8k/falcon.h"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) SB_FN(SB_ONESHOT_TOK, _verify)(pk, sig, siglen, msg, mlen)
#elif defined(SB_ONESHOT_HAETAE)
#include "pq8k/haetae.h"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) \
    SB_FN(SB_ONESHOT_TOK, _verify_internal)(pk, sig, siglen, msg, mlen, NULL, 0)
#elif defined(SB_ONESHOT_SLHDSA)
#include "pq8k/slhdsa.h"
#define SB_ONESHOT(sig, siglen, msg, mlen, pk) \
    pq8k_slhdsa_verify_internal(SB_ONESHOT_SET, sig, siglen, msg, mlen, pk)
#endif

#include "stream_bench.h"
