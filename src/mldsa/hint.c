/* SPDX-License-Identifier: MIT */
#include "pq8k/pq8k.h"
#include "mldsa/internal.h"

#if MLDSA_BUILT
/* Hints are public (part of the signature): plain branches. */
int MLDSA_NS(hint_check)(const uint8_t h[MLDSA_HINT_BYTES])
{
    unsigned idx = 0;
    for (unsigned i = 0; i < MLDSA_K; i++) {
        unsigned end = h[MLDSA_OMEGA + i], first = idx;
        if (end < idx || end > MLDSA_OMEGA) return PQ8K_ERR_BAD_ENCODING;
        for (; idx < end; idx++) {
            if (idx > first && h[idx - 1] >= h[idx]) return PQ8K_ERR_BAD_ENCODING;
        }
    }
    for (; idx < MLDSA_OMEGA; idx++) {
        if (h[idx] != 0) return PQ8K_ERR_BAD_ENCODING;
    }
    return 0;
}
#else
typedef int pq8k_mldsa_level_not_built;
#endif
