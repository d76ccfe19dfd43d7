/*
 * Reader for Falcon's compressed encoding of s2 (a bit stream, most
 * significant bit first). Per coefficient: a sign bit, the low 7 bits of
 * |v|, then |v| >> 7 in unary as that many 0 bits closed by a 1 bit.
 * The reader accepts only the canonical form: |v| <= 2047 (so the unary run
 * has at most 15 zeros), no "-0", and (pq8k_falcon_s2_end) zero bits up to
 * the end of the last byte. It never reads past len bytes.
 */
#ifndef PQ8K_FALCON_CODEC_H
#define PQ8K_FALCON_CODEC_H

#include <stdint.h>

typedef struct {
    const uint8_t *buf;
    uint32_t len;   /* bytes in buf */
    uint32_t pos;   /* next byte to load */
    uint32_t acc;   /* loaded bits; the low `bits` of them are not read yet */
    uint32_t bits;
} pq8k_falcon_s2_reader;

void pq8k_falcon_s2_start(pq8k_falcon_s2_reader *r, const uint8_t *buf, uint32_t len);
/* Next coefficient into *v (in [-2047, 2047]); 0, or PQ8K_ERR_BAD_ENCODING. */
int pq8k_falcon_s2_next(pq8k_falcon_s2_reader *r, int32_t *v);
/* After the last coefficient: 0 if the rest of the current byte is zero,
   else PQ8K_ERR_BAD_ENCODING. r->pos is then the encoding's length. */
int pq8k_falcon_s2_end(const pq8k_falcon_s2_reader *r);

#endif
