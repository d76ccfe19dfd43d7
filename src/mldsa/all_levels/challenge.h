/*
 * The challenge polynomial c = SampleInBall(c~) (FIPS 204 Algorithm 29) kept
 * compressed: c has tau coefficients +-1 and the rest 0, so it is stored as
 * pos[t] (position of the t-th non-zero coefficient) and bit t of sign
 * (1 means -1): tau + 8 bytes instead of 1 KB. Products with c are sparse
 * schoolbook sums, which need no NTT of t1, s1, s2 or t0.
 */
#ifndef PQ8K_MLDSA_CHALLENGE_H
#define PQ8K_MLDSA_CHALLENGE_H

#include <stddef.h>
#include <stdint.h>

void pq8k_mldsa_challenge(uint8_t *pos, uint8_t sign[8], const uint8_t *ctilde, size_t ctlen,
                          unsigned tau);

/* acc -= c * t1coef * 2^13 * x^m: the part of c*t1*2^d coming from
   coefficient m of t1 (t1coef < 2^10); acc values in [0, q) stay there. */
void pq8k_mldsa_sub_ct1(uint32_t acc[256], const uint8_t *pos, const uint8_t sign[8],
                        unsigned tau, unsigned m, uint32_t t1coef);

/* out += c * s where s[m] = offset - (field m of packed, bits wide): the
   packed forms of s1, s2 (offset eta) and t0 (offset 2^12) in sk. */
void pq8k_mldsa_add_cs(int32_t out[256], const uint8_t *pos, const uint8_t sign[8],
                       unsigned tau, const uint8_t *packed, unsigned bits, int32_t offset);

#endif
