/* SPDX-License-Identifier: MIT */
/*
 * The host side of the SLH-DSA stream: the trusted pk digest (the pk
 * itself), the stream encoding (pk || sig), and their engine entries. Apart
 * from the verifier so a verify-only firmware does not link them.
 */
#include "slhdsa/slhdsa_stream.h"

int pq8k_slhdsa_pk_digest(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen)
{
    const slh_params *p = pq8k_slh_params_get(s);
    if (!digestlen) return PQ8K_ERR_STATE;
    size_t cap = *digestlen;
    *digestlen = 0;
    if (!digest) return PQ8K_ERR_STATE;
    for (size_t i = 0; i < cap; i++) digest[i] = 0;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk) return PQ8K_ERR_STATE;
    if (pklen != 2u * p->n) return PQ8K_ERR_BAD_LENGTH;
    if (cap < pklen) { *digestlen = pklen; return PQ8K_ERR_BAD_LENGTH; }   /* the size needed */
    for (size_t i = 0; i < pklen; i++) digest[i] = pk[i];
    *digestlen = pklen;
    return 0;
}

size_t pq8k_slhdsa_stream_len(pq8k_slhdsa_set s)
{
    const slh_params *p = pq8k_slh_params_get(s);
    return p ? 2u * p->n + slh_sig_bytes(p) : 0;
}

int pq8k_slhdsa_stream_encode(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen)
{
    const slh_params *p = pq8k_slh_params_get(s);
    if (!outlen) return PQ8K_ERR_STATE;
    size_t cap = *outlen;
    *outlen = 0;
    if (!out) return PQ8K_ERR_STATE;
    for (size_t i = 0; i < cap; i++) out[i] = 0;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || !sig) return PQ8K_ERR_STATE;
    if (pklen != 2u * p->n || siglen != slh_sig_bytes(p) || cap < pklen + siglen)
        return PQ8K_ERR_BAD_LENGTH;
    for (size_t i = 0; i < pklen; i++) out[i] = pk[i];
    for (size_t i = 0; i < siglen; i++) out[pklen + i] = sig[i];
    *outlen = pklen + siglen;
    return 0;
}

/* ---- engine entries (src/engine/engine_host.c has checked every length) ---- */

#if PQ8K_CONFIG_SLHDSA_ANY
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

#define SLHDSA_HOST_ENTRY(name, SET)                                                                 \
    static void digest_##name(const uint8_t *pk, uint8_t *d) { pk_digest(PQ8K_SLHDSA_SET_##SET, pk, d); } \
    static void encode_##name(const uint8_t *pk, const uint8_t *s, size_t siglen, uint8_t *body)    \
    {                                                                                               \
        encode(PQ8K_SLHDSA_SET_##SET, pk, s, siglen, body);                                         \
    }                                                                                               \
    const pq8k_stream_host pq8k_slhdsa_##name##_stream_host = {&pq8k_slhdsa_##name##_stream,       \
                                                                digest_##name, encode_##name}

#if PQ8K_CONFIG_SLHDSA_SHA2_128S
SLHDSA_HOST_ENTRY(sha2_128s, SHA2_128S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
SLHDSA_HOST_ENTRY(sha2_128f, SHA2_128F);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
SLHDSA_HOST_ENTRY(sha2_192s, SHA2_192S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
SLHDSA_HOST_ENTRY(sha2_192f, SHA2_192F);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
SLHDSA_HOST_ENTRY(sha2_256s, SHA2_256S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
SLHDSA_HOST_ENTRY(sha2_256f, SHA2_256F);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
SLHDSA_HOST_ENTRY(shake_128s, SHAKE_128S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
SLHDSA_HOST_ENTRY(shake_128f, SHAKE_128F);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
SLHDSA_HOST_ENTRY(shake_192s, SHAKE_192S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
SLHDSA_HOST_ENTRY(shake_192f, SHAKE_192F);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
SLHDSA_HOST_ENTRY(shake_256s, SHAKE_256S);
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
SLHDSA_HOST_ENTRY(shake_256f, SHAKE_256F);
#endif
#endif
