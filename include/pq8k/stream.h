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
 *                          SLH-DSA and HAETAE no external mu and no pre-hash
 * When a forged or foreign key is streamed, the key check is reported
 * (PQ8K_ERR_PK_DIGEST) even if the signature check fails as well.
 *
 * Messages are given by pointer at init and read once, never copied: a
 * 33-byte code in RAM and a 1 MB image in flash cost the same RAM. The
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
#include "pq8k/pq8k.h"
#include "pq8k/slhdsa.h"

/* Scheme identifiers; the value is also the scheme byte of the stream header. */
typedef enum {
    PQ8K_MLDSA44 = 0x01,
    PQ8K_MLDSA65 = 0x02,
    PQ8K_MLDSA87 = 0x03,
    /* SLH-DSA (FIPS 205): 0x10 + the pq8k_slhdsa_set value */
    PQ8K_SLHDSA_SHA2_128S = 0x10,
    PQ8K_SLHDSA_SHA2_128F = 0x11,
    PQ8K_SLHDSA_SHA2_192S = 0x12,
    PQ8K_SLHDSA_SHA2_192F = 0x13,
    PQ8K_SLHDSA_SHA2_256S = 0x14,
    PQ8K_SLHDSA_SHA2_256F = 0x15,
    PQ8K_SLHDSA_SHAKE_128S = 0x16,
    PQ8K_SLHDSA_SHAKE_128F = 0x17,
    PQ8K_SLHDSA_SHAKE_192S = 0x18,
    PQ8K_SLHDSA_SHAKE_192F = 0x19,
    PQ8K_SLHDSA_SHAKE_256S = 0x1A,
    PQ8K_SLHDSA_SHAKE_256F = 0x1B,
    PQ8K_FALCON512 = 0x20,
    PQ8K_FALCON1024 = 0x21,
    PQ8K_HAETAE2 = 0x30,
    PQ8K_HAETAE3 = 0x31,
    PQ8K_HAETAE5 = 0x32,
#if defined(PQ8K_LEGACY_INSECURE)
    /* BROKEN schemes, for comparison and research only (docs/legacy.md) */
    PQ8K_RAINBOW1_CLASSIC = 0x70,
    PQ8K_GEMSS128 = 0x71,
#endif
    /* reserved: the rest of the SLH-DSA (0x10-0x1F), Falcon (0x20-0x2F),
       HAETAE (0x30-0x3F) and legacy (0x70-0x7F) ranges */
} pq8k_scheme;

/* Pre-hash functions for the HashML-DSA (FIPS 204 section 5.4) mode. */
typedef enum {
    PQ8K_PH_SHA256 = 1,  /* 32-byte PH(M) */
    PQ8K_PH_SHA384,      /* 48 */
    PQ8K_PH_SHA512,      /* 64 */
    PQ8K_PH_SHA3_256,    /* 32 */
    PQ8K_PH_SHA3_512,    /* 64 */
    PQ8K_PH_SHAKE128,    /* 32 (256-bit output) */
    PQ8K_PH_SHAKE256     /* 64 (512-bit output) */
} pq8k_prehash;

#define PQ8K_STREAM_HEADER_BYTES 4   /* 'P' '8' version scheme */
#define PQ8K_STREAM_VERSION 1
#define PQ8K_MAX_DIGEST_BYTES 64     /* largest pq8k_pk_digest output */

/* ------------------------------------------------------------------------
 * Per-scheme verifier states. Their fields are private to the library; they
 * are here only so that pq8k_verifier is a complete type the caller can
 * allocate (statically, on the stack, anywhere).
 *
 * ML-DSA's state is defined here and used as is. The other schemes keep their
 * state type next to their code (src/<scheme>/<scheme>_stream.h); what is here
 * is a mirror: the same member types in the same order (runs of equal scalars
 * merged into arrays), so it has the same size and alignment on every ABI,
 * pointer width included. The engine's adapter of each scheme checks that at
 * build time (src/engine/plugin_<scheme>.c).
 *
 * To add a scheme: src/common/stream_scheme.h (the engine <-> scheme
 * contract) lists the steps; docs/stream-format.md, "Adding a scheme".
 * ------------------------------------------------------------------------ */

/* Room for one Keccak state of src/common/fips202.h (checked at build time). */
typedef struct { uint64_t opaque_[26]; } pq8k_keccak_space;
/* Room for one SHA-256 context of src/common/sha2.h (checked at build time). */
typedef struct { uint64_t opaque_[13]; } pq8k_sha256_space;

#if PQ8K_CONFIG_MLDSA_ANY
/* array sizes for the largest ML-DSA level built */
#if PQ8K_CONFIG_MLDSA87
#define PQ8K_MLDSA_ST_CTILDE 64
#define PQ8K_MLDSA_ST_TAU 60
#elif PQ8K_CONFIG_MLDSA65
#define PQ8K_MLDSA_ST_CTILDE 48
#define PQ8K_MLDSA_ST_TAU 49
#else
#define PQ8K_MLDSA_ST_CTILDE 32
#define PQ8K_MLDSA_ST_TAU 39
#endif
#if PQ8K_CONFIG_MLDSA44
#define PQ8K_MLDSA_ST_HINT 84
#elif PQ8K_CONFIG_MLDSA87
#define PQ8K_MLDSA_ST_HINT 83
#else
#define PQ8K_MLDSA_ST_HINT 61
#endif

typedef struct {
    uint32_t acc[256];            /* row i of A*z - c*t1*2^d, NTT then plain domain */
    uint32_t zhat[256];           /* z_j while it arrives, then NTT(z_j) */
    pq8k_keccak_space pk_hash;    /* SHAKE256 over the streamed pk (-> tr) */
    pq8k_keccak_space w_hash;     /* SHAKE256(mu || w1_0 || w1_1 ...) (-> c~') */
    pq8k_keccak_space z_hash;     /* SHAKE256 over the current copy of z */
    uint32_t pos;                 /* body bytes consumed */
    uint32_t bits;                /* unpacking: pending bits */
    uint16_t coef;                /* unpacking: coefficients done in this region */
    uint8_t nbits;                /* unpacking: number of pending bits */
    uint8_t complete;             /* 0xA5 once every end-of-stream check has passed */
    int8_t sig_err;               /* first signature failure, reported after the key check */
    uint8_t tr[64];               /* trusted digest of pk */
    uint8_t rho[32];
    uint8_t ctilde[PQ8K_MLDSA_ST_CTILDE];
    uint8_t zdigest[PQ8K_MLDSA_ST_CTILDE];  /* digest of the first copy of z */
    uint8_t hint[PQ8K_MLDSA_ST_HINT];
    uint8_t cpos[PQ8K_MLDSA_ST_TAU];         /* challenge c: non-zero positions */
    uint8_t csign[8];                        /* and their signs, one bit each */
} pq8k_mldsa_verifier_state;
#endif

#if PQ8K_CONFIG_FALCON_ANY
/* mirror of pq8k_falcon_stream (src/falcon/falcon_stream.h) */
#if PQ8K_CONFIG_FALCON1024
#define PQ8K_FALCON_ST_N 1024
#define PQ8K_FALCON_ST_S2 (PQ8K_FALCON1024_SIG_MAX - 41)
#else
#define PQ8K_FALCON_ST_N 512
#define PQ8K_FALCON_ST_S2 (PQ8K_FALCON512_SIG_MAX - 41)
#endif
typedef struct {
    pq8k_keccak_space sh_;           /* SHAKE256 of the pk, then of nonce || msg */
    const uint8_t *msg_;
    size_t msglen_;
    uint32_t u32_[2];                /* position, pk bit accumulator */
    uint16_t u16_[2];                /* siglen, pk coefficients done */
    uint8_t u8_[4];                  /* logn, bit count, flags, status */
    uint8_t digest_[PQ8K_FALCON_DIGEST_BYTES];
    uint16_t h_[PQ8K_FALCON_ST_N];   /* h, then NTT(h), ... */
    uint8_t s2_[PQ8K_FALCON_ST_S2];  /* compressed s2 as received (header and nonce off) */
} pq8k_falcon_verifier_state;
#endif

#if PQ8K_CONFIG_SLHDSA_ANY
/* mirror of pq8k_slhdsa_stream (src/slhdsa/slhdsa_stream.h), sized for the
   largest set built (pq8k/slhdsa.h) */
typedef struct {                     /* slh_hctx */
    const void *params_;
    uint8_t secret_;
    uint8_t pk_[2 * PQ8K_SLHDSA_BUILT_N];
#if PQ8K_SLHDSA_BUILT_SHA2
    uint32_t mid_[8];
#endif
} pq8k_slhdsa_hctx_space;
typedef struct {                     /* slh_msg */
    const uint8_t *ptr_[2];
    size_t len_;
    uint8_t bytes_[4];
} pq8k_slhdsa_msg_space;
/* slh_tctx: a SHA-256 context (13 words), a SHA-512 one (25) or a Keccak
   state (26), the largest the sets built use */
#if PQ8K_SLHDSA_BUILT_SHAKE
#define PQ8K_SLHDSA_ST_T 26
#elif PQ8K_SLHDSA_BUILT_SHA512
#define PQ8K_SLHDSA_ST_T 25
#else
#define PQ8K_SLHDSA_ST_T 13
#endif
typedef struct {
    pq8k_slhdsa_hctx_space hc_;      /* parameters, trusted pk, SHA-256 midstate */
    uint64_t t_[PQ8K_SLHDSA_ST_T];   /* running T_k / T_len, H_msg work area */
    pq8k_slhdsa_msg_space m_;        /* M' pieces (the caller's memory) */
    uint64_t idx_tree_;
    uint32_t idx_;
    int err_;
    uint8_t bytes_[32 + 2 * PQ8K_SLHDSA_BUILT_N + PQ8K_SLHDSA_BUILT_MD]; /* adrs, node, element, md */
    uint16_t u16_[2];
    uint8_t u8_[6];
} pq8k_slhdsa_verifier_state;
#endif

#if PQ8K_CONFIG_HAETAE_ANY
/* mirror of pq8k_haetae_stream (src/haetae/haetae_stream.h): k accumulators
   for the largest level built */
#if PQ8K_CONFIG_HAETAE5
#define PQ8K_HAETAE_ST_K 4
#elif PQ8K_CONFIG_HAETAE3
#define PQ8K_HAETAE_ST_K 3
#else
#define PQ8K_HAETAE_ST_K 2
#endif
typedef struct {
    pq8k_keccak_space ks_;           /* mu, then the matrix, then the challenge */
    union {
        int16_t z_[256];
        pq8k_keccak_space fork_;
        uint16_t w8_[8];
    } scratch_;                      /* column of z1 / second Keccak state / w */
    uint64_t norm_;
    int16_t acc_[PQ8K_HAETAE_ST_K][256]; /* rows of A1 z1 */
    const uint8_t *ptr_[2];          /* msg, ctx */
    size_t len_[2];
    struct {
        uint32_t x_;
        uint16_t left_;
        uint8_t init_;
    } dec_;                          /* rANS push decoder */
    uint32_t bits_;
    uint16_t u16_[4];                /* stream sizes, position, coefficient count */
    uint8_t u8_[5];                  /* phase, index, bit count, flags, status */
    uint8_t bytes_[4 * 32];          /* seed, digest then mu, c, w' */
} pq8k_haetae_verifier_state;
#endif

#if PQ8K_CONFIG_RAINBOW1_CLASSIC
/* mirror of pq8k_rainbow_stream (src/rainbow/rainbow_stream.h) */
typedef struct {
    uint8_t acc_[4 * 32];            /* four GF(16)^64 accumulators */
    pq8k_sha256_space hash_;
    uint8_t bytes_[32 + 66 + 4];     /* trusted digest, signature, column walk */
    const uint8_t *msg_;
    size_t msglen_;
    uint32_t pos_;
    uint8_t status_[2];
} pq8k_rainbow_verifier_state;
#endif

#if PQ8K_CONFIG_GEMSS128
/* mirror of pq8k_gemss_stream (src/gemss/gemss_stream.h) */
typedef struct {
    pq8k_keccak_space hash_;
    uint8_t bytes_[32 + 32 + 33 + 24 + 21 + 7]; /* digest, H(msg), signature, point, P(x), walk */
    uint32_t pos_;
} pq8k_gemss_verifier_state;
#endif

/*
 * The verifier context: allocate it (any storage), pass it to init, then
 * update/final. update and final on a context that init never set up return
 * PQ8K_ERR_STATE if it is zeroed (static storage is); do not rely on that
 * for uninitialised stack memory. Nothing in it is secret.
 */
typedef struct pq8k_verifier {
    uint32_t live;      /* marks a running verification */
    uint32_t pos;       /* stream bytes consumed, header included */
    int16_t err;        /* first failure, 0 while none (sticky) */
    uint8_t scheme;     /* pq8k_scheme */
    union {
#if PQ8K_CONFIG_MLDSA_ANY
        pq8k_mldsa_verifier_state mldsa;
#endif
#if PQ8K_CONFIG_SLHDSA_ANY
        pq8k_slhdsa_verifier_state slhdsa;
#endif
#if PQ8K_CONFIG_FALCON_ANY
        pq8k_falcon_verifier_state falcon;
#endif
#if PQ8K_CONFIG_HAETAE_ANY
        pq8k_haetae_verifier_state haetae;
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
        pq8k_rainbow_verifier_state rainbow;
#endif
#if PQ8K_CONFIG_GEMSS128
        pq8k_gemss_verifier_state gemss;
#endif
        uint64_t none_; /* keeps the union valid in a build without schemes */
    } u;
} pq8k_verifier;

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
 */
int pq8k_verify_init(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                     const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen);
/* FIPS "internal" interface: msg is M' itself, no domain prefix (ACVP, KATs;
   HAETAE: M' = ctxlen || ctx || msg, the form its v1.1.2 KATs sign).
   For the schemes without a prefix (Falcon, legacy) the same as pure. */
int pq8k_verify_init_internal(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                              size_t digestlen, const uint8_t *msg, size_t msglen);
/* External mu (ML-DSA only): mu = H(tr || M', 64) computed elsewhere; mulen 64. */
int pq8k_verify_init_mu(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                        const uint8_t *mu, size_t mulen);
/*
 * HashML-DSA (ML-DSA only): ph is PH(M) computed by the caller with the function named by
 * alg (e.g. a hardware SHA-256 over a flash image); phlen must be that
 * function's output length. M' = 1 || ctxlen || ctx || OID(alg) || ph.
 */
int pq8k_verify_init_prehash(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                             size_t digestlen, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                             const uint8_t *ctx, size_t ctxlen);

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
/* 0 on success, a negative value on a read failure. */
typedef int (*pq8k_read_fn)(void *user, size_t offset, uint8_t *buf, size_t len);
#define PQ8K_READ_BUF_BYTES 64

/*
 * pq8k_verify_init with the message (msglen bytes) behind read: the same
 * verification, the same codes. A read failure (read returns anything but 0)
 * ends the verification with PQ8K_ERR_READ: returned by the call during which
 * the scheme read (init, an update or final), sticky, never an accept. user,
 * the reader and ctx must stay valid until pq8k_verify_final returns.
 */
int pq8k_verify_init_reader(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                            size_t digestlen, pq8k_read_fn read, void *user, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen);

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
   scheme is not built. For Falcon, the longest stream (a signature of
   PQ8K_FALCONxxx_SIG_MAX bytes): a buffer of this size always suffices. */
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
