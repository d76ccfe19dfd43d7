/* SPDX-License-Identifier: MIT */
/* rANS coder for HAETAE signatures; see rans.h. */
#include "haetae/all_levels/rans.h"

void pq8k_haetae_rans_enc_init(pq8k_haetae_rans_enc *e, uint8_t *top, const uint8_t *floor)
{
    e->x = HAETAE_RANS_L;
    e->ptr = top;
    e->floor = floor;
}

static unsigned start_of(const pq8k_haetae_rans_table *t, unsigned s)
{
    unsigned c = 0;
    for (unsigned i = 0; i < s; i++)
        c += t->freq[i];
    return c;
}

int pq8k_haetae_rans_put(pq8k_haetae_rans_enc *e, const pq8k_haetae_rans_table *t, unsigned s)
{
    uint32_t f = t->freq[s];
    uint32_t x = e->x;
    /* keep the state below 2^31 after the step: emit bytes while x >= f * 2^21 */
    while (x >= (f << 21)) {
        if (e->ptr <= e->floor)
            return -1;
        *--e->ptr = (uint8_t)x;
        x >>= 8;
    }
    e->x = ((x / f) << 10) + (x % f) + start_of(t, s);
    return 0;
}

int pq8k_haetae_rans_flush(pq8k_haetae_rans_enc *e)
{
    if (e->ptr - e->floor < 4)
        return -1;
    e->ptr -= 4;
    for (unsigned i = 0; i < 4; i++)
        e->ptr[i] = (uint8_t)(e->x >> (8 * i));
    return 0;
}

int pq8k_haetae_rans_dec_init(pq8k_haetae_rans_dec *d, const uint8_t *buf, size_t len)
{
    d->ptr = buf;
    d->end = buf + len;
    d->x = 0;
    if (len < HAETAE_RANS_STATE_BYTES)
        return -1;
    for (unsigned i = 0; i < HAETAE_RANS_STATE_BYTES; i++)
        d->x |= (uint32_t)buf[i] << (8 * i);
    d->ptr += HAETAE_RANS_STATE_BYTES;
    return pq8k_haetae_rans_state_check(d->x);
}

unsigned pq8k_haetae_rans_get(pq8k_haetae_rans_dec *d, const pq8k_haetae_rans_table *t)
{
    uint32_t x = d->x;
    unsigned s = pq8k_haetae_rans_step(&x, t);
    while (x < HAETAE_RANS_L && d->ptr < d->end)
        x = (x << 8) | *d->ptr++;
    d->x = x;
    return s;
}

int pq8k_haetae_rans_dec_done(const pq8k_haetae_rans_dec *d)
{
    return (d->x == HAETAE_RANS_L && d->ptr == d->end) ? 0 : -1;
}

int pq8k_haetae_rans_push_byte(pq8k_haetae_rans_push *p, uint8_t b)
{
    p->left--;
    if (p->init != 0) {
        /* the initial state is little-endian, byte 0 first */
        p->init--;
        p->x |= (uint32_t)b << (8 * (HAETAE_RANS_STATE_BYTES - 1 - p->init));
        return p->init == 0 ? pq8k_haetae_rans_state_check(p->x) : 0;
    }
    p->x = (p->x << 8) | b;
    return 0;
}
