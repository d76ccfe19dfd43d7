/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic modulo q = 12289 and the number-theoretic transform over
 * Z_q[x]/(x^n + 1), n = 512 or 1024. Everything here works on public data
 * (verification only), so a plain remainder is used: on Cortex-M3/M4 and
 * RV32IM it is the hardware divide (falcon_modq).
 *
 * The transform is the usual radix-2 tree. Node 1 is x^n + 1; node K splits
 * its modulus x^(2l) - r_K^2 into x^l - r_K (child 2K) and x^l + r_K (child
 * 2K+1), with r_K = g^brv10(K) for g = 7, a primitive 2048-th root of unity,
 * and brv10 the reversal of 10 bits. The same tree serves n = 512 (its roots
 * are the squares), so one routine handles both sizes and any sub-tree: a
 * block of m coefficients that holds a residue modulo x^m - r_K^2 can be
 * transformed on its own, and its result equals the slice [t*m, (t+1)*m) of
 * the full transform, t = K - n/m. The streaming verifier relies on that to
 * transform s2 one block at a time.
 *
 * Values are kept in [0, q). No tables: the twiddles of a layer are the
 * powers of one step, computed as the layer runs.
 */
#ifndef PQ8K_FALCON_NTT_H
#define PQ8K_FALCON_NTT_H

#include <stdint.h>

#include "falcon/falcon_params.h"

/*
 * x mod q with the hardware divide (Cortex-M3/M4 UDIV, RV32IM REMU): gcc
 * would turn '% 12289' into a multiply-high sequence of 4-5 instructions,
 * where UDIV + MLS are 2 (and UDIV takes 2-12 cycles, the sequence about 5),
 * so the constant is hidden from it. Public data only (verification).
 */
static inline uint32_t falcon_q(void)
{
    uint32_t q = FALCON_Q;
#if defined(__GNUC__) && (defined(__arm__) || defined(__riscv))
    __asm__("" : "+r"(q));
#endif
    return q;
}
/*
 * ARMv6-M (Cortex-M0/M0+) has no divide instruction, and gcc turns any
 * remainder there, by a constant too, into a call to __aeabi_uidivmod (a
 * loop of 50-100 instructions). Instead: two folds with 2^14 = q + 4095
 * bring any 32-bit x below 2^28 (the second leaves at most
 * (2^16 + 1) * 4095 + 2^14 - 1 < 2^28), then a quotient estimate from 32-bit
 * products, floor((x >> 11) * floor(2^28 / q) / 2^17), which is never above
 * x / q and at most 2 below (0.92 from the constant, 0.17 from the shift, 1
 * from the floors), and two subtractions. Every x < 2^32 checked on the host.
 */
#if defined(__ARM_ARCH_6M__)
static inline uint32_t falcon_modq_v6m(uint32_t x)
{
    x = (x >> 14) * 4095u + (x & 0x3FFFu);
    x = (x >> 14) * 4095u + (x & 0x3FFFu);
    x -= (((x >> 11) * 21843u) >> 17) * FALCON_Q;
    x -= FALCON_Q & (0u - (uint32_t)(x >= FALCON_Q));
    x -= FALCON_Q & (0u - (uint32_t)(x >= FALCON_Q));
    return x;
}
/* x mod q where the caller holds q = falcon_q() */
#define falcon_modq_by(x, q) ((void)(q), falcon_modq_v6m(x))
static inline uint32_t falcon_modq(uint32_t x) { return falcon_modq_v6m(x); }
#else
#define falcon_modq_by(x, q) ((x) % (q))
static inline uint32_t falcon_modq(uint32_t x) { return x % falcon_q(); }
#endif
static inline uint32_t falcon_mulq(uint32_t a, uint32_t b) { return falcon_modq(a * b); }
/* g^e mod q with g = 7; e is taken modulo 2048, so g^(-e) is root(2048 - e). */
uint32_t pq8k_falcon_root(uint32_t e);
/* Bit reversal of the low 10 bits of k. */
unsigned pq8k_falcon_brv10(unsigned k);
/* Forward transform (inverse == 0) of the block a[0..m) sitting at tree node
   `node`, or its inverse without the final division by m (inverse != 0).
   m is a power of two >= 2 and node * m == n, the degree of the ring
   (n = 512 or 1024): node 1 with m = n is the whole polynomial. */
void pq8k_falcon_ntt(uint16_t *a, unsigned m, unsigned node, int inverse);

#endif
