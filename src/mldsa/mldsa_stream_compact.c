/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA streaming verifier, compact layout (docs/stream-format.md, 2.6):
 *
 *   rho | c~ | h | z | t1_0 | t1_1 | ... | t1_{k-1}
 *
 * z travels once, as in the signature, and is kept packed (l * 32 * (gamma1
 * bits + 1) bytes): the stream is pk + sig rearranged, about a third of the
 * row layout of mldsa_stream.c, for 2.3-4.5 KB more state. Since the device
 * holds z itself, nothing has to authenticate copies of it. When the first
 * byte of t1_i arrives, row i of A*z is computed from the stored z (NTT of
 * each z_j, products with the entries of A squeezed on demand) and leaves the
 * NTT domain; t1_i is collected (times 2^d) in the work polynomial, then
 * c*t1_i*2^d is subtracted and UseHint gives w1_i for H(mu || w1).
 *
 * The pk bytes (rho, t1_0 .. t1_{k-1}) arrive in pk order and are hashed as
 * they pass; signature failures are reported after the key check. From the
 * hint to the verdict (hardened: comparisons twice, a multi-bit token) the
 * code is the row layout's, src/mldsa/stream_common.h. The header and the
 * engine's checks are the same.
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

typedef pq8k_mldsa_compact_verifier_state state;
#include "mldsa/stream_common.h" /* the hint rows, verdict, final and mu of both layouts */

_Static_assert(MLDSA_CTILDE <= PQ8K_MLDSA_ST_CTILDE && MLDSA_TAU <= PQ8K_MLDSA_ST_TAU &&
                   MLDSA_HINT_BYTES <= PQ8K_MLDSA_ST_HINT &&
                   MLDSA_L * MLDSA_ZPOLY_BYTES <= PQ8K_MLDSA_ST_ZPACKED,
               "compact verifier state sized for another level set");

#define OFF_CTILDE 32u
#define OFF_HINT (OFF_CTILDE + MLDSA_CTILDE)
#define OFF_Z (OFF_HINT + MLDSA_HINT_BYTES)
#define Z_LEN ((uint32_t)MLDSA_L * MLDSA_ZPOLY_BYTES)
#define OFF_T1 (OFF_Z + Z_LEN)
#define BODY_LEN (OFF_T1 + MLDSA_K * MLDSA_T1POLY_BYTES)

enum region { R_RHO, R_CTILDE, R_HINT, R_Z, R_T1 };

/* The region holding body offset pos: its kind, [start, end) and row (t1). */
static enum region locate(uint32_t pos, uint32_t *start, uint32_t *end, unsigned *row)
{
    static const uint32_t bound[4] = {OFF_CTILDE, OFF_HINT, OFF_Z, OFF_T1};
    unsigned r = 0;
    while (r < 4 && pos >= bound[r]) r++;
    *row = 0;
    if (r < 4) {
        *start = r == 0 ? 0 : bound[r - 1];
        *end = bound[r];
        return (enum region)r;
    }
    *row = (pos - OFF_T1) / MLDSA_T1POLY_BYTES;
    *start = OFF_T1 + *row * MLDSA_T1POLY_BYTES;
    *end = *start + MLDSA_T1POLY_BYTES;
    return R_T1;
}


/* z_j from the stored packed z into v, as values in [0, q); 1 if a
   coefficient is out of range (|z| >= gamma1 - beta) */
static uint32_t unpack_z(uint32_t v[256], const uint8_t *packed)
{
    const uint32_t mask = (1u << MLDSA_Z_BITS) - 1;
    uint32_t acc = 0, bad = 0;
    unsigned have = 0;
    for (unsigned m = 0; m < 256; m++) {
        int32_t z;
        while (have < MLDSA_Z_BITS) { /* at most 3 bytes: fields are <= 20 bits */
            acc |= (uint32_t)*packed++ << have;
            have += 8;
        }
        z = mldsa_z_coef(acc & mask);
        acc >>= MLDSA_Z_BITS;
        have -= MLDSA_Z_BITS;
        bad |= mldsa_z_too_big(z);
        v[m] = mldsa_from_signed(z);
    }
    return bad;
}

/* the whole of z has arrived: range-check every coefficient once */
static void z_done(state *st)
{
    uint32_t bad = 0;
    for (unsigned j = 0; j < MLDSA_L; j++) bad |= unpack_z(st->work, st->z + j * MLDSA_ZPOLY_BYTES);
    if (bad) defer(st, PQ8K_ERR_BAD_SIGNATURE);
}

/* before t1_row: acc <- row of A*z, plain coefficients in [0, q) */
static void row_begin(state *st, unsigned row)
{
    pq8k_mldsa_poly_zero(st->acc);
    for (unsigned j = 0; j < MLDSA_L; j++) {
        (void)unpack_z(st->work, st->z + j * MLDSA_ZPOLY_BYTES);
        pq8k_mldsa_row_step(st->acc, st->work, st->rho, row, j);
    }
    pq8k_mldsa_invntt_mont(st->acc);
}

/* the t1 bytes of one chunk: each coefficient times 2^d into work */
static void unpack_t1(state *st, const uint8_t *in, size_t n)
{
    const uint32_t mask = (1u << MLDSA_T1_BITS) - 1;
    for (size_t k = 0; k < n; k++) {
        st->bits |= (uint32_t)in[k] << st->nbits;
        st->nbits = (uint8_t)(st->nbits + 8);
        while (st->nbits >= MLDSA_T1_BITS) {
            st->work[st->coef++] = (st->bits & mask) << MLDSA_D;
            st->bits >>= MLDSA_T1_BITS;
            st->nbits = (uint8_t)(st->nbits - MLDSA_T1_BITS);
        }
    }
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
        z_done(st);
        break;
    case R_T1:
        return t1_done(st, row, st->work); /* work holds t1_i * 2^d */
    case R_RHO:
        break;
    }
    return 0;
}

static void consume(state *st, enum region r, uint32_t off, const uint8_t *in, size_t n)
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
        memcpy(st->z + off, in, n);
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
        if (st->pos == start && r == R_T1) {
            st->coef = 0;
            st->bits = 0;
            st->nbits = 0;
            if (st->sig_err == 0) row_begin(st, row);
        }
        consume(st, r, st->pos - start, in, n);
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

/* mu at init, as in the row layout */
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
    memcpy(body + OFF_Z, sig + MLDSA_SIG_Z, Z_LEN);
    memcpy(body + OFF_T1, pk + 32, MLDSA_K * MLDSA_T1POLY_BYTES);
}

#define COMPACT_ID_CAT2(l) PQ8K_MLDSA##l##_COMPACT
#define COMPACT_ID_CAT(l) COMPACT_ID_CAT2(l)

const pq8k_stream_scheme MLDSA_NS(compact_stream) = {
    .id = COMPACT_ID_CAT(PQ8K_MLDSA_LEVEL),
    .digest_len = 64,
    .pk_len = MLDSA_PK_BYTES,
    .sig_min = MLDSA_SIG_BYTES,
    .sig_max = MLDSA_SIG_BYTES,
    .body_max = BODY_LEN,
    .init = init,
    .update = update,
    .final = final,
};

const pq8k_stream_host MLDSA_NS(compact_stream_host) = {&MLDSA_NS(compact_stream), pk_digest,
                                                        encode};

#else
typedef int pq8k_mldsa_compact_level_not_built;
#endif
