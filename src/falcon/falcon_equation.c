/* SPDX-License-Identifier: MIT */
/* The verification equation, block by block (see falcon_equation.h). */
#include "falcon/falcon_equation.h"

#include "falcon/falcon_codec.h"
#include "falcon/falcon_ntt.h"
#include "pq8k/config.h"
#include "pq8k/pq8k.h"

#define BLOCK 64u

/* fold_s2 stays out of pq8k_falcon_equation: its registers would otherwise
   sit in the frame that is live under the Keccak permutation (the deepest
   call path), and one call per block costs nothing. */
#include "common/attributes.h"

/* The s2 bytes after the encoding: none, or zeros up to the padded length. */
static int check_tail(const uint8_t *s2c, uint32_t used, uint32_t s2len, unsigned logn)
{
    if (used == s2len) return 0;
    if (s2len != falcon_sig_padded(logn) - 1u - FALCON_NONCE) return PQ8K_ERR_BAD_ENCODING;
    while (used < s2len)
        if (s2c[used++] != 0) return PQ8K_ERR_BAD_ENCODING;
    return 0;
}

/*
 * Decode all of s2 and fold it into blk = s2 / n mod (x^BLOCK - r_node^2):
 * coefficient i lands on i mod BLOCK, times (r_node^2)^(i / BLOCK) / n. The
 * 1/n of the inverse transform rides along here for free (the transforms
 * are linear). Also returns ||s2||^2, which fits: at most 1024 * 2047^2 < 2^32.
 */
PQ8K_NOINLINE static int fold_s2(uint16_t blk[BLOCK], const uint8_t *s2c, uint32_t s2len, unsigned logn,
                   unsigned node, uint32_t *norm)
{
    const uint32_t beta = pq8k_falcon_root(2u * pq8k_falcon_brv10(node));
    uint32_t pw = FALCON_Q - (12288u >> logn), sq = 0, bit = 0; /* 1/n mod q: n * (12288 / n) = -1 */

    for (unsigned j = 0; j < BLOCK; j++) blk[j] = 0;
    for (unsigned i = 0; i < (1u << logn); i += BLOCK) {
        for (uint16_t *b = blk; b != blk + BLOCK; b++) {
            uint32_t neg;
            int32_t mag = pq8k_falcon_s2_decode(s2c, s2len, &bit, &neg);
            if (mag < 0) return (int)mag;
            uint32_t m = (uint32_t)mag;
            sq += m * m;
            if (neg) m = FALCON_Q - m;
            *b = (uint16_t)falcon_modq(*b + m * pw);
        }
        pw = falcon_mulq(pw, beta);
    }
    int r = pq8k_falcon_s2_end_at(s2c, bit);
    if (r != 0) return r;
    *norm = sq;
    return check_tail(s2c, (bit + 7u) >> 3, s2len, logn);
}

/* Next coefficient of HashToPoint: the next 16-bit big-endian draw below 5q,
   reduced mod q. The draws are squeezed a lane (8 bytes) at a time into
   buf; *pos is the next unread byte of it. */
static uint32_t hash_coef(pq8k_keccak_state *sh, uint8_t buf[FALCON_DRAW_BYTES], unsigned *pos)
{
    for (;;) {
        if (*pos == FALCON_DRAW_BYTES) {
            pq8k_keccak_squeeze(sh, buf, FALCON_DRAW_BYTES);
            *pos = 0;
        }
        uint32_t w = ((uint32_t)buf[*pos] << 8) | buf[*pos + 1];
        *pos += 2;
        if (w < 5u * FALCON_Q) return falcon_modq(w);
    }
}

int pq8k_falcon_equation(uint16_t *h, const uint8_t *s2c, uint32_t s2len, unsigned logn,
                         pq8k_keccak_state *sh, uint8_t draws[FALCON_DRAW_BYTES])
{
    uint16_t blk[BLOCK];
    const unsigned n = 1u << logn, nblocks = n / BLOCK;
    const uint32_t bound = falcon_l2bound(logn);
    uint32_t norm = 0;
    int r;

    if (s2len < 4) return PQ8K_ERR_BAD_ENCODING; /* the decoder's minimum; 9n bits are needed */
    for (unsigned t = 0; t < nblocks; t++) {
        if ((r = fold_s2(blk, s2c, s2len, logn, nblocks + t, &norm)) != 0) return r;
        if (norm > bound) return PQ8K_ERR_BAD_SIGNATURE;
        pq8k_falcon_ntt(blk, BLOCK, nblocks + t, 0);
        for (unsigned j = 0; j < BLOCK; j++)
            h[t * BLOCK + j] = (uint16_t)falcon_mulq(h[t * BLOCK + j], blk[j]);
    }
    pq8k_falcon_ntt(h, n, 1, 1); /* h = s2 * h: the 1/n came with s2 */

    /* Each step keeps norm below bound + 6144^2 < 2^32, so the sum cannot wrap. */
    unsigned pos = FALCON_DRAW_BYTES;
    for (unsigned i = 0; i < n; i++) {
        uint32_t s1 = falcon_modq(hash_coef(sh, draws, &pos) + FALCON_Q - h[i]);
        if (s1 > FALCON_Q / 2) s1 = FALCON_Q - s1;
        norm += s1 * s1;
        if (norm > bound) return PQ8K_ERR_BAD_SIGNATURE;
    }
#if PQ8K_CONFIG_FAULT_HARDENING
    /* the verdict, once more through memory: one skipped branch above is not an accept */
    {
        volatile uint32_t again = norm;
        if (again > bound) return PQ8K_ERR_BAD_SIGNATURE;
    }
#endif
    return 0;
}
