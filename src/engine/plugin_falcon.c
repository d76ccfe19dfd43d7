/*
 * Falcon-512 and Falcon-1024 as engine entries: an adapter from the Falcon
 * push verifier (src/falcon/falcon_stream.h, plugin shape) to the engine's
 * pq8k_stream_scheme. The body after the engine header is the Falcon stream
 * itself (docs/stream-falcon.md): format byte, siglen, pk, signature. Its
 * length follows the signature's, which is what sig_min < sig_max tells the
 * engine; the Falcon verifier finds the end from siglen.
 *
 * The pattern for a scheme with a plugin-shaped push verifier: check that
 * the public mirror of its state in pq8k/stream.h is the same size and
 * alignment, forward each call with the parameter-set selector filled in,
 * and give two entries per set: verification (pq8k_stream_scheme, for the
 * engine) and host side (pq8k_stream_host: digest and encoding). A firmware
 * that only verifies links the first and not the encoders.
 */
#include "pq8k/stream.h"
#include "engine/plugins.h"

#if PQ8K_CONFIG_FALCON_ANY

#include "common/fips202.h"
#include "falcon/falcon_stream.h"

_Static_assert(sizeof(pq8k_keccak_state) == sizeof(pq8k_keccak_space) &&
                   _Alignof(pq8k_keccak_state) == _Alignof(pq8k_keccak_space),
               "pq8k_keccak_space does not mirror pq8k_keccak_state");
_Static_assert(sizeof(pq8k_falcon_verifier_state) == sizeof(pq8k_falcon_stream) &&
                   _Alignof(pq8k_falcon_verifier_state) == _Alignof(pq8k_falcon_stream),
               "pq8k_falcon_verifier_state (pq8k/stream.h) does not mirror pq8k_falcon_stream");

#define BODY_MAX(logn) (PQ8K_FALCON_STREAM_HEADER + ((logn) == 9 ? PQ8K_FALCON512_PK_BYTES + PQ8K_FALCON512_SIG_MAX \
                                                               : PQ8K_FALCON1024_PK_BYTES + PQ8K_FALCON1024_SIG_MAX))

static int init(void *st, unsigned logn, const uint8_t *digest, const pq8k_stream_msg *m)
{
    int internal, err = pq8k_stream_plain_msg(m, &internal);
    if (err != 0) return err;
    return pq8k_falcon_stream_init(st, logn, digest, PQ8K_FALCON_DIGEST_BYTES, m->src.at.ptr, m->src.len, m->ctx,
                                   m->ctxlen, internal);
}

static int update(void *st, const uint8_t *in, size_t len)
{
    return pq8k_falcon_stream_update(st, in, len);
}

static int final(void *st)
{
    return pq8k_falcon_stream_final(st);
}

/* Host side (src/engine/engine_host.c has checked every length, so these cannot fail). */
static void pk_digest(unsigned logn, const uint8_t *pk, uint8_t *digest)
{
    size_t n = PQ8K_FALCON_DIGEST_BYTES;
    (void)pq8k_falcon_pk_digest(logn, pk, 1u + (14u << logn) / 8u, digest, &n);
}

static void encode(unsigned logn, const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = BODY_MAX(logn);
    (void)pq8k_falcon_stream_encode(logn, pk, 1u + (14u << logn) / 8u, sig, siglen, body, &n);
}

#if PQ8K_CONFIG_FALCON512
static int init512(void *st, const uint8_t *d, const pq8k_stream_msg *m) { return init(st, 9, d, m); }
static void digest512(const uint8_t *pk, uint8_t *d) { pk_digest(9, pk, d); }
static void encode512(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    encode(9, pk, sig, siglen, body);
}

const pq8k_stream_scheme pq8k_falcon512_stream = {
    .id = PQ8K_FALCON512,
    .digest_len = PQ8K_FALCON_DIGEST_BYTES,
    .pk_len = PQ8K_FALCON512_PK_BYTES,
    .sig_min = PQ8K_FALCON_SIG_MIN,
    .sig_max = PQ8K_FALCON512_SIG_MAX,
    .body_max = BODY_MAX(9),
    .init = init512,
    .update = update,
    .final = final,
};

const pq8k_stream_host pq8k_falcon512_stream_host = {&pq8k_falcon512_stream, digest512, encode512};
#endif

#if PQ8K_CONFIG_FALCON1024
static int init1024(void *st, const uint8_t *d, const pq8k_stream_msg *m) { return init(st, 10, d, m); }
static void digest1024(const uint8_t *pk, uint8_t *d) { pk_digest(10, pk, d); }
static void encode1024(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    encode(10, pk, sig, siglen, body);
}

const pq8k_stream_scheme pq8k_falcon1024_stream = {
    .id = PQ8K_FALCON1024,
    .digest_len = PQ8K_FALCON_DIGEST_BYTES,
    .pk_len = PQ8K_FALCON1024_PK_BYTES,
    .sig_min = PQ8K_FALCON_SIG_MIN,
    .sig_max = PQ8K_FALCON1024_SIG_MAX,
    .body_max = BODY_MAX(10),
    .init = init1024,
    .update = update,
    .final = final,
};

const pq8k_stream_host pq8k_falcon1024_stream_host = {&pq8k_falcon1024_stream, digest1024, encode1024};
#endif

#else
typedef int pq8k_falcon_not_built;
#endif
