/* SPDX-License-Identifier: MIT */
#include "hal.h"

/* PQ8K_PLATFORM_NAME comes from the build (m4, m3, rv32, host). */
const char *hal_platform_name(void) { return PQ8K_PLATFORM_NAME; }
