/* SPDX-License-Identifier: MIT */
/* Rainbow-I-classic push verifier: the public map is folded into four accumulators as the key streams. */
#include <string.h>
#include "rainbow/rainbow_stream.h"
#include "rainbow/gf16.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

#define STREAM_LEN   (PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK)

static uint8_t w_elem(const pq8k_rainbow_verifier_state *st, unsigned k)
{
    return (uint8_t)((st->sig[k >> 1] >> ((k & 1u) << 2)) & 0x0Fu);
}

/* The scalar w_i*w_j of a column is linear in w_j's bits, so it is the XOR
   of w_i*(w_j's low two bits) and w_i*(w_j's high two bits)*Y: two 4-entry
   tables of nibbles, set once per row (pq8k/stream.h). */
static void start_row(pq8k_rainbow_verifier_state *st)
{
    uint32_t b0 = w_elem(st, st->i), b1 = pq8k_gf16x2_mul_x((uint8_t)b0);
    uint32_t b2 = pq8k_gf16x2_mul_y((uint8_t)b0), b3 = pq8k_gf16x2_mul_y((uint8_t)b1);
    st->wi_mul = (b0 << 4) | (b1 << 8) | ((b0 ^ b1) << 12) | (b2 << 20) | (b3 << 24) | ((b2 ^ b3) << 28);
}

static unsigned column_scalar(const pq8k_rainbow_verifier_state *st)
{
    unsigned wj = w_elem(st, st->j);
    return (unsigned)((st->wi_mul >> (4u * (wj & 3u))) ^ (st->wi_mul >> (16u + 4u * (wj >> 2)))) & 0x0Fu;
}

void pq8k_rainbow_stream_start(pq8k_rainbow_verifier_state *st, const uint8_t digest[32],
                               const pq8k_msg_src *msg)
{
    pq8k_wipe(st, sizeof *st);
    for (unsigned k = 0; k < PQ8K_RAINBOW_DIGEST; k++) st->digest[k] = digest[k];
    st->msg = *msg;
    pq8k_sha256_init(&st->hash);
}

/* One word of a staged column. The staging buffer is word-aligned in the
   context, so this is one load; the accumulators hold the columns' memory
   image, whatever the byte order. */
static uint32_t staged_word(const uint8_t *col, unsigned k)
{
    uint32_t v;
    memcpy(&v, col + 4u * k, sizeof v);
    return v;
}

/* XOR the staged column at buffer offset `off` (0 or 32) into accumulator b
   for every set bit b of its scalar (written out: this is the inner loop of
   the whole verification), then move to the next column: (i, j) runs over
   i <= j < N, row by row. The key is public, so the branches on the scalar
   leak nothing. */
static void fold_column(pq8k_rainbow_verifier_state *st, unsigned off)
{
    const uint8_t *c = st->hash.buf + off;
    uint32_t c0 = staged_word(c, 0), c1 = staged_word(c, 1), c2 = staged_word(c, 2), c3 = staged_word(c, 3);
    uint32_t c4 = staged_word(c, 4), c5 = staged_word(c, 5), c6 = staged_word(c, 6), c7 = staged_word(c, 7);
    unsigned s = column_scalar(st);
    for (uint32_t *a = st->acc[0]; s != 0; s >>= 1, a += PQ8K_RAINBOW_MBYTES / 4) {
        if ((s & 1u) == 0) continue;
        a[0] ^= c0; a[1] ^= c1; a[2] ^= c2; a[3] ^= c3;
        a[4] ^= c4; a[5] ^= c5; a[6] ^= c6; a[7] ^= c7;
    }
    if (++st->j == PQ8K_RAINBOW_N) {
        st->j = ++st->i;
        if (st->i < PQ8K_RAINBOW_N) start_row(st);
    }
}

/* Copy n key bytes to block offset `fill`: bytes up to a word boundary of
   the block, then words (a chunk can start anywhere; the C library's copy
   goes byte by byte when source and destination are not equally aligned). */
static void stage(uint8_t *block, unsigned fill, const uint8_t *in, size_t n)
{
    uint8_t *d = block + fill;
    for (; n > 0 && (fill & 3u) != 0; n--, fill++) *d++ = *in++;
    for (const uint8_t *end = in + (n & ~(size_t)3); in != end; in += 4, d += 4) {
        uint32_t v;
        memcpy(&v, in, sizeof v);
        memcpy(d, &v, sizeof v);
    }
    for (n &= 3u; n > 0; n--) *d++ = *in++;
}

/* The key is most of the stream. Its bytes are staged in the SHA-256
   context's block buffer: the key starts the hash, so key offset k is block
   byte k % 64, and each block is two whole columns (the key is 2,525 blocks).
   A full block is folded and then hashed from that buffer at a block
   boundary, which the hash reads in place; whatever the chunk sizes, every
   column is folded word by word from aligned memory and the hash never
   copies the key byte by byte. */
static void absorb_key(pq8k_rainbow_verifier_state *st, const uint8_t *in, size_t len)
{
    unsigned fill = (unsigned)(st->pos - PQ8K_RAINBOW_SIG) & 63u;
    while (len > 0) {
        size_t n = 64u - fill;
        if (n > len) n = len;
        stage(st->hash.buf, fill, in, n);
        in += n;
        len -= n;
        fill += (unsigned)n;
        if (fill == 64u) {
            fold_column(st, 0);
            fold_column(st, 32);
            pq8k_sha256_update(&st->hash, st->hash.buf, 64);
            fill = 0;
        }
    }
}

static int check_key_digest(pq8k_rainbow_verifier_state *st)
{
    uint8_t d[32];
    pq8k_sha256_final(&st->hash, d);
    if (pq8k_ct_memneq(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    if (PQ8K_FIH_NEQ(d, st->digest, sizeof d)) return PQ8K_ERR_PK_DIGEST;
    return 0;
}

int pq8k_rainbow_stream_update(pq8k_rainbow_verifier_state *st, const uint8_t *in, size_t len)
{
    if (len > STREAM_LEN - st->pos) return PQ8K_ERR_BAD_LENGTH;
    while (len > 0 && st->pos < PQ8K_RAINBOW_SIG) {
        st->sig[st->pos++] = *in++;
        len--;
        if (st->pos == PQ8K_RAINBOW_SIG) start_row(st);
    }
    if (len == 0) return 0;
    absorb_key(st, in, len);
    st->pos += (uint32_t)len;
    return st->pos == STREAM_LEN ? check_key_digest(st) : 0;
}

/* P(w) = acc0 + X acc1 + Y acc2 + XY acc3, elementwise on packed bytes. */
static void public_map_value(const pq8k_rainbow_verifier_state *st, uint8_t y[PQ8K_RAINBOW_MBYTES])
{
    /* byte k of accumulator b: byte k of its memory image (fold_column) */
#define acc_byte(st, b, k) (((const uint8_t *)(st)->acc[b])[k])
    for (unsigned k = 0; k < PQ8K_RAINBOW_MBYTES; k++) {
        uint8_t hi = (uint8_t)(acc_byte(st, 2, k) ^ pq8k_gf16x2_mul_x(acc_byte(st, 3, k)));
        y[k] = (uint8_t)(acc_byte(st, 0, k) ^ pq8k_gf16x2_mul_x(acc_byte(st, 1, k)) ^ pq8k_gf16x2_mul_y(hi));
    }
#undef acc_byte
}

/* Target of the public map: SHA-256(SHA-256(msg) || salt); the message is
   read here, once. */
static int expected_value(pq8k_rainbow_verifier_state *st, uint8_t h[32])
{
    int err;
    pq8k_sha256_init(&st->hash);
    if ((err = pq8k_msg_absorb(&st->msg, pq8k_sink_sha256, &st->hash)) != 0) return err;
    pq8k_sha256_final(&st->hash, h);
    pq8k_sha256_init(&st->hash);
    pq8k_sha256_update(&st->hash, h, 32);
    pq8k_sha256_update(&st->hash, st->sig + PQ8K_RAINBOW_WBYTES, PQ8K_RAINBOW_SALT);
    pq8k_sha256_final(&st->hash, h);
    return 0;
}

/* P(w) goes over accumulator 0 (byte k of y needs byte k of each sum only)
   and the target, computed after it, over accumulator 1: no buffers in this
   frame, which is on the verifier's deepest path (final's SHA-256
   compressions run below it). */
_Static_assert(sizeof(((pq8k_rainbow_verifier_state *)0)->acc[0]) == PQ8K_RAINBOW_MBYTES &&
                   PQ8K_RAINBOW_MBYTES == 32,
               "final's y and h (32 bytes) live in the accumulators");

int pq8k_rainbow_stream_final(pq8k_rainbow_verifier_state *st)
{
    uint8_t *y = (uint8_t *)st->acc[0], *h = (uint8_t *)st->acc[1];
    int err;
    if (st->pos != STREAM_LEN) return PQ8K_ERR_BAD_LENGTH;
    public_map_value(st, y);
    if ((err = expected_value(st, h)) != 0) return err;
    if (pq8k_ct_memneq(y, h, PQ8K_RAINBOW_MBYTES)) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(y, h, PQ8K_RAINBOW_MBYTES)) return PQ8K_ERR_BAD_SIGNATURE;
    return 0;
}

/* ---- engine entry ---- */

#if PQ8K_CONFIG_RAINBOW1_CLASSIC
/* Rainbow signs the message as it is: pure and internal are the same
   verification, and there is no context string. */
static int init(void *st, const uint8_t *digest, const pq8k_stream_msg *m)
{
    if ((m->mode != PQ8K_MSG_PURE && m->mode != PQ8K_MSG_INTERNAL) || m->ctxlen != 0)
        return PQ8K_ERR_UNSUPPORTED;
    pq8k_rainbow_stream_start(st, digest, &m->src);
    return 0;
}

static int update(void *st, const uint8_t *in, size_t len) { return pq8k_rainbow_stream_update(st, in, len); }
static int final(void *st) { return pq8k_rainbow_stream_final(st); }

const pq8k_stream_scheme pq8k_rainbow1_classic_stream = {
    .id = PQ8K_RAINBOW1_CLASSIC,
    .digest_len = PQ8K_RAINBOW_DIGEST,
    .pk_len = PQ8K_RAINBOW_PK,
    .sig_min = PQ8K_RAINBOW_SIG,
    .sig_max = PQ8K_RAINBOW_SIG,
    .body_max = PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK,
    .init = init,
    .update = update,
    .final = final,
};
#endif
