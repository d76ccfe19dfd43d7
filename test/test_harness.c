/* SPDX-License-Identifier: MIT */
/*
 * The bench harness's measuring tools against probes of known cost (hal.h):
 * a wrong paint, scan or counter shows up here before it skews a benchmark.
 * Targets only; on the host the hooks are inert.
 */
#include "tt.h"
#include "hal.h"

static size_t stack_of(void (*fn)(void))
{
    hal_stack_paint();
    fn();
    return hal_stack_used();
}

static void stack_depth(void)
{
    if (!tt_is_target()) return;
    size_t probe = stack_of(hal_probe_stack);
    size_t empty = stack_of(hal_probe_empty);
    if (probe + 64 < HAL_PROBE_STACK_BYTES || probe > HAL_PROBE_STACK_BYTES + 64)
        TT_ASSERT_EQ(probe, HAL_PROBE_STACK_BYTES);
    TT_ASSERT(empty <= 64);
    TT_ASSERT(hal_stack_painted() > HAL_PROBE_STACK_BYTES);
    TT_ASSERT(hal_stack_used() < hal_stack_painted());
}

/* The cost of the markers cancels out: the same call sequence brackets both. */
static uint64_t insns_of(void (*fn)(void))
{
    hal_bench_start();
    fn();
    return hal_bench_stop();
}

static void insn_count(void)
{
    uint64_t loop = insns_of(hal_probe_loop);
    uint64_t empty = insns_of(hal_probe_empty);
    if (loop == 0 && empty == 0) return;   /* the QEMU plugin counts these on ARM */
    TT_ASSERT_EQ(loop - empty, HAL_PROBE_LOOP_INSNS - 1);
    TT_ASSERT_EQ(insns_of(hal_probe_loop), loop);
}

void tt_suite_harness(void)
{
    tt_run("harness: painted stack depth of a 3000-byte probe", stack_depth);
    tt_run("harness: exact instruction count of a known loop", insn_count);
}
