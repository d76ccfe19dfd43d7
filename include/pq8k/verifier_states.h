/* SPDX-License-Identifier: MIT */
/*
 * Per-scheme verifier states. Their fields are private to the library; they
 * are here so that pq8k_verifier is a complete type the caller can allocate
 * (statically, on the stack, anywhere). Each is defined once, in this
 * header (pq8k/verifier_states.h, included by pq8k/stream.h), and the
 * scheme's code uses it as is (src/<scheme>/<scheme>_stream.c).
 *
 * To add a scheme: src/common/stream_scheme.h (the engine <-> scheme
 * contract) lists the steps; docs/stream-format.md, "Adding a scheme".
 */
#ifndef PQ8K_VERIFIER_STATES_H
#define PQ8K_VERIFIER_STATES_H

/* Included by pq8k/stream.h only, after pq8k_scheme and pq8k_read_fn. */
#ifndef PQ8K_STREAM_H
#error "include pq8k/stream.h, not pq8k/verifier_states.h"
#endif

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "pq8k/classic_ws.h"
#include "pq8k/falcon.h"
#include "pq8k/hash_state.h"
#include "pq8k/slhdsa.h"
#include "pq8k/xmss.h" /* pq8k_xmss_ctx, PQ8K_XMSS_ST_N */

/* The message of a verification as the schemes see it (library-private;
   src/common/stream_scheme.h says how it is used). */
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
/* the longest M' of a composite (src/composite/composite.h): the prefix (32),
   the longest label (33), len(ctx), 255 bytes of ctx, PH(M) (SHA-512) */
#define PQ8K_COMPOSITE_ST_MPRIME (32 + 33 + 1 + 255 + 64)
/* The classical half's workspace (src/composite/composite_params.c) */
typedef union {
#if PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ECDSA_P256
    struct {
        uint8_t h[32];             /* SHA-256(M') */
        pq8k_p256_ws ws;
    } p256;
#endif
#if PQ8K_CONFIG_MLDSA44_ED25519 || PQ8K_CONFIG_MLDSA65_ED25519
    pq8k_ed25519_ws ed25519;
#endif
} pq8k_composite_classic_ws;
/* Composite ML-DSA + ECDSA-P256 / Ed25519 (src/composite/composite_stream.c,
   docs/stream-composite.md): the ML-DSA half runs in the ML-DSA state, which
   holds the trusted digest and tr before it starts; once it has verified,
   the same memory holds the classical signature, M' and the classical
   verifier's workspace (pq8k/classic_ws.h), so that the classical half adds
   little to the stack and nothing to the state. */
typedef struct {
    union {
        pq8k_mldsa_verifier_state ml;  /* the ML-DSA half, once tr and the classical pk are in */
        struct {                       /* before, until the key check: */
            uint8_t digest[64];        /* trusted SHAKE256(tr || classical pk, 64) */
            uint8_t tr[64];            /* the streamed tr */
        } pre;
        struct {                       /* after the ML-DSA half: */
            uint8_t sig[72];           /* the classical signature */
            uint8_t mprime[PQ8K_COMPOSITE_ST_MPRIME]; /* M', in final */
            pq8k_composite_classic_ws ws; /* the classical verification's */
        } post;
    } u;
    const uint8_t *ctx;                /* the application context, read again in final */
    uint32_t pos;                      /* body bytes consumed */
    uint8_t ph[64];                    /* PH(M) */
    uint8_t tpk[65];                   /* classical pk: P-256 0x04 || X || Y, or Ed25519 */
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
 * The streaming verifier's state (a member of pq8k_verifier, pq8k/stream.h;
 * fields private to src/xmss/xmss_stream.c). It holds the key context (the
 * layer, tree index and leaf live in its ADRS: idx is gathered into the
 * tree field), one n-byte element in flight, the layer's message with its
 * WOTS+ checksum, and the L-tree nodes that wait for a right sibling, the
 * first of them the running node of the authentication path; while the pk
 * arrives, that room holds the trusted digest and the received key's instead.
 */
typedef struct {
    pq8k_xmss_ctx c_;
    struct {                                 /* the message source (src/common/stream_scheme.h) */
        int (*read_)(void *, size_t, uint8_t *, size_t);
        const void *at_;
        size_t len_;
    } msg_;
    uint16_t pos_;                           /* body bytes consumed (bodies < 2^16) */
    uint16_t body_;                          /* body length, once the OID is known */
    uint8_t elem_;                           /* n-byte elements done in this layer */
    uint8_t fill_;                           /* bytes of the field in flight */
    uint8_t sp_;                             /* L-tree nodes waiting */
    uint8_t verified_;
    uint8_t msgd_[PQ8K_XMSS_ST_N + 2];       /* the message the layer's WOTS+ signs, checksum */
    uint8_t buf_[PQ8K_XMSS_ST_N];            /* element in flight, then chain value */
    union {
        struct {
            uint8_t digest_[32];             /* the trusted SHA-256(pk) */
            uint8_t got_[32];                /* SHA-256 of the pk that arrived */
        } k_;
        uint8_t stack[PQ8K_XMSS_ST_LTREE][PQ8K_XMSS_ST_N]; /* L-tree; [0] the running node */
    } u_;
} pq8k_xmss_verifier_state;

#endif /* PQ8K_VERIFIER_STATES_H */
