/*
 * Streaming (push) verifier for HAETAE-2/3/5, the scheme side of the stream
 * engine. The stream is the engine's body (docs/stream-haetae.md byte by
 * byte): the pk and the signature, every byte once, reordered so that each
 * part arrives when verification needs it:
 *
 *   seed | b_0 .. b_{k-1} | c | off_hb off_h |
 *   LowBits(z1_0) | hb segment 0 | ... | LowBits(z1_{l-1}) | hb segment l-1 |
 *   h stream | zero padding
 *
 * hb segment j is the part of the signature's hb rANS stream that the
 * one-shot decoder reads while it decodes column j of z1 (the first one
 * starts with the initial state; the last takes whatever is left), so the
 * device decodes the same bytes into the same symbols as the one-shot
 * verifier, and needs no segment lengths: it knows a column is complete when
 * its 256 symbols are out and the renormalisation after the last is done.
 *
 * The device stores the trusted digest SHAKE256(pk, 32 bytes), made by
 * pq8k_haetaeL_pk_digest. The streamed pk is hashed as it arrives (the same
 * Keccak state then takes pre || msg for mu); at its last byte a fork of that
 * state gives SHAKE256(pk), and a mismatch is PQ8K_ERR_PK_DIGEST before any
 * signature byte is used.
 *
 * The level is part of each function's name (pq8k_haetae2_stream_init, ...:
 * the selector of the plugin shape), as in the one-shot API of pq8k/haetae.h.
 * One state type serves every level, sized by the largest level the build has
 * (PQ8K_HAETAE_ST_K accumulators, pq8k/stream.h). Results as in pq8k.h;
 * failures are sticky, and after final every call is PQ8K_ERR_STATE.
 */
#ifndef PQ8K_HAETAE_STREAM_H
#define PQ8K_HAETAE_STREAM_H

#include <stddef.h>
#include <stdint.h>

#include "pq8k/stream.h"
#include "common/fips202.h"
#include "haetae/all_levels/arith.h"
#include "haetae/all_levels/rans.h"

#define PQ8K_HAETAE_DIGEST_BYTES 32

#if PQ8K_CONFIG_HAETAE_ANY

typedef struct {
    /* SHAKE256(pk || pre || msg) -> mu; then A0 entries (SHAKE128); then
       the challenge hash */
    pq8k_keccak_state ks;
    union {
        hpoly z;                /* column j: LowBits, z1_j, then NTT(z1_j) */
        pq8k_keccak_state fork; /* the a_i streams (levels 2/3), then SHAKE256(pk) */
        uint16_t w8[8];         /* rows: w values on their way into the challenge hash */
    } scratch;
    uint64_t norm;              /* ||z1||^2 + ||z2||^2 so far */
    /* row i of A1 z1: A1[i][0] (NTT domain) once b_i is in, then the
       accumulated columns, then, in the rows, A1 z1 - q c j itself */
    hpoly acc[PQ8K_HAETAE_ST_K];
    const uint8_t *msg, *ctx;   /* the caller's, hashed at the end of the pk */
    size_t msglen, ctxlen;
    pq8k_haetae_rans_push dec;  /* the hb stream, then the h stream */
    uint32_t bits;              /* pk unpacking: bits not yet in a coefficient */
    uint16_t size_hb, size_h;   /* stream sizes, from the offset bytes */
    uint16_t cnt;               /* bytes into the current region */
    uint16_t ncoef;             /* coefficients done: pk poly, column, or h symbols */
    uint8_t phase;              /* HS_* in haetae_stream.c */
    uint8_t idx;                /* pk polynomial or column of z1 */
    uint8_t nbits;              /* valid bits in `bits` */
    uint8_t flags;              /* HF_* in haetae_stream.c */
    int8_t status;              /* 0 not initialised, 1 running, < 0 sticky error */
    uint8_t seed[32];           /* pk seed: the matrix */
    /* the trusted SHAKE256(pk) until the pk is checked, then mu */
    uint8_t digest_mu[PQ8K_HAETAE_DIGEST_BYTES];
    uint8_t c[32];              /* the signature's challenge */
    uint8_t wlsb[32];           /* w' = LSB(z1_0 - c) */
} pq8k_haetae_stream;

/* ctx: pure mode, mu = SHAKE256(pk || ctxlen || ctx || msg); internal = 1:
   msg is M' itself, mu = SHAKE256(pk || msg), ctx must be empty (the KAT
   form: msg = pre || m). digestlen must be 32. msg and ctx are read once,
   when the last pk byte arrives, and must stay readable until then. */
#define PQ8K_HAETAE_STREAM_DECLARE(L)                                                             \
    int pq8k_haetae##L##_stream_init(pq8k_haetae_stream *st, const uint8_t *digest,              \
                                     size_t digestlen, const uint8_t *msg, size_t msglen,        \
                                     const uint8_t *ctx, size_t ctxlen, int internal);           \
    int pq8k_haetae##L##_stream_update(pq8k_haetae_stream *st, const uint8_t *in, size_t len);   \
    int pq8k_haetae##L##_stream_final(pq8k_haetae_stream *st);

#if PQ8K_CONFIG_HAETAE2
PQ8K_HAETAE_STREAM_DECLARE(2)
#endif
#if PQ8K_CONFIG_HAETAE3
PQ8K_HAETAE_STREAM_DECLARE(3)
#endif
#if PQ8K_CONFIG_HAETAE5
PQ8K_HAETAE_STREAM_DECLARE(5)
#endif

#endif /* PQ8K_CONFIG_HAETAE_ANY */

/* Host side (haetae_stream_host.c; every level, whatever the build's
   switches). digest: *digestlen in = capacity (>= 32), out = 32. The stream
   is exactly pklen + siglen bytes; *outlen in = capacity, out = that. */
#define PQ8K_HAETAE_STREAM_HOST_DECLARE(L)                                                        \
    int pq8k_haetae##L##_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest,             \
                                   size_t *digestlen);                                           \
    int pq8k_haetae##L##_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig,      \
                                       size_t siglen, uint8_t *out, size_t *outlen);             \
    size_t pq8k_haetae##L##_stream_len(void);

PQ8K_HAETAE_STREAM_HOST_DECLARE(2)
PQ8K_HAETAE_STREAM_HOST_DECLARE(3)
PQ8K_HAETAE_STREAM_HOST_DECLARE(5)

#endif
