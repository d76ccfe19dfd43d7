/*
 * Rainbow-I-classic (BROKEN; LEGACY builds only, docs/legacy.md) as an engine
 * entry: an adapter from its push verifier (src/rainbow/rainbow_stream.h).
 * The body after the engine header is the Rainbow stream: signature, then
 * public key (docs/legacy.md).
 */
#include "pq8k/stream.h"
#include "engine/plugins.h"

#if PQ8K_CONFIG_RAINBOW1_CLASSIC

#include "common/sha2.h"
#include "rainbow/rainbow_stream.h"

_Static_assert(sizeof(pq8k_sha256_ctx) == sizeof(pq8k_sha256_space) &&
                   _Alignof(pq8k_sha256_ctx) == _Alignof(pq8k_sha256_space),
               "pq8k_sha256_space does not mirror pq8k_sha256_ctx");
_Static_assert(sizeof(pq8k_rainbow_verifier_state) == sizeof(pq8k_rainbow_stream) &&
                   _Alignof(pq8k_rainbow_verifier_state) == _Alignof(pq8k_rainbow_stream),
               "pq8k_rainbow_verifier_state (pq8k/stream.h) does not mirror pq8k_rainbow_stream");

static int init(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    int internal, err = pq8k_stream_plain_msg(m, &internal);
    if (err != 0) return err;
    return pq8k_rainbow_stream_init(st, digest, PQ8K_RAINBOW_DIGEST, m->src.at.ptr, m->src.len, m->ctx, m->ctxlen,
                                    internal);
}

static int update(void *st, const uint8_t *in, size_t len)
{
    return pq8k_rainbow_stream_update(st, in, len);
}

static int final(void *st)
{
    return pq8k_rainbow_stream_final(st);
}

/* Host side (src/engine/engine_host.c has checked every length, so these cannot fail). */
static void pk_digest(const uint8_t *pk, uint8_t *digest)
{
    size_t n = PQ8K_RAINBOW_DIGEST;
    (void)pq8k_rainbow_pk_digest(pk, PQ8K_RAINBOW_PK, digest, &n);
}

static void encode(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK;
    (void)pq8k_rainbow_stream_encode(pk, PQ8K_RAINBOW_PK, sig, siglen, body, &n);
}

const pq8k_stream_scheme pq8k_rainbow1_classic_stream = {
    .id = PQ8K_RAINBOW1_CLASSIC,
    .digest_len = PQ8K_RAINBOW_DIGEST,
    .pk_len = PQ8K_RAINBOW_PK,
    .sig_min = PQ8K_RAINBOW_SIG,
    .sig_max = PQ8K_RAINBOW_SIG,
    .body_max = PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK,
    .init = init,
    .update = update,
    .final = final,
};

const pq8k_stream_host pq8k_rainbow1_classic_stream_host = {&pq8k_rainbow1_classic_stream, pk_digest, encode};

#else
typedef int pq8k_rainbow_not_built;
#endif
