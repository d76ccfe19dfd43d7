/* Key packing; see packing.h. All packings are LSB-first bit streams. */
#include "haetae/packing.h"

/* Largest b1 = (b - b0) / 2 for b in [0, q). */
#define HAETAE_B1_MAX 32256

/* Write the low w bits of v at bit offset `bit` (the bits must be zero). */
static void put_bits(uint8_t *p, unsigned bit, uint32_t v, unsigned w)
{
    for (unsigned i = 0; i < w; i++, bit++)
        p[bit >> 3] |= (uint8_t)(((v >> i) & 1) << (bit & 7));
}

static uint32_t get_bits(const uint8_t *p, unsigned bit, unsigned w)
{
    uint32_t v = 0;
    for (unsigned i = 0; i < w; i++, bit++)
        v |= (uint32_t)((p[bit >> 3] >> (bit & 7)) & 1) << i;
    return v;
}

static void pack_w(uint8_t *out, size_t bytes, const hpoly *a, unsigned w, int32_t bias)
{
    for (size_t i = 0; i < bytes; i++)
        out[i] = 0;
    for (unsigned n = 0; n < HAETAE_N; n++)
        put_bits(out, w * n, (uint32_t)(bias - a->c[n]), w);
}

static void unpack_w(hpoly *a, const uint8_t *in, unsigned w, int32_t bias)
{
    for (unsigned n = 0; n < HAETAE_N; n++)
        a->c[n] = (int16_t)(bias - (int32_t)get_bits(in, w * n, w));
}

void haetae_pack_b(uint8_t *out, const hpoly *b)
{
#if HAETAE_D == 1
    for (unsigned i = 0; i < HAETAE_POLYB_BYTES; i++)
        out[i] = 0;
    for (unsigned n = 0; n < HAETAE_N; n++)
        put_bits(out, 15 * n, (uint32_t)b->c[n], 15);
#else
    for (unsigned n = 0; n < HAETAE_N; n++) {
        out[2 * n] = (uint8_t)b->c[n];
        out[2 * n + 1] = (uint8_t)((uint16_t)b->c[n] >> 8);
    }
#endif
}

void haetae_pack_s1(uint8_t out[HAETAE_POLYS1_BYTES], const hpoly *s)
{
    pack_w(out, HAETAE_POLYS1_BYTES, s, 2, 1);
}

void haetae_unpack_s1(hpoly *s, const uint8_t in[HAETAE_POLYS1_BYTES])
{
    unpack_w(s, in, 2, 1);
}

void haetae_pack_s2(uint8_t out[HAETAE_POLYS2_BYTES], const hpoly *s)
{
#if HAETAE_D == 1
    pack_w(out, HAETAE_POLYS2_BYTES, s, 3, 2);
#else
    pack_w(out, HAETAE_POLYS2_BYTES, s, 2, 1);
#endif
}

void haetae_unpack_s2(hpoly *s, const uint8_t in[HAETAE_POLYS2_BYTES])
{
#if HAETAE_D == 1
    unpack_w(s, in, 3, 2);
#else
    unpack_w(s, in, 2, 1);
#endif
}

int haetae_pk_check(const uint8_t *pk)
{
    uint32_t bad = 0;
    const uint8_t *b = pk + HAETAE_SEEDBYTES;
    for (unsigned i = 0; i < HAETAE_K; i++, b += HAETAE_POLYB_BYTES) {
        for (unsigned n = 0; n < HAETAE_N; n++) {
#if HAETAE_D == 1
            bad |= haetae_get15(b, n) > HAETAE_B1_MAX;
#else
            bad |= (uint32_t)(b[2 * n] | (b[2 * n + 1] << 8)) >= HAETAE_Q;
#endif
        }
    }
    return bad ? -1 : 0;
}
