/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA signing (FIPS 204 Algorithms 2 and 7) in two polynomials of RAM.
 *
 * Nothing of size k or l is stored: y_j is regenerated from rho'' whenever it
 * is needed, matrix entries are squeezed on the fly, w is computed one row at
 * a time (once to hash w1, once more for the low-bits and hint checks), and
 * the products with c are sparse sums over the packed s1, s2, t0 in sk. This
 * trades time (about 2kl NTTs per attempt instead of l) for memory.
 */
#include <string.h>
#include "pq8k/mldsa.h"
#include "common/fips202.h"
#include "common/ct.h"
#include "common/prehash.h"
#include "common/util.h"
#include "mldsa/internal.h"
#include "mldsa/all_levels/bits.h"
#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/hashing.h"
#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/ntt.h"

#if MLDSA_BUILT

/* the working set of one signature, wiped in one go */
typedef struct {
    uint32_t acc[256];
    uint32_t v[256];
    uint32_t chat[256];         /* NTT(c) of the current attempt */
    uint32_t hmask[MLDSA_K][8]; /* hint bits of the current attempt, bit m of row i */
    uint8_t rhopp[64];
    pq8k_keccak_state h; /* c~ = H(mu || w1) */
} sign_ws;

/* 8 coefficients per squeeze: Z_BITS bytes */
static void expand_mask(int32_t y[256], const uint8_t rhopp[64], unsigned nonce)
{
    pq8k_keccak_state st;
    uint8_t buf[MLDSA_Z_BITS], n2[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, rhopp, 64);
    pq8k_keccak_absorb(&st, n2, 2);
    pq8k_keccak_finalize(&st);
    for (unsigned m = 0; m < 256; m += 8) {
        pq8k_keccak_squeeze(&st, buf, sizeof buf);
        for (unsigned k = 0; k < 8; k++) y[m + k] = mldsa_z_coef(pq8k_mldsa_get_bits(buf, k, MLDSA_Z_BITS));
    }
    pq8k_wipe(&st, sizeof st);
    pq8k_wipe(buf, sizeof buf);
}

/* acc <- w_i = (A y)_i in [0, q) */
static void w_row(sign_ws *w, const uint8_t *rho, unsigned i, unsigned kappa)
{
    int32_t *y = (int32_t *)w->v;
    memset(w->acc, 0, sizeof w->acc);
    for (unsigned j = 0; j < MLDSA_L; j++) {
        expand_mask(y, w->rhopp, kappa + j);
        for (unsigned m = 0; m < 256; m++) w->v[m] = mldsa_from_signed(y[m]);
        pq8k_mldsa_row_step_ct(w->acc, w->v, rho, i, j);
    }
    pq8k_mldsa_invntt_mont_ct(w->acc);
}

/* c~ into sig, and NTT(c) from it */
static void commit(uint8_t *sig, sign_ws *w, const uint8_t mu[64], const uint8_t *sk, unsigned kappa)
{
    pq8k_shake256_init(&w->h);
    pq8k_keccak_absorb(&w->h, mu, 64);
    for (unsigned i = 0; i < MLDSA_K; i++) {
        w_row(w, sk, i, kappa);
        pq8k_mldsa_absorb_w1(&w->h, w->acc, NULL, 0, MLDSA_GAMMA2);
    }
    pq8k_keccak_finalize(&w->h);
    pq8k_keccak_squeeze(&w->h, sig, MLDSA_CTILDE);
    pq8k_mldsa_challenge_ntt(w->chat, sig, MLDSA_CTILDE, MLDSA_TAU);
}

/* [0, q) -> (-q/2, q/2], branch-free */
static int32_t centred(uint32_t x)
{
    return (int32_t)x - (int32_t)(MLDSA_Q & (0u - (((MLDSA_Q - 1u) / 2u - x) >> 31)));
}

/*
 * w->v <- c * s exactly (centred), s[m] = offset - field m of packed (s1, s2
 * with offset eta, t0 with offset 2^12): InvNTT(NTT(s) o NTT(c)), which
 * touches c only through w->chat, and is exact because |c s| < q/2.
 */
static void times_c(sign_ws *w, const uint8_t *packed, unsigned bits, int32_t offset)
{
    for (unsigned m = 0; m < 256; m++)
        w->v[m] = mldsa_from_signed(offset - (int32_t)pq8k_mldsa_get_bits(packed, m, bits));
    pq8k_mldsa_ntt_ct(w->v);
    for (unsigned m = 0; m < 256; m++) w->v[m] = mldsa_mont(w->v[m], w->chat[m]);
    pq8k_mldsa_invntt_mont_ct(w->v);
    for (unsigned m = 0; m < 256; m++) w->v[m] = (uint32_t)centred(w->v[m]);
}

/*
 * z = y + c s1 into sig; non-zero if some |z| >= gamma1 - beta. Every
 * polynomial is computed: only the verdict is published, not which one failed.
 */
static uint32_t response(uint8_t *sig, sign_ws *w, const uint8_t *sk, unsigned kappa)
{
    int32_t *z = (int32_t *)w->acc;
    uint32_t bad = 0;
    for (unsigned j = 0; j < MLDSA_L; j++) {
        times_c(w, sk + MLDSA_SK_S1 + j * MLDSA_ETAPOLY_BYTES, MLDSA_ETA_BITS, MLDSA_ETA);
        expand_mask(z, w->rhopp, kappa + j);
        for (unsigned m = 0; m < 256; m++) {
            z[m] += (int32_t)w->v[m];
            bad |= mldsa_z_too_big(z[m]);
            w->acc[m] = (uint32_t)((int32_t)MLDSA_GAMMA1 - z[m]);
        }
        pq8k_mldsa_pack(sig + MLDSA_SIG_Z + j * MLDSA_ZPOLY_BYTES, w->acc, MLDSA_Z_BITS);
    }
    return bad;
}

/* acc <- r = w_i - c s2_i; non-zero if some |LowBits(r)| >= gamma2 - beta */
static uint32_t low_bits_check(sign_ws *w, const uint8_t *sk, unsigned i)
{
    uint32_t bad = 0;
    times_c(w, sk + MLDSA_SK_S2 + i * MLDSA_ETAPOLY_BYTES, MLDSA_ETA_BITS, MLDSA_ETA);
    for (unsigned m = 0; m < 256; m++) {
        int32_t r0;
        w->acc[m] = mldsa_sub(w->acc[m], mldsa_from_signed((int32_t)w->v[m]));
        (void)pq8k_mldsa_decompose(&r0, w->acc[m], MLDSA_GAMMA2);
        bad |= mldsa_ge(mldsa_abs(r0), MLDSA_GAMMA2 - MLDSA_BETA);
    }
    return bad;
}

/*
 * Hints of row i: h = [HighBits(r + c t0) != HighBits(r)] (MakeHint(-ct0,
 * r + ct0)) as bits of w->hmask[i]; returns their number. *bad gets a
 * non-zero bit if some |c t0| >= gamma2. Nothing here branches on or is
 * addressed by a hint: the positions are written out only once the attempt
 * is accepted (write_hints).
 */
static uint32_t hints(sign_ws *w, const uint8_t *sk, unsigned i, uint32_t *bad)
{
    const int32_t *ct0 = (const int32_t *)w->v;
    uint32_t n = 0;
    times_c(w, sk + MLDSA_SK_T0 + i * MLDSA_T0POLY_BYTES, MLDSA_T0_BITS, 1 << (MLDSA_D - 1));
    for (unsigned k = 0; k < 8; k++) w->hmask[i][k] = 0;
    for (unsigned m = 0; m < 256; m++) {
        *bad |= mldsa_ge(mldsa_abs(ct0[m]), MLDSA_GAMMA2);
        uint32_t d = pq8k_mldsa_highbits(mldsa_add(w->acc[m], mldsa_from_signed(ct0[m])), MLDSA_GAMMA2) ^
                     pq8k_mldsa_highbits(w->acc[m], MLDSA_GAMMA2);
        d = (d | (0u - d)) >> 31;
        w->hmask[i][m >> 5] |= d << (m & 31);
        n += d;
    }
    return n;
}

/* HintBitPack of the accepted attempt: h is now part of the signature, public */
static void write_hints(uint8_t *h, sign_ws *w)
{
    unsigned n = 0;
    PQ8K_CT_DECLASSIFY(w->hmask, sizeof w->hmask);
    for (unsigned i = 0; i < MLDSA_K; i++) {
        for (unsigned m = 0; m < 256; m++)
            if ((w->hmask[i][m >> 5] >> (m & 31)) & 1u) h[n++] = (uint8_t)m;
        h[MLDSA_OMEGA + i] = (uint8_t)n;
    }
    memset(h + n, 0, MLDSA_OMEGA - n);
}

/*
 * One attempt with counter kappa: 0 and a complete sig, or 1 (rejected).
 * Two outcomes are public (docs/security.md): the z check, and the combined
 * verdict of the r0, c t0 and hint-count checks over all rows.
 */
static int attempt(uint8_t *sig, sign_ws *w, const uint8_t mu[64], const uint8_t *sk, unsigned kappa)
{
    uint32_t bad = 0, n = 0;
    commit(sig, w, mu, sk, kappa);
    if (pq8k_ct_public(response(sig, w, sk, kappa) != 0)) return 1;
    for (unsigned i = 0; i < MLDSA_K; i++) {
        w_row(w, sk, i, kappa);
        bad |= low_bits_check(w, sk, i);
        n += hints(w, sk, i, &bad);
    }
    bad |= (MLDSA_OMEGA - n) >> 31; /* more than omega hints */
    if (pq8k_ct_public(bad != 0)) return 1;
    write_hints(sig + MLDSA_SIG_H, w);
    return 0;
}

#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
/*
 * The released signature checked as a verifier would, before it leaves
 * (docs/security.md, "Signing under faults"). The sk holds no t1, and the
 * pk is not an argument; but t1 2^d = A s1 + s2 - t0 (mod q), so the
 * verifier's w' = A z - c t1 2^d is, row by row,
 *   w'_i = sum_j A_ij (z_j - c s1_j) - c s2_i + c t0_i,
 * computed here from the released z, c~ and h and the sk, in the signer's
 * own working set (no RAM beyond it). Then UseHint(h, w') must hash with mu
 * to the released c~, z must lie inside gamma1 - beta and h must be a
 * well-formed hint of at most omega ones: every bound the verifier knows.
 * Any fault that changed y between the commitment and the response (an
 * aborted mask loop, a skipped addition, a wrong challenge) fails the hash.
 * Returns 0 or PQ8K_ERR_FAULT; cost: about one attempt (k l NTTs of z - c s1).
 */
static int check_released(const uint8_t *sig, sign_ws *w, const uint8_t mu[64], const uint8_t *sk)
{
    const uint8_t *h = sig + MLDSA_SIG_H;
    uint32_t bad = (uint32_t)(MLDSA_NS(hint_check)(h) != 0);
    uint8_t ct[MLDSA_CTILDE];
    unsigned start = 0;
    PQ8K_CT_DECLASSIFY(sig, MLDSA_SIG_BYTES); /* checked as the public value it is about to be */
    pq8k_mldsa_challenge_ntt(w->chat, sig, MLDSA_CTILDE, MLDSA_TAU);
    pq8k_shake256_init(&w->h);
    pq8k_keccak_absorb(&w->h, mu, 64);
    for (unsigned i = 0; i < MLDSA_K; i++) {
        memset(w->acc, 0, sizeof w->acc);
        for (unsigned j = 0; j < MLDSA_L; j++) {
            const uint8_t *zp = sig + MLDSA_SIG_Z + j * MLDSA_ZPOLY_BYTES;
            uint32_t *cs1 = w->v;
            times_c(w, sk + MLDSA_SK_S1 + j * MLDSA_ETAPOLY_BYTES, MLDSA_ETA_BITS, MLDSA_ETA);
            for (unsigned m = 0; m < 256; m++) {
                int32_t z = mldsa_z_coef(pq8k_mldsa_get_bits(zp, m, MLDSA_Z_BITS));
                bad |= mldsa_z_too_big(z);
                cs1[m] = mldsa_from_signed(z - (int32_t)cs1[m]);
            }
            pq8k_mldsa_row_step_ct(w->acc, w->v, sk, i, j);
        }
        pq8k_mldsa_invntt_mont_ct(w->acc);
        times_c(w, sk + MLDSA_SK_S2 + i * MLDSA_ETAPOLY_BYTES, MLDSA_ETA_BITS, MLDSA_ETA);
        for (unsigned m = 0; m < 256; m++) w->acc[m] = mldsa_sub(w->acc[m], mldsa_from_signed((int32_t)w->v[m]));
        times_c(w, sk + MLDSA_SK_T0 + i * MLDSA_T0POLY_BYTES, MLDSA_T0_BITS, 1 << (MLDSA_D - 1));
        for (unsigned m = 0; m < 256; m++) w->acc[m] = mldsa_add(w->acc[m], mldsa_from_signed((int32_t)w->v[m]));
        /* w' is public (any verifier computes it); h was checked well-formed */
        PQ8K_CT_DECLASSIFY(w->acc, sizeof w->acc);
        unsigned end = h[MLDSA_OMEGA + i] <= MLDSA_OMEGA ? h[MLDSA_OMEGA + i] : MLDSA_OMEGA;
        if (end < start) end = start;
        pq8k_mldsa_absorb_w1(&w->h, w->acc, h + start, end - start, MLDSA_GAMMA2);
        start = end;
    }
    pq8k_keccak_finalize(&w->h);
    pq8k_keccak_squeeze(&w->h, ct, sizeof ct);
    bad |= (uint32_t)pq8k_ct_memneq(ct, sig, MLDSA_CTILDE);
    bad |= (uint32_t)PQ8K_FIH_NEQ(ct, sig, MLDSA_CTILDE);
    pq8k_wipe(ct, sizeof ct);
    return pq8k_ct_public(bad != 0) ? PQ8K_ERR_FAULT : 0;
}
#endif

int MLDSA_NS(sign_mu)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t mu[64],
                      const uint8_t rnd[32])
{
    sign_ws w;
    int r = PQ8K_ERR_INTERNAL;

    if (siglen != NULL) *siglen = 0;
    if (sig == NULL) return PQ8K_ERR_STATE;
    if (mu == NULL || rnd == NULL || sk == NULL) {
        memset(sig, 0, MLDSA_SIG_BYTES);
        return PQ8K_ERR_STATE;
    }
    pq8k_shake256_init(&w.h);
    pq8k_keccak_absorb(&w.h, sk + 32, 32);
    pq8k_keccak_absorb(&w.h, rnd, 32);
    pq8k_keccak_absorb(&w.h, mu, 64);
    pq8k_keccak_finalize(&w.h);
    pq8k_keccak_squeeze(&w.h, w.rhopp, 64);
    /* the mask nonce kappa + j is a 16-bit field */
    unsigned kappa = 0, accepted = 0x10000u;
    for (; kappa + MLDSA_L <= 0x10000u; kappa += MLDSA_L) {
        if (attempt(sig, &w, mu, sk, kappa) == 0) {
            r = 0;
            accepted = kappa;
            break;
        }
    }
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    /* the loop left through its break: its counter is the accepted attempt's */
    if (r == 0 && (accepted != kappa || check_released(sig, &w, mu, sk) != 0)) r = PQ8K_ERR_FAULT;
#else
    (void)accepted;
#endif
    pq8k_wipe(&w, sizeof w);
    if (r != 0) {
        memset(sig, 0, MLDSA_SIG_BYTES);
        return r;
    }
    if (siglen != NULL) *siglen = MLDSA_SIG_BYTES;
    return 0;
}

int MLDSA_NS(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                            size_t mlen, const uint8_t rnd[32])
{
    uint8_t mu[64];
    if (sk == NULL || (m == NULL && mlen != 0)) {
        if (siglen != NULL) *siglen = 0;
        if (sig != NULL) memset(sig, 0, MLDSA_SIG_BYTES);
        return PQ8K_ERR_STATE;
    }
    pq8k_mldsa_mu_internal(mu, sk + 64, m, mlen);
    return MLDSA_NS(sign_mu)(sig, siglen, sk, mu, rnd);
}

/* clears the outputs of a call that fails before signing */
static int refuse(uint8_t *sig, size_t *siglen, int err)
{
    if (siglen != NULL) *siglen = 0;
    if (sig != NULL) memset(sig, 0, MLDSA_SIG_BYTES);
    return err;
}

/* argument checks of the external interfaces; m is the message or PH(M) */
static int external_args(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                         size_t ctxlen, const uint8_t *sk)
{
    if (sig == NULL || sk == NULL || (m == NULL && mlen != 0) || (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    return ctxlen > 255 ? PQ8K_ERR_BAD_LENGTH : 0;
}

/* rnd from pq8k_randombytes (hedged) or 0^32 (deterministic), then mu -> signature */
static int sign_with(uint8_t *sig, size_t *siglen, uint8_t mu[64], const uint8_t *sk, int hedged)
{
    uint8_t rnd[32] = {0};
    int r;
    if (hedged && pq8k_randombytes(rnd, sizeof rnd) != 0)
        r = refuse(sig, siglen, PQ8K_ERR_RNG);
    else
        r = MLDSA_NS(sign_mu)(sig, siglen, sk, mu, rnd);
    pq8k_wipe(rnd, sizeof rnd);
    pq8k_wipe(mu, 64);
    return r;
}

static int sign_pure(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                     size_t ctxlen, const uint8_t *sk, int hedged)
{
    uint8_t mu[64];
    int r = external_args(sig, m, mlen, ctx, ctxlen, sk);
    if (r != 0) return refuse(sig, siglen, r);
    pq8k_mldsa_mu_pure(mu, sk + 64, ctx, ctxlen, m, mlen);
    return sign_with(sig, siglen, mu, sk, hedged);
}

int MLDSA_NS(sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m, size_t mlen,
                   const uint8_t *ctx, size_t ctxlen)
{
    return sign_pure(sig, siglen, m, mlen, ctx, ctxlen, sk, 1);
}

int MLDSA_NS(sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                                 size_t mlen, const uint8_t *ctx, size_t ctxlen)
{
    return sign_pure(sig, siglen, m, mlen, ctx, ctxlen, sk, 0);
}

/* HashML-DSA (Algorithm 4) with PH(M) = ph given */
static int sign_prehash(uint8_t *sig, size_t *siglen, pq8k_prehash alg, const uint8_t *ph,
                        size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, int hedged)
{
    uint8_t mu[64], oid[PQ8K_PREHASH_OID_BYTES];
    int r = external_args(sig, NULL, 0, ctx, ctxlen, sk);
    if (r == 0) r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r != 0) return refuse(sig, siglen, r);
    pq8k_mldsa_mu_prehash(mu, sk + 64, ctx, ctxlen, oid, sizeof oid, ph, phlen);
    return sign_with(sig, siglen, mu, sk, hedged);
}

int MLDSA_NS(hash_sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg,
                        const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen)
{
    return sign_prehash(sig, siglen, alg, ph, phlen, ctx, ctxlen, sk, 1);
}

int MLDSA_NS(hash_sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *sk,
                                      pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                                      const uint8_t *ctx, size_t ctxlen)
{
    return sign_prehash(sig, siglen, alg, ph, phlen, ctx, ctxlen, sk, 0);
}

#else
typedef int pq8k_mldsa_level_not_built;
#endif
