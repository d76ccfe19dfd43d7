/* SPDX-License-Identifier: MIT */
/*
 * LMS's one-check-off inputs (bench/check_off.c): LMS_SHA256_M32_H5 with
 * LMOTS_SHA256_N32_W8, the boot example's set. The stream is the key then
 * the signature as RFC 8554 lays them out:
 *   pk  = u32 lms_type | u32 ots_type | I (16) | T[1] (32)
 *   sig = u32 q | u32 ots_type | C (32) | y (34 x 32) | u32 lms_type | path (5 x 32)
 * Each field is judged when its last byte arrives (src/lms/lms_stream.c).
 * A check of the key's own fields gets the crafted key's digest, so that
 * the digest check passes and only that check fails.
 */
#include <string.h>
#include "check_off.h"
#include "pq8k/lms.h"

#define N 32u
#define P 34u
#define H 5u
#define PK_LEN (24u + N)
/* offsets in the signature */
#define SIG_OTS_TYPE 4u
#define SIG_C 8u
#define SIG_Y (SIG_C + N)
#define SIG_LMS_TYPE (SIG_Y + P * N)
#define SIG_PATH (SIG_LMS_TYPE + 4u)

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* The stream as the engine lays out LMS (header | pk | sig), for keys the
   encoder refuses (unknown type codes) */
static void raw_stream(const genuine *g, crafted *c)
{
    static crafted genuine_stream;
    start(g, &genuine_stream);
    encode(g, &genuine_stream); /* for its header */
    memcpy(c->stream, genuine_stream.stream, 4);
    memcpy(c->stream + 4, c->pk, PK_LEN);
    memcpy(c->stream + 4 + PK_LEN, c->sig, c->siglen);
    c->n = 4 + PK_LEN + c->siglen;
}

/* the key's fields: type codes (judged at the end of the 8 type bytes) */
static void key_inputs(const genuine *g, crafted *c, long types_at)
{
    start(g, c);
    put32(c->pk, 4); /* below LMS_SHA256_M32_H5 (5): no such type */
    digest_sha256(g, c);
    raw_stream(g, c);
    emit(g, "pk-lms-type", "the key's lms_type set to 4 (unknown); the trusted digest is the crafted key's",
         c, PQ8K_ERR_BAD_ENCODING, types_at);

    start(g, c);
    put32(c->pk + 4, 0); /* LMOTS types start at 1 */
    digest_sha256(g, c);
    raw_stream(g, c);
    emit(g, "pk-ots-type", "the key's ots_type set to 0 (unknown); the trusted digest is the crafted key's",
         c, PQ8K_ERR_BAD_ENCODING, types_at);

    start(g, c);
    put32(c->pk + 4, PQ8K_LMOTS_SHA256_N32_W8 + 4); /* LMOTS_SHA256_N24_W8: another family */
    digest_sha256(g, c);
    raw_stream(g, c);
    emit(g, "pk-type-family", "the key's ots_type set to the N24 family's (lms_type is M32); the trusted "
         "digest is the crafted key's", c, PQ8K_ERR_BAD_ENCODING, types_at);

    start(g, c);
    c->pk[PK_LEN - 1] ^= 0x01;
    raw_stream(g, c);
    emit(g, "pk-digest", "one bit of T[1] flipped (the key no longer has the trusted digest)", c,
         PQ8K_ERR_PK_DIGEST, 4 + PK_LEN - 1);

    start(g, c);
    c->pk[PK_LEN - 1] ^= 0x01;
    digest_sha256(g, c);
    raw_stream(g, c);
    emit(g, "root", "one bit of T[1] flipped, trusted digest of that key: only the root compare fails",
         c, PQ8K_ERR_BAD_SIGNATURE, (long)c->n - 1);
}

void lms_inputs(genuine *g, crafted *c)
{
    static const uint32_t types[2] = {PQ8K_LMS_SHA256_M32_H5, PQ8K_LMOTS_SHA256_N32_W8};
    uint8_t seed[48], sk[PQ8K_HSS_SK_BYTES(1)], hpk[4 + PK_LEN], hsig[MAX_SIG];
    size_t hpklen = sizeof hpk, hsiglen = sizeof hsig;
    long head_at, last;
    int e;
    g->name = "lms";
    g->id = PQ8K_LMS;
    g->ctx = 0;
    for (unsigned i = 0; i < 48; i++) seed[i] = (uint8_t)i;
    for (unsigned i = 0; i < MSG_LEN; i++) g->msg[i] = (uint8_t)i;
    e = pq8k_hss_keygen_from_seed(1, types, seed, sk, sizeof sk, hpk, &hpklen);
    if (e == 0) e = pq8k_hss_sign(sk, sizeof sk, 7, g->msg, MSG_LEN, hsig, &hsiglen);
    if (e != 0) die("LMS signing", e);
    /* the one-level HSS key and signature without their L and Nspk words */
    g->pklen = hpklen - 4;
    memcpy(g->pk, hpk + 4, g->pklen);
    g->siglen = hsiglen - 4;
    memcpy(g->sig, hsig + 4, g->siglen);
    finish_genuine(g, c);
    last = (long)c->n - 1;
    head_at = 4 + PK_LEN + 7;
    engine_checks(g, c);
    key_inputs(g, c, 4 + 7);

    start(g, c);
    put32(c->sig, 1u << H);
    raw_stream(g, c);
    emit(g, "q-range", "q set to 2^h = 32 (one past the last leaf)", c, PQ8K_ERR_BAD_ENCODING, head_at);

    start(g, c);
    put32(c->sig + SIG_OTS_TYPE, PQ8K_LMOTS_SHA256_N32_W8 - 1);
    raw_stream(g, c);
    emit(g, "sig-ots-type", "the signature's ots_type set to W4's (a valid code, not the key's)", c,
         PQ8K_ERR_BAD_ENCODING, head_at);

    start(g, c);
    put32(c->sig + SIG_LMS_TYPE, PQ8K_LMS_SHA256_M32_H5 + 1);
    raw_stream(g, c);
    emit(g, "sig-lms-type", "the signature's lms_type set to H10's (a valid code, not the key's)", c,
         PQ8K_ERR_BAD_ENCODING, 4 + PK_LEN + (long)SIG_LMS_TYPE + 3);

    start(g, c);
    c->sig[3] ^= 0x01;
    raw_stream(g, c);
    emit(g, "q-wrong", "q changed to its neighbour leaf (in range): only the root compare fails", c,
         PQ8K_ERR_BAD_SIGNATURE, last);

    start(g, c);
    c->sig[SIG_C] ^= 0x01;
    raw_stream(g, c);
    emit(g, "randomizer", "one bit of C flipped: another Q, only the root compare fails", c,
         PQ8K_ERR_BAD_SIGNATURE, last);

    start(g, c);
    c->sig[SIG_Y + 17 * N] ^= 0x01;
    raw_stream(g, c);
    emit(g, "ots-chain", "one bit of y[17] flipped: another OTS key, only the root compare fails", c,
         PQ8K_ERR_BAD_SIGNATURE, last);

    start(g, c);
    c->sig[SIG_PATH + (H - 1) * N] ^= 0x01;
    raw_stream(g, c);
    emit(g, "path", "one bit of the top path node flipped: only the root compare fails", c,
         PQ8K_ERR_BAD_SIGNATURE, last);
}
