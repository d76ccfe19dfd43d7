/* SPDX-License-Identifier: MIT */
/*
 * Fixed-width loads and stores of byte strings, little- and big-endian: the
 * one set every scheme uses. Where the core reads unaligned words (ARMv7-M,
 * ARMv8-M mainline, x86) a load is one word access (plus REV for big-endian),
 * which the byte-wise form does not always become at -Os; elsewhere (ARMv6-M,
 * RISC-V) the byte-wise form, which never faults on an odd address.
 */
#ifndef PQ8K_COMMON_BYTES_H
#define PQ8K_COMMON_BYTES_H

#include <stdint.h>
#include <string.h>
#include "common/attributes.h"

#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && \
    (defined(__ARM_FEATURE_UNALIGNED) || defined(__x86_64__) || defined(__i386__))
#define PQ8K_BYTES_WORD_ACCESS 1
#else
#define PQ8K_BYTES_WORD_ACCESS 0
#endif
/* where a word access serves, the helpers are one or two instructions:
   inlined always; the byte-wise forms are left to the compiler's choice */
#if PQ8K_BYTES_WORD_ACCESS
#define PQ8K_BYTES_INLINE PQ8K_ALWAYS_INLINE
#else
#define PQ8K_BYTES_INLINE inline
#endif
/* big-endian through a byte swap where the core has one instruction for it
   (REV on every Arm core, ARMv6-M too; BSWAP; RISC-V with Zbb): smaller than
   the shifts, also where words are read byte-wise */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && \
    (defined(__arm__) || defined(__x86_64__) || defined(__i386__) || defined(__riscv_zbb))
#define PQ8K_BYTES_BSWAP 1
#else
#define PQ8K_BYTES_BSWAP 0
#endif

static inline uint16_t pq8k_load16_le(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

static PQ8K_BYTES_INLINE uint32_t pq8k_load32_le(const uint8_t *p)
{
#if PQ8K_BYTES_WORD_ACCESS
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
#else
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
#endif
}

static PQ8K_BYTES_INLINE void pq8k_store32_le(uint8_t *p, uint32_t v)
{
#if PQ8K_BYTES_WORD_ACCESS
    memcpy(p, &v, 4);
#else
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
#endif
}

static PQ8K_BYTES_INLINE uint32_t pq8k_load32_be(const uint8_t *p)
{
#if PQ8K_BYTES_BSWAP
    uint32_t v;
    memcpy(&v, p, 4);
    return __builtin_bswap32(v);
#else
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
#endif
}

static PQ8K_BYTES_INLINE void pq8k_store32_be(uint8_t *p, uint32_t v)
{
#if PQ8K_BYTES_BSWAP
    v = __builtin_bswap32(v);
    memcpy(p, &v, 4);
#else
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
#endif
}

static inline uint64_t pq8k_load64_le(const uint8_t *p)
{
    return (uint64_t)pq8k_load32_le(p) | ((uint64_t)pq8k_load32_le(p + 4) << 32);
}
static inline void pq8k_store64_le(uint8_t *p, uint64_t v)
{
    pq8k_store32_le(p, (uint32_t)v);
    pq8k_store32_le(p + 4, (uint32_t)(v >> 32));
}
static inline uint64_t pq8k_load64_be(const uint8_t *p)
{
    return ((uint64_t)pq8k_load32_be(p) << 32) | pq8k_load32_be(p + 4);
}
static inline void pq8k_store64_be(uint8_t *p, uint64_t v)
{
    pq8k_store32_be(p, (uint32_t)(v >> 32));
    pq8k_store32_be(p + 4, (uint32_t)v);
}

#endif
