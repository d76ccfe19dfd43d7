/* Rainbow-I-classic push verifier: the public map is folded into four accumulators as the key streams. */
#include "rainbow/rainbow_stream.h"
#include "rainbow/gf16.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

#define PHASE_NONE   0u
#define PHASE_STREAM 1u
#define PHASE_DONE   2u
#define STREAM_LEN   (PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK)

static uint8_t w_elem(const pq8k_rainbow_stream *st, unsigned k)
{
    return (uint8_t)((st->sig[k >> 1] >> ((k & 1u) << 2)) & 0x0Fu);
}

static void set_scalar(pq8k_rainbow_stream *st)
{
    st->scalar = pq8k_gf16_mul(w_elem(st, st->i), w_elem(st, st->j));
}

static int fail(pq8k_rainbow_stream *st, int err)
{
    if (st->err == 0) st->err = (int8_t)err;
    return st->err;
}

int pq8k_rainbow_stream_init(pq8k_rainbow_stream *st, const uint8_t *digest, size_t digestlen,
                             const uint8_t *msg, size_t msglen,
                             const uint8_t *ctx, size_t ctxlen, int internal)
{
    (void)ctx;
    (void)internal;
    if (st == NULL) return PQ8K_ERR_STATE;
    pq8k_wipe(st, sizeof *st);
    st->phase = PHASE_STREAM;
    if (digest == NULL || (msg == NULL && msglen != 0)) return fail(st, PQ8K_ERR_STATE);
    if (digestlen != PQ8K_RAINBOW_DIGEST) return fail(st, PQ8K_ERR_BAD_LENGTH);
    if (ctxlen != 0) return fail(st, PQ8K_ERR_UNSUPPORTED);
    for (unsigned k = 0; k < PQ8K_RAINBOW_DIGEST; k++) st->digest[k] = digest[k];
    st->msg = msg;
    st->msglen = msglen;
    pq8k_sha256_init(&st->hash);
    return 0;
}

/* Advance to the next column: (i, j) runs over i <= j < N, row by row. */
static void next_column(pq8k_rainbow_stream *st)
{
    st->col = 0;
    if (++st->j == PQ8K_RAINBOW_N) st->j = ++st->i;
    if (st->i < PQ8K_RAINBOW_N) set_scalar(st);
}

static void absorb_key(pq8k_rainbow_stream *st, const uint8_t *in, size_t len)
{
    pq8k_sha256_update(&st->hash, in, len);
    while (len > 0) {
        uint8_t m0 = (uint8_t)-(st->scalar & 1u), m1 = (uint8_t)-((st->scalar >> 1) & 1u);
        uint8_t m2 = (uint8_t)-((st->scalar >> 2) & 1u), m3 = (uint8_t)-(st->scalar >> 3);
        size_t n = PQ8K_RAINBOW_MBYTES - st->col;
        if (n > len) n = len;
        for (size_t k = 0; k < n; k++) {
            uint8_t b = in[k];
            unsigned c = st->col + k;
            st->acc[0][c] ^= b & m0;
            st->acc[1][c] ^= b & m1;
            st->acc[2][c] ^= b & m2;
            st->acc[3][c] ^= b & m3;
        }
        st->col = (uint8_t)(st->col + n);
        in += n;
        len -= n;
        if (st->col == PQ8K_RAINBOW_MBYTES) next_column(st);
    }
}

static void check_key_digest(pq8k_rainbow_stream *st)
{
    uint8_t d[32];
    pq8k_sha256_final(&st->hash, d);
    if (pq8k_ct_memneq(d, st->digest, sizeof d)) fail(st, PQ8K_ERR_PK_DIGEST);
}

int pq8k_rainbow_stream_update(pq8k_rainbow_stream *st, const uint8_t *in, size_t len)
{
    if (st == NULL || st->phase != PHASE_STREAM) return PQ8K_ERR_STATE;
    if (st->err) return st->err;
    if (in == NULL && len != 0) return fail(st, PQ8K_ERR_STATE);
    if (len > STREAM_LEN - st->pos) return fail(st, PQ8K_ERR_BAD_LENGTH);
    while (len > 0 && st->pos < PQ8K_RAINBOW_SIG) {
        st->sig[st->pos++] = *in++;
        len--;
        if (st->pos == PQ8K_RAINBOW_SIG) set_scalar(st);
    }
    if (len == 0) return 0;
    absorb_key(st, in, len);
    st->pos += (uint32_t)len;
    if (st->pos == STREAM_LEN) check_key_digest(st);
    return st->err;
}

/* P(w) = acc0 + X acc1 + Y acc2 + XY acc3, elementwise on packed bytes. */
static void public_map_value(const pq8k_rainbow_stream *st, uint8_t y[PQ8K_RAINBOW_MBYTES])
{
    for (unsigned k = 0; k < PQ8K_RAINBOW_MBYTES; k++) {
        uint8_t hi = (uint8_t)(st->acc[2][k] ^ pq8k_gf16x2_mul_x(st->acc[3][k]));
        y[k] = (uint8_t)(st->acc[0][k] ^ pq8k_gf16x2_mul_x(st->acc[1][k]) ^ pq8k_gf16x2_mul_y(hi));
    }
}

/* Target of the public map: SHA-256(SHA-256(msg) || salt). */
static void expected_value(pq8k_rainbow_stream *st, uint8_t h[32])
{
    pq8k_sha256_init(&st->hash);
    pq8k_sha256_update(&st->hash, st->msg, st->msglen);
    pq8k_sha256_final(&st->hash, h);
    pq8k_sha256_init(&st->hash);
    pq8k_sha256_update(&st->hash, h, 32);
    pq8k_sha256_update(&st->hash, st->sig + PQ8K_RAINBOW_WBYTES, PQ8K_RAINBOW_SALT);
    pq8k_sha256_final(&st->hash, h);
}

int pq8k_rainbow_stream_final(pq8k_rainbow_stream *st)
{
    uint8_t y[PQ8K_RAINBOW_MBYTES], h[32];
    int err;
    if (st == NULL || st->phase != PHASE_STREAM) return PQ8K_ERR_STATE;
    st->phase = PHASE_DONE;
    if (st->err == 0 && st->pos != STREAM_LEN) fail(st, PQ8K_ERR_BAD_LENGTH);
    if (st->err == 0) {
        public_map_value(st, y);
        expected_value(st, h);
        if (pq8k_ct_memneq(y, h, sizeof y)) fail(st, PQ8K_ERR_BAD_SIGNATURE);
    }
    err = st->err;
    pq8k_wipe(st, sizeof *st);
    st->phase = PHASE_DONE;
    st->err = (int8_t)(err ? err : PQ8K_ERR_STATE);
    return err;
}
