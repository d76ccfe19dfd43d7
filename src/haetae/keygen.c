/* SPDX-License-Identifier: MIT */
/*
 * HAETAE key generation from a 32-byte seed.
 *
 * The secret polynomials are packed into the secret-key buffer as soon as
 * they are sampled and unpacked whenever needed, so only one or two
 * polynomials are ever held. b's rows are accumulated together (A0 entries
 * streamed, each NTT(s1_j) computed once per attempt; k accumulators fit
 * beside the singular-value peak). The singular-value check needs the 2 KB FFT
 * buffer and 1 KB of sums, which is this operation's peak.
 */
#include "pq8k/pq8k.h"
#include "haetae/params.h"
#include "haetae/api_internal.h"
#include "haetae/matrix.h"
#include "haetae/packing.h"
#include "haetae/all_levels/ntt.h"
#include "haetae/all_levels/sv_estimate.h"
#include "haetae/all_levels/xof.h"
#include "common/ct.h"
#include "common/util.h"
#include "common/keygen_release.h"

/* 2^64 mod q: one Montgomery multiplication by it removes a factor 2^-32. */
#define HAETAE_MONTSQ 4214

static void sample_secrets(uint8_t *sk, pq8k_keccak_state *ks, hpoly *t, const uint8_t sigma[64],
                           uint16_t nonce)
{
    for (unsigned j = 0; j < HAETAE_M; j++) {
        pq8k_haetae_eta_poly(t, ks, sigma, (uint16_t)(nonce + j));
        haetae_pack_s1(sk + HAETAE_SK_S1 + j * HAETAE_POLYS1_BYTES, t);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        pq8k_haetae_eta_poly(t, ks, sigma, (uint16_t)(nonce + HAETAE_M + i));
        haetae_pack_s2(sk + HAETAE_SK_S2 + i * HAETAE_POLYS2_BYTES, t);
    }
}

/* acc[i] = A0[i] * s1 in the NTT domain, times 2^-32, for every row: each
   NTT(s1_j) is computed once and used by all k rows (k accumulators). */
static void a0s1(hpoly acc[HAETAE_K], hpoly *t, pq8k_keccak_state *ks, const uint8_t *sk,
                 const uint8_t rho[32])
{
    for (unsigned i = 0; i < HAETAE_K; i++)
        for (unsigned n = 0; n < HAETAE_N; n++)
            acc[i].c[n] = 0;
    for (unsigned j = 0; j < HAETAE_M; j++) {
        haetae_unpack_s1(t, sk + HAETAE_SK_S1 + j * HAETAE_POLYS1_BYTES);
        pq8k_haetae_ntt(t);
        for (unsigned i = 0; i < HAETAE_K; i++)
            haetae_acc_a0(&acc[i], t, ks, rho, i, j, 0);
    }
}

/* 1 if the key's singular-value estimate is within the bound; s is scratch. */
static PQ8K_NOINLINE int sv_ok(const uint8_t *sk, hpoly *s)
{
    uint32_t sum[HAETAE_N] = {0};
    pq8k_haetae_cfx work[HAETAE_N];
    for (unsigned j = 0; j < HAETAE_M; j++) {
        haetae_unpack_s1(s, sk + HAETAE_SK_S1 + j * HAETAE_POLYS1_BYTES);
        pq8k_haetae_sv_add(sum, work, s);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        haetae_unpack_s2(s, sk + HAETAE_SK_S2 + i * HAETAE_POLYS2_BYTES);
        pq8k_haetae_sv_add(sum, work, s);
    }
    int ok = pq8k_haetae_sv_finish(sum, HAETAE_TAU) <= HAETAE_SV_MAX;
    pq8k_wipe(sum, sizeof sum);
    pq8k_wipe(work, sizeof work);
    return ok;
}

/* Coefficient n of row i of the packed b (b1, or NTT(-2b)) in pk. */
static uint32_t pk_b_coeff(const uint8_t *pk, unsigned i, unsigned n)
{
    const uint8_t *b = pk + HAETAE_SEEDBYTES + i * HAETAE_POLYB_BYTES;
#if HAETAE_D == 1
    return (uint32_t)haetae_get15(b, n);
#else
    return (uint32_t)(b[2 * n] | (b[2 * n + 1] << 8));
#endif
}

#if HAETAE_D == 1
/* b = a + A0 s1 + s2 = 2 b1 + b0 with b0 in {-1, 0, 1}: pack b1 into pk and
   fold b0 into s2 (in sk), so that s2 ends in [-2, 2]. With check set
   (the self-check), nothing is written: b is recomputed from the folded s2,
   which must give b0 = 0 and the b1 in pk; the result is then non-zero
   if some coefficient differs. */
static PQ8K_NOINLINE uint32_t make_b(uint8_t *pk, uint8_t *sk, const uint8_t rho[32], int check)
{
    hpoly accs[HAETAE_K], t;
    pq8k_keccak_state ks;
    pq8k_haetae_uniform_buf u;
    uint32_t bad = 0;
    a0s1(accs, &t, &ks, sk, rho);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        uint8_t *s2 = sk + HAETAE_SK_S2 + i * HAETAE_POLYS2_BYTES;
        hpoly *acc = &accs[i];
        pq8k_haetae_invntt(acc);
        haetae_unpack_s2(&t, s2);
        haetae_a_start(&ks, rho, i);
        pq8k_haetae_uniform_buf_init(&u);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t b = haetae_pos(haetae_reduce(acc->c[n] + t.c[n] + pq8k_haetae_uniform_buf_next(&u, &ks)));
            int32_t b0 = b & 1;
            b0 -= ((b >> 1) & b0) << 1;      /* -1 when b = 3 mod 4 */
            acc->c[n] = (int16_t)((b - b0) >> 1);
            t.c[n] = (int16_t)(t.c[n] - b0);
            if (check) bad |= (uint32_t)b0 | ((uint32_t)acc->c[n] ^ pk_b_coeff(pk, i, n));
        }
        if (!check) {
            haetae_pack_b(pk + HAETAE_SEEDBYTES + i * HAETAE_POLYB_BYTES, acc);
            haetae_pack_s2(s2, &t);
        }
    }
    pq8k_wipe(accs, sizeof accs);
    pq8k_wipe(&t, sizeof t);
    pq8k_wipe(&ks, sizeof ks);
    return bad;
}
#else
/* The public key stores NTT(-2b) with b = A0 s1 + s2, in [0, q). With check
   set, nothing is written: non-zero if some coefficient differs from pk. */
static PQ8K_NOINLINE uint32_t make_b(uint8_t *pk, uint8_t *sk, const uint8_t rho[32], int check)
{
    hpoly accs[HAETAE_K], t;
    pq8k_keccak_state ks;
    uint32_t bad = 0;
    a0s1(accs, &t, &ks, sk, rho);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        hpoly *acc = &accs[i];
        haetae_unpack_s2(&t, sk + HAETAE_SK_S2 + i * HAETAE_POLYS2_BYTES);
        pq8k_haetae_ntt(&t);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t b = haetae_center(haetae_montmul(acc->c[n], HAETAE_MONTSQ) + t.c[n]);
            acc->c[n] = (int16_t)haetae_pos(haetae_center(-2 * b));
            if (check) bad |= (uint32_t)(uint16_t)acc->c[n] ^ pk_b_coeff(pk, i, n);
        }
        if (!check) haetae_pack_b(pk + HAETAE_SEEDBYTES + i * HAETAE_POLYB_BYTES, acc);
    }
    pq8k_wipe(accs, sizeof accs);
    pq8k_wipe(&t, sizeof t);
    pq8k_wipe(&ks, sizeof ks);
    return bad;
}
#endif

#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
/* 1 if c is outside [-lim, lim], without a branch on c */
static uint32_t outside(int32_t c, int32_t lim)
{
    return ((uint32_t)(c + lim) | (uint32_t)(lim - c)) >> 31;
}

/* non-zero if a coefficient of s1 is outside [-1, 1] or of s2 outside
   [-2, 2] (d = 1, after the fold) or [-1, 1]; t is scratch */
static uint32_t s_out_of_range(const uint8_t *sk, hpoly *t)
{
    uint32_t bad = 0;
    for (unsigned j = 0; j < HAETAE_M; j++) {
        haetae_unpack_s1(t, sk + HAETAE_SK_S1 + j * HAETAE_POLYS1_BYTES);
        for (unsigned n = 0; n < HAETAE_N; n++) bad |= outside(t->c[n], 1);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        haetae_unpack_s2(t, sk + HAETAE_SK_S2 + i * HAETAE_POLYS2_BYTES);
        for (unsigned n = 0; n < HAETAE_N; n++)
            bad |= outside(t->c[n], HAETAE_D + 1);
    }
    return bad;
}

/*
 * The key generation's self-check (docs/security.md, "Signing under
 * faults"): s1 and s2 within their ranges, b recomputed from s1, s2 and the
 * pk's seed equal to the released b, the singular-value bound of the
 * released secret, and the pk copy in sk equal to pk. A fault in the
 * sampling, the product, the fold or the rejection of a key candidate
 * leaves a pair that does not pass. Cost: make_b and the singular-value
 * estimate once more. 0 or PQ8K_ERR_FAULT.
 */
int haetae_keygen_check(uint8_t *pk, uint8_t *sk)
{
    hpoly t;
    uint32_t bad = s_out_of_range(sk, &t);
    bad |= make_b(pk, sk, pk, 1);
    bad |= (uint32_t)(sv_ok(sk, &t) != 1);
    bad |= (uint32_t)pq8k_ct_memneq(pk, sk, HAETAE_PKBYTES);
    pq8k_wipe(&t, sizeof t);
    return pq8k_ct_public(bad != 0) ? PQ8K_ERR_FAULT : 0;
}
#endif

int haetae_keygen_core(uint8_t *pk, uint8_t *sk, const uint8_t seed[32])
{
    uint8_t seeds[128];             /* rho (32) || sigma (64) || key (32) */
    const uint8_t *rho = seeds, *sigma = seeds + 32, *key = seeds + 96;
    pq8k_keccak_state ks;
    hpoly t;
    uint32_t nonce = 0;
    int err = PQ8K_OK;

    pq8k_shake256(seeds, sizeof seeds, seed, 32);
    PQ8K_CT_DECLASSIFY(seeds, 32); /* rho: the first bytes of pk */
    for (;;) {
        if (nonce + HAETAE_M + HAETAE_K > 0xFFFFu) {
            err = PQ8K_ERR_INTERNAL;     /* the reference's 16-bit nonce would wrap */
            break;
        }
        sample_secrets(sk, &ks, &t, sigma, (uint16_t)nonce);
        nonce += HAETAE_M + HAETAE_K;
#if HAETAE_D == 1
        /* s2 depends on b here, so b comes before the singular-value test */
        (void)make_b(pk, sk, rho, 0);
        /* a rejected key candidate is discarded: the verdict is public, as in
           the reference (the number of tries reveals only the nonce) */
        if (pq8k_ct_public((uint32_t)sv_ok(sk, &t)))
            break;
#else
        if (pq8k_ct_public((uint32_t)sv_ok(sk, &t))) {
            (void)make_b(pk, sk, rho, 0);
            break;
        }
#endif
    }
    if (err == PQ8K_OK) {
        for (unsigned i = 0; i < HAETAE_SEEDBYTES; i++)
            pk[i] = rho[i];
        for (unsigned i = 0; i < HAETAE_PKBYTES; i++)
            sk[i] = pk[i];
        for (unsigned i = 0; i < HAETAE_SEEDBYTES; i++)
            sk[HAETAE_SK_KEY + i] = key[i];
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
        err = pq8k_keygen_release(haetae_keygen_check(pk, sk), pk, HAETAE_PKBYTES, sk, HAETAE_SKBYTES);
#endif
    } else {
        pq8k_wipe(pk, HAETAE_PKBYTES);
        pq8k_wipe(sk, HAETAE_SKBYTES);
    }
    pq8k_wipe(seeds, sizeof seeds);
    pq8k_wipe(&ks, sizeof ks);
    pq8k_wipe(&t, sizeof t);
    return err;
}
