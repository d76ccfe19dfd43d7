/* SPDX-License-Identifier: MIT */
/*
 * The engine's internals shared by engine.c (the pointer-mode init calls,
 * update, final, the verdict) and engine_reader.c (the reader init calls,
 * apart so that a firmware without a reader links no reader code).
 */
#ifndef PQ8K_ENGINE_H
#define PQ8K_ENGINE_H

#include "pq8k/stream.h"
#include "common/stream_scheme.h"
#include "composite/composite_stream.h"
#include "falcon/falcon_stream.h"
#include "haetae/haetae_stream.h"
#include "lms/lms_stream.h"
#include "mldsa/mldsa_stream.h"
#include "slhdsa/slhdsa_stream.h"
#include "gemss/gemss_stream.h"
#include "rainbow/rainbow_stream.h"
#include "xmss/xmss_stream.h"

/* v->live while a verification runs, then after final: values a Thumb-2
   instruction holds (a byte repeated: no literal to load), each at least
   four bit flips from the others and twelve from 0 */
#define PQ8K_ENGINE_LIVE 0xC5C5C5C5u
#define PQ8K_ENGINE_DONE 0xC4C4C4C4u
#define PQ8K_ENGINE_ACCEPTED 0x3A3A3A3Au /* after a final that returned 0: ~LIVE */

/* forced: the inline copy in a one-scheme firmware folds the table search to one compare */
#include "common/attributes.h"

/* The entries of the schemes whose verifier is built (pq8k/schemes.def, in
   id order), ended by NULL; v->slot indexes it. In each file that includes
   this one: the compiler reads it at build time, so a one-scheme build keeps
   no table, only its entry. */
static const pq8k_stream_scheme *const pq8k_engine_schemes[] = {
#define PQ8K_SCHEME_IF(host, dev) (dev)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) &pq8k_##tok##_stream,
#include "pq8k/schemes.def"
    NULL, /* keeps the table non-empty */
};


/* The slot of scheme s in the table, or of the NULL that ends it. */
static PQ8K_ALWAYS_INLINE const pq8k_stream_scheme *const *pq8k_engine_slot(pq8k_scheme s)
{
    unsigned i = 0;
    while (pq8k_engine_schemes[i] != NULL && pq8k_engine_schemes[i]->id != (unsigned)s) i++;
    return &pq8k_engine_schemes[i];
}


/*
 * Common part of the init calls: argument checks, then the scheme's init on
 * the message: mode (a pq8k_msg_mode), msglen bytes at msg, or behind read
 * (not NULL) with user; ctxlen bytes at ctx; oid_arc for the pre-hash mode.
 * Inlined into each of them: a firmware links one init call, or two, and in
 * one piece each is smaller than a shared body plus the call that hands it
 * the message. v->err and pos are set on success only: until then live says
 * no verification runs, and update, final and the verdict refuse.
 */
static PQ8K_ALWAYS_INLINE int pq8k_engine_start(pq8k_verifier *v, pq8k_scheme s,
                                                const uint8_t *digest, size_t digestlen,
                                                unsigned mode, const uint8_t *msg,
                                                pq8k_read_fn read, void *user, size_t msglen,
                                                const uint8_t *ctx, size_t ctxlen,
                                                uint8_t oid_arc)
{
    const pq8k_stream_scheme *const *p;
    const pq8k_stream_scheme *sc;
    pq8k_stream_msg m;
    int err;
    if (v == NULL) return PQ8K_ERR_STATE;
    v->live = 0; /* until the new verification is set up, update and final refuse */
    p = pq8k_engine_slot(s);
    sc = *p;
    /* not in the table: not built, or no such scheme */
    if (sc == NULL)
        return pq8k_stream_id_defined((unsigned)s) ? PQ8K_ERR_UNSUPPORTED : PQ8K_ERR_STATE;
    if (digest == NULL || (read == NULL && msg == NULL && msglen != 0) ||
        (ctx == NULL && ctxlen != 0))
        return PQ8K_ERR_STATE;
    if (((digestlen ^ sc->digest_len) | (ctxlen >> 8)) != 0) return PQ8K_ERR_BAD_LENGTH;
    /* what pq8k_msg_in_memory makes, stored here: no call to pass it all to */
    m.src.read = NULL;
    m.src.at.ptr = msg;
    m.src.len = msglen;
    m.ctx = ctx;
    m.mode = (uint8_t)mode;
    m.ctxlen = (uint8_t)ctxlen;
    m.oid_arc = oid_arc;
    if (read != NULL) pq8k_msg_reader(&m.src, read, user);
    err = sc->init(&v->u, digest, &m);
    if (err != 0) return err;
    v->pos = 0;
    v->err = 0;
    /* update and final take the entry from here, not by a search */
    v->slot = (uint8_t)(p - pq8k_engine_schemes);
    v->live = PQ8K_ENGINE_LIVE;
    return 0;
}

#endif
