/* SPDX-License-Identifier: MIT */
/*
 * One tolerant line reader for the four LMS vector formats: ACVP JSON (one
 * "key": value per line), Botan-style .vec and liboqs .rsp (key = value).
 * A case is complete on its last field: "signature" (JSON), "Valid" (.vec),
 * "InvalidSignature" (Botan), "pk" (.rsp).
 */
#include "lms_vectors.h"
#include <string.h>
#include "tt.h"

static char g_line[TT_LMS_MAX_SIG * 2 + 64];
static uint8_t g_pk[64], g_msg[TT_LMS_MAX_MSG], g_sig[TT_LMS_MAX_SIG];

typedef struct {
    tt_lms_case c;
    int have_msg, have_sig, expect;
    unsigned stride;
    long run;
    void (*fn)(const tt_lms_case *);
} reader;

/* Split "key" / key and value out of line; 0 if the line has no pair. */
static int split(char *line, char **key, char **val)
{
    char *p = line, *k, *v, *e;
    while (*p == ' ' || *p == '\t') p++;
    if (*p == '#' || *p == 0) return 0;
    if (*p == '"') p++;
    k = p;
    while (*p && *p != '"' && *p != ' ' && *p != ':' && *p != '=') p++;
    if (!*p) return 0;
    *p++ = 0;
    while (*p == '"' || *p == ' ' || *p == ':' || *p == '=') p++;
    v = p;
    e = v + strlen(v);
    while (e > v && (e[-1] == ',' || e[-1] == '"' || e[-1] == ' ' || e[-1] == '\r')) *--e = 0;
    if (*v == '"') v++;   /* the stray quote of one liboqs file */
    *key = k;
    *val = v;
    return 1;
}

static int hex(uint8_t *out, size_t cap, const char *v, size_t *len)
{
    long n = *v ? tt_unhex(out, cap, v) : 0;
    if (n < 0) return -1;
    *len = (size_t)n;
    return 0;
}

static void emit(reader *r)
{
    r->c.valid = r->expect;
    if (r->c.index++ % r->stride == 0) {
        r->fn(&r->c);
        r->run++;
    }
    r->have_msg = r->have_sig = 0;
}

static int field(reader *r, const char *k, const char *v)
{
    tt_lms_case *c = &r->c;
    if (!strcmp(k, "publicKey") || !strcmp(k, "PublicKey") || !strcmp(k, "pk"))
        { if (hex(g_pk, sizeof g_pk, v, &c->pklen)) return -1; }
    else if (!strcmp(k, "message") || !strcmp(k, "Msg") || !strcmp(k, "msg"))
        { if (hex(g_msg, sizeof g_msg, v, &c->msglen)) return -1; r->have_msg = 1; }
    else if (!strcmp(k, "signature") || !strcmp(k, "Signature") || !strcmp(k, "sm") ||
             !strcmp(k, "InvalidSignature"))
        { if (hex(g_sig, sizeof g_sig, v, &c->siglen)) return -1; r->have_sig = 1; }
    else if (!strcmp(k, "testPassed")) r->expect = !strcmp(v, "true");
    else if (!strcmp(k, "tcId")) r->expect = 1;
    else if (!strcmp(k, "Valid")) r->expect = !strcmp(v, "1");
    if (!strcmp(k, "InvalidSignature")) r->expect = 0;
    int done = (!strcmp(k, "signature") || !strcmp(k, "Valid") || !strcmp(k, "InvalidSignature") ||
                !strcmp(k, "pk"));
    if (done && r->have_msg && r->have_sig) {
        if (!strcmp(k, "pk")) c->hss = c->pklen != 56;
        emit(r);
    }
    return 0;
}

static int one_file(reader *r, const char *path, int hss)
{
    tt_file f;
    char *k, *v;
    long n;
    if (tt_open(&f, path)) {
        tt_printf("  missing %s\n", path);
        return -1;
    }
    r->c.file = path;
    r->c.index = 0;
    r->c.hss = hss;
    r->expect = 1;
    r->have_msg = r->have_sig = 0;
    while ((n = tt_getline(&f, g_line, sizeof g_line)) >= 0) {
        if ((size_t)n == sizeof g_line - 1) { tt_close(&f); return -1; }
        if (split(g_line, &k, &v) && field(r, k, v)) {
            tt_printf("  bad value for %s in %s\n", k, path);
            tt_close(&f);
            return -1;
        }
    }
    tt_close(&f);
    return 0;
}

long tt_lms_for_each(void (*fn)(const tt_lms_case *c), unsigned stride)
{
    static const char *const oqs[] = {
        "H5_W1", "H5_W2", "H5_W4", "H5_W8", "H10_W1", "H10_W2", "H10_W4", "H10_W8", "H15_W1",
        "H15_W2", "H15_W4", "H15_W8", "H20_W1", "H20_W2", "H20_W4", "H20_W8", "H5_W8_H5_W8",
        "H10_W4_H5_W8"};
    static const struct { const char *path; int hss; } files[] = {
        {"lms/acvp/LMS-sigVer-1.0/internalProjection.json", 0},
        {"lms/acvp/LMS-sigVer-SP800-208/internalProjection.json", 0},
        {"lms/acvp/LMS-sigGen-SP800-208/internalProjection.json", 0},
        {"lms/rfc/hss_rfc_testcases.vec", 1},
        {"lms/rfc/hss_rfc_derived_invalid.vec", 1},
        {"lms/botan/hss_lms_invalid.vec", 1}};
    static char path[64];
    reader r;
    memset(&r, 0, sizeof r);
    r.c.pk = g_pk;
    r.c.msg = g_msg;
    r.c.sig = g_sig;
    r.fn = fn;
    r.stride = stride ? stride : 1;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (one_file(&r, files[i].path, files[i].hss)) return -1;
    for (size_t i = 0; i < sizeof oqs / sizeof oqs[0]; i++) {
        size_t l = strlen("lms/liboqs/LMS_SHA256_");
        memcpy(path, "lms/liboqs/LMS_SHA256_", l);
        memcpy(path + l, oqs[i], strlen(oqs[i]));
        memcpy(path + l + strlen(oqs[i]), ".rsp", 5);
        if (one_file(&r, path, 1)) return -1;
    }
    return r.run;
}
