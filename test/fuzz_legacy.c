/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target for the legacy schemes (LEGACY=1 build only: Rainbow and
 * GeMSS are broken, docs/legacy.md), from genuine KAT signatures.
 *
 * Record 0 of each KAT file (read once from the shared vectors, FUZZ_VECTORS
 * or ../shared/vectors) gives a genuine (msg, pk, sig). Input: byte 0 picks
 * the scheme (bit 0), what is mutated (bits 1-2: signature, message, pk)
 * and whether the trusted digest is that of the mutated pk (bit 3); byte 1
 * seeds the chunking; bytes 2-3 give an offset; the rest is XORed in from
 * that offset. The triple goes through pq8k_stream_encode and the engine in
 * random chunks.
 *
 * Oracle: with the pk's own digest the streamed result equals the one-shot
 * verifier's exactly; with the genuine digest and a mutated pk it is
 * PQ8K_ERR_PK_DIGEST; the untouched record is accepted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pq8k/legacy.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)
#define MAX_MSG 64

typedef struct {
    pq8k_scheme id;
    const char *file;
    size_t pklen, siglen;
    int sig_first; /* sm = sig || msg (GeMSS) or msg || sig (Rainbow) */
    int (*verify)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t); /* pk, sig, msg */
    size_t mlen;
    uint8_t msg[MAX_MSG], sig[PQ8K_RAINBOW1_CLASSIC_SIGBYTES], digest[32], *pk;
} legacy;

static uint8_t rainbow_pk[PQ8K_RAINBOW1_CLASSIC_PKBYTES], gemss_pk[PQ8K_GEMSS128_PKBYTES];
static legacy sets[2] = {
    {PQ8K_RAINBOW1_CLASSIC, "rainbow-i-classic/kat/PQCsignKAT_rainbowI-classic.first5.rsp",
     PQ8K_RAINBOW1_CLASSIC_PKBYTES, PQ8K_RAINBOW1_CLASSIC_SIGBYTES, 0,
     pq8k_rainbow1_classic_verify, 0, {0}, {0}, {0}, rainbow_pk},
    {PQ8K_GEMSS128, "gemss-128/kat/PQCsignKAT_gemss128.first3.rsp", PQ8K_GEMSS128_PKBYTES,
     PQ8K_GEMSS128_SIGBYTES, 1, pq8k_gemss128_verify, 0, {0}, {0}, {0}, gemss_pk}};
static uint8_t pk[PQ8K_GEMSS128_PKBYTES], sig[PQ8K_RAINBOW1_CLASSIC_SIGBYTES], msg[MAX_MSG];
static uint8_t stream[PQ8K_GEMSS128_STREAMBYTES + 64];
static char line[2 * PQ8K_GEMSS128_PKBYTES + 64];
static pq8k_verifier v;

static int hexval(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                          : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* the hex value of the next line "<key> = ..." into out; its length, or -1 */
static long rsp_hex(FILE *f, const char *key, uint8_t *out, size_t cap)
{
    size_t kl = strlen(key);
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, key, kl) != 0 || strncmp(line + kl, " = ", 3) != 0) continue;
        size_t n = 0;
        for (const char *p = line + kl + 3; hexval(p[0]) >= 0 && hexval(p[1]) >= 0; p += 2) {
            if (n == cap) return -1;
            out[n++] = (uint8_t)(hexval(p[0]) << 4 | hexval(p[1]));
        }
        return (long)n;
    }
    return -1;
}

static void load(legacy *l)
{
    static uint8_t sm[MAX_MSG + PQ8K_RAINBOW1_CLASSIC_SIGBYTES];
    const char *dir = getenv("FUZZ_VECTORS");
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir ? dir : "../shared/vectors", l->file);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "fuzz_legacy: cannot open %s (set FUZZ_VECTORS)\n", path);
        abort();
    }
    long ml = rsp_hex(f, "msg", l->msg, MAX_MSG);
    long pl = rsp_hex(f, "pk", l->pk, l->pklen);
    long sl = rsp_hex(f, "sm", sm, sizeof sm);
    fclose(f);
    CHECK(ml > 0 && pl == (long)l->pklen && sl == ml + (long)l->siglen);
    l->mlen = (size_t)ml;
    memcpy(l->sig, l->sig_first ? sm : sm + ml, l->siglen);
    size_t dl = sizeof l->digest;
    CHECK(pq8k_pk_digest(l->id, l->pk, l->pklen, l->digest, &dl) == 0 && dl == 32);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int loaded;
    if (size < 4) return 0;
    if (!loaded) {
        load(&sets[0]);
        load(&sets[1]);
        loaded = 1;
    }
    const legacy *l = &sets[data[0] & 1];
    unsigned what = ((data[0] >> 1) & 3) % 3;
    int own = (data[0] >> 3) & 1;
    uint32_t x = 0x9E3779B9u ^ data[1];
    uint8_t *target = what == 0 ? sig : what == 1 ? msg : pk;
    size_t tlen = what == 0 ? l->siglen : what == 1 ? l->mlen : l->pklen;
    size_t at = ((size_t)data[2] << 8 | data[3]) * 97 % tlen, n, dl = 32;
    uint8_t d[32];
    data += 4;
    size -= 4;

    memcpy(pk, l->pk, l->pklen);
    memcpy(sig, l->sig, l->siglen);
    memcpy(msg, l->msg, l->mlen);
    for (size_t i = 0; i < size && at + i < tlen; i++) target[at + i] ^= data[i];

    int one = l->verify(pk, l->pklen, sig, l->siglen, msg, l->mlen);
    n = sizeof stream;
    CHECK(pq8k_stream_encode(l->id, pk, l->pklen, sig, l->siglen, stream, &n) == 0);
    memcpy(d, l->digest, 32);
    if (own) CHECK(pq8k_pk_digest(l->id, pk, l->pklen, d, &dl) == 0);

    int r = pq8k_verify_init(&v, l->id, d, 32, msg, l->mlen, NULL, 0);
    CHECK(r == 0);
    for (size_t off = 0; off < n;) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        size_t c = 1 + x % 65536;
        if (c > n - off) c = n - off;
        int u = pq8k_verify_update(&v, stream + off, c);
        CHECK(r == 0 || u == r); /* sticky */
        r = u;
        off += c;
    }
    int fin = pq8k_verify_final(&v);
    CHECK(fin <= 0 && (r == 0 || fin == r));
    if (!own && memcmp(pk, l->pk, l->pklen) != 0)
        CHECK(fin == PQ8K_ERR_PK_DIGEST);
    else
        CHECK(fin == one);
    if (memcmp(pk, l->pk, l->pklen) == 0 && memcmp(sig, l->sig, l->siglen) == 0 &&
        memcmp(msg, l->msg, l->mlen) == 0)
        CHECK(fin == 0);
    return 0;
}
