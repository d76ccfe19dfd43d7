/*
 * The host side of pq8k/stream.h: the trusted pk digest and the stream
 * encoding, over the schemes' pq8k_stream_host entries. Apart from the
 * engine (src/engine/engine.c) so that a firmware that only verifies links
 * none of the encoders.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "common/stream_scheme.h"
#include "engine/plugins.h"
#include "mldsa/mldsa_stream.h"

static const pq8k_stream_host *const hosts[] = {
#if PQ8K_CONFIG_MLDSA44
    &pq8k_mldsa44_stream_host,
#endif
#if PQ8K_CONFIG_MLDSA65
    &pq8k_mldsa65_stream_host,
#endif
#if PQ8K_CONFIG_MLDSA87
    &pq8k_mldsa87_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128S
    &pq8k_slhdsa_sha2_128s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
    &pq8k_slhdsa_sha2_128f_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
    &pq8k_slhdsa_sha2_192s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
    &pq8k_slhdsa_sha2_192f_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
    &pq8k_slhdsa_sha2_256s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
    &pq8k_slhdsa_sha2_256f_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
    &pq8k_slhdsa_shake_128s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
    &pq8k_slhdsa_shake_128f_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
    &pq8k_slhdsa_shake_192s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
    &pq8k_slhdsa_shake_192f_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
    &pq8k_slhdsa_shake_256s_stream_host,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
    &pq8k_slhdsa_shake_256f_stream_host,
#endif
#if PQ8K_CONFIG_FALCON512
    &pq8k_falcon512_stream_host,
#endif
#if PQ8K_CONFIG_FALCON1024
    &pq8k_falcon1024_stream_host,
#endif
#if PQ8K_CONFIG_HAETAE2
    &pq8k_haetae2_stream_host,
#endif
#if PQ8K_CONFIG_HAETAE3
    &pq8k_haetae3_stream_host,
#endif
#if PQ8K_CONFIG_HAETAE5
    &pq8k_haetae5_stream_host,
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
    &pq8k_rainbow1_classic_stream_host,
#endif
#if PQ8K_CONFIG_GEMSS128
    &pq8k_gemss128_stream_host,
#endif
    NULL, /* keeps the table non-empty */
};

/* The scheme's host entry, or NULL with *err = UNSUPPORTED (not built) or STATE (no such scheme). */
static const pq8k_stream_host *find(pq8k_scheme s, int *err)
{
    for (size_t i = 0; hosts[i] != NULL; i++)
        if (hosts[i]->scheme->id == (unsigned)s) return hosts[i];
    *err = pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
    return NULL;
}

int pq8k_pk_digest(pq8k_scheme s, const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen)
{
    int err = 0;
    const pq8k_stream_host *h = find(s, &err);
    size_t cap;
    if (digestlen == NULL) return PQ8K_ERR_STATE;
    cap = *digestlen;
    *digestlen = 0;
    if (digest != NULL) memset(digest, 0, cap);
    if (h == NULL) return err;
    if (pk == NULL || digest == NULL) return PQ8K_ERR_STATE;
    if (cap < h->scheme->digest_len) {
        *digestlen = h->scheme->digest_len;
        return PQ8K_ERR_BAD_LENGTH;
    }
    if (pklen != h->scheme->pk_len) return PQ8K_ERR_BAD_LENGTH;
    h->pk_digest(pk, digest);
    *digestlen = h->scheme->digest_len;
    return 0;
}

int pq8k_stream_encode(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                       size_t siglen, uint8_t *out, size_t *outlen)
{
    int err = 0;
    const pq8k_stream_host *h = find(s, &err);
    const pq8k_stream_scheme *sc;
    size_t cap;
    if (outlen == NULL) return PQ8K_ERR_STATE;
    cap = *outlen;
    *outlen = 0;
    if (out != NULL) memset(out, 0, cap);
    if (h == NULL) return err;
    if (pk == NULL || sig == NULL || out == NULL) return PQ8K_ERR_STATE;
    sc = h->scheme;
    if (pklen != sc->pk_len || siglen < sc->sig_min || siglen > sc->sig_max ||
        cap < PQ8K_STREAM_HEADER_BYTES + pq8k_stream_body_len(sc, siglen))
        return PQ8K_ERR_BAD_LENGTH;
    out[0] = 'P';
    out[1] = '8';
    out[2] = PQ8K_STREAM_VERSION;
    out[3] = sc->id;
    h->encode(pk, sig, siglen, out + PQ8K_STREAM_HEADER_BYTES);
    *outlen = PQ8K_STREAM_HEADER_BYTES + pq8k_stream_body_len(sc, siglen);
    return 0;
}
