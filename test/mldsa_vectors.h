/* SPDX-License-Identifier: MIT */
/* Test-side helpers for the ML-DSA suites: per-level table and an ACVP JSON line reader. */
#ifndef PQ8K_TEST_MLDSA_VECTORS_H
#define PQ8K_TEST_MLDSA_VECTORS_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/mldsa.h"
#include "pq8k/stream.h"
#include "tt.h"

typedef struct {
    const char *name; /* ACVP parameterSet, e.g. "ML-DSA-44" */
    pq8k_scheme scheme;
    size_t pklen, sklen, siglen;
    const char *kat, *negative; /* paths under the vectors folder */
    int (*keygen)(uint8_t *pk, uint8_t *sk);
    int (*keygen_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m, size_t mlen,
                const uint8_t *ctx, size_t ctxlen);
    int (*sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                              size_t mlen, const uint8_t *ctx, size_t ctxlen);
    int (*sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                         size_t mlen, const uint8_t rnd[32]);
    int (*sign_mu)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t mu[64],
                   const uint8_t rnd[32]);
    int (*verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                  size_t mlen, const uint8_t *ctx, size_t ctxlen);
    int (*verify_internal)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                           size_t mlen);
    int (*verify_mu)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t mu[64]);
} mldsa_level;

extern const mldsa_level mldsa_levels[3];
/* by ACVP parameterSet name; NULL if unknown */
const mldsa_level *mldsa_level_named(const char *name);

#define MLDSA_MAX_PK 2592
#define MLDSA_MAX_SK 4896
#define MLDSA_MAX_SIG 4627
#define MLDSA_MAX_MSG 8192 /* the ACVP files' longest message is 7,727 bytes */

/*
 * ACVP files are pretty-printed JSON with one "key": value per line. Reads
 * lines until one holds such a pair; key and value point into line (string
 * values without their quotes). Returns 0, or -1 at the end of the file.
 */
int json_next(tt_file *f, char *line, size_t cap, const char **key, const char **value);

#endif
