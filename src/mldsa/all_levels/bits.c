/* SPDX-License-Identifier: MIT */
#include "mldsa/all_levels/bits.h"

uint32_t pq8k_mldsa_get_bits(const uint8_t *packed, unsigned idx, unsigned bits)
{
    unsigned bit = idx * bits, shift = bit & 7, need = (shift + bits + 7) >> 3;
    const uint8_t *p = packed + (bit >> 3);
    uint32_t v = 0;
    for (unsigned k = 0; k < need; k++) v |= (uint32_t)p[k] << (8 * k);
    return (v >> shift) & ((1u << bits) - 1);
}

void pq8k_mldsa_pack(uint8_t *out, const uint32_t v[256], unsigned bits)
{
    uint32_t acc = 0;
    unsigned n = 0;
    for (unsigned i = 0; i < 256; i++) {
        acc |= v[i] << n;
        n += bits;
        while (n >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            n -= 8;
        }
    }
}
