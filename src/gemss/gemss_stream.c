/* SPDX-License-Identifier: MIT */
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
#include <string.h>
#include "common/attributes.h"

#define ELEM         20u                                   /* bytes per part-A element */
#define PART_A       (ELEM * (1u + PQ8K_GEMSS_NV * (PQ8K_GEMSS_NV + 1u) / 2u))
#define EQ_BYTES     ((1u + PQ8K_GEMSS_NV * (PQ8K_GEMSS_NV + 1u) / 2u) / 8u)
#define STAGE_SIG    0u                                    /* then 1..4: key passes */
#define STAGE_END    (PQ8K_GEMSS_PASSES + 1u)
#define XBITS        (PQ8K_GEMSS_NV - PQ8K_GEMSS_M)        /* 24 bits of X_k per iteration */

#if PART_A + 2u * EQ_BYTES != PQ8K_GEMSS_PK
#error "GeMSS128 key layout does not add up"
#endif


static unsigned xbit(const uint32_t x[6], unsigned k)
{
    return (x[k >> 5] >> (k & 31u)) & 1u;
}

/* Bits [j, j + n) of x as the low bits of a word; 1 <= n <= 32, j + n <= NV. */
static uint32_t xbits(const uint32_t x[6], unsigned j, unsigned n)
{
    unsigned w = j >> 5, s = j & 31u;
    uint32_t v = x[w] >> s;
    if (s != 0 && w < 5u) v |= x[w + 1u] << (32u - s);
    return n < 32u ? v & ((1u << n) - 1u) : v;
}

static uint32_t parity32(uint32_t v)
{
    v ^= v >> 16;
    v ^= v >> 8;
    v ^= v >> 4;
    v ^= v >> 2;
    return (v ^ (v >> 1)) & 1u;
}

/* acc ^= in over 4 bytes: one native word where unaligned word accesses are
   single instructions (XOR does not care about byte order), else bytewise. */
#if defined(__ARM_FEATURE_UNALIGNED) || defined(__x86_64__) || defined(__aarch64__)
static inline void xor4(uint8_t *acc, const uint8_t *in)
{
    uint32_t a, b;
    memcpy(&a, acc, 4);
    memcpy(&b, in, 4);
    a ^= b;
    memcpy(acc, &a, 4);
}
#else
static inline void xor4(uint8_t *acc, const uint8_t *in)
{
    for (unsigned k = 0; k < 4u; k++) acc[k] ^= in[k];
}
#endif

/* acc ^= in over n bytes (part of an element). */
PQ8K_NOINLINE
static void xor_bytes(uint8_t *acc, const uint8_t *in, size_t n)
{
    for (; n >= 4u; n -= 4u, acc += 4, in += 4) xor4(acc, in);
    for (; n > 0; n--) *acc++ ^= *in++;
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
    st->i = st->j = 0;
    st->in_elem = 0;
    st->pos = 0;
    pq8k_sha3_256_init(&st->hash);
}

/* The hash takes whole 8-byte lanes (its fast path; a pass starts on a lane
   boundary). The r bytes of a lane still open wait in tail[8 - r .. 8): an
   input of 8 bytes or more completes it with one copy of its first 8 bytes to
   tail[8..16), and leaves its own last 8 bytes in tail[0..8). */
static void absorb_key(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len)
{
    uint8_t *t = st->tail;
    unsigned r = st->ntail;
    if (len >= 8u) {
        const uint8_t *last8 = in + len - 8u;
        if (r != 0) {
            memcpy(t + 8, in, 8);
            pq8k_keccak_absorb(&st->hash, t + 8u - r, 8);
            in += 8u - r;
            len -= 8u - r;
        }
        r = (unsigned)len & 7u;
        pq8k_keccak_absorb(&st->hash, in, len - r);
        memcpy(t, last8, 8);
    } else {
        for (; len > 0; len--) {    /* a short input moves in byte by byte */
            for (unsigned k = 8u - r; k < 8u; k++) t[k - 1u] = t[k];
            t[7] = *in++;
            if (++r == 8u) {
                pq8k_keccak_absorb(&st->hash, t, 8);
                r = 0;
            }
        }
    }
    st->ntail = (uint8_t)r;
}

/* Part A: the constant, then (i, j) with i <= j, row-major; pos: byte offset
   in the pass. An element whose monomial is 1 at x is XORed into acc (a
   quarter of them), the others are skipped, and so is the rest of a row i
   with x_i = 0 at once. Its own frame: the hash calls beside it need none of it. */
PQ8K_NOINLINE
static void eval_part_a(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len, uint32_t pos)
{
    const uint32_t *x = st->x;
    unsigned i = st->i, j = st->j, off = st->in_elem;
    if (pos < ELEM) {                   /* the constant's element, then (0, 0) */
        size_t n = ELEM - pos;
        if (n > len) n = len;
        xor_bytes(st->acc + pos, in, n);
        in += n;
        len -= n;
    }
    while (len > 0) {
        size_t n = ELEM - off;
        if (!xbit(x, i)) {
            n += ELEM * (PQ8K_GEMSS_NV - 1u - j);
            if (n > len) {               /* the input ends inside the row */
                n = off + len;
                j += (unsigned)(n / ELEM);
                off = (unsigned)(n % ELEM);
                break;
            }
            in += n;
            len -= n;
            off = 0;
        } else {
            for (;;) {
                n = ELEM - off;
                if (n > len) n = len;
                if (!xbit(x, j)) {
                } else if (n == ELEM) {  /* a whole element, inline */
                    for (unsigned k = 0; k < ELEM; k += 4u) xor4(st->acc + k, in + k);
                } else {
                    xor_bytes(st->acc + off, in, n);
                }
                in += n;
                len -= n;
                off += (unsigned)n;
                if (off < ELEM) goto out;    /* the input ends inside the element */
                off = 0;
                if (++j == PQ8K_GEMSS_NV || len == 0) break;
            }
            if (j < PQ8K_GEMSS_NV) break;
        }
        j = ++i;
    }
out:
    st->i = (uint8_t)i;
    st->j = (uint8_t)j;
    st->in_elem = (uint8_t)off;
}

/* Part B: per equation, the constant (bit 0), then for each row r the
   coefficients of x_j x_r for j = 0..r (i holds r, j the next j); q: byte
   offset inside part B. Up to 4 bytes of one equation at a time: their bits
   are ANDed with the monomials' values at x, row r contributing x_r * x_0..x_r,
   and the parity goes to the equation's bit of acc. */
PQ8K_NOINLINE
static void eval_part_b(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len, uint32_t q)
{
    const uint32_t *x = st->x;
    unsigned i = st->i, j = st->j;
    while (len > 0) {
        unsigned eq = q >= EQ_BYTES, k = 4, nbits, b = 0;
        uint32_t start = EQ_BYTES * eq, w = 0, mask = 0;
        if (k > len) k = (unsigned)len;
        if (k > start + EQ_BYTES - q) k = (unsigned)(start + EQ_BYTES - q);
        if (k == 4u) w = pq8k_load32_le(in);
        else for (unsigned t = 0; t < k; t++) w |= (uint32_t)in[t] << (8u * t);
        nbits = 8u * k;
        if (q == start) {                /* the constant, then row 0 */
            mask = b = 1;
            i = j = 0;
        }
        while (b < nbits) {
            unsigned n = i + 1u - j;
            if (n > nbits - b) n = nbits - b;
            if (xbit(x, i)) mask |= xbits(x, j, n) << b;
            b += n;
            j += n;
            if (j > i) {
                j = 0;
                i++;
            }
        }
        st->acc[20] ^= (uint8_t)(parity32(w & mask) << eq);
        in += k;
        len -= k;
        q += k;
    }
    st->i = (uint8_t)i;
    st->j = (uint8_t)j;
}

/* After pass p (1..3): x = (P(x) ^ D_{5-p}) || X_{4-p}, with X_{4-p} the signature
   bits [186 + 24(p-1), 186 + 24p). D_k: first 162 bits of H_k, H_1 = h1; h: scratch. */
static void next_point(pq8k_gemss_verifier_state *st, unsigned p, uint8_t h[32])
{
    unsigned k, o = PQ8K_GEMSS_NV + XBITS * (p - 1u);
    for (k = 0; k < 32; k++) h[k] = st->h1[k];
    for (k = p; k < PQ8K_GEMSS_PASSES; k++) sha3_256_oneshot(&st->hash, h, h, 32);
    for (k = 0; k < 5; k++) st->x[k] = pq8k_load32_le(st->acc + 4u * k) ^ pq8k_load32_le(h + 4u * k);
    /* bits 160, 161 of P(x) ^ D, then X at bits 162..185 */
    st->x[5] = ((uint32_t)(st->acc[20] ^ h[20]) & 0x03u) |
               (((pq8k_load32_le(st->sig + (o >> 3)) >> (o & 7u)) & 0xFFFFFFu) << 2);
}

/* The pass's last bytes, then its digest check and the next point. */
PQ8K_NOINLINE
static int end_pass(pq8k_gemss_verifier_state *st)
{
    uint8_t d[32];
    pq8k_keccak_absorb(&st->hash, st->tail + 8 - st->ntail, st->ntail);
    st->ntail = 0;
    pq8k_keccak_finalize(&st->hash);
    pq8k_keccak_squeeze(&st->hash, d, sizeof d);
    if (pq8k_ct_memneq(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (st->pass < PQ8K_GEMSS_PASSES) {
        next_point(st, st->pass, d);
        start_pass(st);
    }
    st->pass++;
    pq8k_wipe(d, sizeof d);
    return 0;
}

PQ8K_NOINLINE
static int end_signature(pq8k_gemss_verifier_state *st)
{
    /* 258 bits are used; a signer writes zeros above them, so anything else is malformed */
    if (st->sig[PQ8K_GEMSS_SIG - 1] & 0xFCu) return PQ8K_ERR_BAD_ENCODING;
    for (unsigned k = 0; k < 6u; k++) st->x[k] = pq8k_load32_le(st->sig + 4u * k);
    st->x[5] &= 0x03FFFFFFu;   /* variables 160..185 */
    start_pass(st);
    st->pass = 1;
    return 0;
}

int pq8k_gemss_stream_update(pq8k_gemss_verifier_state *st, const uint8_t *in, size_t len)
{
    int err = 0;
    while (len > 0 && err == 0) {
        uint32_t pos = st->pos;
        size_t n, a;
        if (st->pass == STAGE_END) return PQ8K_ERR_BAD_LENGTH;
        if (st->pass == STAGE_SIG) {
            st->sig[pos++] = *in++;
            len--;
            st->pos = pos;
            if (pos == PQ8K_GEMSS_SIG) err = end_signature(st);
            continue;
        }
        /* the key, up to the end of this pass */
        n = PQ8K_GEMSS_PK - pos;
        if (n > len) n = len;
        absorb_key(st, in, n);
        a = 0;
        if (pos < PART_A) {
            a = PART_A - pos;
            if (a > n) a = n;
            eval_part_a(st, in, a, pos);
        }
        if (n > a) eval_part_b(st, in + a, n - a, (uint32_t)(pos + a - PART_A));
        st->pos = pos + (uint32_t)n;
        in += n;
        len -= n;
        if (pos + n == PQ8K_GEMSS_PK) err = end_pass(st);
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
