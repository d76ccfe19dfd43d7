/*
 * Host check of the speed claim of docs/xmss.md: the SHA-256 compressions one
 * XMSS / XMSS^MT stream verification runs, beside the minimum that
 * bench/stream_bench_data.py computes by verifying in Python (SB_HASH_MIN)
 * and the trusted-digest check's SB_HASH_DIGEST. Built and run by
 * bench/xmss_hash_count.sh with -DPQ8K_COUNT_SHA256 (src/common/sha2.c counts).
 *
 *     xmss_hash_count xmss|xmssmt PK SIG MSG     prints the count; exit 1 if not valid
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "xmss/xmss_stream.h"

extern unsigned long pq8k_sha256_compressions;

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
    size_t pkl, sl, ml;
    uint8_t d[32];
    pq8k_xmss_verifier_state st;
    pq8k_msg_src src;
    int r;
    if (argc != 5) return 2;
    int mt = !strcmp(argv[1], "xmssmt");
    uint8_t *pk = slurp(argv[2], &pkl), *sig = slurp(argv[3], &sl), *msg = slurp(argv[4], &ml);
    if (xmss_pk_digest(mt, pk, pkl, d)) return 1;
    memset(&src, 0, sizeof src);
    src.at.ptr = msg;
    src.len = ml;
    pq8k_sha256_compressions = 0;
    xmss_stream_init(&st, mt, d, &src);
    r = xmss_stream_update(&st, pk, pkl);
    if (r == 0) r = xmss_stream_update(&st, sig, sl);
    if (r == 0) r = xmss_stream_final(&st);
    printf("%lu\n", pq8k_sha256_compressions);
    return r != 0;
}
