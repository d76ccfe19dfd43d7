/* SPDX-License-Identifier: MIT */
/*
 * What the two ML-DSA stream layouts share: the row layout (mldsa_stream.c)
 * and the compact layout (mldsa_stream_compact.c) differ only in how z
 * arrives; from the first hint to the verdict they run this code. Both
 * states (pq8k/stream.h) name these fields alike, so the functions below
 * take the includer's `state` (a typedef it makes before including this
 * file, which is compiled per level like the rest of src/mldsa/):
 *   pk_hash, w_hash  SHAKE256 over the streamed pk, and H(mu || w1)
 *   tr, ctilde, hint, cpos, csign, acc, sig_err, complete
 * The hardening of the verdict (config.h, PQ8K_CONFIG_FAULT_HARDENING) is
 * here, so neither layout can drift from it: the key and challenge
 * comparisons made twice, a multi-bit success token tested twice in final.
 */
#ifndef PQ8K_MLDSA_STREAM_COMMON_H
#define PQ8K_MLDSA_STREAM_COMMON_H

#include <string.h>
#include "pq8k/stream.h"
#include "common/fips202.h"
#include "common/stream_scheme.h"
#include "common/util.h"
#include "mldsa/params.h"
#include "mldsa/all_levels/challenge.h"
#include "mldsa/all_levels/hashing.h"
#include "mldsa/all_levels/matrix.h"
#include "common/attributes.h"

/* the first signature failure, reported after the key check */
static void defer(state *st, int err)
{
    if (st->sig_err == 0) st->sig_err = (int8_t)err;
}

/* the stored hint positions of row i */
static void hint_row(const state *st, unsigned row, const uint8_t **h, unsigned *n)
{
    unsigned start = row == 0 ? 0 : st->hint[MLDSA_OMEGA + row - 1];
    *h = st->hint + start;
    *n = st->hint[MLDSA_OMEGA + row] - start;
}

/* the last byte: key check first, then the signature's own verdict; each
   comparison twice (the second through another routine) when hardened, and
   success recorded as a multi-bit token that final tests */
PQ8K_NOINLINE static int verdict(state *st)
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

/* end of t1_i (t1 holds t1_i * 2^d, acc row i of A*z in the plain domain):
   w1_i into the challenge hash; after the last row, the verdict */
static int t1_done(state *st, unsigned row, const uint32_t t1[256])
{
    if (st->sig_err == 0) {
        const uint8_t *h;
        unsigned n;
        pq8k_mldsa_sub_ct1_poly(st->acc, t1, st->cpos, st->csign, MLDSA_TAU);
        hint_row(st, row, &h, &n);
        pq8k_mldsa_absorb_w1(&st->w_hash, st->acc, h, n, MLDSA_GAMMA2);
    }
    return row == MLDSA_K - 1 ? verdict(st) : 0;
}

/* the end of c~ and of h: the challenge's positions, the hint's encoding */
static void ctilde_done(state *st)
{
    pq8k_mldsa_challenge(st->cpos, st->csign, st->ctilde, MLDSA_CTILDE, MLDSA_TAU);
}
static void hint_done(state *st)
{
    if (MLDSA_NS(hint_check)(st->hint) != 0) defer(st, PQ8K_ERR_BAD_ENCODING);
}

/* the verdict of final: the whole body, and the token verdict() set (update
   reported any failure already), tested twice when hardened */
static int final_check(const state *st, uint32_t body_len)
{
    const volatile uint8_t *complete = &st->complete;
    if (st->pos != body_len) return PQ8K_ERR_BAD_LENGTH;
    if (*complete != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (*complete != PQ8K_FIH_TOKEN) return PQ8K_ERR_BAD_SIGNATURE;
#endif
    return 0;
}

/* init: mu = SHAKE256(tr || M', 64), or the caller's mu; the message is read
   here, once, through w_hash (which then restarts as H(mu || w1)). */
static int init_common(state *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
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

/* the trusted digest, tr = SHAKE256(pk, 64), for both layouts' host entries */
static void pk_digest(const uint8_t *pk, uint8_t *digest)
{
    pq8k_shake256(digest, 64, pk, MLDSA_PK_BYTES);
}

#endif
