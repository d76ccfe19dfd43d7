/* SPDX-License-Identifier: MIT */
/*
 * Gaussian candidate: a table (CDT) sample x of the half-Gaussian D_{Z,16}
 * gives the integer part, 72 uniform bits the fraction, and a rejection step
 * with probability exp(-(y^2 - x^2)...) smooths the staircase into a
 * continuous half-Gaussian. The release (pq8k/config.h) fixes the table's
 * precision and the exponential's polynomial; everything else is shared.
 */
#include "haetae/all_levels/gauss.h"
#include "common/mul64.h"
#include "pq8k/config.h"

static uint64_t load_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = n; i-- > 0;)
        v = (v << 8) | p[i];
    return v;
}

#if PQ8K_CONFIG_HAETAE_V112
/* v1.1.2: cumulative table at 16-bit precision. */
static const uint16_t cdt[64] = {
    3266, 6520, 9748, 12938, 16079, 19159, 22168, 25096, 27934, 30674, 33309,
    35833, 38241, 40531, 42698, 44742, 46663, 48460, 50135, 51690, 53128, 54454,
    55670, 56781, 57794, 58712, 59541, 60287, 60956, 61554, 62085, 62556, 62972,
    63337, 63657, 63936, 64178, 64388, 64569, 64724, 64857, 64970, 65066, 65148,
    65216, 65273, 65321, 65361, 65394, 65422, 65444, 65463, 65478, 65490, 65500,
    65508, 65514, 65519, 65523, 65527, 65529, 65531, 65533, 65534,
};

/* x = #{i : cdt[i] < u}, every entry compared. */
static uint32_t table_sample(const uint8_t *b)
{
    uint32_t u = (uint32_t)load_le(b, 2), x = 0;
    for (unsigned i = 0; i < 64; i++)
        x += ((uint32_t)cdt[i] - u) >> 31;
    return x;
}

/* 2^48 * exp(-x / 2^48), degree 7, Horner form with per-step rounding shifts. */
static int64_t approx_exp(uint64_t x)
{
    int64_t p = -0xB6C6340925AELL;
    p = ((pq8k_haetae_smulh48(p, x) + 4) >> 3) + 0xB4BD4DF85227LL;
    p = ((pq8k_haetae_smulh48(p, x) + 4) >> 3) - 0x887F727491E2LL;
    p = ((pq8k_haetae_smulh48(p, x) + 2) >> 2) + 0xAAAA643C7E8DLL;
    p = ((pq8k_haetae_smulh48(p, x) + 2) >> 2) - 0xAAAAA98179E6LL;
    p = ((pq8k_haetae_smulh48(p, x) + 1) >> 1) + 0xFFFFFFFB2E7ALL;
    p = ((pq8k_haetae_smulh48(p, x) + 1) >> 1) - 0xFFFFFFFFF85FLL;
    return pq8k_haetae_smulh48(p, x) + 0xFFFFFFFFFFFCLL;
}
#else
/*
 * v1.2.0: the published table floor(CDF(k) * 2^83), k = 0..165, of the
 * half-Gaussian with rho(k) = exp(-k^2/512) (an independent high-precision
 * recomputation agrees to within 11 units of 2^-83). Each entry is split at
 * bit 62: lo = bits 0..61 as two 32-bit words, low word first, hi = bits
 * 62..82. With both parts of both operands below 2^62 and 2^21, the sign of
 * a plain difference is the borrow: no comparison, no branch.
 */
#define CDT83_LEN 166
typedef struct {
    uint32_t lo0, lo1, hi;
} cdt83_entry;

static const cdt83_entry cdt83[CDT83_LEN] = {
    {0x88db1e28, 0x0aa572bc, 0x018e94}, {0x9064b2ee, 0x0f3820e6, 0x031c61},
    {0xd1418704, 0x168dc44d, 0x04a7db}, {0x9b97b1dd, 0x2587a04d, 0x062f7d},
    {0xa65d0050, 0x1b843ce0, 0x07b1ce}, {0x69003e7d, 0x02b62cb8, 0x092d64},
    {0xf8bf43c6, 0x0d44f194, 0x0aa0e8}, {0xb211b4db, 0x3aa0c7ac, 0x0c0b1b},
    {0xf524be80, 0x211387f7, 0x0d6ada}, {0xf2ceb77f, 0x18526ca6, 0x0ebf1c},
    {0x6b7dad17, 0x02a01a90, 0x1006f9}, {0x1966b9a7, 0x32e5337a, 0x1141a8},
    {0x9735f58a, 0x2f00f7ac, 0x126e85}, {0x0642ba60, 0x0e6c48f4, 0x138d0c},
    {0xafb5e4ec, 0x36192fa1, 0x149cda}, {0xffc2fcf5, 0x3339dba8, 0x159db1},
    {0xac90c9eb, 0x3746cbe1, 0x168f71}, {0x1d78466f, 0x38300434, 0x17721a},
    {0x72bb3d8a, 0x381dcca5, 0x1845c9}, {0xc82a5384, 0x3880376c, 0x190ab6},
    {0x77dfecb9, 0x1c68a5c4, 0x19c132}, {0x2a25fef3, 0x3e45ceb0, 0x1a69a2},
    {0x208dbaa1, 0x3d1a8ccd, 0x1b0481}, {0x9085e7db, 0x052c002b, 0x1b9259},
    {0x5551378d, 0x17ef361c, 0x1c13bf}, {0xd9e5a8bb, 0x16b4ff49, 0x1c8956},
    {0xde732d83, 0x1337c94e, 0x1cf3c7}, {0x3fe83c38, 0x28c75b8d, 0x1d53c0},
    {0x30fe20e0, 0x205d7bd1, 0x1da9f3}, {0x76d85108, 0x2170e60b, 0x1df711},
    {0x414901ff, 0x30e59892, 0x1e3bca}, {0xb911f3de, 0x3f05cf70, 0x1e78cb},
    {0xdfd508c9, 0x0501460f, 0x1eaebd}, {0xa2a54906, 0x320b1303, 0x1ede3f},
    {0xeb04b20c, 0x27d3badb, 0x1f07ee}, {0x741b666d, 0x05ce666b, 0x1f2c5c},
    {0xded20430, 0x026e689f, 0x1f4c12}, {0x4fcf6ff6, 0x1155d135, 0x1f6791},
    {0xa1d318f6, 0x15469226, 0x1f7f51}, {0xcfa9cabc, 0x1c8d3820, 0x1f93c0},
    {0xf700fc40, 0x268d83bb, 0x1fa543}, {0x44042803, 0x31152d89, 0x1fb436},
    {0xabe53700, 0x0c1e741a, 0x1fc0ed}, {0xe0f9a967, 0x32b94c56, 0x1fcbb1},
    {0x79e4539c, 0x27e5a80a, 0x1fd4c7}, {0x1feb4d12, 0x1641c5d1, 0x1fdc6a},
    {0x8b73dde0, 0x318b7159, 0x1fe2ce}, {0xa7904d7e, 0x19112fb5, 0x1fe823},
    {0xefabc820, 0x3a4f57cb, 0x1fec90}, {0xd5022976, 0x3314025f, 0x1ff03a},
    {0xaab1981b, 0x32a2b228, 0x1ff33f}, {0x0378cd98, 0x196ce1e6, 0x1ff5ba},
    {0x38e3ca90, 0x170ec64b, 0x1ff7c1}, {0x15dcd7c6, 0x06572696, 0x1ff968},
    {0xbdc85312, 0x07360038, 0x1ffabf}, {0x57a8ae1a, 0x167fa02a, 0x1ffbd4},
    {0xea9b2bef, 0x2380fab2, 0x1ffcb3}, {0x6509b5a2, 0x236e6abd, 0x1ffd66},
    {0x6ba81c37, 0x22bfcf1d, 0x1ffdf5}, {0xf96caa93, 0x14946e8b, 0x1ffe67},
    {0xea8cda2d, 0x203e6262, 0x1ffec1}, {0x33ae9203, 0x2d18c8b3, 0x1fff08},
    {0xa7718d61, 0x2ccdedb5, 0x1fff40}, {0xb8497c0a, 0x24333eca, 0x1fff6c},
    {0x3bf2b7d9, 0x32e06eb3, 0x1fff8e}, {0x50dfe7e2, 0x19a5f6c5, 0x1fffa9},
    {0x927f906e, 0x000548f3, 0x1fffbe}, {0xb573bc40, 0x38cac146, 0x1fffcd},
    {0xc4b6aff1, 0x05e6dade, 0x1fffda}, {0x17def8ec, 0x1ba17dfa, 0x1fffe3},
    {0x6ce20a93, 0x233f84d0, 0x1fffea}, {0xc5186746, 0x3d2fe967, 0x1fffef},
    {0x7e9b180f, 0x02d37ecd, 0x1ffff4}, {0xbd33f0bb, 0x07efafa8, 0x1ffff7},
    {0x41e791cc, 0x1bda8263, 0x1ffff9}, {0xe045599f, 0x0a6c1c6c, 0x1ffffb},
    {0xaa9a526e, 0x1cc02c0f, 0x1ffffc}, {0x1a4a4e52, 0x19d00290, 0x1ffffd},
    {0x9ce07540, 0x06ecbd13, 0x1ffffe}, {0xffb47f4c, 0x281f9f15, 0x1ffffe},
    {0x81687af0, 0x0075b174, 0x1fffff}, {0x68301c65, 0x123ad13e, 0x1fffff},
    {0xae1c84cb, 0x1f27955f, 0x1fffff}, {0x7368c266, 0x2884cdb0, 0x1fffff},
    {0x97fc83f6, 0x2f46d4f8, 0x1fffff}, {0x663ec049, 0x34227e46, 0x1fffff},
    {0x1b5aff07, 0x379d091c, 0x1fffff}, {0x3c3890a6, 0x3a183c53, 0x1fffff},
    {0x2066b0f2, 0x3bdb8a60, 0x1fffff}, {0xf3db86b7, 0x3d1af06d, 0x1fffff},
    {0x8587e2aa, 0x3dfc1a81, 0x1fffff}, {0x48ac2a93, 0x3e9a37a3, 0x1fffff},
    {0x7970dbfe, 0x3f08d079, 0x1fffff}, {0xfd7a00bc, 0x3f55df73, 0x1fffff},
    {0x73bca5ce, 0x3f8b5aa5, 0x1fffff}, {0x09f51681, 0x3fb053c1, 0x1fffff},
    {0x39a036ec, 0x3fc9c9bd, 0x1fffff}, {0x4ee1f846, 0x3fdb40bd, 0x1fffff},
    {0x59b20a4a, 0x3fe72fa8, 0x1fffff}, {0xa93d266d, 0x3fef4edd, 0x1fffff},
    {0x9fb0d4e0, 0x3ff4d07a, 0x1fffff}, {0xef31b1cc, 0x3ff88868, 0x1fffff},
    {0x6a3f5f0c, 0x3ffb08c1, 0x1fffff}, {0x0be5cabf, 0x3ffcb5d3, 0x1fffff},
    {0x65d95fe6, 0x3ffdd434, 0x1fffff}, {0x538ad2fa, 0x3ffe929a, 0x1fffff},
    {0xc2119732, 0x3fff10b1, 0x1fffff}, {0x8795a2c9, 0x3fff63df, 0x1fffff},
    {0xa0a9f2af, 0x3fff9a87, 0x1fffff}, {0xf6f0f4a9, 0x3fffbe4d, 0x1fffff},
    {0x0f204910, 0x3fffd5a1, 0x1fffff}, {0xf1668b32, 0x3fffe4c6, 0x1fffff},
    {0x9680bfaf, 0x3fffee93, 0x1fffff}, {0x216290db, 0x3ffff4e4, 0x1fffff},
    {0xc044613e, 0x3ffff8f1, 0x1fffff}, {0x2dc2b174, 0x3ffffb89, 0x1fffff},
    {0xb4188608, 0x3ffffd2f, 0x1fffff}, {0xc0a56eba, 0x3ffffe3b, 0x1fffff},
    {0x23b218c6, 0x3ffffee5, 0x1fffff}, {0xc31097e3, 0x3fffff4f, 0x1fffff},
    {0x9d76dbeb, 0x3fffff92, 0x1fffff}, {0x5e7c0350, 0x3fffffbc, 0x1fffff},
    {0x586c6684, 0x3fffffd6, 0x1fffff}, {0x716865f7, 0x3fffffe6, 0x1fffff},
    {0x613c76e2, 0x3ffffff0, 0x1fffff}, {0x7d62ab64, 0x3ffffff6, 0x1fffff},
    {0x3b6664c0, 0x3ffffffa, 0x1fffff}, {0x83e13d66, 0x3ffffffc, 0x1fffff},
    {0xe713ef71, 0x3ffffffd, 0x1fffff}, {0xbe18936f, 0x3ffffffe, 0x1fffff},
    {0x3fbfc997, 0x3fffffff, 0x1fffff}, {0x8d9fa29a, 0x3fffffff, 0x1fffff},
    {0xbc372590, 0x3fffffff, 0x1fffff}, {0xd7fb7dfd, 0x3fffffff, 0x1fffff},
    {0xe87747f9, 0x3fffffff, 0x1fffff}, {0xf2368b89, 0x3fffffff, 0x1fffff},
    {0xf7f44d88, 0x3fffffff, 0x1fffff}, {0xfb52a49b, 0x3fffffff, 0x1fffff},
    {0xfd4a9ffb, 0x3fffffff, 0x1fffff}, {0xfe700579, 0x3fffffff, 0x1fffff},
    {0xff1a287f, 0x3fffffff, 0x1fffff}, {0xff7c6f06, 0x3fffffff, 0x1fffff},
    {0xffb4fa99, 0x3fffffff, 0x1fffff}, {0xffd56300, 0x3fffffff, 0x1fffff},
    {0xffe7e364, 0x3fffffff, 0x1fffff}, {0xfff268d7, 0x3fffffff, 0x1fffff},
    {0xfff85e8e, 0x3fffffff, 0x1fffff}, {0xfffbbb6f, 0x3fffffff, 0x1fffff},
    {0xfffd9f49, 0x3fffffff, 0x1fffff}, {0xfffeae2c, 0x3fffffff, 0x1fffff},
    {0xffff453d, 0x3fffffff, 0x1fffff}, {0xffff9928, 0x3fffffff, 0x1fffff},
    {0xffffc797, 0x3fffffff, 0x1fffff}, {0xffffe12f, 0x3fffffff, 0x1fffff},
    {0xffffef3c, 0x3fffffff, 0x1fffff}, {0xfffff6eb, 0x3fffffff, 0x1fffff},
    {0xfffffb1b, 0x3fffffff, 0x1fffff}, {0xfffffd60, 0x3fffffff, 0x1fffff},
    {0xfffffe9a, 0x3fffffff, 0x1fffff}, {0xffffff43, 0x3fffffff, 0x1fffff},
    {0xffffff9e, 0x3fffffff, 0x1fffff}, {0xffffffce, 0x3fffffff, 0x1fffff},
    {0xffffffe7, 0x3fffffff, 0x1fffff}, {0xfffffff4, 0x3fffffff, 0x1fffff},
    {0xfffffffb, 0x3fffffff, 0x1fffff}, {0xfffffffe, 0x3fffffff, 0x1fffff},
};

#if PQ8K_CONFIG_HAETAE_CDT_ASM
/* cdt83_armv7m.S: how many entries are >= (r2:r1:r0), the same scan with a
   carry chain (the split at bit 62 keeps word-wise order = numeric order). */
_Static_assert(CDT83_LEN == 166 && sizeof(cdt83_entry) == 12, "cdt83_armv7m.S layout");
uint32_t pq8k_haetae_cdt83_ge(const cdt83_entry *tab, uint32_t r0, uint32_t r1, uint32_t r2);
#endif

/* x = #{k : CDT83[k] < r} for the 83-bit r in b[0..11); every entry is
   compared, in the same order, whatever r (no secret-dependent branch or index). */
static uint32_t table_sample(const uint8_t *b)
{
    uint64_t r = load_le(b, 8);
    uint64_t rlo = r & (((uint64_t)1 << 62) - 1);
    uint32_t rhi = (((uint32_t)load_le(b + 8, 3) & 0x7FFFFu) << 2) | (uint32_t)(r >> 62);
#if PQ8K_CONFIG_HAETAE_CDT_ASM
    return CDT83_LEN - pq8k_haetae_cdt83_ge(cdt83, (uint32_t)rlo, (uint32_t)(rlo >> 32), rhi);
#else
    uint32_t x = 0;
    for (unsigned i = 0; i < CDT83_LEN; i++) {
        const cdt83_entry *c = &cdt83[i];
        int64_t d = (int64_t)((((uint64_t)c->lo1 << 32) | c->lo0) - rlo);  /* < 0: borrow */
        uint32_t e = c->hi - rhi + (uint32_t)(int32_t)(d >> 63);
        x += e >> 31;
    }
    return x;
#endif
}

/* ceil(c_k * 2^48) of the GALACTICS degree-10 polynomial for exp(-z), c_10
   first; the constant term is 2^48 + 1 so that the polynomial is >= exp(-z). */
static const int64_t exp_coef[11] = {
    55868746LL, -743564434LL, 6953427278LL, -55833338892LL, 390932311155LL,
    -2345623661771LL, 11728123872951LL, -46912496106200LL, 140737488354861LL,
    -281474976710650LL, 281474976710657LL,
};

/* 2^48 * exp(-x / 2^48), Horner form, one rounded 48-bit product per step. */
static int64_t approx_exp(uint64_t x)
{
    int64_t p = exp_coef[0];
    for (unsigned i = 1; i < 11; i++)
        p = pq8k_haetae_smulh48(p, x) + exp_coef[i];
    return p;
}
#endif

/* y = x + frac with 76 fractional bits, x from the table; returns x. */
static uint64_t candidate(const uint8_t b[HAETAE_GAUSS_BYTES], fp96 *y)
{
    uint64_t x = table_sample(b);
    y->lo = load_le(b + HAETAE_GAUSS_FRAC, 6);
    y->hi = load_le(b + HAETAE_GAUSS_FRAC + 6, 3) | (x << 24);
    return x;
}

/* round(y * 2^60), the low limb rounded apart: y->hi << 33 would overflow
   for x >= 128, which the 83-bit table can draw. */
static uint64_t magnitude(const fp96 *y)
{
    return (((y->lo >> 15) + 1) >> 1) + (y->hi << 32);
}

uint64_t pq8k_haetae_gauss_mag(const uint8_t b[HAETAE_GAUSS_BYTES])
{
    fp96 y;
    candidate(b, &y);
    return magnitude(&y);
}

unsigned pq8k_haetae_gauss(const uint8_t b[HAETAE_GAUSS_BYTES], uint64_t *mag, fp96 *sq)
{
    fp96 y;
    uint64_t rej = load_le(b + HAETAE_GAUSS_REJ, 6);
    uint64_t x = candidate(b, &y);
    *mag = magnitude(&y);

    pq8k_haetae_fp_square(sq, &y);
    /* (y^2 - x^2) in 47 fractional bits, rounded */
    /* x < 2^32: the square from 32-bit halves, constant time on the M3 */
    uint64_t e = ((sq->hi - (pq8k_umul64((uint32_t)x, (uint32_t)x) << 20)) << 20) | (sq->lo >> 28);
    e = (e + 1) >> 1;

    int64_t d = (int64_t)(rej & ~(uint64_t)1) - approx_exp(e);
    unsigned below = (unsigned)((uint64_t)d >> 63);
    /* a zero magnitude is kept only half the time (it has no sign twin) */
    unsigned nonzero = (unsigned)((*mag | ((uint64_t)0 - *mag)) >> 63);
    return below & (nonzero | (unsigned)(rej & 1));
}
