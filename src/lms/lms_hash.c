/* SPDX-License-Identifier: MIT */
/*
 * LMS hashing over SHA-256, SHA-256/192, SHAKE256 and SHAKE256/192.
 */
#include "lms/lms_hash.h"
#include <string.h>

#if PQ8K_CONFIG_LMS_ANY /* nothing to compile in a build without LMS/HSS */

static void h_init(lms_hctx *h, unsigned fam)
{
#if LMS_HAS_SHAKE
    if (LMS_IS_SHAKE(fam)) {
        pq8k_shake256_init(&h->shake);
        return;
    }
#endif
    (void)fam;
    pq8k_sha256_init(&h->sha);
}

#if LMS_HAS_SHAKE && LMS_HAS_SHA
void pq8k_lms_h_absorb(lms_hctx *h, unsigned fam, const uint8_t *in, size_t len)
{
    if (LMS_IS_SHAKE(fam)) {
        pq8k_keccak_absorb(&h->shake, in, len);
        return;
    }
    pq8k_sha256_update(&h->sha, in, len);
}
#endif

#if LMS_HAS_SHAKE || LMS_N_FIXED != 32u
void pq8k_lms_h_final(lms_hctx *h, unsigned fam, uint8_t *out)
{
#if LMS_HAS_SHAKE
    if (LMS_IS_SHAKE(fam)) {
        pq8k_keccak_finalize(&h->shake);
        pq8k_keccak_squeeze(&h->shake, out, LMS_FAM_N(fam));
        return;
    }
#endif
#if LMS_HAS_SHA
    if (LMS_FAM_N(fam) == 32u) { /* the whole digest: no copy */
        pq8k_sha256_final(&h->sha, out);
        return;
    }
    uint8_t full[32];
    pq8k_sha256_final(&h->sha, full);
    memcpy(out, full, LMS_FAM_N(fam));
#endif
}
#endif

void pq8k_lms_h_start(lms_hctx *h, const uint8_t I[16], uint32_t r, uint32_t tail, const uint8_t *x)
{
    unsigned fam = (tail >> 1) & 3u, len = 22u + (tail & 1u);
#if LMS_HAS_SHAKE
    /* prefix || x in one absorb: the portable Keccak then takes whole lanes
       but for the last 7 bytes (a byte costs it a lane conversion) */
    uint8_t in[24 + LMS_NMAX];
#else
    uint8_t in[24]; /* SHA-256 buffers the block anyway: x goes in by itself */
#endif
    memcpy(in, I, 16);
    pq8k_store32_be(in + 16, r);
    pq8k_store32_be(in + 20, tail); /* the low byte (length, family) is not absorbed */
    h_init(h, fam);
#if LMS_HAS_SHAKE
    if (x != NULL) {
        memcpy(in + len, x, LMS_FAM_N(fam));
        len += LMS_FAM_N(fam);
        x = NULL;
    }
#endif
    pq8k_lms_h_absorb(h, fam, in, len);
    if (x != NULL) pq8k_lms_h_absorb(h, fam, x, LMS_FAM_N(fam));
}

/*
 * The short hashes go through the same incremental calls as the long ones:
 * the code is then the hash library's (sha2.c, fips202.c) and not repeated
 * here, and each input still costs exactly its blocks (a chain step or a leaf
 * one SHA-256 compression, an inner node two; one Keccak-f permutation).
 * One function for the three (flash): H(I || u32 r || u16 d || a || b).
 */
void pq8k_lms_hash_short(unsigned fam, const uint8_t I[16], uint32_t r, uint32_t d, const uint8_t *a,
                    unsigned alen, const uint8_t *b, unsigned blen, uint8_t *out)
{
    lms_hctx h;
    pq8k_lms_h_start(&h, I, r, LMS_TAIL(fam, d), NULL);
    pq8k_lms_h_absorb(&h, fam, a, alen);
    pq8k_lms_h_absorb(&h, fam, b, blen);
    pq8k_lms_h_final(&h, fam, out);
}

/* Its own loop, not pq8k_lms_hash_short: the chains are under the stack peak,
   and one frame there is smaller than two. The prefix I || q || i || j is
   one absorb (a separate 1-byte j costs the portable Keccak a whole lane
   conversion). */
void pq8k_lms_chain(unsigned fam, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
               unsigned to, uint8_t *x)
{
    lms_hctx h;
    for (unsigned j = from; j < to; j++) {
        pq8k_lms_h_start(&h, I, q, LMS_TAIL(fam, LMS_DJ(i, j)), x);
        pq8k_lms_h_final(&h, fam, x);
    }
}

#else
typedef int pq8k_lms_not_built;
#endif
