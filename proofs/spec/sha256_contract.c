/* SPDX-License-Identifier: MIT */
/*
 * SHA-256 by its contract (docs/proofs.md, "hash contracts"): a harness that
 * lists this file in proof-src instead of src/common/sha2.c has Eva use these
 * contracts at every call instead of analysing the compression function.
 * What each says is what the callers rely on for memory safety: the context
 * is one valid object, the input is read for exactly len bytes (all of them
 * set), the digest is written for exactly 32 bytes. The digest value is "any
 * value" (assigns ... \from), which is more behaviours than the real hash has,
 * never fewer. That sha2.c keeps to them is an assumption of the harnesses
 * that use this file (docs/proofs.md, A1): no harness proves it yet.
 */
#include "common/sha2.h"

/*@ requires \valid(c);
    assigns *c \from \nothing;
    ensures \initialized(c);
*/
void pq8k_sha256_init(pq8k_sha256_ctx *c);

/*@ requires \valid(c) && \initialized(c);
    requires \valid_read(in + (0 .. (integer)len - 1));
    requires \initialized(in + (0 .. (integer)len - 1));
    assigns *c \from *c, in[0 .. (integer)len - 1], len;
    ensures \initialized(c);
*/
void pq8k_sha256_update(pq8k_sha256_ctx *c, const uint8_t *in, size_t len);

/*@ requires \valid(c) && \initialized(c);
    requires \valid(out + (0 .. 31));
    requires \separated(c, out + (0 .. 31));
    assigns *c, out[0 .. 31] \from *c;
    ensures \initialized(out + (0 .. 31));
*/
void pq8k_sha256_final(pq8k_sha256_ctx *c, uint8_t out[32]);
