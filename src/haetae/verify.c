/* SPDX-License-Identifier: MIT */
/*
 * HAETAE verification, streamed by columns of A1 and then by rows.
 *
 * Working set: k accumulators (one per row of A1 * z1, 512 bytes each), one
 * polynomial for the current column of z1, one Keccak state. z1 is rebuilt
 * column by column from LowBits in the signature and the hb stream; the rows
 * then recover w and z2 and feed w straight into the challenge hash.
 */
#include "pq8k/haetae.h"
#include "haetae/params.h"
#include "haetae/api_internal.h"
#include "haetae/challenge.h"
#include "haetae/matrix.h"
#include "haetae/packing.h"
#include "haetae/sigcode.h"
#include "haetae/verify_math.h"
#include "haetae/all_levels/ntt.h"
#include "common/fips202.h"


/* Column pass: acc[i] = sum_j A1[i][j] o NTT(z1_j); also ||z1||^2 and w' = LSB(z1_0 - c). */
static uint64_t columns(hpoly acc[HAETAE_K], hpoly *z, uint8_t wlsb[32], haetae_sigdec *d,
                        pq8k_keccak_state *ks, const uint8_t *sig, const uint8_t *pk)
{
    uint64_t norm = 0;
    for (unsigned j = 0; j < HAETAE_L; j++) {
        const uint8_t *lb = sig + HAETAE_SIG_LB + j * HAETAE_N;
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t v = haetae_z1_coeff(haetae_sig_next_hb(d), lb[n]);
            z->c[n] = (int16_t)v;
            norm += haetae_sq(v);
        }
        if (j == 0)
            haetae_wlsb(wlsb, z, sig);
        pq8k_haetae_ntt(z);
        if (j == 0)
            for (unsigned i = 0; i < HAETAE_K; i++)
                haetae_a1_col0(&acc[i], ks, pk, i);
        haetae_column_acc(acc, z, ks, pk, j);
    }
    return norm;
}

/* Row pass: w = HighBits(A1 z1 - qcj mod 2q) + h, z2 = (alpha*w - that + w') / 2;
   w goes into the challenge hash. Returns ||z2||^2. */
static uint64_t rows(hpoly acc[HAETAE_K], const uint8_t wlsb[32], haetae_sigdec *d,
                     pq8k_keccak_state *ks)
{
    uint64_t norm = 0;
    uint16_t w8[8];
    for (unsigned i = 0; i < HAETAE_K; i++) {
        pq8k_haetae_invntt(&acc[i]);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t par = i == 0 ? (wlsb[n >> 3] >> (n & 7)) & 1 : 0;
            int32_t z2, w = haetae_row_coeff(acc[i].c[n], par, haetae_sig_next_h(d), &z2);
            norm += haetae_sq(z2);
            haetae_row_absorb(ks, w8, n, w);
        }
    }
    return norm;
}

int haetae_verify_core(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *pre1, size_t pre1len, const uint8_t *pre2, size_t pre2len,
                       const uint8_t *pk)
{
    hpoly acc[HAETAE_K], z;
    pq8k_keccak_state ks;
    haetae_sigdec dec;
    uint8_t mu[32], wlsb[32], c[32];
    int err;

    if (sig == NULL || pk == NULL || (m == NULL && mlen > 0))
        return PQ8K_ERR_STATE;
    if (siglen != HAETAE_SIGBYTES)
        return PQ8K_ERR_BAD_LENGTH;
    if (haetae_pk_check(pk) != 0)
        return PQ8K_ERR_BAD_ENCODING;
    err = haetae_sig_open(&dec, sig);
    if (err != 0)
        return err;

    pq8k_shake256_init(&ks);
    pq8k_keccak_absorb(&ks, pk, HAETAE_PKBYTES);
    pq8k_keccak_absorb(&ks, pre1, pre1len);
    pq8k_keccak_absorb(&ks, pre2, pre2len);
    pq8k_keccak_absorb(&ks, m, mlen);
    pq8k_keccak_finalize(&ks);
    pq8k_keccak_squeeze(&ks, mu, 32);

    uint64_t norm = columns(acc, &z, wlsb, &dec, &ks, sig, pk);
    pq8k_shake256_init(&ks);
    norm += rows(acc, wlsb, &dec, &ks);
    haetae_challenge_finish(&ks, wlsb, mu, c);

    /* the streams were decoded as they were used; a malformed one is an
       encoding error whatever the arithmetic made of it */
    err = haetae_sig_close(&dec);
    if (err != 0)
        return err;
    if (norm > HAETAE_B2SQ)
        return PQ8K_ERR_BAD_SIGNATURE;
    /* every bit of c is compared; a verifier has no secrets, but it costs nothing */
    uint8_t diff = 0;
    for (unsigned i = 0; i < 32; i++)
        diff |= (uint8_t)(c[i] ^ sig[i]);
    return diff ? PQ8K_ERR_BAD_SIGNATURE : PQ8K_OK;
}
