/* SPDX-License-Identifier: MIT */
/* HAETAE-5 verification alone: signature in RAM, pk and message in flash. */
// bench-ram-kb: 8
#define HB_LEVEL 5
#define HB_VERIFY_ONLY
#include "haetae_bench.h"
