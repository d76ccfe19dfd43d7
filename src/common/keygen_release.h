/* SPDX-License-Identifier: MIT */
/* The release decision of a key generation's self-check (docs/security.md,
   "Signing under faults"): shared by ML-DSA, HAETAE and SLH-DSA. */
#ifndef PQ8K_KEYGEN_RELEASE_H
#define PQ8K_KEYGEN_RELEASE_H

#include <stddef.h>
#include <stdint.h>

/* check: the self-check's verdict, 0 when the pair is consistent. Returns 0
   and leaves pk and sk as they are, or wipes both and returns
   PQ8K_ERR_FAULT. The verdict is tested twice (a single skipped branch
   does not release the pair). */
int pq8k_keygen_release(int check, uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen);

#endif
