/* SPDX-License-Identifier: MIT */
#include "util.h"
#include "pq8k/pq8k.h"

void pq8k_wipe(void *p, size_t len)
{
    /* volatile pointer: the stores must happen even if p is dead afterwards */
    volatile uint8_t *v = (volatile uint8_t *)p;
    while (len--) *v++ = 0;
}

int pq8k_ct_memneq(const void *a, const void *b, size_t len)
{
    const uint8_t *x = a, *y = b;
    uint8_t d = 0;
    for (size_t i = 0; i < len; i++) d |= (uint8_t)(x[i] ^ y[i]);
    return (int)((d + 0xFFu) >> 8);
}

int pq8k_ct_memneq_again(const void *a, const void *b, size_t len)
{
    const volatile uint8_t *x = a, *y = b;
    uint32_t d = 0;
    /* each difference enters the low byte of a word that turns a byte a step:
       none is lost, and the code is not the first routine's */
    while (len-- > 0) d = (d << 8 | d >> 24) | (uint32_t)(x[len] ^ y[len]);
    return (int)(1u & ((d | (0u - d)) >> 31));
}

const char *pq8k_strerror(int err)
{
    switch (err) {
    case PQ8K_OK: return "ok";
    case PQ8K_ERR_BAD_SIGNATURE: return "bad signature";
    case PQ8K_ERR_BAD_LENGTH: return "bad length";
    case PQ8K_ERR_BAD_ENCODING: return "bad encoding";
    case PQ8K_ERR_PK_DIGEST: return "public key does not match the trusted digest";
    case PQ8K_ERR_STATE: return "call out of order or bad argument";
    case PQ8K_ERR_RNG: return "randomness source failed";
    case PQ8K_ERR_UNSUPPORTED: return "not supported by this build";
    case PQ8K_ERR_INTERNAL: return "internal limit reached";
    case PQ8K_ERR_READ: return "message read failed";
    case PQ8K_ERR_FAULT: return "self-check failed, output withheld";
    default: return "unknown error";
    }
}
