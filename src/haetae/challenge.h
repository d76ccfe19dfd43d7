/* SPDX-License-Identifier: MIT */
/*
 * The challenge c = H(HighBits rows || LSB bits || mu[0:32]), absorbed row by
 * row so neither signer nor verifier holds the packed high bits.
 * c is kept as a 256-bit vector (LSB first), the form it has in the signature.
 */
#ifndef PQ8K_HAETAE_CHALLENGE_H
#define PQ8K_HAETAE_CHALLENGE_H

#include "haetae/params.h"
#include "common/fips202.h"

#define haetae_challenge_absorb8 HAETAE_NS(challenge_absorb8)
#define haetae_challenge_end_row HAETAE_NS(challenge_end_row)
#define haetae_challenge_finish HAETAE_NS(challenge_finish)
#define haetae_challenge_finish_ct HAETAE_NS(challenge_finish_ct)

/* Absorb 8 consecutive high-bit values (each < HAETAE_HBMOD); start with pq8k_shake256_init. */
void haetae_challenge_absorb8(pq8k_keccak_state *ks, const uint16_t v[8]);
/* Complete one 288-byte row (levels 2/3 pad 256 bytes with 32 zeros). */
void haetae_challenge_end_row(pq8k_keccak_state *ks);
/*
 * Absorb the LSB bits and mu[0:32], then derive c. Two samplers, same c:
 * haetae_challenge_finish for verification (c public: levels 2/3 index by the
 * sampled position) and haetae_challenge_finish_ct for signing (c secret
 * until its attempt is accepted: no secret address, branch or shift).
 */
void haetae_challenge_finish(pq8k_keccak_state *ks, const uint8_t lsb[32], const uint8_t mu[32],
                             uint8_t c[32]);
void haetae_challenge_finish_ct(pq8k_keccak_state *ks, const uint8_t lsb[32],
                                const uint8_t mu[32], uint8_t c[32]);

#endif
