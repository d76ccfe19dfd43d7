/* SPDX-License-Identifier: MIT */
/*
 * FIPS 180-4 SHA-256 and SHA-512. The message schedule is kept as a rolling
 * window of 16 words instead of the full 64/80, to save stack on devices.
 */
#include "common/sha2.h"
#include "pq8k/config.h"
#include "common/util.h"

/* With PQ8K_CONFIG_SHA256_ASM=1 (the build sets it on m4, m33, m3) the compression is
   sha256_armv7m.S (m4, m33) or sha256_armv7m_compact.S (m3), with
   PQ8K_CONFIG_SHA256_ASM_ARMV6M=1 (m0) sha256_armv6m.S; the C one serves the host,
   RV32 and the counting builds. */
#define SHA256_C_COMPRESS (!PQ8K_CONFIG_SHA256_ASM && !PQ8K_CONFIG_SHA256_ASM_ARMV6M)

#if SHA256_C_COMPRESS
static const uint32_t k256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};
#endif

static const uint64_t k512[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

static const uint32_t iv256[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};
static const uint32_t iv224[8] = {
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};
static const uint64_t iv512[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};
static const uint64_t iv384[8] = {
    0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
    0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
};

/* SHA-512/t (FIPS 180-4 section 5.3.6): SHA-512 with its own IV, truncated */
static const uint64_t iv512_224[8] = {
    0x8c3d37c819544da2ULL, 0x73e1996689dcd4d6ULL, 0x1dfab7ae32ff9c82ULL, 0x679dd514582f9fcfULL,
    0x0f6d2b697bd44da8ULL, 0x77e36f7304c48942ULL, 0x3f9d85a86a1d36c8ULL, 0x1112e6ad91d692a1ULL,
};
static const uint64_t iv512_256[8] = {
    0x22312194fc2bf72cULL, 0x9f555fa3c84c64c2ULL, 0x2393b86b6f53b151ULL, 0x963877195940eabdULL,
    0x96283ee2a88effe3ULL, 0xbe5e1e2553863992ULL, 0x2b0199fc2c85b8aaULL, 0x0eb72ddc81c52ca2ULL,
};

#if SHA256_C_COMPRESS
static uint32_t ror32(uint32_t x, unsigned n) { return (x >> n) | (x << (32u - n)); }
#endif
static uint64_t ror64(uint64_t x, unsigned n) { return (x >> n) | (x << (64u - n)); }


#if defined(PQ8K_COUNT_SHA256)
/* test builds only (bench/stateful_hash_count.c, bench/slhdsa_hash_count.c) */
unsigned long pq8k_sha256_compressions, pq8k_sha512_compressions;
#endif

#if SHA256_C_COMPRESS
void pq8k_sha256_compress(uint32_t h[8], const uint8_t block[64])
{
#if defined(PQ8K_COUNT_SHA256)
    pq8k_sha256_compressions++;
#endif
    uint32_t w[16], v[8];
    for (unsigned i = 0; i < 16; i++) w[i] = pq8k_load32_be(block + 4 * i);
    for (unsigned i = 0; i < 8; i++) v[i] = h[i];
    for (unsigned t = 0; t < 64; t++) {
        uint32_t wt;
        if (t < 16) {
            wt = w[t];
        } else {
            uint32_t w15 = w[(t - 15) & 15], w2 = w[(t - 2) & 15];
            uint32_t s0 = ror32(w15, 7) ^ ror32(w15, 18) ^ (w15 >> 3);
            uint32_t s1 = ror32(w2, 17) ^ ror32(w2, 19) ^ (w2 >> 10);
            wt = w[t & 15] += s1 + w[(t - 7) & 15] + s0;
        }
        uint32_t e = v[4], a = v[0];
        uint32_t t1 = v[7] + (ror32(e, 6) ^ ror32(e, 11) ^ ror32(e, 25))
                    + ((e & v[5]) ^ (~e & v[6])) + k256[t] + wt;
        uint32_t t2 = (ror32(a, 2) ^ ror32(a, 13) ^ ror32(a, 22))
                    + ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
        for (unsigned i = 7; i > 0; i--) v[i] = v[i - 1];
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (unsigned i = 0; i < 8; i++) h[i] += v[i];
}
#endif /* SHA256_C_COMPRESS */

void pq8k_sha512_compress(uint64_t h[8], const uint8_t block[128])
{
#if defined(PQ8K_COUNT_SHA256)
    pq8k_sha512_compressions++;
#endif
    uint64_t w[16], v[8];
    for (unsigned i = 0; i < 16; i++) w[i] = pq8k_load64_be(block + 8 * i);
    for (unsigned i = 0; i < 8; i++) v[i] = h[i];
    for (unsigned t = 0; t < 80; t++) {
        uint64_t wt;
        if (t < 16) {
            wt = w[t];
        } else {
            uint64_t w15 = w[(t - 15) & 15], w2 = w[(t - 2) & 15];
            uint64_t s0 = ror64(w15, 1) ^ ror64(w15, 8) ^ (w15 >> 7);
            uint64_t s1 = ror64(w2, 19) ^ ror64(w2, 61) ^ (w2 >> 6);
            wt = w[t & 15] += s1 + w[(t - 7) & 15] + s0;
        }
        uint64_t e = v[4], a = v[0];
        uint64_t t1 = v[7] + (ror64(e, 14) ^ ror64(e, 18) ^ ror64(e, 41))
                    + ((e & v[5]) ^ (~e & v[6])) + k512[t] + wt;
        uint64_t t2 = (ror64(a, 28) ^ ror64(a, 34) ^ ror64(a, 39))
                    + ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
        for (unsigned i = 7; i > 0; i--) v[i] = v[i - 1];
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (unsigned i = 0; i < 8; i++) h[i] += v[i];
}

/* ---- SHA-256 / SHA-224 ---- */

static void sha256_start(pq8k_sha256_ctx *c, const uint32_t iv[8])
{
    for (unsigned i = 0; i < 8; i++) c->h[i] = iv[i];
    c->nbytes = 0;
}

void pq8k_sha256_init(pq8k_sha256_ctx *c) { sha256_start(c, iv256); }

void pq8k_sha256_resume(pq8k_sha256_ctx *c, const uint32_t h[8], uint64_t nbytes)
{
    sha256_start(c, h);
    c->nbytes = nbytes;
}
void pq8k_sha224_init(pq8k_sha256_ctx *c) { sha256_start(c, iv224); }

void pq8k_sha256_update(pq8k_sha256_ctx *c, const uint8_t *in, size_t len)
{
    unsigned fill = (unsigned)(c->nbytes & 63u);
    c->nbytes += len;
    while (len > 0) {
        if (fill == 0 && len >= 64) {   /* whole blocks straight from the input */
            pq8k_sha256_compress(c->h, in);
            in += 64; len -= 64;
            continue;
        }
        c->buf[fill++] = *in++;
        len--;
        if (fill == 64) {
            pq8k_sha256_compress(c->h, c->buf);
            fill = 0;
        }
    }
}

void pq8k_sha256_final(pq8k_sha256_ctx *c, uint8_t out[32])
{
    unsigned fill = (unsigned)(c->nbytes & 63u);
    uint64_t bits = c->nbytes << 3;
    c->buf[fill++] = 0x80;
    if (fill > 56) {
        while (fill < 64) c->buf[fill++] = 0;
        pq8k_sha256_compress(c->h, c->buf);
        fill = 0;
    }
    while (fill < 56) c->buf[fill++] = 0;
    pq8k_store64_be(c->buf + 56, bits);
    pq8k_sha256_compress(c->h, c->buf);
    for (unsigned i = 0; i < 8; i++) pq8k_store32_be(out + 4 * i, c->h[i]);
    /* the buffer holds the message tail, which may be secret */
    pq8k_wipe(c, sizeof *c);
}

void pq8k_sha256(uint8_t out[32], const uint8_t *in, size_t len)
{
    pq8k_sha256_ctx c;
    pq8k_sha256_init(&c);
    pq8k_sha256_update(&c, in, len);
    pq8k_sha256_final(&c, out);
}

/* ---- SHA-512 / SHA-384 ---- */

static void sha512_start(pq8k_sha512_ctx *c, const uint64_t iv[8])
{
    for (unsigned i = 0; i < 8; i++) c->h[i] = iv[i];
    c->nbytes = 0;
}

void pq8k_sha512_init(pq8k_sha512_ctx *c) { sha512_start(c, iv512); }

void pq8k_sha512_resume(pq8k_sha512_ctx *c, const uint64_t h[8], uint64_t nbytes)
{
    sha512_start(c, h);
    c->nbytes = nbytes;
}
void pq8k_sha384_init(pq8k_sha512_ctx *c) { sha512_start(c, iv384); }
void pq8k_sha512_224_init(pq8k_sha512_ctx *c) { sha512_start(c, iv512_224); }
void pq8k_sha512_256_init(pq8k_sha512_ctx *c) { sha512_start(c, iv512_256); }

void pq8k_sha512_update(pq8k_sha512_ctx *c, const uint8_t *in, size_t len)
{
    unsigned fill = (unsigned)(c->nbytes & 127u);
    c->nbytes += len;
    while (len > 0) {
        if (fill == 0 && len >= 128) {
            pq8k_sha512_compress(c->h, in);
            in += 128; len -= 128;
            continue;
        }
        c->buf[fill++] = *in++;
        len--;
        if (fill == 128) {
            pq8k_sha512_compress(c->h, c->buf);
            fill = 0;
        }
    }
}

void pq8k_sha512_final(pq8k_sha512_ctx *c, uint8_t out[64])
{
    unsigned fill = (unsigned)(c->nbytes & 127u);
    c->buf[fill++] = 0x80;
    if (fill > 112) {
        while (fill < 128) c->buf[fill++] = 0;
        pq8k_sha512_compress(c->h, c->buf);
        fill = 0;
    }
    while (fill < 112) c->buf[fill++] = 0;
    /* 128-bit big-endian bit length: the top half holds the 3 bits shifted out */
    pq8k_store64_be(c->buf + 112, c->nbytes >> 61);
    pq8k_store64_be(c->buf + 120, c->nbytes << 3);
    pq8k_sha512_compress(c->h, c->buf);
    for (unsigned i = 0; i < 8; i++) pq8k_store64_be(out + 8 * i, c->h[i]);
    pq8k_wipe(c, sizeof *c);
}

void pq8k_sha512(uint8_t out[64], const uint8_t *in, size_t len)
{
    pq8k_sha512_ctx c;
    pq8k_sha512_init(&c);
    pq8k_sha512_update(&c, in, len);
    pq8k_sha512_final(&c, out);
}
