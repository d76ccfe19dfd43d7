/* SPDX-License-Identifier: MIT */
/*
 * The init calls with the message behind the caller's reader. Apart from
 * engine.c: only a firmware that calls one of them links the reader loop
 * (src/common/stream_read.c, pulled in by pq8k_msg_reader).
 */
#include "engine/engine.h"

int pq8k_verify_init_reader_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                size_t digestlen, pq8k_read_fn read, void *user, size_t msglen,
                                const uint8_t *ctx, size_t ctxlen, uint32_t config)
{
    /* a context compiled for another configuration: refused before any write */
    if (config != PQ8K_VERIFIER_CONFIG) return PQ8K_ERR_STATE;
    if (v != NULL) v->live = 0;
    if (read == NULL) return PQ8K_ERR_STATE;
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_PURE, NULL, read, user, msglen, ctx,
                             ctxlen, 0);
}

int pq8k_verify_init_internal_reader_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                         size_t digestlen, pq8k_read_fn read, void *user,
                                         size_t msglen, uint32_t config)
{
    if (config != PQ8K_VERIFIER_CONFIG) return PQ8K_ERR_STATE;
    if (v != NULL) v->live = 0;
    if (read == NULL) return PQ8K_ERR_STATE;
    return pq8k_engine_start(v, s, digest, digestlen, PQ8K_MSG_INTERNAL, NULL, read, user, msglen,
                             NULL, 0, 0);
}
