/* SPDX-License-Identifier: MIT */
/*
 * The Falcon push verifier (walks the stream layout of falcon_stream.h) and
 * its engine entries. The engine owns the life cycle and the sticky error.
 */
#include "falcon/falcon_stream.h"

#include "common/util.h"
#include "falcon/falcon_equation.h"
#include "falcon/falcon_ntt.h"
#include "pq8k/pq8k.h"

#define FALCON_F_DIGEST 1u /* compare the streamed pk with st->digest */
#define FALCON_F_PK_BAD 2u /* pk header byte wrong or a coefficient >= q */

_Static_assert(FALCON_MAX_N <= PQ8K_FALCON_ST_N && FALCON_MAX_S2 <= PQ8K_FALCON_ST_S2,
               "pq8k_falcon_verifier_state is sized for a smaller set");

static int valid_logn(unsigned logn) { return logn == 9 || (logn == 10 && PQ8K_FALCON_MAX_LOGN >= 10); }

static void start(pq8k_falcon_verifier_state *st, unsigned logn, const pq8k_msg_src *msg)
{
    pq8k_shake256_init(&st->sh);
    st->msg = *msg;
    st->pos = 0;
    st->bitacc = 0;
    st->siglen = 0;
    st->ncoef = 0;
    st->logn = (uint8_t)logn;
    st->nbits = 0;
    st->flags = 0;
}

int pq8k_falcon_stream_init_raw(pq8k_falcon_verifier_state *st, unsigned logn, size_t siglen,
                                const uint8_t *msg, size_t msglen)
{
    pq8k_msg_src src;
    if (!valid_logn(logn)) return PQ8K_ERR_UNSUPPORTED;
    if (msg == NULL && msglen != 0) return PQ8K_ERR_STATE;
    if (siglen < PQ8K_FALCON_SIG_MIN || siglen > falcon_sig_max(logn)) return PQ8K_ERR_BAD_LENGTH;
    src.read = NULL;
    src.at.ptr = msg;
    src.len = msglen;
    start(st, logn, &src);
    st->pos = PQ8K_FALCON_STREAM_HEADER;
    st->siglen = (uint16_t)siglen;
    return 0;
}

/* Stream bytes 0..2: format, then the signature length. */
static int header_byte(pq8k_falcon_verifier_state *st, uint8_t b)
{
    if (st->pos == 0) return b == PQ8K_FALCON_STREAM_FORMAT ? 0 : PQ8K_ERR_UNSUPPORTED;
    st->siglen = (uint16_t)((st->siglen << 8) | b);
    if (st->pos == 2 && (st->siglen < PQ8K_FALCON_SIG_MIN || st->siglen > falcon_sig_max(st->logn)))
        return PQ8K_ERR_BAD_LENGTH;
    return 0;
}

/* pk bytes [off, off + len): header byte, then 14-bit coefficients, most
   significant bit first. A bad value is only noted: the digest verdict
   comes first, at the end of the pk. */
static void pk_bytes(pq8k_falcon_verifier_state *st, uint32_t off, const uint8_t *in, size_t len)
{
    if (st->flags & FALCON_F_DIGEST) pq8k_keccak_absorb(&st->sh, in, len);
    for (size_t i = 0; i < len; i++, off++) {
        if (off == 0) {
            if (in[i] != st->logn) st->flags |= FALCON_F_PK_BAD;
            continue;
        }
        st->bitacc = (st->bitacc << 8) | in[i];
        st->nbits = (uint8_t)(st->nbits + 8);
        if (st->nbits >= 14) {
            st->nbits = (uint8_t)(st->nbits - 14);
            uint32_t w = (st->bitacc >> st->nbits) & 0x3FFFu;
            if (w >= FALCON_Q) {
                st->flags |= FALCON_F_PK_BAD;
                w = 0;
            }
            st->h[st->ncoef++] = (uint16_t)w;
        }
    }
}

/* The whole pk is in: check it, transform h, and turn the SHAKE256 state
   over to hash-to-point. 14n is a multiple of 8, so no bits are left over. */
static int pk_done(pq8k_falcon_verifier_state *st)
{
    if (st->flags & FALCON_F_DIGEST) {
        uint8_t d[PQ8K_FALCON_DIGEST_BYTES];
        pq8k_keccak_finalize(&st->sh);
        pq8k_keccak_squeeze(&st->sh, d, sizeof d);
        if (pq8k_ct_memneq(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
        if (PQ8K_FIH_NEQ(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    }
    if (st->flags & FALCON_F_PK_BAD) return PQ8K_ERR_BAD_ENCODING;
    pq8k_falcon_ntt(st->h, 1u << st->logn, 1, 0);
    pq8k_shake256_init(&st->sh);
    return 0;
}

/* Consume what fits of in[0..len) in the region that st->pos is in;
   returns the byte count, or a negative error. */
static long step(pq8k_falcon_verifier_state *st, const uint8_t *in, size_t len)
{
    const uint32_t p = st->pos, pk_end = PQ8K_FALCON_STREAM_HEADER + falcon_pk_bytes(st->logn);
    const uint32_t nonce_end = pk_end + 1 + FALCON_NONCE, end = pk_end + st->siglen;
    uint32_t lim;
    int r = 0;

    if (p < PQ8K_FALCON_STREAM_HEADER) {
        r = header_byte(st, in[0]);
        return r ? r : 1;
    }
    if (p < pk_end) {
        lim = pk_end - p;
        if (len < lim) lim = (uint32_t)len;
        pk_bytes(st, p - PQ8K_FALCON_STREAM_HEADER, in, lim);
        if (p + lim == pk_end) r = pk_done(st);
        return r ? r : (long)lim;
    }
    if (p == pk_end) return in[0] == 0x30u + st->logn ? 1 : PQ8K_ERR_BAD_ENCODING;
    if (p < nonce_end) {
        lim = nonce_end - p;
        if (len < lim) lim = (uint32_t)len;
        pq8k_keccak_absorb(&st->sh, in, lim);
        if (p + lim == nonce_end) {
            r = pq8k_msg_absorb(&st->msg, pq8k_sink_keccak, &st->sh);
            if (r != 0) return r;
            pq8k_keccak_finalize(&st->sh);
        }
        return (long)lim;
    }
    if (p < end) {
        lim = end - p;
        if (len < lim) lim = (uint32_t)len;
        for (uint32_t i = 0; i < lim; i++) st->s2[p - nonce_end + i] = in[i];
        return (long)lim;
    }
    return PQ8K_ERR_BAD_LENGTH; /* bytes after the end of the stream */
}

int pq8k_falcon_stream_update(pq8k_falcon_verifier_state *st, const uint8_t *in, size_t len)
{
    while (len != 0) {
        long took = step(st, in, len);
        if (took < 0) return (int)took;
        st->pos += (uint32_t)took;
        in += took;
        len -= (size_t)took;
    }
    return 0;
}

int pq8k_falcon_stream_final(pq8k_falcon_verifier_state *st)
{
    if (st->pos != PQ8K_FALCON_STREAM_HEADER + falcon_pk_bytes(st->logn) + st->siglen)
        return PQ8K_ERR_BAD_LENGTH; /* also when the header (and so siglen) is incomplete */
    /* the pk digest was checked at the end of the pk: its bytes are scratch now */
    _Static_assert(sizeof st->digest >= FALCON_DRAW_BYTES, "digest too small for the draws");
    return pq8k_falcon_equation(st->h, st->s2, st->siglen - 1u - FALCON_NONCE, st->logn, &st->sh,
                                st->digest);
}

/* ---- engine entries ---- */

#if PQ8K_CONFIG_FALCON_ANY
/* Falcon signs the message as it is: the pure and internal modes are the
   same verification, and there is no context string. */
static int init(void *vst, unsigned logn, const uint8_t *digest, const pq8k_stream_msg *m)
{
    pq8k_falcon_verifier_state *st = vst;
    if (m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) return PQ8K_ERR_UNSUPPORTED;
    if (m->ctxlen != 0) return PQ8K_ERR_UNSUPPORTED;
    start(st, logn, &m->src);
    for (unsigned i = 0; i < PQ8K_FALCON_DIGEST_BYTES; i++) st->digest[i] = digest[i];
    st->flags = FALCON_F_DIGEST;
    return 0;
}


static int update(void *st, const uint8_t *in, size_t len) { return pq8k_falcon_stream_update(st, in, len); }
static int final(void *st) { return pq8k_falcon_stream_final(st); }

#define BODY_MAX(logn) (PQ8K_FALCON_STREAM_HEADER + ((logn) == 9 ? PQ8K_FALCON512_PK_BYTES + PQ8K_FALCON512_SIG_MAX \
                                                               : PQ8K_FALCON1024_PK_BYTES + PQ8K_FALCON1024_SIG_MAX))

#if PQ8K_CONFIG_FALCON512
static int init512(void *st, const uint8_t *d, const pq8k_stream_msg *m) { return init(st, 9, d, m); }

const pq8k_stream_scheme pq8k_falcon512_stream = {
    .id = PQ8K_FALCON512,
    .digest_len = PQ8K_FALCON_DIGEST_BYTES,
    .pk_len = PQ8K_FALCON512_PK_BYTES,
    .sig_min = PQ8K_FALCON_SIG_MIN,
    .sig_max = PQ8K_FALCON512_SIG_MAX,
    .body_max = BODY_MAX(9),
    .init = init512,
    .update = update,
    .final = final,
};
#endif

#if PQ8K_CONFIG_FALCON1024
static int init1024(void *st, const uint8_t *d, const pq8k_stream_msg *m) { return init(st, 10, d, m); }

const pq8k_stream_scheme pq8k_falcon1024_stream = {
    .id = PQ8K_FALCON1024,
    .digest_len = PQ8K_FALCON_DIGEST_BYTES,
    .pk_len = PQ8K_FALCON1024_PK_BYTES,
    .sig_min = PQ8K_FALCON_SIG_MIN,
    .sig_max = PQ8K_FALCON1024_SIG_MAX,
    .body_max = BODY_MAX(10),
    .init = init1024,
    .update = update,
    .final = final,
};
#endif

#else
typedef int pq8k_falcon_not_built;
#endif
