/* SPDX-License-Identifier: MIT */
/*
 * Hyperball sampling in two passes; see hyperball.h.
 *
 * Each polynomial has its own stream SHAKE256(seed || nonce): 32 bytes of
 * sign bits, then Gaussian candidates (26 bytes each in v1.2.0, 17 in
 * v1.1.2: all_levels/gauss.h), one contiguous byte stream. Polynomials 0 and
 * 1 draw one extra accepted sample whose square only enters the sum S
 * (giving the (k+l)n + 2 Gaussians of the construction). y = r * radius /
 * sqrt(S).
 */
#include "haetae/hyperball.h"
#include "haetae/all_levels/gauss.h"
#include "haetae/all_levels/xof.h"
#include "common/ct.h"
#include "common/util.h"

/* y0 = 1/sqrt((k+l)n + 2): y0^3 and 1.5*y0 as fp96 {lo, hi}, from the reference. */
#if PQ8K_HAETAE_LEVEL == 2
static const fp96 start_cube = {0x770077e2e41aULL, 0x1162ULL};
static const fp96 start_th = {0x693861ad937bULL, 0x9caa56ULL};
#elif PQ8K_HAETAE_LEVEL == 3
static const fp96 start_cube = {0x1a2935cfae68ULL, 0x978ULL};
static const fp96 start_th = {0x7ad215218533ULL, 0x7ff1c9ULL};
#else
static const fp96 start_cube = {0x700ff3e8890dULL, 0x702ULL};
static const fp96 start_th = {0x5768588eed31ULL, 0x73bd40ULL};
#endif

/* Open polynomial p's stream: its sign bits, and the first candidate next. */
static void open_stream(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce, unsigned p)
{
    pq8k_haetae_shake256_stream(&hb->ks, seed, 64, (uint16_t)(nonce + p));
    pq8k_keccak_squeeze(&hb->ks, hb->buf, sizeof hb->buf);
    for (unsigned i = 0; i < 32; i++)
        hb->signs[i] = hb->buf[i];
    hb->pos = 32;
    hb->cand = 0;
}

/* The next candidate: in place in hb->buf when it lies within the block,
   else copied into tmp across the block boundary (squeezing whole blocks
   keeps the Keccak state's lanes converted 8 bytes at a time). */
static const uint8_t *next_candidate(haetae_hb *hb, uint8_t tmp[HAETAE_GAUSS_BYTES])
{
    unsigned pos = hb->pos;
    if (pos + HAETAE_GAUSS_BYTES <= sizeof hb->buf) {
        hb->pos = pos + HAETAE_GAUSS_BYTES;
        return hb->buf + pos;
    }
    for (unsigned i = 0; i < HAETAE_GAUSS_BYTES; i++) {
        if (pos == sizeof hb->buf) {
            pq8k_keccak_squeeze(&hb->ks, hb->buf, sizeof hb->buf);
            pos = 0;
        }
        tmp[i] = hb->buf[pos++];
    }
    hb->pos = pos;
    return tmp;
}

/* S = the sum of the squares of every accepted sample (pass 1), and the
   acceptance map. Not inlined: the candidate bytes leave the stack before
   the Newton steps of the caller need theirs. */
static PQ8K_NOINLINE void sum_squares(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce,
                                        fp96 *sum)
{
    fp96 sq;
    uint64_t mag;
    uint8_t tmp[HAETAE_GAUSS_BYTES];

    sum->lo = 0;
    sum->hi = 0;
    for (unsigned p = 0; p < HAETAE_KL; p++) {
        unsigned want = p < 2 ? HAETAE_N + 1 : HAETAE_N;
        open_stream(hb, seed, nonce, p);
        for (unsigned i = 0; i < sizeof hb->accepted[p]; i++)
            hb->accepted[p][i] = 0;
        while (want > 0) {
            const uint8_t *cand = next_candidate(hb, tmp);
            /* a rejected candidate is discarded: its rejection is public, as
               in the reference's loop (docs/security.md) */
            unsigned ok = pq8k_ct_public(pq8k_haetae_gauss(cand, &mag, &sq));
            uint64_t m = (uint64_t)0 - ok;
            sum->lo += sq.lo & m;
            sum->hi += sq.hi & m;
            fp96_normalize(sum);
            want -= ok;
            unsigned i = hb->cand++;
            if (i < HAETAE_HB_MAPBITS)
                hb->accepted[p][i >> 3] |= (uint8_t)(ok << (i & 7));
        }
    }
    pq8k_wipe(tmp, sizeof tmp);
    pq8k_wipe(&sq, sizeof sq);
    pq8k_wipe(&mag, sizeof mag);
}

void haetae_hb_scale(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce)
{
    fp96 sum, half, inv;

    sum_squares(hb, seed, nonce, &sum);
    /* S/2, rounded */
    half.lo = ((sum.lo + 1) >> 1) + ((sum.hi & 1) << 47);
    half.hi = sum.hi >> 1;
    fp96_normalize(&half);
    pq8k_haetae_fp_invsqrt(&inv, &half, &start_cube, &start_th);
    pq8k_haetae_fp_mul_int(&hb->scale, &inv, (uint64_t)HAETAE_RADIUS << 15);
    pq8k_wipe(&sum, sizeof sum);
    pq8k_wipe(&half, sizeof half);
    pq8k_wipe(&inv, sizeof inv);
}

void haetae_hb_poly_start(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce, unsigned p)
{
    open_stream(hb, seed, nonce, p);
    hb->map = hb->accepted[p];
    hb->idx = 0;
}

/* The verdict of a candidate past pass 1's map, evaluated again; its
   magnitude and square are wiped (out of line: hb_next's frame stays small). */
static PQ8K_NOINLINE unsigned past_map(const uint8_t cand[HAETAE_GAUSS_BYTES])
{
    uint64_t mag;
    fp96 sq;
    unsigned ok = pq8k_ct_public(pq8k_haetae_gauss(cand, &mag, &sq));
    pq8k_wipe(&mag, sizeof mag);
    pq8k_wipe(&sq, sizeof sq);
    return ok;
}

/*
 * Rejected candidates are skipped as the rejection loop of pass 1 skipped
 * them (its timing already showed where they were); an accepted one only
 * needs its magnitude.
 */
int32_t haetae_hb_next(haetae_hb *hb)
{
    /* No secret stays in this frame after the return (issue 18, finding 5):
       a candidate is read in place in hb->buf (the signer's wiped
       workspace), and the rare one copied across a block boundary is wiped
       here; the square of one past the map is wiped in past_map. */
    uint8_t tmp[HAETAE_GAUSS_BYTES];
    const uint8_t *cand;
    unsigned i = hb->idx++, c, ok, copied = 0;
    do {
        c = hb->cand++;
        cand = next_candidate(hb, tmp);
        copied |= cand == tmp;
        if (c < HAETAE_HB_MAPBITS)
            ok = (hb->map[c >> 3] >> (c & 7)) & 1;
        else
            ok = past_map(cand);
    } while (!ok);
    /* the magnitude pq8k_haetae_gauss gives too */
    uint64_t mag = pq8k_haetae_gauss_mag(cand);
    if (copied)
        pq8k_wipe(tmp, sizeof tmp);
    return pq8k_haetae_fp_scale13(mag, &hb->scale, (hb->signs[i >> 3] >> (i & 7)) & 1);
}

uint8_t haetae_hb_coin(haetae_hb *hb, const uint8_t seed[64], uint16_t nonce)
{
    uint8_t b;
    pq8k_haetae_shake256_stream(&hb->ks, seed, 64, nonce);
    pq8k_keccak_squeeze(&hb->ks, &b, 1);
    return b;
}
