/* SPDX-License-Identifier: MIT */
/* ML-DSA-44 keygen and signing (mean over 20 deterministic signatures). */
// bench-ram-kb: 32
#define MB_LEVEL 44
#include "mldsa_bench.h"
