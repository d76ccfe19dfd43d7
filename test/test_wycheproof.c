/* SPDX-License-Identifier: MIT */
/*
 * The classical halves against Wycheproof (C2SP/wycheproof testvectors_v1,
 * committed verbatim under test/vectors/wycheproof/, README there): ECDSA
 * P-256 SHA-256 in DER and in P1363 (r || s) form, and Ed25519. Each file's
 * SHA-256 is checked against SHA256SUMS before use. Every case must give
 * the file's verdict: "valid" accepted, "invalid" refused, and "acceptable"
 * refused too (pq8k's strict policy, docs/classic.md). A signature of a
 * length the API cannot take (a P1363 or Ed25519 signature not 64 bytes, a
 * key not 65 / 32 bytes) counts as refused by the caller's length check.
 * The DER and Ed25519 cases run through the workspace calls as well
 * (pq8k_p256_verify_ws, pq8k_ed25519_verify_ws, a workspace filled with a
 * different byte each case): a result other than the plain call's counts
 * as wrong.
 * On the QEMU targets every 16th case runs (and a case whose line does not
 * fit the smaller line buffer there is skipped).
 */
#include <string.h>
#include "tt.h"
#include "pq8k/pq8k.h"
#include "pq8k/config.h"
#include "common/sha2.h"
#include "classic/p256.h"
#include "classic/ed25519.h"

#define WP_DIR "test/vectors/wycheproof/"

#if PQ8K_CONFIG_P256 || PQ8K_CONFIG_ED25519

/* 8,364 characters is the longest line of the three files */
static char g_line[8704];
static uint8_t g_pk[80], g_msg[4352], g_sig[4352];
static union {
    pq8k_p256_ws p256;
    pq8k_ed25519_ws ed25519;
} g_ws;

enum { KIND_DER, KIND_P1363, KIND_ED25519 };

typedef struct {
    long pklen, msglen, siglen;
    int truncated;                      /* a field did not fit: skip the case */
    unsigned valid, invalid, acceptable, wrong, skipped, seen;
} wp_state;

static int split(char *line, char **key, char **val)
{
    char *p = line, *e;
    while (*p == ' ') p++;
    if (*p != '"') return 0;
    *key = ++p;
    while (*p && *p != '"') p++;
    if (*p != '"' || p[1] != ':') return 0;
    *p = 0;
    p += 2;
    while (*p == ' ') p++;
    if (*p == '"') p++;
    *val = p;
    e = p + strlen(p);
    while (e > p && (e[-1] == ',' || e[-1] == '"')) *--e = 0;
    return 1;
}

static long field(uint8_t *out, size_t cap, const char *hex, size_t linelen, wp_state *st)
{
    long n = tt_unhex(out, cap, hex);
    if (n < 0 || linelen + 1 >= sizeof g_line) st->truncated = 1;
    return n < 0 ? 0 : n;
}

/* 1 accept when both calls return 0, 0 refuse when both refuse alike, -1
   when the workspace call's result differs from the plain call's */
static int agree(int plain, int ws)
{
    return plain != ws ? -1 : plain == 0;
}

/* The library's verdict on the current case: 1 accept, 0 refuse, -1 the
   two entries disagree. */
static int verdict(int kind, const wp_state *st)
{
    uint8_t digest[32];
    memset(&g_ws, (int)(0x5a ^ st->seen), sizeof g_ws);
    switch (kind) {
#if PQ8K_CONFIG_P256
    case KIND_DER:
    case KIND_P1363:
        if (st->pklen != PQ8K_P256_PK_BYTES) return 0;
        pq8k_sha256(digest, g_msg, (size_t)st->msglen);
        if (kind == KIND_DER)
            return agree(pq8k_p256_verify(g_pk, g_sig, (size_t)st->siglen, digest, 32),
                         pq8k_p256_verify_ws(g_pk, g_sig, (size_t)st->siglen, digest, 32, &g_ws.p256));
        if (st->siglen != PQ8K_P256_SIG_RAW_BYTES) return 0;
        return pq8k_p256_verify_raw(g_pk, g_sig, digest, 32) == 0;
#endif
#if PQ8K_CONFIG_ED25519
    case KIND_ED25519:
        if (st->pklen != 32 || st->siglen != 64) return 0;
        return agree(pq8k_ed25519_verify(g_pk, g_sig, g_msg, (size_t)st->msglen),
                     pq8k_ed25519_verify_ws(g_pk, g_sig, g_msg, (size_t)st->msglen, &g_ws.ed25519));
#endif
    default:
        (void)digest;
        return -1;
    }
}

/* SHA-256 of the file against its line in SHA256SUMS. */
static int check_sum(const char *name)
{
    tt_file f;
    pq8k_sha256_ctx c;
    uint8_t got[32], want[32];
    int c0, found = 0;
    size_t nlen = strlen(name);
    if (tt_open_path(&f, WP_DIR "SHA256SUMS") != 0) return -1;
    while (tt_getline(&f, g_line, sizeof g_line) >= 0) {
        size_t l = strlen(g_line);
        if (l == 64 + 2 + nlen && strcmp(g_line + 66, name) == 0) {
            g_line[64] = 0;
            found = tt_unhex(want, sizeof want, g_line) == 32;
        }
    }
    tt_close(&f);
    if (!found) return -1;
    memcpy(g_line, WP_DIR, sizeof WP_DIR);
    memcpy(g_line + sizeof WP_DIR - 1, name, nlen + 1);
    if (tt_open_path(&f, g_line) != 0) return -1;
    pq8k_sha256_init(&c);
    while ((c0 = tt_getc(&f)) >= 0) {
        uint8_t b = (uint8_t)c0;
        pq8k_sha256_update(&c, &b, 1);
    }
    tt_close(&f);
    pq8k_sha256_final(&c, got);
    return memcmp(got, want, 32) == 0 ? 0 : -1;
}

static void run_file(const char *name, int kind, unsigned expect_cases)
{
    tt_file f;
    wp_state st;
    char *key, *val;
    long len;
    unsigned stride = tt_is_target() ? 16 : 1;
    memset(&st, 0, sizeof st);
    TT_ASSERT(check_sum(name) == 0);
    if (tt_failed_now()) return;
    memcpy(g_line, WP_DIR, sizeof WP_DIR);
    memcpy(g_line + sizeof WP_DIR - 1, name, strlen(name) + 1);
    TT_ASSERT(tt_open_path(&f, g_line) == 0);
    if (tt_failed_now()) return;
    while ((len = tt_getline(&f, g_line, sizeof g_line)) >= 0) {
        if (!split(g_line, &key, &val)) continue;
        if (!strcmp(key, "uncompressed") || !strcmp(key, "pk"))
            st.pklen = field(g_pk, sizeof g_pk, val, (size_t)len, &st);
        else if (!strcmp(key, "tcId"))
            st.truncated = 0;
        else if (!strcmp(key, "msg"))
            st.msglen = field(g_msg, sizeof g_msg, val, (size_t)len, &st);
        else if (!strcmp(key, "sig"))
            st.siglen = field(g_sig, sizeof g_sig, val, (size_t)len, &st);
        else if (!strcmp(key, "result")) {
            int valid = !strcmp(val, "valid");
            st.seen++;
            if (valid) st.valid++;
            else if (!strcmp(val, "acceptable")) st.acceptable++;
            else st.invalid++;
            if ((st.seen - 1) % stride != 0 || st.truncated) {
                st.skipped++;
                continue;
            }
            if (verdict(kind, &st) != valid) {
                st.wrong++;
                tt_printf("  %s case %u: expected %s\n", name, st.seen, val);
            }
        }
    }
    tt_close(&f);
    tt_printf("  %s: %u cases (%u valid, %u invalid, %u acceptable), %u run, %u wrong\n", name,
              st.seen, st.valid, st.invalid, st.acceptable, st.seen - st.skipped, st.wrong);
    TT_ASSERT_EQ(st.seen, expect_cases);
    TT_ASSERT_EQ(st.wrong, 0);
    TT_ASSERT(st.seen - st.skipped > 0);
}

#if PQ8K_CONFIG_P256
static void ecdsa_der(void)
{
    run_file("ecdsa_secp256r1_sha256_test.json", KIND_DER, 484);
}

static void ecdsa_p1363(void)
{
    run_file("ecdsa_secp256r1_sha256_p1363_test.json", KIND_P1363, 262);
}
#endif

#if PQ8K_CONFIG_ED25519
static void ed25519(void)
{
    run_file("ed25519_test.json", KIND_ED25519, 151);
}
#endif

void tt_suite_wycheproof(void)
{
#if PQ8K_CONFIG_P256
    tt_run("wycheproof ecdsa p256 sha256 der", ecdsa_der);
    tt_run("wycheproof ecdsa p256 sha256 p1363", ecdsa_p1363);
#endif
#if PQ8K_CONFIG_ED25519
    tt_run("wycheproof ed25519", ed25519);
#endif
}

#else
void tt_suite_wycheproof(void)
{
}
#endif
