/* SPDX-License-Identifier: MIT */
/*
 * One-shot verification: the stream machine fed with the pk and the
 * signature, without stream header or digest. One code path for both uses
 * keeps the flash small and means the KAT tests of either cover the other.
 */
#include "pq8k/falcon.h"

#include "falcon/falcon_stream.h"

static int verify(unsigned logn, const uint8_t *sig, size_t siglen,
                  const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    pq8k_falcon_verifier_state st;
    int r;

    if (sig == NULL || pk == NULL) return PQ8K_ERR_STATE;
    if ((r = pq8k_falcon_stream_init_raw(&st, logn, siglen, m, mlen)) != 0) return r;
    if ((r = pq8k_falcon_stream_update(&st, pk, falcon_pk_bytes(logn))) != 0) return r;
    if ((r = pq8k_falcon_stream_update(&st, sig, siglen)) != 0) return r;
    return pq8k_falcon_stream_final(&st);
}

int pq8k_falcon512_verify(const uint8_t *pk, const uint8_t *sig,
                          size_t siglen, const uint8_t *m, size_t mlen)
{
    return verify(9, sig, siglen, m, mlen, pk);
}

int pq8k_falcon1024_verify(const uint8_t *pk, const uint8_t *sig,
                           size_t siglen, const uint8_t *m, size_t mlen)
{
    return verify(10, sig, siglen, m, mlen, pk);
}
