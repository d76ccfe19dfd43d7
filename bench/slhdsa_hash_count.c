/* SPDX-License-Identifier: MIT */
/*
 * Host check of the SLH-DSA hash count (issue 17): the SHA-256 and SHA-512
 * compressions, or the Keccak-f[1600] permutations, one stream verification
 * runs, for bench/slhdsa_hash_count.sh to set beside the minimum that
 * bench/stream_bench_data.py computes from the signature. Built with
 * -DPQ8K_COUNT_SHA256 -DPQ8K_COUNT_KECCAK, which make src/common/sha2.c and
 * src/common/keccakf1600_64.c count.
 *
 *     slhdsa_hash_count SCHEME STREAM DIGEST MSG
 *         SCHEME as slhdsa_sha2_128s; MSG is M' (the internal interface)
 *         prints "sha256 sha512 keccak"; exit 1 if the stream does not verify
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/stream.h"

extern unsigned long pq8k_sha256_compressions, pq8k_sha512_compressions;
extern unsigned long pq8k_keccak_permutations;

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
    static const char *const names[12] = {
        "sha2_128s", "sha2_128f", "sha2_192s", "sha2_192f", "sha2_256s", "sha2_256f",
        "shake_128s", "shake_128f", "shake_192s", "shake_192f", "shake_256s", "shake_256f",
    };
    static pq8k_verifier v;
    size_t sl, dl, ml;
    int set = -1;
    if (argc != 5 || strncmp(argv[1], "slhdsa_", 7) != 0) return 2;
    for (int i = 0; i < 12; i++)
        if (strcmp(argv[1] + 7, names[i]) == 0) set = i;
    if (set < 0) return 2;
    uint8_t *stream = slurp(argv[2], &sl), *digest = slurp(argv[3], &dl), *msg = slurp(argv[4], &ml);
    pq8k_sha256_compressions = pq8k_sha512_compressions = pq8k_keccak_permutations = 0;
    int r = pq8k_verify_init_internal(&v, (pq8k_scheme)(PQ8K_SLHDSA_SHA2_128S + set), digest, dl, msg, ml);
    if (r == 0) r = pq8k_verify_update(&v, stream, sl);
    if (r == 0) r = pq8k_verify_final(&v);
    printf("%lu %lu %lu\n", pq8k_sha256_compressions, pq8k_sha512_compressions, pq8k_keccak_permutations);
    return r != 0;
}
