/* SPDX-License-Identifier: MIT */
/*
 * XMSS / XMSS^MT streaming verifier (the engine's schemes PQ8K_XMSS and
 * PQ8K_XMSSMT; docs/stream-xmss.md). The body is pk || sig, as they are;
 * the device keeps SHA-256(pk). The engine owns the life cycle: these
 * functions return the first error and are not called again after it.
 */
#ifndef PQ8K_XMSS_STREAM_H
#define PQ8K_XMSS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "common/stream_scheme.h"
#include "pq8k/stream.h"
#include "pq8k/xmss.h"

/*
 * Body bounds over the sets built (pk || sig), for the engine entries and the
 * registry (pq8k/schemes.def): XMSS n = 24 h = 10 is the shortest, n = 32
 * h = 20 the longest; XMSS^MT n = 24 20/2 and n = 32 60/12.
 */
#if PQ8K_XMSS_BUILT_N32
#define PQ8K_XMSS_PK_BUILT 68u
#define PQ8K_XMSS_SIG_BUILT 2820u
#define PQ8K_XMSSMT_SIG_BUILT 27688u
#else
#define PQ8K_XMSS_PK_BUILT 52u
#define PQ8K_XMSS_SIG_BUILT 1732u
#define PQ8K_XMSSMT_SIG_BUILT 16160u
#endif
#define PQ8K_XMSS_BODY_BUILT (PQ8K_XMSS_PK_BUILT + PQ8K_XMSS_SIG_BUILT)
#define PQ8K_XMSSMT_BODY_BUILT (PQ8K_XMSS_PK_BUILT + PQ8K_XMSSMT_SIG_BUILT)
#if PQ8K_CONFIG_XMSS_SHA2_192 || PQ8K_CONFIG_XMSS_SHAKE256_192
#define PQ8K_XMSS_BODY_MIN (52u + 1492u)
#define PQ8K_XMSSMT_BODY_MIN (52u + 2955u)
#else
#define PQ8K_XMSS_BODY_MIN (68u + 2500u)
#define PQ8K_XMSSMT_BODY_MIN (68u + 4963u)
#endif

#if PQ8K_CONFIG_XMSS_ANY
/* Engine entries (src/engine/engine.c, engine_host.c) */
extern const pq8k_stream_scheme pq8k_xmss_stream, pq8k_xmssmt_stream;
extern const pq8k_stream_host pq8k_xmss_stream_host, pq8k_xmssmt_stream_host;
extern const pq8k_stream_host_var pq8k_xmss_stream_host_var, pq8k_xmssmt_stream_host_var;
#endif

/* mt: 0 XMSS, 1 XMSS^MT; digest: SHA-256(pk), 32 bytes; m: PQ8K_MSG_PURE or
   _INTERNAL without a context (else PQ8K_ERR_UNSUPPORTED). */
int pq8k_xmss_stream_init(pq8k_xmss_verifier_state *st, int mt, const uint8_t *digest,
                     const pq8k_stream_msg *m);
/* st: a pq8k_xmss_verifier_state (void: these two are the engine's entries as they are) */
int pq8k_xmss_stream_update(void *st, const uint8_t *in, size_t len);
int pq8k_xmss_stream_final(void *st);

/* SHA-256(pk) after checking that pk is a key of a set built here. */
int pq8k_xmss_pk_digest(int mt, const uint8_t *pk, size_t pklen, uint8_t digest[32]);

#endif
