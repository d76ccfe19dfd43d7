/*
 * Gaussian candidate: a table (CDT) sample x of the half-Gaussian D_{Z,16}
 * gives the integer part, 72 uniform bits the fraction, and a rejection step
 * with probability exp(-(y^2 - x^2)...) smooths the staircase into a
 * continuous half-Gaussian. The release (pq8k/config.h) fixes the table's
 * precision and the exponential's polynomial; everything else is shared.
 */
#include "haetae/all_levels/gauss.h"

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
 * recomputation agrees to within 11 units of 2^-83). Bits 64..82 of entries 0..75
 * are in cdt83_hi; entries 76..165 have them all set. cdt83_lo holds bits
 * 0..63 as two 32-bit words, low word first, for 32-bit borrow chains.
 */
static const uint32_t cdt83_hi[76] = {
    0x063a5, 0x0c718, 0x129f6, 0x18bdf, 0x1ec73, 0x24b59,
    0x2a83a, 0x302c6, 0x35ab6, 0x3afc7, 0x401be, 0x4506a,
    0x49ba1, 0x4e343, 0x52736, 0x5676c, 0x5a3dc, 0x5dc86,
    0x61172, 0x642ad, 0x6704c, 0x69a68, 0x6c120, 0x6e496,
    0x704ef, 0x72255, 0x73cf1, 0x754f0, 0x76a7c, 0x77dc4,
    0x78ef2, 0x79e32, 0x7abaf, 0x7b78f, 0x7c1fb, 0x7cb17,
    0x7d304, 0x7d9e4, 0x7dfd4, 0x7e4f0, 0x7e950, 0x7ed0d,
    0x7f03b, 0x7f2ec, 0x7f531, 0x7f71a, 0x7f8b3, 0x7fa08,
    0x7fb24, 0x7fc0e, 0x7fccf, 0x7fd6e, 0x7fdf0, 0x7fe5a,
    0x7feaf, 0x7fef5, 0x7ff2c, 0x7ff59, 0x7ff7d, 0x7ff99,
    0x7ffb0, 0x7ffc2, 0x7ffd0, 0x7ffdb, 0x7ffe3, 0x7ffea,
    0x7ffef, 0x7fff3, 0x7fff6, 0x7fff8, 0x7fffa, 0x7fffb,
    0x7fffd, 0x7fffd, 0x7fffe, 0x7fffe,
};
static const uint32_t cdt83_lo[166][2] = {
    {0x88db1e28, 0x0aa572bc}, {0x9064b2ee, 0x4f3820e6}, {0xd1418704, 0xd68dc44d},
    {0x9b97b1dd, 0x6587a04d}, {0xa65d0050, 0x9b843ce0}, {0x69003e7d, 0x02b62cb8},
    {0xf8bf43c6, 0x0d44f194}, {0xb211b4db, 0xfaa0c7ac}, {0xf524be80, 0xa11387f7},
    {0xf2ceb77f, 0x18526ca6}, {0x6b7dad17, 0x42a01a90}, {0x1966b9a7, 0x32e5337a},
    {0x9735f58a, 0x6f00f7ac}, {0x0642ba60, 0x0e6c48f4}, {0xafb5e4ec, 0xb6192fa1},
    {0xffc2fcf5, 0x7339dba8}, {0xac90c9eb, 0x7746cbe1}, {0x1d78466f, 0xb8300434},
    {0x72bb3d8a, 0x781dcca5}, {0xc82a5384, 0xb880376c}, {0x77dfecb9, 0x9c68a5c4},
    {0x2a25fef3, 0xbe45ceb0}, {0x208dbaa1, 0x7d1a8ccd}, {0x9085e7db, 0x452c002b},
    {0x5551378d, 0xd7ef361c}, {0xd9e5a8bb, 0x96b4ff49}, {0xde732d83, 0xd337c94e},
    {0x3fe83c38, 0x28c75b8d}, {0x30fe20e0, 0xe05d7bd1}, {0x76d85108, 0x6170e60b},
    {0x414901ff, 0xb0e59892}, {0xb911f3de, 0xff05cf70}, {0xdfd508c9, 0x4501460f},
    {0xa2a54906, 0xf20b1303}, {0xeb04b20c, 0xa7d3badb}, {0x741b666d, 0x05ce666b},
    {0xded20430, 0x826e689f}, {0x4fcf6ff6, 0x5155d135}, {0xa1d318f6, 0x55469226},
    {0xcfa9cabc, 0x1c8d3820}, {0xf700fc40, 0xe68d83bb}, {0x44042803, 0xb1152d89},
    {0xabe53700, 0x4c1e741a}, {0xe0f9a967, 0x72b94c56}, {0x79e4539c, 0xe7e5a80a},
    {0x1feb4d12, 0x9641c5d1}, {0x8b73dde0, 0xb18b7159}, {0xa7904d7e, 0xd9112fb5},
    {0xefabc820, 0x3a4f57cb}, {0xd5022976, 0xb314025f}, {0xaab1981b, 0xf2a2b228},
    {0x0378cd98, 0x996ce1e6}, {0x38e3ca90, 0x570ec64b}, {0x15dcd7c6, 0x06572696},
    {0xbdc85312, 0xc7360038}, {0x57a8ae1a, 0x167fa02a}, {0xea9b2bef, 0xe380fab2},
    {0x6509b5a2, 0xa36e6abd}, {0x6ba81c37, 0x62bfcf1d}, {0xf96caa93, 0xd4946e8b},
    {0xea8cda2d, 0x603e6262}, {0x33ae9203, 0x2d18c8b3}, {0xa7718d61, 0x2ccdedb5},
    {0xb8497c0a, 0x24333eca}, {0x3bf2b7d9, 0xb2e06eb3}, {0x50dfe7e2, 0x59a5f6c5},
    {0x927f906e, 0x800548f3}, {0xb573bc40, 0x78cac146}, {0xc4b6aff1, 0x85e6dade},
    {0x17def8ec, 0xdba17dfa}, {0x6ce20a93, 0xa33f84d0}, {0xc5186746, 0xfd2fe967},
    {0x7e9b180f, 0x02d37ecd}, {0xbd33f0bb, 0xc7efafa8}, {0x41e791cc, 0x5bda8263},
    {0xe045599f, 0xca6c1c6c}, {0xaa9a526e, 0x1cc02c0f}, {0x1a4a4e52, 0x59d00290},
    {0x9ce07540, 0x86ecbd13}, {0xffb47f4c, 0xa81f9f15}, {0x81687af0, 0xc075b174},
    {0x68301c65, 0xd23ad13e}, {0xae1c84cb, 0xdf27955f}, {0x7368c266, 0xe884cdb0},
    {0x97fc83f6, 0xef46d4f8}, {0x663ec049, 0xf4227e46}, {0x1b5aff07, 0xf79d091c},
    {0x3c3890a6, 0xfa183c53}, {0x2066b0f2, 0xfbdb8a60}, {0xf3db86b7, 0xfd1af06d},
    {0x8587e2aa, 0xfdfc1a81}, {0x48ac2a93, 0xfe9a37a3}, {0x7970dbfe, 0xff08d079},
    {0xfd7a00bc, 0xff55df73}, {0x73bca5ce, 0xff8b5aa5}, {0x09f51681, 0xffb053c1},
    {0x39a036ec, 0xffc9c9bd}, {0x4ee1f846, 0xffdb40bd}, {0x59b20a4a, 0xffe72fa8},
    {0xa93d266d, 0xffef4edd}, {0x9fb0d4e0, 0xfff4d07a}, {0xef31b1cc, 0xfff88868},
    {0x6a3f5f0c, 0xfffb08c1}, {0x0be5cabf, 0xfffcb5d3}, {0x65d95fe6, 0xfffdd434},
    {0x538ad2fa, 0xfffe929a}, {0xc2119732, 0xffff10b1}, {0x8795a2c9, 0xffff63df},
    {0xa0a9f2af, 0xffff9a87}, {0xf6f0f4a9, 0xffffbe4d}, {0x0f204910, 0xffffd5a1},
    {0xf1668b32, 0xffffe4c6}, {0x9680bfaf, 0xffffee93}, {0x216290db, 0xfffff4e4},
    {0xc044613e, 0xfffff8f1}, {0x2dc2b174, 0xfffffb89}, {0xb4188608, 0xfffffd2f},
    {0xc0a56eba, 0xfffffe3b}, {0x23b218c6, 0xfffffee5}, {0xc31097e3, 0xffffff4f},
    {0x9d76dbeb, 0xffffff92}, {0x5e7c0350, 0xffffffbc}, {0x586c6684, 0xffffffd6},
    {0x716865f7, 0xffffffe6}, {0x613c76e2, 0xfffffff0}, {0x7d62ab64, 0xfffffff6},
    {0x3b6664c0, 0xfffffffa}, {0x83e13d66, 0xfffffffc}, {0xe713ef71, 0xfffffffd},
    {0xbe18936f, 0xfffffffe}, {0x3fbfc997, 0xffffffff}, {0x8d9fa29a, 0xffffffff},
    {0xbc372590, 0xffffffff}, {0xd7fb7dfd, 0xffffffff}, {0xe87747f9, 0xffffffff},
    {0xf2368b89, 0xffffffff}, {0xf7f44d88, 0xffffffff}, {0xfb52a49b, 0xffffffff},
    {0xfd4a9ffb, 0xffffffff}, {0xfe700579, 0xffffffff}, {0xff1a287f, 0xffffffff},
    {0xff7c6f06, 0xffffffff}, {0xffb4fa99, 0xffffffff}, {0xffd56300, 0xffffffff},
    {0xffe7e364, 0xffffffff}, {0xfff268d7, 0xffffffff}, {0xfff85e8e, 0xffffffff},
    {0xfffbbb6f, 0xffffffff}, {0xfffd9f49, 0xffffffff}, {0xfffeae2c, 0xffffffff},
    {0xffff453d, 0xffffffff}, {0xffff9928, 0xffffffff}, {0xffffc797, 0xffffffff},
    {0xffffe12f, 0xffffffff}, {0xffffef3c, 0xffffffff}, {0xfffff6eb, 0xffffffff},
    {0xfffffb1b, 0xffffffff}, {0xfffffd60, 0xffffffff}, {0xfffffe9a, 0xffffffff},
    {0xffffff43, 0xffffffff}, {0xffffff9e, 0xffffffff}, {0xffffffce, 0xffffffff},
    {0xffffffe7, 0xffffffff}, {0xfffffff4, 0xffffffff}, {0xfffffffb, 0xffffffff},
    {0xfffffffe, 0xffffffff},
};
#define CDT83_HEAD 76
#define CDT83_LEN 166
#define CDT83_TOP 0x7FFFFu

/* Borrow out of a - b - bin (bin in {0, 1}), without a comparison. */
static inline uint32_t borrow(uint32_t a, uint32_t b, uint32_t bin)
{
    return (uint32_t)(((uint64_t)a - b - bin) >> 63);
}

/*
 * x = #{k : CDT83[k] < r} for the 83-bit r in b[0..11), every entry compared
 * by a branch-free borrow chain (no secret-dependent branch or index).
 */
static uint32_t table_sample(const uint8_t *b)
{
    uint32_t r0 = (uint32_t)load_le(b, 4), r1 = (uint32_t)load_le(b + 4, 4);
    uint32_t r2 = (uint32_t)load_le(b + 8, 3) & CDT83_TOP;
    uint32_t x = 0, tail = 0;
    for (unsigned i = 0; i < CDT83_HEAD; i++) {
        uint32_t c = borrow(cdt83_lo[i][0], r0, 0);
        c = borrow(cdt83_lo[i][1], r1, c);
        x += borrow(cdt83_hi[i], r2, c);
    }
    for (unsigned i = CDT83_HEAD; i < CDT83_LEN; i++)
        tail += borrow(cdt83_lo[i][1], r1, borrow(cdt83_lo[i][0], r0, 0));
    /* a tail entry is below r only if r's top bits are all set too */
    uint32_t top = ((r2 ^ CDT83_TOP) - 1) >> 31;
    return x + (tail & ((uint32_t)0 - top));
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
    uint64_t e = ((sq->hi - ((x * x) << 20)) << 20) | (sq->lo >> 28);
    e = (e + 1) >> 1;

    int64_t d = (int64_t)(rej & ~(uint64_t)1) - approx_exp(e);
    unsigned below = (unsigned)((uint64_t)d >> 63);
    /* a zero magnitude is kept only half the time (it has no sign twin) */
    unsigned nonzero = (unsigned)((*mag | ((uint64_t)0 - *mag)) >> 63);
    return below & (nonzero | (unsigned)(rej & 1));
}
