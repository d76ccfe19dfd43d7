/* SPDX-License-Identifier: MIT */
/* rANS signature streams; see sigcode.h. */
#include "haetae/sigcode.h"
#include "pq8k/pq8k.h"

/* Symbol frequencies (out of 1024), from the reference's tables. */
#if PQ8K_HAETAE_LEVEL == 2
static const uint16_t freq_h[] = {382, 246, 65, 7, 1, 1, 1, 1, 1, 1, 7, 65, 246};
static const uint16_t freq_hb[] = {1, 1, 1, 5, 58, 246, 398, 247, 59, 5, 1, 1, 1};
#elif PQ8K_HAETAE_LEVEL == 3
static const uint16_t freq_h[] = {266, 213, 113, 40, 9, 1, 1, 1, 1, 1, 1, 1, 1, 9, 40, 113, 213};
static const uint16_t freq_hb[] = {1, 1, 1, 1, 8, 37, 112, 216, 269, 216, 112, 38, 8, 1, 1, 1, 1};
#else
static const uint16_t freq_h[] = {122, 117, 102, 81, 59, 39, 23, 13, 6, 3, 1, 1, 1, 1, 1, 1, 1,
                                  1, 1, 1, 1, 1, 1, 1, 3, 6, 13, 24, 39, 59, 81, 102, 118};
static const uint16_t freq_hb[] = {1, 1, 1, 1, 2, 13, 48, 118, 204, 245, 204, 118, 48, 14, 2, 1,
                                   1, 1, 1};
#endif

#define M_H (sizeof freq_h / sizeof freq_h[0])
#define M_HB (sizeof freq_hb / sizeof freq_hb[0])
#define H_CUT ((M_H - 1) / 2)                       /* h <= H_CUT codes as itself */
#define OFFSET_H (HAETAE_HBMOD - M_H)                /* h > H_CUT + OFFSET_H codes as h - OFFSET_H */
#define OFFSET_HB ((M_HB - 1) / 2)

static const pq8k_haetae_rans_table tab_h = {freq_h, (uint8_t)M_H};
static const pq8k_haetae_rans_table tab_hb = {freq_hb, (uint8_t)M_HB};

#define STREAM_ROOM HAETAE_SIG_ROOM
_Static_assert(HAETAE_BASE_H >= HAETAE_RANS_STATE_BYTES && HAETAE_BASE_HB >= HAETAE_RANS_STATE_BYTES &&
                   STREAM_ROOM < 65536,
               "every stream holds its initial state; sizes fit 16 bits");

int haetae_sig_sizes(const uint8_t off[2], uint16_t *size_hb, uint16_t *size_h)
{
    *size_hb = (uint16_t)(HAETAE_BASE_HB + off[0]);
    *size_h = (uint16_t)(HAETAE_BASE_H + off[1]);
    return (size_t)*size_hb + *size_h > STREAM_ROOM ? PQ8K_ERR_BAD_ENCODING : 0;
}

int haetae_sig_open(haetae_sigdec *d, const uint8_t sig[HAETAE_SIGBYTES])
{
    uint16_t size_hb, size_h;
    const uint8_t *p = sig + HAETAE_SIG_STREAMS;

    if (haetae_sig_sizes(sig + HAETAE_SIG_OFF, &size_hb, &size_h) != 0)
        return PQ8K_ERR_BAD_ENCODING;
    if (pq8k_haetae_rans_dec_init(&d->hb, p, size_hb) != 0 ||
        pq8k_haetae_rans_dec_init(&d->h, p + size_hb, size_h) != 0)
        return PQ8K_ERR_BAD_ENCODING;
    uint8_t pad = 0;
    for (size_t i = size_hb + size_h; i < STREAM_ROOM; i++)
        pad |= p[i];
    return pad ? PQ8K_ERR_BAD_ENCODING : 0;
}

int haetae_sig_close(const haetae_sigdec *d)
{
    if (pq8k_haetae_rans_dec_done(&d->hb) != 0 || pq8k_haetae_rans_dec_done(&d->h) != 0)
        return PQ8K_ERR_BAD_ENCODING;
    return 0;
}

/* Symbol -> value, for both decoders. */
static inline int32_t hb_value(unsigned s)
{
    return (int32_t)s - (int32_t)OFFSET_HB;
}

static inline int32_t h_value(unsigned s)
{
    return s > H_CUT ? (int32_t)(s + OFFSET_H) : (int32_t)s;
}

int32_t haetae_sig_next_hb(haetae_sigdec *d)
{
    return hb_value(pq8k_haetae_rans_get(&d->hb, &tab_hb));
}

int32_t haetae_sig_next_h(haetae_sigdec *d)
{
    return h_value(pq8k_haetae_rans_get(&d->h, &tab_h));
}

int32_t haetae_sig_push_hb(pq8k_haetae_rans_push *p)
{
    return hb_value(pq8k_haetae_rans_push_get(p, &tab_hb));
}

int32_t haetae_sig_push_h(pq8k_haetae_rans_push *p)
{
    return h_value(pq8k_haetae_rans_push_get(p, &tab_h));
}

void haetae_sig_hb_split(const uint8_t sig[HAETAE_SIGBYTES], uint16_t end[HAETAE_L])
{
    uint16_t size_hb, size_h;
    pq8k_haetae_rans_dec d;
    const uint8_t *start = sig + HAETAE_SIG_STREAMS;

    (void)haetae_sig_sizes(sig + HAETAE_SIG_OFF, &size_hb, &size_h);
    if (size_hb > STREAM_ROOM)
        size_hb = STREAM_ROOM;
    /* a bad initial state is the device's to reject; the split is made anyway */
    (void)pq8k_haetae_rans_dec_init(&d, start, size_hb);
    for (unsigned j = 0; j < HAETAE_L; j++) {
        for (unsigned n = 0; n < HAETAE_N; n++)
            (void)pq8k_haetae_rans_get(&d, &tab_hb);
        end[j] = (uint16_t)(d.ptr - start);
    }
    end[HAETAE_L - 1] = size_hb;
}

static const uint8_t *max_ptr(const uint8_t *a, const uint8_t *b)
{
    return a > b ? a : b;
}

void haetae_sigenc_start(haetae_sigenc *s, uint8_t sig[HAETAE_SIGBYTES])
{
    uint8_t *top = sig + HAETAE_SIGBYTES;
    s->sig = sig;
    s->h_start = top;
    /* a stream longer than base + 255 is rejected anyway: never write past that */
    pq8k_haetae_rans_enc_init(&s->e, top,
                              max_ptr(sig + HAETAE_SIG_STREAMS, top - (HAETAE_BASE_H + 255)));
}

int haetae_sigenc_put_h(haetae_sigenc *s, int32_t h)
{
    if (h > (int32_t)H_CUT) {
        if (h <= (int32_t)(H_CUT + OFFSET_H))
            return -1;          /* rare middle values have no code */
        h -= (int32_t)OFFSET_H;
    }
    return pq8k_haetae_rans_put(&s->e, &tab_h, (unsigned)h);
}

int haetae_sigenc_switch(haetae_sigenc *s)
{
    if (pq8k_haetae_rans_flush(&s->e) != 0)
        return -1;
    size_t size_h = (size_t)(s->h_start - s->e.ptr);
    if (size_h < HAETAE_BASE_H)
        return -1;
    s->h_start = s->e.ptr;
    pq8k_haetae_rans_enc_init(&s->e, s->e.ptr,
                              max_ptr(s->sig + HAETAE_SIG_STREAMS, s->e.ptr - (HAETAE_BASE_HB + 255)));
    return 0;
}

int haetae_sigenc_put_hb(haetae_sigenc *s, int32_t hb)
{
    int32_t sym = hb + (int32_t)OFFSET_HB;
    if (sym < 0 || sym >= (int32_t)M_HB)
        return -1;
    return pq8k_haetae_rans_put(&s->e, &tab_hb, (unsigned)sym);
}

int haetae_sigenc_finish(haetae_sigenc *s)
{
    uint8_t *sig = s->sig;
    if (pq8k_haetae_rans_flush(&s->e) != 0)
        return -1;
    size_t size_hb = (size_t)(s->h_start - s->e.ptr);
    size_t total = (size_t)(sig + HAETAE_SIGBYTES - s->e.ptr);
    if (size_hb < HAETAE_BASE_HB)
        return -1;
    /* move hb || h down to just after the offsets, then zero the padding */
    uint8_t *dst = sig + HAETAE_SIG_STREAMS;
    const uint8_t *src = s->e.ptr;
    for (size_t i = 0; i < total; i++)
        dst[i] = src[i];
    for (size_t i = total; i < STREAM_ROOM; i++)
        dst[i] = 0;
    sig[HAETAE_SIG_OFF] = (uint8_t)(size_hb - HAETAE_BASE_HB);
    sig[HAETAE_SIG_OFF + 1] = (uint8_t)(total - size_hb - HAETAE_BASE_H);
    return 0;
}
