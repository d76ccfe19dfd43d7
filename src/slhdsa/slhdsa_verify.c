/* One-shot SLH-DSA verification: the streaming verifier fed with pk || sig at once. */
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_stream.h"
#include "common/prehash.h"
#include "common/util.h"

/* The one-shot API checks its own arguments (the engine does it for the
   stream), then runs the push machine, stopping at its first error. */
static int verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen, const pq8k_stream_msg *m,
                  size_t ctxlen, const uint8_t *pk)
{
    pq8k_slhdsa_verifier_state st;
    const slh_params *p = slh_params_get(s);
    int r;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || (!sig && siglen) || (!m->src.at.ptr && m->src.len) || (!m->ctx && ctxlen)) return PQ8K_ERR_STATE;
    /* a signature of the wrong size is a length error whatever its bytes: the
       push machine alone would report a bad signature at the last element
       first when it is too long */
    if (ctxlen > 255 || siglen != slh_sig_bytes(p)) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_slhdsa_stream_start(&st, p, pk, m);
    if (r == 0) r = pq8k_slhdsa_stream_update(&st, pk, 2u * p->n);
    if (r == 0 && siglen != 0) r = pq8k_slhdsa_stream_update(&st, sig, siglen);
    if (r == 0) r = pq8k_slhdsa_stream_final(&st);
    pq8k_wipe(&st, sizeof st);
    return r;
}

int pq8k_slhdsa_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                       const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *pk)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, msg, msglen, ctx, ctxlen);
    return verify(s, sig, siglen, &m, ctxlen, pk);
}

int pq8k_slhdsa_verify_internal(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                                const uint8_t *msg, size_t msglen, const uint8_t *pk)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_INTERNAL, msg, msglen, NULL, 0);
    return verify(s, sig, siglen, &m, 0, pk);
}

int pq8k_slhdsa_hash_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                            pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    pq8k_stream_msg m;
    int r;
    if (!slh_params_get(s)) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || (!sig && siglen) || (!ctx && ctxlen)) return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r) return r;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PREHASH, ph, phlen, ctx, ctxlen);
    m.oid_arc = oid[PQ8K_PREHASH_OID_BYTES - 1];
    return verify(s, sig, siglen, &m, ctxlen, pk);
}
