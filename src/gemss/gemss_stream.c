/*
 * GeMSS128 push verifier: each of the four key passes evaluates the public map
 * at one point while the key is hashed and checked against the trusted digest.
 *
 * Key layout (the reference's "hybrid" format), as the stream carries it:
 *  part A, bytes [0, 347840): 17,392 elements of 20 bytes, one per monomial:
 *    the constant, then x_i x_j for i <= j, row by row; bit e of an element is
 *    the coefficient in equation e (equations 0..159);
 *  part B, bytes [347840, 352188): equations 160 and 161, 2,174 bytes each, as
 *    a bit string (bit k = byte k/8, bit k%8): the constant, then for each row
 *    r the coefficients of x_j x_r for j = 0..r.
 */
#include "gemss/gemss_stream.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

#define ELEM         20u                                   /* bytes per part-A element */
#define PART_A       (ELEM * (1u + PQ8K_GEMSS_NV * (PQ8K_GEMSS_NV + 1u) / 2u))
#define EQ_BYTES     ((1u + PQ8K_GEMSS_NV * (PQ8K_GEMSS_NV + 1u) / 2u) / 8u)
#define STAGE_SIG    0u                                    /* then 1..4: key passes */
#define STAGE_END    (PQ8K_GEMSS_PASSES + 1u)
#define XBITS        (PQ8K_GEMSS_NV - PQ8K_GEMSS_M)        /* 24 bits of X_k per iteration */

#if PART_A + 2u * EQ_BYTES != PQ8K_GEMSS_PK
#error "GeMSS128 key layout does not add up"
#endif


static unsigned bit(const uint8_t *v, unsigned k)
{
    return (v[k >> 3] >> (k & 7u)) & 1u;
}

static void sha3_256_oneshot(pq8k_keccak_state *h, uint8_t out[32], const uint8_t *in, size_t len)
{
    pq8k_sha3_256_init(h);
    pq8k_keccak_absorb(h, in, len);
    pq8k_keccak_finalize(h);
    pq8k_keccak_squeeze(h, out, 32);
}

int pq8k_gemss_stream_start(pq8k_gemss_verifier_state *st, const uint8_t digest[32],
                            const pq8k_msg_src *msg)
{
    int err;
    pq8k_wipe(st, sizeof *st);
    for (unsigned k = 0; k < PQ8K_GEMSS_DIGEST; k++) st->digest[k] = digest[k];
    pq8k_sha3_256_init(&st->hash);
    if ((err = pq8k_msg_absorb(msg, pq8k_sink_keccak, &st->hash)) != 0) return err;
    pq8k_keccak_finalize(&st->hash);
    pq8k_keccak_squeeze(&st->hash, st->h1, 32);
    return 0;
}

static void start_pass(pq8k_gemss_verifier_state *st)
{
    for (unsigned k = 0; k < sizeof st->acc; k++) st->acc[k] = 0;
    st->cst = 1;
    st->i = st->j = 0;
    st->in_elem = 0;
    st->pos = 0;
    pq8k_sha3_256_init(&st->hash);
}

static unsigned monomial(const pq8k_gemss_verifier_state *st)
{
    return st->cst | (bit(st->x, st->i) & bit(st->x, st->j));
}

/* Part A order: constant, then (i, j) with i <= j, row-major. */
static void next_upper(pq8k_gemss_verifier_state *st)
{
    if (st->cst) st->cst = 0;
    else if (++st->j == PQ8K_GEMSS_NV) st->j = ++st->i;
}

/* Part B order: constant, then (r, j) with j <= r, row-major (i holds r);
   after the last row the next equation starts again with its constant. */
static void next_lower(pq8k_gemss_verifier_state *st)
{
    if (st->cst) {
        st->cst = 0;
    } else if (++st->j > st->i) {
        st->j = 0;
        if (++st->i == PQ8K_GEMSS_NV) {
            st->i = 0;
            st->cst = 1;
        }
    }
}

static void eval_part_a(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len)
{
    while (len > 0) {
        size_t n = ELEM - st->in_elem;
        if (n > len) n = len;
        if (monomial(st))
            for (size_t k = 0; k < n; k++) st->acc[st->in_elem + k] ^= in[k];
        st->in_elem = (uint8_t)(st->in_elem + n);
        in += n;
        len -= n;
        if (st->in_elem == ELEM) {
            st->in_elem = 0;
            next_upper(st);
        }
    }
}

/* q: byte offset inside part B; the equation follows from it. */
static void eval_part_b(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len, uint32_t q)
{
    for (size_t k = 0; k < len; k++, q++) {
        unsigned parity = 0;
        for (unsigned b = 0; b < 8; b++) {
            parity ^= (in[k] >> b) & monomial(st);
            next_lower(st);
        }
        st->acc[20] ^= (uint8_t)(parity << (q >= EQ_BYTES));
    }
}

/* After pass p (1..3): x = (P(x) ^ D_{5-p}) || X_{4-p}, with X_{4-p} the signature
   bits [186 + 24(p-1), 186 + 24p). D_k: first 162 bits of H_k, H_1 = h1. */
static void next_point(pq8k_gemss_verifier_state *st, unsigned p)
{
    uint8_t h[32];
    unsigned k;
    for (k = 0; k < 32; k++) h[k] = st->h1[k];
    for (k = p; k < PQ8K_GEMSS_PASSES; k++) sha3_256_oneshot(&st->hash, h, h, 32);
    for (k = 0; k < 21; k++) st->x[k] = (uint8_t)(st->acc[k] ^ h[k]);
    st->x[20] &= 0x03u;
    st->x[21] = st->x[22] = st->x[23] = 0;
    for (k = 0; k < XBITS; k++)
        st->x[(PQ8K_GEMSS_M + k) >> 3] |= (uint8_t)(bit(st->sig, PQ8K_GEMSS_NV + XBITS * (p - 1u) + k)
                                                    << ((PQ8K_GEMSS_M + k) & 7u));
    pq8k_wipe(h, sizeof h);
}

static int end_pass(pq8k_gemss_verifier_state *st)
{
    uint8_t d[32];
    pq8k_keccak_finalize(&st->hash);
    pq8k_keccak_squeeze(&st->hash, d, sizeof d);
    if (pq8k_ct_memneq(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (st->pass < PQ8K_GEMSS_PASSES) {
        next_point(st, st->pass);
        start_pass(st);
    }
    st->pass++;
    return 0;
}

static int end_signature(pq8k_gemss_verifier_state *st)
{
    /* 258 bits are used; a signer writes zeros above them, so anything else is malformed */
    if (st->sig[PQ8K_GEMSS_SIG - 1] & 0xFCu) return PQ8K_ERR_BAD_ENCODING;
    for (unsigned k = 0; k < sizeof st->x; k++) st->x[k] = st->sig[k];
    st->x[23] &= 0x03u;
    start_pass(st);
    st->pass = 1;
    return 0;
}

/* Feed up to the end of the current key pass; returns the bytes used, *err
   the end-of-pass verdict. */
static size_t feed_key(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len, int *err)
{
    size_t n = PQ8K_GEMSS_PK - st->pos, a;
    if (n > len) n = len;
    pq8k_keccak_absorb(&st->hash, in, n);
    a = 0;
    if (st->pos < PART_A) {
        a = PART_A - st->pos;
        if (a > n) a = n;
        eval_part_a(st, in, a);
        if (st->pos + a == PART_A) {   /* part B starts with equation 160's constant */
            st->cst = 1;
            st->i = st->j = 0;
        }
    }
    if (n > a) eval_part_b(st, in + a, n - a, (uint32_t)(st->pos + a - PART_A));
    st->pos += (uint32_t)n;
    if (st->pos == PQ8K_GEMSS_PK) *err = end_pass(st);
    return n;
}

int pq8k_gemss_stream_update(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len)
{
    int err = 0;
    while (len > 0 && err == 0) {
        size_t n;
        if (st->pass == STAGE_END) return PQ8K_ERR_BAD_LENGTH;
        if (st->pass == STAGE_SIG) {
            st->sig[st->pos++] = *in;
            n = 1;
            if (st->pos == PQ8K_GEMSS_SIG) err = end_signature(st);
        } else {
            n = feed_key(st, in, len, &err);
        }
        in += n;
        len -= n;
    }
    return err;
}

int pq8k_gemss_stream_final(pq8k_gemss_verifier_state *st)
{
    /* P(S1||X1) must equal D1, the first 162 bits of SHA3-256(msg) */
    uint8_t diff;
    if (st->pass != STAGE_END) return PQ8K_ERR_BAD_LENGTH;
    diff = (uint8_t)((st->acc[20] ^ st->h1[20]) & 0x03u);
    diff |= (uint8_t)pq8k_ct_memneq(st->acc, st->h1, 20);
    if (diff) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    /* once more, by other code: one skipped test is not an accept */
    if (((*(const volatile uint8_t *)&st->acc[20] ^ st->h1[20]) & 0x03u) != 0) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(st->acc, st->h1, 20)) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* ---- engine entry ---- */

#if PQ8K_CONFIG_GEMSS128
/* GeMSS signs the message as it is: pure and internal are the same
   verification, and there is no context string. */
static int init(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if ((m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) || m->ctxlen != 0)
        return PQ8K_ERR_UNSUPPORTED;
    return pq8k_gemss_stream_start(st, digest, &m->src);
}

static int update(void *st, const uint8_t *in, size_t len) { return pq8k_gemss_stream_update(st, in, len); }
static int final(void *st) { return pq8k_gemss_stream_final(st); }

const pq8k_stream_scheme pq8k_gemss128_stream = {
    .id = PQ8K_GEMSS128,
    .digest_len = PQ8K_GEMSS_DIGEST,
    .pk_len = PQ8K_GEMSS_PK,
    .sig_min = PQ8K_GEMSS_SIG,
    .sig_max = PQ8K_GEMSS_SIG,
    .body_max = PQ8K_GEMSS_SIG + PQ8K_GEMSS_PASSES * PQ8K_GEMSS_PK,
    .init = init,
    .update = update,
    .final = final,
};
#endif
