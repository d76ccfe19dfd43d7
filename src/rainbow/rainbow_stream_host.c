/* SPDX-License-Identifier: MIT */
/* Rainbow-I-classic host side: pk digest, stream encoding and their engine entry; one-shot verify over the push verifier. */
#include "rainbow/rainbow_stream.h"
#include "common/util.h"
#include "pq8k/legacy.h"
#include "pq8k/pq8k.h"

int pq8k_rainbow_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen)
{
    if (digest == NULL || digestlen == NULL) return PQ8K_ERR_STATE;
    if (*digestlen < PQ8K_RAINBOW_DIGEST || pk == NULL || pklen != PQ8K_RAINBOW_PK) {
        int err = pk == NULL ? PQ8K_ERR_STATE : PQ8K_ERR_BAD_LENGTH;
        pq8k_wipe(digest, *digestlen);
        /* a capacity too small reports the size needed */
        *digestlen = (pk != NULL && pklen == PQ8K_RAINBOW_PK) ? PQ8K_RAINBOW_DIGEST : 0;
        return err;
    }
    pq8k_sha256(digest, pk, pklen);
    *digestlen = PQ8K_RAINBOW_DIGEST;
    return 0;
}

size_t pq8k_rainbow_stream_len(void)
{
    return PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK;
}

int pq8k_rainbow_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                               uint8_t *out, size_t *outlen)
{
    size_t k;
    if (out == NULL || outlen == NULL) return PQ8K_ERR_STATE;
    if (pk == NULL || sig == NULL || pklen != PQ8K_RAINBOW_PK || siglen != PQ8K_RAINBOW_SIG ||
        *outlen < pq8k_rainbow_stream_len()) {
        int err = (pk == NULL || sig == NULL) ? PQ8K_ERR_STATE : PQ8K_ERR_BAD_LENGTH;
        int lengths_ok = err == PQ8K_ERR_BAD_LENGTH && pklen == PQ8K_RAINBOW_PK && siglen == PQ8K_RAINBOW_SIG;
        pq8k_wipe(out, *outlen);
        /* a capacity too small reports the size needed */
        *outlen = lengths_ok ? pq8k_rainbow_stream_len() : 0;
        return err;
    }
    for (k = 0; k < siglen; k++) out[k] = sig[k];
    for (k = 0; k < pklen; k++) out[siglen + k] = pk[k];
    *outlen = pq8k_rainbow_stream_len();
    return 0;
}

int pq8k_rainbow1_classic_verify(const uint8_t *pk, size_t pklen,
                                 const uint8_t *sig, size_t siglen,
                                 const uint8_t *msg, size_t msglen)
{
    pq8k_rainbow_verifier_state st;
    pq8k_msg_src src = {NULL, {msg}, msglen};
    uint8_t d[PQ8K_RAINBOW_DIGEST];
    size_t dlen = sizeof d;
    int err;
    if (sig == NULL || (msg == NULL && msglen != 0)) return PQ8K_ERR_STATE;
    if (siglen != PQ8K_RAINBOW_SIG) return PQ8K_ERR_BAD_LENGTH;
    err = pq8k_rainbow_pk_digest(pk, pklen, d, &dlen);
    if (err != 0) return err;
    pq8k_rainbow_stream_start(&st, d, &src);
    err = pq8k_rainbow_stream_update(&st, sig, siglen);
    if (err == 0) err = pq8k_rainbow_stream_update(&st, pk, pklen);
    if (err == 0) err = pq8k_rainbow_stream_final(&st);
    pq8k_wipe(&st, sizeof st);
    return err;
}

/* ---- engine entry (src/engine/engine_host.c has checked every length) ---- */

#if PQ8K_CONFIG_RAINBOW1_CLASSIC
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

const pq8k_stream_host pq8k_rainbow1_classic_stream_host = {&pq8k_rainbow1_classic_stream, pk_digest, encode};
#endif
