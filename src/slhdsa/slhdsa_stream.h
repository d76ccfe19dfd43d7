/*
 * SLH-DSA streaming verifier (push API; plugs into the engine as described in
 * docs/stream-slhdsa.md).
 *
 * Stream: pk (2n bytes) || R || SIG_FORS || SIG_HT, i.e. pk || signature.
 * Trusted digest: the public key itself (PK.seed || PK.root, 2n = 32/48/64
 * bytes). It is no longer than a hash of it would be for the 128 sets, needs no
 * extra hash pass and no collision assumption; the streamed pk is compared with
 * it byte by byte and a mismatch is PQ8K_ERR_PK_DIGEST.
 *
 * The message (and the context; in pre-hash mode PH(M) instead of the
 * message) are read once, when R has arrived: they must stay readable until
 * then (until final, to be safe), and are never copied.
 * After that each n-byte signature element is folded into a single running
 * node; the state holds one node, one incoming element, the address and one
 * incremental hash (T_k over the FORS roots, T_len over the chain ends).
 */
#ifndef PQ8K_SLHDSA_STREAM_H
#define PQ8K_SLHDSA_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_hash.h"

typedef struct {
    slh_hctx hc;          /* parameters, trusted pk, SHA-2 midstates */
    slh_tctx t;           /* running T_k / T_len; H_msg work area before that */
    slh_msg m;            /* M' pieces (pointers into the caller's memory) */
    uint64_t idx_tree;    /* tree index within the current hypertree layer */
    uint32_t idx;         /* index of the running node at its height */
    int err;              /* first failure; sticky */
    uint8_t adrs[32];
    uint8_t node[SLH_MAX_N];  /* running node; the layer's message during WOTS+ */
    uint8_t buf[SLH_MAX_N];   /* signature element being received */
    uint8_t md[SLH_MAX_MD];   /* FORS part of the message digest */
    uint16_t elem;        /* element within the FORS tree (0..a) or layer (0..len+h'-1) */
    uint16_t csum;        /* WOTS+ checksum of the layer's message */
    uint8_t part;         /* FORS tree or hypertree layer */
    uint8_t fill;         /* bytes in buf; pk bytes while the pk arrives */
    uint8_t pkdiff;       /* OR of streamed pk ^ trusted pk */
    uint8_t phase;
    uint8_t status;
    uint8_t verified;     /* set only by a matching hypertree root */
} pq8k_slhdsa_stream;

/* digest: the trusted pk (digestlen = 2n). internal = 1: msg is M' (no ctx). */
int pq8k_slhdsa_stream_init(pq8k_slhdsa_stream *st, pq8k_slhdsa_set s,
                            const uint8_t *digest, size_t digestlen,
                            const uint8_t *msg, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen, int internal);
/* HashSLH-DSA: M' = 1 || ctxlen || ctx || OID(alg) || ph, ph = PH(M) (pq8k/prehash.h). */
int pq8k_slhdsa_stream_init_prehash(pq8k_slhdsa_stream *st, pq8k_slhdsa_set s,
                                    const uint8_t *digest, size_t digestlen, pq8k_prehash alg,
                                    const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                                    size_t ctxlen);
int pq8k_slhdsa_stream_update(pq8k_slhdsa_stream *st, const uint8_t *in, size_t len);
int pq8k_slhdsa_stream_final(pq8k_slhdsa_stream *st);
/* The digest of pk is pk itself; *digestlen in: capacity, out: 2n (also when
   the capacity is too small: PQ8K_ERR_BAD_LENGTH then, as pq8k_pk_digest). */
int pq8k_slhdsa_pk_digest(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                          uint8_t *digest, size_t *digestlen);
/* out = pk || sig; *outlen in: capacity, out: stream length. */
int pq8k_slhdsa_stream_encode(pq8k_slhdsa_set s, const uint8_t *pk, size_t pklen,
                              const uint8_t *sig, size_t siglen, uint8_t *out, size_t *outlen);
/* 2n + signature bytes; 0 for an unknown set. */
size_t pq8k_slhdsa_stream_len(pq8k_slhdsa_set s);

#endif
