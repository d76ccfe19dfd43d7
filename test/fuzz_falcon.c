/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target for Falcon verification.
 *
 * Input: byte 0 picks the set (bit 0) and whether the stream's digest is
 * the streamed pk's own (bit 1: so random streams get past the digest check
 * into the signature decoder and the equation) or a fixed one; byte 1 seeds
 * the chunking; the rest is the stream. The stream is pushed in random
 * chunks, and whenever it has the right length for its header, its verdict
 * must equal the one-shot verdict on the pk and signature inside it.
 * Nothing random should ever verify, but the check is on agreement.
 */
#include <stddef.h>
#include <stdint.h>

#include "falcon/falcon_stream.h"
#include "pq8k/falcon.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static pq8k_verifier ver;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const uint8_t msg[7] = "fuzzing";
    uint8_t digest[32] = {0};
    if (size < 2) return 0;
    unsigned logn = 9u + (data[0] & 1u);
    int own_digest = (data[0] >> 1) & 1;
    uint32_t x = 0x9E3779B9u ^ data[1];
    data += 2;
    size -= 2;

    size_t pklen = falcon_pk_bytes(logn);
    if (own_digest && size >= PQ8K_FALCON_STREAM_HEADER + pklen) {
        size_t dl = sizeof digest;
        if (pq8k_falcon_pk_digest(logn, data + PQ8K_FALCON_STREAM_HEADER, pklen, digest, &dl) != 0)
            __builtin_trap();
    }
    pq8k_scheme id = logn == 9 ? PQ8K_FALCON512 : PQ8K_FALCON1024;
    const uint8_t hdr[4] = {'P', '8', PQ8K_STREAM_VERSION, (uint8_t)id};
    /* the engine's header first: the rest is the Falcon stream as it is */
    int r = pq8k_verify_init(&ver, id, digest, sizeof digest, msg, sizeof msg, NULL, 0);
    if (r != 0 || pq8k_verify_update(&ver, hdr, sizeof hdr) != 0) __builtin_trap();
    for (size_t off = 0; off < size && r == 0;) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        size_t c = 1 + x % 97;
        if (c > size - off) c = size - off;
        r = pq8k_verify_update(&ver, data + off, c);
        off += c;
    }
    int fin = pq8k_verify_final(&ver);
    if (r != 0 && fin != r) __builtin_trap();                      /* failures are sticky */
    if (pq8k_verify_final(&ver) != PQ8K_ERR_STATE) __builtin_trap();

    if (size < PQ8K_FALCON_STREAM_HEADER + pklen) return 0;
    size_t siglen = ((size_t)data[1] << 8) | data[2];
    if (data[0] != PQ8K_FALCON_STREAM_FORMAT || size != PQ8K_FALCON_STREAM_HEADER + pklen + siglen)
        return 0;
    const uint8_t *pk = data + PQ8K_FALCON_STREAM_HEADER, *sig = pk + pklen;
    int one = logn == 9 ? pq8k_falcon512_verify(pk, sig, siglen, msg, sizeof msg)
                        : pq8k_falcon1024_verify(pk, sig, siglen, msg, sizeof msg);
    /* Same verdict; the stream may blame the key first when the digest is not the pk's own. */
    if ((one == 0) != (fin == 0)) __builtin_trap();
    if (own_digest && one != fin) __builtin_trap();
    return 0;
}
