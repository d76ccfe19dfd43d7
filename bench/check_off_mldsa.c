/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA-44's one-check-off inputs (bench/check_off.c). Signature layout
 * (FIPS 204): c~ (32) | z (4 polynomials of 256 coefficients, each packed as
 * gamma1 - z in 18 bits) | h (omega = 80 position bytes, then 4 cumulative
 * counts). The stream (docs/stream-format.md) repeats z in each of the 4
 * rows. The verifier defers every signature failure to the last byte, after
 * the key check, so all of them are reported at the last update.
 */
#include <string.h>
#include "check_off.h"
#include "pq8k/mldsa.h"

#define GAMMA1 (1u << 17)
#define BETA 78u
#define OMEGA 80u
#define K 4u
#define CTILDE 32u
#define ZPOLY 576u
#define OFF_Z CTILDE
#define OFF_H (OFF_Z + 4u * ZPOLY)
/* stream: header (4) | rho (32) | c~ | h (84) | rows of z (4 * 576) and t1_i (320) */
#define S_ROWS (4u + 32u + CTILDE + OMEGA + K)
#define S_ROW_LEN (4u * ZPOLY + 320u)

/* coefficient i (0..1023) of z, as the signed value */
static void set_z(uint8_t *sig, unsigned i, int32_t z)
{
    put_bits(sig + OFF_Z, (size_t)i * 18, 18, (uint32_t)((int32_t)GAMMA1 - z));
}
static int32_t get_z(const uint8_t *sig, unsigned i)
{
    return (int32_t)GAMMA1 - (int32_t)get_bits(sig + OFF_Z, (size_t)i * 18, 18);
}

static void hint_inputs(const genuine *g, crafted *c, long last)
{
    const uint8_t *h0 = g->sig + OFF_H;
    unsigned total = h0[OMEGA + K - 1], row = K, first = 0;
    uint8_t *h;
    /* a row with two hints or more, for the order checks */
    for (unsigned i = 0; i < K && row == K; i++) {
        unsigned end = h0[OMEGA + i];
        if (end - first >= 2) row = i;
        else first = end;
    }
    if (row == K || total >= OMEGA - 1 || h0[OMEGA] == 0) die("ML-DSA-44 signature without the hints the cases need", 0);

    start(g, c);
    h = c->sig + OFF_H;
    h[OMEGA + K - 1] = OMEGA + 1;
    encode(g, c);
    emit(g, "hint-count-over-omega", "last cumulative hint count set to omega + 1", c,
         PQ8K_ERR_BAD_ENCODING, last);

    start(g, c);
    h = c->sig + OFF_H;
    h[OMEGA] = (uint8_t)(h[OMEGA + 1] + 1);
    encode(g, c);
    emit(g, "hint-count-decreasing", "row 0's cumulative count set above row 1's", c,
         PQ8K_ERR_BAD_ENCODING, last);

    start(g, c);
    h = c->sig + OFF_H;
    {
        uint8_t t = h[first];
        h[first] = h[first + 1];
        h[first + 1] = t;
    }
    encode(g, c);
    emit(g, "hint-order", "the first two hint positions of a row swapped", c, PQ8K_ERR_BAD_ENCODING, last);

    start(g, c);
    h = c->sig + OFF_H;
    h[first + 1] = h[first];
    encode(g, c);
    emit(g, "hint-repeated", "a row's second hint position set equal to its first", c,
         PQ8K_ERR_BAD_ENCODING, last);

    start(g, c);
    h = c->sig + OFF_H;
    h[OMEGA - 1] = 1;
    encode(g, c);
    emit(g, "hint-padding", "last unused hint position byte set to 1", c, PQ8K_ERR_BAD_ENCODING, last);
}

void mldsa44_inputs(genuine *g, crafted *c)
{
    uint8_t sk[PQ8K_MLDSA44_SECRETKEYBYTES], seed[32];
    size_t siglen = 0;
    long last;
    unsigned safe = 0;
    int e;
    g->name = "mldsa44";
    g->id = PQ8K_MLDSA44;
    g->ctx = 1;
    g->pklen = PQ8K_MLDSA44_PUBLICKEYBYTES;
    for (unsigned i = 0; i < 32; i++) seed[i] = (uint8_t)i;
    for (unsigned i = 0; i < MSG_LEN; i++) g->msg[i] = (uint8_t)i;
    e = pq8k_mldsa44_keygen_from_seed(g->pk, sk, seed);
    if (e == 0)
        e = pq8k_mldsa44_sign_deterministic(g->sig, &siglen, sk, g->msg, MSG_LEN,
                                            (const uint8_t *)CTX, strlen(CTX));
    if (e != 0) die("ML-DSA-44 signing", e);
    g->siglen = siglen;
    finish_genuine(g, c);
    last = (long)c->n - 1;
    engine_checks(g, c);

    start(g, c);
    c->pk[PQ8K_MLDSA44_PUBLICKEYBYTES - 1] ^= 0x01;
    encode(g, c);
    emit(g, "pk-digest", "one bit of t1's last byte flipped (the key no longer has the trusted digest)",
         c, PQ8K_ERR_PK_DIGEST, last);

    start(g, c);
    set_z(c->sig, 0, (int32_t)(GAMMA1 - BETA));
    encode(g, c);
    emit(g, "z-bound-high", "z_0[0] set to gamma1 - beta (the smallest value refused)", c,
         PQ8K_ERR_BAD_SIGNATURE, last);

    start(g, c);
    set_z(c->sig, 3 * 256 + 255, -(int32_t)(GAMMA1 - BETA));
    encode(g, c);
    emit(g, "z-bound-low", "z_3[255] set to -(gamma1 - beta)", c, PQ8K_ERR_BAD_SIGNATURE, last);

    hint_inputs(g, c, last);

    /* a coefficient whose neighbour value is still in range, for the copy */
    while (get_z(g->sig, safe) >= (int32_t)(GAMMA1 - BETA - 2) ||
           get_z(g->sig, safe) <= -(int32_t)(GAMMA1 - BETA - 2))
        safe++;
    start(g, c);
    encode(g, c);
    c->stream[S_ROWS + S_ROW_LEN + safe * 18 / 8] ^= (uint8_t)(1u << (safe * 18 % 8));
    emit(g, "z-copy", "row 1's copy of z differs from row 0's in one bit (stream only; in range)", c,
         PQ8K_ERR_BAD_ENCODING, last);

    start(g, c);
    c->sig[0] ^= 0x01;
    encode(g, c);
    emit(g, "ctilde", "one bit of c~ flipped: every other check passes, only the final compare "
                      "catches it (a forgery)", c, PQ8K_ERR_BAD_SIGNATURE, last);
}
