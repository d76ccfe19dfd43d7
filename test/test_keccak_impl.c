/* SPDX-License-Identifier: MIT */
/*
 * The two Keccak-f[1600] implementations (64-bit lanes, bit-interleaved
 * 32-bit) against each other and against the Keccak team's values, whichever
 * one the sponge uses on this platform; and the lane conversions against a
 * bit-by-bit model.
 */
#include "tt.h"
#include "common/keccakf1600.h"

/* Bit 2k of the lane to bit k of the low word, bit 2k+1 to bit k of the high word. */
static uint64_t interleave_model(uint64_t lane)
{
    uint64_t out = 0;
    for (unsigned k = 0; k < 32; k++) {
        out |= ((lane >> (2 * k)) & 1u) << k;
        out |= ((lane >> (2 * k + 1)) & 1u) << (32 + k);
    }
    return out;
}

static uint64_t rand64(void)
{
    uint64_t hi = tt_rand32();
    return hi << 32 | tt_rand32();
}

static void conversions(void)
{
    static const uint64_t fixed[] = {
        0, 1, 2, 0x8000000000000000ULL, 0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL,
        0xFFFFFFFFFFFFFFFFULL, 0x0123456789ABCDEFULL, 0x8000000080008008ULL,
    };
    TT_ASSERT(pq8k_keccak_interleave(1) == 1);
    TT_ASSERT(pq8k_keccak_interleave(2) == 1ULL << 32);
    TT_ASSERT(pq8k_keccak_interleave(0xAAAAAAAAAAAAAAAAULL) == 0xFFFFFFFF00000000ULL);
    tt_seed(1600);
    for (unsigned i = 0; i < 2000 && !tt_failed_now(); i++) {
        uint64_t lane = i < sizeof fixed / sizeof fixed[0] ? fixed[i] : rand64();
        if (i >= 1000) lane = 1ULL << (i % 64);
        uint64_t bi = pq8k_keccak_interleave(lane);
        TT_ASSERT(bi == interleave_model(lane));
        TT_ASSERT(pq8k_keccak_deinterleave(bi) == lane);
    }
}

#if PQ8K_KECCAK_FRAMED
/* Right rotation, n in 0..31. */
static uint32_t ror32(uint32_t x, unsigned n)
{
    return n ? x >> n | x << (32u - n) : x;
}

/*
 * The compact assembly's lane conversions (m3): interleaved by the model, then
 * the words rotated by the lane's frames as keccakf1600.h spells them; and back.
 */
static void framed_conversions(void)
{
    tt_seed(1601);
    for (unsigned t = 0; t < 400 && !tt_failed_now(); t++) {
        uint64_t lane = t < 64 ? 1ULL << t : rand64();
        unsigned i = t % 25, f = pq8k_keccak_frames[i];
        uint64_t bi = interleave_model(lane);
        uint64_t framed = (uint64_t)ror32((uint32_t)(bi >> 32), f / 2) << 32 | ror32((uint32_t)bi, (f + 1) / 2);
        TT_ASSERT(f < 64);
        TT_ASSERT(pq8k_keccak_lane_in(lane, i) == framed);
        TT_ASSERT(pq8k_keccak_lane_out(framed, i) == lane);
    }
}
#endif

/* The bit-interleaved permutation, seen from natural lanes. */
static void bi32_on_lanes(uint64_t s[25])
{
    for (unsigned i = 0; i < 25; i++) s[i] = pq8k_keccak_interleave(s[i]);
    pq8k_keccakf1600_bi32(s);
    for (unsigned i = 0; i < 25; i++) s[i] = pq8k_keccak_deinterleave(s[i]);
}

/* Keccak team's KeccakF-1600-IntermediateValues.txt: the zero state, permuted once and twice. */
static void zero_state_both(void)
{
    uint64_t a[25] = {0}, b[25] = {0};
    pq8k_keccakf1600_lanes64(a);
    bi32_on_lanes(b);
    TT_ASSERT(a[0] == 0xF1258F7940E1DDE7ULL && a[24] == 0xEAF1FF7B5CECA249ULL);
    TT_ASSERT_MEM(a, b, sizeof a);
    pq8k_keccakf1600_lanes64(a);
    bi32_on_lanes(b);
    TT_ASSERT(a[0] == 0x2D5C954DF96ECB3CULL && a[24] == 0x20D06CD26A8FBF5CULL);
    TT_ASSERT_MEM(a, b, sizeof a);
}

/* One bit set in each lane in turn, at a different position each time: every rho offset and slot. */
static void single_bits(void)
{
    for (unsigned i = 0; i < 25 * 3 && !tt_failed_now(); i++) {
        uint64_t a[25] = {0}, b[25] = {0};
        a[i % 25] = b[i % 25] = 1ULL << ((i * 23u) % 64u);
        pq8k_keccakf1600_lanes64(a);
        bi32_on_lanes(b);
        TT_ASSERT_MEM(a, b, sizeof a);
    }
}

/* Random states, each run through a chain of permutations in both forms; 100 on targets,
 * where pq8k_keccakf1600_bi32 may be assembly (m4). */
static void random_states(void)
{
    unsigned states = tt_is_target() ? 100 : 400, chain = tt_is_target() ? 2 : 10;
    tt_seed(24);
    for (unsigned t = 0; t < states && !tt_failed_now(); t++) {
        uint64_t a[25], b[25];
        for (unsigned i = 0; i < 25; i++) a[i] = rand64();
        for (unsigned i = 0; i < 25; i++) b[i] = pq8k_keccak_interleave(a[i]);
        for (unsigned k = 0; k < chain; k++) {
            pq8k_keccakf1600_lanes64(a);
            pq8k_keccakf1600_bi32(b);
        }
        for (unsigned i = 0; i < 25; i++) b[i] = pq8k_keccak_deinterleave(b[i]);
        TT_ASSERT_MEM(a, b, sizeof a);
    }
}

/* The permutation writes its 200 bytes and nothing around them (guard lanes either side). */
static void stays_in_state(void)
{
    static uint64_t buf[27], ref[25];
    tt_seed(25);
    for (unsigned i = 0; i < 27; i++) buf[i] = rand64();
    for (unsigned i = 0; i < 25; i++) ref[i] = pq8k_keccak_deinterleave(buf[i + 1]);
    uint64_t below = buf[0], above = buf[26];
    pq8k_keccakf1600_bi32(buf + 1);
    pq8k_keccakf1600_lanes64(ref);
    for (unsigned i = 0; i < 25; i++) buf[i + 1] = pq8k_keccak_deinterleave(buf[i + 1]);
    TT_ASSERT(buf[0] == below && buf[26] == above);
    TT_ASSERT_MEM(buf + 1, ref, sizeof ref);
}

/*
 * Eight values live across the call sit in the callee-saved registers (r4-r11 on Arm,
 * s0-s11 on RISC-V): an assembly permutation that fails to restore them changes them.
 */
static void caller_registers_kept(void)
{
    static uint64_t s[25];
    volatile uint32_t copy[8];
    uint32_t v0 = tt_rand32(), v1 = tt_rand32(), v2 = tt_rand32(), v3 = tt_rand32();
    uint32_t v4 = tt_rand32(), v5 = tt_rand32(), v6 = tt_rand32(), v7 = tt_rand32();
    copy[0] = v0, copy[1] = v1, copy[2] = v2, copy[3] = v3;
    copy[4] = v4, copy[5] = v5, copy[6] = v6, copy[7] = v7;
    pq8k_keccakf1600_bi32(s);
    TT_ASSERT(v0 == copy[0] && v1 == copy[1] && v2 == copy[2] && v3 == copy[3]);
    TT_ASSERT(v4 == copy[4] && v5 == copy[5] && v6 == copy[6] && v7 == copy[7]);
}

void tt_suite_keccak_impl(void)
{
    tt_run("keccak_impl: lane interleaving", conversions);
#if PQ8K_KECCAK_FRAMED
    tt_run("keccak_impl: lane conversions into the compact assembly's frames", framed_conversions);
#endif
    tt_run("keccak_impl: zero state, both implementations", zero_state_both);
    tt_run("keccak_impl: single-bit states agree", single_bits);
    tt_run("keccak_impl: random states agree", random_states);
    tt_run("keccak_impl: bi32 writes only the state", stays_in_state);
    tt_run("keccak_impl: bi32 keeps the caller's registers", caller_registers_kept);
}
