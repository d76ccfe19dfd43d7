/*
 * Streaming verification of GeMSS128 (BROKEN scheme, opt-in build; see
 * docs/legacy.md). Plugin for the streaming engine (notes: stream-plugin.md).
 *
 * Stream (docs/legacy.md): signature (33 bytes), then the public key
 * (352,188 bytes) four times, once per Feistel-Patarin iteration. Trusted
 * digest: SHA3-256(pk), 32 bytes; every pass is hashed and checked against it,
 * so a key that changes between passes is rejected.
 *
 * Verification: with H1 = SHA3-256(msg), H(k+1) = SHA3-256(Hk), Dk = the first
 * 162 bits of Hk, and the signature holding S4||X4 (186 bits), X3, X2, X1
 * (24 bits each):  S = P(S4||X4); S = P((S ^ D4)||X3); S = P((S ^ D3)||X2);
 * S = P((S ^ D2)||X1); accept iff S == D1. Pass p of the key evaluates the
 * 162-equation public map P at one point, column by column, never storing it.
 */
#ifndef PQ8K_GEMSS_STREAM_H
#define PQ8K_GEMSS_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "common/fips202.h"

#define PQ8K_GEMSS_NV      186u     /* variables n + v */
#define PQ8K_GEMSS_M       162u     /* equations n - Delta */
#define PQ8K_GEMSS_SIG     33u
#define PQ8K_GEMSS_PK      352188u
#define PQ8K_GEMSS_PASSES  4u
#define PQ8K_GEMSS_DIGEST  32u

typedef struct {
    pq8k_keccak_state hash;           /* SHA3-256 of the current key pass; between passes, the H chain */
    uint8_t digest[PQ8K_GEMSS_DIGEST];/* trusted SHA3-256(pk) */
    uint8_t h1[32];                   /* SHA3-256(msg) */
    uint8_t sig[PQ8K_GEMSS_SIG];
    uint8_t x[24];                    /* evaluation point, bit v = variable v (186 bits) */
    uint8_t acc[21];                  /* P(x) so far, bit e = equation e (162 bits) */
    uint8_t pass;                     /* 0: signature, 1..4: key pass, 5: all received */
    uint8_t i, j;                     /* current monomial x_i x_j (see gemss_stream.c for the order) */
    uint8_t in_elem;                  /* byte offset inside a 20-byte monomial element */
    uint8_t cst;                      /* 1 while the next monomial is the constant term */
    uint8_t phase;                    /* 0: not initialised, 1: streaming, 2: final called */
    int8_t err;                       /* sticky PQ8K_ERR_*, 0 while all is well */
    uint32_t pos;                     /* byte offset inside the signature or the current key pass */
} pq8k_gemss_stream;

/* No parameter-set selector: GeMSS128 is the only set. ctx must be empty. */
int pq8k_gemss_stream_init(pq8k_gemss_stream *st, const uint8_t *digest, size_t digestlen,
                           const uint8_t *msg, size_t msglen,
                           const uint8_t *ctx, size_t ctxlen, int internal);
int pq8k_gemss_stream_update(pq8k_gemss_stream *st, const uint8_t *in, size_t len);
int pq8k_gemss_stream_final(pq8k_gemss_stream *st);

/* Host side. *digestlen / *outlen: capacity in, bytes written out; a capacity
   too small gives PQ8K_ERR_BAD_LENGTH with the size needed (output zeroed). */
int pq8k_gemss_pk_digest(const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen);
int pq8k_gemss_stream_encode(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                             uint8_t *out, size_t *outlen);
size_t pq8k_gemss_stream_len(void);

#endif
