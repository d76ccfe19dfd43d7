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

/* Random states, each run through a chain of permutations in both forms. */
static void random_states(void)
{
    unsigned states = tt_is_target() ? 8 : 400, chain = tt_is_target() ? 3 : 10;
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

void tt_suite_keccak_impl(void)
{
    tt_run("keccak_impl: lane interleaving", conversions);
    tt_run("keccak_impl: zero state, both implementations", zero_state_both);
    tt_run("keccak_impl: single-bit states agree", single_bits);
    tt_run("keccak_impl: random states agree", random_states);
}
