/* SPDX-License-Identifier: MIT */
/*
 * The Falcon verification equation: with c = HashToPoint(nonce || msg),
 * s1 = c - s2*h mod (q, x^n + 1), centred in [-q/2, q/2], the signature is
 * valid iff ||s1||^2 + ||s2||^2 <= bound(n).
 *
 * Memory plan (why it looks like this): the caller holds NTT(h) (n words)
 * and s2 still compressed (at most 705 / 1413 bytes). NTT(s2) would need
 * another n words, so it is made one block of 64 coefficients at a time:
 * s2 is decoded again for each block, folded into its residue modulo
 * x^64 - r^2 (r the block's tree root), transformed, and multiplied into the
 * matching slice of NTT(h), which then holds NTT(s2*h). One inverse
 * transform later, c is squeezed coefficient by coefficient, so c is never
 * stored either. Extra stack: one 64-word block.
 */
#ifndef PQ8K_FALCON_EQUATION_H
#define PQ8K_FALCON_EQUATION_H

#include <stdint.h>

#include "common/fips202.h"

/*
 * h:    NTT(h) on entry, n = 2^logn values in [0, q); overwritten.
 * s2c:  the signature after header and nonce, s2len bytes: the compressed s2,
 *       which must use all of them, or for a signature of the padded length
 *       be followed by zero bytes only.
 * sh:   SHAKE256 over nonce || msg, finalized; squeezed here.
 * draws: FALCON_DRAW_BYTES of scratch for the squeezed hash-to-point draws
 *       (the stream verifier lends its spent pk digest: no stack for it).
 * Returns 0 (valid), PQ8K_ERR_BAD_ENCODING or PQ8K_ERR_BAD_SIGNATURE.
 */
#define FALCON_DRAW_BYTES 8u /* one Keccak lane: squeezed without byte-wise extraction */

int pq8k_falcon_equation(uint16_t *h, const uint8_t *s2c, uint32_t s2len, unsigned logn,
                         pq8k_keccak_state *sh, uint8_t draws[FALCON_DRAW_BYTES]);

#endif
