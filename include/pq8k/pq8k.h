/* SPDX-License-Identifier: MIT */
/*
 * pq8k — post-quantum signatures for microcontrollers with 8-16 KB of SRAM.
 *
 * Common definitions: result codes, version, and the randomness hook.
 * Every pq8k function that can fail returns int: 0 on success, or one of the
 * distinct negative PQ8K_ERR_* codes below. Outputs are zeroed on error.
 */
#ifndef PQ8K_H
#define PQ8K_H

#include <stddef.h>
#include <stdint.h>

#define PQ8K_VERSION_MAJOR 0
#define PQ8K_VERSION_MINOR 1
#define PQ8K_VERSION_PATCH 0
#define PQ8K_VERSION_STRING "0.1.0"

#define PQ8K_OK                0
#define PQ8K_ERR_BAD_SIGNATURE (-1) /* well-formed input, signature does not verify */
#define PQ8K_ERR_BAD_LENGTH    (-2) /* a length argument or a stream length is wrong */
#define PQ8K_ERR_BAD_ENCODING  (-3) /* malformed encoding: range, padding, rANS state... */
#define PQ8K_ERR_PK_DIGEST     (-4) /* streamed public key does not match the trusted digest */
#define PQ8K_ERR_STATE         (-5) /* misuse: call out of order, wrong scheme, NULL argument */
#define PQ8K_ERR_RNG           (-6) /* pq8k_randombytes failed */
#define PQ8K_ERR_UNSUPPORTED   (-7) /* scheme or operation not built into this library */
#define PQ8K_ERR_INTERNAL      (-8) /* an internal limit was hit (e.g. counter exhausted) */
#define PQ8K_ERR_READ          (-9) /* the caller's message reader failed (pq8k_verify_init_reader) */
#define PQ8K_ERR_FAULT         (-10) /* a signer's self-check failed (a fault?): nothing was released */

/* Human-readable name of a result code (static string, never NULL). */
const char *pq8k_strerror(int err);

/*
 * Randomness hook, supplied by the integrator: fill out[0..len) with
 * cryptographically secure random bytes and return 0, or return non-zero on
 * failure (pq8k then returns PQ8K_ERR_RNG). The host build of libpq8k.a
 * provides one reading getrandom(2); device builds provide none, so a firmware
 * that signs or generates keys must define it.
 */
int pq8k_randombytes(uint8_t *out, size_t len);

#endif /* PQ8K_H */
