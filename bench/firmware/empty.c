/* SPDX-License-Identifier: MIT */
/*
 * The empty firmware: harness, HAL and start-up code only. Its section sizes
 * are the baseline that every other firmware's flash figure is measured from.
 */
#include "bench.h"

const bench_suite_t bench_suite = { "empty", NULL, 0 };
