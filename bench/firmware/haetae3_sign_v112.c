/* SPDX-License-Identifier: MIT */
/* HAETAE-3 signing like HAETAE v1.1.2 (PQ8K_CONFIG_HAETAE_V112=1, pq8k/config.h), operation
   "sign-v112"; bench/run-bench.sh builds its library with the option. */
// bench-ram-kb: 16
#define HB_LEVEL 3
#define HB_SIGN_V112 1
#include "haetae_bench.h"
