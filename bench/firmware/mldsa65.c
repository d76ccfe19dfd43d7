/* SPDX-License-Identifier: MIT */
/* ML-DSA-65 keygen and signing (mean over 20 deterministic signatures). */
// bench-ram-kb: 32
#define MB_LEVEL 65
#include "mldsa_bench.h"
