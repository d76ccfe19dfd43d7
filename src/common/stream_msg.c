/*
 * Message access for the streaming schemes (src/common/stream_scheme.h): one
 * path for a message in memory and one behind the caller's reader, so that
 * each scheme hashes its message with the same code in both modes.
 */
#include "common/stream_scheme.h"
#include "common/fips202.h"
#include "common/sha2.h"

/*
 * The reader path has its own frame: the buffer then costs stack only when a
 * reader is used, and a pointer-mode verification keeps its old peak.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int absorb_read(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx)
{
    uint8_t buf[PQ8K_READ_BUF_BYTES];
    size_t off = 0;
    while (off < src->len) {
        size_t n = src->len - off < sizeof buf ? src->len - off : sizeof buf;
        /* only 0 is success: a reader that returns anything else has not
           promised the bytes are there */
        if (src->read(src->at.user, off, buf, n) != 0) return PQ8K_ERR_READ;
        sink(sink_ctx, buf, n);
        off += n;
    }
    return 0;
}

int pq8k_msg_absorb(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx)
{
    if (src->read != NULL) return absorb_read(src, sink, sink_ctx);
    if (src->len != 0) sink(sink_ctx, src->at.ptr, src->len);
    return 0;
}

/* DER encodings of the NIST hash OIDs 2.16.840.1.101.3.4.2.x share all but the last byte. */
int pq8k_prehash_oid(unsigned ph, uint8_t oid[PQ8K_PREHASH_OID_BYTES], size_t *phlen)
{
    static const uint8_t prefix[10] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02};
    static const uint8_t last[7] = {0x01, 0x02, 0x03, 0x08, 0x0A, 0x0B, 0x0C};
    static const uint8_t len[7] = {32, 48, 64, 32, 64, 32, 64};
    unsigned i = ph - (unsigned)PQ8K_PH_SHA256;
    if (i >= 7) return -1;
    for (unsigned k = 0; k < sizeof prefix; k++) oid[k] = prefix[k];
    oid[10] = last[i];
    *phlen = len[i];
    return 0;
}

int pq8k_msg_absorb_prime(const pq8k_stream_msg *m, pq8k_sink_fn sink, void *sink_ctx)
{
    uint8_t pre[2 + PQ8K_PREHASH_OID_BYTES];
    size_t phlen;
    if (m->mode == PQ8K_MSG_INTERNAL) return pq8k_msg_absorb(&m->src, sink, sink_ctx);
    if (m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_PREHASH) return PQ8K_ERR_UNSUPPORTED;
    pre[0] = m->mode == PQ8K_MSG_PREHASH;
    pre[1] = m->ctxlen;
    sink(sink_ctx, pre, 2);
    if (m->ctxlen != 0) sink(sink_ctx, m->ctx, m->ctxlen);
    if (m->mode == PQ8K_MSG_PREHASH) {
        if (pq8k_prehash_oid(m->ph, pre, &phlen) != 0) return PQ8K_ERR_UNSUPPORTED;
        sink(sink_ctx, pre, PQ8K_PREHASH_OID_BYTES);
    }
    return pq8k_msg_absorb(&m->src, sink, sink_ctx);
}

void pq8k_sink_keccak(void *sink_ctx, const uint8_t *in, size_t len)
{
    pq8k_keccak_absorb(sink_ctx, in, len);
}

void pq8k_sink_sha256(void *sink_ctx, const uint8_t *in, size_t len)
{
    pq8k_sha256_update(sink_ctx, in, len);
}

void pq8k_sink_sha512(void *sink_ctx, const uint8_t *in, size_t len)
{
    pq8k_sha512_update(sink_ctx, in, len);
}
