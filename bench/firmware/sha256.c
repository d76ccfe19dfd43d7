/* SPDX-License-Identifier: MIT */
/* SHA-256: one compression of a 64-byte block. */
#include <string.h>
#include "bench.h"
#include "common/sha2.h"

static uint32_t h[8];
static uint8_t block[64];

/* SHA-256("abc") is one block: IV, then the padded message. */
static void abc_block(unsigned run)
{
    static const uint32_t iv[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
        0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    (void)run;
    memcpy(h, iv, sizeof h);
    memset(block, 0, sizeof block);
    memcpy(block, "abc", 3);
    block[3] = 0x80;
    block[63] = 24;   /* message length in bits */
}

static void op_compress(void) { pq8k_sha256_compress(h, block); }

/* FIPS 180-4 example: SHA-256("abc") = ba7816bf ... f20015ad */
static int is_sha256_abc(void)
{
    return h[0] == 0xba7816bfu && h[7] == 0xf20015adu;
}

static const bench_op ops[] = {
    BENCH_OP("compress", op_compress, 3, abc_block, is_sha256_abc),
};
BENCH_SUITE("sha256", ops);
