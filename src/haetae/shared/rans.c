/* rANS coder for HAETAE signatures; see rans.h. */
#include "haetae/shared/rans.h"

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
    if (len < 4)
        return -1;
    for (unsigned i = 0; i < 4; i++)
        d->x |= (uint32_t)buf[i] << (8 * i);
    d->ptr += 4;
    return (d->x < HAETAE_RANS_L || d->x >= (HAETAE_RANS_L << 8)) ? -1 : 0;
}

unsigned pq8k_haetae_rans_get(pq8k_haetae_rans_dec *d, const pq8k_haetae_rans_table *t)
{
    uint32_t slot = d->x & 1023;
    unsigned s = 0, start = 0;
    /* the frequencies cover all 1024 slots, so every slot names a symbol */
    while (s + 1 < t->nsym && slot >= start + t->freq[s])
        start += t->freq[s++];
    uint32_t x = t->freq[s] * (d->x >> 10) + slot - start;
    while (x < HAETAE_RANS_L && d->ptr < d->end)
        x = (x << 8) | *d->ptr++;
    d->x = x;
    return s;
}

int pq8k_haetae_rans_dec_done(const pq8k_haetae_rans_dec *d)
{
    return (d->x == HAETAE_RANS_L && d->ptr == d->end) ? 0 : -1;
}
