/* SPDX-License-Identifier: MIT */
/*
 * The workspaces of the classical verifiers (ECDSA-P256 and Ed25519,
 * src/classic/, docs/classic.md), here so that the composite verifier state
 * of pq8k/verifier_states.h can hold one where the ML-DSA half's buffers
 * were: the composite verifies its classical half after the ML-DSA half, in
 * memory that half no longer needs, instead of on the stack. Their fields
 * are private to the library. Included by pq8k/verifier_states.h; the types
 * exist whatever the build switches (they cost nothing unused).
 */
#ifndef PQ8K_CLASSIC_WS_H
#define PQ8K_CLASSIC_WS_H

#include <stdint.h>
#include "pq8k/hash_state.h"

/* a 256-bit scalar has at most 257 width-w NAF digits (src/classic/wnaf.h) */
#define PQ8K_CLASSIC_WNAF_DIGITS 257

/* A P-256 point, Jacobian (src/classic/p256_point.h's p256_point). */
typedef struct {
    uint32_t x[8], y[8], z[8];
} pq8k_p256_ws_point;

/* The double-scalar multiplication's: the digits, Q affine and 3Q. */
typedef struct {
    uint8_t digits[PQ8K_CLASSIC_WNAF_DIGITS];
    uint32_t q1[2][8];
    pq8k_p256_ws_point q3;
} pq8k_p256_mul_ws;

/* ECDSA-P256 verification's (612 bytes on a 32-bit target). */
typedef struct {
    uint32_t r[8], s[8], e[8];  /* r; s, then w; e, then u1 */
    pq8k_p256_ws_point pt;      /* Q, then u1 G + u2 Q */
    union {
        uint8_t raw[64];        /* r || s, big-endian, until r and s are read */
        pq8k_p256_mul_ws mul;   /* then the multiplication */
    } u;
} pq8k_p256_ws;

/* An Ed25519 point, extended coordinates (src/classic/ed25519_point.h's ed_point). */
typedef struct {
    uint32_t x[8], y[8], z[8], t[8];
} pq8k_ed25519_ws_point;

/* A point ready to be added: Y + X, Y - X, 2 d T, 2 Z. */
typedef struct {
    uint32_t ypx[8], ymx[8], t2d[8], z2[8];
} pq8k_ed25519_ws_cached;

/* The double-scalar multiplication's: A's table, the digits. */
typedef struct {
    pq8k_ed25519_ws_cached table[4];
    uint8_t digits[PQ8K_CLASSIC_WNAF_DIGITS];
} pq8k_ed25519_mul_ws;

/* Ed25519 verification's (1,096 bytes on a 32-bit target). */
typedef struct {
    uint32_t s[8], k[8];        /* S; the challenge k */
    pq8k_ed25519_ws_point a, r; /* -A; [S]B - [k]A */
    union {                     /* one step after the other: */
        struct {
            pq8k_sha512_ctx ctx;
            uint8_t h[64];
        } hash;                 /* k = SHA-512(R || A || M) */
        pq8k_ed25519_mul_ws mul; /* the multiplication */
        uint8_t enc[32];        /* the result, encoded */
    } u;
} pq8k_ed25519_ws;

#endif
