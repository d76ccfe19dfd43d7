/* SPDX-License-Identifier: MIT */
/*
 * Host check of the speed claim of docs/lms.md and docs/xmss.md: the SHA-256
 * compressions and Keccak-f permutations one LMS / HSS / XMSS / XMSS^MT stream
 * verification runs through the engine, beside the minimum
 * bench/stream_bench_data.py computes from the signature (SB_HASH_MIN) and the
 * trusted-digest check's share (SB_HASH_DIGEST). Built and run by
 * bench/stateful_hash_count.sh against a host library made with
 * -DPQ8K_COUNT_SHA256 -DPQ8K_COUNT_KECCAK, which make src/common/sha2.c and
 * keccakf1600_64.c count.
 *
 *     stateful_hash_count lms|hss|xmss|xmssmt STREAM DIGEST MSG
 *         prints "<SHA-256 compressions> <Keccak permutations>"; exit 1 if
 *         the stream does not verify
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"

extern unsigned long pq8k_sha256_compressions, pq8k_keccak_permutations;

static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    uint8_t *b = malloc(1 << 20);
    if (!f || !b) exit(2);
    *n = fread(b, 1, 1 << 20, f);
    fclose(f);
    return b;
}

int main(int argc, char **argv)
{
    static const struct { const char *name; pq8k_scheme id; } ids[] = {
        {"lms", PQ8K_LMS}, {"hss", PQ8K_HSS}, {"xmss", PQ8K_XMSS}, {"xmssmt", PQ8K_XMSSMT}};
    size_t sl, dl, ml, k = 0;
    if (argc != 5) return 2;
    while (k < sizeof ids / sizeof ids[0] && strcmp(argv[1], ids[k].name)) k++;
    if (k == sizeof ids / sizeof ids[0]) return 2;
    uint8_t *s = slurp(argv[2], &sl), *d = slurp(argv[3], &dl), *msg = slurp(argv[4], &ml);
    pq8k_verifier v;
    pq8k_sha256_compressions = 0;
    pq8k_keccak_permutations = 0;
    int r = pq8k_verify_init(&v, ids[k].id, d, dl, msg, ml, NULL, 0);
    if (r == 0) r = pq8k_verify_update(&v, s, sl);
    if (r == 0) r = pq8k_verify_final(&v);
    if (r != 0) {
        /* a refused verification counts nothing worth reporting */
        fprintf(stderr, "%s: verification failed (%d)\n", argv[1], r);
        return 1;
    }
    printf("%lu %lu\n", pq8k_sha256_compressions, pq8k_keccak_permutations);
    return 0;
}
