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

/* k = SHA-512(R || A || M) mod L. Not inlined: the hash's context is then
   off the stack before the double-scalar multiplication, the deepest part. */
static __attribute__((noinline)) void challenge(uint32_t k[BN_WORDS], const uint8_t sig[64],
                                                const uint8_t pk[32], const uint8_t *msg,
                                                size_t msglen)
{
    uint8_t h[64];
    pq8k_sha512_ctx ctx;
    pq8k_sha512_init(&ctx);
    pq8k_sha512_update(&ctx, sig, 32);
    pq8k_sha512_update(&ctx, pk, 32);
    pq8k_sha512_update(&ctx, msg, msglen);
    pq8k_sha512_final(&ctx, h);
    pq8k_ed_scalar_reduce64(k, h);
}

int pq8k_ed25519_verify(const uint8_t pk[32], const uint8_t sig[64],
                        const uint8_t *msg, size_t msglen)
{
    uint32_t s[BN_WORDS], k[BN_WORDS];
    uint8_t enc[32];
    ed_point a, r;

    if (!pk || !sig || (!msg && msglen))
        return PQ8K_ERR_STATE;
    pq8k_ed_scalar_load(s, sig + 32);
    if (!pq8k_bn_lt(s, pq8k_ed_l.m) || pq8k_ed_point_decode(&a, pk))
        return PQ8K_ERR_BAD_ENCODING;
    challenge(k, sig, pk, msg, msglen);
    pq8k_ed_point_neg(&a, &a);
    pq8k_ed_double_mul(&r, s, k, &a);         /* [S]B - [k]A */
    pq8k_ed_point_encode(enc, &r);
    return memcmp(enc, sig, 32) == 0 ? 0 : PQ8K_ERR_BAD_SIGNATURE;
}

#else
typedef int pq8k_ed25519_unused; /* ISO C: no empty translation unit */
#endif
