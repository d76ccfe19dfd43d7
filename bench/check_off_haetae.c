/* SPDX-License-Identifier: MIT */
/*
 * HAETAE-2's one-check-off inputs (bench/check_off.c). Signature (v1.2.0):
 * c seed (32) | LowBits(z1) (4 x 256) | off_hb off_h | hb rANS stream
 * (132 + off_hb bytes) | h rANS stream (7 + off_h) | zero padding, 1474
 * bytes in all. The stream (src/haetae/haetae_stream.h) is the key (seed,
 * b_0, b_1: 15-bit coefficients), then c, the offsets, each column's
 * LowBits and its part of the hb stream, the h stream, the padding; it
 * stops at the byte that shows an encoding error, and judges the norm and
 * the challenge in final.
 */
#include <string.h>
#include "check_off.h"
#include "pq8k/haetae.h"

#define PK_LEN PQ8K_HAETAE2_PUBLICKEYBYTES
#define SIG_LEN PQ8K_HAETAE2_SIGBYTES
#define SIG_OFF (32u + 4u * 256u)
#define SIG_STREAMS (SIG_OFF + 2u)
#define ROOM (SIG_LEN - SIG_STREAMS)
#define BASE_HB 132u
#define BASE_H 7u
/* stream offsets: after the engine header (4) and the key */
#define S_SIG (4L + (long)PK_LEN)
/* ... then c (32), the offsets (2), LowBits(z1_0) (256), hb's first part, ...
   the h stream starts at S_SIG + 32 + 2 + 4 * 256 + size_hb */

static void key_inputs(const genuine *g, crafted *c)
{
    const long pk_last = S_SIG - 1;
    start(g, c);
    c->pk[PK_LEN - 1] ^= 0x01;
    encode(g, c);
    emit(g, "pk-digest", "one bit of b_1's last byte flipped (the key no longer has the trusted digest)",
         c, PQ8K_ERR_PK_DIGEST, pk_last);

    start(g, c);
    put_bits(c->pk + 32, 0, 15, 32257); /* b_0[0]: one over the largest value keygen makes */
    digest_shake256(g, c);
    encode(g, c);
    emit(g, "pk-range", "b_0[0] set to 32257 (keygen makes at most 32256); trusted digest of that key",
         c, PQ8K_ERR_BAD_ENCODING, pk_last);
}

/* the sig with hb or h one byte longer: a zero byte after its last, the
   offset raised to match (the rANS decoder must refuse the byte left over) */
static void longer_stream(const genuine *g, crafted *c, int which_h, unsigned size_hb, unsigned size_h)
{
    size_t at = SIG_STREAMS + size_hb + (which_h ? size_h : 0);
    start(g, c);
    memmove(c->sig + at + 1, c->sig + at, SIG_LEN - at - 1);
    c->sig[at] = 0;
    c->sig[SIG_OFF + (which_h ? 1 : 0)]++;
    encode(g, c);
}

void haetae2_inputs(genuine *g, crafted *c)
{
    uint8_t sk[PQ8K_HAETAE2_SECRETKEYBYTES], seed[32];
    size_t siglen = 0;
    unsigned size_hb = 0, size_h = 0;
    long h_start;
    int e = 0;
    g->name = "haetae2";
    g->id = PQ8K_HAETAE2;
    g->ctx = 1;
    g->pklen = PK_LEN;
    for (unsigned i = 0; i < 32; i++) seed[i] = (uint8_t)i;
    for (unsigned i = 0; i < MSG_LEN; i++) g->msg[i] = (uint8_t)i;
    e = pq8k_haetae2_keygen_from_seed(g->pk, sk, seed);
    /* deterministic: the internal interface with fixed randomness (the first
       value, counting up, whose signature leaves two bytes of padding for the
       cases that lengthen a stream), M' as pure signing makes it */
    for (uint8_t r = 0; e == 0; r++) {
        uint8_t pre[1 + sizeof CTX - 1], rnd[32];
        pre[0] = (uint8_t)(sizeof CTX - 1); /* ctxlen || ctx (src/haetae/api.c) */
        memcpy(pre + 1, CTX, sizeof CTX - 1);
        memset(rnd, r, sizeof rnd);
        e = pq8k_haetae2_sign_internal(g->sig, &siglen, sk, g->msg, MSG_LEN, pre, sizeof pre, rnd);
        size_hb = BASE_HB + g->sig[SIG_OFF];
        size_h = BASE_H + g->sig[SIG_OFF + 1];
        if (size_hb + size_h + 2 <= ROOM) break;
        if (r == 255) die("HAETAE-2: no signature with padding room", 0);
    }
    if (e != 0) die("HAETAE-2 signing", e);
    g->siglen = siglen;
    finish_genuine(g, c);
    engine_checks(g, c);
    key_inputs(g, c);
    h_start = S_SIG + (long)SIG_STREAMS + (long)size_hb;

    start(g, c);
    c->sig[SIG_OFF] = 0xFF;
    c->sig[SIG_OFF + 1] = 0xFF;
    encode(g, c);
    emit(g, "offsets", "both stream offsets set to 255: the streams do not fit the signature", c,
         PQ8K_ERR_BAD_ENCODING, S_SIG + 32 + 1);

    start(g, c);
    memset(c->sig + SIG_STREAMS, 0, 4);
    encode(g, c);
    emit(g, "hb-state", "the hb stream's initial rANS state set to 0 (out of range)", c,
         PQ8K_ERR_BAD_ENCODING, S_SIG + 32 + 2 + 256 + 3);

    start(g, c);
    memset(c->sig + SIG_STREAMS + size_hb, 0, 4);
    encode(g, c);
    emit(g, "h-state", "the h stream's initial rANS state set to 0 (out of range)", c,
         PQ8K_ERR_BAD_ENCODING, h_start + 3);

    longer_stream(g, c, 0, size_hb, size_h);
    /* judged when the last symbol is out: at the original last byte, since
       the offset says one more is due */
    emit(g, "hb-end", "hb one byte longer (a zero byte after its end, off_hb + 1): a byte left over", c,
         PQ8K_ERR_BAD_ENCODING, h_start - 1);

    longer_stream(g, c, 1, size_hb, size_h);
    emit(g, "h-end", "h one byte longer (a zero byte after its end, off_h + 1): a byte left over", c,
         PQ8K_ERR_BAD_ENCODING, h_start + (long)size_h - 1);

    start(g, c);
    c->sig[SIG_LEN - 1] = 1;
    encode(g, c);
    emit(g, "padding", "the last padding byte set to 1", c, PQ8K_ERR_BAD_ENCODING, (long)c->n - 1);

    start(g, c);
    c->sig[0] ^= 0x01;
    encode(g, c);
    emit(g, "challenge", "one bit of the challenge seed c flipped: only the final checks catch it", c,
         PQ8K_ERR_BAD_SIGNATURE, AT_FINAL);
}
