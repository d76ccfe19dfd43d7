/* SPDX-License-Identifier: MIT */
/* ML-DSA key generation (FIPS 204 Algorithms 1 and 6), two polynomials of RAM. */
#include <string.h>
#include "pq8k/mldsa.h"
#include "common/fips202.h"
#include "common/ct.h"
#include "common/util.h"
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
    pq8k_wipe(acc, sizeof acc);
    pq8k_wipe(v, sizeof v);
    pq8k_wipe(&st, sizeof st);
    return 0;
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
