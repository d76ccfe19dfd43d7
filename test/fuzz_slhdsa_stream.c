/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: SLH-DSA streamed against one-shot (differential).
 *
 * A genuine key and signature per set are made once (SLH-DSA-SHA2-128f and
 * SLH-DSA-SHAKE-128f, internal interface). Input: byte 0 picks the set (bit
 * 0), whether the pk is mutated instead of the signature (bit 1), whether the
 * trusted digest is that of the mutated pk (bit 2: lets pk mutations past the
 * digest check) and whether the signature is cut or extended (bits 3-4);
 * byte 1 seeds the chunking; bytes 2-3 give an offset; the rest is XORed in
 * from that offset. The pair is laid out by pq8k_stream_encode and pushed in
 * random chunks (one chunking per input: a verification costs about a second
 * under the sanitizers).
 *
 * Oracle: a signature of the wrong
 * length is refused by the encoder and by the one-shot verifier; with a
 * digest other than the streamed pk's own the result is PQ8K_ERR_PK_DIGEST;
 * otherwise the streamed verdict is exactly pq8k_slhdsa_verify_internal's,
 * and the untouched pair is accepted.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pq8k/slhdsa.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)
#define SIG 17088 /* both 128f sets */
#define MAX_STREAM 20000

typedef struct {
    pq8k_scheme scheme;
    pq8k_slhdsa_set set;
    uint8_t pk[32], sig[SIG], digest[64];
    size_t dlen;
} slh_case;

static slh_case cases[2] = {{PQ8K_SLHDSA_SHA2_128F, PQ8K_SLHDSA_SET_SHA2_128F, {0}, {0}, {0}, 0},
                            {PQ8K_SLHDSA_SHAKE_128F, PQ8K_SLHDSA_SET_SHAKE_128F, {0}, {0}, {0}, 0}};
static const uint8_t msg[6] = "stream";
static uint8_t pk[32], sig[SIG + 64], stream[MAX_STREAM];
static pq8k_verifier v;

static void setup(void)
{
    static int done;
    uint8_t seed[16], sk[64];
    if (done) return;
    for (unsigned i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)(17 * i + 5);
    for (unsigned i = 0; i < 2; i++) {
        slh_case *c = &cases[i];
        CHECK(pq8k_slhdsa_keygen_from_seed(c->set, seed, seed, seed, c->pk, sk) == 0);
        CHECK(pq8k_slhdsa_sign_internal(c->set, c->sig, msg, sizeof msg, sk, NULL) == 0);
        c->dlen = sizeof c->digest;
        CHECK(pq8k_pk_digest(c->scheme, c->pk, sizeof c->pk, c->digest, &c->dlen) == 0);
    }
    done = 1;
}

static int run(pq8k_scheme s, const uint8_t *d, size_t dl, size_t n, uint32_t x)
{
    size_t off = 0;
    CHECK(pq8k_verify_init_internal(&v, s, d, dl, msg, sizeof msg) == 0);
    while (off < n) {
        size_t c;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        c = 1 + x % 2048;
        if (c > n - off) c = n - off;
        (void)pq8k_verify_update(&v, stream + off, c);
        off += c;
    }
    return pq8k_verify_final(&v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const slh_case *c;
    uint8_t *target;
    size_t tlen, at, siglen, n, dl;
    uint8_t d[64];
    int mutate_pk, own, cut, one, r1;
    uint32_t x;
    if (size < 4) return 0;
    setup();
    c = &cases[data[0] & 1];
    mutate_pk = (data[0] >> 1) & 1;
    own = (data[0] >> 2) & 1;
    cut = (data[0] >> 3) & 3;
    x = 0x9E3779B9u ^ data[1];
    memcpy(pk, c->pk, sizeof pk);
    memcpy(sig, c->sig, SIG);
    target = mutate_pk ? pk : sig;
    tlen = mutate_pk ? sizeof pk : SIG;
    at = ((size_t)data[2] << 8 | data[3]) * 7 % tlen;
    data += 4;
    size -= 4;
    for (size_t i = 0; i < size && at + i < tlen; i++) target[at + i] ^= data[i];
    siglen = cut == 1 ? at % SIG : cut == 2 ? SIG + 1 + at % 64 : SIG;
    if (siglen > SIG) memset(sig + SIG, 0x5A, siglen - SIG);

    one = pq8k_slhdsa_verify_internal(c->set, sig, siglen, msg, sizeof msg, pk);
    n = sizeof stream;
    if (pq8k_stream_encode(c->scheme, pk, sizeof pk, sig, siglen, stream, &n) != 0) {
        CHECK(siglen != SIG && one == PQ8K_ERR_BAD_LENGTH);
        return 0;
    }
    CHECK(siglen == SIG);
    dl = c->dlen;
    memcpy(d, c->digest, dl);
    if (own) CHECK(pq8k_pk_digest(c->scheme, pk, sizeof pk, d, &dl) == 0);

    r1 = run(c->scheme, d, dl, n, x);
    CHECK(r1 <= 0);
    if (!own && memcmp(pk, c->pk, sizeof pk) != 0)
        CHECK(r1 == PQ8K_ERR_PK_DIGEST);
    else
        CHECK(r1 == one);
    if (memcmp(pk, c->pk, sizeof pk) == 0 && memcmp(sig, c->sig, SIG) == 0)
        CHECK(r1 == 0);
    return 0;
}
