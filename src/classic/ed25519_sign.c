/* SPDX-License-Identifier: MIT */
/* Ed25519 key generation and signing (ed25519.h), for the host: constant
   time in the seed and the secret scalars. */
#include <string.h>
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "classic/ed25519.h"
#include "classic/ed25519_point.h"
#include "classic/ed25519_scalar.h"
#include "common/sha2.h"
#include "common/util.h"

#if PQ8K_CONFIG_ED25519 && PQ8K_CONFIG_CLASSIC_SIGN

/* h = SHA-512(seed); the clamped secret scalar a from its first half. */
static void expand_seed(uint8_t h[64], uint32_t a[BN_WORDS], const uint8_t seed[32])
{
    pq8k_sha512(h, seed, 32);
    h[0] &= 248;
    h[31] &= 127;
    h[31] |= 64;
    pq8k_ed_scalar_load(a, h);
}

int pq8k_ed25519_keygen_from_seed(uint8_t pk[32], const uint8_t seed[32])
{
    uint8_t h[64];
    uint32_t a[BN_WORDS];
    ed_point p;
    if (!pk || !seed)
        return PQ8K_ERR_STATE;
    expand_seed(h, a, seed);
    pq8k_ed_base_mul_ct(&p, a);
    pq8k_ed_point_encode(pk, &p);
    pq8k_wipe(h, sizeof h);
    pq8k_wipe(a, sizeof a);
    pq8k_wipe(&p, sizeof p);
    return 0;
}

int pq8k_ed25519_sign(uint8_t sig[64], const uint8_t seed[32], const uint8_t pk[32],
                      const uint8_t *msg, size_t msglen)
{
    uint8_t h[64], d[64], own[32];
    uint32_t a[BN_WORDS], r[BN_WORDS], k[BN_WORDS];
    ed_point p;
    pq8k_sha512_ctx ctx;
    int rc = 0;

    if (!sig || !seed || !pk || (!msg && msglen))
        return PQ8K_ERR_STATE;
    memset(sig, 0, 64);
    expand_seed(h, a, seed);
    /* a wrong pk would make k, hence S, leak the secret scalar */
    pq8k_ed_base_mul_ct(&p, a);
    pq8k_ed_point_encode(own, &p);
    if (memcmp(own, pk, 32) != 0) {
        rc = PQ8K_ERR_STATE;
        goto out;
    }
    pq8k_sha512_init(&ctx);
    pq8k_sha512_update(&ctx, h + 32, 32);
    pq8k_sha512_update(&ctx, msg, msglen);
    pq8k_sha512_final(&ctx, d);
    pq8k_ed_scalar_reduce64(r, d);
    pq8k_ed_base_mul_ct(&p, r);
    pq8k_ed_point_encode(sig, &p);
    pq8k_sha512_init(&ctx);
    pq8k_sha512_update(&ctx, sig, 32);
    pq8k_sha512_update(&ctx, pk, 32);
    pq8k_sha512_update(&ctx, msg, msglen);
    pq8k_sha512_final(&ctx, d);
    pq8k_ed_scalar_reduce64(k, d);
    /* S = r + k a mod L, with a reduced first */
    memset(d, 0, sizeof d);
    memcpy(d, h, 32);
    pq8k_ed_scalar_reduce64(a, d);
    pq8k_bn_mod_mul(k, k, a, &pq8k_ed_l);
    pq8k_bn_mod_add(r, r, k, pq8k_ed_l.m);
    for (int i = 0; i < BN_WORDS; i++) pq8k_store32_le(sig + 32 + 4 * i, r[i]);
out:
    pq8k_wipe(h, sizeof h);
    pq8k_wipe(d, sizeof d);
    pq8k_wipe(a, sizeof a);
    pq8k_wipe(r, sizeof r);
    pq8k_wipe(k, sizeof k);
    pq8k_wipe(&p, sizeof p);
    pq8k_wipe(&ctx, sizeof ctx);
    return rc;
}

#else
typedef int pq8k_ed25519_sign_unused; /* ISO C: no empty translation unit */
#endif
