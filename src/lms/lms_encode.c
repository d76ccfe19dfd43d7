/*
 * Host side of the LMS / HSS stream: the body from a pk and an RFC 8554
 * signature (docs/stream-lms.md).
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
    return lms_layout(hss, pk, pklen, sig, siglen, put, &s) ? 0 : s.len;
}

int pq8k_lms_stream_encode(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                           size_t siglen, uint8_t *out, size_t *outlen)
{
    sink s = {out, 0, *outlen};
    int r = lms_layout(hss, pk, pklen, sig, siglen, put, &s);
    *outlen = r ? 0 : s.len;
    return r;
}
