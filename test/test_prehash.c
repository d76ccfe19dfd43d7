/* SPDX-License-Identifier: MIT */
/*
 * The pre-hash modes: HashML-DSA (FIPS 204 section 5.4) and HashSLH-DSA
 * (FIPS 205 section 10.2), and the twelve pre-hash functions behind them.
 *
 * - pq8k_prehash_digest of "abc" (the NIST example values of FIPS 180-4 and
 *   FIPS 202) and of a 1000-byte message (Python's hashlib, independent of
 *   pq8k) under each function; its argument checks.
 * - For each ML-DSA level four functions and for each SLH-DSA set one (all
 *   twelve functions are used by each scheme): a deterministic signature made
 *   on the host from a fixed key, whose SHA-256 (first 16 bytes) must equal the
 *   value computed with an independent implementation, mjosaarinen/py-acvp-pqc
 *   (fips204.py, fips205.py at commit 1c859956; run outside the project, the
 *   inputs are spelled out below); verified one-shot and through
 *   the engine at chunk sizes 1, 7, 64 and random; a hedged signature verified
 *   the same way; negatives (another function with the same digest length, a
 *   wrong PH length, a flipped bit of PH(M) and of the signature, another
 *   context, the pure mode, an unknown function), one-shot and streamed
 *   giving the same code.
 * Targets: ML-DSA-44 with SHA-256 and SLH-DSA-SHA2-128f, at 64-byte chunks.
 *
 * The ACVP HashML-DSA sigVer/sigGen groups (ACVP-Server 1.1.0.40) and the
 * HashSLH-DSA sigGen inputs are not in the shared vectors folder; the
 * differential check against them is described in docs/prehash.md.
 */
#include <string.h>
#include "tt.h"
#include "stream_feed.h"
#include "pq8k/mldsa.h"
#include "pq8k/prehash.h"
#include "pq8k/slhdsa.h"
#include "pq8k/stream.h"
#include "common/sha2.h"

#define MAX_SIG PQ8K_SLHDSA_MAX_SIG_BYTES
#define MAX_STREAM 50000 /* SLH-DSA-*-256f: 4 + 64 + 49,856; ML-DSA-87: 38,583 */

static uint8_t g_msg[1000], g_ph[64], g_pk[2592], g_sk[4896];
static uint8_t g_sig[MAX_SIG], g_sig2[MAX_SIG], g_stream[MAX_STREAM];
static pq8k_verifier v;
static const uint8_t k_ctx[] = "pq8k-prehash"; /* 12 bytes, the terminator is not used */
#define CTXLEN 12

static void test_message(void)
{
    for (size_t i = 0; i < sizeof g_msg; i++) g_msg[i] = (uint8_t)(i * 31 + 7);
}

static void hex_eq(const uint8_t *got, const char *want_hex, size_t n)
{
    uint8_t want[64];
    TT_ASSERT_EQ(tt_unhex(want, sizeof want, want_hex), (long)n);
    TT_ASSERT_MEM(got, want, n);
}

/* first 16 bytes of SHA-256(sig) against the independent implementation's value */
static void sig_digest_eq(const uint8_t *sig, size_t siglen, const char *want_hex)
{
    uint8_t d[32];
    pq8k_sha256(d, sig, siglen);
    hex_eq(d, want_hex, 16);
}

/* ---- the pre-hash functions ---- */

/* per pq8k_prehash value 1..12: PH("abc"), PH(g_msg) */
static const char *const k_digests[12][2] = {
    {"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
     "5097e7d587352f5097062ae679f37bda5802d9f875aba14c8cb4d1a188ada179"},
    {"cb00753f45a35e8bb5a03d699ac65007272c32ab0eded163"
     "1a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
     "4f33e6bdc22d2129245d832f3b149770b799aa9e63b4c79b"
     "d3073aca7e5afc8332c83cace1f5d81c22a256f09dcb3f98"},
    {"ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
     "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
     "b41d42e106eca6bf57123566b7ed1550c37d33af23afbfa8e302dfd44c988b30"
     "03a26b4140ef42f535e66ea424e7c4a31616307269e6d520a6508f726da23d0a"},
    {"3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
     "e9612e6ecfc2fc3c9467302e2563d3155906eaf49e0bb663e460791ef2fec839"},
    {"b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
     "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
     "842d060a3f1a6d6b80aaf57258f0edb7e1c0abcfa112479ac989b1527d0b0c5e"
     "f6da88b7f6c80cd05a7a1e08d46865bf02620044ded6ef5c21c8902a38d4f909"},
    {"5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8",
     "b0e0c141ce415f44188aa69075387c0af2114a07797fd7ffd9a9afe7257b9ad3"},
    {"483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739"
     "d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4",
     "1f9024b7861ad474ce4d8253ae8b899dec5219a9c5818db284d61b06be35774b"
     "04cc09cd7a29b84caabd9637030e7bc8f8d86532c49fa2a1b0fb6781121d7d45"},
    {"23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
     "2dc7f66b50af36588ccf95cf6374a6c0722d9ea1b03cb637b1f40488"},
    {"4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa",
     "8a9faa2f94e1d2826c81fccbc6597acd7fe913abe6ee7459f15cf86e"},
    {"53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23",
     "012a86c7b67a3e56043698228fb6dca1045dffde96d9feb63ddac4a1d6ca8dd1"},
    {"e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf",
     "7989dfd171a962c2ddef4ca6034a480e33f92d9ec131d6e378309cee"},
    {"ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c25"
     "96da7cf0e49be4b298d88cea927ac7f539f1edf228376d25",
     "70f30a5988edf28989c9d1bce5b07762120fbf8c9f53a466"
     "db2a02aed8c0f08bd24f70a57da28269c565575524967823"},
};

static void digests(void)
{
    uint8_t out[64];
    size_t n;
    test_message();
    for (unsigned a = 1; a <= 12; a++) {
        size_t len = pq8k_prehash_length((pq8k_prehash)a);
        TT_ASSERT_EQ(2 * len, strlen(k_digests[a - 1][0]));
        n = sizeof out;
        TT_ASSERT_EQ(pq8k_prehash_digest((pq8k_prehash)a, (const uint8_t *)"abc", 3, out, &n), 0);
        TT_ASSERT_EQ(n, len);
        hex_eq(out, k_digests[a - 1][0], len);
        n = len; /* exactly the capacity needed */
        TT_ASSERT_EQ(pq8k_prehash_digest((pq8k_prehash)a, g_msg, sizeof g_msg, out, &n), 0);
        hex_eq(out, k_digests[a - 1][1], len);
        n = len - 1;
        TT_ASSERT_EQ(pq8k_prehash_digest((pq8k_prehash)a, g_msg, sizeof g_msg, out, &n), PQ8K_ERR_BAD_LENGTH);
        TT_ASSERT_EQ(n, len);
    }
    TT_ASSERT_EQ(pq8k_prehash_length((pq8k_prehash)0), 0);
    TT_ASSERT_EQ(pq8k_prehash_length((pq8k_prehash)13), 0);
    n = sizeof out;
    TT_ASSERT_EQ(pq8k_prehash_digest((pq8k_prehash)13, g_msg, 1, out, &n), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(n, 0);
    n = sizeof out;
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA256, NULL, 1, out, &n), PQ8K_ERR_STATE);
    n = sizeof out;
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA256, g_msg, 1, NULL, &n), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA256, g_msg, 1, out, NULL), PQ8K_ERR_STATE);
    n = sizeof out;
    TT_ASSERT_EQ(pq8k_prehash_digest(PQ8K_PH_SHA256, NULL, 0, out, &n), 0); /* the empty message */
    hex_eq(out, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", 32);
}

/* PH(g_msg) under alg into g_ph; its length */
static size_t prehash_msg(pq8k_prehash alg)
{
    size_t n = sizeof g_ph;
    TT_ASSERT_EQ(pq8k_prehash_digest(alg, g_msg, sizeof g_msg, g_ph, &n), 0);
    return n;
}

/* streamed verification of (pk, sig) in pre-hash mode at one chunking */
static int stream_verify(pq8k_scheme s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                         size_t siglen, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                         const uint8_t *ctx, size_t ctxlen, size_t chunk)
{
    uint8_t d[PQ8K_MAX_DIGEST_BYTES];
    size_t dl = sizeof d, n = sizeof g_stream;
    int r;
    TT_ASSERT_EQ(pq8k_pk_digest(s, pk, pklen, d, &dl), 0);
    TT_ASSERT_EQ(pq8k_stream_encode(s, pk, pklen, sig, siglen, g_stream, &n), 0);
    r = pq8k_verify_init_prehash(&v, s, d, dl, alg, ph, phlen, ctx, ctxlen);
    if (r != 0) return r;
    return tt_stream_feed(&v, g_stream, n, chunk, 700);
}

static const size_t k_chunkings[] = {1, 7, 64, TT_CHUNK_RANDOM};

/* ---- HashML-DSA ---- */

typedef struct {
    pq8k_scheme scheme;
    size_t pklen, siglen;
    int (*keygen_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*hash_sign)(uint8_t *, size_t *, const uint8_t *, pq8k_prehash, const uint8_t *, size_t,
                     const uint8_t *, size_t);
    int (*hash_sign_det)(uint8_t *, size_t *, const uint8_t *, pq8k_prehash, const uint8_t *,
                         size_t, const uint8_t *, size_t);
    int (*hash_verify)(const uint8_t *, const uint8_t *, size_t, pq8k_prehash, const uint8_t *,
                       size_t, const uint8_t *, size_t);
    int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *,
                  size_t);
    pq8k_prehash alg[4];
    const char *sig_sha256[4]; /* py-acvp-pqc: hash_ml_dsa_sign(sk, msg, ctx, alg, rnd = 0^32) */
} mldsa_case;

#define MLDSA_FNS(p)                                                                           \
    pq8k_mldsa##p##_keygen_from_seed, pq8k_mldsa##p##_hash_sign,                              \
        pq8k_mldsa##p##_hash_sign_deterministic, pq8k_mldsa##p##_hash_verify, pq8k_mldsa##p##_verify

/* keys: keygen_from_seed(xi = 00 01 .. 1f) */
static const mldsa_case k_mldsa[3] = {
    {PQ8K_MLDSA44, 1312, 2420, MLDSA_FNS(44),
     {PQ8K_PH_SHA256, PQ8K_PH_SHA3_256, PQ8K_PH_SHAKE128, PQ8K_PH_SHA224},
     {"1a05cd313f3d053f2056121bd3c60af1", "2fa3d7706822f8815b751b60daf9d1a6",
      "d72751a99ea98bfdcdb9ee60a5a79fc3", "be7b4006155b1f431092d2a3f6b06ca4"}},
    {PQ8K_MLDSA65, 1952, 3309, MLDSA_FNS(65),
     {PQ8K_PH_SHA384, PQ8K_PH_SHA3_384, PQ8K_PH_SHA512_224, PQ8K_PH_SHA3_224},
     {"26e3b50e79fab91db3c4517f0da0167f", "df0d760491c55543b3f8045a06000b14",
      "aa9ed5efbeda76ec457855ab2f0f3734", "405b89a4f3c3dd026acaa4e7e36c754a"}},
    {PQ8K_MLDSA87, 2592, 4627, MLDSA_FNS(87),
     {PQ8K_PH_SHA512, PQ8K_PH_SHA3_512, PQ8K_PH_SHAKE256, PQ8K_PH_SHA512_256},
     {"20c0bd119d35e89375a5ce7d18ee1a92", "33adf7cbe3af39902a28ae6f74adbc07",
      "232266f695e81eb966bebdd7810960a5", "35d27398b202f5ff00c01c3f0ba7ffd4"}},
};

/* another function with the same digest length */
static pq8k_prehash same_length_other(pq8k_prehash alg)
{
    for (unsigned a = 1; a <= 12; a++)
        if (a != (unsigned)alg && pq8k_prehash_length((pq8k_prehash)a) == pq8k_prehash_length(alg))
            return (pq8k_prehash)a;
    return alg;
}

/* one-shot and streamed (64-byte chunks) must give the same code: returns it */
static int mldsa_both(const mldsa_case *c, const uint8_t *sig, pq8k_prehash alg, const uint8_t *ph,
                      size_t phlen, const uint8_t *ctx, size_t ctxlen)
{
    int one = c->hash_verify(g_pk, sig, c->siglen, alg, ph, phlen, ctx, ctxlen);
    int str = stream_verify(c->scheme, g_pk, c->pklen, sig, c->siglen, alg, ph, phlen, ctx, ctxlen, 64);
    TT_ASSERT_EQ(one, str);
    return one;
}

static void mldsa_negatives(const mldsa_case *c, pq8k_prehash alg, size_t phlen)
{
    size_t siglen = 1;
    TT_ASSERT_EQ(mldsa_both(c, g_sig, same_length_other(alg), g_ph, phlen, k_ctx, CTXLEN),
                 PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(mldsa_both(c, g_sig, alg, g_ph, phlen - 1, k_ctx, CTXLEN), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(mldsa_both(c, g_sig, (pq8k_prehash)13, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(mldsa_both(c, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN - 1), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(mldsa_both(c, g_sig, alg, g_ph, phlen, NULL, 0), PQ8K_ERR_BAD_SIGNATURE);
    g_ph[phlen - 1] ^= 0x01;
    TT_ASSERT_EQ(mldsa_both(c, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    g_ph[phlen - 1] ^= 0x01;
    g_sig[5] ^= 0x10; /* inside c~ */
    TT_ASSERT_EQ(mldsa_both(c, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    g_sig[5] ^= 0x10;
    /* a pre-hash signature is not a pure signature of the message, nor of PH(M) */
    TT_ASSERT_EQ(c->verify(g_pk, g_sig, c->siglen, g_msg, sizeof g_msg, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(c->verify(g_pk, g_sig, c->siglen, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    /* signing refuses what verifying refuses, with cleared outputs */
    TT_ASSERT_EQ(c->hash_sign_det(g_sig2, &siglen, g_sk, (pq8k_prehash)0, g_ph, phlen, NULL, 0),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(siglen, 0);
    TT_ASSERT_EQ(c->hash_sign(g_sig2, NULL, g_sk, alg, g_ph, phlen + 1, NULL, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(c->hash_sign(g_sig2, NULL, g_sk, alg, NULL, phlen, NULL, 0), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(c->hash_sign(g_sig2, NULL, g_sk, alg, g_ph, phlen, k_ctx, 256), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(c->hash_verify(g_pk, g_sig, c->siglen, alg, g_ph, phlen, k_ctx, 256), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(c->hash_verify(g_pk, g_sig, c->siglen - 1, alg, g_ph, phlen, k_ctx, CTXLEN),
                 PQ8K_ERR_BAD_LENGTH);
}

static void mldsa_case_run(const mldsa_case *c, unsigned nalg, int target)
{
    uint8_t xi[32];
    size_t siglen;
    for (unsigned i = 0; i < sizeof xi; i++) xi[i] = (uint8_t)i;
    test_message();
    TT_ASSERT_EQ(c->keygen_from_seed(g_pk, g_sk, xi), 0);
    for (unsigned i = 0; i < nalg; i++) {
        pq8k_prehash alg = c->alg[i];
        size_t phlen = prehash_msg(alg);
        TT_ASSERT_EQ(c->hash_sign_det(g_sig, &siglen, g_sk, alg, g_ph, phlen, k_ctx, CTXLEN), 0);
        TT_ASSERT_EQ(siglen, c->siglen);
        sig_digest_eq(g_sig, siglen, c->sig_sha256[i]);
        TT_ASSERT_EQ(c->hash_verify(g_pk, g_sig, siglen, alg, g_ph, phlen, k_ctx, CTXLEN), 0);
        for (size_t k = target ? 2 : 0; k < sizeof k_chunkings / sizeof k_chunkings[0]; k++)
            TT_ASSERT_EQ(stream_verify(c->scheme, g_pk, c->pklen, g_sig, siglen, alg, g_ph, phlen,
                                       k_ctx, CTXLEN, k_chunkings[k]), 0);
        if (i == 0) mldsa_negatives(c, alg, phlen);
    }
    /* hedged: another signature, as valid */
    {
        pq8k_prehash alg = c->alg[0];
        size_t phlen = prehash_msg(alg);
        TT_ASSERT_EQ(c->hash_sign(g_sig2, &siglen, g_sk, alg, g_ph, phlen, NULL, 0), 0);
        TT_ASSERT(memcmp(g_sig2, g_sig, c->siglen) != 0);
        TT_ASSERT_EQ(mldsa_both(c, g_sig2, alg, g_ph, phlen, NULL, 0), 0);
    }
}

static void mldsa44(void) { mldsa_case_run(&k_mldsa[0], tt_is_target() ? 1 : 4, tt_is_target()); }
static void mldsa65(void) { mldsa_case_run(&k_mldsa[1], 4, 0); }
static void mldsa87(void) { mldsa_case_run(&k_mldsa[2], 4, 0); }

/* ---- HashSLH-DSA ---- */

/* py-acvp-pqc: hash_slh_sign(msg, ctx, PH, sk) deterministic, with the keys of
   slh_keygen_internal(SK.seed = 00 01 .., SK.prf = 40 41 .., PK.seed = 80 81 ..)
   and PH = pq8k_prehash value set + 1 */
static const char *const k_slh_sig_sha256[PQ8K_SLHDSA_SET_COUNT] = {
    "c6412df28efde699d643b4fdb00b1fca", "8e2de3d6f71cfc192f59ed953f5a9d9e",
    "af6bfbfd4bc7d340540529b1e622d04c", "4dbfc731f563fb9de3f1dc29d729753b",
    "2d1b78e8e1dd9558b7f28f81d1f68a27", "0348e2b78b604e3361378bf4e560d81f",
    "b816c78744b0407732588c5091d460a9", "87db30b114e79581a1c3896fdb0020d4",
    "2972dd9f1559382167e3ef86aba73c83", "c135039de0fe209f6b3cbd02342a4d80",
    "8ee4e38d9f986791c81d35a6d906066e", "76acdc419b597d8338a13ae0cf337392",
};

static pq8k_scheme slh_scheme(pq8k_slhdsa_set s) { return (pq8k_scheme)(0x10 + (int)s); }

static int slh_both(pq8k_slhdsa_set s, const uint8_t *sig, pq8k_prehash alg, const uint8_t *ph,
                    size_t phlen, const uint8_t *ctx, size_t ctxlen)
{
    size_t pklen = pq8k_slhdsa_pk_bytes(s), siglen = pq8k_slhdsa_sig_bytes(s);
    int one = pq8k_slhdsa_hash_verify(s, sig, siglen, alg, ph, phlen, ctx, ctxlen, g_pk);
    int str = stream_verify(slh_scheme(s), g_pk, pklen, sig, siglen, alg, ph, phlen, ctx, ctxlen, 64);
    TT_ASSERT_EQ(one, str);
    return one;
}

static void slh_negatives(pq8k_slhdsa_set s, pq8k_prehash alg, size_t phlen)
{
    size_t siglen = pq8k_slhdsa_sig_bytes(s);
    TT_ASSERT_EQ(slh_both(s, g_sig, same_length_other(alg), g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(slh_both(s, g_sig, alg, g_ph, phlen + 1, k_ctx, CTXLEN), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(slh_both(s, g_sig, (pq8k_prehash)0, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(slh_both(s, g_sig, alg, g_ph, phlen, k_ctx + 1, CTXLEN - 1), PQ8K_ERR_BAD_SIGNATURE);
    g_ph[0] ^= 0x80;
    TT_ASSERT_EQ(slh_both(s, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    g_ph[0] ^= 0x80;
    g_sig[siglen - 1] ^= 0x01; /* the last auth node of the top layer */
    TT_ASSERT_EQ(slh_both(s, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN), PQ8K_ERR_BAD_SIGNATURE);
    g_sig[siglen - 1] ^= 0x01;
    TT_ASSERT_EQ(pq8k_slhdsa_verify(s, g_sig, siglen, g_msg, sizeof g_msg, k_ctx, CTXLEN, g_pk),
                 PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_verify(s, g_sig, siglen - 1, alg, g_ph, phlen, k_ctx, CTXLEN, g_pk),
                 PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign_deterministic(s, g_sig2, (pq8k_prehash)13, g_ph, phlen, NULL, 0, g_sk),
                 PQ8K_ERR_UNSUPPORTED);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign(s, g_sig2, alg, g_ph, phlen - 1, NULL, 0, g_sk), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign(s, g_sig2, alg, g_ph, phlen, k_ctx, 256, g_sk), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign(s, g_sig2, alg, NULL, phlen, NULL, 0, g_sk), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_verify(s, g_sig, siglen, alg, g_ph, phlen, k_ctx, 256, g_pk),
                 PQ8K_ERR_BAD_LENGTH);
}

static void slh_set(pq8k_slhdsa_set s, int target)
{
    uint8_t seeds[3][32];
    size_t n = pq8k_slhdsa_pk_bytes(s) / 2, siglen = pq8k_slhdsa_sig_bytes(s);
    pq8k_prehash alg = (pq8k_prehash)(s + 1);
    size_t phlen;
    for (unsigned i = 0; i < 32; i++) {
        seeds[0][i] = (uint8_t)i;
        seeds[1][i] = (uint8_t)(0x40 + i);
        seeds[2][i] = (uint8_t)(0x80 + i);
    }
    test_message();
    TT_ASSERT_EQ(n * 2, pq8k_slhdsa_pk_bytes(s));
    TT_ASSERT_EQ(pq8k_slhdsa_keygen_from_seed(s, seeds[0], seeds[1], seeds[2], g_pk, g_sk), 0);
    phlen = prehash_msg(alg);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign_deterministic(s, g_sig, alg, g_ph, phlen, k_ctx, CTXLEN, g_sk), 0);
    sig_digest_eq(g_sig, siglen, k_slh_sig_sha256[s]);
    TT_ASSERT_EQ(pq8k_slhdsa_hash_verify(s, g_sig, siglen, alg, g_ph, phlen, k_ctx, CTXLEN, g_pk), 0);
    for (size_t k = target ? 2 : 0; k < sizeof k_chunkings / sizeof k_chunkings[0]; k++)
        TT_ASSERT_EQ(stream_verify(slh_scheme(s), g_pk, 2 * n, g_sig, siglen, alg, g_ph, phlen, k_ctx,
                                   CTXLEN, k_chunkings[k]), 0);
    slh_negatives(s, alg, phlen);
    /* hedged: another signature (another R), as valid */
    TT_ASSERT_EQ(pq8k_slhdsa_hash_sign(s, g_sig2, alg, g_ph, phlen, NULL, 0, g_sk), 0);
    TT_ASSERT(memcmp(g_sig2, g_sig, n) != 0);
    TT_ASSERT_EQ(slh_both(s, g_sig2, alg, g_ph, phlen, NULL, 0), 0);
}

static void slhdsa_fast(void)
{
    if (tt_is_target()) {
        slh_set(PQ8K_SLHDSA_SET_SHA2_128F, 1);
        return;
    }
    for (unsigned s = 1; s < PQ8K_SLHDSA_SET_COUNT; s += 2) slh_set((pq8k_slhdsa_set)s, 0);
}

/* host only: signing an s set takes minutes under QEMU */
static void slhdsa_small(void)
{
    for (unsigned s = 0; s < PQ8K_SLHDSA_SET_COUNT; s += 2) slh_set((pq8k_slhdsa_set)s, 0);
}

void tt_suite_prehash(void)
{
    tt_run("prehash_digests", digests);
    tt_run("prehash_mldsa44", mldsa44);
    if (!tt_is_target()) {
        tt_run("prehash_mldsa65", mldsa65);
        tt_run("prehash_mldsa87", mldsa87);
    }
    tt_run("prehash_slhdsa_f_sets", slhdsa_fast);
    if (!tt_is_target()) tt_run("prehash_slhdsa_s_sets", slhdsa_small);
}
