/*
 * Host check of the speed claim of docs/lms.md: the SHA-256 compressions one
 * LMS/HSS stream verification runs, beside the minimum bench/stream_bench_data.py
 * computes from the signature (SB_HASH_MIN) and the 2 (or 1) of the trusted
 * digest check. Built and run by bench/lms_hash_count.sh with
 * -DPQ8K_COUNT_SHA256, which makes src/common/sha2.c count.
 *
 *     lms_hash_count lms|hss PK SIG MSG     prints the count; exit 1 if not valid
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lms/lms_stream.h"

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
    static uint8_t body[1 << 20];
    size_t pkl, sl, ml, bl = sizeof body;
    uint8_t d[32];
    pq8k_lms_verifier_state st;
    pq8k_msg_src src;
    if (argc != 5) return 2;
    int hss = !strcmp(argv[1], "hss");
    uint8_t *pk = slurp(argv[2], &pkl), *sig = slurp(argv[3], &sl), *msg = slurp(argv[4], &ml);
    if (pq8k_lms_pk_digest(hss, pk, pkl, d) || pq8k_lms_stream_encode(hss, pk, pkl, sig, sl, body, &bl))
        return 1;
    memset(&src, 0, sizeof src);
    src.at.ptr = msg;
    src.len = ml;
    pq8k_sha256_compressions = 0;
    int r = lms_stream_init(&st, hss, d, &src);
    if (r == 0) r = lms_stream_update(&st, body, bl);
    if (r == 0) r = lms_stream_final(&st);
    printf("%lu\n", pq8k_sha256_compressions);
    return r != 0;
}
