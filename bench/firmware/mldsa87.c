/* SPDX-License-Identifier: MIT */
/* ML-DSA-87 keygen and signing (mean over 20 deterministic signatures). */
// bench-ram-kb: 32
#define MB_LEVEL 87
#include "mldsa_bench.h"
