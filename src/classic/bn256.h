/* SPDX-License-Identifier: MIT */
/*
 * 256-bit integers as eight 32-bit words, least significant first, and the
 * arithmetic modulo an odd modulus below 2^256 that both classical curves
 * share: plain modular addition and subtraction, and Montgomery
 * multiplication (R = 2^256) for the scalars (mod n of P-256, mod L of
 * Ed25519). Every function here runs in time independent of the values (the
 * host signers use them on secrets); the callers' loops decide the rest.
 */
#ifndef PQ8K_CLASSIC_BN256_H
#define PQ8K_CLASSIC_BN256_H

#include <stddef.h>
#include <stdint.h>

#define BN_WORDS 8

typedef struct {
    uint32_t m[BN_WORDS];  /* the odd modulus */
    uint32_t r2[BN_WORDS]; /* 2^512 mod m */
    uint32_t n0;           /* -m^-1 mod 2^32 */
} bn_modulus;

void pq8k_bn_from_be(uint32_t r[BN_WORDS], const uint8_t in[32]);
void pq8k_bn_to_be(uint8_t out[32], const uint32_t a[BN_WORDS]);
uint32_t pq8k_bn_add(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS]);
uint32_t pq8k_bn_sub(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS]);
/* All-ones when a == 0 (resp. a < b), zero otherwise. */
uint32_t pq8k_bn_is_zero(const uint32_t a[BN_WORDS]);
uint32_t pq8k_bn_lt(const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS]);
/* r = mask ? a : r, mask all-ones or zero. */
void pq8k_bn_cmov(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], uint32_t mask);
/* r = a * b, the full 512-bit product. */
void pq8k_bn_mul(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS]);
/* The same product two rows at a time, unrolled: about a fifth fewer
   instructions for about 330 more bytes of flash on the Cortex-M3 (Ed25519's
   field; P-256's flash budget keeps pq8k_bn_mul). */
void pq8k_bn_mul_unrolled(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS]);
/* r = a^2, the full 512-bit square (about half pq8k_bn_mul's multiplications). */
void pq8k_bn_sqr(uint32_t r[2 * BN_WORDS], const uint32_t a[BN_WORDS]);
/* r -= m when carry is set or r >= m (r + carry * 2^256 < 2m). */
void pq8k_bn_reduce_once(uint32_t r[BN_WORDS], uint32_t carry, const uint32_t m[BN_WORDS]);
/* r = a + b, a - b mod m, for a, b < m. */
void pq8k_bn_mod_add(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const uint32_t m[BN_WORDS]);
void pq8k_bn_mod_sub(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const uint32_t m[BN_WORDS]);
/* r = a * b / 2^256 mod m, fully reduced when a < m or b < m. */
void pq8k_bn_mont_mul(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                 const bn_modulus *mod);
/* r = a * b mod m for a < m, b < 2^256 (no Montgomery form in or out). */
void pq8k_bn_mod_mul(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const uint32_t b[BN_WORDS],
                const bn_modulus *mod);
/* r = a^-1 mod m (0 for a = 0) for a prime m, a < m, by Fermat. */
void pq8k_bn_mod_inv(uint32_t r[BN_WORDS], const uint32_t a[BN_WORDS], const bn_modulus *mod);

#endif
