/* SPDX-License-Identifier: MIT */
/*
 * The reader half of the message access (src/common/stream_scheme.h), a file
 * of its own: only a firmware that starts a verification behind a reader
 * calls pq8k_msg_reader (the engine's reader init calls do) and links it;
 * pq8k_msg_absorb reaches the loop through pq8k_msg_read_loop, a reference
 * that does not pull this file in (stream_msg.c).
 */
#include "common/stream_scheme.h"

void pq8k_msg_reader(pq8k_msg_src *src, pq8k_read_fn read, void *user)
{
    src->read = read;
    src->at.user = user;
}

/*
 * Reached from pq8k_msg_absorb by a tail call, so with a frame of its own:
 * the buffer costs stack only when a reader is used, and a pointer-mode
 * verification keeps its old peak.
 */
int pq8k_msg_absorb_read(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx)
{
    uint8_t buf[PQ8K_READ_BUF_BYTES];
    size_t off = 0, left = src->len;
    /* counted down by what is left, not up to len: each piece's size then
       follows from one variable (1..sizeof buf), which the proofs of
       proofs/msg_reader.c see without relating two (docs/proofs.md) */
    while (left > 0) {
        size_t n = left < sizeof buf ? left : sizeof buf;
        /* Eva (make proofs): one state per piece size, so the bytes the
           reader set are known exactly */
        /*@ split n; */
        /* only 0 is success: a reader that returns anything else has not
           promised the bytes are there */
        if (src->read(src->at.user, off, buf, n) != 0) return PQ8K_ERR_READ;
        sink(sink_ctx, buf, n);
        off += n;
        left -= n;
    }
    return 0;
}

pq8k_absorb_fn *const pq8k_msg_read_loop = pq8k_msg_absorb_read;
