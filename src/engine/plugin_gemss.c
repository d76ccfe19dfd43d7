/*
 * GeMSS-128 (BROKEN; LEGACY builds only, docs/legacy.md) as an engine entry:
 * an adapter from its push verifier (src/gemss/gemss_stream.h). The body
 * after the engine header is the GeMSS stream: signature, then the public
 * key four times, each pass checked against the digest (docs/legacy.md).
 */
#include "pq8k/stream.h"
#include "engine/plugins.h"

#if PQ8K_CONFIG_GEMSS128

#include "common/fips202.h"
#include "gemss/gemss_stream.h"

_Static_assert(sizeof(pq8k_keccak_state) == sizeof(pq8k_keccak_space) &&
                   _Alignof(pq8k_keccak_state) == _Alignof(pq8k_keccak_space),
               "pq8k_keccak_space does not mirror pq8k_keccak_state");
_Static_assert(sizeof(pq8k_gemss_verifier_state) == sizeof(pq8k_gemss_stream) &&
                   _Alignof(pq8k_gemss_verifier_state) == _Alignof(pq8k_gemss_stream),
               "pq8k_gemss_verifier_state (pq8k/stream.h) does not mirror pq8k_gemss_stream");

#define BODY (PQ8K_GEMSS_SIG + PQ8K_GEMSS_PASSES * PQ8K_GEMSS_PK)

static int init(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    int internal, err = pq8k_stream_plain_msg(m, &internal);
    if (err != 0) return err;
    return pq8k_gemss_stream_init(st, digest, PQ8K_GEMSS_DIGEST, m->src.at.ptr, m->src.len, m->ctx, m->ctxlen,
                                  internal);
}

static int update(void *st, const uint8_t *in, size_t len)
{
    return pq8k_gemss_stream_update(st, in, len);
}

static int final(void *st)
{
    return pq8k_gemss_stream_final(st);
}

/* Host side (src/engine/engine_host.c has checked every length, so these cannot fail). */
static void pk_digest(const uint8_t *pk, uint8_t *digest)
{
    size_t n = PQ8K_GEMSS_DIGEST;
    (void)pq8k_gemss_pk_digest(pk, PQ8K_GEMSS_PK, digest, &n);
}

static void encode(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = BODY;
    (void)pq8k_gemss_stream_encode(pk, PQ8K_GEMSS_PK, sig, siglen, body, &n);
}

const pq8k_stream_scheme pq8k_gemss128_stream = {
    .id = PQ8K_GEMSS128,
    .digest_len = PQ8K_GEMSS_DIGEST,
    .pk_len = PQ8K_GEMSS_PK,
    .sig_min = PQ8K_GEMSS_SIG,
    .sig_max = PQ8K_GEMSS_SIG,
    .body_max = BODY,
    .init = init,
    .update = update,
    .final = final,
};

const pq8k_stream_host pq8k_gemss128_stream_host = {&pq8k_gemss128_stream, pk_digest, encode};

#else
typedef int pq8k_gemss_not_built;
#endif
