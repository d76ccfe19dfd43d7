/*
 * The twelve SLH-DSA sets as engine entries: an adapter from the SLH-DSA push
 * verifier (src/slhdsa/slhdsa_stream.h, plugin shape) to the engine's
 * pq8k_stream_scheme. The body after the engine header is the SLH-DSA stream
 * itself, pk || signature (docs/stream-slhdsa.md); the trusted digest is the
 * pk. Scheme id = 0x10 + the pq8k_slhdsa_set value. Pure SLH-DSA with a
 * context and the internal interface; no external mu, no pre-hash.
 */
#include "pq8k/stream.h"
#include "engine/plugins.h"

#if PQ8K_CONFIG_SLHDSA_ANY

#include "slhdsa/slhdsa_params.h"
#include "slhdsa/slhdsa_stream.h"

_Static_assert(sizeof(pq8k_slhdsa_verifier_state) == sizeof(pq8k_slhdsa_stream) &&
                   _Alignof(pq8k_slhdsa_verifier_state) == _Alignof(pq8k_slhdsa_stream),
               "pq8k_slhdsa_verifier_state (pq8k/stream.h) does not mirror pq8k_slhdsa_stream");
_Static_assert(sizeof(pq8k_slhdsa_hctx_space) == sizeof(slh_hctx) &&
                   _Alignof(pq8k_slhdsa_hctx_space) == _Alignof(slh_hctx) &&
                   sizeof(pq8k_slhdsa_msg_space) == sizeof(slh_msg) &&
                   _Alignof(pq8k_slhdsa_msg_space) == _Alignof(slh_msg),
               "the SLH-DSA mirror's parts do not match slh_hctx / slh_msg");
_Static_assert(sizeof(uint64_t[PQ8K_SLHDSA_ST_T]) == sizeof(slh_tctx) &&
                   _Alignof(uint64_t) == _Alignof(slh_tctx),
               "PQ8K_SLHDSA_ST_T does not mirror slh_tctx");

static int init(void *st, pq8k_slhdsa_set set, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if ((m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) || m->src.read != NULL)
        return PQ8K_ERR_UNSUPPORTED;
    return pq8k_slhdsa_stream_init(st, set, digest, pq8k_slhdsa_pk_bytes(set), m->src.at.ptr, m->src.len, m->ctx,
                                   m->ctxlen, m->mode == PQ8K_MSG_INTERNAL);
}

static int update(void *st, const uint8_t *in, size_t len)
{
    return pq8k_slhdsa_stream_update(st, in, len);
}

static int final(void *st)
{
    return pq8k_slhdsa_stream_final(st);
}

/* Host side (src/engine/engine_host.c has checked every length, so these cannot fail). */
static void pk_digest(pq8k_slhdsa_set set, const uint8_t *pk, uint8_t *digest)
{
    size_t n = pq8k_slhdsa_pk_bytes(set);
    (void)pq8k_slhdsa_pk_digest(set, pk, n, digest, &n);
}

static void encode(pq8k_slhdsa_set set, const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = pq8k_slhdsa_stream_len(set);
    (void)pq8k_slhdsa_stream_encode(set, pk, pq8k_slhdsa_pk_bytes(set), sig, siglen, body, &n);
}

/* One set: n bytes per hash, sig its signature bytes (FIPS 205 Table 2). */
#define SLHDSA_ENTRY(name, SET, n, sig)                                                              \
    static int init_##name(void *st, const uint8_t *d, const pq8k_stream_msg *m)                    \
    {                                                                                               \
        return init(st, PQ8K_SLHDSA_SET_##SET, d, m);                                               \
    }                                                                                               \
    static void digest_##name(const uint8_t *pk, uint8_t *d) { pk_digest(PQ8K_SLHDSA_SET_##SET, pk, d); } \
    static void encode_##name(const uint8_t *pk, const uint8_t *s, size_t siglen, uint8_t *body)    \
    {                                                                                               \
        encode(PQ8K_SLHDSA_SET_##SET, pk, s, siglen, body);                                         \
    }                                                                                               \
    const pq8k_stream_scheme pq8k_slhdsa_##name##_stream = {                                        \
        .id = PQ8K_SLHDSA_##SET,                                                                    \
        .digest_len = 2 * (n),                                                                      \
        .pk_len = 2 * (n),                                                                          \
        .sig_min = (sig),                                                                           \
        .sig_max = (sig),                                                                           \
        .body_max = 2 * (n) + (sig),                                                                \
        .init = init_##name,                                                                        \
        .update = update,                                                                           \
        .final = final,                                                                             \
    };                                                                                              \
    const pq8k_stream_host pq8k_slhdsa_##name##_stream_host = {&pq8k_slhdsa_##name##_stream,       \
                                                                digest_##name, encode_##name};      \
    _Static_assert(PQ8K_SLHDSA_##SET == 0x10 + PQ8K_SLHDSA_SET_##SET, "SLH-DSA scheme id")

#if PQ8K_CONFIG_SLHDSA_SHA2_128S
SLHDSA_ENTRY(sha2_128s, SHA2_128S, 16, 7856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
SLHDSA_ENTRY(sha2_128f, SHA2_128F, 16, 17088);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
SLHDSA_ENTRY(sha2_192s, SHA2_192S, 24, 16224);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
SLHDSA_ENTRY(sha2_192f, SHA2_192F, 24, 35664);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
SLHDSA_ENTRY(sha2_256s, SHA2_256S, 32, 29792);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
SLHDSA_ENTRY(sha2_256f, SHA2_256F, 32, 49856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
SLHDSA_ENTRY(shake_128s, SHAKE_128S, 16, 7856);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
SLHDSA_ENTRY(shake_128f, SHAKE_128F, 16, 17088);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
SLHDSA_ENTRY(shake_192s, SHAKE_192S, 24, 16224);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
SLHDSA_ENTRY(shake_192f, SHAKE_192F, 24, 35664);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
SLHDSA_ENTRY(shake_256s, SHAKE_256S, 32, 29792);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
SLHDSA_ENTRY(shake_256f, SHAKE_256F, 32, 49856);
#endif

#else
typedef int pq8k_slhdsa_not_built;
#endif
