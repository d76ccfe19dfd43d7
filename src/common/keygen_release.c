/* SPDX-License-Identifier: MIT */
/* The release decision of a key generation's self-check; see keygen_release.h. */
#include "common/keygen_release.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

int pq8k_keygen_release(int check, uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen)
{
    volatile int verdict = check;
    if (verdict != 0) goto refuse;
    /* read again from memory: one skipped compare or branch above is not a release */
    if (verdict != 0) goto refuse;
    return 0;
refuse:
    pq8k_wipe(pk, pklen);
    pq8k_wipe(sk, sklen);
    return PQ8K_ERR_FAULT;
}
