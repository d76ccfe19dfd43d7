/* SPDX-License-Identifier: MIT */
/* PH(M) in software for the twelve pre-hash functions of pq8k/prehash.h. */
#include "pq8k/pq8k.h"
#include "pq8k/prehash.h"
#include "common/fips202.h"
#include "common/sha2.h"
#include "common/util.h"

static void sha256_family(pq8k_prehash alg, const uint8_t *msg, size_t msglen, uint8_t out[32])
{
    pq8k_sha256_ctx c;
    if (alg == PQ8K_PH_SHA224) pq8k_sha224_init(&c);
    else pq8k_sha256_init(&c);
    pq8k_sha256_update(&c, msg, msglen);
    pq8k_sha256_final(&c, out);
}

static void sha512_family(pq8k_prehash alg, const uint8_t *msg, size_t msglen, uint8_t out[64])
{
    pq8k_sha512_ctx c;
    if (alg == PQ8K_PH_SHA384) pq8k_sha384_init(&c);
    else if (alg == PQ8K_PH_SHA512_224) pq8k_sha512_224_init(&c);
    else if (alg == PQ8K_PH_SHA512_256) pq8k_sha512_256_init(&c);
    else pq8k_sha512_init(&c);
    pq8k_sha512_update(&c, msg, msglen);
    pq8k_sha512_final(&c, out);
}

static void keccak_family(pq8k_prehash alg, const uint8_t *msg, size_t msglen, uint8_t *out,
                          size_t outlen)
{
    pq8k_keccak_state st;
    switch (alg) {
    case PQ8K_PH_SHA3_224: pq8k_sha3_224_init(&st); break;
    case PQ8K_PH_SHA3_256: pq8k_sha3_256_init(&st); break;
    case PQ8K_PH_SHA3_384: pq8k_sha3_384_init(&st); break;
    case PQ8K_PH_SHA3_512: pq8k_sha3_512_init(&st); break;
    case PQ8K_PH_SHAKE128: pq8k_shake128_init(&st); break;
    default: pq8k_shake256_init(&st); break;
    }
    pq8k_keccak_absorb(&st, msg, msglen);
    pq8k_keccak_finalize(&st);
    pq8k_keccak_squeeze(&st, out, outlen);
    pq8k_wipe(&st, sizeof st);
}

int pq8k_prehash_digest(pq8k_prehash alg, const uint8_t *msg, size_t msglen, uint8_t *out,
                        size_t *outlen)
{
    uint8_t full[64];
    size_t n = pq8k_prehash_length(alg), cap;
    if (outlen == NULL) return PQ8K_ERR_STATE;
    cap = *outlen;
    *outlen = 0;
    if (n == 0) return PQ8K_ERR_UNSUPPORTED;
    if (out == NULL || (msg == NULL && msglen != 0)) return PQ8K_ERR_STATE;
    if (cap < n) {
        *outlen = n;
        return PQ8K_ERR_BAD_LENGTH;
    }
    switch (alg) {
    case PQ8K_PH_SHA224:
    case PQ8K_PH_SHA256: sha256_family(alg, msg, msglen, full); break;
    case PQ8K_PH_SHA384:
    case PQ8K_PH_SHA512:
    case PQ8K_PH_SHA512_224:
    case PQ8K_PH_SHA512_256: sha512_family(alg, msg, msglen, full); break;
    default: keccak_family(alg, msg, msglen, full, n); break;
    }
    for (size_t i = 0; i < n; i++) out[i] = full[i];
    pq8k_wipe(full, sizeof full);
    *outlen = n;
    return 0;
}
