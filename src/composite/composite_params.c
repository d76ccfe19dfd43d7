/* SPDX-License-Identifier: MIT */
/*
 * The composites' parameters, M', PH(M) and the classical half
 * (src/composite/composite.h). Labels, pre-hashes and encodings from
 * draft-ietf-lamps-pq-composite-sigs-19 (algParams): its label table
 * (src/labelsTable.md) still spells the ML-DSA-65 + P-256 label without
 * "ECDSA-"; the draft text and its test vectors use
 * COMPSIG-MLDSA65-ECDSA-P256-SHA512, as here.
 */
#include <string.h>
#include "pq8k/pq8k.h"
#include "common/sha2.h"
#include "common/stream_scheme.h"
#include "common/util.h"
#include "composite/composite.h"

#if PQ8K_CONFIG_COMPOSITE_ANY

#if PQ8K_COMPOSITE_P256_BUILT
#include "classic/p256.h"
#endif
#if PQ8K_COMPOSITE_ED25519_BUILT
#include "classic/ed25519.h"
#endif

/* "CompositeAlgorithmSignatures2025" */
const uint8_t pq8k_composite_prefix[PQ8K_COMPOSITE_PREFIX_BYTES] = { /* no NUL */
    'C', 'o', 'm', 'p', 'o', 's', 'i', 't',
    'e', 'A', 'l', 'g', 'o', 'r', 'i', 't',
    'h', 'm', 'S', 'i', 'g', 'n', 'a', 't',
    'u', 'r', 'e', 's', '2', '0', '2', '5',
};

#define LABEL(s) (uint8_t)(sizeof(s) - 1), (const uint8_t *)(s) /* labellen, label */
static const pq8k_composite_params table[] = {
#if PQ8K_CONFIG_MLDSA44_ECDSA_P256
    {PQ8K_MLDSA44_ECDSA_P256, 0, 32, LABEL("COMPSIG-MLDSA44-ECDSA-P256-SHA256"), 1312, 2420, 65, 8, 72},
#endif
#if PQ8K_CONFIG_MLDSA65_ECDSA_P256
    {PQ8K_MLDSA65_ECDSA_P256, 0, 64, LABEL("COMPSIG-MLDSA65-ECDSA-P256-SHA512"), 1952, 3309, 65, 8, 72},
#endif
#if PQ8K_CONFIG_MLDSA44_ED25519
    {PQ8K_MLDSA44_ED25519, 1, 64, LABEL("COMPSIG-MLDSA44-Ed25519-SHA512"), 1312, 2420, 32, 64, 64},
#endif
#if PQ8K_CONFIG_MLDSA65_ED25519
    {PQ8K_MLDSA65_ED25519, 1, 64, LABEL("COMPSIG-MLDSA65-Ed25519-SHA512"), 1952, 3309, 32, 64, 64},
#endif
};

const pq8k_composite_params *pq8k_composite_params_of(unsigned s)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].id == s) return &table[i];
    return NULL;
}

int pq8k_composite_ph(const pq8k_composite_params *p, const pq8k_msg_src *src, uint8_t ph[64])
{
    int err;
    if (p->phlen == 32) {
        pq8k_sha256_ctx c;
        pq8k_sha256_init(&c);
        err = pq8k_msg_absorb(src, pq8k_sink_sha256, &c);
        pq8k_sha256_final(&c, ph);
    } else {
        pq8k_sha512_ctx c;
        pq8k_sha512_init(&c);
        err = pq8k_msg_absorb(src, pq8k_sink_sha512, &c);
        pq8k_sha512_final(&c, ph);
    }
    return err;
}

size_t pq8k_composite_mprime(const pq8k_composite_params *p, uint8_t *out, const uint8_t *ctx,
                             size_t ctxlen, const uint8_t *ph)
{
    uint8_t *o = out;
    memcpy(o, pq8k_composite_prefix, PQ8K_COMPOSITE_PREFIX_BYTES);
    o += PQ8K_COMPOSITE_PREFIX_BYTES;
    memcpy(o, p->label, p->labellen);
    o += p->labellen;
    *o++ = (uint8_t)ctxlen;
    if (ctxlen > 0) memcpy(o, ctx, ctxlen);
    o += ctxlen;
    memcpy(o, ph, p->phlen);
    return (size_t)(o - out) + p->phlen;
}

int pq8k_composite_trad_verify(const pq8k_composite_params *p, const uint8_t *tpk,
                               const uint8_t *tsig, size_t tsiglen, const uint8_t *mp, size_t n,
                               pq8k_composite_classic_ws *ws)
{
    if (tsiglen < p->tsig_min || tsiglen > p->tsig_max) return PQ8K_ERR_BAD_LENGTH;
#if PQ8K_COMPOSITE_ED25519_BUILT
    if (p->ed25519) return pq8k_ed25519_verify_ws(tpk, tsig, mp, n, &ws->ed25519);
#endif
#if PQ8K_COMPOSITE_P256_BUILT
    if (!p->ed25519) { /* ecdsa-with-SHA256 over M', in both P-256 composites */
        pq8k_sha256(ws->p256.h, mp, n);
        return pq8k_p256_verify_ws(tpk, tsig, tsiglen, ws->p256.h, sizeof ws->p256.h, &ws->p256.ws);
    }
#endif
    (void)ws;
    return PQ8K_ERR_UNSUPPORTED;
}

/* the second test of each token through a volatile read the compiler must repeat */
int pq8k_composite_both(const volatile uint8_t *ml_ok, const volatile uint8_t *trad_ok)
{
    if (*ml_ok != PQ8K_FIH_TOKEN || *trad_ok != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*trad_ok != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
    if (*ml_ok != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

#else
typedef int pq8k_composite_not_built;
#endif
