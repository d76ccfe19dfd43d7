/* SPDX-License-Identifier: MIT */
/*
 * HAETAE signing without storing y, z or the matrix.
 *
 * One attempt runs up to four passes over the hyperball streams of its nonce:
 *   1. the radius scale (sum of squares of every Gaussian sample);
 *   2. y again, rounded, to accumulate A1 * round(y1) column by column, then
 *      round(y2) row by row: Ay mod q stays in k polynomials, the only
 *      per-attempt state besides two scratch polynomials;
 *   3. after the challenge, the norms of z and 2z - y. With
 *      PQ8K_CONFIG_HAETAE_SIGN_IP, pass 2 also kept the correlation of y with
 *      s, and the norms follow from one inner product with c (ip_reject);
 *      only when that cannot decide (or without the option) y is replayed
 *      once more with c * s per polynomial (pass_reject);
 *   4. only for an accepted z: z rounded per polynomial, the hint and
 *      HighBits(z1) rANS-encoded backwards straight into the signature.
 * y and z live only one coefficient at a time; every step is a function of
 * (seed, nonce), so repeating it gives the same bytes as the reference.
 */
#include "pq8k/pq8k.h"
#include "haetae/params.h"
#include "haetae/api_internal.h"
#include "haetae/challenge.h"
#include "haetae/hyperball.h"
#include "haetae/matrix.h"
#include "haetae/packing.h"
#include "haetae/sigcode.h"
#include "haetae/all_levels/ntt.h"
#include "common/ct.h"
#include "common/util.h"

typedef struct {
    uint8_t mu[64];
    uint8_t seed[64];
    uint8_t lsb[32];            /* LSB(round(y1[0])), also the parity of Ay row 0 */
    uint16_t nonce;             /* first nonce of the current hyperball sample */
    uint8_t coin;               /* b: bit 0 signs c*s, bit 1 enables the second test */
    volatile uint64_t yy;       /* ||y||^2 of the current sample, read again by the self-check
                                   (volatile: the compiler would drop a test it can prove) */
    hpoly ay[HAETAE_K];         /* A * round(y) mod q, centred */
    hpoly t;                    /* scratch: a column of round(y1), then c*s */
    hpoly chat;                 /* NTT(c); s_p while pass 2 correlates */
    haetae_hb hb;
#if PQ8K_CONFIG_HAETAE_SIGN_IP
    uint32_t ip[HAETAE_N];      /* sum over p of <y_p >> 4, x^j s_p> (negacyclic), mod 2^32 */
#endif
} sign_ws;

static int32_t round13(int32_t v)
{
    return (v + (1 << 12)) >> 13;
}

/* s_p of s = (1, s1, s2): unpacked from the secret key (p > 0). */
static void load_s(hpoly *r, const uint8_t *sk, unsigned p)
{
    if (p < HAETAE_L)
        haetae_unpack_s1(r, sk + HAETAE_SK_S1 + (p - 1) * HAETAE_POLYS1_BYTES);
    else
        haetae_unpack_s2(r, sk + HAETAE_SK_S2 + (p - HAETAE_L) * HAETAE_POLYS2_BYTES);
}

#if PQ8K_CONFIG_HAETAE_SIGN_IP
/*
 * The share of coefficient n of y_p in the correlation: ip[j] += (y >> 4) *
 * s~(n - j) for every j, where s~ extends s_p negacyclically (s~(m - 256) =
 * -s_p[m]). Then <y >> 4, c s> = sum_j c_j ip[j] for any challenge c. The
 * true sums stay below 2^30 in magnitude (Cauchy-Schwarz with ||y|| at most
 * the radius); unsigned arithmetic keeps a rejected, larger y well defined.
 */
static void ip_add(uint32_t ip[HAETAE_N], const hpoly *s, unsigned p, unsigned n, int32_t y)
{
    uint32_t v = (uint32_t)(y >> 4);
    if (p == 0) {               /* s_0 = 1 */
        ip[n] += v;
        return;
    }
    for (unsigned j = 0; j <= n; j++)
        ip[j] += v * (uint32_t)(int32_t)s->c[n - j];
    for (unsigned j = n + 1; j < HAETAE_N; j++)
        ip[j] -= v * (uint32_t)(int32_t)s->c[n + HAETAE_N - j];
}
#define IP_START(w, sk, p) do { if ((p) > 0) load_s(&(w)->chat, sk, p); } while (0)
#define IP_ADD(w, p, n, y) ip_add((w)->ip, &(w)->chat, p, n, y)
#else
#define IP_START(w, sk, p) ((void)0)
#define IP_ADD(w, p, n, y) ((void)0)
#endif

/* Pass 2: ay = A1 round(y1) + 2 round(y2) mod q (and the correlation of y
   with s). Returns ||y||^2 (2^-26 units). */
static uint64_t pass_ay(sign_ws *w, const uint8_t *sk)
{
    const uint8_t *pk = sk;
    uint64_t norm = 0;
#if PQ8K_CONFIG_HAETAE_SIGN_IP
    for (unsigned n = 0; n < HAETAE_N; n++)
        w->ip[n] = 0;
#endif
    for (unsigned j = 0; j < HAETAE_L; j++) {
        haetae_hb_poly_start(&w->hb, w->seed, w->nonce, j);
        IP_START(w, sk, j);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t y = haetae_hb_next(&w->hb);
            norm += (uint64_t)pq8k_smul64(y, y);
            w->t.c[n] = (int16_t)round13(y);
            IP_ADD(w, j, n, y);
        }
        if (j == 0) {
            for (unsigned i = 0; i < 32; i++)
                w->lsb[i] = 0;
            for (unsigned n = 0; n < HAETAE_N; n++)
                w->lsb[n >> 3] |= (uint8_t)((w->t.c[n] & 1) << (n & 7));
        }
        pq8k_haetae_ntt(&w->t);
        for (unsigned i = 0; i < HAETAE_K; i++) {
            if (j == 0) {
                haetae_a1_col0(&w->ay[i], &w->hb.ks, pk, i);
                pq8k_haetae_basemul(&w->ay[i], &w->ay[i], &w->t);
            } else {
                haetae_acc_a0(&w->ay[i], &w->t, &w->hb.ks, pk, i, j - 1, 1);
            }
        }
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        pq8k_haetae_invntt(&w->ay[i]);
        haetae_hb_poly_start(&w->hb, w->seed, w->nonce, HAETAE_L + i);
        IP_START(w, sk, HAETAE_L + i);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t y = haetae_hb_next(&w->hb);
            norm += (uint64_t)pq8k_smul64(y, y);
            w->ay[i].c[n] = haetae_reduce(w->ay[i].c[n] + 2 * round13(y));
            IP_ADD(w, HAETAE_L + i, n, y);
        }
    }
    return norm;
}

/* Ay mod 2q from its value mod q and its parity (row 0: LSB(round(y1[0])), others even). */
static int32_t ay2q(const sign_ws *w, unsigned i, unsigned n)
{
    int32_t par = i == 0 ? (w->lsb[n >> 3] >> (n & 7)) & 1 : 0;
    int32_t v = haetae_pos(w->ay[i].c[n]);
    return v + (HAETAE_Q & -((v ^ par) & 1));
}

static int32_t highbits(int32_t r)
{
    int32_t hb = (r + HAETAE_ALPHA_H / 2) >> HAETAE_LOG_ALPHA_H;
    return hb - (HAETAE_HBMOD & -(int32_t)(hb == HAETAE_HBMOD));
}

static void challenge(sign_ws *w, uint8_t c[32])
{
    uint16_t v[8];
    pq8k_shake256_init(&w->hb.ks);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned n = 0; n < HAETAE_N; n++) {
            v[n & 7] = (uint16_t)highbits(ay2q(w, i, n));
            if ((n & 7) == 7)
                haetae_challenge_absorb8(&w->hb.ks, v);
        }
        haetae_challenge_end_row(&w->hb.ks);
    }
    haetae_challenge_finish_ct(&w->hb.ks, w->lsb, w->mu, c);
}

/* w->t = the exact product c * s for polynomial p of s = (1, s1, s2). */
static void c_times_s(sign_ws *w, const uint8_t c[32], const uint8_t *sk, unsigned p)
{
    if (p == 0) {
        for (unsigned n = 0; n < HAETAE_N; n++)
            w->t.c[n] = (int16_t)((c[n >> 3] >> (n & 7)) & 1);
        return;
    }
    load_s(&w->t, sk, p);
    pq8k_haetae_ntt(&w->t);
    pq8k_haetae_basemul(&w->t, &w->t, &w->chat);
    /* |c*s| <= 256 < q/2, so the centred result is the integer product */
    pq8k_haetae_invntt(&w->t);
}

/* Start replaying polynomial p: w->t = +-c*s_p, fixed-point sign applied. */
static int32_t start_z(sign_ws *w, const uint8_t c[32], const uint8_t *sk, unsigned p)
{
    c_times_s(w, c, sk, p);
    haetae_hb_poly_start(&w->hb, w->seed, w->nonce, p);
    return (1 - 2 * (int32_t)(w->coin & 1)) * (1 << 13);
}

static void set_chat(sign_ws *w, const uint8_t c[32])
{
    for (unsigned n = 0; n < HAETAE_N; n++)
        w->chat.c[n] = (int16_t)((c[n >> 3] >> (n & 7)) & 1);
    pq8k_haetae_ntt(&w->chat);
}

#if PQ8K_CONFIG_HAETAE_SIGN_IP
/*
 * The rejection test without y: with z = y + g cs (g = +-2^13),
 *   ||z||^2 = ||y||^2 + 2g<y,cs> + g^2 ||cs||^2,
 *   ||2z - y||^2 = ||y||^2 + 4g<y,cs> + 4g^2 ||cs||^2,
 * exact integer identities. <y,cs> = 16 <y >> 4, cs> + <y mod 16, cs>; the
 * first term is sum_j c_j ip[j], the second lies in [15 neg, 15 pos] (the
 * sums of the negative and positive coefficients of cs). Returns 1 (reject)
 * or 0 (accept) when both ends of that interval agree, else -1: then the
 * exact pass decides (rarely: the interval is ~2^-21 of the norms' spread).
 */
static int ip_reject(sign_ws *w, const uint8_t c[32], const uint8_t *sk, uint64_t yy)
{
    const int64_t b1 = (int64_t)HAETAE_B1SQ << 26, b0 = (int64_t)HAETAE_B0SQ << 26;
    int64_t x = 0, cc = 0, pos = 0, neg = 0;
    for (unsigned j = 0; j < HAETAE_N; j++)
        x += (int64_t)(int32_t)w->ip[j] & -(int64_t)((c[j >> 3] >> (j & 7)) & 1);
    set_chat(w, c);
    for (unsigned p = 0; p < HAETAE_KL; p++) {
        c_times_s(w, c, sk, p);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t v = w->t.c[n], m = v >> 31;
            cc += v * v;
            neg += v & m;
            pos += v & ~m;
        }
    }
    int64_t g = (1 - 2 * (int64_t)(w->coin & 1)) * (1 << 13);
    int64_t ends[2] = {16 * x + 15 * neg, 16 * x + 15 * pos};
    int64_t zbase = (int64_t)yy + g * g * cc, wbase = (int64_t)yy + 4 * g * g * cc;
    int zr[2], wr[2];
    for (unsigned e = 0; e < 2; e++) {
        zr[e] = zbase + 2 * g * ends[e] > b1;
        wr[e] = wbase + 4 * g * ends[e] < b0;
    }
    /* branch-free: the verdict, when both ends agree, is published as in
       pass_reject; whether they agree is published too (docs/security.md) */
    int second = (w->coin >> 1) & 1;
    int reject = (zr[0] & zr[1]) | (second & wr[0] & wr[1]);
    int accept = (1 ^ (zr[0] | zr[1])) & (1 ^ (second & (wr[0] | wr[1])));
    if (pq8k_ct_public((uint32_t)(reject | accept)) == 0)
        return -1;
    return (int)pq8k_ct_public((uint32_t)reject);
}
#endif

/*
 * Pass 3: 1 if z = y + (-1)^b c s is rejected: ||z||^2 > B1^2, or b' = 1 and
 * ||2z - y||^2 < B0^2. Both norms are always computed in full and combined
 * without a branch: only the verdict is public (as in the reference), not
 * which test decided it, nor b', nor where the norm crossed B1.
 */
static int pass_reject(sign_ws *w, const uint8_t c[32], const uint8_t *sk)
{
    const uint64_t b1 = (uint64_t)HAETAE_B1SQ << 26, b0 = (uint64_t)HAETAE_B0SQ << 26;
    uint64_t zn = 0, wn = 0;
    set_chat(w, c);
    for (unsigned p = 0; p < HAETAE_KL; p++) {
        int32_t f = start_z(w, c, sk, p);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t y = haetae_hb_next(&w->hb);
            int32_t z = y + f * w->t.c[n];
            int32_t d = 2 * z - y;
            zn += (uint64_t)pq8k_smul64(z, z);
            wn += (uint64_t)pq8k_smul64(d, d);
        }
    }
    /* the norms are below 2^63: the sign bit of a difference is the comparison */
    uint32_t big = (uint32_t)((b1 - zn) >> 63);            /* zn > b1 */
    uint32_t small = (uint32_t)((wn - b0) >> 63);          /* wn < b0 */
    return (int)pq8k_ct_public(big | (small & (w->coin >> 1) & 1u));
}

/* Pass 4: encode h and HighBits(z1) backwards into sig, LowBits(z1) in place. */
static int pass_encode(sign_ws *w, uint8_t *sig, const uint8_t *sk)
{
    haetae_sigenc enc;
    const uint8_t *c = sig;
    haetae_sigenc_start(&enc, sig);
    for (unsigned i = HAETAE_K; i-- > 0;) {
        int32_t f = start_z(w, c, sk, HAETAE_L + i);
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t z2 = round13(haetae_hb_next(&w->hb) + f * w->t.c[n]);
            int32_t v = ay2q(w, i, n);
            int32_t u = v - 2 * z2;                       /* in (-2q, 4q) */
            u += 2 * HAETAE_Q & (u >> 31);
            u -= 2 * HAETAE_Q & -(int32_t)(u >= 2 * HAETAE_Q);
            int32_t h = highbits(v) - highbits(u);
            w->t.c[n] = (int16_t)(h + (HAETAE_HBMOD & (h >> 31)));
        }
        /* the attempt is accepted: h is part of the signature, public */
        PQ8K_CT_DECLASSIFY(w->t.c, sizeof w->t.c);
        for (unsigned n = HAETAE_N; n-- > 0;)
            if (haetae_sigenc_put_h(&enc, w->t.c[n]) != 0)
                return -1;
    }
    if (haetae_sigenc_switch(&enc) != 0)
        return -1;
    for (unsigned j = HAETAE_L; j-- > 0;) {
        int32_t f = start_z(w, c, sk, j);
        uint8_t *lb = sig + HAETAE_SIG_LB + j * HAETAE_N;
        for (unsigned n = 0; n < HAETAE_N; n++) {
            int32_t z1 = round13(haetae_hb_next(&w->hb) + f * w->t.c[n]);
            int32_t hb = (z1 + 128) >> 8;
            lb[n] = (uint8_t)(z1 - 256 * hb);
            w->t.c[n] = (int16_t)hb;
        }
        PQ8K_CT_DECLASSIFY(w->t.c, sizeof w->t.c); /* HighBits(z1): public, as h */
        for (unsigned n = HAETAE_N; n-- > 0;)
            if (haetae_sigenc_put_hb(&enc, w->t.c[n]) != 0)
                return -1;
    }
    return haetae_sigenc_finish(&enc);
}

int haetae_sign_fail(uint8_t *sig, size_t *siglen, int err)
{
    if (sig != NULL)
        pq8k_wipe(sig, HAETAE_SIGBYTES);
    if (siglen != NULL)
        *siglen = 0;
    return err;
}

/* The attempts until one is accepted (the signing proper). With
   PQ8K_CONFIG_SIGN_FAULT_CHECKS the accepted attempt's rejection test is
   made once more, exactly (a skipped or flipped test releases a z whose
   distribution depends on s: the verifier's looser bound cannot see it). */
static __attribute__((noinline)) int sign_attempts(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                                   size_t mlen, const uint8_t *pre1, size_t pre1len,
                                                   const uint8_t *pre2, size_t pre2len,
                                                   const uint8_t rnd[32], const uint8_t *sk)
{
    sign_ws w;
    uint32_t counter = 0;
    uint64_t yy = 0;
    int err = PQ8K_ERR_INTERNAL;

    pq8k_shake256_init(&w.hb.ks);
    pq8k_keccak_absorb(&w.hb.ks, sk, HAETAE_PKBYTES);
    pq8k_keccak_absorb(&w.hb.ks, pre1, pre1len);
    pq8k_keccak_absorb(&w.hb.ks, pre2, pre2len);
    pq8k_keccak_absorb(&w.hb.ks, m, mlen);
    pq8k_keccak_finalize(&w.hb.ks);
    pq8k_keccak_squeeze(&w.hb.ks, w.mu, 64);
    pq8k_shake256_init(&w.hb.ks);
    pq8k_keccak_absorb(&w.hb.ks, sk + HAETAE_SK_KEY, HAETAE_SEEDBYTES);
    pq8k_keccak_absorb(&w.hb.ks, rnd, 32);
    pq8k_keccak_absorb(&w.hb.ks, w.mu, 64);
    pq8k_keccak_finalize(&w.hb.ks);
    pq8k_keccak_squeeze(&w.hb.ks, w.seed, 64);

    /* the reference's nonce is 16 bits; stop rather than reuse one */
    while (counter + HAETAE_KL <= 0xFFFFu) {
        w.nonce = (uint16_t)counter;
        haetae_hb_scale(&w.hb, w.seed, w.nonce);
        counter += HAETAE_KL;
        yy = pass_ay(&w, sk);
        w.yy = yy;
        /* y outside the ball: next sample (a discarded y; public, as in the reference) */
        if (pq8k_ct_public((uint32_t)((((uint64_t)HAETAE_B0SQ << 26) - yy) >> 63)))
            continue;
        w.coin = haetae_hb_coin(&w.hb, w.seed, (uint16_t)counter);
        challenge(&w, sig);
#if PQ8K_CONFIG_HAETAE_SIGN_IP
        int rej = ip_reject(&w, sig, sk, yy);
        if (rej < 0)
            rej = pass_reject(&w, sig, sk);
#else
        int rej = pass_reject(&w, sig, sk);
#endif
        if (rej)
            continue;
        if (pass_encode(&w, sig, sk) != 0)
            continue;           /* rare: a value without code or streams too long */
        *siglen = HAETAE_SIGBYTES;
        err = PQ8K_OK;
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
        /* the loop left through this break only: the nonce it used is the
           last; and its y lies inside the ball (a skipped test above would
           release a valid signature of a y the scheme rejects: the
           distribution of z would then depend on s) */
        uint32_t outside_ball = (uint32_t)((((uint64_t)HAETAE_B0SQ << 26) - w.yy) >> 63);
        if (pass_reject(&w, sig, sk) != 0 || counter != (uint32_t)w.nonce + HAETAE_KL ||
            pq8k_ct_public(outside_ball) != 0)
            err = PQ8K_ERR_FAULT;
#endif
        break;
    }
    pq8k_wipe(&w, sizeof w);
    return err;
}

int haetae_sign_core(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *pre1, size_t pre1len, const uint8_t *pre2, size_t pre2len,
                     const uint8_t rnd[32], const uint8_t *sk)
{
    volatile int err;

    if (sig == NULL || siglen == NULL || sk == NULL || (m == NULL && mlen > 0))
        return haetae_sign_fail(sig, siglen, PQ8K_ERR_STATE);
    err = PQ8K_ERR_STATE; /* a skipped store of the result must not leave 0 */
    err = sign_attempts(sig, siglen, m, mlen, pre1, pre1len, pre2, pre2len, rnd, sk);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    /* Release only what verifies under the public key (the sk begins with
       it). After sign_attempts returned: the verifier reuses its stack, so
       signing's peak RAM does not grow. Public data only, as any verifier. */
    if (err == PQ8K_OK)
        PQ8K_CT_DECLASSIFY(sig, HAETAE_SIGBYTES); /* checked as the public value it is about to be */
    if (err == PQ8K_OK &&
        haetae_verify_core(sig, HAETAE_SIGBYTES, m, mlen, pre1, pre1len, pre2, pre2len, sk) != PQ8K_OK)
        err = PQ8K_ERR_FAULT;
    if (err == PQ8K_OK && *siglen != HAETAE_SIGBYTES)
        err = PQ8K_ERR_FAULT;
#endif
    if (err != PQ8K_OK)
        return haetae_sign_fail(sig, siglen, err);
    return err == PQ8K_OK ? PQ8K_OK : haetae_sign_fail(sig, siglen, PQ8K_ERR_FAULT);
}
