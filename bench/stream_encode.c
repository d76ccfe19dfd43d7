/* SPDX-License-Identifier: MIT */
/*
 * Host side of the streaming benchmark: turns a public key and a signature
 * (raw binary files) into the stream a device receives, and the trusted pk
 * digest it stores, with the library's own encoder.
 *
 *     stream_encode SCHEME PK_FILE SIG_FILE STREAM_OUT DIGEST_OUT
 *     stream_encode --sign SCHEME PK_OUT SIG_OUT MSG_OUT
 *
 * SCHEME: mldsa44 mldsa65 mldsa87 slhdsa_{sha2,shake}_{128,192,256}{s,f}
 * falcon512 falcon1024 haetae2 haetae3 haetae5 rainbow1_classic gemss128 (the last two need a
 * LEGACY=1 library). --sign (SLH-DSA only, for the sets without a KAT file):
 * a key from fixed seeds (byte i of SK.seed || SK.prf || PK.seed is i) and
 * a deterministic signature, internal interface, of a fixed 33-byte message; and
 * hss_sha256_l2_h10_w8 (no vector has it): an HSS key from the seed bytes 0..47,
 * index 1000, the same message. The stream is the
 * engine's (pq8k_stream_encode) when the library's engine has the scheme;
 * otherwise, while a scheme is still being wired in, the stream of the
 * scheme's own push verifier. It prints "engine" or "direct" to say which:
 * the bench firmware must feed the stream to the matching verifier.
 * Exit status 0 on success, 1 with a message otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pq8k/lms.h"
#include "pq8k/slhdsa.h"
#include "pq8k/stream.h"
#include "falcon/falcon_stream.h"
#if defined(PQ8K_LEGACY_INSECURE)
#include "rainbow/rainbow_stream.h"
#include "gemss/gemss_stream.h"
#endif

typedef struct {
    const uint8_t *pk, *sig;
    size_t pklen, siglen;
    uint8_t *out;          /* stream */
    size_t outlen;         /* capacity in, length out */
    uint8_t digest[PQ8K_MAX_DIGEST_BYTES];
    size_t digestlen;      /* capacity in, length out */
} job;

typedef int (*direct_fn)(job *j);

static int falcon_direct(unsigned logn, job *j)
{
    int err = pq8k_falcon_pk_digest(logn, j->pk, j->pklen, j->digest, &j->digestlen);
    return err != 0 ? err : pq8k_falcon_stream_encode(logn, j->pk, j->pklen, j->sig, j->siglen, j->out, &j->outlen);
}
static int falcon512_direct(job *j) { return falcon_direct(9, j); }
static int falcon1024_direct(job *j) { return falcon_direct(10, j); }

#if defined(PQ8K_LEGACY_INSECURE)
static int rainbow_direct(job *j)
{
    int err = pq8k_rainbow_pk_digest(j->pk, j->pklen, j->digest, &j->digestlen);
    return err != 0 ? err : pq8k_rainbow_stream_encode(j->pk, j->pklen, j->sig, j->siglen, j->out, &j->outlen);
}

static int gemss_direct(job *j)
{
    int err = pq8k_gemss_pk_digest(j->pk, j->pklen, j->digest, &j->digestlen);
    return err != 0 ? err : pq8k_gemss_stream_encode(j->pk, j->pklen, j->sig, j->siglen, j->out, &j->outlen);
}
#endif

/* Through the engine if this library's engine has scheme s, else through
   the scheme's own encoder (direct; NULL if there is none). *engine tells
   which, since the firmware must feed the stream to the matching verifier. */
static int encode_as(pq8k_scheme s, direct_fn direct, job *j, int *engine)
{
    int err;
    *engine = pq8k_stream_length(s) != 0;
    if (!*engine) return direct != NULL ? direct(j) : PQ8K_ERR_UNSUPPORTED;
    err = pq8k_pk_digest(s, j->pk, j->pklen, j->digest, &j->digestlen);
    return err != 0 ? err : pq8k_stream_encode(s, j->pk, j->pklen, j->sig, j->siglen, j->out, &j->outlen);
}

/* The bench's scheme names are the registry's (pq8k/schemes.def: tok);
   LMS, HSS, XMSS and XMSS^MT carry their set in the key, and their bench
   names add it: lms_sha256_h10_w4, xmssmt_sha2_20_2_256. */
#define BENCH_SETS_mldsa 0
#define BENCH_SETS_mldsa_compact 0
#define BENCH_SETS_composite 0
#define BENCH_SETS_slhdsa 0
#define BENCH_SETS_falcon 0
#define BENCH_SETS_haetae 0
#define BENCH_SETS_rainbow 0
#define BENCH_SETS_gemss 0
#define BENCH_SETS_lms 1
#define BENCH_SETS_xmss 1
static const struct {
    const char *name;
    unsigned id;
    int sets; /* 1: the name is followed by _<set> */
} bench_names[] = {
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    { #tok, value, BENCH_SETS_##family },
#include "pq8k/schemes.def"
};

/* the scheme's own encoder, for a library whose engine lacks the scheme */
static direct_fn direct_of(unsigned id)
{
    switch (id) {
    case PQ8K_FALCON512: return falcon512_direct;
    case PQ8K_FALCON1024: return falcon1024_direct;
#if defined(PQ8K_LEGACY_INSECURE)
    case PQ8K_RAINBOW1_CLASSIC: return rainbow_direct;
    case PQ8K_GEMSS128: return gemss_direct;
#endif
    default: return NULL;
    }
}

/* The pq8k_slhdsa_set named (SLH-DSA ids are 0x10 + the set), or -1. */
static int slhdsa_set(const char *scheme)
{
    for (size_t i = 0; i < sizeof bench_names / sizeof bench_names[0]; i++)
        if (strcmp(scheme, bench_names[i].name) == 0 && bench_names[i].id >= PQ8K_SLHDSA_SHA2_128S &&
            bench_names[i].id < PQ8K_SLHDSA_SHA2_128S + PQ8K_SLHDSA_SET_COUNT)
            return (int)(bench_names[i].id - PQ8K_SLHDSA_SHA2_128S);
    return -1;
}

static int encode(const char *scheme, job *j, int *engine)
{
    const size_t n = sizeof bench_names / sizeof bench_names[0];
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(bench_names[i].name);
        if (strcmp(scheme, bench_names[i].name) == 0 ||
            (bench_names[i].sets && strncmp(scheme, bench_names[i].name, len) == 0 &&
             scheme[len] == '_'))
            return encode_as((pq8k_scheme)bench_names[i].id, direct_of(bench_names[i].id), j, engine);
    }
    return PQ8K_ERR_UNSUPPORTED;
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf = NULL;
    long n;
    if (f == NULL) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)n + 1)) != NULL && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        *len = (size_t)n;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

static int write_file(const char *path, const uint8_t *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    int ok = f != NULL && fwrite(data, 1, len, f) == len;
    if (f != NULL && fclose(f) != 0) ok = 0;
    return ok;
}

/* --sign hss_sha256_l2_h10_w8: two levels of LMS_SHA256_M32_H10 / LMOTS_SHA256_N32_W8 */
static int sign_hss(const char *pk_out, const char *sig_out, const char *msg_out)
{
    static const uint8_t msg[33] = "pq8k bench: HSS L=2, 33-byte msg";
    static const uint32_t types[4] = {PQ8K_LMS_SHA256_M32_H10, PQ8K_LMOTS_SHA256_N32_W8,
                                      PQ8K_LMS_SHA256_M32_H10, PQ8K_LMOTS_SHA256_N32_W8};
    static uint8_t sig[8000];
    uint8_t seed[48], sk[PQ8K_HSS_SK_BYTES(2)], pk[PQ8K_HSS_PK_MAX];
    size_t pkl = sizeof pk, sl = sizeof sig;
    for (size_t i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)i;
    int err = pq8k_hss_keygen_from_seed(2, types, seed, sk, sizeof sk, pk, &pkl);
    if (err == 0) err = pq8k_hss_sign(sk, sizeof sk, 1000, msg, sizeof msg, sig, &sl);
    if (err != 0 || !write_file(pk_out, pk, pkl) || !write_file(sig_out, sig, sl) ||
        !write_file(msg_out, msg, sizeof msg)) {
        fprintf(stderr, "stream_encode: --sign hss_sha256_l2_h10_w8 failed (%d)\n", err);
        return 1;
    }
    return 0;
}

/* --sign: an SLH-DSA key and signature made here, for sets without a KAT file */
static int sign_slhdsa(const char *scheme, const char *pk_out, const char *sig_out, const char *msg_out)
{
    static const uint8_t msg[33] = "pq8k bench: SLH-DSA, 33-byte msg";
    static uint8_t pk[PQ8K_SLHDSA_MAX_PK_BYTES], sk[PQ8K_SLHDSA_MAX_SK_BYTES], sig[PQ8K_SLHDSA_MAX_SIG_BYTES];
    uint8_t seeds[3 * 32];
    int set = slhdsa_set(scheme), err;
    size_t n;
    if (set < 0) {
        fprintf(stderr, "stream_encode: --sign: %s is not an SLH-DSA set\n", scheme);
        return 1;
    }
    n = pq8k_slhdsa_pk_bytes((pq8k_slhdsa_set)set) / 2;
    for (size_t i = 0; i < sizeof seeds; i++) seeds[i] = (uint8_t)i;
    err = pq8k_slhdsa_keygen_from_seed((pq8k_slhdsa_set)set, seeds, seeds + n, seeds + 2 * n, pk, sk);
    if (err == 0) err = pq8k_slhdsa_sign_internal((pq8k_slhdsa_set)set, sig, msg, sizeof msg, sk, NULL);
    if (err != 0) {
        fprintf(stderr, "stream_encode: --sign %s: error %d\n", scheme, err);
        return 1;
    }
    if (!write_file(pk_out, pk, 2 * n) ||
        !write_file(sig_out, sig, pq8k_slhdsa_sig_bytes((pq8k_slhdsa_set)set)) ||
        !write_file(msg_out, msg, sizeof msg)) {
        fprintf(stderr, "stream_encode: cannot write the --sign outputs\n");
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    job j;
    int err, engine = 0;
    memset(&j, 0, sizeof j);
    if (argc == 6 && strcmp(argv[1], "--sign") == 0 && strcmp(argv[2], "hss_sha256_l2_h10_w8") == 0)
        return sign_hss(argv[3], argv[4], argv[5]);
    if (argc == 6 && strcmp(argv[1], "--sign") == 0) return sign_slhdsa(argv[2], argv[3], argv[4], argv[5]);
    if (argc != 6) {
        fprintf(stderr, "usage: stream_encode SCHEME PK_FILE SIG_FILE STREAM_OUT DIGEST_OUT\n");
        return 1;
    }
    j.pk = read_file(argv[2], &j.pklen);
    j.sig = read_file(argv[3], &j.siglen);
    if (j.pk == NULL || j.sig == NULL) {
        fprintf(stderr, "stream_encode: cannot read %s or %s\n", argv[2], argv[3]);
        return 1;
    }
    /* room for every layout: ML-DSA repeats z in every row, GeMSS the pk
       four times; neither needs more than this */
    j.outlen = 8 * (j.pklen + j.siglen) + 64;
    j.out = malloc(j.outlen);
    j.digestlen = sizeof j.digest;
    if (j.out == NULL) return 1;
    err = encode(argv[1], &j, &engine);
    if (err != 0) {
        fprintf(stderr, "stream_encode: %s: error %d\n", argv[1], err);
        return 1;
    }
    if (!write_file(argv[4], j.out, j.outlen) || !write_file(argv[5], j.digest, j.digestlen)) {
        fprintf(stderr, "stream_encode: cannot write %s or %s\n", argv[4], argv[5]);
        return 1;
    }
    printf("%s\n", engine ? "engine" : "direct");
    return 0;
}
