/*
 * What a scheme provides to the streaming engine.
 *
 * The engine owns the public API, the argument checks, the 4-byte stream
 * header, the life cycle (init -> update* -> final) and the sticky error.
 * A scheme sees only its state (its member of the pq8k_verifier union), the
 * bytes that follow the header, and the message as described below.
 *
 * A scheme gives two entries: a pq8k_stream_scheme, the device side, in the
 * table of src/stream/engine.c (verification), and a pq8k_stream_host, the
 * host side, in the table of src/stream/host.c (pk digest, stream encoding).
 * They are apart so that a verifier firmware does not link the encoders.
 *
 * To add a scheme: a config macro (pq8k/config.h), a state in the union
 * (pq8k/stream.h), a pq8k_scheme value, and its two entries. A scheme whose
 * push verifier has the plugin shape (src/<scheme>/<scheme>_stream.h) gets
 * them from a small adapter, src/stream/plugin_<scheme>.c; plugin_falcon.c
 * shows the pattern.
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

/*
 * Lengths. A fixed-length scheme has sig_min == sig_max and its body is
 * always body_max bytes. A scheme whose signature length varies (Falcon)
 * carries the signature once in the body, so a signature d bytes shorter
 * than sig_max makes a body d bytes shorter than body_max; its own stream
 * says where it ends, and its final must reject a body that stopped short.
 * The engine refuses a body longer than body_max (update) or shorter than
 * the shortest possible (final) without asking the scheme.
 */
typedef struct {
    uint8_t id;          /* pq8k_scheme value */
    uint8_t digest_len;  /* bytes of the trusted pk digest */
    size_t pk_len;       /* public key bytes */
    size_t sig_min, sig_max;  /* signature bytes */
    size_t body_max;     /* body (the stream without its header) for a sig_max-byte signature */
    /* start a verification; may reject the message mode (PQ8K_ERR_UNSUPPORTED)
       or its lengths (PQ8K_ERR_BAD_LENGTH). */
    int (*init)(void *state, const uint8_t *digest, const pq8k_stream_msg *m);
    /* consume body bytes; returns 0 or an error that ends the verification.
       Never called with more than body_max bytes in total. */
    int (*update)(void *state, const uint8_t *in, size_t len);
    /* the verdict (0 only if the body is complete and all checks held); called
       once, only after updates that all succeeded */
    int (*final)(void *state);
} pq8k_stream_scheme;

/* The host side. The engine has checked every length before these run. */
typedef struct {
    const pq8k_stream_scheme *scheme;
    /* digest[0..digest_len) of a pk of pk_len bytes */
    void (*pk_digest)(const uint8_t *pk, uint8_t *digest);
    /* body from pk (pk_len bytes) and sig (siglen bytes, sig_min..sig_max) */
    void (*encode)(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body);
} pq8k_stream_host;

/* Body bytes for a signature of siglen bytes (sig_min <= siglen <= sig_max). */
static inline size_t pq8k_stream_body_len(const pq8k_stream_scheme *sc, size_t siglen)
{
    return sc->body_max - (sc->sig_max - siglen);
}

/* 1 if the format defines scheme byte id, whether this build has it or not
   (a scheme not built is PQ8K_ERR_UNSUPPORTED, an undefined id PQ8K_ERR_STATE). */
int pq8k_stream_id_defined(unsigned id);

#endif
