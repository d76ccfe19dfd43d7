/* SPDX-License-Identifier: MIT */
/*
 * The NIST hash OIDs 2.16.840.1.101.3.4.2.x (x = 1..12) that frame a pre-hash
 * M' (FIPS 204 Algorithm 4, FIPS 205 Algorithm 23), and their digest lengths.
 * Their DER encodings share all but the last byte.
 */
#include "common/prehash.h"
#include "pq8k/pq8k.h"

const uint8_t pq8k_prehash_oid_prefix[PQ8K_PREHASH_OID_BYTES - 1] = {
    0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02};

/* indexed by pq8k_prehash - 1 */
static const uint8_t last_arc[12] = {1, 2, 3, 8, 10, 11, 12, 4, 5, 6, 7, 9};
static const uint8_t digest_len[12] = {32, 48, 64, 32, 64, 32, 64, 28, 28, 32, 28, 48};

static unsigned index_of(pq8k_prehash alg)
{
    return (unsigned)alg - 1u; /* an unknown alg wraps to a large index */
}

size_t pq8k_prehash_length(pq8k_prehash alg)
{
    unsigned i = index_of(alg);
    return i < sizeof digest_len ? digest_len[i] : 0;
}

int pq8k_prehash_oid(pq8k_prehash alg, uint8_t oid[PQ8K_PREHASH_OID_BYTES], size_t *phlen)
{
    unsigned i = index_of(alg);
    if (i >= sizeof last_arc) return PQ8K_ERR_UNSUPPORTED;
    for (unsigned k = 0; k < PQ8K_PREHASH_OID_BYTES - 1; k++) oid[k] = pq8k_prehash_oid_prefix[k];
    oid[10] = last_arc[i];
    *phlen = digest_len[i];
    return 0;
}

int pq8k_prehash_check(pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                       uint8_t oid[PQ8K_PREHASH_OID_BYTES])
{
    size_t want;
    if (pq8k_prehash_oid(alg, oid, &want) != 0) return PQ8K_ERR_UNSUPPORTED;
    if (ph == NULL) return PQ8K_ERR_STATE;
    return phlen == want ? 0 : PQ8K_ERR_BAD_LENGTH;
}
