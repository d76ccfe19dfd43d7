/* SPDX-License-Identifier: MIT */
/* Which official HAETAE release this library signs like (pq8k/config.h). */
#include "pq8k/config.h"
#include "pq8k/haetae.h"

const char *pq8k_haetae_version(void)
{
    return PQ8K_CONFIG_HAETAE_V112 ? "1.1.2" : "1.2.0";
}
