/* SPDX-License-Identifier: MIT */
/*
 * The classical halves (src/classic, issue 27) beyond Wycheproof: known
 * answers (RFC 8032 section 7.1 tests 1-3, a P-256 key checked with another
 * implementation), sign/verify round trips over random keys, and bad inputs:
 * every bit flip of a signature, truncations and trailing bytes, wrong keys,
 * r or s = 0, n, n + 1, off-curve and out-of-range keys, S >= L,
 * non-canonical point encodings, NULL arguments, the workspace calls. On
 * the QEMU targets the flips and round trips are sampled.
 */
#include <string.h>
#include "tt.h"
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "common/sha2.h"
#include "classic/p256.h"
#include "classic/ed25519.h"
#include "classic/ed25519_field.h"

static void unhex(uint8_t *out, size_t n, const char *hex)
{
    TT_ASSERT_EQ(tt_unhex(out, n, hex), (long)n);
}

#if PQ8K_CONFIG_P256 && PQ8K_CONFIG_CLASSIC_SIGN /* the tests make their keys and signatures */
static const char n_hex[] = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551";
static const char p_hex[] = "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff";

/* d = 01 08 0f ... (i * 7 + 1): pk from python's cryptography 48.0 */
static void p256_known_key(void)
{
    uint8_t seed[32], pk[65], sk[32], want[65];
    for (int i = 0; i < 32; i++) seed[i] = (uint8_t)(i * 7 + 1);
    unhex(want, 65, "04eb72df8d977165de80499532a268530cd607775d160ebb588832ff5186976561"
                    "47741e19ab55fe615232386b74224b7ef5fade207808b6cd13731cf5273f6402");
    TT_ASSERT_EQ(pq8k_p256_keygen_from_seed(pk, sk, seed), 0);
    TT_ASSERT_MEM(pk, want, 65);
    TT_ASSERT_MEM(sk, seed, 32);
    /* seeds 0 and n are no scalars: refused, outputs zeroed */
    memset(seed, 0, 32);
    TT_ASSERT_EQ(pq8k_p256_keygen_from_seed(pk, sk, seed), PQ8K_ERR_BAD_ENCODING);
    TT_ASSERT(pk[0] == 0 && sk[0] == 0);
    unhex(seed, 32, n_hex);
    TT_ASSERT_EQ(pq8k_p256_keygen_from_seed(pk, sk, seed), PQ8K_ERR_BAD_ENCODING);
}

static void p256_fresh(uint8_t pk[65], uint8_t sk[32], uint8_t digest[32])
{
    uint8_t seed[32];
    do tt_randbytes(seed, 32);
    while (pq8k_p256_keygen_from_seed(pk, sk, seed) != 0);
    tt_randbytes(digest, 32);
}

static void p256_round_trip(void)
{
    uint8_t pk[65], sk[32], d[64], sig[72], raw[64];
    size_t len;
    int rounds = tt_is_target() ? 3 : 40;
    for (int i = 0; i < rounds; i++) {
        p256_fresh(pk, sk, d);
        tt_randbytes(d + 32, 32);
        size_t dlen = (size_t)(i % 3 == 0 ? 64 : i % 3 == 1 ? 32 : 20);
        TT_ASSERT_EQ(pq8k_p256_sign(sig, &len, sk, d, dlen), 0);
        TT_ASSERT(len >= 8 && len <= 72);
        TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, d, dlen), 0);
        /* a 64-byte digest counts by its first 32 bytes only */
        if (dlen == 64) {
            TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, d, 32), 0);
            d[40] ^= 1;
            TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, d, 64), 0);
        }
        d[0] ^= 0x80;
        TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, d, dlen), PQ8K_ERR_BAD_SIGNATURE);
        (void)raw;
    }
    /* deterministic: the same key and digest give the same signature */
    uint8_t sig2[72];
    size_t len2;
    TT_ASSERT_EQ(pq8k_p256_sign(sig, &len, sk, d, 32), 0);
    TT_ASSERT_EQ(pq8k_p256_sign(sig2, &len2, sk, d, 32), 0);
    TT_ASSERT(len == len2);
    TT_ASSERT_MEM(sig, sig2, len);
}

/* A valid signature in raw form, and its key and digest. */
static void p256_raw(uint8_t pk[65], uint8_t raw[64], uint8_t d[32])
{
    uint8_t sk[32], sig[72];
    size_t len, pos = 2;
    p256_fresh(pk, sk, d);
    TT_ASSERT_EQ(pq8k_p256_sign(sig, &len, sk, d, 32), 0);
    for (int k = 0; k < 2; k++) {       /* DER to r || s (pq8k's own output) */
        size_t l = sig[pos + 1], skip = sig[pos + 2] == 0;
        memset(raw + 32 * k, 0, 32);
        memcpy(raw + 32 * k + 32 - (l - skip), sig + pos + 2 + skip, l - skip);
        pos += 2 + l;
    }
    TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, raw, d, 32), 0);
}

static void p256_bad_scalars(void)
{
    uint8_t pk[65], raw[64], d[32], bad[64], n[32], one[32] = {0};
    p256_raw(pk, raw, d);
    unhex(n, 32, n_hex);
    one[31] = 1;
    for (int half = 0; half < 2; half++) {
        /* 0, n, n + 1, 2^256 - 1 in r, then in s */
        memcpy(bad, raw, 64);
        memset(bad + 32 * half, 0, 32);
        TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), PQ8K_ERR_BAD_ENCODING);
        memcpy(bad + 32 * half, n, 32);
        TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), PQ8K_ERR_BAD_ENCODING);
        bad[32 * half + 31]++;
        TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), PQ8K_ERR_BAD_ENCODING);
        memset(bad + 32 * half, 0xff, 32);
        TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), PQ8K_ERR_BAD_ENCODING);
        /* 1 is in range but does not verify */
        memcpy(bad + 32 * half, one, 32);
        TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), PQ8K_ERR_BAD_SIGNATURE);
    }
    /* s and n - s: the other valid form is accepted too (ECDSA, no low-s rule) */
    uint8_t neg[32];
    uint32_t borrow = 0;
    for (int i = 31; i >= 0; i--) {
        uint32_t t = (uint32_t)n[i] - raw[32 + i] - borrow;
        neg[i] = (uint8_t)t;
        borrow = (t >> 8) & 1;
    }
    memcpy(bad, raw, 32);
    memcpy(bad + 32, neg, 32);
    TT_ASSERT_EQ(pq8k_p256_verify_raw(pk, bad, d, 32), 0);
}

static void p256_bad_keys(void)
{
    uint8_t pk[65], other[65], sk[32], raw[64], d[32], bad[65], p[32];
    p256_raw(pk, raw, d);
    p256_fresh(other, sk, d + 0);       /* wrong key (and a fresh digest: re-sign) */
    p256_raw(pk, raw, d);
    TT_ASSERT_EQ(pq8k_p256_verify_raw(other, raw, d, 32), PQ8K_ERR_BAD_SIGNATURE);
    memcpy(bad, pk, 65);
    bad[64] ^= 1;                       /* off the curve */
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    memcpy(bad, pk, 65);
    bad[0] = 0x02;                      /* compressed or hybrid prefixes: not taken */
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    bad[0] = 0x06;
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    memset(bad, 0, 65);                 /* "infinity" */
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    bad[0] = 0x04;
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    /* x + p, y + p do not fit; x = p, y = p are out of range */
    unhex(p, 32, p_hex);
    memcpy(bad, pk, 65);
    memcpy(bad + 1, p, 32);
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    memcpy(bad, pk, 65);
    memcpy(bad + 33, p, 32);
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_ENCODING);
    /* the negated key (x, p - y) is on the curve but not the signer's */
    memcpy(bad, pk, 65);
    uint32_t borrow = 0;
    for (int i = 31; i >= 0; i--) {
        uint32_t t = (uint32_t)p[i] - pk[33 + i] - borrow;
        bad[33 + i] = (uint8_t)t;
        borrow = (t >> 8) & 1;
    }
    TT_ASSERT_EQ(pq8k_p256_verify_raw(bad, raw, d, 32), PQ8K_ERR_BAD_SIGNATURE);
}

static void p256_der_mutations(void)
{
    uint8_t pk[65], sk[32], d[32], sig[80], bad[80];
    size_t len;
    p256_fresh(pk, sk, d);
    TT_ASSERT_EQ(pq8k_p256_sign(sig, &len, sk, d, 32), 0);
    /* every bit flip (sampled on targets) */
    size_t step = tt_is_target() ? 13 : 1;
    for (size_t bit = 0; bit < 8 * len; bit += step) {
        memcpy(bad, sig, len);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        int rc = pq8k_p256_verify(pk, bad, len, d, 32);
        TT_ASSERT(rc == PQ8K_ERR_BAD_SIGNATURE || rc == PQ8K_ERR_BAD_ENCODING);
    }
    /* every truncation, a trailing byte, a long-form length */
    for (size_t l = 0; l < len; l++)
        TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, l, d, 32), PQ8K_ERR_BAD_ENCODING);
    memcpy(bad, sig, len);
    bad[len] = 0;
    TT_ASSERT_EQ(pq8k_p256_verify(pk, bad, len + 1, d, 32), PQ8K_ERR_BAD_ENCODING);
    bad[1]++;
    TT_ASSERT_EQ(pq8k_p256_verify(pk, bad, len + 1, d, 32), PQ8K_ERR_BAD_ENCODING);
    bad[0] = 0x30;
    bad[1] = 0x81;
    bad[2] = (uint8_t)(len - 2);
    memcpy(bad + 3, sig + 2, len - 2);
    TT_ASSERT_EQ(pq8k_p256_verify(pk, bad, len + 1, d, 32), PQ8K_ERR_BAD_ENCODING);
    /* a superfluous leading zero in r */
    bad[0] = 0x30;
    bad[1] = (uint8_t)(sig[1] + 1);
    bad[2] = 0x02;
    bad[3] = (uint8_t)(sig[3] + 1);
    bad[4] = 0;
    memcpy(bad + 5, sig + 4, len - 4);
    TT_ASSERT_EQ(pq8k_p256_verify(pk, bad, len + 1, d, 32), PQ8K_ERR_BAD_ENCODING);
    /* the untouched signature still verifies; NULL arguments are misuse */
    TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, d, 32), 0);
    TT_ASSERT_EQ(pq8k_p256_verify(NULL, sig, len, d, 32), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_p256_verify(pk, NULL, len, d, 32), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_p256_verify(pk, sig, len, NULL, 32), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_p256_sign(NULL, &len, sk, d, 32), PQ8K_ERR_STATE);
    /* the workspace call: any prior contents, no workspace is misuse */
    pq8k_p256_ws ws;
    memset(&ws, 0xff, sizeof ws);
    TT_ASSERT_EQ(pq8k_p256_verify_ws(pk, sig, len, d, 32, &ws), 0);
    TT_ASSERT_EQ(pq8k_p256_verify_ws(pk, sig, len, d, 32, &ws), 0);
    TT_ASSERT_EQ(pq8k_p256_verify_ws(pk, sig, len, d, 31, &ws), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_p256_verify_ws(pk, sig, len, d, 32, NULL), PQ8K_ERR_STATE);
}
#endif

#if PQ8K_CONFIG_ED25519
#if PQ8K_CONFIG_CLASSIC_SIGN /* the RFC 8032 tests sign too; tests below make keys and signatures */
/* RFC 8032 section 7.1, TEST 1 to 3 */
static const struct {
    const char *seed, *pk, *msg, *sig;
} rfc8032[] = {
    {"9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
     "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
    {"4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
     "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"},
    {"c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"},
};

static void ed25519_known(void)
{
    uint8_t seed[32], pk[32], want_pk[32], msg[2], sig[64], want_sig[64];
    for (size_t i = 0; i < sizeof rfc8032 / sizeof rfc8032[0]; i++) {
        unhex(seed, 32, rfc8032[i].seed);
        unhex(want_pk, 32, rfc8032[i].pk);
        unhex(want_sig, 64, rfc8032[i].sig);
        long mlen = tt_unhex(msg, sizeof msg, rfc8032[i].msg);
        TT_ASSERT_EQ(pq8k_ed25519_keygen_from_seed(pk, seed), 0);
        TT_ASSERT_MEM(pk, want_pk, 32);
        TT_ASSERT_EQ(pq8k_ed25519_sign(sig, seed, pk, msg, (size_t)mlen), 0);
        TT_ASSERT_MEM(sig, want_sig, 64);
        TT_ASSERT_EQ(pq8k_ed25519_verify(pk, sig, msg, (size_t)mlen), 0);
    }
}

static void ed25519_fresh(uint8_t seed[32], uint8_t pk[32], uint8_t msg[48], uint8_t sig[64])
{
    tt_randbytes(seed, 32);
    tt_randbytes(msg, 48);
    TT_ASSERT_EQ(pq8k_ed25519_keygen_from_seed(pk, seed), 0);
    TT_ASSERT_EQ(pq8k_ed25519_sign(sig, seed, pk, msg, 48), 0);
}

static void ed25519_round_trip(void)
{
    uint8_t seed[32], pk[32], msg[48], sig[64], other[32];
    int rounds = tt_is_target() ? 3 : 40;
    for (int i = 0; i < rounds; i++) {
        ed25519_fresh(seed, pk, msg, sig);
        TT_ASSERT_EQ(pq8k_ed25519_verify(pk, sig, msg, 48), 0);
        TT_ASSERT_EQ(pq8k_ed25519_verify(pk, sig, msg, 47), PQ8K_ERR_BAD_SIGNATURE);
    }
    /* signing with a pk that is not the seed's is refused */
    memcpy(other, pk, 32);
    other[0] ^= 1;
    TT_ASSERT_EQ(pq8k_ed25519_sign(sig, seed, other, msg, 48), PQ8K_ERR_STATE);
    TT_ASSERT(sig[0] == 0 && sig[63] == 0);
}

static void ed25519_mutations(void)
{
    static const uint8_t l_le[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                     0xa2, 0xde, 0xf9, 0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                     0, 0, 0, 0, 0x10};
    uint8_t seed[32], pk[32], msg[48], sig[64], bad[64], badpk[32], seed2[32], pk2[32];
    ed25519_fresh(seed, pk, msg, sig);
    size_t step = tt_is_target() ? 11 : 1;
    for (size_t bit = 0; bit < 512; bit += step) {
        memcpy(bad, sig, 64);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        int rc = pq8k_ed25519_verify(pk, bad, msg, 48);
        TT_ASSERT(rc == PQ8K_ERR_BAD_SIGNATURE || rc == PQ8K_ERR_BAD_ENCODING);
    }
    for (size_t bit = 0; bit < 256; bit += step) {
        memcpy(badpk, pk, 32);
        badpk[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        int rc = pq8k_ed25519_verify(badpk, sig, msg, 48);
        TT_ASSERT(rc == PQ8K_ERR_BAD_SIGNATURE || rc == PQ8K_ERR_BAD_ENCODING);
    }
    /* S + L: the same value mod L, refused as non-canonical */
    memcpy(bad, sig, 64);
    unsigned carry = 0;
    for (int i = 0; i < 32; i++) {
        unsigned t = bad[32 + i] + l_le[i] + carry;
        bad[32 + i] = (uint8_t)t;
        carry = t >> 8;
    }
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk, bad, msg, 48), PQ8K_ERR_BAD_ENCODING);
    memcpy(bad + 32, l_le, 32);         /* S = L */
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk, bad, msg, 48), PQ8K_ERR_BAD_ENCODING);
    /* y = p (non-canonical encoding of y = 0) and y = 2^255 - 1 as the key */
    memset(badpk, 0xff, 32);
    badpk[0] = 0xed;
    badpk[31] = 0x7f;
    TT_ASSERT_EQ(pq8k_ed25519_verify(badpk, sig, msg, 48), PQ8K_ERR_BAD_ENCODING);
    memset(badpk, 0xff, 32);
    badpk[31] = 0x7f;
    TT_ASSERT_EQ(pq8k_ed25519_verify(badpk, sig, msg, 48), PQ8K_ERR_BAD_ENCODING);
    /* y = 1 with the sign bit: x = 0 cannot be negative */
    memset(badpk, 0, 32);
    badpk[0] = 1;
    badpk[31] = 0x80;
    TT_ASSERT_EQ(pq8k_ed25519_verify(badpk, sig, msg, 48), PQ8K_ERR_BAD_ENCODING);
    /* another key */
    tt_randbytes(seed2, 32);
    TT_ASSERT_EQ(pq8k_ed25519_keygen_from_seed(pk2, seed2), 0);
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk2, sig, msg, 48), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk, sig, msg, 48), 0);
    TT_ASSERT_EQ(pq8k_ed25519_verify(NULL, sig, msg, 48), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk, NULL, msg, 48), PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_ed25519_verify(pk, sig, NULL, 48), PQ8K_ERR_STATE);
    /* the workspace call: any prior contents, no workspace is misuse */
    pq8k_ed25519_ws ws;
    memset(&ws, 0xff, sizeof ws);
    TT_ASSERT_EQ(pq8k_ed25519_verify_ws(pk, sig, msg, 48, &ws), 0);
    TT_ASSERT_EQ(pq8k_ed25519_verify_ws(pk, sig, msg, 48, &ws), 0);
    TT_ASSERT_EQ(pq8k_ed25519_verify_ws(pk, sig, msg, 47, &ws), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT_EQ(pq8k_ed25519_verify_ws(pk, sig, msg, 48, NULL), PQ8K_ERR_STATE);
}
#endif /* PQ8K_CONFIG_CLASSIC_SIGN */

/* Random words, a quarter of them forced to 0 or all-ones: the carries of the
   unrolled products and of the loosely reduced field are at the extremes. */
static void edge_words(uint32_t w[BN_WORDS])
{
    uint8_t b[4 * BN_WORDS + BN_WORDS];
    tt_randbytes(b, sizeof b);
    for (int i = 0; i < BN_WORDS; i++) {
        w[i] = (uint32_t)b[4 * i] | (uint32_t)b[4 * i + 1] << 8 | (uint32_t)b[4 * i + 2] << 16 |
               (uint32_t)b[4 * i + 3] << 24;
        if (b[4 * BN_WORDS + i] < 32)
            w[i] = 0;
        else if (b[4 * BN_WORDS + i] < 64)
            w[i] = 0xffffffffu;
    }
}

/* pq8k_bn_mul, pq8k_bn_mul_unrolled and pq8k_bn_sqr against the plain column-by-column product, and the
   field's square, sum and difference against its product. */
static void bn_products(void)
{
    int rounds = tt_is_target() ? 40 : 2000;
    for (int n = 0; n < rounds; n++) {
        uint32_t a[BN_WORDS], b[BN_WORDS], got[2 * BN_WORDS], want[2 * BN_WORDS] = {0};
        edge_words(a);
        edge_words(b);
        if (n == 0)
            for (int i = 0; i < BN_WORDS; i++)
                a[i] = b[i] = 0xffffffffu;
        for (int i = 0; i < BN_WORDS; i++) {
            uint64_t c = 0;
            for (int j = 0; j < BN_WORDS; j++) {
                c += (uint64_t)a[i] * b[j] + want[i + j];
                want[i + j] = (uint32_t)c;
                c >>= 32;
            }
            want[i + BN_WORDS] = (uint32_t)c;
        }
        pq8k_bn_mul(got, a, b);
        TT_ASSERT_MEM(got, want, sizeof want);
        pq8k_bn_mul_unrolled(got, a, b);
        TT_ASSERT_MEM(got, want, sizeof want);
        pq8k_bn_mul(want, a, a);
        pq8k_bn_sqr(got, a);
        TT_ASSERT_MEM(got, want, sizeof want);

        ed_fe x, y, d;
        pq8k_ed_fe_mul(x, a, a);
        pq8k_ed_fe_sqr(y, a);
        pq8k_ed_fe_canon(x, x);
        pq8k_ed_fe_canon(y, y);
        TT_ASSERT_MEM(x, y, sizeof x);
        pq8k_ed_fe_sub(d, a, b);
        pq8k_ed_fe_add(d, d, b);
        pq8k_ed_fe_canon(d, d);
        pq8k_ed_fe_canon(x, a);
        TT_ASSERT_MEM(d, x, sizeof x);
    }
}
#endif

void tt_suite_classic(void)
{
    tt_seed(27);
#if PQ8K_CONFIG_P256 && PQ8K_CONFIG_CLASSIC_SIGN
    tt_run("p256 known key", p256_known_key);
    tt_run("p256 sign/verify round trips", p256_round_trip);
    tt_run("p256 r, s out of range", p256_bad_scalars);
    tt_run("p256 bad and wrong keys", p256_bad_keys);
    tt_run("p256 DER flips, truncations, non-minimal", p256_der_mutations);
#endif
#if PQ8K_CONFIG_ED25519
    tt_run("bn256 and GF(2^255-19) products against the schoolbook", bn_products);
#if PQ8K_CONFIG_CLASSIC_SIGN
    tt_run("ed25519 RFC 8032 tests 1-3", ed25519_known);
    tt_run("ed25519 sign/verify round trips", ed25519_round_trip);
    tt_run("ed25519 flips, S >= L, non-canonical keys", ed25519_mutations);
#endif
#endif
    (void)unhex;
}
