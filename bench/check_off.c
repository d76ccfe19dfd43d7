/* SPDX-License-Identifier: MIT */
/*
 * One-check-off inputs (issue 31 item 1, docs/security.md "Every check of
 * verification"): for each scheme, a genuine input (fixed keys, deterministic
 * signatures, fixed message) and, per check the streaming verifier makes, an
 * input that fails exactly that check and passes every other check that can
 * be passed without the secret key (the final compare cannot: every input
 * but the genuine one also fails it, so a fault that removes the crafted
 * check must still meet it).
 *
 * Every input is verified here without faults, through the engine, one byte
 * per pq8k_verify_update: the code must be the expected PQ8K_ERR_*, and it
 * must appear where the library reports it (the stream offset of the update
 * that first fails, or final). The genuine input must be accepted.
 *
 *     check_off [-o DIR] [-s SCHEME] [-v VECTORS]
 *
 * -o writes DIR/<scheme>-<check>.{pk,sig,msg,stream,digest,slot} (slot: the
 * campaign firmware's, bench/check_off_fw.c) and a line per
 * input to DIR/manifest.csv (scheme,check,code,where,how) for the fault
 * campaign (bench/fault_sim.py --check-off). -s keeps one scheme (its
 * registry name). -v: the shared vectors folder (../shared/vectors; Falcon
 * takes its KAT from it). Prints "check-off: N passed, M failed"; exit 1 on a failure.
 * Deterministic: the same files at every run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_off.h"
#include "common/fips202.h"
#include "common/sha2.h"

static const char *out_dir;
static FILE *manifest;
static unsigned passed, failed;

static const char *code_name(int e)
{
    switch (e) {
    case 0: return "0";
    case PQ8K_ERR_BAD_SIGNATURE: return "PQ8K_ERR_BAD_SIGNATURE";
    case PQ8K_ERR_BAD_LENGTH: return "PQ8K_ERR_BAD_LENGTH";
    case PQ8K_ERR_BAD_ENCODING: return "PQ8K_ERR_BAD_ENCODING";
    case PQ8K_ERR_PK_DIGEST: return "PQ8K_ERR_PK_DIGEST";
    case PQ8K_ERR_STATE: return "PQ8K_ERR_STATE";
    default: return "other";
    }
}

void die(const char *what, int e)
{
    fprintf(stderr, "check_off: %s failed (%d)\n", what, e);
    exit(1);
}

static void write_file(const char *base, const char *ext, const void *p, size_t n)
{
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s.%s", out_dir, base, ext);
    f = fopen(path, "wb");
    if (f == NULL || fwrite(p, 1, n, f) != n || fclose(f) != 0) die(path, 0);
}

static void le32(uint8_t *p, uint32_t v)
{
    for (unsigned i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* The slot image of the campaign firmware (bench/check_off_fw.c has the
   layout): header, an 8-byte "application" that branches to itself, the
   message, the stream. */
static void write_slot(const char *base, const genuine *g, const crafted *c)
{
    static uint8_t slot[128 + 8 + MSG_LEN + MAX_STREAM];
    size_t n = 0;
    memset(slot, 0, 128);
    memcpy(slot, "PQCO", 4);
    le32(slot + 12, 8);
    le32(slot + 16, (uint32_t)c->n);
    le32(slot + 20, MSG_LEN);
    le32(slot + 24, (uint32_t)g->id);
    le32(slot + 28, (uint32_t)g->ctx);
    le32(slot + 32, (uint32_t)g->digestlen);
    memcpy(slot + 36, c->digest, g->digestlen);
    n = 128;
    for (unsigned i = 0; i < 4; i++, n += 2) { /* b . */
        slot[n] = 0xFE;
        slot[n + 1] = 0xE7;
    }
    memcpy(slot + n, g->msg, MSG_LEN);
    n += MSG_LEN;
    memcpy(slot + n, c->stream, c->n);
    write_file(base, "slot", slot, n + c->n);
}

/* the verdict on c->stream, one byte per update: code, and where it appeared */
static int verify_bytewise(const genuine *g, const crafted *c, long *at)
{
    pq8k_verifier v;
    int e = g->ctx ? pq8k_verify_init(&v, g->id, c->digest, g->digestlen, g->msg, MSG_LEN,
                                      (const uint8_t *)CTX, strlen(CTX))
                   : pq8k_verify_init(&v, g->id, c->digest, g->digestlen, g->msg, MSG_LEN, NULL, 0);
    if (e != 0) die("pq8k_verify_init", e);
    *at = AT_FINAL;
    for (size_t i = 0; i < c->n; i++) {
        e = pq8k_verify_update(&v, c->stream + i, 1);
        if (e != 0) {
            int f = pq8k_verify_final(&v);
            *at = (long)i;
            /* sticky: final repeats the code */
            return f == e ? e : PQ8K_ERR_INTERNAL;
        }
    }
    return pq8k_verify_final(&v);
}

/* One input: verify it (want, at), count, and write it out under -o. */
void emit(const genuine *g, const char *check, const char *how, const crafted *c, int want,
                 long want_at)
{
    long at;
    int e = verify_bytewise(g, c, &at);
    char base[128];
    if (e == want && at == want_at) {
        passed++;
        if (at < 0)
            printf("ok   %s %s: %s at final\n", g->name, check, code_name(e));
        else
            printf("ok   %s %s: %s at byte %ld\n", g->name, check, code_name(e), at);
    } else {
        failed++;
        printf("FAIL %s %s: got %d (%s) at %ld, want %d (%s) at %ld\n", g->name, check, e,
               code_name(e), at, want, code_name(want), want_at);
    }
    if (out_dir == NULL) return;
    snprintf(base, sizeof base, "%s-%s", g->name, check);
    write_file(base, "pk", c->pk, g->pklen);
    write_file(base, "sig", c->sig, c->siglen);
    write_file(base, "msg", g->msg, MSG_LEN);
    write_file(base, "stream", c->stream, c->n);
    write_file(base, "digest", c->digest, g->digestlen);
    write_slot(base, g, c);
    fprintf(manifest, "%s,%s,%s,%ld,%s\n", g->name, check, code_name(want), want_at, how);
}

/* c := the genuine input (pk, sig) */
void start(const genuine *g, crafted *c)
{
    memcpy(c->pk, g->pk, g->pklen);
    memcpy(c->sig, g->sig, g->siglen);
    c->siglen = g->siglen;
    memcpy(c->digest, g->digest, g->digestlen);
}

void digest_sha256(const genuine *g, crafted *c)
{
    pq8k_sha256(c->digest, c->pk, g->pklen);
}
void digest_shake256(const genuine *g, crafted *c)
{
    pq8k_shake256(c->digest, 32, c->pk, g->pklen);
}

/* c->stream from c->pk and c->sig */
void encode(const genuine *g, crafted *c)
{
    int e;
    c->n = sizeof c->stream;
    e = pq8k_stream_encode(g->id, c->pk, g->pklen, c->sig, c->siglen, c->stream, &c->n);
    if (e != 0) die("pq8k_stream_encode", e);
}

/* the genuine input's trusted digest and stream; it must be accepted */
void finish_genuine(genuine *g, crafted *c)
{
    int e;
    g->digestlen = sizeof g->digest;
    e = pq8k_pk_digest(g->id, g->pk, g->pklen, g->digest, &g->digestlen);
    if (e != 0) die("pq8k_pk_digest", e);
    start(g, c);
    encode(g, c);
    emit(g, "genuine", "the unmodified input", c, 0, AT_FINAL);
}

/* Checks every scheme's stream gets from the engine: the header, the length. */
void engine_checks(const genuine *g, crafted *c)
{
    start(g, c);
    encode(g, c);
    c->stream[0] ^= 0x01;
    emit(g, "header-magic", "first header byte ('P') changed", c, PQ8K_ERR_BAD_ENCODING, 0);
    start(g, c);
    encode(g, c);
    c->n -= 1;
    emit(g, "truncated", "the stream without its last byte", c, PQ8K_ERR_BAD_LENGTH, AT_FINAL);
}

/* ---- bit fields, little-endian bit order (FIPS 204 BitPack, LMS u32) ---- */

void put_bits(uint8_t *buf, size_t bit, unsigned width, uint32_t v)
{
    for (unsigned i = 0; i < width; i++, bit++) {
        buf[bit / 8] = (uint8_t)((buf[bit / 8] & ~(1u << (bit % 8))) | ((v >> i) & 1u) << (bit % 8));
    }
}
uint32_t get_bits(const uint8_t *buf, size_t bit, unsigned width)
{
    uint32_t v = 0;
    for (unsigned i = 0; i < width; i++, bit++) v |= (uint32_t)(buf[bit / 8] >> (bit % 8) & 1u) << i;
    return v;
}

void put_bits_msb(uint8_t *buf, size_t bit, unsigned width, uint32_t v)
{
    for (unsigned i = 0; i < width; i++, bit++) {
        unsigned b = (unsigned)(v >> (width - 1 - i)) & 1u, sh = 7u - (unsigned)(bit % 8);
        buf[bit / 8] = (uint8_t)((buf[bit / 8] & ~(1u << sh)) | b << sh);
    }
}
uint32_t get_bits_msb(const uint8_t *buf, size_t bit, unsigned width)
{
    uint32_t v = 0;
    for (unsigned i = 0; i < width; i++, bit++) v = v << 1 | (uint32_t)(buf[bit / 8] >> (7u - bit % 8) & 1u);
    return v;
}

int main(int argc, char **argv)
{
    const char *only = NULL, *vectors = "../shared/vectors";
    static genuine g;
    static crafted c;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out_dir = argv[++i];
        else if (strcmp(argv[i], "-v") == 0 && i + 1 < argc)
            vectors = argv[++i];
        else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
            only = argv[++i];
        else {
            fprintf(stderr, "usage: check_off [-o DIR] [-s SCHEME] [-v VECTORS]\n");
            return 2;
        }
    }
    if (out_dir != NULL) {
        char path[512];
        snprintf(path, sizeof path, "%s/manifest.csv", out_dir);
        manifest = fopen(path, "w");
        if (manifest == NULL) die(path, 0);
    }
    if (only == NULL || strcmp(only, "mldsa44") == 0) mldsa44_inputs(&g, &c);
    if (only == NULL || strcmp(only, "slhdsa_sha2_128s") == 0) slhdsa_inputs(&g, &c);
    if (only == NULL || strcmp(only, "haetae2") == 0) haetae2_inputs(&g, &c);
    if (only == NULL || strcmp(only, "falcon512") == 0) falcon512_inputs(&g, &c, vectors);
    if (only == NULL || strcmp(only, "lms") == 0) lms_inputs(&g, &c);
    if (manifest != NULL) fclose(manifest);
    printf("check-off: %u passed, %u failed\n", passed, failed);
    return failed != 0;
}
