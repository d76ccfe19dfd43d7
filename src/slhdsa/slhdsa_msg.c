/*
 * The message M' that SLH-DSA signs (FIPS 205 section 10): its pieces are
 * described, never copied, so a message in flash costs no RAM. The signer,
 * the one-shot verifier and the streaming verifier all frame it here.
 */
#include "pq8k/pq8k.h"
#include "slhdsa/slhdsa_hash.h"
#include "common/prehash.h"

void slh_msg_internal(slh_msg *m, const uint8_t *msg, size_t msglen)
{
    m->ctx = 0;
    m->msg = msg;
    m->msglen = msglen;
    m->hdr[0] = 0;
    m->hdr[1] = 0;
    m->hdrlen = 0;
    m->ph = 0;
}

static int external(slh_msg *m, uint8_t domain, const uint8_t *msg, size_t msglen,
                    const uint8_t *ctx, size_t ctxlen)
{
    slh_msg_internal(m, msg, msglen);
    if ((!msg && msglen) || (!ctx && ctxlen)) return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    m->ctx = ctx;
    m->hdr[0] = domain;
    m->hdr[1] = (uint8_t)ctxlen;
    m->hdrlen = 2;
    return 0;
}

int slh_msg_pure(slh_msg *m, const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)
{
    return external(m, 0, msg, msglen, ctx, ctxlen);
}

int slh_msg_prehash(slh_msg *m, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                    const uint8_t *ctx, size_t ctxlen)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    int r = external(m, 1, 0, 0, ctx, ctxlen);
    if (r == 0) r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r != 0) return r;
    m->msg = ph;
    m->msglen = phlen;
    m->ph = (uint8_t)alg;
    return 0;
}
