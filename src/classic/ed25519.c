/* SPDX-License-Identifier: MIT */
/* Ed25519 verification (ed25519.h). */
#include <string.h>
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "classic/ed25519.h"
#include "classic/ed25519_point.h"
#include "classic/ed25519_scalar.h"
#include "common/sha2.h"

#if PQ8K_CONFIG_ED25519

/* k = SHA-512(R || A || M) mod L, hashed in w's room for it */
static void challenge(pq8k_ed25519_ws *w, const uint8_t sig[64], const uint8_t pk[32],
                      const uint8_t *msg, size_t msglen)
{
    pq8k_sha512_init(&w->u.hash.ctx);
    pq8k_sha512_update(&w->u.hash.ctx, sig, 32);
    pq8k_sha512_update(&w->u.hash.ctx, pk, 32);
    pq8k_sha512_update(&w->u.hash.ctx, msg, msglen);
    pq8k_sha512_final(&w->u.hash.ctx, w->u.hash.h);
    pq8k_ed_scalar_reduce64(w->k, w->u.hash.h);
}

int pq8k_ed25519_verify_ws(const uint8_t pk[32], const uint8_t sig[64],
                           const uint8_t *msg, size_t msglen, pq8k_ed25519_ws *ws)
{
    if (!pk || !sig || (!msg && msglen) || !ws)
        return PQ8K_ERR_STATE;
    pq8k_ed_scalar_load(ws->s, sig + 32);
    if (!pq8k_bn_lt(ws->s, pq8k_ed_l.m) || pq8k_ed_point_decode(&ws->a, pk))
        return PQ8K_ERR_BAD_ENCODING;
    challenge(ws, sig, pk, msg, msglen);
    pq8k_ed_point_neg(&ws->a, &ws->a);
    pq8k_ed_double_mul(&ws->r, ws->s, ws->k, &ws->a, &ws->u.mul); /* [S]B - [k]A */
    pq8k_ed_point_encode(ws->u.enc, &ws->r);
    return memcmp(ws->u.enc, sig, 32) == 0 ? 0 : PQ8K_ERR_BAD_SIGNATURE;
}

int pq8k_ed25519_verify(const uint8_t pk[32], const uint8_t sig[64],
                        const uint8_t *msg, size_t msglen)
{
    pq8k_ed25519_ws w;
    return pq8k_ed25519_verify_ws(pk, sig, msg, msglen, &w);
}

#else
typedef int pq8k_ed25519_unused; /* ISO C: no empty translation unit */
#endif
