/* SPDX-License-Identifier: MIT */
/* HAETAE-3 verification alone: signature in RAM, pk and message in flash. */
// bench-ram-kb: 8
#define HB_LEVEL 3
#define HB_VERIFY_ONLY
#include "haetae_bench.h"
