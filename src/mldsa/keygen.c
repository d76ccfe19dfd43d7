/* SPDX-License-Identifier: MIT */
/* ML-DSA key generation (FIPS 204 Algorithms 1 and 6), two polynomials of RAM. */
#include <string.h>
#include "pq8k/mldsa.h"
#include "common/fips202.h"
#include "common/ct.h"
#include "common/util.h"
#include "common/keygen_release.h"
#include "mldsa/internal.h"
#include "mldsa/all_levels/bits.h"
#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/ntt.h"

#if MLDSA_BUILT

/* 8 bytes per squeeze: divides the SHAKE256 rate */
#define ETA_SQUEEZE 8

/*
 * s = RejBoundedPoly(rho' || nonce) (Algorithm 33), written packed as eta - s.
 * eta - s is (nibble mod 5) for eta = 2 and the nibble itself for eta = 4.
 * Which nibbles are rejected depends on the secret XOF output, as in FIPS 204,
 * and is declassified (docs/security.md): a rejected nibble is discarded, so
 * the pattern says nothing about the accepted values, which are handled
 * without branches.
 */
static void expand_s(uint8_t *out, const uint8_t rhop[64], unsigned nonce, uint32_t tmp[256])
{
    pq8k_keccak_state st;
    uint8_t buf[ETA_SQUEEZE], n2[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    unsigned m = 0;

    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, rhop, 64);
    pq8k_keccak_absorb(&st, n2, 2);
    pq8k_keccak_finalize(&st);
    while (m < 256) {
        pq8k_keccak_squeeze(&st, buf, ETA_SQUEEZE);
        for (unsigned k = 0; k < 2 * ETA_SQUEEZE && m < 256; k++) {
            uint32_t z = (buf[k >> 1] >> (4 * (k & 1))) & 15;
#if MLDSA_ETA == 2
            if (pq8k_ct_public((z + 1u) >> 4 == 0)) tmp[m++] = z - 5 * ((z * 205) >> 10);
#else
            if (pq8k_ct_public((z + 7u) >> 4 == 0)) tmp[m++] = z;
#endif
        }
    }
    pq8k_mldsa_pack(out, tmp, MLDSA_ETA_BITS);
    pq8k_wipe(&st, sizeof st);
    pq8k_wipe(buf, sizeof buf);
}

/* packed eta - s -> s mod q */
static void unpack_eta(uint32_t v[256], const uint8_t *packed)
{
    for (unsigned m = 0; m < 256; m++)
        v[m] = mldsa_from_signed((int32_t)MLDSA_ETA - (int32_t)pq8k_mldsa_get_bits(packed, m, MLDSA_ETA_BITS));
}

/* t_i = (A s1)_i + s2_i, split by Power2Round into pk (t1) and sk (t0) */
static void t_row(uint8_t *pk, uint8_t *sk, unsigned i, uint32_t acc[256], uint32_t v[256])
{
    memset(acc, 0, 256 * sizeof acc[0]);
    for (unsigned j = 0; j < MLDSA_L; j++) {
        unpack_eta(v, sk + MLDSA_SK_S1 + j * MLDSA_ETAPOLY_BYTES);
        pq8k_mldsa_row_step_ct(acc, v, pk, i, j);
    }
    pq8k_mldsa_invntt_mont_ct(acc);
    unpack_eta(v, sk + MLDSA_SK_S2 + i * MLDSA_ETAPOLY_BYTES);
    for (unsigned m = 0; m < 256; m++) {
        int32_t t0;
        acc[m] = pq8k_mldsa_power2round(&t0, mldsa_add(acc[m], v[m]));
        v[m] = (uint32_t)((1 << (MLDSA_D - 1)) - t0);
    }
    pq8k_mldsa_pack(pk + 32 + i * MLDSA_T1POLY_BYTES, acc, MLDSA_T1_BITS);
    pq8k_mldsa_pack(sk + MLDSA_SK_T0 + i * MLDSA_T0POLY_BYTES, v, MLDSA_T0_BITS);
}

#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
/* non-zero if a packed eta - s coefficient lies outside [0, 2 eta] */
static uint32_t eta_out_of_range(const uint8_t *packed, unsigned polys)
{
    uint32_t bad = 0;
    for (unsigned m = 0; m < 256 * polys; m++)
        bad |= (2u * MLDSA_ETA - pq8k_mldsa_get_bits(packed, m, MLDSA_ETA_BITS)) >> 31;
    return bad;
}

/* non-zero if row i of t = A s1 + s2, recomputed, differs from the t1 in pk
   or the t0 in sk (the same arithmetic as t_row, compared instead of packed) */
static uint32_t t_row_differs(const uint8_t *pk, const uint8_t *sk, unsigned i, uint32_t acc[256],
                              uint32_t v[256])
{
    const uint8_t *t1 = pk + 32 + i * MLDSA_T1POLY_BYTES, *t0p = sk + MLDSA_SK_T0 + i * MLDSA_T0POLY_BYTES;
    uint32_t bad = 0;
    memset(acc, 0, 256 * sizeof acc[0]);
    for (unsigned j = 0; j < MLDSA_L; j++) {
        unpack_eta(v, sk + MLDSA_SK_S1 + j * MLDSA_ETAPOLY_BYTES);
        pq8k_mldsa_row_step_ct(acc, v, pk, i, j);
    }
    pq8k_mldsa_invntt_mont_ct(acc);
    unpack_eta(v, sk + MLDSA_SK_S2 + i * MLDSA_ETAPOLY_BYTES);
    for (unsigned m = 0; m < 256; m++) {
        int32_t t0;
        uint32_t hi = pq8k_mldsa_power2round(&t0, mldsa_add(acc[m], v[m]));
        bad |= hi ^ pq8k_mldsa_get_bits(t1, m, MLDSA_T1_BITS);
        bad |= (uint32_t)((1 << (MLDSA_D - 1)) - t0) ^ pq8k_mldsa_get_bits(t0p, m, MLDSA_T0_BITS);
    }
    return bad;
}

/*
 * The key generation's self-check (docs/security.md, "Signing under
 * faults"): every coefficient of s1 and s2 within eta, t = A s1 + s2
 * recomputed row by row and split again into the released t1 and t0,
 * sk's rho equal to pk's, tr = H(pk). A fault in the sampling of s, the
 * matrix product or the split leaves a pair that does not pass. acc and v
 * are two polynomials of scratch (the key generation's own); cost: the
 * product A s1 once more and one SHAKE256 of pk. 0 or PQ8K_ERR_FAULT.
 */
int MLDSA_NS(keygen_check)(const uint8_t *pk, const uint8_t *sk, uint32_t acc[256], uint32_t v[256])
{
    uint8_t tr[64];
    uint32_t bad = eta_out_of_range(sk + MLDSA_SK_S1, MLDSA_L) | eta_out_of_range(sk + MLDSA_SK_S2, MLDSA_K);
    for (unsigned i = 0; i < MLDSA_K; i++) bad |= t_row_differs(pk, sk, i, acc, v);
    pq8k_shake256(tr, sizeof tr, pk, MLDSA_PK_BYTES);
    bad |= (uint32_t)pq8k_ct_memneq(tr, sk + 64, sizeof tr);
    bad |= (uint32_t)pq8k_ct_memneq(pk, sk, 32);
    pq8k_wipe(acc, 256 * sizeof acc[0]);
    pq8k_wipe(v, 256 * sizeof v[0]);
    return pq8k_ct_public(bad != 0) ? PQ8K_ERR_FAULT : 0;
}
#endif

int MLDSA_NS(keygen_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32])
{
    uint8_t seeds[128]; /* rho || rho' || K */
    uint8_t kl[2] = {MLDSA_K, MLDSA_L};
    uint32_t acc[256], v[256];
    pq8k_keccak_state st;

    if (pk == NULL || sk == NULL || seed == NULL) return PQ8K_ERR_STATE;
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, seed, 32);
    pq8k_keccak_absorb(&st, kl, 2);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, seeds, 128);

    PQ8K_CT_DECLASSIFY(seeds, 32); /* rho: the first bytes of pk */
    memcpy(pk, seeds, 32);
    memcpy(sk, seeds, 32);
    memcpy(sk + 32, seeds + 96, 32);
    for (unsigned j = 0; j < MLDSA_L; j++)
        expand_s(sk + MLDSA_SK_S1 + j * MLDSA_ETAPOLY_BYTES, seeds + 32, j, v);
    for (unsigned i = 0; i < MLDSA_K; i++)
        expand_s(sk + MLDSA_SK_S2 + i * MLDSA_ETAPOLY_BYTES, seeds + 32, MLDSA_L + i, v);
    for (unsigned i = 0; i < MLDSA_K; i++) t_row(pk, sk, i, acc, v);
    pq8k_shake256(sk + 64, 64, pk, MLDSA_PK_BYTES);

    pq8k_wipe(seeds, sizeof seeds);
    pq8k_wipe(&st, sizeof st);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    int r = pq8k_keygen_release(MLDSA_NS(keygen_check)(pk, sk, acc, v), pk, MLDSA_PK_BYTES, sk, MLDSA_SK_BYTES);
#else
    int r = 0;
#endif
    pq8k_wipe(acc, sizeof acc);
    pq8k_wipe(v, sizeof v);
    return r;
}

int MLDSA_NS(keygen)(uint8_t *pk, uint8_t *sk)
{
    uint8_t xi[32];
    int r;
    if (pk == NULL || sk == NULL) return PQ8K_ERR_STATE;
    if (pq8k_randombytes(xi, sizeof xi) != 0) {
        memset(pk, 0, MLDSA_PK_BYTES);
        memset(sk, 0, MLDSA_SK_BYTES);
        pq8k_wipe(xi, sizeof xi);
        return PQ8K_ERR_RNG;
    }
    r = MLDSA_NS(keygen_from_seed)(pk, sk, xi);
    pq8k_wipe(xi, sizeof xi);
    return r;
}

#else
typedef int pq8k_mldsa_level_not_built;
#endif
