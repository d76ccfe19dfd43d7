/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: HAETAE-2/3/5 verification (and through it the signature
 * decoders) on hostile signatures.
 *
 * Input: byte 0 picks the level (bits 0-1) and the mode (bit 2); the rest is
 *   mode 0: the whole signature, any length, checked against a fixed key and message;
 *   mode 1: an XOR mask over a genuine signature, so mutations reach the rANS
 *           streams, the norm check and the challenge comparison.
 * Invariants: verify returns 0 or one of the documented errors, a wrong
 * length is always PQ8K_ERR_BAD_LENGTH, and nothing but the genuine
 * signature is ever accepted (HAETAE encodings are canonical: a second
 * accepted encoding would be a forgery or a decoder bug).
 * Build: clang -fsanitize=fuzzer,address,undefined -Iinclude ... libpq8k.a
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/haetae.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct {
    size_t pkbytes, skbytes, sigbytes;
    int (*keygen_from_seed)(uint8_t *, uint8_t *, const uint8_t *);
    int (*sign_internal)(uint8_t *, size_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
                         size_t, const uint8_t *);
    int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *,
                  size_t);
} level_t;

#define LEVEL(L)                                                                            \
    {PQ8K_HAETAE##L##_PUBLICKEYBYTES, PQ8K_HAETAE##L##_SECRETKEYBYTES,                      \
     PQ8K_HAETAE##L##_SIGBYTES, pq8k_haetae##L##_keygen_from_seed,                         \
     pq8k_haetae##L##_sign_internal, pq8k_haetae##L##_verify}

static const level_t levels[3] = {LEVEL(2), LEVEL(3), LEVEL(5)};

static const uint8_t msg[] = "pq8k fuzz message";
static const uint8_t ctx[] = "ctx";
static uint8_t pk[3][2080], sk[2752], good[3][2948], sig[2948 + 64];
static int ready;

/* One genuine key pair and signature per level, from fixed seeds. */
static void setup(void)
{
    uint8_t seed[32], rnd[32], pre[1 + sizeof ctx - 1];
    size_t siglen;
    pre[0] = (uint8_t)(sizeof ctx - 1);
    memcpy(pre + 1, ctx, sizeof ctx - 1);
    for (unsigned k = 0; k < 3; k++) {
        memset(seed, 0x11 * (int)(k + 1), sizeof seed);
        memset(rnd, 0x5A, sizeof rnd);
        if (levels[k].keygen_from_seed(pk[k], sk, seed) != 0 ||
            levels[k].sign_internal(good[k], &siglen, sk, msg, sizeof msg - 1, pre, sizeof pre,
                                    rnd) != 0 ||
            levels[k].verify(pk[k], good[k], siglen, msg, sizeof msg - 1, ctx, sizeof ctx - 1) != 0)
            abort();
    }
    ready = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!ready) setup();
    if (size < 1) return 0;
    unsigned k = (data[0] & 3) % 3, xor_mode = (data[0] >> 2) & 1;
    const level_t *lv = &levels[k];
    const uint8_t *in = data + 1;
    size_t n = size - 1, siglen;

    if (xor_mode) {
        siglen = lv->sigbytes;
        memcpy(sig, good[k], siglen);
        for (size_t i = 0; i < n && i < siglen; i++) sig[i] ^= in[i];
    } else {
        siglen = n < sizeof sig ? n : sizeof sig;
        memcpy(sig, in, siglen);
    }
    int err = lv->verify(pk[k], sig, siglen, msg, sizeof msg - 1, ctx, sizeof ctx - 1);
    if (siglen != lv->sigbytes && err != PQ8K_ERR_BAD_LENGTH) abort();
    if (err != 0 && err != PQ8K_ERR_BAD_LENGTH && err != PQ8K_ERR_BAD_ENCODING &&
        err != PQ8K_ERR_BAD_SIGNATURE)
        abort();
    if (err == 0 && memcmp(sig, good[k], lv->sigbytes) != 0) abort();
    return 0;
}
