/* SPDX-License-Identifier: MIT */
/* P-256 scalars (p256_scalar.h). */
#include "pq8k/config.h"
#include "classic/p256_scalar.h"

const bn_modulus pq8k_p256_n = {
    {0xfc632551, 0xf3b9cac2, 0xa7179e84, 0xbce6faad, 0xffffffff, 0xffffffff, 0x00000000, 0xffffffff},
    {0xbe79eea2, 0x83244c95, 0x49bd6fa6, 0x4699799c, 0x2b6bec59, 0x2845b239, 0xf3d95620, 0x66e12d94},
    0xee00bc4f,
};

void pq8k_p256_digest_scalar(uint32_t e[BN_WORDS], const uint8_t *digest, size_t digestlen)
{
    uint8_t buf[32] = {0};
    size_t len = digestlen < 32 ? digestlen : 32;
    for (size_t i = 0; i < len; i++)
        buf[32 - len + i] = digest[i];
    pq8k_bn_from_be(e, buf);
    pq8k_bn_reduce_once(e, 0, pq8k_p256_n.m);   /* e < 2^256 < 2n */
}

int pq8k_p256_scalar_in_range(const uint32_t a[BN_WORDS])
{
    return !pq8k_bn_is_zero(a) && pq8k_bn_lt(a, pq8k_p256_n.m);
}
