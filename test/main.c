/* SPDX-License-Identifier: MIT */
/* Runs every suite the build found (test/test_*.c) and prints the summary line. */
#include "tt.h"
#include "hal.h"

int main(void)
{
#define TT_SUITE(name, run) if (run) tt_suite_##name();
#include "suites.h"
#undef TT_SUITE
    return tt_summary(hal_platform_name()) != 0;
}
