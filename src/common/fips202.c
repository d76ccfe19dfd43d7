/* SPDX-License-Identifier: MIT */
/*
 * FIPS 202 sponge: SHAKE and SHA3 over Keccak-f[1600]. The state keeps its
 * lanes in the form of the permutation the build uses (keccakf1600.h;
 * bit-interleaved on 32-bit targets, and on m3 also placed and rotated as
 * the compact assembly keeps them), and absorb and squeeze convert lanes
 * and bytes on the way in and out: callers see the same bytes everywhere,
 * but a state's memory is only meaningful to the build that wrote it.
 * Lanes are built byte by byte, so nothing depends on endianness or alignment.
 */
#include "common/fips202.h"
#include "common/keccakf1600.h"
#include "common/util.h"

#include "common/attributes.h"

#if PQ8K_KECCAK_BI32

#if PQ8K_KECCAK_FRAMED
/* The assembly's form (keccakf1600.h): lane i at s[layout[i]], in its frames. */
static void permute(uint64_t s[25]) { pq8k_keccakf1600_bi32_framed(s); }
static unsigned lane_at(unsigned i) { return pq8k_keccak_layout[i]; }
#define lane_in pq8k_keccak_lane_in
#define lane_out pq8k_keccak_lane_out
#else
static void permute(uint64_t s[25]) { pq8k_keccakf1600_bi32(s); }
static unsigned lane_at(unsigned i) { return i; }
static uint64_t lane_in(uint64_t lane, unsigned i) { (void)i; return pq8k_keccak_interleave(lane); }
static uint64_t lane_out(uint64_t w, unsigned i) { (void)i; return pq8k_keccak_deinterleave(w); }
#endif

#else

static void permute(uint64_t s[25]) { pq8k_keccakf1600_lanes64(s); }
static unsigned lane_at(unsigned i) { return i; }
static uint64_t lane_in(uint64_t lane, unsigned i) { (void)i; return lane; }
static uint64_t lane_out(uint64_t lane, unsigned i) { (void)i; return lane; }

#endif

/*
 * Byte i of the rate part of the state (FIPS 202 order: byte i & 7 of lane
 * i >> 3, little-endian) goes in and out as a natural lane holding just that
 * byte, through the lane conversions: slower than moving its bits straight
 * to their places, but it needs no code of its own, and single bytes only
 * pass at the unaligned ends of the input and output and in the padding.
 */
static PQ8K_NOINLINE void xor_byte(uint64_t s[25], unsigned i, uint8_t b)
{
    uint64_t v = (uint32_t)b << (8u * (i & 3u));
    s[lane_at(i >> 3)] ^= lane_in(i & 4u ? v << 32 : v, i >> 3);
}

static PQ8K_NOINLINE uint8_t get_byte(const uint64_t s[25], unsigned i)
{
    uint64_t w = lane_out(s[lane_at(i >> 3)], i >> 3);
    return (uint8_t)((uint32_t)(i & 4u ? w >> 32 : w) >> (8u * (i & 3u)));
}

/* The public permutation takes natural lanes; the sponge skips this conversion. */
void pq8k_keccakf1600(uint64_t s[25])
{
    for (unsigned i = 0; i < 25; i++) s[i] = lane_in(s[i], i);
#if PQ8K_KECCAK_FRAMED
    pq8k_keccak_relayout(s);
    permute(s);
    pq8k_keccak_relayout(s);
#else
    permute(s);
#endif
    for (unsigned i = 0; i < 25; i++) s[i] = lane_out(s[i], i);
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
void pq8k_sha3_224_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_224_RATE, 0x06); }
void pq8k_sha3_256_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_256_RATE, 0x06); }
void pq8k_sha3_384_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_384_RATE, 0x06); }
void pq8k_sha3_512_init(pq8k_keccak_state *st) { keccak_init(st, PQ8K_SHA3_512_RATE, 0x06); }


/* n bytes (a multiple of 8) from in into the state from lane i on. */
static PQ8K_NOINLINE void xor_lanes(uint64_t s[25], unsigned i, const uint8_t *in, size_t n)
{
    for (const uint8_t *end = in + n; in != end; in += 8, i++)
        s[lane_at(i)] ^= lane_in(pq8k_load64_le(in), i);
}

/* Lane i of the state to out. */
static PQ8K_NOINLINE void store_lane(const uint64_t s[25], unsigned i, uint8_t *out)
{
    pq8k_store64_le(out, lane_out(s[lane_at(i)], i));
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
            permute(st->s);
            pos = 0;
        }
        /* rate is a multiple of 8, so aligned lanes run to the block's end;
           the whole lanes up to there or to the input's end go in one tight loop */
        if ((pos & 7u) == 0 && len >= 8) {
            size_t n = st->rate - pos;
            if (n > len) n = len & ~(size_t)7;
            xor_lanes(st->s, pos >> 3, in, n);
            in += n; len -= n; pos += (unsigned)n;
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
        permute(st->s);
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
            permute(st->s);
            pos = 0;
        }
        if ((pos & 7u) == 0 && len >= 8) {
            store_lane(st->s, pos >> 3, out);
            out += 8; len -= 8; pos += 8;
        } else {
            /* not *out++ = get_byte(st->s, pos++): gcc 12 for the Cortex-M33
               then copies out through a second register around the
               post-incremented store, two MOVs a byte (the M4, M3 and M0
               code is as short or shorter this way too) */
            out[0] = get_byte(st->s, pos);
            out += 1; len -= 1; pos += 1;
        }
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
