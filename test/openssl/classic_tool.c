/* SPDX-License-Identifier: MIT */
/*
 * A small host program over pq8k's classical halves for
 * test/classic_openssl_test.sh, which checks them against Debian's openssl
 * command-line tool. Keys and seeds in hex on the command line, messages and
 * signatures in files; P-256 signs and verifies SHA-256(message).
 *
 *   classic_tool p256-keygen    <d hex>                  -> public key hex (04 || X || Y)
 *   classic_tool p256-sign      <d hex> <msg> <sig out>  (DER)
 *   classic_tool p256-verify    <pk hex> <msg> <sig>
 *   classic_tool ed25519-keygen <seed hex>               -> public key hex
 *   classic_tool ed25519-sign   <seed hex> <msg> <sig out>
 *   classic_tool ed25519-verify <pk hex> <msg> <sig>
 *
 * Exit 0 success / signature valid, 1 signature refused, 2 usage or I/O error.
 */
#include <stdio.h>
#include <string.h>
#include "common/sha2.h"
#include "classic/p256.h"
#include "classic/ed25519.h"

static unsigned char g_msg[1 << 20];

static int unhex(uint8_t *out, size_t n, const char *hex)
{
    if (strlen(hex) != 2 * n) return -1;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    return 0;
}

static long slurp(const char *path, uint8_t *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t n = fread(buf, 1, cap, f);
    int bad = ferror(f) || !feof(f);
    fclose(f);
    return bad ? -1 : (long)n;
}

static int spill(const char *path, const uint8_t *buf, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    size_t w = fwrite(buf, 1, n, f);
    return (fclose(f) != 0 || w != n) ? -1 : 0;
}

static void print_hex(const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++) printf("%02x", b[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    uint8_t key[65], sk[32], sig[128], digest[32];
    size_t siglen;
    long mlen = 0, slen = 0;
    if (argc < 3) return 2;
    const char *op = argv[1];
    int p256 = strncmp(op, "p256-", 5) == 0;
    size_t klen = !strcmp(op, "p256-verify") ? 65 : 32;
    if (unhex(key, klen, argv[2])) return 2;
    if (argc >= 4 && (mlen = slurp(argv[3], g_msg, sizeof g_msg)) < 0) return 2;
    if (p256) pq8k_sha256(digest, g_msg, (size_t)mlen);

    if (!strcmp(op, "p256-keygen") && argc == 3) {
        if (pq8k_p256_keygen_from_seed(key, sk, key)) return 2;
        print_hex(key, 65);
        return 0;
    }
    if (!strcmp(op, "ed25519-keygen") && argc == 3) {
        uint8_t pk[32];
        if (pq8k_ed25519_keygen_from_seed(pk, key)) return 2;
        print_hex(pk, 32);
        return 0;
    }
    if (argc != 5) return 2;
    if (!strcmp(op, "p256-sign")) {
        if (pq8k_p256_sign(sig, &siglen, key, digest, 32)) return 2;
        return spill(argv[4], sig, siglen) ? 2 : 0;
    }
    if (!strcmp(op, "ed25519-sign")) {
        uint8_t pk[32];
        if (pq8k_ed25519_keygen_from_seed(pk, key) || pq8k_ed25519_sign(sig, key, pk, g_msg, (size_t)mlen))
            return 2;
        return spill(argv[4], sig, 64) ? 2 : 0;
    }
    if ((slen = slurp(argv[4], sig, sizeof sig)) < 0) return 2;
    if (!strcmp(op, "p256-verify"))
        return pq8k_p256_verify(key, sig, (size_t)slen, digest, 32) == 0 ? 0 : 1;
    if (!strcmp(op, "ed25519-verify"))
        return slen == 64 && pq8k_ed25519_verify(key, sig, g_msg, (size_t)mlen) == 0 ? 0 : 1;
    return 2;
}
