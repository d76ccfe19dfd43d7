/* SPDX-License-Identifier: MIT */
/*
 * The CLI's view of a scheme: its sizes, its one-shot operations (when the
 * library has them) and how it streams. tools/cli_schemes.c holds the table;
 * the CLI itself (tools/pq8k_cli.c) knows no scheme by name.
 */
#ifndef PQ8K_CLI_SCHEMES_H
#define PQ8K_CLI_SCHEMES_H

#include <stddef.h>
#include <stdint.h>

typedef struct cli_scheme cli_scheme;

/* Message and context of one signature, as given on the command line. */
typedef struct {
    const uint8_t *m;           /* the message, or PH(M) when ph is set */
    size_t mlen;
    const uint8_t *ctx;
    size_t ctxlen;
    int ph;                     /* pq8k_prehash value (--prehash), 0: pure mode */
} cli_msg;

/*
 * How a scheme streams. "engine": the pq8k_verify_* engine of
 * include/pq8k/stream.h (stream with the 'P' '8' header). "native": the
 * scheme's own push verifier, for schemes the engine does not carry yet
 * (their stream has the scheme's own layout, see docs/cli.md).
 */
typedef struct {
    const char *kind;
    /* trusted digest of pk; *dlen: capacity in, length out */
    int (*digest)(const cli_scheme *s, const uint8_t *pk, size_t pklen, uint8_t *d, size_t *dlen);
    /* bytes of the stream for a signature of siglen bytes */
    size_t (*length)(const cli_scheme *s, size_t siglen);
    /* *outlen: capacity in, length out */
    int (*encode)(const cli_scheme *s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                  size_t siglen, uint8_t *out, size_t *outlen);
    /* what a device would do: verify the stream fed in chunks of `chunk` bytes */
    int (*check)(const cli_scheme *s, const uint8_t *d, size_t dlen, const cli_msg *msg,
                 const uint8_t *stream, size_t n, size_t chunk);
} cli_stream;

struct cli_scheme {
    const char *name;           /* as typed on the command line, e.g. "mldsa44" */
    const char *title;          /* e.g. "ML-DSA-44 (FIPS 204)" */
    int param;                  /* the family's selector: SLH-DSA set, Falcon logn */
    size_t pklen, sklen;
    size_t sigmin, sigmax;      /* equal unless signatures vary in length (Falcon) */
    size_t seedlen;             /* keygen --seed length; 0: no seeded keygen */
    int has_ctx;                /* 0: the scheme signs the raw message, no context */
    int has_deterministic;      /* sign --deterministic exists */
    int has_prehash;            /* --prehash: HashML-DSA / HashSLH-DSA */
    /* NULL when not provided; seed NULL: from pq8k_randombytes */
    int (*keygen)(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed);
    int (*sign)(const cli_scheme *s, uint8_t *sig, size_t *siglen, const cli_msg *msg,
                const uint8_t *sk, int deterministic);
    int (*verify)(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                  const uint8_t *pk);
    const cli_stream *stream;   /* NULL: no streaming verifier in this build */
    int engine;                 /* its pq8k_scheme value when the engine carries it, else 0 */
    const char *engine_name;    /* C name of that value (for C headers), or NULL */
    const char *warning;        /* printed on every use (legacy schemes), or NULL */
    const char *no_sign_reason; /* why keygen/sign are absent, or NULL */
};

/* The schemes of the registry (pq8k/schemes.def) whose format this build
   has, apart from those with a command of their own (below). */
extern const cli_scheme cli_schemes[];
extern const size_t cli_nschemes;

/* Schemes with a command of their own, `pq8k <name> ...` (LMS, HSS, XMSS,
   XMSS^MT: stateful keys, tools/cli_stateful.c); ended by a NULL name. */
typedef struct {
    const char *name;
    int (*main)(int argc, char **argv);
} cli_own_command;
extern const cli_own_command cli_own_commands[];

#endif
