/*
 * HAETAE-2/3/5 as engine entries: an adapter from the HAETAE push verifier
 * (src/haetae/haetae_stream.h, plugin shape, the level in the function
 * names) to the engine's pq8k_stream_scheme. The body after the engine
 * header is the HAETAE stream itself (docs/stream-haetae.md): the pk and the
 * signature reordered, pk + sig bytes in all, so the length is fixed. Pure
 * HAETAE with a context and the internal interface (msg is M'); no external
 * mu, no pre-hash. The trusted digest is SHAKE256(pk), 32 bytes.
 */
#include "pq8k/stream.h"
#include "engine/plugins.h"

#if PQ8K_CONFIG_HAETAE_ANY

#include "pq8k/haetae.h"
#include "common/fips202.h"
#include "haetae/haetae_stream.h"

_Static_assert(sizeof(pq8k_keccak_state) == sizeof(pq8k_keccak_space) &&
                   _Alignof(pq8k_keccak_state) == _Alignof(pq8k_keccak_space),
               "pq8k_keccak_space does not mirror pq8k_keccak_state");
_Static_assert(sizeof(pq8k_haetae_verifier_state) == sizeof(pq8k_haetae_stream) &&
                   _Alignof(pq8k_haetae_verifier_state) == _Alignof(pq8k_haetae_stream),
               "pq8k_haetae_verifier_state (pq8k/stream.h) does not mirror pq8k_haetae_stream");

static int msg_mode(const pq8k_stream_msg *m, int *internal)
{
    *internal = m->mode == PQ8K_MSG_INTERNAL;
    if (m->src.read != NULL) return PQ8K_ERR_UNSUPPORTED;
    return m->mode == PQ8K_MSG_PURE || m->mode == PQ8K_MSG_INTERNAL ? 0 : PQ8K_ERR_UNSUPPORTED;
}

/* One level: its entries for the engine and for the host. */
#define HAETAE_ENTRY(L)                                                                             \
    static int init##L(void *st, const uint8_t *d, const pq8k_stream_msg *m)                        \
    {                                                                                               \
        int internal, err = msg_mode(m, &internal);                                                 \
        if (err != 0) return err;                                                                   \
        return pq8k_haetae##L##_stream_init(st, d, PQ8K_HAETAE_DIGEST_BYTES, m->src.at.ptr, m->src.len,   \
                                            m->ctx, m->ctxlen, internal);                           \
    }                                                                                               \
    static int update##L(void *st, const uint8_t *in, size_t len)                                   \
    {                                                                                               \
        return pq8k_haetae##L##_stream_update(st, in, len);                                         \
    }                                                                                               \
    static int final##L(void *st) { return pq8k_haetae##L##_stream_final(st); }                     \
    /* host side: src/engine/engine_host.c has checked every length, so these cannot fail */              \
    static void digest##L(const uint8_t *pk, uint8_t *d)                                            \
    {                                                                                               \
        size_t n = PQ8K_HAETAE_DIGEST_BYTES;                                                        \
        (void)pq8k_haetae##L##_pk_digest(pk, PQ8K_HAETAE##L##_PUBLICKEYBYTES, d, &n);               \
    }                                                                                               \
    static void encode##L(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)      \
    {                                                                                               \
        size_t n = pq8k_haetae##L##_stream_len();                                                   \
        (void)pq8k_haetae##L##_stream_encode(pk, PQ8K_HAETAE##L##_PUBLICKEYBYTES, sig, siglen,      \
                                             body, &n);                                             \
    }                                                                                               \
    const pq8k_stream_scheme pq8k_haetae##L##_stream = {                                            \
        .id = PQ8K_HAETAE##L,                                                                       \
        .digest_len = PQ8K_HAETAE_DIGEST_BYTES,                                                     \
        .pk_len = PQ8K_HAETAE##L##_PUBLICKEYBYTES,                                                  \
        .sig_min = PQ8K_HAETAE##L##_SIGBYTES,                                                       \
        .sig_max = PQ8K_HAETAE##L##_SIGBYTES,                                                       \
        .body_max = PQ8K_HAETAE##L##_PUBLICKEYBYTES + PQ8K_HAETAE##L##_SIGBYTES,                    \
        .init = init##L,                                                                            \
        .update = update##L,                                                                        \
        .final = final##L,                                                                          \
    };                                                                                              \
    const pq8k_stream_host pq8k_haetae##L##_stream_host = {&pq8k_haetae##L##_stream, digest##L,    \
                                                           encode##L}

#if PQ8K_CONFIG_HAETAE2
HAETAE_ENTRY(2);
#endif
#if PQ8K_CONFIG_HAETAE3
HAETAE_ENTRY(3);
#endif
#if PQ8K_CONFIG_HAETAE5
HAETAE_ENTRY(5);
#endif

#else
typedef int pq8k_haetae_not_built;
#endif
