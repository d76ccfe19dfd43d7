/*
 * The streaming verification engine: the device side of pq8k/stream.h over
 * the schemes' pq8k_stream_scheme entries (src/common/stream_scheme.h is the
 * contract). It owns the life cycle, the argument checks, the stream header
 * and the sticky error; the schemes only see their state, the body bytes and
 * the message. The host side (pk digests, stream encoding) is engine_host.c.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "common/util.h"
#include "common/stream_scheme.h"
#include "falcon/falcon_stream.h"
#include "haetae/haetae_stream.h"
#include "lms/lms_stream.h"
#include "mldsa/mldsa_stream.h"
#include "slhdsa/slhdsa_stream.h"
#include "gemss/gemss_stream.h"
#include "rainbow/rainbow_stream.h"
#include "xmss/xmss_stream.h"

/* v->live while a verification runs, then after final */
#define LIVE 0x70386B31u /* "p8k1" */
#define DONE 0x70386B30u
#define ACCEPTED 0x8FC794CEu /* after a final that returned 0: ~LIVE, far from DONE and 0 */

static const pq8k_stream_scheme *const schemes[] = {
#if PQ8K_CONFIG_MLDSA44
    &pq8k_mldsa44_stream,
#endif
#if PQ8K_CONFIG_MLDSA65
    &pq8k_mldsa65_stream,
#endif
#if PQ8K_CONFIG_MLDSA87
    &pq8k_mldsa87_stream,
#endif
#if PQ8K_CONFIG_MLDSA_COMPACT && PQ8K_CONFIG_MLDSA44
    &pq8k_mldsa44_stream_compact,
#endif
#if PQ8K_CONFIG_MLDSA_COMPACT && PQ8K_CONFIG_MLDSA65
    &pq8k_mldsa65_stream_compact,
#endif
#if PQ8K_CONFIG_MLDSA_COMPACT && PQ8K_CONFIG_MLDSA87
    &pq8k_mldsa87_stream_compact,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128S
    &pq8k_slhdsa_sha2_128s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_128F
    &pq8k_slhdsa_sha2_128f_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192S
    &pq8k_slhdsa_sha2_192s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_192F
    &pq8k_slhdsa_sha2_192f_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256S
    &pq8k_slhdsa_sha2_256s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHA2_256F
    &pq8k_slhdsa_sha2_256f_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128S
    &pq8k_slhdsa_shake_128s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_128F
    &pq8k_slhdsa_shake_128f_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192S
    &pq8k_slhdsa_shake_192s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_192F
    &pq8k_slhdsa_shake_192f_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256S
    &pq8k_slhdsa_shake_256s_stream,
#endif
#if PQ8K_CONFIG_SLHDSA_SHAKE_256F
    &pq8k_slhdsa_shake_256f_stream,
#endif
#if PQ8K_CONFIG_FALCON512
    &pq8k_falcon512_stream,
#endif
#if PQ8K_CONFIG_FALCON1024
    &pq8k_falcon1024_stream,
#endif
#if PQ8K_CONFIG_HAETAE2
    &pq8k_haetae2_stream,
#endif
#if PQ8K_CONFIG_HAETAE3
    &pq8k_haetae3_stream,
#endif
#if PQ8K_CONFIG_HAETAE5
    &pq8k_haetae5_stream,
#endif
#if PQ8K_CONFIG_LMS_ANY && PQ8K_CONFIG_LMS
    &pq8k_lms_stream,
#endif
#if PQ8K_CONFIG_LMS_ANY && PQ8K_CONFIG_HSS
    &pq8k_hss_stream,
#endif
#if PQ8K_CONFIG_XMSS_ANY && PQ8K_CONFIG_XMSS
    &pq8k_xmss_stream,
#endif
#if PQ8K_CONFIG_XMSS_ANY && PQ8K_CONFIG_XMSSMT
    &pq8k_xmssmt_stream,
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
    &pq8k_rainbow1_classic_stream,
#endif
#if PQ8K_CONFIG_GEMSS128
    &pq8k_gemss128_stream,
#endif
    NULL, /* keeps the table non-empty */
};

/*
 * The context is the engine's own fields plus the largest state built: a
 * scheme left out takes no room, so a one-scheme firmware pays for that
 * scheme's state and these 16 bytes only (the figures per configuration are
 * in docs/stream-format.md).
 */
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#if PQ8K_CONFIG_MLDSA_ANY && PQ8K_CONFIG_MLDSA_COMPACT
#define SIZE_MLDSA MAX2(sizeof(pq8k_mldsa_verifier_state), sizeof(pq8k_mldsa_compact_verifier_state))
#elif PQ8K_CONFIG_MLDSA_ANY
#define SIZE_MLDSA sizeof(pq8k_mldsa_verifier_state)
#else
#define SIZE_MLDSA 0
#endif
#if PQ8K_CONFIG_SLHDSA_ANY
#define SIZE_SLHDSA sizeof(pq8k_slhdsa_verifier_state)
#else
#define SIZE_SLHDSA 0
#endif
#if PQ8K_CONFIG_FALCON_ANY
#define SIZE_FALCON sizeof(pq8k_falcon_verifier_state)
#else
#define SIZE_FALCON 0
#endif
#if PQ8K_CONFIG_HAETAE_ANY
#define SIZE_HAETAE sizeof(pq8k_haetae_verifier_state)
#else
#define SIZE_HAETAE 0
#endif
#if PQ8K_CONFIG_LMS_ANY
#define SIZE_LMS sizeof(pq8k_lms_verifier_state)
#else
#define SIZE_LMS 0
#endif
#if PQ8K_CONFIG_XMSS_ANY
#define SIZE_XMSS sizeof(pq8k_xmss_verifier_state)
#else
#define SIZE_XMSS 0
#endif
#if PQ8K_CONFIG_RAINBOW1_CLASSIC
#define SIZE_RAINBOW sizeof(pq8k_rainbow_verifier_state)
#else
#define SIZE_RAINBOW 0
#endif
#if PQ8K_CONFIG_GEMSS128
#define SIZE_GEMSS sizeof(pq8k_gemss_verifier_state)
#else
#define SIZE_GEMSS 0
#endif
#define LARGEST_STATE MAX2(MAX2(MAX2(SIZE_MLDSA, SIZE_SLHDSA), MAX2(SIZE_FALCON, SIZE_HAETAE)), \
                           MAX2(MAX2(SIZE_RAINBOW, SIZE_GEMSS), MAX2(SIZE_LMS, SIZE_XMSS)))
_Static_assert(offsetof(pq8k_verifier, u) <= 16, "the engine's own fields grew");
_Static_assert(sizeof(pq8k_verifier) <= 16 + MAX2(LARGEST_STATE, 8),
               "pq8k_verifier holds more than the largest state built");

/* The scheme bytes the format defines, whether this build has them or not:
   bit id of a 128-bit map (16 bytes, not a list to search) */
#define ID_BIT(id) ((uint32_t)1 << ((id) & 31u))
static const uint32_t defined_ids[4] = {
    /* 0x01..0x06 ML-DSA-44/65/87 and the compact layout;
       0x10..0x1B SLH-DSA SHA2 then SHAKE, 128s .. 256f */
    0x7Eu | 0x0FFF0000u,
    /* 0x20, 0x21 Falcon-512, -1024; 0x30..0x32 HAETAE-2, -3, -5 */
    0x3u | 0x70000u,
    /* 0x40, 0x41 LMS, HSS; 0x48, 0x49 XMSS, XMSS^MT */
    0x3u | 0x300u,
    /* 0x70, 0x71 Rainbow-I-classic, GeMSS-128 (LEGACY builds only) */
    0x30000u,
};

int pq8k_stream_id_defined(unsigned id)
{
    return id < 128u && (defined_ids[id >> 5] & ID_BIT(id)) != 0;
}

/* The scheme's slot in schemes[], or -1 with *err = UNSUPPORTED (not built) or
   STATE (no such scheme). */
static int find(pq8k_scheme s, int *err)
{
    for (int i = 0; schemes[i] != NULL; i++)
        if (schemes[i]->id == (unsigned)s) return i;
    *err = pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
    return -1;
}

size_t pq8k_stream_length(pq8k_scheme s)
{
    int err, i = find(s, &err);
    return i < 0 ? 0 : PQ8K_STREAM_HEADER_BYTES + schemes[i]->body_max;
}

/* Common part of the init calls: argument checks, then the scheme's init. */
static int start(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                 const pq8k_stream_msg *m, size_t ctxlen)
{
    int err = 0, i;
    const pq8k_stream_scheme *sc;
    if (v == NULL) return PQ8K_ERR_STATE;
    v->live = 0; /* until the new verification is set up, update and final refuse */
    v->err = 0;
    i = find(s, &err);
    if (i < 0) return err;
    sc = schemes[i];
    if (digest == NULL || (m->src.read == NULL && m->src.at.ptr == NULL && m->src.len != 0) ||
        (m->ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if (digestlen != sc->digest_len || ctxlen > 255) return PQ8K_ERR_BAD_LENGTH;
    err = sc->init(&v->u, digest, m);
    if (err != 0) return err;
    v->scheme = sc->id;
    v->slot = (uint8_t)i; /* update and final take the entry from here, not by a search */
    v->pos = 0;
    v->live = LIVE;
    return 0;
}

int pq8k_verify_init(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                     const uint8_t *msg, size_t msglen, const uint8_t *ctx, size_t ctxlen)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, msg, msglen, ctx, ctxlen);
    return start(v, s, digest, digestlen, &m, ctxlen);
}

int pq8k_verify_init_reader(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                            size_t digestlen, pq8k_read_fn read, void *user, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen)
{
    pq8k_stream_msg m;
    if (v != NULL) v->live = 0;
    if (read == NULL) return PQ8K_ERR_STATE;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, NULL, msglen, ctx, ctxlen);
    m.src.read = read;
    m.src.at.user = user;
    return start(v, s, digest, digestlen, &m, ctxlen);
}

int pq8k_verify_init_internal_reader(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                     size_t digestlen, pq8k_read_fn read, void *user,
                                     size_t msglen)
{
    pq8k_stream_msg m;
    if (v != NULL) v->live = 0;
    if (read == NULL) return PQ8K_ERR_STATE;
    pq8k_msg_in_memory(&m, PQ8K_MSG_INTERNAL, NULL, msglen, NULL, 0);
    m.src.read = read;
    m.src.at.user = user;
    return start(v, s, digest, digestlen, &m, 0);
}

int pq8k_verify_init_internal(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                              size_t digestlen, const uint8_t *msg, size_t msglen)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_INTERNAL, msg, msglen, NULL, 0);
    return start(v, s, digest, digestlen, &m, 0);
}

int pq8k_verify_init_mu(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest, size_t digestlen,
                        const uint8_t *mu, size_t mulen)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_MU, mu, mulen, NULL, 0);
    return start(v, s, digest, digestlen, &m, 0);
}

int pq8k_verify_init_prehash(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                             size_t digestlen, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                             const uint8_t *ctx, size_t ctxlen)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    pq8k_stream_msg m;
    int err;
    if (v == NULL) return PQ8K_ERR_STATE;
    v->live = 0;
    err = pq8k_prehash_check(alg, ph, phlen, oid);
    if (err != 0) return err;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PREHASH, ph, phlen, ctx, ctxlen);
    m.oid_arc = oid[PQ8K_PREHASH_OID_BYTES - 1];
    return start(v, s, digest, digestlen, &m, ctxlen);
}

/* The entry of a running verification (live checked by the caller); NULL
   only if the context was overwritten since init. */
static const pq8k_stream_scheme *entry(const pq8k_verifier *v)
{
    /* the last entry is the NULL that ends the table */
    return v->slot < sizeof schemes / sizeof schemes[0] - 1 ? schemes[v->slot] : NULL;
}

/* The header 'P' '8' version scheme comes first; another scheme's stream is
   a misuse. Bytes up to the end of the longest stream are judged before a
   stream found too long, so the error reported does not depend on where the
   chunk boundaries fall. */
int pq8k_verify_update(pq8k_verifier *v, const uint8_t *chunk, size_t len)
{
    static const uint8_t want[3] = {'P', '8', PQ8K_STREAM_VERSION};
    int err = PQ8K_ERR_STATE;
    const pq8k_stream_scheme *sc;
    size_t left;
    if (v == NULL || v->live != LIVE) return PQ8K_ERR_STATE;
    if (v->err != 0) return v->err;
    sc = entry(v);
    if (sc == NULL || (chunk == NULL && len != 0)) goto out;
    for (; len > 0 && v->pos < PQ8K_STREAM_HEADER_BYTES; len--) {
        unsigned i = v->pos++;
        if (i < 3 && *chunk != want[i]) {
            err = PQ8K_ERR_BAD_ENCODING;
            goto out;
        }
        if (i == 3 && *chunk != v->scheme) goto out;
        chunk++;
    }
    left = PQ8K_STREAM_HEADER_BYTES + sc->body_max - v->pos;
    err = len > left ? PQ8K_ERR_BAD_LENGTH : 0;
    if (len > left) len = left;
    v->pos += (uint32_t)len;
    if (len > 0) {
        int e = sc->update(&v->u, chunk, len);
        if (e != 0) err = e;
    }
out:
    v->err = (int16_t)err;
    return err;
}

/* The accept token for pq8k_verify_verdict: set only on the path where err is 0,
   tested twice (through a volatile copy) when hardened. */
static void record_accept(pq8k_verifier *v, int err)
{
    volatile int e = err;
    if (e != 0) return;
#if PQ8K_CONFIG_FAULT_HARDENING
    if (e != 0 || v->err != 0) return;
#endif
    v->live = ACCEPTED;
}

int pq8k_verify_final(pq8k_verifier *v)
{
    int err = PQ8K_ERR_STATE; /* an assignment a fault skips must not leave 0 */
    const pq8k_stream_scheme *sc;
    if (v == NULL || v->live != LIVE) return PQ8K_ERR_STATE;
    sc = entry(v);
    v->live = DONE; /* before the scheme's final: a context is judged once */
    if (v->err != 0)
        err = v->err;
    else if (sc == NULL)
        err = PQ8K_ERR_STATE;
    else if (v->pos < PQ8K_STREAM_HEADER_BYTES + pq8k_stream_body_len(sc, sc->sig_min))
        err = PQ8K_ERR_BAD_LENGTH; /* the scheme's final judges a variable length beyond that */
    else
        err = sc->final(&v->u);
    v->err = (int16_t)(err != 0 ? err : 0);
    pq8k_wipe(&v->u, sizeof v->u);
    record_accept(v, err);
    return err;
}

uint32_t pq8k_verify_verdict(const pq8k_verifier *v)
{
    const volatile uint32_t *live;
    if (v == NULL) return ~PQ8K_VERDICT_ACCEPT;
    live = &v->live;
    if (*live != ACCEPTED || v->err != 0) return ~PQ8K_VERDICT_ACCEPT;
    /* a skipped test above still leaves the token out of reach unless live says accept */
    return *live ^ ACCEPTED ^ PQ8K_VERDICT_ACCEPT;
}
