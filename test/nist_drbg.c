/* SPDX-License-Identifier: MIT */
/*
 * The NIST PQC KAT generator's randomness (rng.c): AES-256-CTR DRBG without a
 * derivation function, 48-byte seed, reseed never enforced. Test side only, so
 * AES here is a plain byte-oriented table version, not constant time.
 */
#include <string.h>

#include "tt.h"

/* AES S-box: multiplicative inverse in GF(2^8) followed by the FIPS 197 affine map. */
static const uint8_t sbox[256] = {
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
    0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
    0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
    0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
    0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
    0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
    0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
    0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
    0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
    0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
    0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
    0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
    0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
    0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
    0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
    0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16,
};

static uint8_t xtime(uint8_t a)
{
    return (uint8_t)((a << 1) ^ ((a >> 7) * 0x1B));
}

/* FIPS 197 key expansion for Nk = 8: 15 round keys of 16 bytes. */
static void aes256_expand(uint8_t rk[240], const uint8_t key[32])
{
    uint8_t rcon = 1;
    memcpy(rk, key, 32);
    for (unsigned i = 32; i < 240; i += 4) {
        uint8_t t[4];
        memcpy(t, rk + i - 4, 4);
        if (i % 32 == 0) {
            uint8_t t0 = t[0];
            t[0] = (uint8_t)(sbox[t[1]] ^ rcon);
            t[1] = sbox[t[2]];
            t[2] = sbox[t[3]];
            t[3] = sbox[t0];
            rcon = xtime(rcon);
        } else if (i % 32 == 16) {
            for (unsigned j = 0; j < 4; j++) t[j] = sbox[t[j]];
        }
        for (unsigned j = 0; j < 4; j++) rk[i + j] = (uint8_t)(rk[i - 32 + j] ^ t[j]);
    }
}

/* SubBytes and ShiftRows together; the state is column-major, byte r + 4c. */
static void sub_shift(uint8_t s[16])
{
    uint8_t t[16];
    for (unsigned c = 0; c < 4; c++)
        for (unsigned r = 0; r < 4; r++)
            t[r + 4 * c] = sbox[s[r + 4 * ((c + r) % 4)]];
    memcpy(s, t, 16);
}

static void mix_columns(uint8_t s[16])
{
    for (unsigned c = 0; c < 16; c += 4) {
        uint8_t a0 = s[c], a1 = s[c + 1], a2 = s[c + 2], a3 = s[c + 3];
        uint8_t all = (uint8_t)(a0 ^ a1 ^ a2 ^ a3);
        s[c]     = (uint8_t)(a0 ^ all ^ xtime((uint8_t)(a0 ^ a1)));
        s[c + 1] = (uint8_t)(a1 ^ all ^ xtime((uint8_t)(a1 ^ a2)));
        s[c + 2] = (uint8_t)(a2 ^ all ^ xtime((uint8_t)(a2 ^ a3)));
        s[c + 3] = (uint8_t)(a3 ^ all ^ xtime((uint8_t)(a3 ^ a0)));
    }
}

static void add_key(uint8_t s[16], const uint8_t *k)
{
    for (unsigned i = 0; i < 16; i++) s[i] ^= k[i];
}

static void aes256_encrypt(const uint8_t rk[240], const uint8_t in[16], uint8_t out[16])
{
    memcpy(out, in, 16);
    add_key(out, rk);
    for (unsigned round = 1; round < 14; round++) {
        sub_shift(out);
        mix_columns(out);
        add_key(out, rk + 16 * round);
    }
    sub_shift(out);
    add_key(out, rk + 16 * 14);
}

static struct {
    uint8_t key[32];
    uint8_t v[16];
    uint8_t rk[240];    /* expansion of key, refreshed whenever key changes */
} drbg;

/* V is a 128-bit big-endian counter. */
static void next_block(uint8_t out[16])
{
    for (int i = 15; i >= 0; i--)
        if (++drbg.v[i] != 0) break;
    aes256_encrypt(drbg.rk, drbg.v, out);
}

/* CTR_DRBG_Update: 48 bytes of keystream, xored with provided (if any), become Key || V. */
static void drbg_update(const uint8_t *provided)
{
    uint8_t temp[48];
    for (unsigned i = 0; i < 48; i += 16) next_block(temp + i);
    if (provided)
        for (unsigned i = 0; i < 48; i++) temp[i] ^= provided[i];
    memcpy(drbg.key, temp, 32);
    memcpy(drbg.v, temp + 32, 16);
    aes256_expand(drbg.rk, drbg.key);
}

void tt_drbg_init(const uint8_t entropy[48], const uint8_t *pers)
{
    uint8_t seed[48];
    memcpy(seed, entropy, 48);
    if (pers)
        for (unsigned i = 0; i < 48; i++) seed[i] ^= pers[i];
    memset(drbg.key, 0, sizeof drbg.key);
    memset(drbg.v, 0, sizeof drbg.v);
    aes256_expand(drbg.rk, drbg.key);
    drbg_update(seed);
}

/* rng.c's randombytes: the unused tail of the last block is discarded. */
void tt_drbg_bytes(uint8_t *out, size_t n)
{
    while (n > 0) {
        uint8_t block[16];
        size_t take = n < 16 ? n : 16;
        next_block(block);
        memcpy(out, block, take);
        out += take;
        n -= take;
    }
    drbg_update(NULL);
}
