/* The verification equation, block by block (see falcon_equation.h). */
#include "falcon/falcon_equation.h"

#include "falcon/falcon_codec.h"
#include "falcon/falcon_ntt.h"
#include "pq8k/config.h"
#include "pq8k/pq8k.h"

#define BLOCK 64u

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
 * Decode all of s2 and fold it into blk = s2 mod (x^BLOCK - r_node^2):
 * coefficient i lands on i mod BLOCK, times (r_node^2)^(i / BLOCK).
 * Also returns ||s2||^2, which fits: at most 1024 * 2047^2 < 2^32.
 */
static int fold_s2(uint16_t blk[BLOCK], const uint8_t *s2c, uint32_t s2len, unsigned logn,
                   unsigned node, uint32_t *norm)
{
    pq8k_falcon_s2_reader rd;
    uint32_t beta = pq8k_falcon_root(2u * pq8k_falcon_brv10(node)), pw = 1, sq = 0;
    int r;

    for (unsigned j = 0; j < BLOCK; j++) blk[j] = 0;
    pq8k_falcon_s2_start(&rd, s2c, s2len);
    for (unsigned i = 0; i < (1u << logn); i++) {
        int32_t v;
        if ((r = pq8k_falcon_s2_next(&rd, &v)) != 0) return r;
        sq += (uint32_t)(v * v);
        if (i != 0 && i % BLOCK == 0) pw = falcon_mulq(pw, beta);
        uint32_t u = (uint32_t)(v < 0 ? v + (int32_t)FALCON_Q : v);
        blk[i % BLOCK] = (uint16_t)falcon_addq(blk[i % BLOCK], falcon_mulq(u, pw));
    }
    if ((r = pq8k_falcon_s2_end(&rd)) != 0) return r;
    *norm = sq;
    return check_tail(s2c, rd.pos, s2len, logn);
}

/* Next coefficient of HashToPoint: 16-bit big-endian draws below 5q, reduced mod q. */
static uint32_t hash_coef(pq8k_keccak_state *sh)
{
    for (;;) {
        uint8_t b[2];
        pq8k_keccak_squeeze(sh, b, 2);
        uint32_t w = ((uint32_t)b[0] << 8) | b[1];
        if (w < 5u * FALCON_Q) return w % FALCON_Q;
    }
}

int pq8k_falcon_equation(uint16_t *h, const uint8_t *s2c, uint32_t s2len, unsigned logn,
                         pq8k_keccak_state *sh)
{
    uint16_t blk[BLOCK];
    const unsigned n = 1u << logn, nblocks = n / BLOCK;
    const uint32_t bound = falcon_l2bound(logn);
    uint32_t norm = 0;
    int r;

    for (unsigned t = 0; t < nblocks; t++) {
        if ((r = fold_s2(blk, s2c, s2len, logn, nblocks + t, &norm)) != 0) return r;
        if (norm > bound) return PQ8K_ERR_BAD_SIGNATURE;
        pq8k_falcon_ntt(blk, BLOCK, nblocks + t, 0);
        for (unsigned j = 0; j < BLOCK; j++)
            h[t * BLOCK + j] = (uint16_t)falcon_mulq(h[t * BLOCK + j], blk[j]);
    }
    pq8k_falcon_ntt(h, n, 1, 1);

    /* 1/n mod q: n * (12288 / n) = q - 1 = -1. Each step keeps norm below
       bound + 6144^2 < 2^32, so the sum cannot wrap. */
    const uint32_t ninv = FALCON_Q - (12288u >> logn);
    for (unsigned i = 0; i < n; i++) {
        uint32_t s1 = falcon_subq(hash_coef(sh), falcon_mulq(h[i], ninv));
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
