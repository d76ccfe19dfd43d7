/* SPDX-License-Identifier: MIT */
/*
 * The host side of pq8k/stream.h: the trusted pk digest and the stream
 * encoding, over the schemes' pq8k_stream_host entries. Apart from the
 * engine (src/engine/engine.c) so that a firmware that only verifies links
 * none of the encoders.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "common/stream_scheme.h"
#include "composite/composite_stream.h"
#include "falcon/falcon_stream.h"
#include "haetae/haetae_stream.h"
#include "lms/lms_stream.h"
#include "mldsa/mldsa_stream.h"
#include "slhdsa/slhdsa_stream.h"
#include "gemss/gemss_stream.h"
#include "rainbow/rainbow_stream.h"
#include "xmss/xmss_stream.h"

/* The host entries of the schemes whose format is built (pq8k/schemes.def):
   the compact ML-DSA layout is encoded wherever its level is built, even
   when this build does not verify it (PQ8K_CONFIG_MLDSA_COMPACT). */
static const pq8k_stream_host *const hosts[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) &pq8k_##tok##_stream_host,
#include "pq8k/schemes.def"
    NULL, /* keeps the table non-empty */
};

/* Host entries of the families with variable pk and layout
   (pq8k_stream_host_var): PQ8K_HOST_VAR_<family> names the entry or nothing. */
#define PQ8K_HOST_VAR_mldsa(tok)
#define PQ8K_HOST_VAR_mldsa_compact(tok)
#define PQ8K_HOST_VAR_composite(tok)
#define PQ8K_HOST_VAR_slhdsa(tok)
#define PQ8K_HOST_VAR_falcon(tok)
#define PQ8K_HOST_VAR_haetae(tok)
#define PQ8K_HOST_VAR_rainbow(tok)
#define PQ8K_HOST_VAR_gemss(tok)
#define PQ8K_HOST_VAR_lms(tok) &pq8k_##tok##_stream_host_var,
#define PQ8K_HOST_VAR_xmss(tok) &pq8k_##tok##_stream_host_var,
static const pq8k_stream_host_var *const vars[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_HOST_VAR_##family(tok)
#include "pq8k/schemes.def"
    NULL,
};

static const pq8k_stream_host_var *var_of(pq8k_scheme s)
{
    for (size_t i = 0; vars[i] != NULL; i++)
        if (vars[i]->id == (unsigned)s) return vars[i];
    return NULL;
}

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
    if (var_of(s) != NULL) {
        int err2 = var_of(s)->pk_digest(pk, pklen, digest);
        if (err2 != 0) return err2;
        *digestlen = h->scheme->digest_len;
        return 0;
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
    if (var_of(s) != NULL) {
        if (cap < PQ8K_STREAM_HEADER_BYTES || pklen > SIZE_MAX / 2 || siglen > SIZE_MAX / 2 ||
            cap - PQ8K_STREAM_HEADER_BYTES < pklen + siglen)
            return PQ8K_ERR_BAD_LENGTH;
        err = var_of(s)->encode(pk, pklen, sig, siglen, out + PQ8K_STREAM_HEADER_BYTES,
                            cap - PQ8K_STREAM_HEADER_BYTES);
        if (err != 0) {
            memset(out, 0, cap);
            return err;
        }
        out[0] = 'P';
        out[1] = '8';
        out[2] = PQ8K_STREAM_VERSION;
        out[3] = sc->id;
        *outlen = PQ8K_STREAM_HEADER_BYTES + pklen + siglen;
        return 0;
    }
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
