/* SPDX-License-Identifier: MIT */
/*
 * Constant-time test hooks (docs/security.md, "Declassified outcomes").
 *
 * The constant-time suite (make ct) builds the library with PQ8K_CT_TEST=1
 * and runs it under valgrind memcheck with every secret input marked
 * undefined: a branch, an address or a division that depends on a secret is
 * then reported. The few values a scheme makes public on purpose (rejection
 * outcomes, the challenge of the output attempt) pass through
 * pq8k_ct_public() at the point where they become public; in every other
 * build it is the identity and costs nothing.
 */
#ifndef PQ8K_CT_H
#define PQ8K_CT_H

#include <stddef.h>
#include <stdint.h>

#if defined(PQ8K_CT_TEST) && PQ8K_CT_TEST
#include <valgrind/memcheck.h>
#define PQ8K_CT_DECLASSIFY(p, len) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (len)))
#else
#define PQ8K_CT_DECLASSIFY(p, len) ((void)(p), (void)(len))
#endif

/* v, now public: the caller names why in a comment and docs/security.md lists it */
static inline uint32_t pq8k_ct_public(uint32_t v)
{
    PQ8K_CT_DECLASSIFY(&v, sizeof v);
    return v;
}

#endif
