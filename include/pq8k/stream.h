/* SPDX-License-Identifier: MIT */
/*
 * Streaming signature verification: a push engine over a caller-owned context.
 *
 * The device stores only a short trusted digest of the signer's public key.
 * The public key and the signature arrive as one byte stream (written on the
 * host by pq8k_stream_encode, laid out for low memory; docs/stream-format.md
 * describes every byte) in chunks of any size. The verdict does not depend on
 * how the stream is cut and the RAM used does not depend on the chunk size.
 *
 *     uint8_t d[64]; size_t dlen = sizeof d;            -- host, once
 *     pq8k_pk_digest(PQ8K_MLDSA44, pk, pklen, d, &dlen); -- compiled into firmware
 *
 *     pq8k_verifier v;                                   -- device
 *     pq8k_verify_init(&v, PQ8K_MLDSA44, d, dlen, msg, msglen, ctx, ctxlen);
 *     while (more) pq8k_verify_update(&v, chunk, n);     -- any n >= 0
 *     if (pq8k_verify_final(&v) == 0) accept();
 *
 * Results: 0, or a negative PQ8K_ERR_* code (pq8k.h). The first failure is
 * sticky: every later update returns it and final returns it, so a verifier
 * never accepts after any failure. Codes:
 *   PQ8K_ERR_PK_DIGEST     the streamed public key does not match the digest
 *   PQ8K_ERR_BAD_SIGNATURE well-formed stream, the signature does not verify
 *   PQ8K_ERR_BAD_ENCODING  malformed stream: bad header, malformed key or
 *                          signature encoding, the copies of z that the
 *                          ML-DSA layout repeats differ
 *   PQ8K_ERR_BAD_LENGTH    stream too long (update) or too short (final); a
 *                          digest, context, signature or output length is wrong
 *   PQ8K_ERR_STATE         update/final without a running verification
 *                          (before init, after final), NULL arguments, a
 *                          scheme that is not a pq8k_scheme value, or a
 *                          stream written for another scheme
 *   PQ8K_ERR_UNSUPPORTED   the scheme is not in this build (pq8k/config.h),
 *                          or it has no such message mode: Falcon and the
 *                          legacy schemes take no context string (a non-empty
 *                          one is refused), no external mu and no pre-hash;
 *                          HAETAE no external mu and no pre-hash; SLH-DSA
 *                          no external mu; an unknown pre-hash function
 * When a forged or foreign key is streamed, the key check is reported
 * (PQ8K_ERR_PK_DIGEST) even if the signature check fails as well.
 *
 * Messages are given by pointer at init, or behind a reader
 * (pq8k_verify_init_reader, pq8k_verify_init_internal_reader, below), and
 * read once, never copied: a 33-byte code in RAM and a 1 MB image in flash
 * cost the same RAM. The
 * buffers must stay readable until pq8k_verify_final returns (ML-DSA and
 * GeMSS read them during init, SLH-DSA when R has arrived, Falcon when the
 * nonce has arrived, HAETAE when the pk has arrived, Rainbow in final).
 *
 * Stream lengths: fixed per scheme, except Falcon, whose signatures vary in
 * length (the stream says how long, docs/stream-falcon.md).
 */
#ifndef PQ8K_STREAM_H
#define PQ8K_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/falcon.h"
#include "pq8k/hash_state.h"
#include "pq8k/pq8k.h"
#include "pq8k/prehash.h"
#include "pq8k/slhdsa.h"
#include "pq8k/xmss.h"

/* Scheme identifiers; the value is also the scheme byte of the stream header.
   One entry each in pq8k/schemes.def, the registry (sizes, names, the
   switch that builds it): PQ8K_MLDSA44 .. PQ8K_MLDSA87, their compact layout
   PQ8K_MLDSA44_COMPACT .., PQ8K_SLHDSA_SHA2_128S .. PQ8K_SLHDSA_SHAKE_256F,
   PQ8K_FALCON512, PQ8K_FALCON1024, PQ8K_HAETAE2 .. 5, PQ8K_LMS, PQ8K_HSS,
   PQ8K_XMSS, PQ8K_XMSSMT; the composites PQ8K_MLDSA44_ECDSA_P256 ..
   PQ8K_MLDSA65_ED25519 (pq8k/composite.h); PQ8K_RAINBOW1_CLASSIC and PQ8K_GEMSS128 (BROKEN)
   only with PQ8K_LEGACY_INSECURE. Every id exists in every build; one that
   is not built is PQ8K_ERR_UNSUPPORTED. */
typedef enum {
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) PQ8K_##ID = value,
#include "pq8k/schemes.def"
} pq8k_scheme;

#define PQ8K_STREAM_HEADER_BYTES 4   /* 'P' '8' version scheme */
#define PQ8K_STREAM_VERSION 1
#define PQ8K_MAX_DIGEST_BYTES 64     /* largest pq8k_pk_digest output */

/* The reader of pq8k_verify_init_reader (below) gives the bytes of a
   message not in memory: */
/* 0 on success, a negative value on a read failure. */
typedef int (*pq8k_read_fn)(void *user, size_t offset, uint8_t *buf, size_t len);

/* The per-scheme verifier states (private fields; pq8k_verifier below is
   their union): pq8k/verifier_states.h. */
#include "pq8k/verifier_states.h"

/*
 * The verifier context: allocate it (any storage), pass it to init, then
 * update/final. update and final on a context that init never set up return
 * PQ8K_ERR_STATE if it is zeroed (static storage is); do not rely on that
 * for uninitialised stack memory. Nothing in it is secret.
 */
typedef struct pq8k_verifier {
    uint32_t live;      /* marks a running verification */
    uint32_t pos;       /* stream bytes consumed, header included */
    int32_t err;        /* first failure, 0 while none (sticky) */
    uint8_t slot;       /* the engine's index of the scheme's entry */
    /* one member per scheme whose verifier is built (pq8k/schemes.def),
       named by its tok: the largest state built sets the size */
    union {
#define PQ8K_SCHEME_IF(host, dev) (dev)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
        pq8k_##family##_verifier_state tok;
#include "pq8k/schemes.def"
        uint64_t none_; /* keeps the union valid in a build without schemes */
    } u;
} pq8k_verifier;

/*
 * The configuration a pq8k_verifier was compiled with. The caller allocates
 * the context with the size its own compile of this header sees, the
 * library writes as much as its own compile says: an application built with
 * other PQ8K_CONFIG_* settings than the library (e.g. Falcon-512 alone
 * against the all-scheme library) would have the library write past its
 * object. So the init calls below are macros that pass PQ8K_VERIFIER_CONFIG,
 * made in the caller's compile, to the library, which compares it with its
 * own and refuses a mismatch with PQ8K_ERR_STATE before it writes anything
 * (not even *v). Low 16 bits: sizeof(pq8k_verifier), the part that protects
 * memory; high 16 bits: PQ8K_CONFIG_TAG, a check sum of the verifiers built
 * (pq8k/schemes.def), the LMS and XMSS hash families and the fault
 * hardening, so that most other mismatches are refused as well.
 */
enum {
    /* sum of id^2 mod 251 over the verifiers built (fits a 16-bit int) */
    PQ8K_CONFIG_TAG_IDS_ = 0
#define PQ8K_SCHEME_IF(host, dev) (dev)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) + (value) * (value) % 251
#include "pq8k/schemes.def"
};
/* the sum spread over 16 bits (times an odd constant), the hash family
   switches one bit each, the hardening a byte pattern */
#define PQ8K_CONFIG_TAG                                                                     \
    ((((uint32_t)PQ8K_CONFIG_TAG_IDS_ * 0x9E5u) ^ ((uint32_t)PQ8K_CONFIG_LMS_FAMILIES << 8) ^  \
      ((PQ8K_CONFIG_XMSS_SHA2_256 ? 1u : 0u) << 12) ^ ((PQ8K_CONFIG_XMSS_SHA2_192 ? 1u : 0u) << 13) ^ \
      ((PQ8K_CONFIG_XMSS_SHAKE256_256 ? 1u : 0u) << 14) ^                                 \
      ((PQ8K_CONFIG_XMSS_SHAKE256_192 ? 1u : 0u) << 15) ^ (PQ8K_CONFIG_FAULT_HARDENING ? 0x5Au : 0u)) & \
     0xFFFFu)
#define PQ8K_VERIFIER_CONFIG ((uint32_t)sizeof(pq8k_verifier) | PQ8K_CONFIG_TAG << 16)
_Static_assert(sizeof(pq8k_verifier) <= 0xFFFFu, "PQ8K_VERIFIER_CONFIG holds the size in 16 bits");

/* ------------------------------------------------------------------------ */

/*
 * Trusted digest of a public key, to be stored on the device:
 *   ML-DSA     tr = SHAKE256(pk, 64 bytes), which also enters mu   64 bytes
 *   SLH-DSA    the public key itself, PK.seed || PK.root   2n = 32/48/64
 *   Falcon     SHAKE256(pk, 32 bytes)                              32
 *   HAETAE     SHAKE256(pk, 32 bytes)                              32
 *   Rainbow    SHA-256(pk)                                         32
 *   GeMSS      SHA3-256(pk)                                        32
 * *digestlen: capacity of digest on input, bytes written on output; a
 * capacity too small gives PQ8K_ERR_BAD_LENGTH with *digestlen set to the
 * size needed.
 */
int pq8k_pk_digest(pq8k_scheme s, const uint8_t *pk, size_t pklen, uint8_t *digest,
                   size_t *digestlen);

/*
 * Start a verification of the pure scheme with a context string (0..255 bytes;
 * ctx may be NULL when ctxlen is 0). ML-DSA verifies mu = H(tr || 0 || ctxlen
 * || ctx || msg), SLH-DSA M' = 0 || ctxlen || ctx || msg, HAETAE mu = SHAKE256(pk || ctxlen
 * || ctx || msg). Falcon and the legacy schemes sign the message as is and
 * have no context string: ctxlen must be 0. Restarts v if it was in use.
 *
 * Each init call is a macro over its _cfg function that adds
 * PQ8K_VERIFIER_CONFIG (above): a context compiled with other settings than
 * the library is refused with PQ8K_ERR_STATE, and nothing is written.
 */
int pq8k_verify_init_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                         const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen,
                         uint32_t config);
#define pq8k_verify_init(v, s, digest, digestlen, msg, msglen, ctx, ctxlen) \
    pq8k_verify_init_cfg((v), (s), (digest), (digestlen), (msg), (msglen), (ctx), (ctxlen), \
                         PQ8K_VERIFIER_CONFIG)
/* FIPS "internal" interface: msg is M' itself, no domain prefix (ACVP, KATs;
   HAETAE: M' = ctxlen || ctx || msg, the form its v1.1.2 KATs sign).
   For the schemes without a prefix (Falcon, legacy) the same as pure. */
int pq8k_verify_init_internal_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                  size_t digestlen, const uint8_t *msg, size_t msglen,
                                  uint32_t config);
#define pq8k_verify_init_internal(v, s, digest, digestlen, msg, msglen) \
    pq8k_verify_init_internal_cfg((v), (s), (digest), (digestlen), (msg), (msglen), \
                                  PQ8K_VERIFIER_CONFIG)
/* External mu (ML-DSA only): mu = H(tr || M', 64) computed elsewhere; mulen 64. */
int pq8k_verify_init_mu_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                            size_t digestlen, const uint8_t *mu, size_t mulen, uint32_t config);
#define pq8k_verify_init_mu(v, s, digest, digestlen, mu, mulen) \
    pq8k_verify_init_mu_cfg((v), (s), (digest), (digestlen), (mu), (mulen), PQ8K_VERIFIER_CONFIG)
/*
 * The pre-hash modes, HashML-DSA (FIPS 204 section 5.4) for the ML-DSA ids and
 * HashSLH-DSA (FIPS 205 section 10.2) for the SLH-DSA ids: ph is PH(M)
 * computed by the caller with the function named by alg (pq8k/prehash.h: the
 * twelve NIST hash functions; e.g. a hardware SHA-256 over a flash image);
 * phlen must be that function's output length (PQ8K_ERR_BAD_LENGTH), an
 * unknown alg is PQ8K_ERR_UNSUPPORTED. M' = 1 || ctxlen || ctx || OID(alg) ||
 * ph. The same signatures as the one-shot pq8k_mldsaXX_hash_verify and
 * pq8k_slhdsa_hash_verify accept. ph is read when the scheme reads its
 * message (ML-DSA at init, SLH-DSA when R has arrived).
 */
int pq8k_verify_init_prehash_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                 size_t digestlen, pq8k_prehash alg, const uint8_t *ph,
                                 size_t phlen, const uint8_t *ctx, size_t ctxlen, uint32_t config);
#define pq8k_verify_init_prehash(v, s, digest, digestlen, alg, ph, phlen, ctx, ctxlen) \
    pq8k_verify_init_prehash_cfg((v), (s), (digest), (digestlen), (alg), (ph), (phlen), (ctx), \
                                 (ctxlen), PQ8K_VERIFIER_CONFIG)

/*
 * A message that is not in memory (an image in external flash, arriving over
 * a bus): the library calls read(user, offset, buf, len) to fill buf with
 * message bytes [offset, offset + len). Each byte is asked for exactly once,
 * at increasing offsets, in pieces of at most PQ8K_READ_BUF_BYTES into a
 * buffer of the library's own (on the stack of the call that hashes the
 * message: counted in the stack figures), at the point the scheme needs the
 * message: ML-DSA during init, SLH-DSA when R has arrived, Falcon when the
 * nonce has, HAETAE when the pk has, Rainbow in final, GeMSS during init.
 */
/* pq8k_read_fn (above, with the states):
   0 on success, a negative value on a read failure.
   typedef int (*pq8k_read_fn)(void *user, size_t offset, uint8_t *buf, size_t len); */
#define PQ8K_READ_BUF_BYTES 64

/*
 * pq8k_verify_init with the message (msglen bytes) behind read: the same
 * verification, the same codes. A read failure (read returns anything but 0)
 * ends the verification with PQ8K_ERR_READ: returned by the call during which
 * the scheme read (init, an update or final), sticky, never an accept. user,
 * the reader and ctx must stay valid until pq8k_verify_final returns.
 */
int pq8k_verify_init_reader_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                size_t digestlen, pq8k_read_fn read, void *user, size_t msglen,
                                const uint8_t *ctx, size_t ctxlen, uint32_t config);
#define pq8k_verify_init_reader(v, s, digest, digestlen, read, user, msglen, ctx, ctxlen) \
    pq8k_verify_init_reader_cfg((v), (s), (digest), (digestlen), (read), (user), (msglen), (ctx), \
                                (ctxlen), PQ8K_VERIFIER_CONFIG)

/*
 * pq8k_verify_init_internal with M' (msglen bytes) behind read: the same
 * verification and codes as pq8k_verify_init_internal, read as
 * pq8k_verify_init_reader reads (each byte once, in order, PQ8K_ERR_READ on
 * a failure). For the vectors and images signed through the FIPS internal
 * interface (ACVP, KATs, HAETAE's KAT form); the schemes without a prefix
 * (Falcon, LMS, XMSS, legacy) verify the same as with pq8k_verify_init_reader.
 */
int pq8k_verify_init_internal_reader_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                         size_t digestlen, pq8k_read_fn read, void *user,
                                         size_t msglen, uint32_t config);
#define pq8k_verify_init_internal_reader(v, s, digest, digestlen, read, user, msglen) \
    pq8k_verify_init_internal_reader_cfg((v), (s), (digest), (digestlen), (read), (user), (msglen), \
                                         PQ8K_VERIFIER_CONFIG)

/* Feed the next len bytes of the stream (len may be 0; chunk may be NULL then). */
int pq8k_verify_update(pq8k_verifier *v, const uint8_t *chunk, size_t len);

/* The verdict: 0 only if the whole stream arrived and every check held. Ends
   the verification; a second call, or update after it, is PQ8K_ERR_STATE. */
int pq8k_verify_final(pq8k_verifier *v);

/*
 * The verdict of the last pq8k_verify_final on v as a token, for a caller
 * that hardens its own decision against fault injection (a bootloader,
 * examples/bootloader/): PQ8K_VERDICT_ACCEPT only if that final returned 0,
 * another value in every other case (no final yet, a reject, v NULL). Test
 * it beside final's return code: a zeroed register forges a 0, not this
 * token, and one glitch does not make both.
 */
#define PQ8K_VERDICT_ACCEPT 0x5AC3A53Cu
uint32_t pq8k_verify_verdict(const pq8k_verifier *v);

/* Length in bytes of the stream for scheme s (header included); 0 if the
   scheme is not built. Known wherever pq8k_stream_encode has the id: the
   compact ML-DSA ids with their level, whether or not this build verifies
   them (pq8k/schemes.def). For Falcon, LMS/HSS and XMSS/XMSS^MT, the longest
   stream (of the sets built): a buffer of this size always suffices. */
size_t pq8k_stream_length(pq8k_scheme s);

/*
 * Host side: arrange pk and sig into the stream. *outlen: capacity on input,
 * length written on output (pq8k_stream_length(s); for Falcon, shorter by as
 * much as the signature is shorter than the longest). Lengths are checked,
 * the contents are not (the verifier does that).
 */
int pq8k_stream_encode(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                       size_t siglen, uint8_t *out, size_t *outlen);

#endif /* PQ8K_STREAM_H */
