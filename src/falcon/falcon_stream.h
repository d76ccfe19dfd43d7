/*
 * Streaming (push) verifier for Falcon-512/1024, the scheme side of the
 * stream engine. The stream layout is in docs/stream-falcon.md:
 *
 *   0x01 || siglen (2 bytes, big-endian) || pk || sig
 *
 * The device stores the trusted digest SHAKE256(pk) (32 bytes, pk with its
 * header byte), made by pq8k_falcon_pk_digest.
 *
 * Why this order: the pk comes first so its digest is settled (and the one
 * SHAKE256 state freed) before the signature arrives; that same state then
 * hashes nonce || msg, and is only squeezed at the very end, coefficient by
 * coefficient, so c is never stored. The state keeps h (transformed once the
 * pk is complete) and the compressed s2 as received; see falcon_equation.h
 * for how s2*h is then formed without a second n-word array.
 *
 * Selector: logn = 9 (Falcon-512) or 10 (Falcon-1024). Results as in
 * pq8k.h; failures are sticky, and after final every call is PQ8K_ERR_STATE.
 */
#ifndef PQ8K_FALCON_STREAM_H
#define PQ8K_FALCON_STREAM_H

#include <stddef.h>
#include <stdint.h>

#include "common/fips202.h"
#include "falcon/falcon_params.h"

#define PQ8K_FALCON_STREAM_FORMAT 0x01 /* round 3 / PQClean signatures; FN-DSA will take 0x02 */
#define PQ8K_FALCON_STREAM_HEADER 3

typedef struct {
    pq8k_keccak_state sh;        /* SHAKE256 of the pk, then of nonce || msg */
    const uint8_t *msg;          /* caller's message, hashed when the nonce is complete */
    size_t msglen;
    uint32_t pos;                /* stream bytes consumed */
    uint32_t bitacc;             /* pk unpacking: bits not yet assembled into a coefficient */
    uint16_t siglen;             /* detached signature length, from the stream header */
    uint16_t ncoef;              /* pk coefficients unpacked */
    uint8_t logn;
    uint8_t nbits;               /* valid bits in bitacc */
    uint8_t flags;               /* FALCON_F_* in falcon_stream.c */
    int8_t status;               /* 0 not initialised, 1 running, < 0 sticky error */
    uint8_t digest[PQ8K_FALCON_DIGEST_BYTES]; /* trusted SHAKE256(pk) */
    uint16_t h[FALCON_MAX_N];    /* h, then NTT(h), then NTT(s2 h), then s2 h */
    uint8_t s2[FALCON_MAX_S2];   /* signature bytes after header and nonce */
} pq8k_falcon_stream;

/* ctx must be empty (round-3 Falcon has no context); internal (0 or 1) changes
   nothing since Falcon hashes the message as is. digestlen must be 32. */
int pq8k_falcon_stream_init(pq8k_falcon_stream *st, unsigned logn,
                            const uint8_t *digest, size_t digestlen,
                            const uint8_t *msg, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen, int internal);
int pq8k_falcon_stream_update(pq8k_falcon_stream *st, const uint8_t *in, size_t len);
int pq8k_falcon_stream_final(pq8k_falcon_stream *st);

/* One-shot use of the same machine: no stream header, no digest (the pk is
   trusted as given); feed pk then sig with update, then final. */
int pq8k_falcon_stream_init_raw(pq8k_falcon_stream *st, unsigned logn, size_t siglen,
                                const uint8_t *msg, size_t msglen);

/* Host side (falcon_host.c). digest: *digestlen in = capacity (>= 32), out = 32. */
int pq8k_falcon_pk_digest(unsigned logn, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen);
/* Writes the stream for (pk, sig); *outlen in = capacity, out = stream length
   (3 + pk length + siglen). */
int pq8k_falcon_stream_encode(unsigned logn, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen);
/* Falcon signatures vary in length, so this is the longest stream (header,
   pk and a signature of PQ8K_FALCONxxx_SIG_MAX bytes): a buffer of this size
   always suffices. The exact length of one stream is 3 + pklen + siglen. */
size_t pq8k_falcon_stream_len(unsigned logn);

#endif
