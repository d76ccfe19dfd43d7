/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: Falcon through the engine, from genuine signatures.
 *
 * The first four records of each Falcon KAT file (read once from the shared
 * vectors, FUZZ_VECTORS or ../shared/vectors) give genuine (msg, pk, sig)
 * triples. Input: byte 0 picks the set (bit 0) and the record (bits 1-2),
 * whether the pk is mutated instead of the signature (bit 3), whether the
 * trusted digest is that of the mutated pk (bit 4: lets pk mutations past
 * the digest check) and whether the signature is cut or extended (bits
 * 5-6); byte 1 seeds the chunking; bytes 2-3 give an offset; the rest is
 * XORed in from that offset. The pair goes through pq8k_stream_encode and
 * the engine in random chunks.
 *
 * Oracle: with the pk's own digest the streamed result equals the one-shot
 * verifier's exactly; with the genuine digest and a mutated pk it is
 * PQ8K_ERR_PK_DIGEST; an untouched record is accepted; failures are sticky.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pq8k/falcon.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)
#define RECORDS 4
#define MAX_MSG 256
#define SIGBUF (PQ8K_FALCON1024_SIG_MAX + 64)

typedef struct {
    size_t mlen, siglen;
    uint8_t msg[MAX_MSG], pk[PQ8K_FALCON1024_PK_BYTES], sig[PQ8K_FALCON1024_SIG_MAX];
    uint8_t digest[32];
} kat;

static kat kats[2][RECORDS];
static uint8_t pk[PQ8K_FALCON1024_PK_BYTES], sig[SIGBUF], stream[8192];
static pq8k_verifier v;

static int hexval(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                          : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* the hex value of the next line "<key> = ..." into out; its length, or -1 */
static long rsp_hex(FILE *f, const char *key, uint8_t *out, size_t cap)
{
    static char line[16384];
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

/* sm = L(2) || nonce(40) || msg || 0x20+logn || body; signature = 0x30+logn || nonce || body */
static void load(unsigned set)
{
    static uint8_t sm[MAX_MSG + 2 + 40 + 1 + PQ8K_FALCON1024_SIG_MAX];
    const char *dir = getenv("FUZZ_VECTORS");
    char path[512];
    unsigned logn = 9 + set;
    size_t pklen = set ? PQ8K_FALCON1024_PK_BYTES : PQ8K_FALCON512_PK_BYTES;
    snprintf(path, sizeof path, "%s/falcon/kat/PQCsignKAT_falcon-%u.rsp",
             dir ? dir : "../shared/vectors", 1u << logn);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "fuzz_falcon_kat: cannot open %s (set FUZZ_VECTORS)\n", path);
        abort();
    }
    for (unsigned r = 0; r < RECORDS; r++) {
        kat *k = &kats[set][r];
        long ml = rsp_hex(f, "msg", k->msg, MAX_MSG);
        long pl = rsp_hex(f, "pk", k->pk, sizeof k->pk);
        long sl = rsp_hex(f, "sm", sm, sizeof sm);
        CHECK(ml > 0 && pl == (long)pklen && sl > 43 + ml);
        size_t body = (((size_t)sm[0] << 8) | sm[1]) - 1;
        CHECK((size_t)sl == 2 + 40 + (size_t)ml + 1 + body && sm[42 + ml] == 0x20 + logn);
        k->mlen = (size_t)ml;
        k->sig[0] = (uint8_t)(0x30 + logn);
        memcpy(k->sig + 1, sm + 2, 40);
        memcpy(k->sig + 41, sm + 43 + ml, body);
        k->siglen = 41 + body;
        size_t dl = sizeof k->digest;
        CHECK(pq8k_pk_digest(set ? PQ8K_FALCON1024 : PQ8K_FALCON512, k->pk, pklen, k->digest,
                             &dl) == 0 && dl == 32);
    }
    fclose(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int loaded;
    if (size < 4) return 0;
    if (!loaded) {
        load(0);
        load(1);
        loaded = 1;
    }
    unsigned set = data[0] & 1;
    const kat *k = &kats[set][(data[0] >> 1) & 3];
    int mutate_pk = (data[0] >> 3) & 1, own = (data[0] >> 4) & 1, cut = (data[0] >> 5) & 3;
    uint32_t x = 0x9E3779B9u ^ data[1];
    pq8k_scheme id = set ? PQ8K_FALCON1024 : PQ8K_FALCON512;
    size_t pklen = set ? PQ8K_FALCON1024_PK_BYTES : PQ8K_FALCON512_PK_BYTES;
    size_t tlen = mutate_pk ? pklen : k->siglen;
    size_t at = ((size_t)data[2] << 8 | data[3]) % tlen, siglen, n, dl = 32;
    uint8_t d[32];
    data += 4;
    size -= 4;

    memcpy(pk, k->pk, pklen);
    memcpy(sig, k->sig, k->siglen);
    uint8_t *target = mutate_pk ? pk : sig;
    for (size_t i = 0; i < size && at + i < tlen; i++) target[at + i] ^= data[i];
    siglen = cut == 1 ? at % k->siglen : cut == 2 ? k->siglen + 1 + at % 64 : k->siglen;
    if (siglen > k->siglen) memset(sig + k->siglen, 0, siglen - k->siglen); /* zero padding */

    int one = set ? pq8k_falcon1024_verify(pk, sig, siglen, k->msg, k->mlen)
                  : pq8k_falcon512_verify(pk, sig, siglen, k->msg, k->mlen);
    n = sizeof stream;
    if (pq8k_stream_encode(id, pk, pklen, sig, siglen, stream, &n) != 0) {
        CHECK(one != 0); /* the encoder refuses only what the verifier rejects */
        return 0;
    }
    memcpy(d, k->digest, 32);
    if (own) CHECK(pq8k_pk_digest(id, pk, pklen, d, &dl) == 0);

    int r = pq8k_verify_init(&v, id, d, 32, k->msg, k->mlen, NULL, 0), fin;
    CHECK(r == 0);
    for (size_t off = 0; off < n;) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        size_t c = 1 + x % 700;
        if (c > n - off) c = n - off;
        int u = pq8k_verify_update(&v, stream + off, c);
        CHECK(r == 0 || u == r); /* sticky */
        r = u;
        off += c;
    }
    fin = pq8k_verify_final(&v);
    CHECK(fin <= 0 && (r == 0 || fin == r));
    CHECK(pq8k_verify_final(&v) == PQ8K_ERR_STATE);
    if (!own && memcmp(pk, k->pk, pklen) != 0)
        CHECK(fin == PQ8K_ERR_PK_DIGEST);
    else
        CHECK(fin == one);
    if (memcmp(pk, k->pk, pklen) == 0 && siglen == k->siglen && memcmp(sig, k->sig, siglen) == 0)
        CHECK(fin == 0);
    return 0;
}
