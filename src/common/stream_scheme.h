/* SPDX-License-Identifier: MIT */
/*
 * The contract between the streaming engine and the schemes.
 *
 * It sits below both: the engine (src/engine/) includes the schemes' entry
 * declarations, the schemes include this file, and this file includes only
 * public headers. Every include arrow runs downward.
 *
 * The engine owns the public API (pq8k/stream.h), the argument checks, the
 * 4-byte stream header, the life cycle (init -> update* -> final) and the
 * sticky error. A scheme sees only its state (its member of the
 * pq8k_verifier union), the body bytes that follow the header, and the
 * message through a pq8k_stream_msg. What the engine guarantees a scheme:
 *   - init runs with digest non-NULL and digestlen == digest_len, ctxlen <=
 *     255, ctx non-NULL when ctxlen > 0, the message source valid (below);
 *     the state is uninitialised memory (init sets every field it uses);
 *   - update runs only after an init that returned 0 and updates that all
 *     returned 0, with in non-NULL, len > 0, and never more than body_max
 *     body bytes in total;
 *   - final runs once, only after such updates, and only when at least
 *     body_len(sig_min) bytes arrived; the engine wipes the state after it.
 * So a scheme keeps no status of its own and checks no NULL: its first error
 * is returned and the engine never calls it again for that verification.
 *
 * Adding a scheme <s> (the registry, pq8k/schemes.def, derives the id, the
 * engine and host tables, the union member, the sizes and the names):
 *   1. config macro PQ8K_CONFIG_<S> in pq8k/config.h;
 *   2. its entry in pq8k/schemes.def (id, names, family, sizes, the switch
 *      that builds it);
 *   3. its family's state, defined once, in pq8k/verifier_states.h:
 *      pq8k_<family>_verifier_state, fields private to the library, used by
 *      the scheme code as is (the union member comes from the registry);
 *   4. src/<s>/<s>_stream.c: `const pq8k_stream_scheme pq8k_<tok>_stream`
 *      (device side: lengths, init/update/final); src/<s>/<s>_stream_host.c:
 *      `const pq8k_stream_host pq8k_<tok>_stream_host` (pk digest, encoder);
 *      both declared in src/<s>/<s>_stream.h, which src/engine/engine.h and
 *      src/engine/engine_host.c include (a family with variable sizes also
 *      has pq8k_<tok>_stream_host_var: PQ8K_HOST_VAR_<family> in engine_host.c);
 *   5. message access: only through pq8k_msg_absorb / pq8k_msg_absorb_prime
 *      below, at the point the scheme needs the message, once. A scheme that
 *      reads it after init keeps the pq8k_stream_msg (a copy, 20 bytes on a
 *      32-bit target) in its state; the same code then serves messages in
 *      memory and behind a reader (pq8k_verify_init_reader);
 *   6. docs/stream-<s>.md and a row in docs/stream-format.md; tests in
 *      test/test_stream_<s>.c (test/stream_feed.c feeds and reads).
 */
#ifndef PQ8K_STREAM_SCHEME_H
#define PQ8K_STREAM_SCHEME_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"
#include "common/prehash.h"

typedef enum {
    PQ8K_MSG_PURE,     /* msg and ctx: M' = 0 || ctxlen || ctx || msg */
    PQ8K_MSG_INTERNAL, /* msg is M' */
    PQ8K_MSG_MU,       /* msg is the 64-byte mu (ML-DSA external mu) */
    PQ8K_MSG_PREHASH   /* msg is PH(M), oid_arc ends OID(PH): M' = 1 || ctxlen || ctx || OID(PH) || PH(M) */
} pq8k_msg_mode;

/* The message source (pq8k_msg_src: in memory when read == NULL, else behind
   the caller's reader) and the message of one verification (pq8k_stream_msg:
   source, context, mode, pre-hash function) are defined in pq8k/stream.h,
   since the states that keep them are. A reader comes only with
   PQ8K_MSG_PURE or PQ8K_MSG_INTERNAL; mu and PH(M) are always in memory. */

/* m = a message in memory (mode a pq8k_msg_mode; oid_arc 0: pre-hash callers
   set it). ctxlen must be <= 255 (checked by the caller; the engine's start()
   refuses a larger one from ctxlen itself). For one-shot paths and the engine. */
void pq8k_msg_in_memory(pq8k_stream_msg *m, unsigned mode, const uint8_t *msg, size_t msglen,
                        const uint8_t *ctx, size_t ctxlen);

/* A hash's absorb call in one shape: sink_ctx is the hash state. */
typedef void (*pq8k_sink_fn)(void *sink_ctx, const uint8_t *in, size_t len);

/* Puts src (made by pq8k_msg_in_memory) behind read with user: for the
   engine's reader init calls, and the only way to make a source with a
   reader. It links src/common/stream_read.c, the reader loop
   (pq8k_msg_absorb_read, which pq8k_msg_absorb calls for such a source
   through pq8k_msg_read_loop), so that a firmware without a reader
   verification has no reader code. */
void pq8k_msg_reader(pq8k_msg_src *src, pq8k_read_fn read, void *user);
typedef int pq8k_absorb_fn(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx);
pq8k_absorb_fn pq8k_msg_absorb_read;
extern pq8k_absorb_fn *const pq8k_msg_read_loop;

/*
 * Hand the message bytes [0, src->len) to sink, in order, each once: in one
 * piece from memory, or through the reader at increasing offsets in pieces
 * of at most PQ8K_READ_BUF_BYTES (a buffer on this call's stack). Returns 0,
 * or PQ8K_ERR_READ when the reader failed (sink has then seen a prefix; the
 * caller's hash is spoiled and the verification must end with this code).
 */
int pq8k_msg_absorb(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx);

/*
 * Hand M' of FIPS 204 / FIPS 205 to sink: PURE 0 || ctxlen || ctx || msg,
 * INTERNAL msg, PREHASH 1 || ctxlen || ctx || OID(PH) || PH(M) (OID from m->oid_arc). MU has no M'
 * (PQ8K_ERR_UNSUPPORTED). Returns 0 or PQ8K_ERR_READ as pq8k_msg_absorb.
 */
int pq8k_msg_absorb_prime(const pq8k_stream_msg *m, pq8k_sink_fn sink, void *sink_ctx);

/* Sinks for the library's hashes (sink_ctx: pq8k_keccak_state, pq8k_sha256_ctx,
   pq8k_sha512_ctx of src/common/). */
void pq8k_sink_keccak(void *sink_ctx, const uint8_t *in, size_t len);
void pq8k_sink_sha256(void *sink_ctx, const uint8_t *in, size_t len);
void pq8k_sink_sha512(void *sink_ctx, const uint8_t *in, size_t len);

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
    /* start a verification; may reject the message mode (PQ8K_ERR_UNSUPPORTED),
       its lengths (PQ8K_ERR_BAD_LENGTH), or fail reading it (PQ8K_ERR_READ).
       The message stays valid until final returns. */
    int (*init)(void *state, const uint8_t *digest, const pq8k_stream_msg *m);
    /* consume body bytes; returns 0 or an error that ends the verification */
    int (*update)(void *state, const uint8_t *in, size_t len);
    /* the verdict: 0 only if the body is complete and all checks held */
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

/*
 * The host side of a scheme whose pk length and body layout vary with the
 * parameter set inside one id (LMS, HSS: the type codes say). Its
 * pq8k_stream_host has pk_digest and encode NULL and this entry, in the vars
 * table of src/engine/engine_host.c, takes their place: the engine checks
 * pointers and capacities only, these check the pk and signature structure
 * and return 0 or an error. The body is pk and signature rearranged,
 * pklen + siglen bytes; the scheme's pk_len is the longest pk and body_max
 * the longest body.
 */
typedef struct {
    uint8_t id;
    int (*pk_digest)(const uint8_t *pk, size_t pklen, uint8_t *digest);
    int (*encode)(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                  uint8_t *body, size_t bodycap);
} pq8k_stream_host_var;

/* Body bytes for a signature of siglen bytes (sig_min <= siglen <= sig_max). */
static inline size_t pq8k_stream_body_len(const pq8k_stream_scheme *sc, size_t siglen)
{
    return sc->body_max - (sc->sig_max - siglen);
}

/* 1 if the format defines scheme byte id, whether this build has it or not
   (a scheme not built is PQ8K_ERR_UNSUPPORTED, an undefined id PQ8K_ERR_STATE).
   Inline, forced: the engine's init calls test the map in place. */
#include "common/attributes.h"
/* The map: bit id % 32 of word id / 32 for every registry id (the legacy
   ids too: the format reserves them in every build), 16 bytes, not a list
   to search. Word w is the registry expanded with PQ8K_ID_W = w. */
#define PQ8K_ID_BIT(value) | ((unsigned)(value) >> 5 == PQ8K_ID_W ? 1u << ((value) & 31) : 0u)
static PQ8K_ALWAYS_INLINE int pq8k_stream_id_defined(unsigned id)
{
#define PQ8K_SCHEMES_ALL_IDS
    static const uint32_t defined[4] = {
#define PQ8K_ID_W 0
        0u
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_ID_BIT(value)
#include "pq8k/schemes.def"
#undef PQ8K_ID_W
        ,
#define PQ8K_ID_W 1
        0u
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_ID_BIT(value)
#include "pq8k/schemes.def"
#undef PQ8K_ID_W
        ,
#define PQ8K_ID_W 2
        0u
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_ID_BIT(value)
#include "pq8k/schemes.def"
#undef PQ8K_ID_W
        ,
#define PQ8K_ID_W 3
        0u
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_ID_BIT(value)
#include "pq8k/schemes.def"
#undef PQ8K_ID_W
    };
#undef PQ8K_SCHEMES_ALL_IDS
    return id < 128u && (defined[id >> 5] >> (id & 31u) & 1u) != 0;
}

#endif
