/* SPDX-License-Identifier: MIT */
/* HAETAE-3 signing with PQ8K_CONFIG_HAETAE_SIGN_IP=1, the faster variant that is not
   constant time (src/haetae/params.h); bench/run-bench.sh builds its library with the option. */
// bench-ram-kb: 16
#define HB_LEVEL 3
#define HB_SIGN_IP 1
#include "haetae_bench.h"
