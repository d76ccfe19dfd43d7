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
static const uint32_t sha256_iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

/* A SHA-256 over pieces straight on the compression function, for the short
   inputs: one 64-byte block and the chaining value on the stack, no context
   and no copy of the whole input. */
typedef struct {
    uint32_t st[8];
    uint8_t blk[64];
    uint32_t fill, total;
} sha_writer;

static void sw_start(sha_writer *w)
{
    memcpy(w->st, sha256_iv, sizeof w->st);
    w->fill = w->total = 0;
}

static void sw_put(sha_writer *w, const uint8_t *in, size_t len)
{
    w->total += (uint32_t)len;
    while (len) {
        size_t k = 64 - w->fill < len ? 64 - w->fill : len;
        memcpy(w->blk + w->fill, in, k);
        w->fill += (uint32_t)k;
        in += k;
        len -= k;
        if (w->fill == 64) {
            pq8k_sha256_compress(w->st, w->blk);
            w->fill = 0;
        }
    }
}

static void sw_end(sha_writer *w, uint8_t *out, unsigned n)
{
    w->blk[w->fill++] = 0x80;
    if (w->fill > 56) {
        memset(w->blk + w->fill, 0, 64 - w->fill);
        pq8k_sha256_compress(w->st, w->blk);
        w->fill = 0;
    }
    memset(w->blk + w->fill, 0, 60 - w->fill);
    lms_put32(w->blk + 60, w->total * 8u);
    pq8k_sha256_compress(w->st, w->blk);
    for (unsigned i = 0; i < n / 4; i++) lms_put32(out + 4 * i, w->st[i]);
}

/* The chain on one block built once: per step only j and the value change
   (I || q || i || j || x is 47 or 55 bytes, one compression). */
static void sha256_chain(unsigned n, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
                         unsigned to, uint8_t *x)
{
    uint8_t blk[64];
    uint32_t st[8];
    memcpy(blk, I, 16);
    lms_put32(blk + 16, q);
    blk[20] = (uint8_t)(i >> 8);
    blk[21] = (uint8_t)i;
    memcpy(blk + 23, x, n);
    blk[23 + n] = 0x80;
    memset(blk + 24 + n, 0, 36 - n);
    lms_put32(blk + 60, (23u + n) * 8u);
    for (unsigned j = from; j < to; j++) {
        blk[22] = (uint8_t)j;
        memcpy(st, sha256_iv, sizeof st);
        pq8k_sha256_compress(st, blk);
        for (unsigned k = 0; k < n / 4; k++) lms_put32(blk + 23 + 4 * k, st[k]);
    }
    memcpy(x, blk + 23, n);
}
#endif

void lms_chain(unsigned fam, const uint8_t I[16], uint32_t q, unsigned i, unsigned from,
               unsigned to, uint8_t *x)
{
    if (from >= to) return;
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        unsigned n = LMS_FAM_N(fam);
        uint8_t buf[23 + LMS_NMAX];
        memcpy(buf, I, 16);
        lms_put32(buf + 16, q);
        buf[20] = (uint8_t)(i >> 8);
        buf[21] = (uint8_t)i;
        memcpy(buf + 23, x, n);
        for (unsigned j = from; j < to; j++) {
            buf[22] = (uint8_t)j;
            pq8k_shake256(buf + 23, n, buf, 23 + n);
        }
        memcpy(x, buf + 23, n);
        return;
    }
#endif
#if LMS_HAS_SHA
    sha256_chain(LMS_FAM_N(fam), I, q, i, from, to, x);
#endif
}

/* H(I || u32 r || u16 d || a || b) into out (may alias a or b) */
static void tree_hash(unsigned fam, const uint8_t I[16], uint32_t r, unsigned d,
                      const uint8_t *a, const uint8_t *b, unsigned blen, uint8_t *out)
{
    unsigned n = LMS_FAM_N(fam);
#if LMS_HAS_SHAKE
    if (IS_SHAKE(fam)) {
        uint8_t pre[22];
        pq8k_keccak_state ks;
        memcpy(pre, I, 16);
        lms_put32(pre + 16, r);
        pre[20] = (uint8_t)(d >> 8);
        pre[21] = (uint8_t)d;
        pq8k_shake256_init(&ks);
        pq8k_keccak_absorb(&ks, pre, sizeof pre);
        pq8k_keccak_absorb(&ks, a, n);
        pq8k_keccak_absorb(&ks, b, blen);
        pq8k_keccak_finalize(&ks);
        pq8k_keccak_squeeze(&ks, out, n);
        return;
    }
#endif
#if LMS_HAS_SHA
    sha_writer w;
    sw_start(&w);
    /* the 22-byte prefix straight into the block */
    memcpy(w.blk, I, 16);
    lms_put32(w.blk + 16, r);
    w.blk[20] = (uint8_t)(d >> 8);
    w.blk[21] = (uint8_t)d;
    w.fill = w.total = 22;
    sw_put(&w, a, n);
    sw_put(&w, b, blen);
    sw_end(&w, out, n);
#endif
}

void lms_leaf(unsigned fam, const uint8_t I[16], uint32_t r, const uint8_t *k, uint8_t *out)
{
    tree_hash(fam, I, r, LMS_D_LEAF, k, k, 0, out);
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
