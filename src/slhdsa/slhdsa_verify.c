/* SPDX-License-Identifier: MIT */
/* One-shot SLH-DSA verification: the streaming verifier fed with pk || sig at once. */
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_stream.h"
#include "common/prehash.h"
#include "common/util.h"

/*
 * The one-shot API checks its own arguments (the engine does it for the
 * stream), then runs the push machine, stopping at its first error. M' (mode:
 * a pq8k_msg_mode, with the last byte of OID(PH) in bits 8-15 for pre-hash)
 * is written straight into the machine's state, as pq8k_msg_in_memory would:
 * no copy of it in the entries' frames, which also pass their arguments on
 * without keeping them across a call (on rv32 the entry frames were 48 bytes
 * larger, on the one-shot verifier's deepest path).
 */
static int verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen, const uint8_t *pk,
                  unsigned mode, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                  size_t ctxlen)
{
    pq8k_slhdsa_verifier_state st;
    const slh_params *p;
    int r;
    /* first, so that its arguments need no registers across the calls */
    st.m.src.read = NULL;
    st.m.src.at.ptr = msg;
    st.m.src.len = msglen;
    st.m.ctx = ctx;
    st.m.mode = (uint8_t)mode;
    st.m.ctxlen = (uint8_t)ctxlen;
    st.m.oid_arc = (uint8_t)(mode >> 8);
    p = pq8k_slh_params_get(s);
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || (!sig && siglen) || (!st.m.src.at.ptr && st.m.src.len) || (!st.m.ctx && ctxlen))
        return PQ8K_ERR_STATE;
    /* a signature of the wrong size is a length error whatever its bytes: the
       push machine alone would report a bad signature at the last element
       first when it is too long */
    if (ctxlen > 255 || siglen != slh_sig_bytes(p)) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_slhdsa_stream_start(&st, p, pk, &st.m);
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
    return verify(s, sig, siglen, pk, PQ8K_MSG_PURE, msg, msglen, ctx, ctxlen);
}

int pq8k_slhdsa_verify_internal(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                                const uint8_t *msg, size_t msglen, const uint8_t *pk)
{
    return verify(s, sig, siglen, pk, PQ8K_MSG_INTERNAL, msg, msglen, NULL, 0);
}

int pq8k_slhdsa_hash_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                            pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    int r;
    if (!pq8k_slh_params_get(s)) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || (!sig && siglen) || (!ctx && ctxlen)) return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r) return r;
    return verify(s, sig, siglen, pk, PQ8K_MSG_PREHASH | (unsigned)oid[PQ8K_PREHASH_OID_BYTES - 1] << 8,
                  ph, phlen, ctx, ctxlen);
}
