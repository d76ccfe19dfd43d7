/* One-shot SLH-DSA verification: the streaming verifier fed with pk || sig at once. */
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_stream.h"

/* st has been initialised (r is its result): feed pk and sig, then the verdict */
static int run(pq8k_slhdsa_stream *st, int r, const uint8_t *pk, size_t pklen, const uint8_t *sig,
               size_t siglen)
{
    if (r == 0) r = pq8k_slhdsa_stream_update(st, pk, pklen);
    if (r == 0) r = pq8k_slhdsa_stream_update(st, sig, siglen);
    int f = pq8k_slhdsa_stream_final(st);
    return r ? r : f;
}

static int verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen, const uint8_t *msg,
                  size_t msglen, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk, int internal)
{
    pq8k_slhdsa_stream st;
    size_t pklen = pq8k_slhdsa_pk_bytes(s);
    int r = pq8k_slhdsa_stream_init(&st, s, pk, pklen, msg, msglen, ctx, ctxlen, internal);
    return run(&st, r, pk, pklen, sig, siglen);
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

int pq8k_slhdsa_hash_verify(pq8k_slhdsa_set s, const uint8_t *sig, size_t siglen,
                            pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    pq8k_slhdsa_stream st;
    size_t pklen = pq8k_slhdsa_pk_bytes(s);
    int r = pq8k_slhdsa_stream_init_prehash(&st, s, pk, pklen, alg, ph, phlen, ctx, ctxlen);
    return run(&st, r, pk, pklen, sig, siglen);
}
