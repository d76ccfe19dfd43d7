/* Canonical decoding of Falcon's compressed s2 (see falcon_codec.h). */
#include "falcon/falcon_codec.h"

void pq8k_falcon_s2_start(pq8k_falcon_s2_reader *r, const uint8_t *buf, uint32_t len)
{
    r->buf = buf;
    r->len = len;
    r->bit = 0;
}

int pq8k_falcon_s2_end(const pq8k_falcon_s2_reader *r)
{
    if ((r->bit & 7u) == 0) return 0;
    return (r->buf[r->bit >> 3] & (0xFFu >> (r->bit & 7u))) ? PQ8K_ERR_BAD_ENCODING : 0;
}

uint32_t pq8k_falcon_s2_window_tail(const uint8_t *buf, uint32_t len, uint32_t bit)
{
    uint32_t b = bit >> 3, w = 0;
    for (uint32_t k = 0; k < 4; k++) w = (w << 8) | (b + k < len ? buf[b + k] : 0u);
    return w << (bit & 7u);
}
