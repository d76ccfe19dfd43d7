/* SPDX-License-Identifier: MIT */
/*
 * Reader for Falcon's compressed encoding of s2 (a bit stream, most
 * significant bit first). Per coefficient: a sign bit, the low 7 bits of
 * |v|, then |v| >> 7 in unary as that many 0 bits closed by a 1 bit.
 * The reader accepts only the canonical form: |v| <= 2047 (so the unary run
 * has at most 15 zeros), no "-0", and (pq8k_falcon_s2_end) zero bits up to
 * the end of the last byte. It never reads past len bytes.
 *
 * Why it looks like this: the verifier decodes s2 once per 64-coefficient
 * block of its transform (falcon_equation.h), 8 or 16 times, so the decoder
 * is the inner loop. A coefficient is at most 24 bits, so it is read from a
 * 32-bit big-endian window at its bit position (25 bits are always valid),
 * and the unary run is one count of leading zeros instead of a bit loop.
 */
#ifndef PQ8K_FALCON_CODEC_H
#define PQ8K_FALCON_CODEC_H

#include <stdint.h>

#include "pq8k/pq8k.h"
#include "common/bytes.h"

typedef struct {
    const uint8_t *buf;
    uint32_t len;   /* bytes in buf */
    uint32_t bit;   /* bits read so far */
} pq8k_falcon_s2_reader;

/* len must be at least 4 (every valid s2 encoding is much longer). */
static inline void pq8k_falcon_s2_start(pq8k_falcon_s2_reader *r, const uint8_t *buf, uint32_t len)
{
    r->buf = buf;
    r->len = len;
    r->bit = 0;
}
/* After the last coefficient: 0 if the rest of the current byte of buf is
   zero, else PQ8K_ERR_BAD_ENCODING. */
static inline int pq8k_falcon_s2_end_at(const uint8_t *buf, uint32_t bit)
{
    if ((bit & 7u) == 0) return 0;
    return (buf[bit >> 3] & (0xFFu >> (bit & 7u))) ? PQ8K_ERR_BAD_ENCODING : 0;
}
static inline int pq8k_falcon_s2_end(const pq8k_falcon_s2_reader *r) { return pq8k_falcon_s2_end_at(r->buf, r->bit); }
/* Bytes the coefficients read so far take (the encoding's length after the last). */
static inline uint32_t pq8k_falcon_s2_bytes(const pq8k_falcon_s2_reader *r) { return (r->bit + 7u) >> 3; }

/* The 32 bits from bit position `bit` on, zeros past the end of buf (len >= 4):
   near the end, the last 4 bytes are loaded and shifted further, which
   brings in zeros from the right. */
static inline uint32_t pq8k_falcon_s2_window(const uint8_t *buf, uint32_t len, uint32_t bit)
{
    uint32_t b = bit >> 3, sh = bit & 7u;
    if (b + 4u > len) {
        if (b >= len) return 0;
        sh += (b + 4u - len) << 3; /* at most 7 + 24 */
        b = len - 4u;
    }
    return pq8k_load32_be(buf + b) << sh;
}

/* Leading zeros of run >= 2^16 (at most 15): one instruction where the ISA
   has it; elsewhere (RV32IMAC) a short loop, since gcc's __builtin_clz
   would call libgcc and pull in its 256-byte table. Runs are mostly 0-2. */
static inline uint32_t falcon_run_length(uint32_t run)
{
#if defined(__GNUC__) && (defined(__ARM_FEATURE_CLZ) || defined(__x86_64__) || defined(__aarch64__) || \
                          defined(__riscv_zbb))
    return (uint32_t)__builtin_clz(run);
#else
    uint32_t z = 0;
    for (; !(run & 0x80000000u); run <<= 1) z++;
    return z;
#endif
}

/*
 * One coefficient from bit position *bit of buf (len bytes): its magnitude,
 * and in *neg its sign (1: negative). Advances *bit. Returns the magnitude
 * (0..2047), or a negative PQ8K_ERR_BAD_ENCODING.
 */
static inline int32_t pq8k_falcon_s2_decode(const uint8_t *buf, uint32_t len, uint32_t *bit,
                                            uint32_t *neg)
{
    uint32_t w = pq8k_falcon_s2_window(buf, len, *bit);
    uint32_t run = w << 8; /* 17 valid bits: enough for 15 zeros and the closing 1 */
    if (run < (1u << 16)) return PQ8K_ERR_BAD_ENCODING; /* more than 15 zeros */
    /* The window reads zeros past the end of buf, so a closing 1 found here
       is in buf, and so is everything before it: no length check needed. */
    uint32_t zeros = falcon_run_length(run), used = 9u + zeros;
    int32_t mag = (int32_t)(((w >> 24) & 0x7Fu) | zeros << 7);
    *neg = w >> 31;
    if (*neg && mag == 0) return PQ8K_ERR_BAD_ENCODING; /* "-0" has no place in a canonical encoding */
    *bit += used;
    return mag;
}

/* Next coefficient into *v (in [-2047, 2047]); 0, or PQ8K_ERR_BAD_ENCODING. */
static inline int pq8k_falcon_s2_next(pq8k_falcon_s2_reader *r, int32_t *v)
{
    uint32_t neg;
    int32_t mag = pq8k_falcon_s2_decode(r->buf, r->len, &r->bit, &neg);
    if (mag < 0) return (int)mag;
    *v = neg ? -mag : mag;
    return 0;
}

#endif
