/* One-shot SLH-DSA verification: the streaming verifier fed with pk || sig at once. */
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_stream.h"

static int verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen, const uint8_t *msg,
                  size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk, int internal)
{
    pq8k_slhdsa_stream st;
    size_t pklen = pq8k_slhdsa_pk_bytes(s);
    int r = pq8k_slhdsa_stream_init(&st, s, pk, pklen, msg, msglen, ctx, ctxlen, internal);
    if (r == 0) r = pq8k_slhdsa_stream_update(&st, pk, pklen);
    if (r == 0) r = pq8k_slhdsa_stream_update(&st, sig, siglen);
    int f = pq8k_slhdsa_stream_final(&st);
    return r ? r : f;
}

int pq8k_slhdsa_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                       const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *pk)
{
    return verify(s, sig, siglen, msg, msglen, ctx, ctxlen, pk, 0);
}

int pq8k_slhdsa_verify_internal(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                                const uint8_t *msg, size_t msglen, const uint8_t *pk)
{
    return verify(s, sig, siglen, msg, msglen, 0, 0, pk, 1);
}
