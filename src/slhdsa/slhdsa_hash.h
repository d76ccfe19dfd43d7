/*
 * The FIPS 205 hash functions for both families (sections 11.1 and 11.2):
 * F, H and PRF through slh_thash, T_l incrementally (one n-byte piece at a
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
#include "pq8k/prehash.h"
#include "slhdsa/slhdsa_params.h"

/* Public-key side of every hash call. */
typedef struct {
    const slh_params *p;
    uint8_t secret;             /* 1: F/H inputs are secret (signing): wipe copies */
    uint8_t pk[2 * SLH_MAX_N];  /* PK.seed || PK.root */
#if SLH_HAVE_SHA2
    /* SHA-256 state after the block PK.seed || 0^(64-n): every F/PRF starts here */
    uint32_t mid256[8];
#endif
} slh_hctx;

/* A running T_l, or the work area of H_msg / PRF_msg. */
typedef union {
#if SLH_HAVE_SHA2
    pq8k_sha256_ctx s256;
#endif
#if SLH_HAVE_SHA512
    pq8k_sha512_ctx s512;
#endif
#if SLH_HAVE_SHAKE
    pq8k_keccak_state k;
#endif
} slh_tctx;

/*
 * M' in pieces, read in this order: hdr (0 bytes for the internal interface,
 * else domain || len(ctx): 0x00 pure, 0x01 pre-hash), ctx (hdr[1] bytes when
 * hdr is there), the OID of the pre-hash function ph (when ph != 0), msg
 * (the message, or PH(M) in pre-hash mode). Built by the slh_msg_* calls.
 */
typedef struct {
    const uint8_t *ctx;
    const uint8_t *msg;
    size_t msglen;
    uint8_t hdr[2];
    uint8_t hdrlen;
    uint8_t ph;                 /* pq8k_prehash value, 0: no OID */
} slh_msg;

/* M' = msg (FIPS 205 Algorithms 19/20, the internal interface). */
void slh_msg_internal(slh_msg *m, const uint8_t *msg, size_t msglen);
/* M' = 0 || len(ctx) || ctx || msg (Algorithms 22/24). 0, or PQ8K_ERR_STATE
   for a NULL pointer with a non-zero length, PQ8K_ERR_BAD_LENGTH for ctxlen > 255. */
int slh_msg_pure(slh_msg *m, const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen);
/* M' = 1 || len(ctx) || ctx || OID(alg) || ph (Algorithms 23/25, ph = PH(M)).
   Also PQ8K_ERR_UNSUPPORTED for an unknown alg, PQ8K_ERR_BAD_LENGTH for a
   phlen that is not alg's digest length. */
int slh_msg_prehash(slh_msg *m, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                    const uint8_t *ctx, size_t ctxlen);

/* pk: PK.seed || PK.root (the root may be garbage while keygen computes it);
   scratch is overwritten (it holds the seed block while the midstates form).
   Clears hc->secret. */
void slh_hctx_init(slh_hctx *hc, const slh_params *p, const uint8_t *pk, slh_tctx *scratch);
/* F (y == NULL: out = F(x)) or H (out = H(x || y)); PRF is F with x = SK.seed.
   x, y, out are n bytes; out may alias x or y. With hc->secret set (the
   signer) the working copies are wiped after each call. */
void slh_thash(const slh_hctx *hc, const uint8_t adrs[32], const uint8_t *x, const uint8_t *y,
               uint8_t *out);
void slh_t_begin(const slh_hctx *hc, slh_tctx *t, const uint8_t adrs[32]);
void slh_t_absorb(const slh_hctx *hc, slh_tctx *t, const uint8_t *x);   /* n bytes */
void slh_t_end(const slh_hctx *hc, slh_tctx *t, uint8_t *out);
/* out: the m-byte digest; SLH_HMSG_BYTES of room (MGF1 writes whole blocks). t is scratch. */
#define SLH_HMSG_BYTES 64
void slh_hmsg(const slh_hctx *hc, slh_tctx *t, const uint8_t *r, const slh_msg *m,
              uint8_t out[SLH_HMSG_BYTES]);
/* out: n bytes (R). */
void slh_prf_msg(const slh_hctx *hc, slh_tctx *t, const uint8_t *sk_prf, const uint8_t *opt_rand,
                 const slh_msg *m, uint8_t *out);

#endif
