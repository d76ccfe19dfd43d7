/* Rainbow-I-classic push verifier: the public map is folded into four accumulators as the key streams. */
#include "rainbow/rainbow_stream.h"
#include "rainbow/gf16.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

#define STREAM_LEN   (PQ8K_RAINBOW_SIG + PQ8K_RAINBOW_PK)

static uint8_t w_elem(const pq8k_rainbow_verifier_state *st, unsigned k)
{
    return (uint8_t)((st->sig[k >> 1] >> ((k & 1u) << 2)) & 0x0Fu);
}

static void set_scalar(pq8k_rainbow_verifier_state *st)
{
    st->scalar = pq8k_gf16_mul(w_elem(st, st->i), w_elem(st, st->j));
}

void pq8k_rainbow_stream_start(pq8k_rainbow_verifier_state *st, const uint8_t digest[32],
                               const pq8k_msg_src *msg)
{
    pq8k_wipe(st, sizeof *st);
    for (unsigned k = 0; k < PQ8K_RAINBOW_DIGEST; k++) st->digest[k] = digest[k];
    st->msg = *msg;
    pq8k_sha256_init(&st->hash);
}

/* Advance to the next column: (i, j) runs over i <= j < N, row by row. */
static void next_column(pq8k_rainbow_verifier_state *st)
{
    st->col = 0;
    if (++st->j == PQ8K_RAINBOW_N) st->j = ++st->i;
    if (st->i < PQ8K_RAINBOW_N) set_scalar(st);
}

/* Byte k of accumulator b (see the state's layout). */
static uint8_t acc_byte(const pq8k_rainbow_verifier_state *st, unsigned b, unsigned k)
{
    return (uint8_t)(st->acc[b][k >> 2] >> (8u * (k & 3u)));
}

/* The key is most of the stream: its bytes are folded in four at a time,
   one 32-bit word per accumulator, whenever the column offset allows. */
static void absorb_key(pq8k_rainbow_verifier_state *st, const uint8_t *in, size_t len)
{
    pq8k_sha256_update(&st->hash, in, len);
    while (len > 0) {
        uint32_t m0 = 0u - (st->scalar & 1u), m1 = 0u - ((st->scalar >> 1) & 1u);
        uint32_t m2 = 0u - ((st->scalar >> 2) & 1u), m3 = 0u - ((uint32_t)st->scalar >> 3);
        unsigned c = st->col;
        size_t n = PQ8K_RAINBOW_MBYTES - c;
        if (n > len) n = len;
        for (size_t k = 0; k < n;) {
            unsigned at = c + (unsigned)k;
            uint32_t b;
            if ((at & 3u) == 0 && n - k >= 4) {
                b = pq8k_load32_le(in + k);
                k += 4;
            } else {
                b = (uint32_t)in[k] << (8u * (at & 3u));
                k++;
            }
            st->acc[0][at >> 2] ^= b & m0;
            st->acc[1][at >> 2] ^= b & m1;
            st->acc[2][at >> 2] ^= b & m2;
            st->acc[3][at >> 2] ^= b & m3;
        }
        st->col = (uint8_t)(c + n);
        in += n;
        len -= n;
        if (st->col == PQ8K_RAINBOW_MBYTES) next_column(st);
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
        if (st->pos == PQ8K_RAINBOW_SIG) set_scalar(st);
    }
    if (len == 0) return 0;
    absorb_key(st, in, len);
    st->pos += (uint32_t)len;
    return st->pos == STREAM_LEN ? check_key_digest(st) : 0;
}

/* P(w) = acc0 + X acc1 + Y acc2 + XY acc3, elementwise on packed bytes. */
static void public_map_value(const pq8k_rainbow_verifier_state *st, uint8_t y[PQ8K_RAINBOW_MBYTES])
{
    for (unsigned k = 0; k < PQ8K_RAINBOW_MBYTES; k++) {
        uint8_t hi = (uint8_t)(acc_byte(st, 2, k) ^ pq8k_gf16x2_mul_x(acc_byte(st, 3, k)));
        y[k] = (uint8_t)(acc_byte(st, 0, k) ^ pq8k_gf16x2_mul_x(acc_byte(st, 1, k)) ^ pq8k_gf16x2_mul_y(hi));
    }
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

int pq8k_rainbow_stream_final(pq8k_rainbow_verifier_state *st)
{
    uint8_t y[PQ8K_RAINBOW_MBYTES], h[32];
    int err;
    if (st->pos != STREAM_LEN) return PQ8K_ERR_BAD_LENGTH;
    public_map_value(st, y);
    if ((err = expected_value(st, h)) != 0) return err;
    if (pq8k_ct_memneq(y, h, sizeof y)) return PQ8K_ERR_BAD_SIGNATURE;
    if (PQ8K_FIH_NEQ(y, h, sizeof y)) return PQ8K_ERR_BAD_SIGNATURE;
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
