/* SPDX-License-Identifier: MIT */
/*
 * What the composite code shares (src/composite/): each composite's
 * parameters (draft-ietf-lamps-pq-composite-sigs-19, section 7 and its
 * algParams), the message representative M', and the classical half's
 * verification. The streaming verifier (composite_stream.c), its host side
 * (composite_stream_host.c), the one-shot verifier (composite_verify.c) and
 * the signer (composite_sign.c) build on it.
 */
#ifndef PQ8K_COMPOSITE_INTERNAL_H
#define PQ8K_COMPOSITE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/composite.h"

#define PQ8K_COMPOSITE_P256_BUILT (PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ECDSA_P256)
#define PQ8K_COMPOSITE_ED25519_BUILT (PQ8K_CONFIG_MLDSA44_ED25519 || PQ8K_CONFIG_MLDSA65_ED25519)

/* "CompositeAlgorithmSignatures2025", the first bytes of every M' */
#define PQ8K_COMPOSITE_PREFIX_BYTES 32
extern const uint8_t pq8k_composite_prefix[PQ8K_COMPOSITE_PREFIX_BYTES];
/* the longest M': prefix, the longest label (33), len(ctx), 255 bytes of ctx,
   SHA-512 (the stream state's PQ8K_COMPOSITE_ST_MPRIME, pq8k/verifier_states.h) */
#define PQ8K_COMPOSITE_MPRIME_MAX (PQ8K_COMPOSITE_PREFIX_BYTES + 33 + 1 + 255 + 64)

typedef struct {
    uint8_t id;          /* pq8k_scheme */
    uint8_t ed25519;     /* 1: Ed25519 half, 0: ECDSA-P256 half */
    uint8_t phlen;       /* PH(M): 32 (SHA-256) or 64 (SHA-512) */
    uint8_t labellen;
    const uint8_t *label;
    uint16_t ml_pk;      /* ML-DSA half: pk and signature bytes */
    uint16_t ml_sig;
    uint8_t tpk;         /* classical pk bytes: 65 (P-256) or 32 */
    uint8_t tsig_min;    /* classical signature bytes: 8..72 (DER) or 64 */
    uint8_t tsig_max;
} pq8k_composite_params;

/* The parameters of composite s when it is built, else NULL. */
const pq8k_composite_params *pq8k_composite_params_of(unsigned s);

/* PH(M) by the composite's pre-hash into ph[0..p->phlen); 0 or PQ8K_ERR_READ. */
int pq8k_composite_ph(const pq8k_composite_params *p, const pq8k_msg_src *src, uint8_t ph[64]);

/* M' into out (PQ8K_COMPOSITE_MPRIME_MAX bytes of room); returns its length. */
size_t pq8k_composite_mprime(const pq8k_composite_params *p, uint8_t *out, const uint8_t *ctx,
                             size_t ctxlen, const uint8_t *ph);

#if PQ8K_CONFIG_COMPOSITE_ANY /* (its workspace type exists only then) */
/* The classical half over M' (mp, n bytes), in the workspace ws (mp and tsig
   outside it): 0, or the classical verifier's error. */
int pq8k_composite_trad_verify(const pq8k_composite_params *p, const uint8_t *tpk,
                               const uint8_t *tsig, size_t tsiglen, const uint8_t *mp, size_t n,
                               pq8k_composite_classic_ws *ws);
#endif

/* The verdict over both halves' tokens (PQ8K_FIH_TOKEN each): 0 only if both
   are set, each tested twice when hardened; else PQ8K_ERR_BAD_SIGNATURE. */
int pq8k_composite_both(const volatile uint8_t *ml_ok, const volatile uint8_t *trad_ok);

#endif
