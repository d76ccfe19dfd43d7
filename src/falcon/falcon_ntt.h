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
static inline uint32_t falcon_modq(uint32_t x) { return x % falcon_q(); }
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
