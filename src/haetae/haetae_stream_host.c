/* SPDX-License-Identifier: MIT */
/*
 * Host side of the HAETAE stream for one level: the trusted pk digest and
 * the stream encoding (layout in haetae_stream.h, docs/stream-haetae.md).
 * Kept apart from the verifier so a verify-only firmware does not link
 * them. Neither judges pk or sig beyond their lengths (that is the
 * verifier's job, and tests need malformed streams): any signature gets a
 * stream, its hb stream split where the one-shot decoder's reading puts it.
 */
#include "haetae/haetae_stream.h"
#include "haetae/params.h"
#include "haetae/sigcode.h"
#include "common/fips202.h"
#include "common/util.h"
#include "pq8k/pq8k.h"

#define L_NAME(s) HAETAE_NS(s)
#define STREAM_BYTES (HAETAE_PKBYTES + HAETAE_SIGBYTES)

int L_NAME(pk_digest)(const uint8_t *pk, size_t pklen, uint8_t *digest, size_t *digestlen)
{
    int r = 0;
    if (digest == NULL || digestlen == NULL) return PQ8K_ERR_STATE;
    if (pk == NULL) r = PQ8K_ERR_STATE;
    else if (pklen != HAETAE_PKBYTES || *digestlen < PQ8K_HAETAE_DIGEST_BYTES) r = PQ8K_ERR_BAD_LENGTH;
    if (r != 0) {
        pq8k_wipe(digest, *digestlen);
        *digestlen = 0;
        return r;
    }
    pq8k_shake256(digest, PQ8K_HAETAE_DIGEST_BYTES, pk, pklen);
    *digestlen = PQ8K_HAETAE_DIGEST_BYTES;
    return 0;
}

size_t L_NAME(stream_len)(void)
{
    return STREAM_BYTES;
}

static uint8_t *put(uint8_t *out, const uint8_t *in, size_t n)
{
    for (size_t i = 0; i < n; i++) out[i] = in[i];
    return out + n;
}

int L_NAME(stream_encode)(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                          uint8_t *out, size_t *outlen)
{
    uint16_t end[HAETAE_L], size_hb, size_h;
    int r = 0;
    if (out == NULL || outlen == NULL) return PQ8K_ERR_STATE;
    if (pk == NULL || sig == NULL) r = PQ8K_ERR_STATE;
    else if (pklen != HAETAE_PKBYTES || siglen != HAETAE_SIGBYTES || *outlen < STREAM_BYTES)
        r = PQ8K_ERR_BAD_LENGTH;
    if (r != 0) {
        pq8k_wipe(out, *outlen);
        *outlen = 0;
        return r;
    }
    const uint8_t *hb = sig + HAETAE_SIG_STREAMS;
    haetae_sig_hb_split(sig, end);
    /* offsets that do not fit: the device stops at them; any layout of the
       same bytes will do, this one keeps every read inside sig */
    (void)haetae_sig_sizes(sig + HAETAE_SIG_OFF, &size_hb, &size_h);
    size_hb = end[HAETAE_L - 1];
    if (size_h > HAETAE_SIG_ROOM - size_hb) size_h = (uint16_t)(HAETAE_SIG_ROOM - size_hb);

    uint8_t *p = put(out, pk, HAETAE_PKBYTES);                 /* seed, b_0 .. b_{k-1} */
    p = put(p, sig, HAETAE_SIG_LB);                            /* c */
    p = put(p, sig + HAETAE_SIG_OFF, 2);                       /* off_hb, off_h */
    for (unsigned j = 0; j < HAETAE_L; j++) {
        uint16_t from = j == 0 ? 0 : end[j - 1];
        p = put(p, sig + HAETAE_SIG_LB + j * HAETAE_N, HAETAE_N); /* LowBits(z1_j) */
        p = put(p, hb + from, (size_t)(end[j] - from));           /* hb segment j */
    }
    p = put(p, hb + size_hb, size_h);                            /* h stream */
    p = put(p, hb + size_hb + size_h, HAETAE_SIG_ROOM - size_hb - size_h); /* padding */
    *outlen = (size_t)(p - out);
    return *outlen == STREAM_BYTES ? 0 : PQ8K_ERR_INTERNAL;
}

/* ---- engine entry (src/engine/engine_host.c has checked every length) ---- */

#if (PQ8K_HAETAE_LEVEL == 2 && PQ8K_CONFIG_HAETAE2) || (PQ8K_HAETAE_LEVEL == 3 && PQ8K_CONFIG_HAETAE3) || \
    (PQ8K_HAETAE_LEVEL == 5 && PQ8K_CONFIG_HAETAE5)
static void digest_entry(const uint8_t *pk, uint8_t *d)
{
    size_t n = PQ8K_HAETAE_DIGEST_BYTES;
    (void)L_NAME(pk_digest)(pk, HAETAE_PKBYTES, d, &n);
}

static void encode_entry(const uint8_t *pk, const uint8_t *sig, size_t siglen, uint8_t *body)
{
    size_t n = STREAM_BYTES;
    (void)L_NAME(stream_encode)(pk, HAETAE_PKBYTES, sig, siglen, body, &n);
}

const pq8k_stream_host L_NAME(stream_host) = {&L_NAME(stream), digest_entry, encode_entry};
#endif
