/* Small helpers shared by every scheme: wiping, constant-time compare, LE loads. */
#ifndef PQ8K_UTIL_H
#define PQ8K_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* Zero a buffer in a way the compiler may not elide. */
void pq8k_wipe(void *p, size_t len);
/* 0 if equal, 1 otherwise; time depends only on len. */
int pq8k_ct_memneq(const void *a, const void *b, size_t len);

static inline uint16_t pq8k_load16_le(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }
static inline uint32_t pq8k_load32_le(const uint8_t *p) {
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}
static inline void pq8k_store32_le(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

#endif
