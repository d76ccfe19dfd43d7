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
#include "pq8k/xmss.h" /* pq8k_xmss_verifier_state */

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

/* ------------------------------------------------------------------------
 * Per-scheme verifier states. Their fields are private to the library; they
 * are here so that pq8k_verifier is a complete type the caller can allocate
 * (statically, on the stack, anywhere). Each is defined once, here, and the
 * scheme's code uses it as is (src/<scheme>/<scheme>_stream.c).
 *
 * To add a scheme: src/common/stream_scheme.h (the engine <-> scheme
 * contract) lists the steps; docs/stream-format.md, "Adding a scheme".
 * ------------------------------------------------------------------------ */

/* The message of a verification as the schemes see it (library-private;
   src/common/stream_scheme.h says how it is used). The reader of
   pq8k_verify_init_reader (below) gives the bytes of a message not in memory: */
/* 0 on success, a negative value on a read failure. */
typedef int (*pq8k_read_fn)(void *user, size_t offset, uint8_t *buf, size_t len);
typedef struct {
    pq8k_read_fn read;   /* NULL: the bytes are in memory at at.ptr */
    union {
        const uint8_t *ptr;
        void *user;
    } at;
    size_t len;
} pq8k_msg_src;
typedef struct {
    pq8k_msg_src src;   /* the message; mu (external mu); PH(M) (pre-hash) */
    const uint8_t *ctx; /* ctxlen bytes */
    uint8_t mode;       /* pq8k_msg_mode of src/common/stream_scheme.h */
    uint8_t ctxlen;
    uint8_t oid_arc;    /* pre-hash mode: the last byte of OID(PH), else 0 */
} pq8k_stream_msg;

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
    pq8k_keccak_state pk_hash;     /* SHAKE256 over the streamed pk (-> tr) */
    pq8k_keccak_state w_hash;      /* SHAKE256(mu || w1_0 || w1_1 ...) (-> c~') */
    union {                       /* the hash of the current copy of z: */
        pq8k_keccak_state shake;  /* SHAKE256 (ML-DSA-65/87) */
        pq8k_sha256_ctx sha256;   /* SHA-256 (ML-DSA-44) */
    } z_hash;
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

/* packed z of the largest ML-DSA level built (l * 32 * (gamma1 bits + 1)) */
#if PQ8K_CONFIG_MLDSA87
#define PQ8K_MLDSA_ST_ZPACKED 4480
#elif PQ8K_CONFIG_MLDSA65
#define PQ8K_MLDSA_ST_ZPACKED 3200
#else
#define PQ8K_MLDSA_ST_ZPACKED 2304
#endif

/* ML-DSA, compact layout (src/mldsa/mldsa_stream_compact.c): z is kept as
   it arrives, packed; no hash of z copies. In pq8k_verifier only with
   PQ8K_CONFIG_MLDSA_COMPACT. */
typedef struct {
    uint32_t acc[256];            /* row i of A*z (NTT domain), then w'_i */
    uint32_t work[256];           /* z_j unpacked then NTT(z_j); then t1_i * 2^d */
    pq8k_keccak_state pk_hash;     /* SHAKE256 over the streamed pk (-> tr) */
    pq8k_keccak_state w_hash;      /* SHAKE256(mu || w1_0 || w1_1 ...) (-> c~') */
    uint32_t pos;                 /* body bytes consumed */
    uint32_t bits;                /* unpacking of t1: pending bits */
    uint16_t coef;                /* unpacking of t1: coefficients done */
    uint8_t nbits;                /* unpacking of t1: number of pending bits */
    uint8_t complete;             /* 0xA5 once every end-of-stream check has passed */
    int8_t sig_err;               /* first signature failure, reported after the key check */
    uint8_t tr[64];               /* trusted digest of pk */
    uint8_t rho[32];
    uint8_t ctilde[PQ8K_MLDSA_ST_CTILDE];
    uint8_t hint[PQ8K_MLDSA_ST_HINT];
    uint8_t cpos[PQ8K_MLDSA_ST_TAU];         /* challenge c: non-zero positions */
    uint8_t csign[8];                        /* and their signs, one bit each */
    uint8_t z[PQ8K_MLDSA_ST_ZPACKED];        /* z exactly as in the signature */
} pq8k_mldsa_compact_verifier_state;
#endif

#if PQ8K_CONFIG_COMPOSITE_ANY
/* Composite ML-DSA + ECDSA-P256 / Ed25519 (src/composite/composite_stream.c,
   docs/stream-composite.md): the ML-DSA half runs in the ML-DSA state, which
   holds the trusted digest and tr before it starts; once it has verified, its
   polynomial buffers hold M' for the classical half. */
typedef struct {
    union {
        pq8k_mldsa_verifier_state ml;  /* the ML-DSA half, once tr and the classical pk are in */
        struct {                       /* before, until the key check: */
            uint8_t digest[64];        /* trusted SHAKE256(tr || classical pk, 64) */
            uint8_t tr[64];            /* the streamed tr */
        } pre;
    } u;
    const uint8_t *ctx;                /* the application context, read again in final */
    uint32_t pos;                      /* body bytes consumed */
    uint8_t ph[64];                    /* PH(M) */
    uint8_t tpk[65];                   /* classical pk: P-256 0x04 || X || Y, or Ed25519 */
    uint8_t buf[72];                   /* the classical signature */
    uint8_t ctxlen;
    uint8_t siglen;                    /* ECDSA: DER length from the stream; Ed25519: 64 */
    uint8_t ml_ok;                     /* 0xA5 once the ML-DSA half verified */
    uint8_t trad_ok;                   /* 0xA5 once the classical half verified */
} pq8k_composite_verifier_state;
#endif

/* Falcon (src/falcon/falcon_stream.c), sized for the largest set built; the
   type exists in every build (the one-shot verifier runs on it too) */
#if PQ8K_CONFIG_FALCON1024
#define PQ8K_FALCON_ST_N 1024
#define PQ8K_FALCON_ST_S2 (PQ8K_FALCON1024_SIG_MAX - 41)
#else
#define PQ8K_FALCON_ST_N 512
#define PQ8K_FALCON_ST_S2 (PQ8K_FALCON512_SIG_MAX - 41)
#endif
typedef struct {
    pq8k_keccak_state sh;        /* SHAKE256 of the pk, then of nonce || msg */
    pq8k_msg_src msg;            /* hashed when the nonce is complete */
    uint32_t pos;                /* Falcon stream bytes consumed */
    uint32_t bitacc;             /* pk unpacking: bits not yet assembled into a coefficient */
    uint16_t siglen;             /* detached signature length, from the stream header */
    uint16_t ncoef;              /* pk coefficients unpacked */
    uint8_t logn;
    uint8_t nbits;               /* valid bits in bitacc */
    uint8_t flags;               /* FALCON_F_* in falcon_stream.c */
    uint8_t digest[PQ8K_FALCON_DIGEST_BYTES]; /* trusted SHAKE256(pk) */
    uint16_t h[PQ8K_FALCON_ST_N];   /* h, then NTT(h), then NTT(s2 h), then s2 h */
    uint8_t s2[PQ8K_FALCON_ST_S2];  /* signature bytes after header and nonce */
} pq8k_falcon_verifier_state;

/* SLH-DSA (src/slhdsa/slhdsa_stream.c), sized for the largest set built
   (pq8k/slhdsa.h); the one-shot verifier and the signer use its parts too */
struct pq8k_slhdsa_params;           /* src/slhdsa/slhdsa_params.h */
typedef struct {                     /* public-key side of every hash call */
    const struct pq8k_slhdsa_params *p;
    uint8_t secret;                  /* 1: F/H inputs are secret (signing): wipe copies */
    uint8_t pk[2 * PQ8K_SLHDSA_BUILT_N]; /* PK.seed || PK.root */
#if PQ8K_SLHDSA_BUILT_SHA2
    uint32_t mid256[8];              /* SHA-256 state after PK.seed || 0^(64-n) */
#endif
#if PQ8K_SLHDSA_BUILT_SHA512
    uint64_t mid512[8];              /* SHA-512 state after PK.seed || 0^(128-n) */
#endif
} pq8k_slhdsa_hctx;
typedef union {                      /* a running T_l, or the H_msg / PRF_msg work area */
#if PQ8K_SLHDSA_BUILT_SHA2
    pq8k_sha256_ctx s256;
#endif
#if PQ8K_SLHDSA_BUILT_SHA512
    pq8k_sha512_ctx s512;
#endif
#if PQ8K_SLHDSA_BUILT_SHAKE
    pq8k_keccak_state k;
#endif
} pq8k_slhdsa_tctx;
typedef struct {
    pq8k_slhdsa_hctx hc;     /* parameters, trusted pk, SHA-2 midstates */
    pq8k_slhdsa_tctx t;      /* running T_k / T_len; H_msg work area before that */
    pq8k_stream_msg m;       /* M' (pure, internal or pre-hash), read when R has arrived */
    uint64_t idx_tree;       /* tree index within the current hypertree layer */
    uint32_t idx;            /* index of the running node at its height */
    uint8_t adrs[32];
    uint8_t node[PQ8K_SLHDSA_BUILT_N]; /* running node; the layer's message during WOTS+ */
    uint8_t buf[PQ8K_SLHDSA_BUILT_N];  /* signature element being received */
    uint8_t md[PQ8K_SLHDSA_BUILT_MD];  /* FORS part of the message digest */
    uint16_t elem;           /* element within the FORS tree (0..a) or layer (0..len+h'-1) */
    uint16_t csum;           /* WOTS+ checksum of the layer's message */
    uint8_t part;            /* FORS tree or hypertree layer */
    uint8_t fill;            /* bytes in buf; pk bytes while the pk arrives */
    uint8_t pkdiff;          /* OR of streamed pk ^ trusted pk */
    uint8_t phase;
    uint8_t verified;        /* 0xA5 set only by a matching hypertree root */
} pq8k_slhdsa_verifier_state;

/* HAETAE (src/haetae/haetae_stream.c): k accumulators for the largest level
   built */
#if PQ8K_CONFIG_HAETAE5
#define PQ8K_HAETAE_ST_K 4
#elif PQ8K_CONFIG_HAETAE3
#define PQ8K_HAETAE_ST_K 3
#else
#define PQ8K_HAETAE_ST_K 2
#endif
typedef struct {
    int16_t c[256];
} pq8k_haetae_poly;          /* hpoly of the HAETAE code */
typedef struct {
    uint32_t x;
    uint16_t left;           /* bytes of the stream not yet received */
    uint8_t init;            /* bytes of the initial state still to come */
} pq8k_haetae_rans_push;     /* the rANS push decoder: 8 bytes, no pointers */
typedef struct {
    /* SHAKE256(pk || pre || msg) -> mu; then A0 entries (SHAKE128); then
       the challenge hash */
    pq8k_keccak_state ks;
    union {
        pq8k_haetae_poly z;     /* column j: LowBits, z1_j, then NTT(z1_j) */
        pq8k_keccak_state fork; /* the a_i streams (levels 2/3), then SHAKE256(pk) */
        uint16_t w8[8];         /* rows: w values on their way into the challenge hash */
    } scratch;
    uint64_t norm;              /* ||z1||^2 + ||z2||^2 so far */
    /* row i of A1 z1: A1[i][0] (NTT domain) once b_i is in, then the
       accumulated columns, then, in the rows, A1 z1 - q c j itself */
    pq8k_haetae_poly acc[PQ8K_HAETAE_ST_K];
    pq8k_stream_msg msg;        /* the message, hashed at the end of the pk */
    pq8k_haetae_rans_push dec;  /* the hb stream, then the h stream */
    uint32_t bits;              /* pk unpacking: bits not yet in a coefficient */
    uint16_t size_hb, size_h;   /* stream sizes, from the offset bytes */
    uint16_t cnt;               /* bytes into the current region */
    uint16_t ncoef;             /* coefficients done: pk poly, column, or h symbols */
    uint8_t phase;              /* HS_* in haetae_stream.c */
    uint8_t idx;                /* pk polynomial or column of z1 */
    uint8_t nbits;              /* valid bits in `bits` */
    uint8_t flags;              /* HF_* in haetae_stream.c */
    uint8_t seed[32];           /* pk seed: the matrix */
    /* the trusted SHAKE256(pk) until the pk is checked, then mu */
    uint8_t digest_mu[32];
    uint8_t c[32];              /* the signature's challenge */
    uint8_t wlsb[32];           /* w' = LSB(z1_0 - c) */
} pq8k_haetae_verifier_state;

#if PQ8K_CONFIG_LMS_ANY
/* LMS / HSS (src/lms/lms_stream.c): one running hash (a Keccak state when a
   SHAKE family is built, else a SHA-256 context), the current and the next
   level's key, Q, one n-byte node and the field being received,
   n = 32 unless only the /192 families are built. */
typedef union {
    pq8k_sha256_ctx sha;
#if PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24
    pq8k_keccak_state shake;
#endif
} pq8k_lms_hash;
#if PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHAKE_M32
#define PQ8K_LMS_ST_N 32
#else
#define PQ8K_LMS_ST_N 24
#endif
typedef struct {
    uint8_t t[8];                     /* u32 lms_type || u32 ots_type, as received */
    uint8_t it[16 + PQ8K_LMS_ST_N];   /* I || T */
} pq8k_lms_key;
typedef struct {
    uint32_t q;                   /* leaf index of the current level; from its
                                     leaf on, the index of the climbing node */
    uint16_t cnt;                 /* chains done in this level */
    uint16_t sum;                 /* checksum: sum of 2^w - 1 - a_i over Q's digits so far */
    uint8_t phase;                /* field being received */
    uint8_t fill;                 /* bytes of its field received */
    uint8_t hss;                  /* 1: HSS framing */
    uint8_t levels;               /* levels below the current one */
    uint8_t height;               /* tree height of the current level */
    pq8k_lms_hash h;              /* pk digest, then Q, then K, per level */
    pq8k_msg_src msg;             /* read when the bottom level's C has arrived */
    pq8k_lms_key cur;             /* the current level's key */
    pq8k_lms_key nxt;             /* the next level's; its I || T holds the trusted
                                     SHA-256(pk) until the pk has arrived */
    uint8_t buf[PQ8K_LMS_ST_N < 32 ? 32 : PQ8K_LMS_ST_N]; /* most fields; Q while the
                                     chains run; the pk's digest */
    uint8_t node[PQ8K_LMS_ST_N];  /* y[i] in its chain, K, then the climbing node */
} pq8k_lms_verifier_state;
#endif

/* Rainbow-I-classic (BROKEN; src/rainbow/rainbow_stream.c) */
typedef struct {
    uint32_t acc[4][8];          /* sums of the columns whose scalar has bit b set, as the
                                    columns' memory image (byte k of a sum is byte k of acc[b]) */
    pq8k_sha256_ctx hash;        /* SHA-256 over the pk, its block buffer staging the key;
                                    in final, over msg and salt */
    uint8_t digest[32];          /* trusted SHA-256(pk) */
    uint8_t sig[66];             /* w (nibbles, element 2k in the low half) || salt */
    uint8_t i, j;                /* monomial w_i*w_j of the next column to fold */
    uint32_t wi_mul;             /* nibble t: w_i*t (t = 0..3), nibble 4+t: w_i*t*Y */
    pq8k_msg_src msg;            /* hashed in final */
    uint32_t pos;                /* Rainbow stream bytes consumed */
} pq8k_rainbow_verifier_state;

/* GeMSS-128 (BROKEN; src/gemss/gemss_stream.c) */
typedef struct {
    pq8k_keccak_state hash;      /* SHA3-256 of the current key pass; between passes, the H chain */
    uint8_t digest[32];          /* trusted SHA3-256(pk) */
    uint8_t h1[32];              /* SHA3-256(msg) */
    uint8_t sig[33];
    uint8_t acc[21];             /* P(x) so far, bit e = equation e (162 bits) */
    uint8_t pass;                /* 0: signature, 1..4: key pass, 5: all received */
    uint8_t i, j;                /* current monomial x_i x_j (see gemss_stream.c for the order) */
    uint8_t in_elem;             /* byte offset inside a 20-byte monomial element */
    uint8_t ntail;               /* key bytes of the open hash lane: tail[8 - ntail .. 8) */
    uint8_t tail[16];            /* an open hash lane's bytes end at tail[8], then room for the rest */
    uint32_t x[6];               /* evaluation point, bit v%32 of word v/32 = variable v (186 bits) */
    uint32_t pos;                /* byte offset inside the signature or the current key pass */
} pq8k_gemss_verifier_state;

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
