/* SPDX-License-Identifier: MIT */
/*
 * Compiler attributes, defined once for the library. Where they are used,
 * a comment says why (a stage's buffers kept out of its caller's frame, a
 * call folded to constants at each site, ...). Without GNU C they fall back
 * to plain inline / nothing: the code is correct either way, only its size,
 * speed or peak stack change.
 */
#ifndef PQ8K_COMMON_ATTRIBUTES_H
#define PQ8K_COMMON_ATTRIBUTES_H

#if defined(__GNUC__)
#define PQ8K_ALWAYS_INLINE inline __attribute__((always_inline))
#define PQ8K_NOINLINE __attribute__((noinline))
#else
#define PQ8K_ALWAYS_INLINE inline
#define PQ8K_NOINLINE
#endif

#endif /* PQ8K_COMMON_ATTRIBUTES_H */
