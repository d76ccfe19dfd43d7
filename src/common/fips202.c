/*
 * FIPS 202 on 64-bit lanes. Portable C: lanes are built byte by byte, so the
 * code does not depend on the target's endianness or alignment rules.
 */
#include "common/fips202.h"
#include "common/util.h"

#define KECCAK_ROUNDS 24

static const uint64_t round_constants[KECCAK_ROUNDS] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808AULL,
    0x8000000080008000ULL, 0x000000000000808BULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008AULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000AULL,
    0x000000008000808BULL, 0x800000000000008BULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800AULL, 0x800000008000000AULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

/*
 * rho and pi fused: walking the pi permutation from lane 1 visits the other
 * 23 non-zero lanes once each; entry i gives the lane reached at step i and
 * the rotation that lane receives. Lane 0 has no rotation and stays put.
 */
static const uint8_t pi_lane[24] = {
    10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4,
    15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1,
};
static const uint8_t rho_rot[24] = {
    1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14,
    27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44,
};

/* n is always in 1..63 here, so neither shift is by 64. */
static uint64_t rol64(uint64_t x, unsigned n)
{
    return (x << n) | (x >> (64u - n));
}

static void theta(uint64_t s[25])
{
    uint64_t c[5];
    for (unsigned x = 0; x < 5; x++)
        c[x] = s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
    for (unsigned x = 0; x < 5; x++) {
        uint64_t d = c[(x + 4) % 5] ^ rol64(c[(x + 1) % 5], 1);
        for (unsigned y = 0; y < 25; y += 5) s[y + x] ^= d;
    }
}

static void rho_pi(uint64_t s[25])
{
    uint64_t carry = s[1];
    for (unsigned i = 0; i < 24; i++) {
        unsigned j = pi_lane[i];
        uint64_t next = s[j];
        s[j] = rol64(carry, rho_rot[i]);
        carry = next;
    }
}

static void chi(uint64_t s[25])
{
    for (unsigned y = 0; y < 25; y += 5) {
        uint64_t row[5];
        for (unsigned x = 0; x < 5; x++) row[x] = s[y + x];
        for (unsigned x = 0; x < 5; x++)
            s[y + x] = row[x] ^ (~row[(x + 1) % 5] & row[(x + 2) % 5]);
    }
}

void pq8k_keccakf1600(uint64_t s[25])
{
    for (unsigned r = 0; r < KECCAK_ROUNDS; r++) {
        theta(s);
        rho_pi(s);
        chi(s);
        s[0] ^= round_constants[r];
    }
}

static void keccak_init(pq8k_keccak_state *st, uint8_t rate, uint8_t ds)
{
    for (unsigned i = 0; i < 25; i++) st->s[i] = 0;
    st->pos = 0;
    st->rate = rate;
    st->ds = ds;
    st->squeezing = 0;
}

void pq8k_shake128_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHAKE128_RATE, 0x1F); }
void pq8k_shake256_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHAKE256_RATE, 0x1F); }
void pq8k_sha3_256_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_256_RATE, 0x06); }
void pq8k_sha3_512_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_512_RATE, 0x06); }

/* Byte i of the rate part of the state, in the FIPS 202 little-endian lane order. */
static void xor_byte(uint64_t s[25], unsigned i, uint8_t b)
{
    s[i >> 3] ^= (uint64_t)b << (8u * (i & 7u));
}

static uint8_t get_byte(const uint64_t s[25], unsigned i)
{
    return (uint8_t)(s[i >> 3] >> (8u * (i & 7u)));
}

static uint64_t load64_le(const uint8_t *p)
{
    return (uint64_t)pq8k_load32_le(p) | ((uint64_t)pq8k_load32_le(p + 4) << 32);
}

/*
 * The permutation runs lazily, when a byte must go into a full block. So pos
 * never exceeds rate whatever the call order, and a state that has absorbed
 * exactly a block keeps it pending until more input or the padding arrives.
 */
void pq8k_keccak_absorb(pq8k_keccak_state *st, const uint8_t *in, size_t len)
{
    unsigned pos = st->pos;
    while (len > 0) {
        if (pos == st->rate) {
            pq8k_keccakf1600(st->s);
            pos = 0;
        }
        /* rate is a multiple of 8, so an aligned lane always fits */
        if ((pos & 7u) == 0 && len >= 8) {
            st->s[pos >> 3] ^= load64_le(in);
            in += 8; len -= 8; pos += 8;
        } else {
            xor_byte(st->s, pos++, *in++);
            len--;
        }
    }
    st->pos = (uint8_t)pos;
}

void pq8k_keccak_finalize(pq8k_keccak_state *st)
{
    if (st->squeezing) return;
    if (st->pos == st->rate) {
        pq8k_keccakf1600(st->s);
        st->pos = 0;
    }
    xor_byte(st->s, st->pos, st->ds);
    xor_byte(st->s, st->rate - 1u, 0x80);
    /* pos == rate: the first squeeze runs the permutation */
    st->pos = st->rate;
    st->squeezing = 1;
}

void pq8k_keccak_squeeze(pq8k_keccak_state *st, uint8_t *out, size_t len)
{
    unsigned pos = st->pos;
    if (!st->squeezing) {
        pq8k_keccak_finalize(st);
        pos = st->pos;
    }
    while (len > 0) {
        if (pos == st->rate) {
            pq8k_keccakf1600(st->s);
            pos = 0;
        }
        *out++ = get_byte(st->s, pos++);
        len--;
    }
    st->pos = (uint8_t)pos;
}

/* One-shot helpers: the inputs may be secret seeds, so the state is wiped. */
static void keccak_oneshot(pq8k_keccak_state *st, uint8_t *out, size_t outlen,
                           const uint8_t *in, size_t inlen)
{
    pq8k_keccak_absorb(st, in, inlen);
    pq8k_keccak_finalize(st);
    pq8k_keccak_squeeze(st, out, outlen);
    pq8k_wipe(st, sizeof *st);
}

void pq8k_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    pq8k_keccak_state st;
    pq8k_shake128_init(&st);
    keccak_oneshot(&st, out, outlen, in, inlen);
}

void pq8k_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    pq8k_keccak_state st;
    pq8k_shake256_init(&st);
    keccak_oneshot(&st, out, outlen, in, inlen);
}

void pq8k_sha3_256(uint8_t out[32], const uint8_t *in, size_t inlen)
{
    pq8k_keccak_state st;
    pq8k_sha3_256_init(&st);
    keccak_oneshot(&st, out, 32, in, inlen);
}

void pq8k_sha3_512(uint8_t out[64], const uint8_t *in, size_t inlen)
{
    pq8k_keccak_state st;
    pq8k_sha3_512_init(&st);
    keccak_oneshot(&st, out, 64, in, inlen);
}
