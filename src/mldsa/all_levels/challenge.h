/* SPDX-License-Identifier: MIT */
/*
 * The challenge polynomial c = SampleInBall(c~) (FIPS 204 Algorithm 29) kept
 * compressed: c has tau coefficients +-1 and the rest 0, so it is stored as
 * pos[t] (position of the t-th non-zero coefficient) and bit t of sign
 * (1 means -1): tau + 8 bytes instead of 1 KB. The verifier's products with c
 * are sparse schoolbook sums, which need no NTT of t1; c is public there.
 */
#ifndef PQ8K_MLDSA_CHALLENGE_H
#define PQ8K_MLDSA_CHALLENGE_H

#include <stddef.h>
#include <stdint.h>

void pq8k_mldsa_challenge(uint8_t *pos, uint8_t sign[8], const uint8_t *ctilde, size_t ctlen,
                          unsigned tau);

/*
 * acc <- acc - c * t1 in [0, q), for a whole polynomial: t1s[m] = t1_m * 2^13
 * (below 2^23), acc in [0, q). One pass over t1s per non-zero coefficient of
 * c: no index arithmetic or reduction per term (the partial sums stay below 2^30
 * in absolute value and are reduced once). t1s is public.
 */
void pq8k_mldsa_sub_ct1_poly(uint32_t acc[256], const uint32_t t1s[256], const uint8_t *pos,
                             const uint8_t sign[8], unsigned tau);

/*
 * Signing's form of c = SampleInBall(c~): NTT(c) with coefficients in [0, q),
 * computed in constant time (for the attempts a signer rejects, c is secret).
 * Products with c are then c * s = InvNTT(NTT(s) o NTT(c)), no index or branch
 * on c; only whether each XOF byte is rejected is declassified (docs/security.md).
 */
void pq8k_mldsa_challenge_ntt(uint32_t chat[256], const uint8_t *ctilde, size_t ctlen, unsigned tau);
#endif
