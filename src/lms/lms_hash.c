/*
 * LMS hashing over SHA-256, SHA-256/192, SHAKE256 and SHAKE256/192.
 */
#include "lms/lms_hash.h"
#include <string.h>

#if PQ8K_CONFIG_LMS_ANY /* nothing to compile in a build without LMS/HSS */

#define LMS_HAS_SHAKE (PQ8K_CONFIG_LMS_SHAKE_M32 || PQ8K_CONFIG_LMS_SHAKE_M24)
#define LMS_HAS_SHA (PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHA256_M24)

/* The SHAKE branches vanish from a SHA-256-only build and vice versa. */
#if LMS_HAS_SHAKE && LMS_HAS_SHA
#define IS_SHAKE(fam) (((fam) & LMS_FAM_SHAKE) != 0)
#elif LMS_HAS_SHAKE
#define IS_SHAKE(fam) ((void)(fam), 1)
#else
#define IS_SHAKE(fam) ((void)(fam), 0)
#endif

void lms_h_init(lms_hctx *h, unsigned fam)
{
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        pq8k_shake256_init(&h->shake);
        return;
    }
#endif
    (void)fam;
    pq8k_sha256_init(&h->sha);
}

void lms_h_absorb(lms_hctx *h, unsigned fam, const uint8_t *in, size_t len)
{
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        pq8k_keccak_absorb(&h->shake, in, len);
        return;
    }
#endif
    (void)fam;
    pq8k_sha256_update(&h->sha, in, len);
}

void lms_h_final(lms_hctx *h, unsigned fam, uint8_t *out)
{
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        pq8k_keccak_finalize(&h->shake);
        pq8k_keccak_squeeze(&h->shake, out, LMS_FAM_N(fam));
        return;
    }
#endif
    uint8_t full[32];
    pq8k_sha256_final(&h->sha, full);
    memcpy(out, full, LMS_FAM_N(fam));
}

void lms_h_start(lms_hctx *h, unsigned fam, const uint8_t I[16], uint32_t q, unsigned d)
{
    uint8_t pre[22];
    memcpy(pre, I, 16);
    lms_put32(pre + 16, q);
    pre[20] = (uint8_t)(d >> 8);
    pre[21] = (uint8_t)d;
    lms_h_init(h, fam);
    lms_h_absorb(h, fam, pre, sizeof pre);
}

/*
 * The short hashes go through the same incremental calls as the long ones:
 * the code is then the hash library's (sha2.c, fips202.c) and not repeated
 * here, and each input still costs exactly its blocks (a chain step or a leaf
 * one SHA-256 compression, an inner node two; one Keccak-f permutation).
 * One function for the three (flash): H(I || u32 r || u16 d || a || b).
 */
void lms_hash_short(unsigned fam, const uint8_t I[16], uint32_t r, unsigned d, const uint8_t *a,
                    unsigned alen, const uint8_t *b, unsigned blen, uint8_t *out)
{
    lms_hctx h;
    lms_h_start(&h, fam, I, r, d);
    lms_h_absorb(&h, fam, a, alen);
    lms_h_absorb(&h, fam, b, blen);
    lms_h_final(&h, fam, out);
}

/* Its own loop, not lms_hash_short: the chains are under the stack peak,
   and one frame there is smaller than two */
void lms_chain(unsigned fam, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
               unsigned to, uint8_t *x)
{
    lms_hctx h;
    for (unsigned j = from; j < to; j++) {
        uint8_t jb = (uint8_t)j;
        /* I || u32 q || u16 i || u8 j || x: the u16 slot of lms_h_start takes i */
        lms_h_start(&h, fam, I, q, i);
        lms_h_absorb(&h, fam, &jb, 1);
        lms_h_absorb(&h, fam, x, LMS_FAM_N(fam));
        lms_h_final(&h, fam, x);
    }
}

unsigned lms_coef(const uint8_t *s, unsigned i, unsigned w)
{
    unsigned per = 8 / w;
    return (s[i / per] >> (8 - w * (i % per + 1))) & ((1u << w) - 1);
}

void lms_checksum(uint8_t *qc, const lms_ots_params *o)
{
    unsigned u = 8u * o->n / o->w, sum = 0, top = (1u << o->w) - 1;
    for (unsigned i = 0; i < u; i++) sum += top - lms_coef(qc, i, o->w);
    sum <<= o->ls;
    qc[o->n] = (uint8_t)(sum >> 8);
    qc[o->n + 1] = (uint8_t)sum;
}

#else
typedef int pq8k_lms_not_built;
#endif
