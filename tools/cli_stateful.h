/* SPDX-License-Identifier: MIT */
/*
 * The CLI layer every stateful hash-based scheme shares (pq8k lms|hss|xmss|xmssmt
 * <command>, docs/cli.md): option parsing, the stateful key files of
 * tools/statefile.h (every signature takes its index by a durable write of the
 * file first, an exhausted key refuses to sign, `reserve` splits off an index
 * range for another machine), verification and the engine stream commands.
 * A scheme gives a cli_stateful_scheme with what differs: its parameter-set
 * names, key generation, signing at an index and one-shot verification.
 */
#ifndef PQ8K_TOOLS_CLI_STATEFUL_H
#define PQ8K_TOOLS_CLI_STATEFUL_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"

/* the largest private and public key any stateful scheme writes */
#define CLI_STATEFUL_SK_MAX 256
#define CLI_STATEFUL_PK_MAX 128

typedef struct {
    const char *name;     /* argv[1] and the key files' tag: "lms", "hss", "xmss", "xmssmt" */
    const char *title;    /* for people: "LMS", "HSS", "XMSS", "XMSS^MT" */
    pq8k_scheme id;
    const char *id_name;  /* "PQ8K_HSS": the digest header's scheme macro */
    const char *usage;    /* the usage line and the keygen -t lines */
    const char *doc;      /* the stream format's page, docs/stream-*.md */
    int variant;          /* passed to the functions below: 1 for hss and xmssmt, else 0 */
    /* -t SET -> sk[*sklen] (capacity CLI_STATEFUL_SK_MAX) and pk[*pklen]
       (CLI_STATEFUL_PK_MAX); returns the number of signatures; dies on a bad SET */
    uint64_t (*keygen)(int variant, const char *set, uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen);
    /* signature bytes of sk's set, 0 if sk is no key of this build */
    size_t (*sig_bytes)(int variant, const uint8_t *sk, size_t sklen);
    /* the number of one-time indices of sk's set (2^h), 0 if sk is no key of this build;
       a key file's range must lie inside [0, this) */
    uint64_t (*indices)(int variant, const uint8_t *sk, size_t sklen);
    /* sign msg with leaf `index` (taken from the key file before) into sig, *siglen in: capacity */
    int (*sign)(int variant, uint8_t *sk, size_t sklen, uint64_t index, const uint8_t *msg,
                size_t msglen, uint8_t *sig, size_t *siglen);
    int (*verify)(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                  const uint8_t *msg, size_t msglen);
} cli_stateful_scheme;

/* argv[1] is s->name; returns the exit status (0 valid / done, 1 rejected, 2 error). */
int cli_stateful_main(const cli_stateful_scheme *s, int argc, char **argv);

/* Takes the next index of the key file at skpath durably, then signs m with
   it (what `pq8k <scheme> sign` does; also `pq8k image sign`); returns the
   malloc'd signature, its length in *siglen. out (or NULL) is the file the
   caller will write: it is refused before an index is taken if writing it
   would touch the key file (stf_check_output). Exits with status 2 on any
   error, a key file whose range lies outside its parameter set's included. */
uint8_t *cli_stateful_sign_file(const cli_stateful_scheme *s, const char *skpath, const char *out,
                                const uint8_t *m, size_t mlen, size_t *siglen);
/* The signature capacity s->sig_bytes gives for the key file at skpath. */
size_t cli_stateful_sig_bytes(const cli_stateful_scheme *s, const char *skpath);

/* "pq8k: <message>" on stderr, exit status 2 */
__attribute__((noreturn, format(printf, 1, 2))) void cli_stateful_die(const char *fmt, ...);

#endif
