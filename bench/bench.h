/* SPDX-License-Identifier: MIT */
/*
 * The bench firmware's contract. One firmware per file bench/firmware/<name>.c:
 * it defines `bench_suite` (its scheme name and a table of operations) and
 * nothing else is needed; mk/bench.mk finds the file, links it with the
 * harness (bench/harness.c), the HAL and libpq8k.a, and bench/run-bench.sh
 * runs it on every target and turns its output into bench/results.csv.
 *
 * Adding a scheme:
 *
 *     // bench-ram-kb: 8          <- RAM the firmware is linked with (default 8)
 *     #include "bench.h"
 *     static uint8_t pk[...], sig[...];
 *     static void prepare(unsigned run) { ... }   // not measured
 *     static void op_verify(void) { result = pq8k_x_verify(sig, ..., pk); }
 *     static int check(void) { return result == 0; }
 *     static const bench_op ops[] = {
 *         BENCH_OP("verify", op_verify, 1, prepare, check),
 *     };
 *     BENCH_SUITE("mldsa44", ops);
 *
 * Each run of an operation: prepare(run) (unmeasured), paint the stack,
 * start marker, fn(), stop marker, read the stack high-water mark; after
 * the runs, check() must return non-zero (a benchmark of a broken or
 * optimised-away computation fails the bench). Inputs and outputs live in
 * static buffers of the bench file: they are the caller's buffers, which
 * the RAM figures do not count; the library's own .data/.bss is counted
 * from the link map. Flash is a figure of the whole firmware (what it adds
 * over bench_empty.c, minus the bench file's own sections), so an operation
 * whose flash matters alone (verify) gets a firmware of its own.
 *
 * The firmware prints one line per operation:
 *   BENCH <platform> <scheme> <op> fn=<C name> runs=<n> stack=<max bytes>
 *         insns=<sum>|ext insns_min=.. insns_max=..
 * where "ext" means the QEMU plugin printed the per-run counts (ARM).
 * Instruction figures are raw (they include the fixed cost of the markers);
 * the collector subtracts the cost measured on the harness's empty probe.
 */
#ifndef PQ8K_BENCH_H
#define PQ8K_BENCH_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *name;            /* the CSV's operation column */
    const char *fn_name;         /* C name of fn: root of the static stack bound */
    void (*fn)(void);            /* the measured call */
    unsigned runs;               /* runs; instructions are the mean, stack the max */
    void (*prepare)(unsigned run);   /* optional, unmeasured, before each run */
    int (*check)(void);          /* optional: non-zero if the last run's result is right */
} bench_op;

typedef struct {
    const char *scheme;          /* the CSV's scheme column */
    const bench_op *ops;
    size_t n_ops;
} bench_suite_t;

#define BENCH_OP(name, fn, runs, prepare, check) { name, #fn, fn, runs, prepare, check }
#define BENCH_SUITE(scheme, ops) \
    const bench_suite_t bench_suite = { scheme, ops, sizeof ops / sizeof ops[0] }

extern const bench_suite_t bench_suite;

#endif
