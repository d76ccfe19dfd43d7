/* Canonical decoding of Falcon's compressed s2 (see falcon_codec.h). */
#include "falcon/falcon_codec.h"

#include "pq8k/pq8k.h"

void pq8k_falcon_s2_start(pq8k_falcon_s2_reader *r, const uint8_t *buf, uint32_t len)
{
    r->buf = buf;
    r->len = len;
    r->pos = 0;
    r->acc = 0;
    r->bits = 0;
}

/* Append the next byte below the pending bits; 0 if there is none left. */
static int load_byte(pq8k_falcon_s2_reader *r)
{
    if (r->pos >= r->len) return 0;
    r->acc = (r->acc << 8) | r->buf[r->pos++];
    return 1;
}

int pq8k_falcon_s2_next(pq8k_falcon_s2_reader *r, int32_t *v)
{
    /* The 8 bits of sign and low magnitude sit just above the bits pending
       from the previous byte, so their count does not change. */
    if (!load_byte(r)) return PQ8K_ERR_BAD_ENCODING;
    uint32_t head = (r->acc >> r->bits) & 0xFFu;
    uint32_t mag = head & 0x7Fu;
    for (;;) {
        if (r->bits == 0) {
            if (!load_byte(r)) return PQ8K_ERR_BAD_ENCODING;
            r->bits = 8;
        }
        r->bits--;
        if ((r->acc >> r->bits) & 1u) break;
        mag += 128;
        if (mag > 2047) return PQ8K_ERR_BAD_ENCODING;
    }
    if (head & 0x80u) {
        if (mag == 0) return PQ8K_ERR_BAD_ENCODING; /* "-0" has no place in a canonical encoding */
        *v = -(int32_t)mag;
    } else {
        *v = (int32_t)mag;
    }
    return 0;
}

int pq8k_falcon_s2_end(const pq8k_falcon_s2_reader *r)
{
    return (r->acc & ((1u << r->bits) - 1u)) ? PQ8K_ERR_BAD_ENCODING : 0;
}
