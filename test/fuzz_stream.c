/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target for the streaming verifier (pq8k/stream.h) with ML-DSA.
 *
 * A valid stream per level is made once (fixed key, deterministic signature).
 * Input: byte 0 picks the level (bits 0-1), whether the trusted digest is the
 * digest of the pk inside the mutated stream (bit 2: lets mutations of the
 * key reach the signature checks) and whether the stream is cut or extended
 * at the mutation offset (bits 3-4); byte 1 seeds the chunking; bytes 2-3
 * give an offset; the rest is XORed into the stream from that offset.
 *
 * Checks: the verdict is the same for two random chunkings; when every copy
 * of z in the stream is the same, it equals the one-shot verdict on the pk
 * and signature inside the stream (code included); otherwise it is a reject;
 * a stream of the wrong length is PQ8K_ERR_BAD_LENGTH; the untouched stream
 * is accepted.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pq8k/mldsa.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_STREAM 38583
#define MAX_PK 2592
#define MAX_SIG 4627

typedef struct {
    pq8k_scheme scheme;
    size_t pklen, siglen, ct, hint, k, l, zpoly;
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*sign_internal)(uint8_t *, size_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *);
    int (*verify_internal)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t);
} level;

static const level levels[3] = {
    {PQ8K_MLDSA44, 1312, 2420, 32, 84, 4, 4, 576, pq8k_mldsa44_keygen_from_seed,
     pq8k_mldsa44_sign_internal, pq8k_mldsa44_verify_internal},
    {PQ8K_MLDSA65, 1952, 3309, 48, 61, 6, 5, 640, pq8k_mldsa65_keygen_from_seed,
     pq8k_mldsa65_sign_internal, pq8k_mldsa65_verify_internal},
    {PQ8K_MLDSA87, 2592, 4627, 64, 83, 8, 7, 640, pq8k_mldsa87_keygen_from_seed,
     pq8k_mldsa87_sign_internal, pq8k_mldsa87_verify_internal},
};

static const uint8_t msg[4] = "fuzz";
static uint8_t valid[3][MAX_STREAM];
static uint8_t digest[3][64];
static uint8_t s[MAX_STREAM + 256], pk[MAX_PK], sig[MAX_SIG], sk[4896];
static pq8k_verifier v;

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)

static void setup(void)
{
    static int done;
    uint8_t seed[32] = {42}, rnd[32] = {0};
    size_t n, dl;
    if (done) return;
    for (unsigned i = 0; i < 3; i++) {
        const level *lv = &levels[i];
        CHECK(lv->keygen_from_seed(pk, sk, seed) == 0);
        CHECK(lv->sign_internal(sig, NULL, sk, msg, sizeof msg, rnd) == 0);
        n = MAX_STREAM;
        CHECK(pq8k_stream_encode(lv->scheme, pk, lv->pklen, sig, lv->siglen, valid[i], &n) == 0);
        dl = 64;
        CHECK(pq8k_pk_digest(lv->scheme, pk, lv->pklen, digest[i], &dl) == 0);
    }
    done = 1;
}

/* pk and sig (with the first copy of z) from a stream of full length; 1 if all copies of z agree */
static int decode(const level *lv, const uint8_t *st)
{
    size_t zlen = lv->l * lv->zpoly, rows = 4 + 32 + lv->ct + lv->hint, rowlen = zlen + 320;
    int same = 1;
    memcpy(pk, st + 4, 32);
    memcpy(sig, st + 36, lv->ct);
    memcpy(sig + lv->ct + zlen, st + 36 + lv->ct, lv->hint);
    memcpy(sig + lv->ct, st + rows, zlen);
    for (size_t i = 0; i < lv->k; i++) {
        memcpy(pk + 32 + 320 * i, st + rows + i * rowlen + zlen, 320);
        if (memcmp(st + rows + i * rowlen, st + rows, zlen) != 0) same = 0;
    }
    return same;
}

static int run(const level *lv, const uint8_t d[64], const uint8_t *st, size_t n, uint32_t x)
{
    size_t off = 0;
    CHECK(pq8k_verify_init_internal(&v, lv->scheme, d, 64, msg, sizeof msg) == 0);
    while (off < n) {
        size_t c;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        c = 1 + x % 1024;
        if (c > n - off) c = n - off;
        (void)pq8k_verify_update(&v, st + off, c);
        off += c;
    }
    return pq8k_verify_final(&v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const level *lv;
    size_t full, n, at;
    uint8_t d[64];
    int r1, r2, same;
    uint32_t seed;
    unsigned cut;
    if (size < 4) return 0;
    setup();
    lv = &levels[(data[0] & 3) % 3];
    full = pq8k_stream_length(lv->scheme);
    cut = (data[0] >> 3) & 3;
    seed = 0x9E3779B9u ^ data[1];
    at = ((size_t)data[2] << 8 | data[3]) * 13 % full;
    data += 4;
    size -= 4;

    memcpy(s, valid[lv - levels], full);
    for (size_t i = 0; i < size && at + i < full; i++) s[at + i] ^= data[i];
    n = cut == 1 ? at : cut == 2 ? full + 1 + at % 200 : full;
    if (n > full) memset(s + full, 0xA5, n - full);
    memcpy(d, digest[lv - levels], 64);
    if ((data[-4] >> 2) & 1) {
        size_t dl = 64;
        decode(lv, s);
        CHECK(pq8k_pk_digest(lv->scheme, pk, lv->pklen, d, &dl) == 0);
    }

    r1 = run(lv, d, s, n, seed);
    r2 = run(lv, d, s, n, seed * 2654435761u + 1);
    CHECK(r1 == r2);
    CHECK(r1 <= 0);
    if (n != full) {
        /* a header mutation may be reported before the length */
        CHECK(r1 != 0);
        return 0;
    }
    if (memcmp(s, valid[lv - levels], full) == 0 && memcmp(d, digest[lv - levels], 64) == 0) {
        CHECK(r1 == 0);
        return 0;
    }
    same = decode(lv, s);
    if (memcmp(s, valid[lv - levels], 4) != 0 || !same) {
        CHECK(r1 != 0);
        return 0;
    }
    {
        size_t dl = 64;
        uint8_t dpk[64];
        int one = lv->verify_internal(pk, sig, lv->siglen, msg, sizeof msg);
        CHECK(pq8k_pk_digest(lv->scheme, pk, lv->pklen, dpk, &dl) == 0);
        if (memcmp(dpk, d, 64) != 0)
            CHECK(r1 == PQ8K_ERR_PK_DIGEST);
        else
            CHECK(r1 == one);
    }
    return 0;
}
