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

/* acc -= c * t1coef * 2^13 * x^m: the part of c*t1*2^d coming from
   coefficient m of t1 (t1coef < 2^10); acc values in [0, q) stay there. */
void pq8k_mldsa_sub_ct1(uint32_t acc[256], const uint8_t *pos, const uint8_t sign[8],
                        unsigned tau, unsigned m, uint32_t t1coef);

/*
 * Signing's form of c = SampleInBall(c~): NTT(c) with coefficients in [0, q),
 * computed in constant time (for the attempts a signer rejects, c is secret).
 * Products with c are then c * s = InvNTT(NTT(s) o NTT(c)), no index or branch
 * on c; only whether each XOF byte is rejected is declassified (docs/security.md).
 */
void pq8k_mldsa_challenge_ntt(uint32_t chat[256], const uint8_t *ctilde, size_t ctlen, unsigned tau);
#endif
