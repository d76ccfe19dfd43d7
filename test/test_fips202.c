/* SPDX-License-Identifier: MIT */
/* FIPS 202: known answers, a length sweep over every padding/squeeze boundary, random splits. */
#include "tt.h"
#include "common/fips202.h"

typedef void (*keccak_init_fn)(pq8k_keccak_state *);

/* Check out[0..n) against a hex string. */
static void expect_hex(const uint8_t *out, size_t n, const char *hex)
{
    uint8_t want[64];
    TT_ASSERT_EQ(tt_unhex(want, sizeof want, hex), (long)n);
    TT_ASSERT_MEM(out, want, n);
}

static void permutation_zero_state(void)
{
    /* Keccak team's KeccakF-1600-IntermediateValues.txt, first permutation of the zero state */
    static const uint64_t want[25] = {
        0xF1258F7940E1DDE7ULL, 0x84D5CCF933C0478AULL, 0xD598261EA65AA9EEULL, 0xBD1547306F80494DULL,
        0x8B284E056253D057ULL, 0xFF97A42D7F8E6FD4ULL, 0x90FEE5A0A44647C4ULL, 0x8C5BDA0CD6192E76ULL,
        0xAD30A6F71B19059CULL, 0x30935AB7D08FFC64ULL, 0xEB5AA93F2317D635ULL, 0xA9A6E6260D712103ULL,
        0x81A57C16DBCF555FULL, 0x43B831CD0347C826ULL, 0x01F22F1A11A5569FULL, 0x05E5635A21D9AE61ULL,
        0x64BEFEF28CC970F2ULL, 0x613670957BC46611ULL, 0xB87C5A554FD00ECBULL, 0x8C3EE88A1CCF32C8ULL,
        0x940C7922AE3A2614ULL, 0x1841F924A2C509E4ULL, 0x16F53526E70465C2ULL, 0x75F644E97F30A13BULL,
        0xEAF1FF7B5CECA249ULL,
    };
    uint64_t s[25] = {0};
    pq8k_keccakf1600(s);
    TT_ASSERT_MEM(s, want, sizeof want);
}

static void known_answers(void)
{
    static uint8_t a3[200];
    uint8_t out[64];
    for (unsigned i = 0; i < sizeof a3; i++) a3[i] = 0xA3;

    pq8k_sha3_256(out, (const uint8_t *)"", 0);
    expect_hex(out, 32, "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a");
    pq8k_sha3_256(out, (const uint8_t *)"abc", 3);
    expect_hex(out, 32, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
    pq8k_sha3_256(out, a3, sizeof a3);
    expect_hex(out, 32, "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787");

    pq8k_sha3_512(out, (const uint8_t *)"", 0);
    expect_hex(out, 64, "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
                        "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26");
    pq8k_sha3_512(out, (const uint8_t *)"abc", 3);
    expect_hex(out, 64, "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
                        "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0");
    pq8k_sha3_512(out, a3, sizeof a3);
    expect_hex(out, 64, "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
                        "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00");

    pq8k_shake128(out, 32, (const uint8_t *)"", 0);
    expect_hex(out, 32, "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26");
    pq8k_shake128(out, 32, (const uint8_t *)"abc", 3);
    expect_hex(out, 32, "5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8");
    pq8k_shake128(out, 32, a3, sizeof a3);
    expect_hex(out, 32, "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037");

    pq8k_shake256(out, 64, (const uint8_t *)"", 0);
    expect_hex(out, 64, "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
                        "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be");
    pq8k_shake256(out, 64, (const uint8_t *)"abc", 3);
    expect_hex(out, 64, "483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739"
                        "d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4");
    pq8k_shake256(out, 64, a3, sizeof a3);
    expect_hex(out, 64, "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
                        "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b");
}

/*
 * Every message length 0..339 (past 2 blocks of every rate, so the padding
 * byte lands on every position, including ds and 0x80 sharing the last byte),
 * and for SHAKE an output of the same length (squeeze across block ends).
 * All outputs go into one SHAKE256; the expected value is from Python hashlib.
 */
#define SWEEP_N 340
static void length_sweep(void)
{
    static uint8_t msg[SWEEP_N], out[SWEEP_N];
    pq8k_keccak_state acc;
    uint8_t digest[32];
    for (unsigned i = 0; i < SWEEP_N; i++) msg[i] = (uint8_t)(i * 7 + 3);
    pq8k_shake256_init(&acc);
    for (size_t n = 0; n < SWEEP_N; n++) {
        pq8k_sha3_256(out, msg, n);
        pq8k_keccak_absorb(&acc, out, 32);
        pq8k_sha3_512(out, msg, n);
        pq8k_keccak_absorb(&acc, out, 64);
        pq8k_shake128(out, n, msg, n);
        pq8k_keccak_absorb(&acc, out, n);
        pq8k_shake256(out, n, msg, n);
        pq8k_keccak_absorb(&acc, out, n);
    }
    pq8k_keccak_finalize(&acc);
    pq8k_keccak_squeeze(&acc, digest, 32);
    expect_hex(digest, 32, "25c5771b27c21654cbb4b34bf1aca2a1aa682fc4ce12ca54ab1de32f490372ed");
}

/* A piece size in 0..max, biased towards tiny pieces and block-sized ones. */
static size_t piece(size_t left, unsigned rate)
{
    size_t n;
    switch (tt_rand32() % 4) {
    case 0: n = tt_rand32() % 4; break;
    case 1: n = rate - 1 + tt_rand32() % 3; break;
    default: n = tt_rand32() % (2u * rate + 1); break;
    }
    return n < left ? n : left;
}

#define SPLIT_MAX 700
static void random_split_one(keccak_init_fn init, unsigned rate, size_t inlen, size_t outlen)
{
    static uint8_t in[SPLIT_MAX], want[SPLIT_MAX], got[SPLIT_MAX];
    pq8k_keccak_state st;
    tt_randbytes(in, inlen);

    init(&st);
    pq8k_keccak_absorb(&st, in, inlen);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, want, outlen);

    init(&st);
    for (size_t done = 0; done < inlen;) {
        size_t n = piece(inlen - done, rate);
        pq8k_keccak_absorb(&st, in + done, n);
        done += n;
    }
    pq8k_keccak_finalize(&st);
    for (size_t done = 0; done < outlen;) {
        size_t n = piece(outlen - done, rate);
        pq8k_keccak_squeeze(&st, got + done, n);
        done += n;
    }
    TT_ASSERT_MEM(got, want, outlen);
}

static void random_split(void)
{
    unsigned trials = tt_is_target() ? 12 : 200;
    tt_seed(202);
    for (unsigned t = 0; t < trials && !tt_failed_now(); t++) {
        size_t inlen = tt_rand32() % SPLIT_MAX, outlen = tt_rand32() % SPLIT_MAX;
        random_split_one(pq8k_shake128_init, PQ8K_SHAKE128_RATE, inlen, outlen);
        random_split_one(pq8k_shake256_init, PQ8K_SHAKE256_RATE, inlen, outlen);
        random_split_one(pq8k_sha3_256_init, PQ8K_SHA3_256_RATE, inlen, 32);
        random_split_one(pq8k_sha3_512_init, PQ8K_SHA3_512_RATE, inlen, 64);
    }
}

/* Exactly one block absorbed, then finalize: the block stays pending until the padding. */
static void block_aligned_pieces(void)
{
    static uint8_t in[3 * PQ8K_SHAKE128_RATE];
    uint8_t want[48], got[48];
    pq8k_keccak_state st;
    for (unsigned i = 0; i < sizeof in; i++) in[i] = (uint8_t)i;
    pq8k_shake128(want, sizeof want, in, sizeof in);
    pq8k_shake128_init(&st);
    for (unsigned b = 0; b < 3; b++)
        pq8k_keccak_absorb(&st, in + b * PQ8K_SHAKE128_RATE, PQ8K_SHAKE128_RATE);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, got, sizeof got);
    TT_ASSERT_MEM(got, want, sizeof want);
}

/* Copying the struct forks the hash: both copies continue independently. */
static void fork_by_copy(void)
{
    static const uint8_t prefix[150] = {1, 2, 3};
    uint8_t a[40], b[40], ref[40];
    uint8_t buf[160];
    pq8k_keccak_state st, copy;
    pq8k_shake256_init(&st);
    pq8k_keccak_absorb(&st, prefix, sizeof prefix);
    copy = st;
    pq8k_keccak_absorb(&st, (const uint8_t *)"left", 4);
    pq8k_keccak_absorb(&copy, (const uint8_t *)"right!", 6);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_finalize(&copy);
    pq8k_keccak_squeeze(&st, a, sizeof a);
    pq8k_keccak_squeeze(&copy, b, sizeof b);

    for (unsigned i = 0; i < sizeof prefix; i++) buf[i] = prefix[i];
    for (unsigned i = 0; i < 4; i++) buf[sizeof prefix + i] = (uint8_t)"left"[i];
    pq8k_shake256(ref, sizeof ref, buf, sizeof prefix + 4);
    TT_ASSERT_MEM(a, ref, sizeof ref);
    for (unsigned i = 0; i < 6; i++) buf[sizeof prefix + i] = (uint8_t)"right!"[i];
    pq8k_shake256(ref, sizeof ref, buf, sizeof prefix + 6);
    TT_ASSERT_MEM(b, ref, sizeof ref);
}

static void state_size(void)
{
    TT_ASSERT_EQ(sizeof(pq8k_keccak_state), 208);
}

void tt_suite_fips202(void)
{
    tt_run("fips202: keccak-f[1600] of the zero state", permutation_zero_state);
    tt_run("fips202: SHA3/SHAKE known answers", known_answers);
    tt_run("fips202: length sweep 0..339", length_sweep);
    tt_run("fips202: random split absorb/squeeze", random_split);
    tt_run("fips202: block-aligned pieces", block_aligned_pieces);
    tt_run("fips202: fork by struct copy", fork_by_copy);
    tt_run("fips202: state size", state_size);
}
