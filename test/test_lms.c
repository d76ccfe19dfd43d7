/* SPDX-License-Identifier: MIT */
/*
 * LMS / HSS one-shot verification (pq8k/lms.h): every vector of vectors/lms
 * (ACVP, RFC 8554 / 9858 and the cases derived from them, Botan, liboqs), the
 * signature length of every pair of type codes (the parameters' arithmetic),
 * then host keygen/sign round trips for each hash family (HSS L = 1..3) with
 * single-field negatives: a flip in every field of every level (types, q, C,
 * y, path, the lower levels' keys), a wrong type code, a leaf index out of
 * range, truncation, extension and a foreign key.
 * Targets: every 8th vector case and the SHA-256 round trip.
 */
#include <string.h>
#include "tt.h"
#include "lms_vectors.h"
#include "pq8k/config.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"

static long g_bad;

static int verify(const tt_lms_case *c)
{
    return c->hss ? pq8k_hss_verify(c->pk, c->pklen, c->sig, c->siglen, c->msg, c->msglen)
                  : pq8k_lms_verify(c->pk, c->pklen, c->sig, c->siglen, c->msg, c->msglen);
}

static void one_vector(const tt_lms_case *c)
{
    int r = verify(c);
    if (c->hss && !PQ8K_CONFIG_HSS) { /* a build without HSS: every HSS case unsupported */
        if (r != PQ8K_ERR_UNSUPPORTED) {
            tt_printf("  %s case %u: got %d, want unsupported\n", c->file, c->index - 1, r);
            g_bad++;
        }
    } else if ((r == 0) != c->valid) {
        tt_printf("  %s case %u: got %d, want %s\n", c->file, c->index - 1, r,
                  c->valid ? "accept" : "reject");
        g_bad++;
    }
}

static void test_vectors(void)
{
    long n = tt_lms_for_each(one_vector, tt_is_target() ? 8 : 1);
    TT_ASSERT(n > 0);
    if (!tt_is_target()) TT_ASSERT_EQ(n, 511); /* the README table: 147 valid + 364 invalid (its total line says 149 + 364) */
    TT_ASSERT_EQ(g_bad, 0);
}

/* The parameters are arithmetic on the type codes: the signature length
   12 + n (p + 1) + m h of every LMS type with every LM-OTS type, against
   RFC 8554 Appendix B's p; 0 for the pairs of two families (SP 800-208
   section 4), for unknown codes and for families not built. */
static void test_params(void)
{
    static const unsigned p_tab[2][4] = {{265, 133, 67, 34}, {200, 101, 51, 26}};
    for (uint32_t lt = 0; lt < 30; lt++) {
        for (uint32_t ot = 0; ot < 20; ot++) {
            size_t want = 0;
            unsigned lf = (lt - 5) / 5, of = (ot - 1) / 4;
            if (lt >= 5 && lt <= 24 && ot >= 1 && ot <= 16 && lf == of &&
                ((PQ8K_CONFIG_LMS_FAMILIES >> lf) & 1u)) {
                size_t n = lf & 1u ? 24 : 32, h = 5 * ((lt - 5) % 5 + 1);
                want = 12 + n * (p_tab[lf & 1u][(ot - 1) % 4] + 1) + n * h;
            }
            if (pq8k_lms_sig_bytes(lt, ot) != want)
                tt_printf("  lms type %u, ots type %u: %u bytes, want %u\n", (unsigned)lt,
                          (unsigned)ot, (unsigned)pq8k_lms_sig_bytes(lt, ot), (unsigned)want);
            TT_ASSERT_EQ(pq8k_lms_sig_bytes(lt, ot), want);
        }
    }
    TT_ASSERT_EQ(pq8k_lms_sig_bytes(0x100u | 6u, 3), 0); /* the codes are u32 */
    TT_ASSERT_EQ(pq8k_lms_sig_bytes(6, 0x100u | 3u), 0);
}

/* ---- host keygen / sign ---- */

#define MAX_SIG 20000
static uint8_t g_sig[MAX_SIG], g_bad_sig[MAX_SIG + 1];
static const uint8_t g_msg[] = "pq8k LMS round trip";

typedef struct {
    const char *name;
    unsigned levels;
    uint32_t types[2 * PQ8K_HSS_MAX_LEVELS];
} kind;

/* H5/W4 keeps a tree at 32 * 67 * 15 hashes; levels mix the families */
static const kind kinds[] = {
    {"sha256/256 L1", 1, {5, 3}},
    {"sha256/192 L1", 1, {10, 7}},
    {"shake256/256 L1", 1, {15, 11}},
    {"shake256/192 L1", 1, {20, 15}},
    {"sha256 L2", 2, {5, 3, 5, 4}},
    {"mixed L3", 3, {5, 3, 20, 15, 10, 8}},
    {"sha256 L8 (the most levels)", 8, {5, 3, 5, 3, 5, 3, 5, 3, 5, 3, 5, 3, 5, 3, 5, 3}},
};

static int hss_check(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen)
{
    return pq8k_hss_verify(pk, pklen, sig, siglen, g_msg, sizeof g_msg);
}

/* flip the first and the last byte of sig[at, at + len) */
static void flip_field(const uint8_t *pk, size_t pklen, size_t siglen, size_t at, size_t len,
                       const char *what, unsigned level)
{
    size_t where[2] = {at, at + len - 1};
    for (unsigned i = 0; i < 2; i++) {
        memcpy(g_bad_sig, g_sig, siglen);
        g_bad_sig[where[i]] ^= 0x01;
        int r = hss_check(pk, pklen, g_bad_sig, siglen);
        if (r == 0) tt_printf("  level %u %s byte %u: accepted\n", level, what, (unsigned)where[i]);
        TT_ASSERT(r != 0);
    }
}

/* A flip in every field of every level, the lower levels' keys included. */
static void flip_every_field(const kind *k, const uint8_t *pk, size_t pklen, size_t siglen)
{
    size_t off = 4;
    flip_field(pk, pklen, siglen, 0, 4, "Nspk", 0);
    for (unsigned l = 0; l < k->levels; l++) {
        uint32_t lt = k->types[2 * l], ot = k->types[2 * l + 1];
        size_t n = (ot - 1) / 4 % 2 ? 24 : 32, len = pq8k_lms_sig_bytes(lt, ot);
        size_t h = 5 * ((lt - 5) % 5 + 1), ylen = len - 12 - n - h * n;
        flip_field(pk, pklen, siglen, off, 4, "q", l);
        flip_field(pk, pklen, siglen, off + 4, 4, "ots type", l);
        flip_field(pk, pklen, siglen, off + 8, n, "C", l);
        flip_field(pk, pklen, siglen, off + 8 + n, ylen, "y", l);
        flip_field(pk, pklen, siglen, off + 8 + n + ylen, 4, "lms type", l);
        flip_field(pk, pklen, siglen, off + 12 + n + ylen, h * n, "path", l);
        off += len;
        if (l + 1 < k->levels) {
            size_t m = (k->types[2 * l + 2] - 5) / 5 % 2 ? 24 : 32;
            flip_field(pk, pklen, siglen, off, 4, "next lms type", l);
            flip_field(pk, pklen, siglen, off + 4, 4, "next ots type", l);
            flip_field(pk, pklen, siglen, off + 8, 16, "next I", l);
            flip_field(pk, pklen, siglen, off + 24, m, "next T", l);
            off += 24 + m;
        }
    }
    TT_ASSERT_EQ(off, siglen);
}

static void one_kind(const kind *k)
{
    uint8_t sk[PQ8K_HSS_SK_BYTES(PQ8K_HSS_MAX_LEVELS)], pk[64], pk2[64], badpk[64];
    size_t skl = PQ8K_HSS_SK_BYTES(k->levels), pkl = sizeof pk, pkl2 = sizeof pk2;
    size_t sl = sizeof g_sig;
    TT_ASSERT_EQ(pq8k_hss_keygen(k->levels, k->types, sk, skl, pk, &pkl), 0);
    TT_ASSERT_EQ(pq8k_hss_sk_public(sk, skl, pk2, &pkl2), 0);
    TT_ASSERT_EQ(pkl2, pkl);
    TT_ASSERT_MEM(pk, pk2, pkl);
    uint64_t count = pq8k_hss_sk_indices(sk, skl), last = count - 1;
    TT_ASSERT_EQ(count, (uint64_t)1 << (5 * k->levels));
    TT_ASSERT_EQ(pq8k_hss_sign(sk, skl, last, g_msg, sizeof g_msg, g_sig, &sl), 0);
    TT_ASSERT_EQ(sl, pq8k_hss_sk_sig_bytes(sk, skl));
    if (!PQ8K_CONFIG_HSS) {
        /* a build without HSS: HSS unsupported, the bare LMS forms verify */
        TT_ASSERT_EQ(hss_check(pk, pkl, g_sig, sl), PQ8K_ERR_UNSUPPORTED);
        if (k->levels == 1) {
            TT_ASSERT_EQ(pq8k_lms_verify(pk + 4, pkl - 4, g_sig + 4, sl - 4, g_msg, sizeof g_msg), 0);
            TT_ASSERT_EQ(pq8k_lms_verify(pk + 4, pkl - 4, g_sig + 4, sl - 4, g_msg, sizeof g_msg - 1),
                         PQ8K_ERR_BAD_SIGNATURE);
        }
        return;
    }
    TT_ASSERT_EQ(hss_check(pk, pkl, g_sig, sl), 0);
    if (k->levels == 1) /* the bare LMS forms: no L, no Nspk */
        TT_ASSERT_EQ(pq8k_lms_verify(pk + 4, pkl - 4, g_sig + 4, sl - 4, g_msg, sizeof g_msg), 0);
    TT_ASSERT_EQ(pq8k_hss_verify(pk, pkl, g_sig, sl, g_msg, sizeof g_msg - 1), PQ8K_ERR_BAD_SIGNATURE);
    flip_every_field(k, pk, pkl, sl);
    for (size_t i = 0; i < pkl; i++) {
        memcpy(badpk, pk, pkl);
        badpk[i] ^= 0x80;
        TT_ASSERT(hss_check(badpk, pkl, g_sig, sl) != 0);
    }
    /* a wrong but valid type code; a leaf index out of range */
    memcpy(g_bad_sig, g_sig, sl);
    g_bad_sig[11] ^= 1; /* level 0 ots type: another width, same family (other lengths) */
    TT_ASSERT(hss_check(pk, pkl, g_bad_sig, sl) != 0);
    memcpy(g_bad_sig, g_sig, sl);
    g_bad_sig[6] = 0; g_bad_sig[7] = 32; /* q = 32 = 2^h */
    TT_ASSERT_EQ(hss_check(pk, pkl, g_bad_sig, sl), PQ8K_ERR_BAD_ENCODING);
    /* truncation, extension, nothing */
    TT_ASSERT_EQ(hss_check(pk, pkl, g_sig, sl - 1), PQ8K_ERR_BAD_LENGTH);
    memcpy(g_bad_sig, g_sig, sl);
    g_bad_sig[sl] = 0;
    TT_ASSERT_EQ(hss_check(pk, pkl, g_bad_sig, sl + 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(hss_check(pk, pkl, g_sig, 0), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT_EQ(hss_check(pk, pkl - 1, g_sig, sl), PQ8K_ERR_BAD_LENGTH);
    /* a foreign key of the same kind */
    pkl2 = sizeof pk2;
    TT_ASSERT_EQ(pq8k_hss_keygen(k->levels, k->types, sk, skl, pk2, &pkl2), 0);
    TT_ASSERT_EQ(hss_check(pk2, pkl2, g_sig, sl), PQ8K_ERR_BAD_SIGNATURE);
    /* the index past the last */
    sl = sizeof g_sig;
    TT_ASSERT(pq8k_hss_sign(sk, skl, count, g_msg, sizeof g_msg, g_sig, &sl) != 0);
}

static void test_sign(void)
{
    size_t n = tt_is_target() ? 1 : sizeof kinds / sizeof kinds[0];
    for (size_t i = 0; i < n; i++) {
        one_kind(&kinds[i]);
        if (tt_failed_now()) {
            tt_printf("  in %s\n", kinds[i].name);
            break;
        }
    }
}

void tt_suite_lms(void)
{
    tt_run("lms_vectors", test_vectors);
    tt_run("lms_params", test_params);
    tt_run("lms_sign_roundtrip_negatives", test_sign);
}
