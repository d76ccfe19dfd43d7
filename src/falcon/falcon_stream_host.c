/* SPDX-License-Identifier: MIT */
/*
 * The host side of the Falcon stream: the trusted pk digest, the stream
 * encoding, and their engine entries. Kept apart from the verifier so a verify-only firmware
 * does not link them. Neither judges the contents of pk or sig beyond their
 * lengths: that is the verifier's job, and tests need malformed streams.
 */
#include "common/fips202.h"
#include "common/util.h"
#include "falcon/falcon_stream.h"

static int valid_logn(unsigned logn) { return logn == 9 || logn == 10; }

int pq8k_falcon_pk_digest(unsigned logn, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen)
{
    int r = 0;
    if (digest == NULL || digestlen == NULL) return PQ8K_ERR_STATE;
    if (!valid_logn(logn)) r = PQ8K_ERR_UNSUPPORTED;
    else if (pk == NULL) r = PQ8K_ERR_STATE;
    else if (pklen != falcon_pk_bytes(logn) || *digestlen < PQ8K_FALCON_DIGEST_BYTES)
        r = PQ8K_ERR_BAD_LENGTH;
    if (r != 0) {
        pq8k_wipe(digest, *digestlen);
        *digestlen = 0;
        return r;
    }
    pq8k_shake256(digest, PQ8K_FALCON_DIGEST_BYTES, pk, pklen);
    *digestlen = PQ8K_FALCON_DIGEST_BYTES;
    return 0;
}

size_t pq8k_falcon_stream_len(unsigned logn)
{
    if (!valid_logn(logn)) return 0;
    return PQ8K_FALCON_STREAM_HEADER + falcon_pk_bytes(logn) + falcon_sig_max(logn);
}

int pq8k_falcon_stream_encode(unsigned logn, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen)
{
    int r = 0;
    if (out == NULL || outlen == NULL) return PQ8K_ERR_STATE;
    if (!valid_logn(logn)) r = PQ8K_ERR_UNSUPPORTED;
    else if (pk == NULL || sig == NULL) r = PQ8K_ERR_STATE;
    else if (pklen != falcon_pk_bytes(logn) || siglen < PQ8K_FALCON_SIG_MIN ||
             siglen > falcon_sig_max(logn) ||
             *outlen < PQ8K_FALCON_STREAM_HEADER + pklen + siglen)
        r = PQ8K_ERR_BAD_LENGTH;
    if (r != 0) {
        pq8k_wipe(out, *outlen);
        *outlen = 0;
        return r;
    }
    out[0] = PQ8K_FALCON_STREAM_FORMAT;
    out[1] = (uint8_t)(siglen >> 8);
    out[2] = (uint8_t)siglen;
    for (size_t i = 0; i < pklen; i++) out[PQ8K_FALCON_STREAM_HEADER + i] = pk[i];
    for (size_t i = 0; i < siglen; i++) out[PQ8K_FALCON_STREAM_HEADER + pklen + i] = sig[i];
    *outlen = PQ8K_FALCON_STREAM_HEADER + pklen + siglen;
    return 0;
}

/* ---- engine entries (src/engine/engine_host.c has checked every length) ---- */

#if PQ8K_CONFIG_FALCON512
static void digest512(const uint8_t *pk, uint8_t *d)
{
    size_t n = PQ8K_FALCON_DIGEST_BYTES;
    (void)pq8k_falcon_pk_digest(9, pk, PQ8K_FALCON512_PK_BYTES, d, &n);
}

static void encode512(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = pq8k_falcon_stream_len(9);
    (void)pq8k_falcon_stream_encode(9, pk, PQ8K_FALCON512_PK_BYTES, sig, siglen, body, &n);
}

const pq8k_stream_host pq8k_falcon512_stream_host = {&pq8k_falcon512_stream, digest512, encode512};
#endif

#if PQ8K_CONFIG_FALCON1024
static void digest1024(const uint8_t *pk, uint8_t *d)
{
    size_t n = PQ8K_FALCON_DIGEST_BYTES;
    (void)pq8k_falcon_pk_digest(10, pk, PQ8K_FALCON1024_PK_BYTES, d, &n);
}

static void encode1024(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = pq8k_falcon_stream_len(10);
    (void)pq8k_falcon_stream_encode(10, pk, PQ8K_FALCON1024_PK_BYTES, sig, siglen, body, &n);
}

const pq8k_stream_host pq8k_falcon1024_stream_host = {&pq8k_falcon1024_stream, digest1024, encode1024};
#endif
