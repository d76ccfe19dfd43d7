/* SPDX-License-Identifier: MIT */
/* The pre-hash functions' OIDs and digest lengths (pq8k/prehash.h), for the signers and verifiers. */
#ifndef PQ8K_COMMON_PREHASH_H
#define PQ8K_COMMON_PREHASH_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/prehash.h"

#define PQ8K_PREHASH_OID_BYTES 11   /* DER: 06 09 60 86 48 01 65 03 04 02 x */

/* The first PQ8K_PREHASH_OID_BYTES - 1 bytes, the same for every alg: a
   pq8k_stream_msg in pre-hash mode keeps only the last (its oid_arc). */
extern const uint8_t pq8k_prehash_oid_prefix[PQ8K_PREHASH_OID_BYTES - 1];

/* The DER OID of alg into oid and its digest length into *phlen: 0, or
   PQ8K_ERR_UNSUPPORTED (outputs untouched) if alg is not a pq8k_prehash value. */
int pq8k_prehash_oid(pq8k_prehash alg, uint8_t oid[PQ8K_PREHASH_OID_BYTES], size_t *phlen);

/* The checks every pre-hash entry makes, in this order: an unknown alg is
   PQ8K_ERR_UNSUPPORTED, ph NULL PQ8K_ERR_STATE, phlen not alg's digest length
   PQ8K_ERR_BAD_LENGTH; then 0 with the OID in oid. */
int pq8k_prehash_check(pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                       uint8_t oid[PQ8K_PREHASH_OID_BYTES]);

#endif
