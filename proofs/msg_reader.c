/* SPDX-License-Identifier: MIT */
/*
 * Harness: the message access of every streaming scheme (src/common/
 * stream_msg.c, stream_read.c): pq8k_msg_absorb and pq8k_msg_absorb_prime
 * over a message in memory (unknown bytes, any length up to PROOF_MSG_MAX)
 * or behind a reader (any length up to 2^32 - 1; the reader returns unknown
 * bytes, or fills a part of the buffer and fails, or fails at once), in
 * every message mode, with any context string. The sink is SHA-256 by its
 * contract (proofs/spec/sha256_contract.c), which checks at each call that
 * the bytes handed over are readable and set. The reader checks what
 * pq8k/stream.h promises it (docs/proofs.md, "msg_reader"). This is the proof
 * behind the reader-loop model of the scheme harnesses (proofs/include/
 * msg_model.h).
 *
 * proof-src: src/common/stream_msg.c src/common/stream_read.c proofs/spec/sha256_contract.c
 * proof-cpp: -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1
 * proof-cpp: -Dvolatile=
 * proof-eva: -eva-precision 1
 * proof-timeout: 300
 * proof-covers: pq8k_msg_in_memory, pq8k_msg_reader, pq8k_msg_absorb, pq8k_msg_absorb_prime,
 * proof-covers: pq8k_msg_absorb_read, pq8k_sink_sha256 (src/common/stream_msg.c, stream_read.c)
 * proof-assumes: SHA-256 contract (A1); message in memory <= 64 bytes; a failing reader writes
 * proof-assumes: its len bytes too (A3); not checked: reads in order and inside the message (O1)
 */
#include "__fc_builtin.h"
#include "common/stream_scheme.h"
#include "common/sha2.h"

#define PROOF_MSG_MAX 64

const uint8_t pq8k_prehash_oid_prefix[PQ8K_PREHASH_OID_BYTES - 1];
static uint8_t msg[PROOF_MSG_MAX];
static uint8_t ctx[255];
static pq8k_sha256_ctx sha;

/* the reader's view of the message: its length and the next offset owed */
typedef struct {
    size_t len, next;
} proof_reader;
static proof_reader rd;

static int proof_read(void *user, size_t offset, uint8_t *buf, size_t len)
{
    proof_reader *r = user;
    /*@ assert r == &rd; */
    /*@ assert 1 <= len <= PQ8K_READ_BUF_BYTES; */
    /* not asserted here: offset == r->next and offset + len <= r->len
       (in order, inside the message), relations of three unknowns that Eva
       cannot prove (docs/proofs.md, "open") */
    /*@ assert \valid(buf + (0 .. len - 1)); */
    r->next = offset + len;
    int rc;
    /* the reader may write all len bytes whether it then succeeds or not
       (docs/proofs.md, "msg_reader": a failed read's bytes are never read,
       pq8k_msg_absorb_read returns at once) */
    Frama_C_make_unknown((char *)buf, len);
    switch (Frama_C_interval(0, 2)) {
    case 0: /* the bytes */
        rc = 0;
        break;
    case 1: /* a short read: a failure */
        rc = Frama_C_interval(-2147483647 - 1, -1);
        break;
    default: /* a reader out of contract: a positive result is a failure too */
        rc = Frama_C_interval(1, 2147483647);
    }
    return rc;
}

int main(void)
{
    pq8k_stream_msg m;
    unsigned mode = Frama_C_unsigned_int_interval(0, 3);
    size_t ctxlen = Frama_C_unsigned_int_interval(0, sizeof ctx);
    int rc;
    Frama_C_make_unknown((char *)msg, sizeof msg);
    Frama_C_make_unknown((char *)ctx, sizeof ctx);
    Frama_C_make_unknown((char *)&m.oid_arc, 1);
    pq8k_sha256_init(&sha);
    if (Frama_C_nondet(0, 1)) {
        pq8k_msg_in_memory(&m, mode, msg, Frama_C_unsigned_int_interval(0, sizeof msg),
                           ctxlen ? ctx : NULL, ctxlen);
    } else {
        rd.len = Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu);
        rd.next = 0;
        pq8k_msg_in_memory(&m, mode, NULL, rd.len, ctxlen ? ctx : NULL, ctxlen);
        pq8k_msg_reader(&m.src, proof_read, &rd);
    }
    if (Frama_C_nondet(0, 1))
        rc = pq8k_msg_absorb_prime(&m, pq8k_sink_sha256, &sha);
    else
        rc = pq8k_msg_absorb(&m.src, pq8k_sink_sha256, &sha);
    /* what the contract promises the schemes: 0 or PQ8K_ERR_READ/UNSUPPORTED */
    /*@ assert rc == 0 || rc == PQ8K_ERR_READ || rc == PQ8K_ERR_UNSUPPORTED; */
    return rc;
}
