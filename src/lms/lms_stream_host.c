/* SPDX-License-Identifier: MIT */
/*
 * Host side of the LMS / HSS stream: the body from a pk and an RFC 8554
 * signature (docs/stream-lms.md), and the engine's host entries.
 */
#include <string.h>
#include "lms/lms_stream.h"
#include "pq8k/pq8k.h"

typedef struct {
    uint8_t *out;
    size_t len, cap;
} sink;

static int put(void *ctx, const uint8_t *p, size_t len)
{
    sink *s = ctx;
    if (s->out) {
        if (s->cap - s->len < len) return PQ8K_ERR_BAD_LENGTH;
        memcpy(s->out + s->len, p, len);
    }
    s->len += len;
    return 0;
}

size_t pq8k_lms_stream_body_len(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                                size_t siglen)
{
    sink s = {NULL, 0, 0};
    return pq8k_lms_layout(hss, pk, pklen, sig, siglen, put, &s) ? 0 : s.len;
}

int pq8k_lms_stream_encode(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                           size_t siglen, uint8_t *out, size_t *outlen)
{
    sink s = {out, 0, *outlen};
    int r = pq8k_lms_layout(hss, pk, pklen, sig, siglen, put, &s);
    *outlen = r ? 0 : s.len;
    return r;
}

#if PQ8K_CONFIG_LMS_ANY
static int digest_lms(const uint8_t *pk, size_t pklen, uint8_t *d)
{
    return pq8k_lms_pk_digest(0, pk, pklen, d);
}

static int digest_hss(const uint8_t *pk, size_t pklen, uint8_t *d)
{
    return pq8k_lms_pk_digest(1, pk, pklen, d);
}

static int encode_lms(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                      uint8_t *body, size_t cap)
{
    return pq8k_lms_stream_encode(0, pk, pklen, sig, siglen, body, &cap);
}

static int encode_hss(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                      uint8_t *body, size_t cap)
{
    return pq8k_lms_stream_encode(1, pk, pklen, sig, siglen, body, &cap);
}

const pq8k_stream_host pq8k_lms_stream_host = {&pq8k_lms_stream, NULL, NULL};
const pq8k_stream_host pq8k_hss_stream_host = {&pq8k_hss_stream, NULL, NULL};
const pq8k_stream_host_var pq8k_lms_stream_host_var = {PQ8K_LMS, digest_lms, encode_lms};
const pq8k_stream_host_var pq8k_hss_stream_host_var = {PQ8K_HSS, digest_hss, encode_hss};
#endif
