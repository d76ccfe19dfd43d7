/* SPDX-License-Identifier: MIT */
/*
 * pq8k lms|hss <command>: LMS (one tree, the bare RFC 8554 LMS encodings) and
 * HSS keys, signatures and streams through the stateful-scheme CLI layer
 * (tools/cli_stateful.h); this file holds what is LMS's own: the set names,
 * key generation and signing at an index. An LMS key is an HSS key of one
 * level whose pk and signatures are written without the u32 L / Nspk word.
 */
#include "cli_lms.h"
#include <stdio.h>
#include <string.h>
#include "cli_stateful.h"
#include "pq8k/lms.h"

_Static_assert(PQ8K_HSS_SK_BYTES(PQ8K_HSS_MAX_LEVELS) <= CLI_STATEFUL_SK_MAX &&
                   PQ8K_HSS_PK_MAX <= CLI_STATEFUL_PK_MAX,
               "an HSS key does not fit the CLI's buffers");

/* "sha256_m32_h10_w4" -> type codes */
static void parse_set(const char *s, uint32_t *lms, uint32_t *ots)
{
    static const char *const fams[4] = {"sha256_m32", "sha256_m24", "shake_m32", "shake_m24"};
    unsigned h, w;
    char tail;
    for (unsigned f = 0; f < 4; f++) {
        size_t l = strlen(fams[f]);
        if (strncmp(s, fams[f], l) || sscanf(s + l, "_h%u_w%u%c", &h, &w, &tail) != 2) continue;
        if (h % 5 || h < 5 || h > 25 || (w != 1 && w != 2 && w != 4 && w != 8)) break;
        *lms = 5 + 5 * f + (h / 5 - 1);
        *ots = 1 + 4 * f + (w == 1 ? 0 : w == 2 ? 1 : w == 4 ? 2 : 3);
        return;
    }
    cli_stateful_die("unknown parameter set '%s' (e.g. sha256_m32_h10_w4)", s);
}

/* bytes of the u32 L (pk) / Nspk (signature) word an LMS encoding leaves out */
static size_t hss_word(int hss)
{
    return hss ? 0 : 4;
}

static uint64_t keygen(int hss, const char *sets, uint8_t *sk, size_t *sklen, uint8_t *pk,
                       size_t *pklen)
{
    uint32_t types[2 * PQ8K_HSS_MAX_LEVELS];
    unsigned levels = 0;
    char buf[512];
    if (strlen(sets) >= sizeof buf) cli_stateful_die("-t too long");
    strcpy(buf, sets);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (levels == PQ8K_HSS_MAX_LEVELS) cli_stateful_die("HSS has at most %d levels", PQ8K_HSS_MAX_LEVELS);
        parse_set(tok, &types[2 * levels], &types[2 * levels + 1]);
        levels++;
    }
    if (!hss && levels != 1) cli_stateful_die("lms keys have one tree: give one SET (or use pq8k hss)");
    *sklen = PQ8K_HSS_SK_BYTES(levels);
    int r = pq8k_hss_keygen(levels, types, sk, *sklen, pk, pklen);
    if (r) cli_stateful_die("keygen failed: %s", pq8k_strerror(r));
    *pklen -= hss_word(hss);
    memmove(pk, pk + hss_word(hss), *pklen);
    return pq8k_hss_sk_indices(sk, *sklen);
}

/* the HSS signature's bytes (an LMS one drops its Nspk word after signing) */
static size_t sig_bytes(int hss, const uint8_t *sk, size_t sklen)
{
    (void)hss;
    return pq8k_hss_sk_sig_bytes(sk, sklen);
}

static uint64_t indices(int hss, const uint8_t *sk, size_t sklen)
{
    (void)hss;
    return pq8k_hss_sk_indices(sk, sklen);
}

static int sign(int hss, uint8_t *sk, size_t sklen, uint64_t index, const uint8_t *msg,
                size_t msglen, uint8_t *sig, size_t *siglen)
{
    int r = pq8k_hss_sign(sk, sklen, index, msg, msglen, sig, siglen);
    if (r == 0) {
        *siglen -= hss_word(hss);
        memmove(sig, sig + hss_word(hss), *siglen);
    }
    return r;
}

#define USAGE_SETS \
    "  keygen       -t SET[,SET...] -o BASE      BASE.pk and the stateful key file BASE.sk\n" \
    "               SET: {sha256,shake}_m{32,24}_h{5,10,15,20,25}_w{1,2,4,8}, top level first\n"
static const char usage[] =
    "usage: pq8k lms|hss <command> [options]   (lms: one tree; hss: 1..8 levels)\n" USAGE_SETS;

static const cli_stateful_scheme schemes[2] = {
    {"lms", "LMS", PQ8K_LMS, "PQ8K_LMS", usage, "docs/stream-lms.md", 0, keygen, sig_bytes, indices, sign,
     pq8k_lms_verify},
    {"hss", "HSS", PQ8K_HSS, "PQ8K_HSS", usage, "docs/stream-lms.md", 1, keygen, sig_bytes, indices, sign,
     pq8k_hss_verify},
};

int cli_lms_main(int argc, char **argv)
{
    return cli_stateful_main(&schemes[!strcmp(argv[1], "hss")], argc, argv);
}

uint8_t *cli_lms_sign_file(int hss, const char *skpath, const char *out, const uint8_t *m, size_t mlen,
                           size_t *siglen)
{
    return cli_stateful_sign_file(&schemes[hss != 0], skpath, out, m, mlen, siglen);
}

size_t cli_lms_sig_bytes(int hss, const char *skpath)
{
    return cli_stateful_sig_bytes(&schemes[hss != 0], skpath) - hss_word(hss);
}
