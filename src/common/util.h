/* SPDX-License-Identifier: MIT */
/* Small helpers shared by every scheme: wiping, constant-time compare (and the loads and stores of common/bytes.h). */
#ifndef PQ8K_UTIL_H
#define PQ8K_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/config.h"
#include "common/bytes.h" /* the loads and stores, for the includers of this file */

/* Zero a buffer in a way the compiler may not elide. */
void pq8k_wipe(void *p, size_t len);
/* 0 if equal, 1 otherwise; time depends only on len. */
int pq8k_ct_memneq(const void *a, const void *b, size_t len);
/* The same result by other code (word-wide accumulation, from the end), for the
   second comparison of a verdict: a fault that upsets one routine does not
   upset the other, and the compiler cannot merge two calls of different
   functions in another file. */
int pq8k_ct_memneq_again(const void *a, const void *b, size_t len);

/* PQ8K_FIH_NEQ(a, b, n): the second comparison of a verdict, or 0 (equal)
   without the hardening. PQ8K_FIH_TOKEN: a success flag's value, far from 0
   and from every value a single bit flip makes of 0. */
#if PQ8K_CONFIG_FAULT_HARDENING
#define PQ8K_FIH_NEQ(a, b, n) pq8k_ct_memneq_again((a), (b), (n))
#else
#define PQ8K_FIH_NEQ(a, b, n) 0
#endif
#define PQ8K_FIH_TOKEN 0xA5u


#endif
