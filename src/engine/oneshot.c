/* SPDX-License-Identifier: MIT */
/*
 * The scheme-generic one-shot calls (pq8k/oneshot.h): a table expanded from
 * the registry (pq8k/schemes.def), one entry per scheme of the build, whose
 * functions adapt the generic arguments to the family's own calls.
 *
 * A family is plugged in by two macros named after its registry family:
 *   OS_FNS_<family>(ID, value, tok)   the adapter functions it needs
 *                                     (static, named os_*_<tok>), or nothing;
 *   OS_ENTRY_<family>(ID, value, tok, pk, sig)
 *                                     the os_entry fields after id and name.
 * A new family adds its two macros here.
 */
#include <stddef.h>
#include <stdint.h>
#include "pq8k/composite.h"
#include "pq8k/falcon.h"
#include "pq8k/haetae.h"
#include "pq8k/legacy.h"
#include "pq8k/lms.h"
#include "pq8k/mldsa.h"
#include "pq8k/oneshot.h"
#include "pq8k/slhdsa.h"
#include "pq8k/xmss.h"

typedef int (*os_verify_fn)(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                            const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                            size_t ctxlen);
typedef int (*os_sign_fn)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *msg,
                          size_t msglen, const uint8_t *ctx, size_t ctxlen);
typedef int (*os_keygen_fn)(uint8_t *pk, uint8_t *sk);

typedef struct {
    uint8_t id;
    const char *name;
    uint8_t alias;      /* non-zero: keys, signatures and calls are those of this id */
    uint8_t has_ctx;    /* the scheme takes a context string */
    uint32_t pk, sk, sig; /* 0: varies, or no private key here */
    uint8_t sig_varies; /* sig is the longest signature (ECDSA's DER), not the only length */
    os_verify_fn verify;
    os_sign_fn sign;     /* NULL: the library does not sign (or not statelessly) */
    os_keygen_fn keygen;
} os_entry;

/* The parameter lists of the adapters (the same for every scheme). */
#define OS_VERIFY_ARGS                                                                       \
    const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen, const uint8_t *msg, \
        size_t msglen, const uint8_t *ctx, size_t ctxlen
#define OS_SIGN_ARGS                                                                        \
    uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *msg, size_t msglen, \
        const uint8_t *ctx, size_t ctxlen

/* ML-DSA and HAETAE: one set of functions per level, pq8k_<tok>_*. */
#define OS_FNS_LEVEL(tok)                                                                \
    static int os_verify_##tok(OS_VERIFY_ARGS)                                           \
    {                                                                                    \
        (void)pklen;                                                                     \
        return pq8k_##tok##_verify(pk, sig, siglen, msg, msglen, ctx, ctxlen);           \
    }                                                                                    \
    static int os_sign_##tok(OS_SIGN_ARGS)                                               \
    {                                                                                    \
        return pq8k_##tok##_sign(sig, siglen, sk, msg, msglen, ctx, ctxlen);             \
    }                                                                                    \
    static int os_keygen_##tok(uint8_t *pk, uint8_t *sk) { return pq8k_##tok##_keygen(pk, sk); }
#define OS_ENTRY_LEVEL(ID, tok, pk, sig)                                                 \
    0, 1, pk, PQ8K_##ID##_SECRETKEYBYTES, sig, 0, os_verify_##tok, os_sign_##tok, os_keygen_##tok

#define OS_FNS_mldsa(ID, value, tok) OS_FNS_LEVEL(tok)
#define OS_ENTRY_mldsa(ID, value, tok, pk, sig) OS_ENTRY_LEVEL(ID, tok, pk, sig)
#define OS_FNS_haetae(ID, value, tok) OS_FNS_LEVEL(tok)
#define OS_ENTRY_haetae(ID, value, tok, pk, sig) OS_ENTRY_LEVEL(ID, tok, pk, sig)

/* The compact layout: the level's keys and signatures (its id is the level's + 3). */
#define OS_FNS_mldsa_compact(ID, value, tok)
#define OS_ENTRY_mldsa_compact(ID, value, tok, pk, sig) \
    (uint8_t)((value) - (PQ8K_MLDSA44_COMPACT - PQ8K_MLDSA44)), 0, 0, 0, 0, 0, NULL, NULL, NULL

/* SLH-DSA: the set is the id's offset from 0x10; sk = 2 * pk (4n bytes). */
#define OS_SLH_SET(value) ((pq8k_slhdsa_set)((value) - PQ8K_SLHDSA_SHA2_128S))
#define OS_FNS_slhdsa(ID, value, tok)                                                     \
    static int os_verify_##tok(OS_VERIFY_ARGS)                                            \
    {                                                                                     \
        (void)pklen;                                                                      \
        return pq8k_slhdsa_verify(OS_SLH_SET(value), sig, siglen, msg, msglen, ctx, ctxlen, pk); \
    }                                                                                     \
    static int os_sign_##tok(OS_SIGN_ARGS)                                                \
    {                                                                                     \
        (void)siglen; /* fixed: the entry's */                                            \
        return pq8k_slhdsa_sign(OS_SLH_SET(value), sig, msg, msglen, ctx, ctxlen, sk);    \
    }                                                                                     \
    static int os_keygen_##tok(uint8_t *pk, uint8_t *sk)                                  \
    {                                                                                     \
        return pq8k_slhdsa_keygen(OS_SLH_SET(value), pk, sk);                             \
    }
#define OS_ENTRY_slhdsa(ID, value, tok, pk, sig) \
    0, 1, pk, 2 * (pk), sig, 0, os_verify_##tok, os_sign_##tok, os_keygen_##tok

/* Verify-only schemes without a context string, fixed-size key: Falcon
   (signatures vary in length), the legacy schemes. */
#define OS_FNS_falcon(ID, value, tok)                                     \
    static int os_verify_##tok(OS_VERIFY_ARGS)                            \
    {                                                                     \
        (void)pklen;                                  \
        (void)ctx;                                    \
        (void)ctxlen;                     \
        return pq8k_##tok##_verify(pk, sig, siglen, msg, msglen);         \
    }
#define OS_ENTRY_falcon(ID, value, tok, pk, sig) 0, 0, pk, 0, 0, 0, os_verify_##tok, NULL, NULL

/* (sig, msg, pk, pklen) verifiers: XMSS, XMSS^MT. */
#define OS_FNS_SIG_FIRST(tok)                                             \
    static int os_verify_##tok(OS_VERIFY_ARGS)                            \
    {                                                                     \
        (void)ctx;                    \
        (void)ctxlen;                                    \
        return pq8k_##tok##_verify(sig, siglen, msg, msglen, pk, pklen);  \
    }
#define OS_FNS_xmss(ID, value, tok) OS_FNS_SIG_FIRST(tok)
#define OS_ENTRY_xmss(ID, value, tok, pk, sig) 0, 0, 0, 0, 0, 0, os_verify_##tok, NULL, NULL

/* LMS, HSS: (pk, pklen, sig, msg); the set is in the key. The legacy schemes
   take the same arguments (fixed sizes). */
#define OS_FNS_lms(ID, value, tok)                                        \
    static int os_verify_##tok(OS_VERIFY_ARGS)                            \
    {                                                                     \
        (void)ctx;                    \
        (void)ctxlen;                                    \
        return pq8k_##tok##_verify(pk, pklen, sig, siglen, msg, msglen);  \
    }
#define OS_ENTRY_lms(ID, value, tok, pk, sig) 0, 0, 0, 0, 0, 0, os_verify_##tok, NULL, NULL
#define OS_FNS_rainbow(ID, value, tok) OS_FNS_lms(ID, value, tok)
#define OS_ENTRY_rainbow(ID, value, tok, pk, sig) 0, 0, pk, 0, sig, 0, os_verify_##tok, NULL, NULL
#define OS_FNS_gemss(ID, value, tok) OS_FNS_lms(ID, value, tok)
#define OS_ENTRY_gemss(ID, value, tok, pk, sig) 0, 0, pk, 0, sig, 0, os_verify_##tok, NULL, NULL

/* Composite ML-DSA + ECDSA-P256 / Ed25519 (pq8k/composite.h): the generic
   argument order already; the private key is the 64-byte seed. The registry's
   sig is the longest signature (ECDSA's DER varies in length; the Ed25519
   composites' is fixed, and pq8k_composite_verify checks either exactly).
   Keys and signatures only where classical signing is built
   (PQ8K_CONFIG_CLASSIC_SIGN, the host): elsewhere sign and keygen are absent,
   as for the verify-only schemes, and pq8k_sk_bytes is 0. */
#if PQ8K_CONFIG_CLASSIC_SIGN
#define OS_FNS_composite_SIGN(ID, tok)                                                    \
    static int os_sign_##tok(OS_SIGN_ARGS)                                                \
    {                                                                                     \
        return pq8k_composite_sign(PQ8K_##ID, sig, siglen, msg, msglen, ctx, ctxlen, sk); \
    }                                                                                     \
    static int os_keygen_##tok(uint8_t *pk, uint8_t *sk)                                  \
    {                                                                                     \
        return pq8k_composite_keygen(PQ8K_##ID, pk, sk);                                  \
    }
#define OS_COMPOSITE_SIGNERS(tok) os_sign_##tok, os_keygen_##tok
#else
#define OS_FNS_composite_SIGN(ID, tok)
#define OS_COMPOSITE_SIGNERS(tok) NULL, NULL
#endif
#define OS_FNS_composite(ID, value, tok)                                              \
    static int os_verify_##tok(OS_VERIFY_ARGS)                                        \
    {                                                                                 \
        return pq8k_##tok##_verify(pk, pklen, sig, siglen, msg, msglen, ctx, ctxlen); \
    }                                                                                 \
    OS_FNS_composite_SIGN(ID, tok)
#define OS_ENTRY_composite(ID, value, tok, pk, sig) \
    0, 1, pk, PQ8K_COMPOSITE_SECRETKEYBYTES, sig, 1, os_verify_##tok, OS_COMPOSITE_SIGNERS(tok)

#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    OS_FNS_##family(ID, value, tok)
#include "pq8k/schemes.def"

static const os_entry os_table[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    {value, title, OS_ENTRY_##family(ID, value, tok, pk, sig)},
#include "pq8k/schemes.def"
    {0, NULL, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL},
};

static const os_entry *os_named(pq8k_scheme s)
{
    for (const os_entry *e = os_table; e->name != NULL; e++)
        if (e->id == (unsigned)s) return e;
    return NULL;
}

/* The entry whose calls and sizes serve s (an alias's target), or NULL. */
static const os_entry *os_find(pq8k_scheme s)
{
    const os_entry *e = os_named(s);
    if (e != NULL && e->alias != 0) e = os_named((pq8k_scheme)e->alias);
    return e;
}

static void os_zero(uint8_t *p, size_t n)
{
    volatile uint8_t *q = p;
    while (n-- > 0) *q++ = 0;
}

const char *pq8k_scheme_name(pq8k_scheme s)
{
    const os_entry *e = os_named(s);
    return e != NULL ? e->name : NULL;
}

size_t pq8k_pk_bytes(pq8k_scheme s)
{
    const os_entry *e = os_find(s);
    return e != NULL ? e->pk : 0;
}

size_t pq8k_sk_bytes(pq8k_scheme s)
{
    const os_entry *e = os_find(s);
    return e != NULL && e->sign != NULL ? e->sk : 0;
}

size_t pq8k_sig_bytes(pq8k_scheme s)
{
    const os_entry *e = os_find(s);
    return e != NULL ? e->sig : 0;
}

int pq8k_verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)
{
    const os_entry *e = os_find(s);
    if (e == NULL) return PQ8K_ERR_UNSUPPORTED;
    if (pk == NULL || sig == NULL || (msg == NULL && msglen != 0) || (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if ((e->pk != 0 && pklen != e->pk) ||
        (e->sig != 0 && (e->sig_varies ? siglen > e->sig : siglen != e->sig)) ||
        (!e->has_ctx && ctxlen != 0))
        return PQ8K_ERR_BAD_LENGTH;
    return e->verify(pk, pklen, sig, siglen, msg, msglen, ctx, ctxlen);
}

int pq8k_sign(pq8k_scheme s, uint8_t *sig, size_t *siglen, const uint8_t *sk, size_t sklen,
              const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)
{
    if (siglen == NULL) return PQ8K_ERR_STATE;
    size_t cap = *siglen;
    *siglen = 0;
    const os_entry *e = os_find(s);
    if (e == NULL || e->sign == NULL) return PQ8K_ERR_UNSUPPORTED;
    if (sig == NULL || sk == NULL || (msg == NULL && msglen != 0) || (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if (cap < e->sig) {
        os_zero(sig, cap);
        return PQ8K_ERR_BAD_LENGTH;
    }
    size_t n = 0;
    int rc = sklen != e->sk ? PQ8K_ERR_BAD_LENGTH : e->sign(sig, &n, sk, msg, msglen, ctx, ctxlen);
    if (rc != 0 || (e->sig_varies && (n == 0 || n > e->sig))) {
        os_zero(sig, e->sig);
        return rc != 0 ? rc : PQ8K_ERR_INTERNAL;
    }
    *siglen = e->sig_varies ? n : e->sig;
    return 0;
}

int pq8k_keygen(pq8k_scheme s, uint8_t *pk, size_t *pklen, uint8_t *sk, size_t *sklen)
{
    if (pklen == NULL || sklen == NULL) return PQ8K_ERR_STATE;
    size_t pcap = *pklen, scap = *sklen;
    *pklen = 0;
    *sklen = 0;
    const os_entry *e = os_find(s);
    if (e == NULL || e->keygen == NULL) return PQ8K_ERR_UNSUPPORTED;
    if (pk == NULL || sk == NULL) return PQ8K_ERR_STATE;
    int rc = (pcap < e->pk || scap < e->sk) ? PQ8K_ERR_BAD_LENGTH : e->keygen(pk, sk);
    if (rc != 0) {
        os_zero(pk, pcap < e->pk ? pcap : e->pk);
        os_zero(sk, scap < e->sk ? scap : e->sk);
        return rc;
    }
    *pklen = e->pk;
    *sklen = e->sk;
    return 0;
}
