/* SPDX-License-Identifier: MIT */
/*
 * The engine harness, shared by proofs/engine_<scheme>.c (docs/proofs.md,
 * "engine harnesses"): each includes this file after defining
 *   PROOF_SCHEME     the pq8k_scheme the build carries (the harness's
 *                    proof-cpp switches build that scheme only)
 *   PROOF_CHUNK_MAX  the largest chunk one pq8k_verify_update gets
 *   PROOF_MSG_MAX    the largest message in memory (pointer mode)
 *   PROOF_CTX_MAX    the largest context string (above 255: the refused ones)
 *
 * One verification, every way a caller can drive it:
 *   - the scheme id: any byte (the table search, the refusals);
 *   - the key digest: unknown bytes, any digestlen up to PQ8K_MAX_DIGEST_BYTES + 1;
 *   - the message: pointer mode (unknown bytes, any length up to PROOF_MSG_MAX,
 *     or NULL) or reader mode (any length at all; the reader returns
 *     unknown bytes, or fills a part of the buffer and fails, or fails at once),
 *     pure or internal, with any context string up to PROOF_CTX_MAX or NULL;
 *   - then any number of pq8k_verify_update calls (the loop is not unrolled:
 *     Eva's fixpoint over it covers every count, so the whole stream, and
 *     calls after its end, after an error, and after final), each with any
 *     length from 0 to PROOF_CHUNK_MAX of unknown bytes (or NULL), and
 *     pq8k_verify_final and pq8k_verify_verdict at any point, more than once.
 * The reader checks what pq8k/stream.h promises it: the library's buffer is
 * writable for len bytes, len is 1..PQ8K_READ_BUF_BYTES, and the bytes asked
 * for lie inside the message, each once, in order.
 */
#ifndef PQ8K_PROOF_ENGINE_HARNESS_H
#define PQ8K_PROOF_ENGINE_HARNESS_H

#include "__fc_builtin.h"
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"

static pq8k_verifier v;
static uint8_t digest[PQ8K_MAX_DIGEST_BYTES + 1];
static uint8_t msg[PROOF_MSG_MAX];
static uint8_t ctx[PROOF_CTX_MAX];
static uint8_t chunk[PROOF_CHUNK_MAX];

/* the reader's view of the message: its length and the next offset owed */
typedef struct {
    size_t len, next;
} proof_reader;
static proof_reader rd;
/* 1 when the verification reads its message through proof_read */
static int reader_mode;

static int proof_read(void *user, size_t offset, uint8_t *buf, size_t len)
{
    proof_reader *r = user;
    /* one state per length: which bytes of buf are set depends on it */
    /*@ split len; */
    /*@ assert r == &rd; */
    /*@ assert 1 <= len <= PQ8K_READ_BUF_BYTES; */
    /*@ assert offset == r->next; */
    /*@ assert len <= r->len - offset; */
    /*@ assert \valid(buf + (0 .. len - 1)); */
    r->next = offset + len;
    switch (Frama_C_interval(0, 2)) {
    case 0: /* the bytes */
        Frama_C_make_unknown((char *)buf, len);
        return 0;
    case 1: { /* a short read: part of them, then a failure */
        size_t part = Frama_C_unsigned_int_interval(0, (unsigned)len - 1u);
        Frama_C_make_unknown((char *)buf, part);
        return Frama_C_interval(-2147483647 - 1, -1);
    }
    default: /* a failure; a reader out of contract returns > 0: also a failure */
        return Frama_C_interval(1, 2147483647) * Frama_C_interval(-1, 1) == 0 ? -1 : 1;
    }
}

int main(void)
{
    pq8k_scheme s = (pq8k_scheme)Frama_C_interval(0, 255);
    size_t digestlen = Frama_C_unsigned_int_interval(0, sizeof digest);
    size_t ctxlen = Frama_C_unsigned_int_interval(0, sizeof ctx);
    const uint8_t *c = Frama_C_nondet(0, 1) ? ctx : NULL;
    int rc;
    Frama_C_make_unknown((char *)digest, sizeof digest);
    Frama_C_make_unknown((char *)msg, sizeof msg);
    Frama_C_make_unknown((char *)ctx, sizeof ctx);
    reader_mode = Frama_C_nondet(0, 1);
    /* the two modes apart from here on: joined, the message source in the
       state would mix the reader with the other mode's pointer (E3) */
    /*@ split reader_mode; */
    if (!reader_mode) {
        /* pointer mode */
        size_t msglen = Frama_C_unsigned_int_interval(0, sizeof msg);
        const uint8_t *m = Frama_C_nondet(0, 1) ? msg : NULL;
        if (Frama_C_nondet(0, 1))
            rc = pq8k_verify_init(&v, s, digest, digestlen, m, msglen, c, ctxlen);
        else
            rc = pq8k_verify_init_internal(&v, s, digest, digestlen, m, msglen);
    } else {
        /* reader mode, a message of any length */
        rd.len = Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu);
        rd.next = 0;
        if (Frama_C_nondet(0, 1))
            rc = pq8k_verify_init_reader(&v, s, digest, digestlen, proof_read, &rd, rd.len, c,
                                         ctxlen);
        else
            rc = pq8k_verify_init_internal_reader(&v, s, digest, digestlen, proof_read, &rd,
                                                  rd.len);
    }
    (void)rc;
    while (Frama_C_nondet(0, 1)) {
        /* Eva keeps one state per value of the scheme's parser position
           (its phase, and what sizes its fields): a join of all phases
           would lose which field a fill count belongs to, an imprecision,
           not a behaviour. A split only partitions; it drops no state. */
#ifdef PROOF_SPLIT_1
        /*@ split PROOF_SPLIT_1; */
#endif
#ifdef PROOF_SPLIT_2
        /*@ split PROOF_SPLIT_2; */
#endif
#ifdef PROOF_SPLIT_3
        /*@ split PROOF_SPLIT_3; */
#endif
        size_t len = Frama_C_unsigned_int_interval(0, PROOF_CHUNK_MAX);
#ifdef PROOF_SPLIT_LEN
        /* one state per chunk length: where the chunk ends is then exact */
        /*@ split len; */
#endif
        Frama_C_make_unknown((char *)chunk, sizeof chunk);
        rc = pq8k_verify_update(&v, Frama_C_nondet(0, 1) ? chunk : NULL, len);
        if (Frama_C_nondet(0, 1)) {
            rc = pq8k_verify_final(&v);
            (void)pq8k_verify_verdict(&v);
        }
    }
    rc = pq8k_verify_final(&v);
    (void)pq8k_verify_verdict(&v);
    return rc;
}

#endif
