/* SPDX-License-Identifier: MIT */
/*
 * The walk from the standard encodings (pk, RFC 8554 signature) to the stream
 * order, shared by the one-shot verifier (which feeds the pieces to the
 * streaming verifier in place) and the host encoder (which copies them).
 * Only lengths and type codes are read here; the verifier checks the rest.
 */
#include "lms/lms_stream.h"
#include "pq8k/pq8k.h"

/* The LMS public key at p (left bytes available): its length, or an error. */
static long lms_pub_len(const uint8_t *p, size_t left)
{
    lms_tree_params t;
    lms_ots_params o;
    if (left < 8) return PQ8K_ERR_BAD_LENGTH;
    int r = pq8k_lms_pair_params_get(pq8k_load32_be(p), pq8k_load32_be(p + 4), &t, &o);
    if (r) return r;
    return 24 + (long)t.m;
}

static int pk_levels(int hss, const uint8_t *pk, size_t pklen, unsigned *levels)
{
    size_t off = hss ? 4 : 0;
    *levels = 1;
    if (pklen < off) return PQ8K_ERR_BAD_LENGTH;
    if (hss) {
        uint32_t l = pq8k_load32_be(pk);
        if (l < 1 || l > 8) return PQ8K_ERR_BAD_ENCODING;
        *levels = l;
    }
    long n = lms_pub_len(pk + off, pklen - off);
    if (n < 0) return (int)n;
    return pklen == off + (size_t)n ? 0 : PQ8K_ERR_BAD_LENGTH;
}

/* One LMS signature at sig (left bytes): its length, or an error. */
static long lms_one_sig_len(const uint8_t *sig, size_t left, uint8_t *n_out)
{
    lms_tree_params t;
    lms_ots_params o;
    if (left < 8) return PQ8K_ERR_BAD_LENGTH;
    int r = pq8k_lms_ots_params_get(pq8k_load32_be(sig + 4), &o);
    if (r) return r;
    size_t at = 8 + (size_t)o.n * (o.p + 1u);
    if (left < at + 4) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_lms_pair_params_get(pq8k_load32_be(sig + at), pq8k_load32_be(sig + 4), &t, &o);
    if (r) return r;
    size_t len = pq8k_lms_sig_len(&t, &o);
    if (left < len) return PQ8K_ERR_BAD_LENGTH;
    *n_out = o.n;
    return (long)len;
}

int pq8k_lms_layout(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
               lms_emit_fn emit, void *ctx)
{
    unsigned levels;
    size_t pos = 0;
    int r = pk_levels(hss, pk, pklen, &levels);
    if (r == 0) r = emit(ctx, pk, pklen);
    if (r == 0 && hss) {
        if (siglen < 4) return PQ8K_ERR_BAD_LENGTH;
        if (pq8k_load32_be(sig) != levels - 1) return PQ8K_ERR_BAD_ENCODING;
        r = emit(ctx, sig, 4);
        pos = 4;
    }
    for (unsigned l = 0; r == 0 && l < levels; l++) {
        uint8_t n = 0;
        long len = lms_one_sig_len(sig + pos, siglen - pos, &n), publen = 0;
        if (len < 0) return (int)len;
        if (l + 1 < levels) {
            publen = lms_pub_len(sig + pos + len, siglen - pos - (size_t)len);
            if (publen < 0) return (int)publen;
            if (siglen - pos - (size_t)len < (size_t)publen) return PQ8K_ERR_BAD_LENGTH;
        }
        r = emit(ctx, sig + pos, 8u + n);
        if (r == 0 && publen) r = emit(ctx, sig + pos + len, (size_t)publen);
        if (r == 0) r = emit(ctx, sig + pos + 8 + n, (size_t)len - 8u - n);
        pos += (size_t)len + (size_t)publen;
    }
    if (r == 0 && pos != siglen) r = PQ8K_ERR_BAD_LENGTH;
    return r;
}

int pq8k_lms_pk_digest(int hss, const uint8_t *pk, size_t pklen, uint8_t digest[32])
{
    unsigned levels;
    int r = pk_levels(hss, pk, pklen, &levels);
    if (r == 0) pq8k_sha256(digest, pk, pklen);
    return r;
}
