/* SPDX-License-Identifier: MIT */
/* FIPS 180-4: known answers, a length sweep over every padding boundary, random splits. */
#include "tt.h"
#include "common/sha2.h"

static const char msg448[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
static const char msg896[] = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
                             "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

static void expect_hex(const uint8_t *out, size_t n, const char *hex)
{
    uint8_t want[64];
    TT_ASSERT_EQ(tt_unhex(want, sizeof want, hex), (long)n);
    TT_ASSERT_MEM(out, want, n);
}

static size_t slen(const char *s)
{
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

static void h224(uint8_t out[32], const char *m)
{
    pq8k_sha256_ctx c;
    pq8k_sha224_init(&c);
    pq8k_sha256_update(&c, (const uint8_t *)m, slen(m));
    pq8k_sha256_final(&c, out);
}

static void h384(uint8_t out[64], const char *m)
{
    pq8k_sha512_ctx c;
    pq8k_sha384_init(&c);
    pq8k_sha512_update(&c, (const uint8_t *)m, slen(m));
    pq8k_sha512_final(&c, out);
}

static void sha256_known(void)
{
    uint8_t out[32];
    pq8k_sha256(out, (const uint8_t *)"", 0);
    expect_hex(out, 32, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    pq8k_sha256(out, (const uint8_t *)"abc", 3);
    expect_hex(out, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    pq8k_sha256(out, (const uint8_t *)msg448, slen(msg448));
    expect_hex(out, 32, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    pq8k_sha256(out, (const uint8_t *)msg896, slen(msg896));
    expect_hex(out, 32, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

static void sha224_known(void)
{
    uint8_t out[32];
    h224(out, "");
    expect_hex(out, 28, "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f");
    h224(out, "abc");
    expect_hex(out, 28, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7");
    h224(out, msg448);
    expect_hex(out, 28, "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525");
    h224(out, msg896);
    expect_hex(out, 28, "c97ca9a559850ce97a04a96def6d99a9e0e0e2ab14e6b8df265fc0b3");
}

static void sha512_known(void)
{
    uint8_t out[64];
    pq8k_sha512(out, (const uint8_t *)"", 0);
    expect_hex(out, 64, "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                        "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");
    pq8k_sha512(out, (const uint8_t *)"abc", 3);
    expect_hex(out, 64, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                        "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    pq8k_sha512(out, (const uint8_t *)msg448, slen(msg448));
    expect_hex(out, 64, "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
                        "96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445");
    pq8k_sha512(out, (const uint8_t *)msg896, slen(msg896));
    expect_hex(out, 64, "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                        "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");
}

static void sha384_known(void)
{
    uint8_t out[64];
    h384(out, "");
    expect_hex(out, 48, "38b060a751ac96384cd9327eb1b1e36a21fdb71114be0743"
                        "4c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b");
    h384(out, "abc");
    expect_hex(out, 48, "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded163"
                        "1a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
    h384(out, msg448);
    expect_hex(out, 48, "3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05ab"
                        "fe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b");
    h384(out, msg896);
    expect_hex(out, 48, "09330c33f71147e83d192fc782cd1b4753111b173b3b05d2"
                        "2fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039");
}

/* The exposed compression functions on the one padded block of "abc". */
static void compress_direct(void)
{
    uint8_t blk[128] = {'a', 'b', 'c', 0x80};
    uint8_t out[64];
    pq8k_sha256_ctx c;
    pq8k_sha512_ctx d;

    pq8k_sha256_init(&c);
    blk[63] = 24;
    pq8k_sha256_compress(c.h, blk);
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = 0; j < 4; j++) out[4 * i + j] = (uint8_t)(c.h[i] >> (24 - 8 * j));
    expect_hex(out, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");

    blk[63] = 0;
    blk[127] = 24;
    pq8k_sha512_init(&d);
    pq8k_sha512_compress(d.h, blk);
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = 0; j < 8; j++) out[8 * i + j] = (uint8_t)(d.h[i] >> (56 - 8 * j));
    expect_hex(out, 64, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                        "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
}

/* pq8k_sha256_compress on a block at every byte misalignment (the assembly
   reads the block a word at a time): the "abc" answer at each offset. */
static void compress_unaligned(void)
{
    static const uint8_t abc[4] = {'a', 'b', 'c', 0x80};
    uint32_t buf[17];
    uint8_t *base = (uint8_t *)buf;
    uint8_t out[32];
    pq8k_sha256_ctx c;

    for (unsigned off = 0; off < 4; off++) {
        for (unsigned i = 0; i < sizeof buf; i++) base[i] = 0xa5;
        for (unsigned i = 0; i < 64; i++) base[off + i] = 0;
        for (unsigned i = 0; i < 4; i++) base[off + i] = abc[i];
        base[off + 63] = 24;
        pq8k_sha256_init(&c);
        pq8k_sha256_compress(c.h, base + off);
        for (unsigned i = 0; i < 8; i++)
            for (unsigned j = 0; j < 4; j++) out[4 * i + j] = (uint8_t)(c.h[i] >> (24 - 8 * j));
        expect_hex(out, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}

/* FIPS 180-2 long message, fed in uneven pieces; host only (slow on targets). */
static void million_a(void)
{
    static uint8_t chunk[1000];
    uint8_t out[32];
    pq8k_sha256_ctx c;
    size_t left = 1000000;
    for (unsigned i = 0; i < sizeof chunk; i++) chunk[i] = 'a';
    pq8k_sha256_init(&c);
    for (unsigned k = 0; left > 0; k++) {
        size_t n = 1 + (k * 37u) % sizeof chunk;
        if (n > left) n = left;
        pq8k_sha256_update(&c, chunk, n);
        left -= n;
    }
    pq8k_sha256_final(&c, out);
    expect_hex(out, 32, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

/*
 * Lengths 0..299 cross the 55/56/64 and 111/112/128 padding boundaries twice.
 * All digests (full 32/28 and 64/48 bytes) go into one SHA-256; expected value
 * from Python hashlib.
 */
static void length_sweep(void)
{
    static uint8_t msg[300];
    uint8_t out[64], digest[32];
    pq8k_sha256_ctx acc, c;
    pq8k_sha512_ctx d;
    for (unsigned i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(i * 13 + 5);
    pq8k_sha256_init(&acc);
    for (size_t n = 0; n < sizeof msg; n++) {
        pq8k_sha256(out, msg, n);
        pq8k_sha256_update(&acc, out, 32);
        pq8k_sha224_init(&c);
        pq8k_sha256_update(&c, msg, n);
        pq8k_sha256_final(&c, out);
        pq8k_sha256_update(&acc, out, 28);
        pq8k_sha512(out, msg, n);
        pq8k_sha256_update(&acc, out, 64);
        pq8k_sha384_init(&d);
        pq8k_sha512_update(&d, msg, n);
        pq8k_sha512_final(&d, out);
        pq8k_sha256_update(&acc, out, 48);
    }
    pq8k_sha256_final(&acc, digest);
    expect_hex(digest, 32, "ac6b99f85226bfb749e9d63ee5b668c74b18012011b6dfeec151533a570f74a7");
}

static size_t piece(size_t left, unsigned block)
{
    size_t n;
    switch (tt_rand32() % 4) {
    case 0: n = tt_rand32() % 4; break;
    case 1: n = block - 1 + tt_rand32() % 3; break;
    default: n = tt_rand32() % (2u * block + 1); break;
    }
    return n < left ? n : left;
}

static void feed256(pq8k_sha256_ctx *c, const uint8_t *in, size_t len)
{
    for (size_t done = 0; done < len;) {
        size_t n = piece(len - done, 64);
        pq8k_sha256_update(c, in + done, n);
        done += n;
    }
}

static void feed512(pq8k_sha512_ctx *c, const uint8_t *in, size_t len)
{
    for (size_t done = 0; done < len;) {
        size_t n = piece(len - done, 128);
        pq8k_sha512_update(c, in + done, n);
        done += n;
    }
}

/*
 * Random pieces against one-shot. The context is also copied at a random cut
 * and the copy finished in one piece: a fork must give the same digest.
 */
static void split256(const uint8_t *in, size_t len, size_t cut)
{
    uint8_t want[32], got[32];
    pq8k_sha256_ctx c, fork;
    pq8k_sha256(want, in, len);
    pq8k_sha256_init(&c);
    feed256(&c, in, cut);
    fork = c;
    feed256(&c, in + cut, len - cut);
    pq8k_sha256_final(&c, got);
    TT_ASSERT_MEM(got, want, 32);
    pq8k_sha256_update(&fork, in + cut, len - cut);
    pq8k_sha256_final(&fork, got);
    TT_ASSERT_MEM(got, want, 32);
}

static void split512(const uint8_t *in, size_t len, size_t cut)
{
    uint8_t want[64], got[64];
    pq8k_sha512_ctx c, fork;
    pq8k_sha512(want, in, len);
    pq8k_sha512_init(&c);
    feed512(&c, in, cut);
    fork = c;
    feed512(&c, in + cut, len - cut);
    pq8k_sha512_final(&c, got);
    TT_ASSERT_MEM(got, want, 64);
    pq8k_sha512_update(&fork, in + cut, len - cut);
    pq8k_sha512_final(&fork, got);
    TT_ASSERT_MEM(got, want, 64);
}

static void random_split(void)
{
    static uint8_t in[600];
    unsigned trials = tt_is_target() ? 10 : 300;
    tt_seed(1804);
    for (unsigned t = 0; t < trials && !tt_failed_now(); t++) {
        size_t len = tt_rand32() % sizeof in;
        size_t cut = tt_rand32() % (len + 1);
        tt_randbytes(in, len);
        split256(in, len, cut);
        split512(in, len, cut);
    }
}

void tt_suite_sha2(void)
{
    tt_run("sha2: SHA-256 known answers", sha256_known);
    tt_run("sha2: SHA-224 known answers", sha224_known);
    tt_run("sha2: SHA-512 known answers", sha512_known);
    tt_run("sha2: SHA-384 known answers", sha384_known);
    tt_run("sha2: compression functions", compress_direct);
    tt_run("sha2: compression at each misalignment", compress_unaligned);
    if (!tt_is_target()) tt_run("sha2: one million 'a' (SHA-256)", million_a);
    tt_run("sha2: length sweep 0..299", length_sweep);
    tt_run("sha2: random split and fork", random_split);
}
