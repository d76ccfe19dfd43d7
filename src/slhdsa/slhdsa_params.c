/* SPDX-License-Identifier: MIT */
/* The FIPS 205 parameter table and the size queries of the public API. */
#include "slhdsa/slhdsa_params.h"

#define SET_ON(i) ((SLH_SETS >> (i)) & 1u)
/* A set left out of the build keeps n = 0, which every entry point rejects. */
#define ROW(i, n, h, d, hp, a, k, shake) \
    { (uint8_t)(SET_ON(i) ? (n) : 0), h, d, hp, a, k, shake }

static const slh_params table[PQ8K_SLHDSA_SET_COUNT] = {
    ROW(0, 16, 63, 7, 9, 12, 14, 0),  ROW(1, 16, 66, 22, 3, 6, 33, 0),
    ROW(2, 24, 63, 7, 9, 14, 17, 0),  ROW(3, 24, 66, 22, 3, 8, 33, 0),
    ROW(4, 32, 64, 8, 8, 14, 22, 0),  ROW(5, 32, 68, 17, 4, 9, 35, 0),
    ROW(6, 16, 63, 7, 9, 12, 14, 1),  ROW(7, 16, 66, 22, 3, 6, 33, 1),
    ROW(8, 24, 63, 7, 9, 14, 17, 1),  ROW(9, 24, 66, 22, 3, 8, 33, 1),
    ROW(10, 32, 64, 8, 8, 14, 22, 1), ROW(11, 32, 68, 17, 4, 9, 35, 1),
};

const slh_params *pq8k_slh_params_get(pq8k_slhdsa_set s)
{
    if ((unsigned)s >= PQ8K_SLHDSA_SET_COUNT || table[s].n == 0) return 0;
    return &table[s];
}

size_t pq8k_slhdsa_pk_bytes(pq8k_slhdsa_set s)
{
    const slh_params *p = pq8k_slh_params_get(s);
    return p ? 2u * p->n : 0;
}

size_t pq8k_slhdsa_sk_bytes(pq8k_slhdsa_set s)
{
    const slh_params *p = pq8k_slh_params_get(s);
    return p ? 4u * p->n : 0;
}

size_t pq8k_slhdsa_sig_bytes(pq8k_slhdsa_set s)
{
    const slh_params *p = pq8k_slh_params_get(s);
    return p ? slh_sig_bytes(p) : 0;
}

const char *pq8k_slhdsa_name(pq8k_slhdsa_set s)
{
    static const char names[PQ8K_SLHDSA_SET_COUNT][20] = {
        "SLH-DSA-SHA2-128s", "SLH-DSA-SHA2-128f", "SLH-DSA-SHA2-192s",
        "SLH-DSA-SHA2-192f", "SLH-DSA-SHA2-256s", "SLH-DSA-SHA2-256f",
        "SLH-DSA-SHAKE-128s", "SLH-DSA-SHAKE-128f", "SLH-DSA-SHAKE-192s",
        "SLH-DSA-SHAKE-192f", "SLH-DSA-SHAKE-256s", "SLH-DSA-SHAKE-256f",
    };
    return pq8k_slh_params_get(s) ? names[s] : 0;
}
