/* SPDX-License-Identifier: MIT */
/*
 * proofs/: the board interface as the harnesses see it (docs/proofs.md). The
 * bootloader's output and exit have no effect on what it parses: bodies that
 * do nothing, and an exit that does not return (Eva stops that path there,
 * as the board does).
 */
#ifndef PQ8K_PROOF_HAL_H
#define PQ8K_PROOF_HAL_H
#include <stdint.h>

/*@ assigns \nothing;
    ensures \false; */
void hal_exit(int code) __attribute__((noreturn));
static inline void hal_bench_start(void) {}
static inline uint64_t hal_bench_stop(void) { return 0; }

#endif
