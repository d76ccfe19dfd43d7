/* SPDX-License-Identifier: MIT */
/*
 * Falcon-512's one-check-off inputs (bench/check_off.c). pq8k has no Falcon
 * signer: the genuine input is record 0 of the Falcon-512 KAT (its key, its
 * 33-byte message, its signature as pq8k takes it: 0x39 | nonce (40) |
 * compressed s2). The stream (after the engine's header): format byte,
 * signature length (2, big-endian), pk (897), signature. The key is judged at
 * its last byte, the signature's header byte when it arrives, s2's encoding
 * and the norm in final (src/falcon/falcon_equation.c).
 *
 * s2 is changed through its coefficients: decoded here, changed, encoded
 * again (compressed format: sign bit, 7 low bits of |v|, |v| >> 7 in unary,
 * most significant bit first), so that every other rule of the encoding holds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check_off.h"

#define LOGN 9u
#define NCOEF 512u
#define Q 12289u
#define PK_LEN 897u
#define NONCE 40u
#define S2_OFF (1u + NONCE)
#define PADDED 666u
#define SIG_MAX 746u
#define SIG_AT (4L + 3L + (long)PK_LEN) /* the signature's header byte in the stream */

/* the coefficients of s2 and where each one's bits start; 0 or -1 */
static int s2_decode(const uint8_t *s2c, size_t len, int16_t *v, uint32_t *at, uint32_t *end)
{
    uint32_t bit = 0;
    for (unsigned i = 0; i < NCOEF; i++) {
        uint32_t neg, low, k = 0;
        if (bit + 9 > 8 * len) return -1;
        at[i] = bit;
        neg = get_bits_msb(s2c, bit, 1);
        low = get_bits_msb(s2c, bit + 1, 7);
        bit += 8;
        while (bit < 8 * len && get_bits_msb(s2c, bit, 1) == 0) bit++, k++;
        if (bit >= 8 * len) return -1;
        bit++;
        v[i] = (int16_t)((k << 7 | low) * (neg ? -1 : 1));
    }
    *end = bit;
    return 0;
}

/* encode v into s2c (zeros to the end of cap); the bytes used */
static size_t s2_encode(const int16_t *v, uint8_t *s2c, size_t cap)
{
    uint32_t bit = 0;
    memset(s2c, 0, cap);
    for (unsigned i = 0; i < NCOEF; i++) {
        uint32_t m = (uint32_t)(v[i] < 0 ? -v[i] : v[i]);
        put_bits_msb(s2c, bit, 1, v[i] < 0);
        put_bits_msb(s2c, bit + 1, 7, m & 0x7Fu);
        bit += 8 + (m >> 7);
        put_bits_msb(s2c, bit, 1, 1);
        bit++;
    }
    return (bit + 7) / 8;
}

/* c->sig := the genuine header and nonce with s2 = v */
static void with_s2(const genuine *g, crafted *c, const int16_t *v)
{
    start(g, c);
    c->siglen = S2_OFF + s2_encode(v, c->sig + S2_OFF, SIG_MAX - S2_OFF);
    if (c->siglen > SIG_MAX) die("Falcon s2 too long", 0);
    encode(g, c);
}

/* record 0 of the KAT: pk, msg, and the signature in pq8k's layout */
static void read_kat(genuine *g, const char *vectors)
{
    static char line[8192];
    static uint8_t sm[2048];
    char path[512];
    size_t smlen = 0, mlen = 0;
    FILE *f;
    snprintf(path, sizeof path, "%s/falcon/kat/PQCsignKAT_falcon-512.rsp", vectors);
    f = fopen(path, "r");
    if (f == NULL) die(path, 0);
    while (fgets(line, sizeof line, f) != NULL && smlen == 0) {
        char *v = strstr(line, " = ");
        uint8_t *dst = NULL;
        size_t cap = 0, *len = NULL, n;
        if (v == NULL) continue;
        if (strncmp(line, "msg ", 4) == 0) dst = g->msg, cap = MSG_LEN, len = &mlen;
        else if (strncmp(line, "pk ", 3) == 0) dst = g->pk, cap = PK_LEN, len = &g->pklen;
        else if (strncmp(line, "sm ", 3) == 0) dst = sm, cap = sizeof sm, len = &smlen;
        if (dst == NULL) continue;
        v += 3;
        for (n = 0; n < cap && v[2 * n] != '\0' && v[2 * n] != '\n' && v[2 * n] != '\r'; n++) {
            unsigned byte;
            if (sscanf(v + 2 * n, "%2x", &byte) != 1) die("KAT hex", 0);
            dst[n] = (uint8_t)byte;
        }
        *len = n;
    }
    fclose(f);
    if (mlen != MSG_LEN || g->pklen != PK_LEN || smlen < 2 + NONCE + MSG_LEN + 2) die("Falcon KAT record 0", 0);
    /* sm = L (2) | nonce | msg | 0x20 + logn | s2 */
    g->siglen = ((size_t)sm[0] << 8 | sm[1]) - 1 + S2_OFF;
    g->sig[0] = 0x30 + LOGN;
    memcpy(g->sig + 1, sm + 2, NONCE);
    memcpy(g->sig + S2_OFF, sm + 2 + NONCE + MSG_LEN + 1, g->siglen - S2_OFF);
}

static void key_inputs(const genuine *g, crafted *c)
{
    const long pk_last = 4 + 3 + PK_LEN - 1;
    start(g, c);
    c->pk[PK_LEN - 1] ^= 0x01;
    encode(g, c);
    emit(g, "pk-digest", "one bit of h's last byte flipped (the key no longer has the trusted digest)",
         c, PQ8K_ERR_PK_DIGEST, pk_last);

    start(g, c);
    c->pk[0] = LOGN + 1;
    digest_shake256(g, c);
    encode(g, c);
    c->stream[4 + 3] = LOGN + 1; /* the encoder writes the key as given; make sure */
    emit(g, "pk-header", "the key's header byte set to 0x0a (Falcon-1024's); trusted digest of that key",
         c, PQ8K_ERR_BAD_ENCODING, pk_last);

    start(g, c);
    put_bits_msb(c->pk + 1, 14 * 100, 14, 0x3FFF); /* h[100] = 16383 >= q */
    digest_shake256(g, c);
    encode(g, c);
    emit(g, "pk-range", "h[100] set to 16383 (not below q); trusted digest of that key", c,
         PQ8K_ERR_BAD_ENCODING, pk_last);
}

static void s2_inputs(const genuine *g, crafted *c, const int16_t *v0, const uint32_t *at, uint32_t end)
{
    static int16_t v[NCOEF];
    unsigned zero = 0, big = 0;
    while (zero < NCOEF && v0[zero] != 0) zero++;
    while (big < NCOEF && (v0[big] == 0 || v0[big] == 1 || v0[big] == -1)) big++;
    if (zero == NCOEF || big == NCOEF || end % 8 == 0) die("Falcon KAT signature without the cases' shapes", 0);

    /* the coder here against the library's decoder: s2 as it was, encoded again */
    with_s2(g, c, v0);
    emit(g, "s2-reencoded", "s2 decoded and encoded again by this tool, unchanged: accepted", c, 0, AT_FINAL);

    start(g, c);
    put_bits_msb(c->sig + S2_OFF, at[zero], 1, 1);
    encode(g, c);
    emit(g, "s2-minus-zero", "the sign bit of a zero coefficient of s2 set (\"-0\")", c,
         PQ8K_ERR_BAD_ENCODING, AT_FINAL);

    memcpy(v, v0, sizeof v);
    v[0] = 2048;
    with_s2(g, c, v);
    emit(g, "s2-run", "s2[0] set to 2048: 16 zeros in its unary part (at most 15)", c,
         PQ8K_ERR_BAD_ENCODING, AT_FINAL);

    start(g, c);
    put_bits_msb(c->sig + S2_OFF, end | 7u, 1, 1);
    encode(g, c);
    emit(g, "s2-trailing-bits", "the last bit of the byte after s2's last coefficient set", c,
         PQ8K_ERR_BAD_ENCODING, AT_FINAL);

    start(g, c);
    memset(c->sig + g->siglen, 0, PADDED - g->siglen);
    c->siglen = PADDED;
    encode(g, c);
    emit(g, "padded", "the signature zero-padded to 666 bytes (the padded format): accepted", c, 0,
         AT_FINAL);
    c->sig[PADDED - 1] = 1;
    encode(g, c);
    emit(g, "padding", "the padded signature with its last padding byte set to 1", c,
         PQ8K_ERR_BAD_ENCODING, AT_FINAL);

    start(g, c);
    c->sig[0] = 0x30 + LOGN + 1;
    encode(g, c);
    emit(g, "sig-header", "the signature's header byte set to 0x3a (Falcon-1024's)", c,
         PQ8K_ERR_BAD_ENCODING, SIG_AT);

    memcpy(v, v0, sizeof v);
    for (unsigned i = 0; i < 9; i++) v[i] = 2047;
    with_s2(g, c, v);
    emit(g, "norm-s2", "s2[0..8] set to 2047: ||s2||^2 alone over the bound", c, PQ8K_ERR_BAD_SIGNATURE,
         AT_FINAL);

    memcpy(v, v0, sizeof v);
    v[big] = (int16_t)-v[big];
    with_s2(g, c, v);
    emit(g, "norm", "the sign of one s2 coefficient (|v| > 1) flipped: s1 = c - s2 h is no longer "
                    "short, only the norm check catches it (a forgery)", c, PQ8K_ERR_BAD_SIGNATURE,
         AT_FINAL);
}

void falcon512_inputs(genuine *g, crafted *c, const char *vectors)
{
    static int16_t v[NCOEF];
    static uint32_t at[NCOEF];
    uint32_t end = 0;
    g->name = "falcon512";
    g->id = PQ8K_FALCON512;
    g->ctx = 0;
    read_kat(g, vectors);
    if (s2_decode(g->sig + S2_OFF, g->siglen - S2_OFF, v, at, &end) != 0) die("Falcon s2 decoding", 0);
    finish_genuine(g, c);
    engine_checks(g, c);

    start(g, c);
    encode(g, c);
    c->stream[4 + 1] = 0x03; /* length 0x03xx: over the maximum */
    emit(g, "siglen", "the stream's signature length set above 746", c, PQ8K_ERR_BAD_LENGTH, 4 + 2);

    key_inputs(g, c);
    s2_inputs(g, c, v, at, end);
}
