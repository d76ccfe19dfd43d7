/* SPDX-License-Identifier: MIT */
/* bench/check_off.c's shared pieces: the genuine and crafted inputs, and
   what each scheme's file (bench/check_off_<family>.c) calls. */
#ifndef PQ8K_BENCH_CHECK_OFF_H
#define PQ8K_BENCH_CHECK_OFF_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"

#define MAX_PK 2048
#define MAX_SIG 8192
#define MAX_STREAM 12288
#define MSG_LEN 33

/* the context string of the pure-mode schemes (ML-DSA, SLH-DSA, HAETAE) */
#define CTX "pq8k check-off"

/* where the verifier reports a failure: the stream offset of the failing
   update, or final */
#define AT_FINAL (-1L)

typedef struct {
    const char *name;      /* registry name (bench/stream_encode.c's) */
    pq8k_scheme id;
    int ctx;               /* pure mode takes CTX */
    uint8_t pk[MAX_PK], sig[MAX_SIG], msg[MSG_LEN];
    size_t pklen, siglen;
    uint8_t digest[PQ8K_MAX_DIGEST_BYTES];
    size_t digestlen;
} genuine;

/* the input under test: a copy of the genuine one, then changed */
typedef struct {
    uint8_t pk[MAX_PK], sig[MAX_SIG], stream[MAX_STREAM];
    size_t siglen, n;
    /* the device's trusted digest: the genuine key's, or the crafted key's
       where a check of the key itself is the one to fail */
    uint8_t digest[PQ8K_MAX_DIGEST_BYTES];
} crafted;

void die(const char *what, int e);
/* one input: verified (code want, reported at want_at), counted, written under -o */
void emit(const genuine *g, const char *check, const char *how, const crafted *c, int want, long want_at);
void start(const genuine *g, crafted *c);          /* c := the genuine (pk, sig) */
void encode(const genuine *g, crafted *c);         /* c->stream from c->pk, c->sig */
void finish_genuine(genuine *g, crafted *c);       /* digest; the genuine input, accepted */
void engine_checks(const genuine *g, crafted *c);  /* header and length rows */
void put_bits(uint8_t *buf, size_t bit, unsigned width, uint32_t v);
uint32_t get_bits(const uint8_t *buf, size_t bit, unsigned width);
/* the same, most significant bit first (Falcon, HAETAE's key) */
void put_bits_msb(uint8_t *buf, size_t bit, unsigned width, uint32_t v);
uint32_t get_bits_msb(const uint8_t *buf, size_t bit, unsigned width);
/* c->digest := SHA-256 (LMS) or SHAKE256 (Falcon, HAETAE: 32 bytes) of c->pk */
void digest_sha256(const genuine *g, crafted *c);
void digest_shake256(const genuine *g, crafted *c);

/* the schemes */
void mldsa44_inputs(genuine *g, crafted *c);
void lms_inputs(genuine *g, crafted *c);
void slhdsa_inputs(genuine *g, crafted *c);
void falcon512_inputs(genuine *g, crafted *c, const char *vectors); /* reads the KAT */
void haetae2_inputs(genuine *g, crafted *c);

#endif
