/* SPDX-License-Identifier: MIT */
/*
 * The FIPS 205 hash functions for both families (sections 11.1 and 11.2):
 * F, H and PRF through pq8k_slh_thash, T_l incrementally (one n-byte piece at a
 * time, so a WOTS+ public key or the FORS roots never have to be held), and
 * H_msg / PRF_msg over a message given in pieces (prefix, context, message),
 * read exactly once.
 */
#ifndef PQ8K_SLHDSA_HASH_H
#define PQ8K_SLHDSA_HASH_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"
#include "common/sha2.h"
#include "common/stream_scheme.h"
#include "slhdsa/slhdsa_adrs.h"
#include "slhdsa/slhdsa_params.h"

/* The public-key side of every hash call (slh_hctx), a running T_l or the
   work area of H_msg / PRF_msg (slh_tctx): the types of pq8k/stream.h, where
   the verifier state holds them. M' arrives as a pq8k_stream_msg (pure,
   internal or pre-hash), read once through src/common/stream_scheme.h. */
typedef pq8k_slhdsa_hctx slh_hctx;
typedef pq8k_slhdsa_tctx slh_tctx;

/* pk: PK.seed || PK.root (the root may be garbage while keygen computes it);
   scratch is overwritten (it holds the seed block while the midstates form).
   Clears hc->secret. */
void pq8k_slh_hctx_init(slh_hctx *hc, const slh_params *p, const uint8_t *pk, slh_tctx *scratch);
/* F (y == NULL: out = F(x)) or H (out = H(x || y)); PRF is F with x = SK.seed.
   x, y, out are n bytes; out may alias x or y. With hc->secret set (the
   signer) the working copies are wiped after each call. */
void pq8k_slh_thash(const slh_hctx *hc, const uint8_t adrs[32], const uint8_t *x, const uint8_t *y,
               uint8_t *out);
/* SHA2 sets: the chain from one padded block (slh_chain's SHA-256 path). */
void pq8k_slh_chain_sha256(const slh_hctx *hc, uint8_t adrs[32], uint8_t *x, unsigned from,
                      unsigned to);
/* A WOTS+ chain: x = F applied with hash addresses from..to-1 (to <= 16), in
   place; adrs (type WOTS_HASH, chain set) is left with hash address to-1.
   Inline: the SHAKE loop runs in its caller's frame, no frame of its own on
   the verifier's deepest path. */
static inline void slh_chain(const slh_hctx *hc, uint8_t adrs[32], uint8_t *x, unsigned from,
                             unsigned to)
{
#if SLH_HAVE_SHA2
    if (!hc->p->shake) {
        pq8k_slh_chain_sha256(hc, adrs, x, from, to);
        return;
    }
#endif
    for (unsigned j = from; j < to; j++) {
        slh_adrs_hash(adrs, j);
        pq8k_slh_thash(hc, adrs, x, 0, x);
    }
}
void pq8k_slh_t_begin(const slh_hctx *hc, slh_tctx *t, const uint8_t adrs[32]);
void pq8k_slh_t_absorb(const slh_hctx *hc, slh_tctx *t, const uint8_t *x);   /* n bytes */
void pq8k_slh_t_end(const slh_hctx *hc, slh_tctx *t, uint8_t *out);
/* out: the m-byte digest; SLH_HMSG_BYTES of room (MGF1 writes whole blocks). t is scratch. */
#define SLH_HMSG_BYTES 64
/* 0, or PQ8K_ERR_READ (the message reader failed; out is then garbage). */
int pq8k_slh_hmsg(const slh_hctx *hc, slh_tctx *t, const uint8_t *r, const pq8k_stream_msg *m,
             uint8_t out[SLH_HMSG_BYTES]);
/* out: n bytes (R). */
void pq8k_slh_prf_msg(const slh_hctx *hc, slh_tctx *t, const uint8_t *sk_prf, const uint8_t *opt_rand,
                 const pq8k_stream_msg *m, uint8_t *out);

#endif
