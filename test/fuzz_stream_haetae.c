/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target for HAETAE-2/3/5 through the streaming engine.
 *
 * A key and a signature per level are made once (fixed seed and rnd). Input:
 * byte 0 picks the level (bits 0-1), what is mutated (bit 2: 0 = pk || sig,
 * which is then encoded; 1 = the stream itself), whether the device trusts
 * the digest of the pk the stream carries (bit 3; else the genuine key's)
 * and whether the stream is cut or extended at the mutation offset (bits
 * 4-5); byte 1 seeds the chunking; bytes 2-3 give an offset; the rest is
 * XORed in from there.
 *
 * Checks: the verdict is the same for two random chunkings; a stream of the
 * wrong length is rejected; an unchanged stream is accepted and a changed
 * one rejected; with pk || sig mutated and the key trusted, the verdict is
 * the one-shot verifier's, code for code; under the genuine key's digest a
 * changed key is PQ8K_ERR_PK_DIGEST.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pq8k/haetae.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_PK PQ8K_HAETAE5_PUBLICKEYBYTES
#define MAX_SIG PQ8K_HAETAE5_SIGBYTES
#define MAX_SK PQ8K_HAETAE5_SECRETKEYBYTES
#define MAX_STREAM (4 + MAX_PK + MAX_SIG)

typedef struct {
    pq8k_scheme scheme;
    size_t pklen, siglen;
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*sign)(uint8_t *, size_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t,
                const uint8_t *);
    int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t);
} level;

#define LEVEL(L)                                                                                      \
    {PQ8K_HAETAE##L, PQ8K_HAETAE##L##_PUBLICKEYBYTES, PQ8K_HAETAE##L##_SIGBYTES,                      \
     pq8k_haetae##L##_keygen_from_seed, pq8k_haetae##L##_sign_internal, pq8k_haetae##L##_verify}

static const level levels[3] = {LEVEL(2), LEVEL(3), LEVEL(5)};

static const uint8_t msg[4] = "fuzz", ctx[3] = "ctx";
static uint8_t good_pk[3][MAX_PK], good_sig[3][MAX_SIG], valid[3][MAX_STREAM], digest[3][32];
static uint8_t s[MAX_STREAM + 256], pksig[MAX_PK + MAX_SIG], sk[MAX_SK];
static pq8k_verifier v;

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)

static void setup(void)
{
    static int done;
    uint8_t seed[32] = {7}, rnd[32] = {9}, pre[4] = {3, 'c', 't', 'x'};
    size_t n, dl;
    if (done) return;
    for (unsigned i = 0; i < 3; i++) {
        const level *lv = &levels[i];
        CHECK(lv->keygen_from_seed(good_pk[i], sk, seed) == 0);
        CHECK(lv->sign(good_sig[i], &n, sk, msg, sizeof msg, pre, sizeof pre, rnd) == 0);
        n = MAX_STREAM;
        CHECK(pq8k_stream_encode(lv->scheme, good_pk[i], lv->pklen, good_sig[i], lv->siglen, valid[i], &n) == 0);
        dl = 32;
        CHECK(pq8k_pk_digest(lv->scheme, good_pk[i], lv->pklen, digest[i], &dl) == 0);
    }
    done = 1;
}

static int run(const level *lv, const uint8_t d[32], const uint8_t *st, size_t n, uint32_t x)
{
    size_t off = 0;
    CHECK(pq8k_verify_init(&v, lv->scheme, d, 32, msg, sizeof msg, ctx, sizeof ctx) == 0);
    while (off < n) {
        size_t c;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        c = 1 + x % 700;
        if (c > n - off) c = n - off;
        (void)pq8k_verify_update(&v, st + off, c);
        off += c;
    }
    return pq8k_verify_final(&v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const level *lv;
    unsigned li, cut;
    size_t full, body, n, at;
    uint8_t d[32];
    int r1, r2, stream_mode, trust_streamed;
    uint32_t seed;
    if (size < 4) return 0;
    setup();
    li = (data[0] & 3) % 3;
    lv = &levels[li];
    stream_mode = (data[0] >> 2) & 1;
    trust_streamed = (data[0] >> 3) & 1;
    cut = (data[0] >> 4) & 3;
    seed = 0x9E3779B9u ^ data[1];
    full = 4 + lv->pklen + lv->siglen;
    body = lv->pklen + lv->siglen;
    at = ((size_t)data[2] << 8 | data[3]) * 7 % body;
    data += 4;
    size -= 4;

    if (stream_mode) {
        memcpy(s, valid[li], full);
        for (size_t i = 0; i < size && 4 + at + i < full; i++) s[4 + at + i] ^= data[i];
    } else {
        size_t len = full;
        memcpy(pksig, good_pk[li], lv->pklen);
        memcpy(pksig + lv->pklen, good_sig[li], lv->siglen);
        for (size_t i = 0; i < size && at + i < body; i++) pksig[at + i] ^= data[i];
        CHECK(pq8k_stream_encode(lv->scheme, pksig, lv->pklen, pksig + lv->pklen, lv->siglen, s, &len) == 0);
        CHECK(len == full);
        /* the stream carries every byte of pk || sig once */
        CHECK(memcmp(s + 4, pksig, lv->pklen) == 0);
    }
    n = cut == 1 ? 4 + at : cut == 2 ? full + 1 + at % 100 : full;
    if (n > full) memset(s + full, 0, n - full);
    memcpy(d, digest[li], 32);
    if (trust_streamed) {
        size_t dl = 32;
        CHECK(pq8k_pk_digest(lv->scheme, s + 4, lv->pklen, d, &dl) == 0);
    }

    r1 = run(lv, d, s, n, seed);
    r2 = run(lv, d, s, n, seed * 2654435761u + 1);
    CHECK(r1 == r2);
    CHECK(r1 <= 0);
    if (n != full) {
        CHECK(r1 != 0);
        return 0;
    }
    if (memcmp(s, valid[li], full) == 0) {
        CHECK(r1 == 0);
        return 0;
    }
    CHECK(r1 != 0);
    if (!trust_streamed && memcmp(s + 4, good_pk[li], lv->pklen) != 0) CHECK(r1 == PQ8K_ERR_PK_DIGEST);
    if (!stream_mode && (trust_streamed || memcmp(pksig, good_pk[li], lv->pklen) == 0))
        CHECK(r1 == lv->verify(pksig, pksig + lv->pklen, lv->siglen, msg, sizeof msg, ctx, sizeof ctx));
    return 0;
}
