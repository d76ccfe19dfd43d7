/* SPDX-License-Identifier: MIT */
/*
 * Keccak-f[1600] on bit-interleaved lanes, for 32-bit processors.
 *
 * A lane is kept as two 32-bit words, its even-numbered bits and its
 * odd-numbered bits (keccakf1600.h). A 64-bit rotation by 2k is then two
 * 32-bit rotations by k, and one by 2k+1 swaps the words and rotates them by
 * k+1 and k, so every step runs on 32-bit words.
 *
 * The state is updated in place, one chi row at a time: the row's five input
 * lanes are read (theta's column effect and rho applied on the way), chi
 * combines them and the five results go back into the same five slots. So a
 * lane's slot moves from round to round. Result x of row y is written where
 * input 2 (x - y) mod 5 of that row came from; with that choice two rounds
 * bring every lane back to its own slot. The fast form spells out a pair of
 * rounds with fixed slot numbers; the compact form (-Os) has one round's code,
 * then swaps ten pairs of lanes to undo its placement.
 *
 * Constant time: every index and branch depends only on the round number.
 *
 * With PQ8K_CONFIG_KECCAK_ASM=1 (the build sets it on PLATFORM=m4 and m3) the
 * permutation comes from keccakf1600_armv7m.S (m4) or
 * keccakf1600_armv7m_compact.S (m3) instead, and only the lane conversions at
 * the end of this file are built (on m3 also the moves between the plain
 * state and the compact assembly's form, keccakf1600.h).
 */
#include "common/keccakf1600.h"


/* The code relies on these being folded into each call site with constant arguments. */
#include "common/attributes.h"

#if !PQ8K_CONFIG_KECCAK_ASM && !PQ8K_CONFIG_KECCAK_ASM_ARMV6M

#ifndef PQ8K_KECCAK_COMPACT
#ifdef __OPTIMIZE_SIZE__
#define PQ8K_KECCAK_COMPACT 1
#else
#define PQ8K_KECCAK_COMPACT 0
#endif
#endif

/*
 * Lane complementing: without an and-not instruction chi's ~b & c costs a
 * NOT. Keeping six chosen lanes complemented between rounds turns all but 6
 * of a round's 25 NOTs into plain AND/OR forms; the complements are applied
 * on entry and removed on exit. Worth it where and-not is missing (RV32 without Zbb).
 */
#ifndef PQ8K_KECCAK_COMPLEMENT
#if defined(__riscv) && !defined(__riscv_zbb)
#define PQ8K_KECCAK_COMPLEMENT 1
#else
#define PQ8K_KECCAK_COMPLEMENT 0
#endif
#endif

#define ROUNDS 24

/* Round constants, bit-interleaved: odd-numbered bits in the high word. */
static const uint64_t round_constants[ROUNDS] = {
    0x0000000000000001ULL, 0x0000008900000000ULL, 0x8000008B00000000ULL, 0x8000808000000000ULL,
    0x0000008B00000001ULL, 0x0000800000000001ULL, 0x8000808800000001ULL, 0x8000008200000001ULL,
    0x0000000B00000000ULL, 0x0000000A00000000ULL, 0x0000808200000001ULL, 0x0000800300000000ULL,
    0x0000808B00000001ULL, 0x8000000B00000001ULL, 0x8000008A00000001ULL, 0x8000008100000001ULL,
    0x8000008100000000ULL, 0x8000000800000000ULL, 0x0000008300000000ULL, 0x8000800300000000ULL,
    0x8000808800000001ULL, 0x8000008800000000ULL, 0x0000800000000001ULL, 0x8000808200000000ULL,
};

/*
 * After pi, chi row y takes the lanes at positions ((i + 3y) % 5, i),
 * i = 0..4; rho_row[y][i] is the rho offset of that lane. Slot 5y + x holds
 * lane (x, y) at the start of even rounds; row_slots[0] and row_slots[1] give
 * the slots of row y's inputs in even and odd rounds, and odd_col_slots[x][y]
 * the slot of lane (x, y) at the start of odd rounds. Slot 0 always holds
 * lane (0, 0).
 */
static const uint8_t rho_row[5][5] = {
    {0, 44, 43, 21, 14}, {28, 20, 3, 45, 61}, {1, 6, 25, 8, 18}, {27, 36, 10, 15, 56}, {62, 55, 39, 41, 2},
};
static const uint8_t row_slots[2][5][5] = {
    {{0, 6, 12, 18, 24}, {3, 9, 10, 16, 22}, {1, 7, 13, 19, 20}, {4, 5, 11, 17, 23}, {2, 8, 14, 15, 21}},
    {{0, 3, 1, 4, 2}, {6, 9, 7, 5, 8}, {12, 10, 13, 11, 14}, {18, 16, 19, 17, 15}, {24, 22, 20, 23, 21}},
};
static const uint8_t odd_col_slots[5][5] = {
    {0, 16, 7, 23, 14}, {12, 3, 19, 5, 21}, {24, 10, 1, 17, 8}, {6, 22, 13, 4, 15}, {18, 9, 20, 11, 2},
};

/*
 * Lane complementing keeps lanes (1,0) (2,1) (3,1) (4,2) (2,3) (2,4)
 * complemented between rounds (found by trying all 2^25 sets for the fewest
 * NOTs left in chi). Bit i of chi_in_mask[y] is set if input i of chi row y
 * arrives complemented: its own lane's mask, plus theta's column effect, which
 * carries the parity of the masks of two columns. Bit x of chi_out_mask[y] is
 * set if result x must leave complemented.
 */
#if PQ8K_KECCAK_COMPLEMENT
static const uint8_t chi_in_mask[5] = {0x12, 0x1A, 0x0A, 0x0D, 0x12};
static const uint8_t chi_out_mask[5] = {0x02, 0x0C, 0x10, 0x04, 0x04};
#else
static const uint8_t chi_in_mask[5] = {0};
static const uint8_t chi_out_mask[5] = {0};
#endif

/*
 * Without this, GCC interleaves the rows of a round and keeps much of the
 * state in spilled registers. It keeps each row's loads after the previous
 * row's stores and, on Arm (13 usable registers), the column effects d in
 * memory, reloaded per row. It emits no instruction.
 */
#if defined(__GNUC__) && defined(__riscv)
#define ROW_BARRIER(d) __asm__ __volatile__("" : : : "memory")   /* d fits in registers here */
#elif defined(__GNUC__)
#define ROW_BARRIER(d) __asm__ __volatile__("" : : "r"(d) : "memory")
#else
#define ROW_BARRIER(d) ((void)(d))
#endif

/* n is in 0..31. */
static PQ8K_ALWAYS_INLINE uint32_t rol32(uint32_t x, unsigned n)
{
    return (x << n) | (x >> ((32u - n) & 31u));
}

/* 64-bit rotation by 1 of an interleaved lane. */
static PQ8K_ALWAYS_INLINE uint64_t rol1(uint64_t lane)
{
    return (uint64_t)(uint32_t)lane << 32 | rol32((uint32_t)(lane >> 32), 1);
}

/* Column parities in, theta's column effects out: c[x - 1] ^ rol64(c[x + 1], 1), in place. */
static PQ8K_ALWAYS_INLINE void theta_effect(uint64_t c[5])
{
    uint64_t c0 = c[0], prev = c[4];
    for (unsigned x = 0; x < 5; x++) {
        uint64_t cur = c[x];
        c[x] = prev ^ rol1(x < 4 ? c[x + 1] : c0);
        prev = cur;
    }
}

/* theta's column effect d, then rho by r, on one lane. */
static PQ8K_ALWAYS_INLINE uint64_t theta_rho(uint64_t a, uint64_t d, unsigned r)
{
    uint32_t e = (uint32_t)(a ^ d), o = (uint32_t)((a ^ d) >> 32);
    uint32_t swap = (e ^ o) & (0u - (r & 1u));   /* an odd offset swaps the words */
    return (uint64_t)rol32(o ^ swap, r >> 1) << 32 | rol32(e ^ swap, (r + 1u) >> 1);
}

/* All ones if bit i of bits is set. */
static PQ8K_ALWAYS_INLINE uint64_t ones_if(unsigned bits, unsigned i)
{
    return 0u - (uint64_t)((bits >> i) & 1u);
}

/* One chi result from complemented-or-not inputs; with constant masks this folds to 2 or 3 operations. */
static PQ8K_ALWAYS_INLINE uint64_t chi1(const uint64_t b[5], unsigned y, unsigned x)
{
    unsigned in = chi_in_mask[y], x1 = (x + 1u) % 5u, x2 = (x + 2u) % 5u;
    uint64_t a = b[x] ^ ones_if(in, x), nb = ~(b[x1] ^ ones_if(in, x1)), c = b[x2] ^ ones_if(in, x2);
    return a ^ (nb & c) ^ ones_if(chi_out_mask[y], x);
}

/* theta, rho, pi, chi and (rc, zero except in row 0) iota for chi row y. */
static PQ8K_ALWAYS_INLINE void chi_row(uint64_t s[25], const uint8_t slot[5], const uint64_t d[5],
                           unsigned y, uint64_t rc)
{
    const uint8_t *rho = rho_row[y];
    unsigned x0 = 3u * y % 5u;   /* the column of input 0 */
    uint64_t b[5];
    b[0] = theta_rho(s[slot[0]], d[x0], rho[0]);
    b[1] = theta_rho(s[slot[1]], d[(x0 + 1u) % 5u], rho[1]);
    b[2] = theta_rho(s[slot[2]], d[(x0 + 2u) % 5u], rho[2]);
    b[3] = theta_rho(s[slot[3]], d[(x0 + 3u) % 5u], rho[3]);
    b[4] = theta_rho(s[slot[4]], d[(x0 + 4u) % 5u], rho[4]);
    /* result x goes where input 2 (x - y) mod 5 came from */
    s[slot[(10u - 2u * y) % 5u]] = chi1(b, y, 0) ^ rc;
    s[slot[(12u - 2u * y) % 5u]] = chi1(b, y, 1);
    s[slot[(14u - 2u * y) % 5u]] = chi1(b, y, 2);
    s[slot[(16u - 2u * y) % 5u]] = chi1(b, y, 3);
    s[slot[(18u - 2u * y) % 5u]] = chi1(b, y, 4);
}

/* The parity of column x; odd is 1 when the lanes are placed as odd rounds find them. */
static PQ8K_ALWAYS_INLINE uint64_t column_parity(const uint64_t s[25], unsigned odd, unsigned x)
{
    if (odd) {
        const uint8_t *col = odd_col_slots[x];
        return s[col[0]] ^ s[col[1]] ^ s[col[2]] ^ s[col[3]] ^ s[col[4]];
    }
    return s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20];
}

static PQ8K_ALWAYS_INLINE void keccak_round(uint64_t s[25], unsigned odd, uint64_t rc)
{
    uint64_t d[5];
    for (unsigned x = 0; x < 5; x++) d[x] = column_parity(s, odd, x);
    theta_effect(d);
    ROW_BARRIER(d);
    chi_row(s, row_slots[odd][0], d, 0, rc);
    ROW_BARRIER(d);
    chi_row(s, row_slots[odd][1], d, 1, 0);
    ROW_BARRIER(d);
    chi_row(s, row_slots[odd][2], d, 2, 0);
    ROW_BARRIER(d);
    chi_row(s, row_slots[odd][3], d, 3, 0);
    ROW_BARRIER(d);
    chi_row(s, row_slots[odd][4], d, 4, 0);
}

/* Complement the lanes that lane complementing keeps complemented (none without it). */
static PQ8K_ALWAYS_INLINE void complement_lanes(uint64_t s[25])
{
#if PQ8K_KECCAK_COMPLEMENT
    static const uint8_t lanes[6] = {1, 7, 8, 14, 17, 22};
    for (unsigned i = 0; i < 6; i++) s[lanes[i]] = ~s[lanes[i]];
#else
    (void)s;
#endif
}

#if PQ8K_KECCAK_COMPACT

static PQ8K_ALWAYS_INLINE void swap_lanes(uint64_t s[25], unsigned i, unsigned j)
{
    uint64_t t = s[i];
    s[i] = s[j];
    s[j] = t;
}

void pq8k_keccakf1600_bi32(uint64_t s[25])
{
    complement_lanes(s);
    for (unsigned r = 0; r < ROUNDS; r++) {
        keccak_round(s, 0, round_constants[r]);
        /* the odd-round placement, undone: it only exchanges these pairs */
        swap_lanes(s, 1, 12);
        swap_lanes(s, 2, 24);
        swap_lanes(s, 3, 6);
        swap_lanes(s, 4, 18);
        swap_lanes(s, 5, 16);
        swap_lanes(s, 7, 10);
        swap_lanes(s, 8, 22);
        swap_lanes(s, 11, 19);
        swap_lanes(s, 14, 20);
        swap_lanes(s, 15, 23);
    }
    complement_lanes(s);
}

#else

void pq8k_keccakf1600_bi32(uint64_t s[25])
{
    complement_lanes(s);
    for (unsigned r = 0; r < ROUNDS; r += 2) {
        keccak_round(s, 0, round_constants[r]);
        keccak_round(s, 1, round_constants[r + 1]);
    }
    complement_lanes(s);
}

#endif

#endif /* !PQ8K_CONFIG_KECCAK_ASM && !PQ8K_CONFIG_KECCAK_ASM_ARMV6M */

#if PQ8K_KECCAK_FRAMED

void pq8k_keccak_relayout(uint64_t s[25])
{
    for (unsigned i = 0; i < 25; i++) {
        unsigned j = pq8k_keccak_layout[i];
        if (j > i) {
            uint64_t t = s[i];
            s[i] = s[j];
            s[j] = t;
        }
    }
}

/* n is in 0..31. */
static uint32_t ror32(uint32_t x, unsigned n)
{
    return (x >> n) | (x << ((32u - n) & 31u));
}

/* Every lane of a plain bit-interleaved state into its frames (into = 1) or out of them. */
static void reframe(uint64_t s[25], unsigned into)
{
    for (unsigned i = 0; i < 25; i++) {
        unsigned f = pq8k_keccak_frames[i], fe = (f + 1u) >> 1, fo = f >> 1;
        if (!into) fe = (32u - fe) & 31u, fo = (32u - fo) & 31u;
        s[i] = (uint64_t)ror32((uint32_t)(s[i] >> 32), fo) << 32 | ror32((uint32_t)s[i], fe);
    }
}

/* The plain bit-interleaved state through the assembly, which takes its own form. */
void pq8k_keccakf1600_bi32(uint64_t s[25])
{
    reframe(s, 1);
    pq8k_keccak_relayout(s);
    pq8k_keccakf1600_bi32_framed(s);
    pq8k_keccak_relayout(s);
    reframe(s, 0);
}

#endif

/*
 * Bit j of a lane has a 6-bit address: bits 0..4 its place in a 32-bit word,
 * bit 5 the word. Interleaving moves address bit 0 to the top and the others
 * down one place: a rotation of the address bits, which is five exchanges of
 * address bit 5 with bits 4, 3, 2, 1, 0 in turn (deinterleaving: 0, 1, 2, 3,
 * 4). Exchanging address bits k and 5 swaps the low word's bits that have bit
 * k of their place set with the high word's bits 2^k places below them that
 * have it clear (mask): four operations on both words at once, where
 * unzipping each word and then packing the halves takes 37.
 */
static PQ8K_ALWAYS_INLINE void exchange(uint32_t *lo, uint32_t *hi, uint32_t mask, unsigned k)
{
    uint32_t t = (*hi ^ (*lo >> (1u << k))) & mask;
    *hi ^= t;
    *lo ^= t << (1u << k);
}

static PQ8K_ALWAYS_INLINE uint64_t interleave(uint64_t lane)
{
    uint32_t lo = (uint32_t)lane, hi = (uint32_t)(lane >> 32);
    exchange(&lo, &hi, 0x0000FFFFu, 4);
    exchange(&lo, &hi, 0x00FF00FFu, 3);
    exchange(&lo, &hi, 0x0F0F0F0Fu, 2);
    exchange(&lo, &hi, 0x33333333u, 1);
    exchange(&lo, &hi, 0x55555555u, 0);
    return (uint64_t)hi << 32 | lo;
}

static PQ8K_ALWAYS_INLINE uint64_t deinterleave(uint64_t lane)
{
    uint32_t lo = (uint32_t)lane, hi = (uint32_t)(lane >> 32);
    exchange(&lo, &hi, 0x55555555u, 0);
    exchange(&lo, &hi, 0x33333333u, 1);
    exchange(&lo, &hi, 0x0F0F0F0Fu, 2);
    exchange(&lo, &hi, 0x00FF00FFu, 3);
    exchange(&lo, &hi, 0x0000FFFFu, 4);
    return (uint64_t)hi << 32 | lo;
}

uint64_t pq8k_keccak_interleave(uint64_t lane) { return interleave(lane); }
uint64_t pq8k_keccak_deinterleave(uint64_t lane) { return deinterleave(lane); }
