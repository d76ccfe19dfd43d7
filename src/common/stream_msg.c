/* SPDX-License-Identifier: MIT */
/*
 * Message access for the streaming schemes (src/common/stream_scheme.h): one
 * path for a message in memory and one behind the caller's reader, so that
 * each scheme hashes its message with the same code in both modes.
 */
#include "common/stream_scheme.h"
#include "common/fips202.h"
#include "common/sha2.h"

/*
 * The reader loop is in stream_read.c, reached through the pointer it
 * defines there. Where the toolchain allows, this file refers to that
 * pointer weakly: a firmware that never starts a verification behind a
 * reader does not call pq8k_msg_reader, so the linker does not pull
 * stream_read.o from the library and the reference resolves to 0. It is read
 * only for a source with a reader, which only pq8k_msg_reader makes. A call
 * through a pointer, because GCC never makes a call to a weak function a
 * tail call (ARM): the loop's buffer would then sit on this function's frame.
 * (Read as volatile: GCC spills a const one on the way to the tail call.)
 */
#if defined(__GNUC__) && defined(__ELF__)
__attribute__((weak))
#endif
extern pq8k_absorb_fn *const pq8k_msg_read_loop;

void pq8k_msg_in_memory(pq8k_stream_msg *m, unsigned mode, const uint8_t *msg, size_t msglen,
                        const uint8_t *ctx, size_t ctxlen)
{
    m->src.read = NULL;
    m->src.at.ptr = msg;
    m->src.len = msglen;
    m->ctx = ctx;
    m->mode = (uint8_t)mode;
    m->ctxlen = (uint8_t)ctxlen;
    m->oid_arc = 0;
}

int pq8k_msg_absorb(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx)
{
    if (src->read != NULL)
        return (*(pq8k_absorb_fn *const volatile *)&pq8k_msg_read_loop)(src, sink, sink_ctx);
    if (src->len != 0) sink(sink_ctx, src->at.ptr, src->len);
    return 0;
}

int pq8k_msg_absorb_prime(const pq8k_stream_msg *m, pq8k_sink_fn sink, void *sink_ctx)
{
    uint8_t pre[2];
    if (m->mode == PQ8K_MSG_INTERNAL) return pq8k_msg_absorb(&m->src, sink, sink_ctx);
    if (m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_PREHASH) return PQ8K_ERR_UNSUPPORTED;
    pre[0] = m->mode == PQ8K_MSG_PREHASH;
    pre[1] = m->ctxlen;
    sink(sink_ctx, pre, 2);
    if (m->ctxlen != 0) sink(sink_ctx, m->ctx, m->ctxlen);
    if (m->mode == PQ8K_MSG_PREHASH) {
        /* OID(PH): the shared prefix and the arc the init call looked up, so
           that a build verifying only pure messages links no OID table */
        sink(sink_ctx, pq8k_prehash_oid_prefix, PQ8K_PREHASH_OID_BYTES - 1);
        sink(sink_ctx, &m->oid_arc, 1);
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
