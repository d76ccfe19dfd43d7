/* SPDX-License-Identifier: MIT */
/*
 * Falcon parameters as functions of logn (9: Falcon-512, 10: Falcon-1024).
 * One compiled copy of the code serves both sets; only the sizes below and
 * the norm bound differ.
 */
#ifndef PQ8K_FALCON_PARAMS_H
#define PQ8K_FALCON_PARAMS_H

#include <stdint.h>

#include "pq8k/config.h"
#include "pq8k/falcon.h"

#define FALCON_Q          12289u
#define FALCON_NONCE      40u
/* Largest logn the stream state has room for, from pq8k/config.h: a build
   without Falcon-1024 (PQ8K_CONFIG_FALCON1024 = 0) gets a state half the
   size, and Falcon-1024 answers PQ8K_ERR_UNSUPPORTED. One switch only: the
   state (pq8k/stream.h) is sized from the same one. */
#ifdef PQ8K_FALCON_MAX_LOGN
#error "set PQ8K_CONFIG_FALCON1024=0 (pq8k/config.h) instead of PQ8K_FALCON_MAX_LOGN"
#endif
#if PQ8K_CONFIG_FALCON1024
#define PQ8K_FALCON_MAX_LOGN 10
#else
#define PQ8K_FALCON_MAX_LOGN 9
#endif
#define FALCON_MAX_N      (1u << PQ8K_FALCON_MAX_LOGN)
/* Room for the compressed s2 (and any zero padding): signature minus header and nonce. */
#define FALCON_S2_CAP(logn) ((logn) == 9 ? PQ8K_FALCON512_SIG_MAX - 1 - FALCON_NONCE \
                                         : PQ8K_FALCON1024_SIG_MAX - 1 - FALCON_NONCE)
#define FALCON_MAX_S2     FALCON_S2_CAP(PQ8K_FALCON_MAX_LOGN)

static inline uint32_t falcon_pk_bytes(unsigned logn) { return 1u + (14u << logn) / 8u; }
static inline uint32_t falcon_sig_max(unsigned logn)
{
    return logn == 9 ? PQ8K_FALCON512_SIG_MAX : PQ8K_FALCON1024_SIG_MAX;
}
static inline uint32_t falcon_sig_padded(unsigned logn)
{
    return logn == 9 ? PQ8K_FALCON512_SIG_PADDED : PQ8K_FALCON1024_SIG_PADDED;
}
/* Acceptance bound on ||s1||^2 + ||s2||^2 (inclusive), from the Falcon specification. */
static inline uint32_t falcon_l2bound(unsigned logn) { return logn == 9 ? 34034726u : 70265242u; }

#endif
