/* SPDX-License-Identifier: MIT */
/*
 * Harness: the LMS stream parser alone (src/lms/lms_stream.c, single tree,
 * SHA-256/M32), driven as the engine drives it (src/common/stream_scheme.h):
 * init with the trusted digest unknown and the message in memory (unknown
 * bytes, any length up to PROOF_MSG_MAX) or behind a reader (the reader loop
 * by its model, proofs/include/msg_model.h), in any message mode; then any
 * number of updates, each with 1..PROOF_CHUNK_MAX unknown bytes, until one
 * fails; then final, at any point. SHA-256 by its contract
 * (proofs/spec/sha256_contract.c). docs/proofs.md, "lms_parser".
 *
 * proof-src: src/lms/lms_stream.c src/lms/lms_hash.c src/lms/lms_params.c
 * proof-src: src/common/stream_msg.c src/common/util.c proofs/spec/sha256_contract.c
 * proof-cpp: -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1
 * proof-cpp: -Dvolatile=
 * proof-eva: -eva-precision 1
 * proof-eva: -eva-slevel-function pq8k_ct_memneq_again:40,pq8k_lms_stream_update:100
 * proof-timeout: 900
 * proof-covers: pq8k_lms_stream init/update/final, field_done, chain_done, tree_hash,
 * proof-covers: lms_hash.c, lms_params.c, stream_msg.c (LMS single tree, SHA-256/M32)
 * proof-assumes: SHA-256 contract (A1); reader loop model (A2); chunks of 1..64 bytes;
 * proof-assumes: message in memory <= 64 bytes
 */
#include "__fc_builtin.h"
#include "common/stream_scheme.h"
#include "lms/lms_stream.h"
#include "msg_model.h"

#define PROOF_CHUNK_MAX 64
#define PROOF_MSG_MAX 64

const uint8_t pq8k_prehash_oid_prefix[PQ8K_PREHASH_OID_BYTES - 1];
static pq8k_lms_verifier_state st;
static uint8_t digest[LMS_DIGEST_BYTES];
static uint8_t msg[PROOF_MSG_MAX];
static uint8_t chunk[PROOF_CHUNK_MAX];
static int reader_mode;

int main(void)
{
    pq8k_stream_msg m;
    unsigned mode = Frama_C_unsigned_int_interval(0, 3);
    int rc;
    Frama_C_make_unknown((char *)digest, sizeof digest);
    Frama_C_make_unknown((char *)msg, sizeof msg);
    reader_mode = Frama_C_nondet(0, 1);
    /* the two modes apart: joined, the message pointer of one would pair
       with the other's length */
    /*@ split reader_mode; */
    if (!reader_mode) {
        pq8k_msg_in_memory(&m, mode, msg, Frama_C_unsigned_int_interval(0, sizeof msg), NULL, 0);
    } else {
        pq8k_msg_in_memory(&m, mode, NULL, Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu), NULL, 0);
        /* what pq8k_msg_reader (stream_read.c, not linked here) sets */
        m.src.read = proof_never_read;
        m.src.at.user = NULL;
    }
    /* a context string: LMS refuses any (the engine checked its bytes) */
    m.ctxlen = (uint8_t)Frama_C_interval(0, 1);
    m.ctx = m.ctxlen ? msg : NULL;
    rc = pq8k_lms_stream.init(&st, digest, &m);
    if (rc != 0) return rc;
    while (Frama_C_nondet(0, 1)) {
        /* one state per parser position (phase, and the ots type,
           which sets w, p and the chain count): a split only partitions, it drops no state */
        /*@ split st.phase; */
        /*@ split st.cur.t[7]; */
        size_t len = Frama_C_unsigned_int_interval(1, PROOF_CHUNK_MAX);
        Frama_C_make_unknown((char *)chunk, sizeof chunk);
        rc = pq8k_lms_stream.update(&st, chunk, len);
        if (rc != 0) return rc;
    }
    return pq8k_lms_stream.final(&st);
}
