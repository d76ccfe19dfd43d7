/* SPDX-License-Identifier: MIT */
/* Key packing; see packing.h. All packings are LSB-first bit streams. */
#include "haetae/packing.h"

/* LSB-first bit streams through a 32-bit window: a byte per store, never a
   bit at a time (these run for every key-generation attempt and signature). */
typedef struct {
    uint8_t *p;
    uint32_t acc;
    unsigned bits;
} bit_writer;

typedef struct {
    const uint8_t *p;
    uint32_t acc;
    unsigned bits;
} bit_reader;

/* v < 2^w, w <= 24 */
static void put_bits(bit_writer *bw, uint32_t v, unsigned w)
{
    bw->acc |= v << bw->bits;
    bw->bits += w;
    while (bw->bits >= 8) {
        *bw->p++ = (uint8_t)bw->acc;
        bw->acc >>= 8;
        bw->bits -= 8;
    }
}

static uint32_t get_bits(bit_reader *br, unsigned w)
{
    while (br->bits < w) {
        br->acc |= (uint32_t)*br->p++ << br->bits;
        br->bits += 8;
    }
    uint32_t v = br->acc & ((1u << w) - 1);
    br->acc >>= w;
    br->bits -= w;
    return v;
}

/* n * w is a multiple of 8 for every packing here, so nothing is left over. */
static void pack_w(uint8_t *out, const hpoly *a, unsigned w, int32_t bias)
{
    bit_writer bw = {out, 0, 0};
    for (unsigned n = 0; n < HAETAE_N; n++)
        put_bits(&bw, (uint32_t)(bias - a->c[n]), w);
}

static void unpack_w(hpoly *a, const uint8_t *in, unsigned w, int32_t bias)
{
    bit_reader br = {in, 0, 0};
    for (unsigned n = 0; n < HAETAE_N; n++)
        a->c[n] = (int16_t)(bias - (int32_t)get_bits(&br, w));
}

void haetae_pack_b(uint8_t *out, const hpoly *b)
{
#if HAETAE_D == 1
    bit_writer bw = {out, 0, 0};
    for (unsigned n = 0; n < HAETAE_N; n++)
        put_bits(&bw, (uint32_t)b->c[n], 15);
#else
    for (unsigned n = 0; n < HAETAE_N; n++) {
        out[2 * n] = (uint8_t)b->c[n];
        out[2 * n + 1] = (uint8_t)((uint16_t)b->c[n] >> 8);
    }
#endif
}

void haetae_pack_s1(uint8_t out[HAETAE_POLYS1_BYTES], const hpoly *s)
{
    pack_w(out, s, 2, 1);
}

void haetae_unpack_s1(hpoly *s, const uint8_t in[HAETAE_POLYS1_BYTES])
{
    unpack_w(s, in, 2, 1);
}

void haetae_pack_s2(uint8_t out[HAETAE_POLYS2_BYTES], const hpoly *s)
{
#if HAETAE_D == 1
    pack_w(out, s, 3, 2);
#else
    pack_w(out, s, 2, 1);
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
            bad |= haetae_pk_coeff_bad((uint32_t)haetae_get15(b, n));
#else
            bad |= haetae_pk_coeff_bad((uint32_t)(b[2 * n] | (b[2 * n + 1] << 8)));
#endif
        }
    }
    return bad ? -1 : 0;
}
