/*
 * LMS / HSS streaming verifier (push API; plugs into the engine as schemes
 * PQ8K_LMS and PQ8K_HSS, docs/stream-lms.md).
 *
 * Stream (the body after the engine header):
 *   pk                  u32 L (HSS only) || u32 lms || u32 ots || I || T
 *   u32 Nspk            HSS only, must be L - 1
 *   per level l = 0 .. L-1, the LMS signature with the next level's public
 *   key moved in right after C (absent at the bottom level):
 *     u32 q || u32 ots || C || [pub_{l+1}] || y[p] || u32 lms || path[h]
 * The level's message (pub_{l+1}, or the caller's message at the bottom)
 * thus arrives before the chains that need its hash Q: nothing larger than
 * one n-byte element is ever buffered.
 *
 * Trusted digest: SHA-256 of the public key (32 bytes, for every set).
 * The message is read once, when the bottom level's C has arrived, by pointer
 * or through a reader callback, and is never copied.
 */
#ifndef PQ8K_LMS_STREAM_H
#define PQ8K_LMS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "lms/lms_hash.h"

#define LMS_DIGEST_BYTES 32

/* Reads the next len message bytes into buf (len <= 64); 0 or an error. */
typedef int (*lms_msg_reader)(void *ctx, uint8_t *buf, size_t len);

typedef struct {
    lms_hctx h;             /* pk digest, then Q, then K, per level */
    const uint8_t *msg;     /* pointer mode: the message */
    lms_msg_reader read;    /* reader mode: the callback (msg = NULL) */
    void *read_ctx;
    size_t msglen;
    uint32_t q;             /* leaf index of the current level's signature */
    uint32_t cnt;           /* chains or path nodes done in this level */
    uint8_t phase;          /* field being received */
    uint8_t want;           /* bytes of that field */
    uint8_t fill;           /* bytes of it in buf */
    uint8_t hss;            /* 1: HSS framing */
    uint8_t levels;
    uint8_t level;
    uint8_t cur_t[2];       /* lms, ots type of the current level's key */
    uint8_t nxt_t[2];       /* and of the next level's, as it arrives */
    uint8_t digest[LMS_DIGEST_BYTES];
    uint8_t cur[16 + LMS_NMAX];   /* I || T of the current level's key */
    uint8_t nxt[16 + LMS_NMAX];   /* I || T of the next level's key */
    uint8_t qc[LMS_NMAX + 2];     /* Q || Cksm(Q) */
    uint8_t node[LMS_NMAX];       /* K, then the node climbing to the root */
    uint8_t buf[LMS_NMAX];        /* the field being received */
} pq8k_lms_stream;

/* hss: 0 for PQ8K_LMS, 1 for PQ8K_HSS. digest: LMS_DIGEST_BYTES. Message by
   pointer (read is NULL) or through read(read_ctx, ...) (msg ignored). */
int pq8k_lms_stream_init(pq8k_lms_stream *st, int hss, const uint8_t *digest,
                         const uint8_t *msg, size_t msglen, lms_msg_reader read,
                         void *read_ctx);
int pq8k_lms_stream_update(pq8k_lms_stream *st, const uint8_t *in, size_t len);
int pq8k_lms_stream_final(pq8k_lms_stream *st);

/* Host side. digest = SHA-256(pk) after checking pk's form. */
int pq8k_lms_pk_digest(int hss, const uint8_t *pk, size_t pklen, uint8_t digest[32]);
/* Stream body from pk and sig; *outlen in: capacity, out: length. The sig's
   structure is checked (types, lengths), not its values. */
int pq8k_lms_stream_encode(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                           size_t siglen, uint8_t *out, size_t *outlen);
/* Body length for pk and sig, or 0 if they are malformed. */
size_t pq8k_lms_stream_body_len(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                                size_t siglen);

/* Walks a standard pk || signature in stream order: emit(ctx, piece, len)
   for each piece. Returns 0, the first non-zero emit result, or an error
   for a malformed pk or signature. */
typedef int (*lms_emit_fn)(void *ctx, const uint8_t *p, size_t len);
int lms_layout(int hss, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
               lms_emit_fn emit, void *ctx);

#endif
