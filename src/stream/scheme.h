/*
 * What a scheme provides to the streaming engine (src/stream/engine.c).
 *
 * The engine owns the public API, the argument checks, the 4-byte stream
 * header, the life cycle (init -> update* -> final) and the sticky error.
 * A scheme sees only its state (its member of the pq8k_verifier union), the
 * bytes that follow the header, and the message as described below. To add a
 * scheme: a config macro (pq8k/config.h), a state in the union
 * (pq8k/stream.h), a pq8k_scheme value, and one entry of this type in the
 * engine's table.
 */
#ifndef PQ8K_STREAM_SCHEME_H
#define PQ8K_STREAM_SCHEME_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"

typedef enum {
    PQ8K_MSG_PURE,     /* msg and ctx: M' = 0 || ctxlen || ctx || msg */
    PQ8K_MSG_INTERNAL, /* msg is M' */
    PQ8K_MSG_MU,       /* msg is the 64-byte mu (ML-DSA external mu) */
    PQ8K_MSG_PREHASH   /* msg is PH(M), oid its DER OID: M' = 1 || ctxlen || ctx || oid || PH(M) */
} pq8k_msg_mode;

/* Checked by the engine: non-NULL when the length is not 0, ctxlen <= 255. */
typedef struct {
    pq8k_msg_mode mode;
    const uint8_t *msg;
    size_t msglen;
    const uint8_t *ctx;
    size_t ctxlen;
    const uint8_t *oid;
    size_t oidlen;
} pq8k_stream_msg;

typedef struct {
    uint8_t id;          /* pq8k_scheme value */
    uint8_t digest_len;  /* bytes of the trusted pk digest */
    size_t pk_len, sig_len, body_len; /* body: the stream without its header */
    /* digest[0..digest_len) of a pk of pk_len bytes */
    void (*pk_digest)(const uint8_t *pk, uint8_t *digest);
    /* start a verification; may reject the message mode (PQ8K_ERR_UNSUPPORTED)
       or its lengths (PQ8K_ERR_BAD_LENGTH). */
    int (*init)(void *state, const uint8_t *digest, const pq8k_stream_msg *m);
    /* consume body bytes; returns 0 or an error that ends the verification.
       Never called with more bytes than body_len in total. */
    int (*update)(void *state, const uint8_t *in, size_t len);
    /* the verdict once body_len bytes were given (0 only if all checks held) */
    int (*final)(void *state);
    /* body from pk (pk_len bytes) and sig (sig_len bytes) */
    void (*encode)(const uint8_t *pk, const uint8_t *sig, uint8_t *body);
} pq8k_stream_scheme;

#endif
