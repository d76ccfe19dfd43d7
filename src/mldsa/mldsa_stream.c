/* SPDX-License-Identifier: MIT */
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
 * hashed and must give the digest of the first copy, a digest as long as
 * c~, so finding two copies that collide costs as much as the collisions the
 * scheme already rules out on c~: SHAKE256, or SHA-256 for ML-DSA-44, whose
 * 32-byte c~ caps collisions at 2^128 as SHA-256 does; its compression costs
 * about a quarter of a Keccak permutation per byte hashed on the Cortex-M
 * (the size profile keeps SHAKE256 there too, which needs no more code).
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
#include "mldsa/stream_common.h" /* the hint rows, verdict, final and mu of both layouts */

_Static_assert(MLDSA_CTILDE <= PQ8K_MLDSA_ST_CTILDE && MLDSA_TAU <= PQ8K_MLDSA_ST_TAU &&
                   MLDSA_HINT_BYTES <= PQ8K_MLDSA_ST_HINT,
               "verifier state sized for another level set");

#define OFF_CTILDE 32u
#define OFF_HINT (OFF_CTILDE + MLDSA_CTILDE)
#define OFF_ROWS (OFF_HINT + MLDSA_HINT_BYTES)
#define Z_LEN ((uint32_t)MLDSA_L * MLDSA_ZPOLY_BYTES)
#define ROW_LEN (Z_LEN + MLDSA_T1POLY_BYTES)
#define BODY_LEN (OFF_ROWS + MLDSA_K * ROW_LEN)

/* the hash of the copies of z (see the top of the file); the size profile
   keeps to SHAKE256 at every level, so that an ML-DSA-44 verifier links no
   SHA-256 (about 1 KB of code on the Cortex-M3) for about a fifth more
   instructions (docs/size-profile.md) */
#if MLDSA_CTILDE == 32 && !PQ8K_CONFIG_PROFILE_SIZE
#include "common/sha2.h"
#define Z_HASH_INIT(st) pq8k_sha256_init(&(st)->z_hash.sha256)
#define Z_HASH_ABSORB(st, in, n) pq8k_sha256_update(&(st)->z_hash.sha256, in, n)
#define Z_HASH_DIGEST(st, d) pq8k_sha256_final(&(st)->z_hash.sha256, d)
#else
#define Z_HASH_INIT(st) pq8k_shake256_init(&(st)->z_hash.shake)
#define Z_HASH_ABSORB(st, in, n) pq8k_keccak_absorb(&(st)->z_hash.shake, in, n)
#define Z_HASH_DIGEST(st, d)                                                                       \
    (pq8k_keccak_finalize(&(st)->z_hash.shake), pq8k_keccak_squeeze(&(st)->z_hash.shake, d, MLDSA_CTILDE))
#endif

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


/*
 * The packed fields are wider than a byte (z: 18 or 20 bits, t1: 10), so
 * each byte completes at most one coefficient. The pending bits live in
 * locals for the run and go back to the state at its end; the field
 * handling is written out per region (no call per coefficient).
 *
 * Whole groups (the fewest coefficients that fill whole bytes: 4 z of 18
 * bits in 9 bytes, 2 z of 20 bits in 5, 4 t1 of 10 bits in 5) are read with
 * a 32-bit little-endian load per coefficient when the pending bits are
 * empty (a group boundary) and the run holds the whole group; the rest,
 * bytes split by the chunking, goes through the pending bits.
 * FIELD(g, k, w, gb): field k (w bits) of the group of gb bytes at g, from
 * the last 32-bit window of the group that holds it (constants fold).
 */
#include "common/attributes.h"
#define FIELD_BYTE(k, w, gb) (((k) * (w)) / 8 < (gb) - 4 ? ((k) * (w)) / 8 : (gb) - 4)
#define FIELD(g, k, w, gb) \
    ((pq8k_load32_le((g) + FIELD_BYTE(k, w, gb)) >> ((k) * (w) - 8 * FIELD_BYTE(k, w, gb))) & ((1u << (w)) - 1))

#if MLDSA_Z_BITS == 18
#define Z_GROUP_BYTES 9u
#define Z_GROUP(g, put)      \
    put(FIELD(g, 0, 18, 9)); \
    put(FIELD(g, 1, 18, 9)); \
    put(FIELD(g, 2, 18, 9)); \
    put(FIELD(g, 3, 18, 9))
#else
#define Z_GROUP_BYTES 5u
#define Z_GROUP(g, put)      \
    put(FIELD(g, 0, 20, 5)); \
    put(FIELD(g, 1, 20, 5))
#endif
_Static_assert(MLDSA_Z_BITS == 18 || MLDSA_Z_BITS == 20, "z groups");
_Static_assert(MLDSA_T1_BITS == 10, "t1 groups");

/* one z field v: range check (|gamma1 - v| >= gamma1 - beta means v outside
   [beta + 1, 2 gamma1 - beta - 1]; one unsigned compare, z is public), then
   z mod q into zhat */
#define Z_PUT(v)                                                                   \
    do {                                                                           \
        uint32_t v_ = (v);                                                         \
        bad |= v_ - (MLDSA_BETA + 1) >= 2 * (MLDSA_GAMMA1 - MLDSA_BETA) - 1;       \
        *out++ = mldsa_from_signed(mldsa_z_coef(v_));                              \
    } while (0)

/* a run of the current copy of z: coefficient m of z_j into zhat; at the
   end of z_j, one step of row i of A z (range failures reported first).
   Out of line: inlined into update, its loop spills registers. */
PQ8K_NOINLINE static void unpack_z(state *st, const uint8_t *in, size_t n,
                                               unsigned row)
{
    const uint32_t mask = (1u << MLDSA_Z_BITS) - 1;
    const uint8_t *end = in + n;
    uint32_t bits = st->bits, bad = 0;
    unsigned nbits = st->nbits, coef = st->coef;
    uint32_t *out = st->zhat + (coef & 255);
    for (;;) {
        if (nbits == 0 && (size_t)(end - in) >= Z_GROUP_BYTES) {
            Z_GROUP(in, Z_PUT); /* groups never straddle two polynomials */
            in += Z_GROUP_BYTES;
            coef += Z_GROUP_BYTES * 8 / MLDSA_Z_BITS;
        } else {
            while (nbits < MLDSA_Z_BITS) {
                if (in == end) goto done;
                bits |= (uint32_t)*in++ << nbits;
                nbits += 8;
            }
            Z_PUT(bits & mask);
            bits >>= MLDSA_Z_BITS;
            nbits -= MLDSA_Z_BITS;
            coef++;
        }
        if ((coef & 255) != 0) continue;
        out = st->zhat;
        if (bad) defer(st, PQ8K_ERR_BAD_SIGNATURE);
        /* after a failure nothing more to compute, only the key to hash */
        if (st->sig_err == 0) pq8k_mldsa_row_step(st->acc, st->zhat, st->rho, row, (coef >> 8) - 1);
    }
done:
    if (bad) defer(st, PQ8K_ERR_BAD_SIGNATURE);
    st->bits = bits;
    st->nbits = (uint8_t)nbits;
    st->coef = (uint16_t)coef;
}

/* a run of t1_row: each coefficient times 2^d into zhat (free once z is done) */
static void unpack_t1(state *st, const uint8_t *in, size_t n)
{
    const uint32_t mask = (1u << MLDSA_T1_BITS) - 1;
    const uint8_t *end = in + n;
    uint32_t bits = st->bits;
    unsigned nbits = st->nbits, coef = st->coef;
    uint32_t *out = st->zhat + coef;
    for (;;) {
        if (nbits == 0 && end - in >= 5) {
            for (unsigned k = 0; k < 4; k++) /* as FIELD(in, k, 10, 5) */
                *out++ = ((pq8k_load32_le(in + (k != 0)) >> (10 * k - 8 * (k != 0))) & mask) << MLDSA_D;
            in += 5;
            coef += 4;
            continue;
        }
        if (in == end) break;
        bits |= (uint32_t)*in++ << nbits;
        nbits += 8;
        if (nbits >= MLDSA_T1_BITS) {
            *out++ = (bits & mask) << MLDSA_D;
            bits >>= MLDSA_T1_BITS;
            nbits -= MLDSA_T1_BITS;
            coef++;
        }
    }
    st->bits = bits;
    st->nbits = (uint8_t)nbits;
    st->coef = (uint16_t)coef;
}

/* end of the copy of z in row i: authenticate it, leave the NTT domain */
PQ8K_NOINLINE static void z_done(state *st, unsigned row)
{
    uint8_t d[MLDSA_CTILDE];
    Z_HASH_DIGEST(st, d);
    if (row == 0)
        memcpy(st->zdigest, d, MLDSA_CTILDE);
    else if (pq8k_ct_memneq(d, st->zdigest, MLDSA_CTILDE))
        defer(st, PQ8K_ERR_BAD_ENCODING);
    if (st->sig_err == 0) pq8k_mldsa_invntt_mont(st->acc);
}




static int region_end(state *st, enum region r, unsigned row)
{
    switch (r) {
    case R_CTILDE:
        ctilde_done(st);
        break;
    case R_HINT:
        hint_done(st);
        break;
    case R_Z:
        z_done(st, row);
        break;
    case R_T1:
        return t1_done(st, row, st->zhat); /* t1_i * 2^d waits where z_j was */
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
        Z_HASH_INIT(st);
        pq8k_mldsa_poly_zero(st->acc);
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
        Z_HASH_ABSORB(st, in, n);
        unpack_z(st, in, n, row);
        break;
    case R_T1:
        pq8k_keccak_absorb(&st->pk_hash, in, n);
        unpack_t1(st, in, n);
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
    return final_check(vst, BODY_LEN);
}

/* mu at init, before any byte arrives (tr is the trusted digest) */
static int init(void *vst, const uint8_t *digest, const pq8k_stream_msg *m)
{
    return init_common(vst, digest, m);
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
