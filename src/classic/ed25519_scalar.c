/* SPDX-License-Identifier: MIT */
/* Ed25519 scalars mod L (ed25519_scalar.h). */
#include "pq8k/config.h"
#include "classic/ed25519_scalar.h"
#include "common/bytes.h"

const bn_modulus pq8k_ed_l = {
    {0x5cf5d3ed, 0x5812631a, 0xa2f79cd6, 0x14def9de, 0x00000000, 0x00000000, 0x00000000, 0x10000000},
    {0x449c0f01, 0xa40611e3, 0x68859347, 0xd00e1ba7, 0x17f5be65, 0xceec73d2, 0x7c309a3d, 0x0399411b},
    0x12547e1b,
};

/* 2^768 mod L */
static const uint32_t l_r3[BN_WORDS] = {0x7b83a2db, 0x2a9e4968, 0xaef7f3ec, 0x278324e6,
                                        0x04ec5b65, 0x8065dc6c, 0x3599cec7, 0x0e530b77};

void pq8k_ed_scalar_load(uint32_t r[BN_WORDS], const uint8_t in[32])
{
    for (int i = 0; i < BN_WORDS; i++)
        r[i] = pq8k_load32_le(in + 4 * i);
}

void pq8k_ed_scalar_reduce64(uint32_t r[BN_WORDS], const uint8_t in[64])
{
    static const uint32_t one[BN_WORDS] = {1};
    uint32_t lo[BN_WORDS], hi[BN_WORDS];
    pq8k_ed_scalar_load(lo, in);
    pq8k_ed_scalar_load(hi, in + 32);
    /* (hi R + lo) R mod L from hi R^2 and lo R, then one Montgomery step down */
    pq8k_bn_mont_mul(hi, hi, l_r3, &pq8k_ed_l);
    pq8k_bn_mont_mul(lo, lo, pq8k_ed_l.r2, &pq8k_ed_l);
    pq8k_bn_mod_add(lo, lo, hi, pq8k_ed_l.m);
    pq8k_bn_mont_mul(r, lo, one, &pq8k_ed_l);
}
