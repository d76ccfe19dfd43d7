/* SPDX-License-Identifier: MIT */
/* One-shot ML-DSA verification (FIPS 204 Algorithms 3 and 8) in two polynomials of RAM. */
#include <string.h>
#include "pq8k/mldsa.h"
#include "common/fips202.h"
#include "common/prehash.h"
#include "common/util.h"
#include "mldsa/internal.h"
#include "mldsa/all_levels/bits.h"
#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/hashing.h"
#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/ntt.h"

#if MLDSA_BUILT

static uint32_t z_bits(const uint8_t *sig, unsigned j, unsigned m)
{
    return pq8k_mldsa_get_bits(sig + MLDSA_SIG_Z + j * MLDSA_ZPOLY_BYTES, m, MLDSA_Z_BITS);
}

static int z_in_range(const uint8_t *sig)
{
    uint32_t bad = 0;
    for (unsigned j = 0; j < MLDSA_L; j++)
        for (unsigned m = 0; m < 256; m++) bad |= mldsa_z_too_big(mldsa_z_coef(z_bits(sig, j, m)));
    return bad == 0;
}

/* acc <- w'_i = (A z)_i - (c t1 2^d)_i in [0, q) */
static void w_approx_row(uint32_t acc[256], uint32_t v[256], const uint8_t *sig, const uint8_t *pk,
                         const uint8_t *cpos, const uint8_t csign[8], unsigned i)
{
    const uint8_t *t1 = pk + 32 + i * MLDSA_T1POLY_BYTES;
    memset(acc, 0, 256 * sizeof acc[0]);
    for (unsigned j = 0; j < MLDSA_L; j++) {
        for (unsigned m = 0; m < 256; m++) v[m] = mldsa_from_signed(mldsa_z_coef(z_bits(sig, j, m)));
        pq8k_mldsa_row_step(acc, v, pk, i, j);
    }
    pq8k_mldsa_invntt_mont(acc);
    for (unsigned m = 0; m < 256; m++) v[m] = pq8k_mldsa_get_bits(t1, m, MLDSA_T1_BITS) << MLDSA_D;
    pq8k_mldsa_sub_ct1_poly(acc, v, cpos, csign, MLDSA_TAU);
}

int MLDSA_NS(verify_mu)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t mu[64])
{
    uint32_t acc[256], v[256];
    uint8_t cpos[MLDSA_TAU], csign[8], ctilde[MLDSA_CTILDE];
    const uint8_t *h;
    pq8k_keccak_state st;
    unsigned start = 0;

    if (sig == NULL || mu == NULL || pk == NULL) return PQ8K_ERR_STATE;
    if (siglen != MLDSA_SIG_BYTES) return PQ8K_ERR_BAD_LENGTH;
    h = sig + MLDSA_SIG_H;
    if (MLDSA_NS(hint_check)(h) != 0) return PQ8K_ERR_BAD_ENCODING;
    if (!z_in_range(sig)) return PQ8K_ERR_BAD_SIGNATURE;

    pq8k_mldsa_challenge(cpos, csign, sig, MLDSA_CTILDE, MLDSA_TAU);
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, mu, 64);
    for (unsigned i = 0; i < MLDSA_K; i++) {
        unsigned end = h[MLDSA_OMEGA + i];
        w_approx_row(acc, v, sig, pk, cpos, csign, i);
        pq8k_mldsa_absorb_w1(&st, acc, h + start, end - start, MLDSA_GAMMA2);
        start = end;
    }
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, ctilde, MLDSA_CTILDE);
    return pq8k_ct_memneq(ctilde, sig, MLDSA_CTILDE) ? PQ8K_ERR_BAD_SIGNATURE : 0;
}

int MLDSA_NS(verify_internal)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                              size_t mlen)
{
    uint8_t tr[64], mu[64];
    if (pk == NULL || (m == NULL && mlen != 0)) return PQ8K_ERR_STATE;
    pq8k_shake256(tr, 64, pk, MLDSA_PK_BYTES);
    pq8k_mldsa_mu_internal(mu, tr, m, mlen);
    return MLDSA_NS(verify_mu)(pk, sig, siglen, mu);
}

int MLDSA_NS(verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                     size_t mlen, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t tr[64], mu[64];
    if (pk == NULL || (m == NULL && mlen != 0) || (ctx == NULL && ctxlen != 0)) return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    pq8k_shake256(tr, 64, pk, MLDSA_PK_BYTES);
    pq8k_mldsa_mu_pure(mu, tr, ctx, ctxlen, m, mlen);
    return MLDSA_NS(verify_mu)(pk, sig, siglen, mu);
}

int MLDSA_NS(hash_verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, pq8k_prehash alg,
                          const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t tr[64], mu[64], oid[PQ8K_PREHASH_OID_BYTES];
    int r;
    if (pk == NULL || (ctx == NULL && ctxlen != 0)) return PQ8K_ERR_STATE;
    if (ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r != 0) return r;
    pq8k_shake256(tr, 64, pk, MLDSA_PK_BYTES);
    pq8k_mldsa_mu_prehash(mu, tr, ctx, ctxlen, oid, sizeof oid, ph, phlen);
    return MLDSA_NS(verify_mu)(pk, sig, siglen, mu);
}

#else
typedef int pq8k_mldsa_level_not_built;
#endif
