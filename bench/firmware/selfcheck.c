/* SPDX-License-Identifier: MIT */
/*
 * Harness self-checks: operations of known cost. bench/collect.py fails
 * `make bench` unless the probe measures 3000 +- 64 bytes of stack, the C
 * version agrees with its static bound, and the loop counts exactly.
 */
#include "bench.h"
#include "hal.h"

/* A C function whose frame is one 3000-byte buffer, all of it written: its
   painted depth and its -fstack-usage figure must agree. */
static void touch_3000(void)
{
    volatile uint8_t buf[3000];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)i;
}

static const bench_op ops[] = {
    BENCH_OP("stack3000_asm", hal_probe_stack, 3, NULL, NULL),
    BENCH_OP("stack3000_c", touch_3000, 3, NULL, NULL),
    BENCH_OP("loop1000", hal_probe_loop, 3, NULL, NULL),
};
BENCH_SUITE("selfcheck", ops);
