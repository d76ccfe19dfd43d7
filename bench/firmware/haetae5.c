/* SPDX-License-Identifier: MIT */
/* HAETAE-5 keygen and signing (mean over 100 signatures); sk and message in flash. */
// bench-ram-kb: 16
#define HB_LEVEL 5
#include "haetae_bench.h"
