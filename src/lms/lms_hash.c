/*
 * LMS hashing over SHA-256, SHA-256/192, SHAKE256 and SHAKE256/192.
 */
#include "lms/lms_hash.h"
#include <string.h>

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

#if LMS_HAS_SHA
/* SHA-256 of a short input straight on the compression function: no context,
   one block for up to 55 bytes, two up to 119. */
static void sha256_short(const uint8_t *in, size_t len, uint8_t *out, unsigned n)
{
    static const uint32_t iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    uint32_t st[8];
    uint8_t blk[64];
    size_t off = 0, r;
    memcpy(st, iv, sizeof st);
    for (; len - off >= 64; off += 64) pq8k_sha256_compress(st, in + off);
    r = len - off;
    memcpy(blk, in + off, r);
    blk[r++] = 0x80;
    if (r > 56) {
        memset(blk + r, 0, 64 - r);
        pq8k_sha256_compress(st, blk);
        r = 0;
    }
    memset(blk + r, 0, 60 - r);
    lms_put32(blk + 60, (uint32_t)len * 8u);
    pq8k_sha256_compress(st, blk);
    for (unsigned i = 0; i < n / 4; i++) lms_put32(out + 4 * i, st[i]);
}
#endif

static void hash_short(unsigned fam, const uint8_t *in, size_t len, uint8_t *out)
{
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        pq8k_shake256(out, LMS_FAM_N(fam), in, len);
        return;
    }
#endif
#if LMS_HAS_SHA
    sha256_short(in, len, out, LMS_FAM_N(fam));
#endif
}

void lms_chain(unsigned fam, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
               unsigned to, uint8_t *x)
{
    unsigned n = LMS_FAM_N(fam);
    uint8_t buf[23 + LMS_NMAX];
    if (from >= to) return;
    memcpy(buf, I, 16);
    lms_put32(buf + 16, q);
    buf[20] = (uint8_t)(i >> 8);
    buf[21] = (uint8_t)i;
    memcpy(buf + 23, x, n);
    for (unsigned j = from; j < to; j++) {
        buf[22] = (uint8_t)j;
        hash_short(fam, buf, 23 + n, buf + 23);
    }
    memcpy(x, buf + 23, n);
}

static void tree_hash(unsigned fam, const uint8_t I[16], uint32_t r, unsigned d,
                      const uint8_t *a, const uint8_t *b, unsigned blen, uint8_t *out)
{
    unsigned n = LMS_FAM_N(fam);
    uint8_t buf[22 + 2 * LMS_NMAX];
    memcpy(buf, I, 16);
    lms_put32(buf + 16, r);
    buf[20] = (uint8_t)(d >> 8);
    buf[21] = (uint8_t)d;
    memcpy(buf + 22, a, n);
    if (blen) memcpy(buf + 22 + n, b, blen);
    hash_short(fam, buf, 22 + n + blen, out);
}

void lms_leaf(unsigned fam, const uint8_t I[16], uint32_t r, const uint8_t *k, uint8_t *out)
{
    tree_hash(fam, I, r, LMS_D_LEAF, k, NULL, 0, out);
}

void lms_node(unsigned fam, const uint8_t I[16], uint32_t r, const uint8_t *left,
              const uint8_t *right, uint8_t *out)
{
    tree_hash(fam, I, r, LMS_D_INTR, left, right, LMS_FAM_N(fam), out);
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
