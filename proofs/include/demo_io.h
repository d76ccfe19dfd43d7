/* SPDX-License-Identifier: MIT */
/* proofs/: the demo console of the examples, without output (hal.h says why). */
#ifndef PQ8K_PROOF_DEMO_IO_H
#define PQ8K_PROOF_DEMO_IO_H
#include <stddef.h>
#include <stdint.h>

static inline void demo_put(const char *s) { (void)s; }
static inline void demo_put_num(uint32_t v) { (void)v; }
static inline void demo_put_hex(const uint8_t *p, size_t n) { (void)p; (void)n; }

#endif
