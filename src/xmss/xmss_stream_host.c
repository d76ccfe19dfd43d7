/* SPDX-License-Identifier: MIT */
/*
 * Host side of the XMSS / XMSS^MT stream: the trusted digest SHA-256(pk) and
 * the body pk || sig, after checking the lengths the pk's OID implies.
 */
#include <string.h>
#include "xmss/xmss_params.h"
#include "xmss/xmss_stream.h"

#if PQ8K_CONFIG_XMSS_ANY
static int encode(int mt, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                  uint8_t *body, size_t cap)
{
    uint8_t d[32];
    int err = pq8k_xmss_pk_digest(mt, pk, pklen, d);
    if (err != 0) return err;
    if (pklen + siglen != pq8k_xmss_stream_body_bytes(mt, pq8k_load32_be(pk)) || cap < pklen + siglen)
        return PQ8K_ERR_BAD_LENGTH;
    memcpy(body, pk, pklen);
    memcpy(body + pklen, sig, siglen);
    return 0;
}

#if PQ8K_CONFIG_XMSS
static int digest_xmss(const uint8_t *pk, size_t pklen, uint8_t *d) { return pq8k_xmss_pk_digest(0, pk, pklen, d); }
static int encode_xmss(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen, uint8_t *b, size_t cap)
{
    return encode(0, pk, pklen, sig, siglen, b, cap);
}
const pq8k_stream_host pq8k_xmss_stream_host = {&pq8k_xmss_stream, NULL, NULL};
const pq8k_stream_host_var pq8k_xmss_stream_host_var = {PQ8K_XMSS, digest_xmss, encode_xmss};
#endif
#if PQ8K_CONFIG_XMSSMT
static int digest_xmssmt(const uint8_t *pk, size_t pklen, uint8_t *d) { return pq8k_xmss_pk_digest(1, pk, pklen, d); }
static int encode_xmssmt(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen, uint8_t *b,
                         size_t cap)
{
    return encode(1, pk, pklen, sig, siglen, b, cap);
}
const pq8k_stream_host pq8k_xmssmt_stream_host = {&pq8k_xmssmt_stream, NULL, NULL};
const pq8k_stream_host_var pq8k_xmssmt_stream_host_var = {PQ8K_XMSSMT, digest_xmssmt, encode_xmssmt};
#endif
#else
typedef int pq8k_xmss_stream_host_not_built;
#endif
