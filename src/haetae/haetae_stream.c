/* SPDX-License-Identifier: MIT */
/*
 * The HAETAE push verifier for one level: walks the stream layout of
 * haetae_stream.h region by region. The arithmetic is verify.c's
 * (verify_math.h) and the symbol decoding sigcode.c's, so every value, the
 * norm and the challenge input come out as the one-shot verifier makes them.
 *
 * Errors end the verification at the byte that shows them, in stream order:
 *   last pk byte       PQ8K_ERR_PK_DIGEST, then PQ8K_ERR_BAD_ENCODING for a
 *                      pk coefficient no key generation makes;
 *   second offset byte PQ8K_ERR_BAD_ENCODING if the streams do not fit;
 *   hb and h streams   PQ8K_ERR_BAD_ENCODING for an initial state out of
 *                      range (at its 4th byte), a stream not ending in state
 *                      L with every byte used (when its last symbol and
 *                      renormalisation are done), a padding byte not zero;
 *   past the end       PQ8K_ERR_BAD_LENGTH;
 *   final              PQ8K_ERR_BAD_LENGTH if the stream stopped short, then
 *                      PQ8K_ERR_BAD_SIGNATURE for a norm over B2SQ or a
 *                      challenge that differs.
 * The norm is judged only in final, so that a malformed stream is always
 * PQ8K_ERR_BAD_ENCODING, as in the one-shot verifier, which checks the
 * encoding first: with the trusted key, both give the same code.
 */
#include "haetae/haetae_stream.h"
#include "haetae/params.h"

#if (PQ8K_HAETAE_LEVEL == 2 && PQ8K_CONFIG_HAETAE2) || (PQ8K_HAETAE_LEVEL == 3 && PQ8K_CONFIG_HAETAE3) || \
    (PQ8K_HAETAE_LEVEL == 5 && PQ8K_CONFIG_HAETAE5)

#include "common/util.h"
#include "haetae/challenge.h"
#include "haetae/matrix.h"
#include "haetae/sigcode.h"
#include "haetae/verify_math.h"
#include "haetae/all_levels/ntt.h"
#include "pq8k/pq8k.h"

_Static_assert(HAETAE_K <= PQ8K_HAETAE_ST_K, "the state holds too few accumulators for this level");
_Static_assert(HAETAE_K * HAETAE_N < 65536 && HAETAE_POLYB_BYTES < 65536, "counters are 16-bit");

#define L_NAME(s) HAETAE_NS(s)

/* Regions of the stream, in order. */
enum { HS_SEED, HS_B, HS_C, HS_OFF, HS_LB, HS_HB, HS_H, HS_PAD, HS_DONE };

#define HF_PK_BAD 2u   /* a pk coefficient failed the check; reported after the digest */
#define HF_PAD_BAD 4u  /* hardened: a padding byte not zero (pad_recheck), for final */

/* Public-key coefficients: 15 bits (b1, levels 2/3) or 16 (NTT(-2b), level 5). */
#if HAETAE_D == 1
#define PK_BITS 15
#else
#define PK_BITS 16
#endif

/* How many of len bytes the current region, size bytes long, still takes. */
static size_t take(const pq8k_haetae_verifier_state *st, size_t len, size_t size)
{
    size_t left = size - st->cnt;
    return len < left ? len : left;
}

static void enter(pq8k_haetae_verifier_state *st, uint8_t phase)
{
    st->phase = phase;
    st->cnt = 0;
    st->ncoef = 0;
}

/* Pure HAETAE (M' = ctxlen || ctx || msg) and the internal interface (msg is
   M', no context); no external mu, no pre-hash. */
static int init(void *vst, const uint8_t *digest, const pq8k_stream_msg *m)
{
    pq8k_haetae_verifier_state *st = vst;
    if (m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) return PQ8K_ERR_UNSUPPORTED;
    pq8k_wipe(st, sizeof *st);
    for (unsigned i = 0; i < PQ8K_HAETAE_DIGEST_BYTES; i++) st->digest_mu[i] = digest[i];
    st->msg = *m;
    pq8k_shake256_init(&st->ks);
    enter(st, HS_SEED);
    return 0;
}

/* ---- the public key ---- */

static long seed_bytes(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    size_t n = take(st, len, HAETAE_SEEDBYTES);
    pq8k_keccak_absorb(&st->ks, in, n);
    for (size_t i = 0; i < n; i++) st->seed[st->cnt + i] = in[i];
    st->cnt = (uint16_t)(st->cnt + n);
    if (st->cnt == HAETAE_SEEDBYTES) {
#if HAETAE_D == 1
        /* a_i now, while the second Keccak state is free; each b_i then
           turns acc[i] into A1[i][0] coefficient by coefficient */
        for (unsigned i = 0; i < HAETAE_K; i++)
            haetae_expand_a(&st->acc[i], &st->scratch.fork, st->seed, i);
#endif
        enter(st, HS_B);
        st->idx = 0;
    }
    return (long)n;
}

/* Coefficient ncoef of b_idx (packed value t). A bad one is only noted:
   the digest verdict comes first, at the end of the pk. */
static void pk_coeff(pq8k_haetae_verifier_state *st, uint32_t t)
{
    int16_t *r = &st->acc[st->idx].c[st->ncoef++];
    if (haetae_pk_coeff_bad(t)) st->flags |= HF_PK_BAD;
#if HAETAE_D == 1
    *r = haetae_a1_coeff(*r, (int32_t)t);
#else
    *r = haetae_reduce((int32_t)t);   /* NTT(-2b) as stored */
#endif
}

/* The whole pk is in: the digest (a fork of the mu hash), the coefficient
   check, then mu = SHAKE256(pk || pre || msg), the message read now. */
static int pk_done(pq8k_haetae_verifier_state *st)
{
    uint8_t d[PQ8K_HAETAE_DIGEST_BYTES];
    pq8k_keccak_state *f = &st->scratch.fork;
    *f = st->ks;
    pq8k_keccak_finalize(f);
    pq8k_keccak_squeeze(f, d, sizeof d);
    if (pq8k_ct_memneq(d, st->digest_mu, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->digest_mu, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (st->flags & HF_PK_BAD) return PQ8K_ERR_BAD_ENCODING;
    if (st->msg.mode == PQ8K_MSG_PURE) {
        pq8k_keccak_absorb(&st->ks, &st->msg.ctxlen, 1);
        pq8k_keccak_absorb(&st->ks, st->msg.ctx, st->msg.ctxlen);
    }
    int err = pq8k_msg_absorb(&st->msg.src, pq8k_sink_keccak, &st->ks);
    if (err != 0) return err;
    pq8k_keccak_finalize(&st->ks);
    pq8k_keccak_squeeze(&st->ks, st->digest_mu, sizeof st->digest_mu); /* the digest is spent */
    enter(st, HS_C);
    return 0;
}

static long pk_bytes(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    size_t n = take(st, len, HAETAE_POLYB_BYTES);
    pq8k_keccak_absorb(&st->ks, in, n);
    for (size_t i = 0; i < n; i++) {
        /* LSB-first bit stream; a coefficient never spans two polynomials */
        st->bits |= (uint32_t)in[i] << st->nbits;
        st->nbits = (uint8_t)(st->nbits + 8);
        if (st->nbits >= PK_BITS) {
            pk_coeff(st, st->bits & ((1u << PK_BITS) - 1));
            st->bits >>= PK_BITS;
            st->nbits = (uint8_t)(st->nbits - PK_BITS);
        }
    }
    st->cnt = (uint16_t)(st->cnt + n);
    if (st->cnt < HAETAE_POLYB_BYTES) return (long)n;
#if HAETAE_D == 1
    pq8k_haetae_ntt(&st->acc[st->idx]);
#endif
    enter(st, HS_B);
    if (++st->idx < HAETAE_K) return (long)n;
    int err = pk_done(st);
    return err != 0 ? err : (long)n;
}

/* ---- the signature: c, offsets ---- */

static long c_bytes(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    size_t n = take(st, len, sizeof st->c);
    for (size_t i = 0; i < n; i++) st->c[st->cnt + i] = in[i];
    st->cnt = (uint16_t)(st->cnt + n);
    if (st->cnt == sizeof st->c) enter(st, HS_OFF);
    return (long)n;
}

static long off_byte(pq8k_haetae_verifier_state *st, uint8_t b)
{
    if (st->cnt++ == 0) {
        st->size_hb = b;   /* held until its partner arrives */
        return 1;
    }
    const uint8_t off[2] = {(uint8_t)st->size_hb, b};
    if (haetae_sig_sizes(off, &st->size_hb, &st->size_h) != 0) return PQ8K_ERR_BAD_ENCODING;
    enter(st, HS_LB);
    st->idx = 0;
    return 1;
}

/* ---- columns of z1: LowBits, then the hb symbols ---- */

/* Column idx of z1 is complete: w' (column 0), then A1 z1 gets its column.
   After the last, the hb stream must have ended exactly. */
static int column_end(pq8k_haetae_verifier_state *st)
{
    hpoly *z = &st->scratch.z;
    unsigned j = st->idx;
    if (j == HAETAE_L - 1 && pq8k_haetae_rans_push_done(&st->dec) != 0) return PQ8K_ERR_BAD_ENCODING;
    if (j == 0) haetae_wlsb(st->wlsb, z, st->c);
    pq8k_haetae_ntt(z);
    haetae_column_acc(st->acc, z, &st->ks, st->seed, j);
    if (++st->idx < HAETAE_L) {
        enter(st, HS_LB);
        return 0;
    }
    enter(st, HS_H);
    pq8k_haetae_rans_push_start(&st->dec, st->size_h);
    pq8k_shake256_init(&st->ks);   /* now the challenge hash */
    return 0;
}

/* Decode what the bytes so far allow; ends the column when it can. */
static int hb_run(pq8k_haetae_verifier_state *st)
{
    hpoly *z = &st->scratch.z;
    while (!pq8k_haetae_rans_push_wants(&st->dec)) {
        if (st->ncoef == HAETAE_N) return column_end(st);
        unsigned n = st->ncoef++;
        int32_t v = haetae_z1_coeff(haetae_sig_push_hb(&st->dec), (uint8_t)z->c[n]);
        z->c[n] = (int16_t)v;
        st->norm += haetae_sq(v);
    }
    return 0;
}

static long lb_bytes(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    size_t n = take(st, len, HAETAE_N);
    for (size_t i = 0; i < n; i++) st->scratch.z.c[st->cnt + i] = in[i];  /* the byte, for now */
    st->cnt = (uint16_t)(st->cnt + n);
    if (st->cnt < HAETAE_N) return (long)n;
    enter(st, HS_HB);
    if (st->idx == 0) pq8k_haetae_rans_push_start(&st->dec, st->size_hb);
    /* a stream that ran out early needs no more bytes for this column */
    int err = hb_run(st);
    return err != 0 ? err : (long)n;
}

static long hb_byte(pq8k_haetae_verifier_state *st, uint8_t b)
{
    if (pq8k_haetae_rans_push_byte(&st->dec, b) != 0) return PQ8K_ERR_BAD_ENCODING;
    int err = hb_run(st);
    return err != 0 ? err : 1;
}

/* ---- rows: the h symbols, w into the challenge, z2 into the norm ---- */

static int h_run(pq8k_haetae_verifier_state *st)
{
    while (!pq8k_haetae_rans_push_wants(&st->dec)) {
        if (st->ncoef == HAETAE_K * HAETAE_N) {
            /* after the last symbol: no byte left over, final state L */
            if (pq8k_haetae_rans_push_done(&st->dec) != 0) return PQ8K_ERR_BAD_ENCODING;
            enter(st, st->size_hb + st->size_h == HAETAE_SIG_ROOM ? HS_DONE : HS_PAD);
            return 0;
        }
        unsigned i = st->ncoef >> 8, n = st->ncoef & (HAETAE_N - 1);
        hpoly *a = &st->acc[i];
        if (n == 0) pq8k_haetae_invntt(a);
        int32_t par = i == 0 ? (st->wlsb[n >> 3] >> (n & 7)) & 1 : 0;
        int32_t z2, w = haetae_row_coeff(a->c[n], par, haetae_sig_push_h(&st->dec), &z2);
        st->norm += haetae_sq(z2);
        haetae_row_absorb(&st->ks, st->scratch.w8, n, w);
        st->ncoef++;
    }
    return 0;
}

static long h_byte(pq8k_haetae_verifier_state *st, uint8_t b)
{
    if (pq8k_haetae_rans_push_byte(&st->dec, b) != 0) return PQ8K_ERR_BAD_ENCODING;
    int err = h_run(st);
    return err != 0 ? err : 1;
}

#if PQ8K_CONFIG_FAULT_HARDENING
/* Nothing but pad_bytes reads the padding: one skipped instruction there
   (the test, or a loop branch that ends its scan early) accepted a signature
   with non-zero padding in the one-check-off campaign. The bytes once more,
   in a call of its own made first (no register or loop shape shared with
   the scan after it), backwards, into a flag that final tests. */
__attribute__((noinline)) static void pad_recheck(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t n)
{
    uint8_t any = 0;
    for (size_t i = n; i > 0; i--) any |= in[i - 1];
    if (any) st->flags |= HF_PAD_BAD;
}
#endif

static long pad_bytes(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    size_t n = take(st, len, HAETAE_SIG_ROOM - st->size_hb - st->size_h);
    uint8_t any = 0;
#if PQ8K_CONFIG_FAULT_HARDENING
    pad_recheck(st, in, n);
#endif
    for (size_t i = 0; i < n; i++) any |= in[i];
    if (any) return PQ8K_ERR_BAD_ENCODING;
    st->cnt = (uint16_t)(st->cnt + n);
    if (st->cnt == HAETAE_SIG_ROOM - st->size_hb - st->size_h) enter(st, HS_DONE);
    return (long)n;
}

/* Consume what fits of in[0..len) in the current region; the byte count,
   or a negative error. */
static long step(pq8k_haetae_verifier_state *st, const uint8_t *in, size_t len)
{
    switch (st->phase) {
    case HS_SEED: return seed_bytes(st, in, len);
    case HS_B: return pk_bytes(st, in, len);
    case HS_C: return c_bytes(st, in, len);
    case HS_OFF: return off_byte(st, in[0]);
    case HS_LB: return lb_bytes(st, in, len);
    case HS_HB: return hb_byte(st, in[0]);
    case HS_H: return h_byte(st, in[0]);
    case HS_PAD: return pad_bytes(st, in, len);
    default: return PQ8K_ERR_BAD_LENGTH; /* bytes after the end of the stream */
    }
}

static int update(void *vst, const uint8_t *in, size_t len)
{
    pq8k_haetae_verifier_state *st = vst;
    while (len != 0) {
        long took = step(st, in, len);
        if (took < 0) return (int)took;
        in += took;
        len -= (size_t)took;
    }
    return 0;
}

static int final(void *vst)
{
    pq8k_haetae_verifier_state *st = vst;
    uint8_t c[32];
    if (st->phase != HS_DONE) return PQ8K_ERR_BAD_LENGTH;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*(const volatile uint8_t *)&st->flags & HF_PAD_BAD) return PQ8K_ERR_BAD_ENCODING;
#endif
    haetae_challenge_finish(&st->ks, st->wlsb, st->digest_mu, c);
    if (st->norm > HAETAE_B2SQ) return PQ8K_ERR_BAD_SIGNATURE;
    if (pq8k_ct_memneq(c, st->c, sizeof c)) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*(const volatile uint64_t *)&st->norm > HAETAE_B2SQ) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(c, st->c, sizeof c)) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return PQ8K_OK;
}

const pq8k_stream_scheme L_NAME(stream) = {
    .id = PQ8K_HAETAE_LEVEL == 2 ? PQ8K_HAETAE2 : PQ8K_HAETAE_LEVEL == 3 ? PQ8K_HAETAE3 : PQ8K_HAETAE5,
    .digest_len = PQ8K_HAETAE_DIGEST_BYTES,
    .pk_len = HAETAE_PKBYTES,
    .sig_min = HAETAE_SIGBYTES,
    .sig_max = HAETAE_SIGBYTES,
    .body_max = HAETAE_PKBYTES + HAETAE_SIGBYTES,
    .init = init,
    .update = update,
    .final = final,
};

#else
typedef int pq8k_haetae_stream_level_not_built;
#endif
