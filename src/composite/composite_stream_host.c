/* SPDX-License-Identifier: MIT */
/*
 * The composites' host side for the engine (pq8k_pk_digest, pq8k_stream_encode):
 * the trusted digest SHAKE256(tr || classical pk, 64) with tr = SHAKE256(ML-DSA
 * pk, 64), and the stream body of docs/stream-composite.md.
 */
#include <string.h>
#include "common/fips202.h"
#include "composite/composite.h"
#include "composite/composite_stream.h"
#include "mldsa/mldsa_stream.h"

#if PQ8K_CONFIG_COMPOSITE_ANY

static void pk_digest(const pq8k_composite_params *p, const uint8_t *pk, uint8_t *digest)
{
    pq8k_keccak_state k;
    uint8_t tr[64];
    pq8k_shake256(tr, sizeof tr, pk, p->ml_pk);
    pq8k_shake256_init(&k);
    pq8k_keccak_absorb(&k, tr, sizeof tr);
    pq8k_keccak_absorb(&k, pk + p->ml_pk, p->tpk);
    pq8k_keccak_finalize(&k);
    pq8k_keccak_squeeze(&k, digest, 64);
}

/* the engine has checked siglen against the scheme's sig_min..sig_max */
static void encode(const pq8k_composite_params *p, const pq8k_stream_host *ml, const uint8_t *pk,
                   const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t tsiglen = siglen - p->ml_sig;
    uint8_t *o = body;
    pq8k_shake256(o, 64, pk, p->ml_pk);
    o += 64;
    memcpy(o, pk + p->ml_pk, p->tpk);
    o += p->tpk;
    ml->encode(pk, sig, p->ml_sig, o);
    o += ml->scheme->body_max;
    if (!p->ed25519) *o++ = (uint8_t)tsiglen;
    memcpy(o, sig + p->ml_sig, tsiglen);
}

#define COMPOSITE_HOST(ID, tok, level)                                                             \
    static void tok##_digest(const uint8_t *pk, uint8_t *digest)                                   \
    {                                                                                              \
        pk_digest(pq8k_composite_params_of(PQ8K_##ID), pk, digest);                                \
    }                                                                                              \
    static void tok##_encode(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)  \
    {                                                                                              \
        encode(pq8k_composite_params_of(PQ8K_##ID), &pq8k_mldsa##level##_stream_host, pk, sig,     \
               siglen, body);                                                                      \
    }                                                                                              \
    const pq8k_stream_host pq8k_##tok##_stream_host = {&pq8k_##tok##_stream, tok##_digest,         \
                                                       tok##_encode};

#if PQ8K_CONFIG_MLDSA44_ECDSA_P256
COMPOSITE_HOST(MLDSA44_ECDSA_P256, mldsa44_ecdsa_p256, 44)
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256
COMPOSITE_HOST(MLDSA65_ECDSA_P256, mldsa65_ecdsa_p256, 65)
#endif
#if PQ8K_CONFIG_MLDSA44_ED25519
COMPOSITE_HOST(MLDSA44_ED25519, mldsa44_ed25519, 44)
#endif
#if PQ8K_CONFIG_MLDSA65_ED25519
COMPOSITE_HOST(MLDSA65_ED25519, mldsa65_ed25519, 65)
#endif

#else
typedef int pq8k_composite_stream_host_not_built;
#endif
