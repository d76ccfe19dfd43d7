/* SPDX-License-Identifier: MIT */
/*
 * The reader loop (pq8k_msg_absorb_read, src/common/stream_read.c) by a
 * model, for the scheme harnesses: what proofs/msg_reader.c proves of the
 * real one is all a scheme sees of it. It calls the sink any number of times,
 * each time with 1..PQ8K_READ_BUF_BYTES set bytes of a buffer of its own,
 * then returns 0 or PQ8K_ERR_READ. The model lets Eva take every such run
 * (any count, any length, any bytes, either result), a superset of the real
 * loop's runs for any reader. The harness then leaves src/common/
 * stream_read.c out of its proof-src and defines pq8k_msg_read_loop by
 * including this file.
 */
#ifndef PQ8K_PROOF_MSG_MODEL_H
#define PQ8K_PROOF_MSG_MODEL_H

#include "__fc_builtin.h"
#include "common/stream_scheme.h"

static int proof_absorb_read(const pq8k_msg_src *src, pq8k_sink_fn sink, void *sink_ctx)
{
    uint8_t buf[PQ8K_READ_BUF_BYTES];
    /*@ assert src->read != \null; */
    while (Frama_C_nondet(0, 1)) {
        size_t n = Frama_C_unsigned_int_interval(1, PQ8K_READ_BUF_BYTES);
        Frama_C_make_unknown((char *)buf, sizeof buf);
        sink(sink_ctx, buf, n);
    }
    return Frama_C_nondet(0, 1) ? 0 : PQ8K_ERR_READ;
}

pq8k_absorb_fn *const pq8k_msg_read_loop = proof_absorb_read;

/* a reader for pq8k_msg_reader: never called (the model above reads) */
static int proof_never_read(void *user, size_t offset, uint8_t *buf, size_t len)
{
    (void)user, (void)offset, (void)buf, (void)len;
    /*@ assert \false; */
    return -1;
}

#endif
