/* The Falcon push verifier: walks the stream layout of falcon_stream.h. */
#include "falcon/falcon_stream.h"

#include "common/util.h"
#include "falcon/falcon_equation.h"
#include "falcon/falcon_ntt.h"
#include "pq8k/pq8k.h"

#define FALCON_F_DIGEST 1u /* compare the streamed pk with st->digest */
#define FALCON_F_PK_BAD 2u /* pk header byte wrong or a coefficient >= q */
#define ST_RUNNING 1

static int fail(pq8k_falcon_stream *st, int err)
{
    st->status = (int8_t)err;
    return err;
}

static int valid_logn(unsigned logn) { return logn == 9 || (logn == 10 && PQ8K_FALCON_MAX_LOGN >= 10); }

static void start(pq8k_falcon_stream *st, unsigned logn, const uint8_t *msg, size_t msglen)
{
    pq8k_shake256_init(&st->sh);
    st->msg = msg;
    st->msglen = msglen;
    st->pos = 0;
    st->bitacc = 0;
    st->siglen = 0;
    st->ncoef = 0;
    st->logn = (uint8_t)logn;
    st->nbits = 0;
    st->flags = 0;
    st->status = ST_RUNNING;
}

int pq8k_falcon_stream_init(pq8k_falcon_stream *st, unsigned logn,
                            const uint8_t *digest, size_t digestlen,
                            const uint8_t *msg, size_t msglen,
                            const uint8_t *ctx, size_t ctxlen, int internal)
{
    if (st == NULL) return PQ8K_ERR_STATE;
    if (!valid_logn(logn)) return fail(st, PQ8K_ERR_UNSUPPORTED);
    if (digest == NULL || (msg == NULL && msglen != 0) || (ctx == NULL && ctxlen != 0) ||
        (internal != 0 && internal != 1))
        return fail(st, PQ8K_ERR_STATE);
    if (digestlen != PQ8K_FALCON_DIGEST_BYTES) return fail(st, PQ8K_ERR_BAD_LENGTH);
    if (ctxlen != 0) return fail(st, PQ8K_ERR_UNSUPPORTED);
    start(st, logn, msg, msglen);
    for (unsigned i = 0; i < PQ8K_FALCON_DIGEST_BYTES; i++) st->digest[i] = digest[i];
    st->flags = FALCON_F_DIGEST;
    return 0;
}

int pq8k_falcon_stream_init_raw(pq8k_falcon_stream *st, unsigned logn, size_t siglen,
                                const uint8_t *msg, size_t msglen)
{
    if (st == NULL) return PQ8K_ERR_STATE;
    if (!valid_logn(logn)) return fail(st, PQ8K_ERR_UNSUPPORTED);
    if (msg == NULL && msglen != 0) return fail(st, PQ8K_ERR_STATE);
    if (siglen < PQ8K_FALCON_SIG_MIN || siglen > falcon_sig_max(logn))
        return fail(st, PQ8K_ERR_BAD_LENGTH);
    start(st, logn, msg, msglen);
    st->pos = PQ8K_FALCON_STREAM_HEADER;
    st->siglen = (uint16_t)siglen;
    return 0;
}

/* Stream bytes 0..2: format, then the signature length. */
static int header_byte(pq8k_falcon_stream *st, uint8_t b)
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
static void pk_bytes(pq8k_falcon_stream *st, uint32_t off, const uint8_t *in, size_t len)
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
static int pk_done(pq8k_falcon_stream *st)
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
static long step(pq8k_falcon_stream *st, const uint8_t *in, size_t len)
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
            pq8k_keccak_absorb(&st->sh, st->msg, st->msglen);
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

int pq8k_falcon_stream_update(pq8k_falcon_stream *st, const uint8_t *in, size_t len)
{
    if (st == NULL) return PQ8K_ERR_STATE;
    if (st->status != ST_RUNNING) return st->status < 0 ? st->status : PQ8K_ERR_STATE;
    if (in == NULL && len != 0) return fail(st, PQ8K_ERR_STATE);
    while (len != 0) {
        long took = step(st, in, len);
        if (took < 0) return fail(st, (int)took);
        st->pos += (uint32_t)took;
        in += took;
        len -= (size_t)took;
    }
    return 0;
}

int pq8k_falcon_stream_final(pq8k_falcon_stream *st)
{
    if (st == NULL) return PQ8K_ERR_STATE;
    int r = st->status;
    if (r != ST_RUNNING) {
        if (r < 0 && r != PQ8K_ERR_STATE) st->status = PQ8K_ERR_STATE;
        return r < 0 ? r : PQ8K_ERR_STATE;
    }
    st->status = PQ8K_ERR_STATE; /* whatever the verdict, the stream is spent */
    if (st->pos != PQ8K_FALCON_STREAM_HEADER + falcon_pk_bytes(st->logn) + st->siglen)
        return PQ8K_ERR_BAD_LENGTH; /* also when the header (and so siglen) is incomplete */
    return pq8k_falcon_equation(st->h, st->s2, st->siglen - 1u - FALCON_NONCE, st->logn, &st->sh);
}
