/* SPDX-License-Identifier: MIT */
/*
 * One-shot XMSS / XMSS^MT verification: the push verifier run over pk and sig
 * in memory, with pk as its own trusted key (one code path for both ways).
 */
#include <string.h>
#include "pq8k/xmss.h"
#include "common/sha2.h"
#include "common/util.h"
#include "xmss/xmss_params.h"
#include "xmss/xmss_stream.h"

int pq8k_xmss_pk_digest(int mt, const uint8_t *pk, size_t pklen, uint8_t digest[32])
{
    xmss_params p;
    int err;
    if (pklen < 4) return PQ8K_ERR_BAD_LENGTH;
    err = pq8k_xmss_params_get(&p, mt, pq8k_load32_be(pk));
    if (err != 0) return err;
    if (pklen != xmss_pk_bytes(&p)) return PQ8K_ERR_BAD_LENGTH;
    pq8k_sha256(digest, pk, pklen);
    return 0;
}

#if PQ8K_CONFIG_XMSS_ANY
static int verify(int mt, const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                  const uint8_t *pk, size_t pklen)
{
    pq8k_xmss_verifier_state v;
    pq8k_stream_msg m;
    uint8_t d[32];
    int err;
    if (sig == NULL || pk == NULL || (msg == NULL && msglen != 0)) return PQ8K_ERR_STATE;
    err = pq8k_xmss_pk_digest(mt, pk, pklen, d);
    if (err != 0) return err;
    if (siglen != pq8k_xmss_stream_body_bytes(mt, pq8k_load32_be(pk)) - pklen) return PQ8K_ERR_BAD_LENGTH;
    memset(&m, 0, sizeof m);
    m.src.at.ptr = msg;
    m.src.len = msglen;
    m.mode = PQ8K_MSG_INTERNAL;
    err = pq8k_xmss_stream_init(&v, mt, d, &m);
    if (err == 0) err = pq8k_xmss_stream_update(&v, pk, pklen);
    if (err == 0) err = pq8k_xmss_stream_update(&v, sig, siglen);
    if (err == 0) err = pq8k_xmss_stream_final(&v);
    pq8k_wipe(&v, sizeof v);
    return err;
}
#else
static int verify(int mt, const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                  const uint8_t *pk, size_t pklen)
{
    (void)mt, (void)sig, (void)siglen, (void)msg, (void)msglen, (void)pk, (void)pklen;
    return PQ8K_ERR_UNSUPPORTED;
}
#endif

int pq8k_xmss_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *pk, size_t pklen)
{
    return verify(0, sig, siglen, msg, msglen, pk, pklen);
}

int pq8k_xmssmt_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                       const uint8_t *pk, size_t pklen)
{
    return verify(1, sig, siglen, msg, msglen, pk, pklen);
}

static size_t size_of(int mt, uint32_t oid, int what)
{
    xmss_params p;
    if (pq8k_xmss_params_get(&p, mt, oid) != 0) return 0;
    return what == 0 ? xmss_pk_bytes(&p) : what == 1 ? xmss_sk_bytes(&p) : xmss_sig_bytes(&p);
}

size_t pq8k_xmss_stream_body_bytes(int mt, uint32_t oid)
{
    xmss_params p;
    if (pq8k_xmss_params_get(&p, mt, oid) != 0) return 0;
    return xmss_pk_bytes(&p) + xmss_sig_bytes(&p);
}

size_t pq8k_xmss_pk_bytes(uint32_t oid) { return size_of(0, oid, 0); }
size_t pq8k_xmss_sk_bytes(uint32_t oid) { return size_of(0, oid, 1); }
size_t pq8k_xmss_sig_bytes(uint32_t oid) { return size_of(0, oid, 2); }
size_t pq8k_xmssmt_pk_bytes(uint32_t oid) { return size_of(1, oid, 0); }
size_t pq8k_xmssmt_sk_bytes(uint32_t oid) { return size_of(1, oid, 1); }
size_t pq8k_xmssmt_sig_bytes(uint32_t oid) { return size_of(1, oid, 2); }

static uint64_t max_sigs(int mt, uint32_t oid)
{
    xmss_params p;
    return pq8k_xmss_params_get(&p, mt, oid) != 0 ? 0 : (uint64_t)1 << p.h;
}

uint64_t pq8k_xmss_max_signatures(uint32_t oid) { return max_sigs(0, oid); }
uint64_t pq8k_xmssmt_max_signatures(uint32_t oid) { return max_sigs(1, oid); }
