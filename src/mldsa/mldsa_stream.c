/*
 * ML-DSA streaming verifier: the body of the stream (after the engine's
 * header), laid out for memory (docs/stream-format.md):
 *
 *   rho | c~ | h | row 0 | row 1 | ... | row k-1,   row i = z | t1_i
 *
 * z (all l polynomials, as in the signature) is repeated in every row, so
 * the verifier never holds it: row i needs z once, coefficient by coefficient,
 * to accumulate (A z)_i in the NTT domain; then t1_i arrives (kept in the
 * buffer z used) and c*t1_i*2^d is subtracted (c is sparse); then UseHint gives
 * w1_i, absorbed into H(mu || w1). State: two polynomials plus three Keccak
 * states, whatever the level. The copies of z are authenticated: each copy is
 * hashed and must give the digest of the first copy (SHAKE256 to the length
 * of c~, so finding two copies that collide costs as much as the collisions
 * the scheme already rules out on c~).
 *
 * The pk bytes (rho, then t1_0 .. t1_{k-1}) arrive in their pk order and are
 * hashed as they pass; tr must equal the trusted digest. mu needs tr, and the
 * trusted digest is tr, so mu is computed at init before any byte arrives.
 * Failures of the signature are recorded and reported after the key check,
 * so a foreign key is always reported as such.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "common/fips202.h"
#include "common/util.h"
#include "mldsa/internal.h"
#include "mldsa/mldsa_stream.h"
#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/hashing.h"
#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/ntt.h"

#if MLDSA_BUILT

typedef pq8k_mldsa_verifier_state state;

_Static_assert(MLDSA_CTILDE <= PQ8K_MLDSA_ST_CTILDE && MLDSA_TAU <= PQ8K_MLDSA_ST_TAU &&
                   MLDSA_HINT_BYTES <= PQ8K_MLDSA_ST_HINT,
               "verifier state sized for another level set");

#define OFF_CTILDE 32u
#define OFF_HINT (OFF_CTILDE + MLDSA_CTILDE)
#define OFF_ROWS (OFF_HINT + MLDSA_HINT_BYTES)
#define Z_LEN ((uint32_t)MLDSA_L * MLDSA_ZPOLY_BYTES)
#define ROW_LEN (Z_LEN + MLDSA_T1POLY_BYTES)
#define BODY_LEN (OFF_ROWS + MLDSA_K * ROW_LEN)

enum region { R_RHO, R_CTILDE, R_HINT, R_Z, R_T1 };

/* The region holding body offset pos: its kind, [start, end) and row. */
static enum region locate(uint32_t pos, uint32_t *start, uint32_t *end, unsigned *row)
{
    uint32_t base;
    *row = 0;
    if (pos < OFF_CTILDE) {
        *start = 0;
        *end = OFF_CTILDE;
        return R_RHO;
    }
    if (pos < OFF_HINT) {
        *start = OFF_CTILDE;
        *end = OFF_HINT;
        return R_CTILDE;
    }
    if (pos < OFF_ROWS) {
        *start = OFF_HINT;
        *end = OFF_ROWS;
        return R_HINT;
    }
    *row = (pos - OFF_ROWS) / ROW_LEN;
    base = OFF_ROWS + *row * ROW_LEN;
    if (pos < base + Z_LEN) {
        *start = base;
        *end = base + Z_LEN;
        return R_Z;
    }
    *start = base + Z_LEN;
    *end = base + ROW_LEN;
    return R_T1;
}

static void defer(state *st, int err)
{
    if (st->sig_err == 0) st->sig_err = (int8_t)err;
}

/* Unpack a run of packed coefficients (width bits); emit() gets each one. */
static void unpack(state *st, const uint8_t *in, size_t n, unsigned bits,
                   void (*emit)(state *, uint32_t, unsigned), unsigned row)
{
    uint32_t mask = (1u << bits) - 1;
    for (size_t k = 0; k < n; k++) {
        st->bits |= (uint32_t)in[k] << st->nbits;
        st->nbits = (uint8_t)(st->nbits + 8);
        while (st->nbits >= bits) {
            uint32_t v = st->bits & mask;
            st->bits >>= bits;
            st->nbits = (uint8_t)(st->nbits - bits);
            emit(st, v, row);
            st->coef++;
        }
    }
}

/* coefficient st->coef of the current copy of z */
static void emit_z(state *st, uint32_t field, unsigned row)
{
    unsigned j = st->coef >> 8, m = st->coef & 255;
    int32_t z = mldsa_z_coef(field);
    if (mldsa_z_too_big(z)) defer(st, PQ8K_ERR_BAD_SIGNATURE);
    if (st->sig_err != 0) return; /* nothing more to compute, only the key to hash */
    st->zhat[m] = mldsa_from_signed(z);
    if (m == 255) pq8k_mldsa_row_step(st->acc, st->zhat, st->rho, row, j);
}

/* coefficient st->coef of t1_row, times 2^d, into zhat (free once z is done) */
static void emit_t1(state *st, uint32_t field, unsigned row)
{
    (void)row;
    st->zhat[st->coef] = field << MLDSA_D;
}

/* end of the copy of z in row i: authenticate it, leave the NTT domain */
static void z_done(state *st, unsigned row)
{
    uint8_t d[MLDSA_CTILDE];
    pq8k_keccak_finalize(&st->z_hash);
    pq8k_keccak_squeeze(&st->z_hash, d, MLDSA_CTILDE);
    if (row == 0)
        memcpy(st->zdigest, d, MLDSA_CTILDE);
    else if (pq8k_ct_memneq(d, st->zdigest, MLDSA_CTILDE))
        defer(st, PQ8K_ERR_BAD_ENCODING);
    if (st->sig_err == 0) pq8k_mldsa_invntt_mont(st->acc);
}

/* the stored hint positions of row i */
static void hint_row(const state *st, unsigned row, const uint8_t **h, unsigned *n)
{
    unsigned start = row == 0 ? 0 : st->hint[MLDSA_OMEGA + row - 1];
    *h = st->hint + start;
    *n = st->hint[MLDSA_OMEGA + row] - start;
}

/* the last byte: key check first, then the signature's own verdict */
static int verdict(state *st)
{
    uint8_t d[64];
    int diff;
    pq8k_keccak_finalize(&st->pk_hash);
    pq8k_keccak_squeeze(&st->pk_hash, d, 64);
    if (pq8k_ct_memneq(d, st->tr, 64)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->tr, 64)) return PQ8K_ERR_PK_DIGEST;
    if (st->sig_err != 0) return st->sig_err;
    pq8k_keccak_finalize(&st->w_hash);
    pq8k_keccak_squeeze(&st->w_hash, d, MLDSA_CTILDE);
    diff = pq8k_ct_memneq(d, st->ctilde, MLDSA_CTILDE);
    if (diff) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(d, st->ctilde, MLDSA_CTILDE)) return PQ8K_ERR_BAD_SIGNATURE;
    st->complete = PQ8K_FIH_TOKEN;
    return 0;
}

/* end of t1_i: w1_i into the challenge hash; after the last row, the verdict */
static int t1_done(state *st, unsigned row)
{
    if (st->sig_err == 0) {
        const uint8_t *h;
        unsigned n;
        pq8k_mldsa_sub_ct1_poly(st->acc, st->zhat, st->cpos, st->csign, MLDSA_TAU);
        hint_row(st, row, &h, &n);
        pq8k_mldsa_absorb_w1(&st->w_hash, st->acc, h, n, MLDSA_GAMMA2);
    }
    return row == MLDSA_K - 1 ? verdict(st) : 0;
}

static int region_end(state *st, enum region r, unsigned row)
{
    switch (r) {
    case R_CTILDE:
        pq8k_mldsa_challenge(st->cpos, st->csign, st->ctilde, MLDSA_CTILDE, MLDSA_TAU);
        break;
    case R_HINT:
        if (MLDSA_NS(hint_check)(st->hint) != 0) defer(st, PQ8K_ERR_BAD_ENCODING);
        break;
    case R_Z:
        z_done(st, row);
        break;
    case R_T1:
        return t1_done(st, row);
    case R_RHO:
        break;
    }
    return 0;
}

/* the first byte of a region of packed coefficients */
static void region_begin(state *st, enum region r)
{
    st->coef = 0;
    st->bits = 0;
    st->nbits = 0;
    if (r == R_Z) {
        pq8k_shake256_init(&st->z_hash);
        memset(st->acc, 0, sizeof st->acc);
    }
}

static void consume(state *st, enum region r, uint32_t off, const uint8_t *in, size_t n, unsigned row)
{
    switch (r) {
    case R_RHO:
        memcpy(st->rho + off, in, n);
        pq8k_keccak_absorb(&st->pk_hash, in, n);
        break;
    case R_CTILDE:
        memcpy(st->ctilde + off, in, n);
        break;
    case R_HINT:
        memcpy(st->hint + off, in, n);
        break;
    case R_Z:
        pq8k_keccak_absorb(&st->z_hash, in, n);
        unpack(st, in, n, MLDSA_Z_BITS, emit_z, row);
        break;
    case R_T1:
        pq8k_keccak_absorb(&st->pk_hash, in, n);
        unpack(st, in, n, MLDSA_T1_BITS, emit_t1, row);
        break;
    }
}

static int update(void *vst, const uint8_t *in, size_t len)
{
    state *st = vst;
    while (len > 0) {
        uint32_t start, end;
        unsigned row;
        enum region r = locate(st->pos, &start, &end, &row);
        size_t n = end - st->pos < len ? end - st->pos : len;
        int err;
        if (st->pos == start && (r == R_Z || r == R_T1)) region_begin(st, r);
        consume(st, r, st->pos - start, in, n, row);
        st->pos += (uint32_t)n;
        in += n;
        len -= n;
        if (st->pos == end && (err = region_end(st, r, row)) != 0) return err;
    }
    return 0;
}

static int final(void *vst)
{
    const state *st = vst;
    const volatile uint8_t *complete = &st->complete;
    if (st->pos != BODY_LEN) return PQ8K_ERR_BAD_LENGTH;
    /* update reported a failure already; the flag is tested twice when hardened */
    if (*complete != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*complete != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* mu = SHAKE256(tr || M', 64), or the caller's mu; the message is read here,
   once, through w_hash (which then restarts as H(mu || w1)). */
static int init(void *vst, const uint8_t *digest, const pq8k_stream_msg *m)
{
    state *st = vst;
    pq8k_keccak_state *w = &st->w_hash;
    uint8_t mu[64];
    int err = 0;
    memset(st, 0, sizeof *st);
    memcpy(st->tr, digest, 64);
    if (m->mode == PQ8K_MSG_MU) {
        if (m->src.len != 64) return PQ8K_ERR_BAD_LENGTH;
        memcpy(mu, m->src.at.ptr, 64);
    } else {
        pq8k_shake256_init(w);
        pq8k_keccak_absorb(w, st->tr, 64);
        err = pq8k_msg_absorb_prime(m, pq8k_sink_keccak, w);
        if (err != 0) return err;
        pq8k_keccak_finalize(w);
        pq8k_keccak_squeeze(w, mu, 64);
    }
    pq8k_shake256_init(w);
    pq8k_keccak_absorb(w, mu, 64);
    pq8k_shake256_init(&st->pk_hash);
    return 0;
}

static void pk_digest(const uint8_t *pk, uint8_t *digest)
{
    pq8k_shake256(digest, 64, pk, MLDSA_PK_BYTES);
}

static void encode(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    (void)siglen; /* always MLDSA_SIG_BYTES */
    memcpy(body, pk, 32);
    memcpy(body + OFF_CTILDE, sig, MLDSA_CTILDE);
    memcpy(body + OFF_HINT, sig + MLDSA_SIG_H, MLDSA_HINT_BYTES);
    for (unsigned i = 0; i < MLDSA_K; i++) {
        uint8_t *row = body + OFF_ROWS + i * ROW_LEN;
        memcpy(row, sig + MLDSA_SIG_Z, Z_LEN);
        memcpy(row + Z_LEN, pk + 32 + i * MLDSA_T1POLY_BYTES, MLDSA_T1POLY_BYTES);
    }
}

const pq8k_stream_scheme MLDSA_NS(stream) = {
    .id = MLDSA_SCHEME,
    .digest_len = 64,
    .pk_len = MLDSA_PK_BYTES,
    .sig_min = MLDSA_SIG_BYTES,
    .sig_max = MLDSA_SIG_BYTES,
    .body_max = BODY_LEN,
    .init = init,
    .update = update,
    .final = final,
};

const pq8k_stream_host MLDSA_NS(stream_host) = {&MLDSA_NS(stream), pk_digest, encode};

#else
typedef int pq8k_mldsa_level_not_built;
#endif
