/* SPDX-License-Identifier: MIT */
/*
 * Harness: the streaming engine with LMS (single tree, SHA-256/M32 family),
 * every call sequence and stream content (proofs/include/engine_harness.h;
 * docs/proofs.md, "engine_lms").
 *
 * proof-src: src/engine/engine.c src/engine/engine_reader.c src/lms/lms_stream.c
 * proof-src: src/lms/lms_hash.c src/lms/lms_params.c proofs/spec/sha256_contract.c src/common/util.c
 * proof-src: src/common/stream_msg.c src/common/stream_read.c
 * proof-cpp: -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1
 * proof-cpp: -Dvolatile=
 * proof-eva: -eva-precision 1
 * proof-eva: -eva-slevel-function pq8k_ct_memneq_again:40,pq8k_wipe:600,pq8k_lms_stream_update:200,pq8k_msg_absorb_read:300,sink_sha:100,pq8k_msg_absorb:100
 * proof-timeout: 900
 * proof-covers: src/engine (init calls, update, final, verdict) with the LMS parser
 * proof-assumes: SHA-256 contract (A1); chunks of 0..64 bytes; message in memory <= 64 bytes
 */
#define PROOF_SCHEME PQ8K_LMS
#define PROOF_CHUNK_MAX 64
#define PROOF_MSG_MAX 64
#define PROOF_CTX_MAX 260
/* the parser position: phase, and the ots type (w, so p, the chain count) */
#define PROOF_SPLIT_1 v.u.lms.phase
#define PROOF_SPLIT_2 v.u.lms.cur.t[7]
#include "engine_harness.h"
