/* SPDX-License-Identifier: MIT */
/*
 * One-shot LMS / HSS verification: the streaming verifier fed with the pieces
 * of pk and signature in stream order, in place (no copy, no second code path).
 */
#include <string.h>
#include "lms/lms_stream.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"

#if PQ8K_CONFIG_LMS_ANY

static int verify(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                  const uint8_t *msg, size_t msglen)
{
    pq8k_lms_verifier_state st;
    pq8k_stream_msg m;
    uint8_t d[LMS_DIGEST_BYTES];
    if (!pk || !sig || (msglen && !msg)) return PQ8K_ERR_STATE;
    memset(&m, 0, sizeof m);
    m.src.at.ptr = msg;
    m.src.len = msglen;
    m.mode = PQ8K_MSG_PURE;
    pq8k_sha256(d, pk, pklen);
    int r = pq8k_lms_stream_init(&st, hss, d, &m);
    if (r == 0) r = pq8k_lms_layout(hss, pk, pklen, sig, siglen, pq8k_lms_stream_update, &st);
    if (r == 0) r = pq8k_lms_stream_final(&st);
    return r;
}

int pq8k_lms_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen)
{
    return verify(0, pk, pklen, sig, siglen, msg, msglen);
}

int pq8k_hss_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen)
{
    return verify(1, pk, pklen, sig, siglen, msg, msglen);
}

#else
int pq8k_lms_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen)
{
    (void)pk, (void)pklen, (void)sig, (void)siglen, (void)msg, (void)msglen;
    return PQ8K_ERR_UNSUPPORTED;
}

int pq8k_hss_verify(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                    const uint8_t *msg, size_t msglen)
{
    (void)pk, (void)pklen, (void)sig, (void)siglen, (void)msg, (void)msglen;
    return PQ8K_ERR_UNSUPPORTED;
}
#endif

size_t pq8k_lms_sig_bytes(uint32_t lms_type, uint32_t ots_type)
{
    lms_tree_params t;
    lms_ots_params o;
    return pq8k_lms_pair_params_get(lms_type, ots_type, &t, &o) ? 0 : pq8k_lms_sig_len(&t, &o);
}
