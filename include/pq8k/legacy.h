/* SPDX-License-Identifier: MIT */
/*
 * Legacy multivariate signatures: Rainbow-I-classic (round 3) and GeMSS-128.
 *
 * BOTH SCHEMES ARE BROKEN. Beullens (2022) recovers a Rainbow-I secret key in
 * about a weekend on a laptop; GeMSS fell to MinRank attacks (Tao, Petzoldt,
 * Ding 2021). A signature under either scheme proves nothing about who made it.
 * They are here only to compare with published streaming-verification results
 * and for research; see docs/legacy.md. Do not deploy them.
 *
 * The library contains them only when built with `make LEGACY=1`, which also
 * defines PQ8K_LEGACY_INSECURE; without that opt-in this header declares
 * nothing, so a program that uses them fails to compile.
 *
 * Verification only (no keygen, no signing). Streaming verification goes
 * through the engine (include/pq8k/stream.h, schemes PQ8K_RAINBOW1_CLASSIC and
 * PQ8K_GEMSS128); the one-shot functions below are for hosts that hold the
 * whole public key.
 */
#ifndef PQ8K_LEGACY_H
#define PQ8K_LEGACY_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/pq8k.h"

#if defined(PQ8K_LEGACY_INSECURE)

/* Rainbow(16,36,32,32), classic, NIST round 3. pk digest = SHA-256(pk). */
#define PQ8K_RAINBOW1_CLASSIC_PKBYTES     161600u
#define PQ8K_RAINBOW1_CLASSIC_SIGBYTES    66u     /* 50-byte solution || 16-byte salt */
#define PQ8K_RAINBOW1_CLASSIC_DIGESTBYTES 32u
#define PQ8K_RAINBOW1_CLASSIC_STREAMBYTES (PQ8K_RAINBOW1_CLASSIC_SIGBYTES + PQ8K_RAINBOW1_CLASSIC_PKBYTES)

/* GeMSS128 (n=174, v=12, Delta=12, D=513, 4 iterations). pk digest = SHA3-256(pk).
   The stream carries the public key four times, once per iteration. */
#define PQ8K_GEMSS128_PKBYTES     352188u
#define PQ8K_GEMSS128_SIGBYTES    33u         /* 258 bits, the top 6 bits of the last byte zero */
#define PQ8K_GEMSS128_DIGESTBYTES 32u
#define PQ8K_GEMSS128_STREAMBYTES (PQ8K_GEMSS128_SIGBYTES + 4u * PQ8K_GEMSS128_PKBYTES)

/*
 * One-shot verification of a detached signature: 0 if sig is a valid signature
 * of msg[0..msglen) under pk, else a negative PQ8K_ERR_* code (BAD_LENGTH for
 * wrong sizes, BAD_ENCODING for non-zero GeMSS padding bits, BAD_SIGNATURE).
 * Both run the streaming verifier over the whole key in memory.
 */
int pq8k_rainbow1_classic_verify(const uint8_t *pk, size_t pklen,
                                 const uint8_t *sig, size_t siglen,
                                 const uint8_t *msg, size_t msglen);
int pq8k_gemss128_verify(const uint8_t *pk, size_t pklen,
                         const uint8_t *sig, size_t siglen,
                         const uint8_t *msg, size_t msglen);

#endif /* PQ8K_LEGACY_INSECURE */
#endif /* PQ8K_LEGACY_H */
