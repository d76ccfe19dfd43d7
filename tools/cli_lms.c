/*
 * pq8k lms|hss <command>: LMS (one tree, the bare RFC 8554 LMS encodings) and
 * HSS keys, signatures and streams. Private keys live in stateful key files
 * (tools/statefile.h): every signature takes its index by a durable write of
 * the file first, a key refuses to sign once exhausted, and `reserve` splits
 * off an index range for another signing machine.
 *
 * Exit status as the rest of the CLI: 0 success / valid, 1 rejected, 2 error.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_lms.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"
#include "statefile.h"

#define EXIT_REJECTED 1
#define EXIT_USAGE 2

static const char usage[] =
    "usage: pq8k lms|hss <command> [options]   (lms: one tree; hss: 1..8 levels)\n"
    "  keygen       -t SET[,SET...] -o BASE      BASE.pk and the stateful key file BASE.sk\n"
    "               SET: {sha256,shake}_m{32,24}_h{5,10,15,20,25}_w{1,2,4,8}, top level first\n"
    "  sign         -k SK -m MSG -o SIG          takes the key's next index (durably, first)\n"
    "  reserve      -k SK -n COUNT -o CHILD      move COUNT indices into a new key file\n"
    "  info         -k SK                        free index range\n"
    "  verify       -p PK -m MSG -g SIG          exit 0 valid, 1 rejected\n"
    "  stream       -p PK -g SIG -o STREAM       the engine stream (docs/stream-lms.md)\n"
    "  pkdigest     -p PK [-o FILE] [--hex | --c-header NAME]\n"
    "                                            trusted digest: SHA-256(pk), 32 bytes\n"
    "  streamverify (-d DIGEST | -p PK) -m MSG -i STREAM [--chunk N]\n";

static int g_hss;  /* 1: hss, 0: lms */

__attribute__((noreturn, format(printf, 1, 2))) static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pq8k: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(EXIT_USAGE);
}

typedef struct {
    uint8_t *p;
    size_t n;
} blob;

static blob slurp(const char *path)
{
    blob b = {NULL, 0};
    size_t cap = 0;
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) die("cannot read %s: %s", path, strerror(errno));
    for (;;) {
        if (b.n == cap) {
            cap = cap ? 2 * cap : 65536;
            b.p = realloc(b.p, cap);
            if (!b.p) die("out of memory");
        }
        size_t got = fread(b.p + b.n, 1, cap - b.n, f);
        b.n += got;
        if (got == 0) break;
    }
    if (ferror(f)) die("cannot read %s", path);
    if (f != stdin) fclose(f);
    return b;
}

typedef struct {
    const char *t, *o, *k, *m, *g, *p, *n, *d, *i, *chunk, *header;
    int hex;
} opts;

static opts parse(int argc, char **argv)
{
    opts o;
    memset(&o, 0, sizeof o);
    for (int a = 3; a < argc; a++) {
        const char **slot = NULL;
        if (!strcmp(argv[a], "--hex")) { o.hex = 1; continue; }
        if (!strcmp(argv[a], "-t")) slot = &o.t;
        else if (!strcmp(argv[a], "-o")) slot = &o.o;
        else if (!strcmp(argv[a], "-k")) slot = &o.k;
        else if (!strcmp(argv[a], "-m")) slot = &o.m;
        else if (!strcmp(argv[a], "-g")) slot = &o.g;
        else if (!strcmp(argv[a], "-p")) slot = &o.p;
        else if (!strcmp(argv[a], "-n")) slot = &o.n;
        else if (!strcmp(argv[a], "-d")) slot = &o.d;
        else if (!strcmp(argv[a], "-i")) slot = &o.i;
        else if (!strcmp(argv[a], "--chunk")) slot = &o.chunk;
        else if (!strcmp(argv[a], "--c-header")) slot = &o.header;
        else die("unknown option '%s' (pq8k %s --help)", argv[a], argv[1]);
        if (a + 1 >= argc) die("option %s needs a value", argv[a]);
        if (*slot) die("option %s given twice", argv[a]);
        *slot = argv[++a];
    }
    return o;
}

static const char *need(const char *v, const char *what)
{
    if (!v) die("missing %s", what);
    return v;
}

static uint64_t number(const char *v, const char *what)
{
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 10);
    if (*v == '-' || *end || errno || x == 0) die("%s wants a positive number, not '%s'", what, v);
    return x;
}

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
    die("unknown parameter set '%s' (e.g. sha256_m32_h10_w4)", s);
}

static void write_plain(const char *path, const uint8_t *p, size_t n)
{
    if (stf_write_durable(path, p, n, 0) != 0) die("%s", stf_error());
}

static const char *tag(void)
{
    return g_hss ? "hss" : "lms";
}

static int cmd_keygen(const opts *o)
{
    uint32_t types[2 * PQ8K_HSS_MAX_LEVELS];
    unsigned levels = 0;
    char sets[512], path[4096];
    const char *base = need(o->o, "-o BASE");
    if (strlen(need(o->t, "-t SET")) >= sizeof sets) die("-t too long");
    strcpy(sets, o->t);
    for (char *tok = strtok(sets, ","); tok; tok = strtok(NULL, ",")) {
        if (levels == PQ8K_HSS_MAX_LEVELS) die("HSS has at most %d levels", PQ8K_HSS_MAX_LEVELS);
        parse_set(tok, &types[2 * levels], &types[2 * levels + 1]);
        levels++;
    }
    if (!g_hss && levels != 1) die("lms keys have one tree: give one SET (or use pq8k hss)");
    uint8_t sk[PQ8K_HSS_SK_BYTES(PQ8K_HSS_MAX_LEVELS)], pk[PQ8K_HSS_PK_MAX];
    size_t skl = PQ8K_HSS_SK_BYTES(levels), pkl = sizeof pk;
    int r = pq8k_hss_keygen(levels, types, sk, skl, pk, &pkl);
    if (r) die("keygen failed: %s", pq8k_strerror(r));
    if (strlen(base) + 4 > sizeof path) die("output name too long");
    snprintf(path, sizeof path, "%s.sk", base);
    if (stf_create(path, tag(), 0, pq8k_hss_sk_indices(sk, skl), sk, skl) != 0) die("%s", stf_error());
    snprintf(path, sizeof path, "%s.pk", base);
    write_plain(path, pk + (g_hss ? 0 : 4), pkl - (g_hss ? 0 : 4));
    printf("%s: wrote %s.pk and %s.sk (%llu signatures)\n", tag(), base, base,
           (unsigned long long)pq8k_hss_sk_indices(sk, skl));
    memset(sk, 0, sizeof sk);
    return 0;
}

/* Takes the key's next index durably, then signs m; *sig is malloc'd. */
static void sign_stateful(const char *skpath, const uint8_t *m, size_t mlen, uint8_t **sig,
                          size_t *siglen, uint64_t *index)
{
    stf_key k;
    if (stf_load(skpath, tag(), &k) != 0) die("%s", stf_error());
    /* the index is spent on disk before anything is computed with it */
    if (stf_take(skpath, &k, index) != 0) die("%s", stf_error());
    size_t cap = pq8k_hss_sk_sig_bytes(k.sk, k.sklen), sl = cap;
    uint8_t *s = malloc(cap ? cap : 1);
    if (!s) die("out of memory");
    int r = pq8k_hss_sign(k.sk, k.sklen, *index, m, mlen, s, &sl);
    stf_close(&k);
    if (r) die("sign failed: %s", pq8k_strerror(r));
    stf_crashpoint("signed");
    if (!g_hss) memmove(s, s + 4, sl - 4); /* LMS: the HSS signature without Nspk */
    *sig = s;
    *siglen = sl - (g_hss ? 0 : 4);
}

static int cmd_sign(const opts *o)
{
    uint64_t index;
    uint8_t *sig;
    size_t sl;
    const char *skpath = need(o->k, "-k SK"), *out = need(o->o, "-o SIG");
    blob m = slurp(need(o->m, "-m MSG"));
    sign_stateful(skpath, m.p, m.n, &sig, &sl, &index);
    write_plain(out, sig, sl);
    stf_crashpoint("sig-written");
    printf("%s: signed with index %llu\n", tag(), (unsigned long long)index);
    free(sig);
    free(m.p);
    return 0;
}

uint8_t *cli_lms_sign_file(int hss, const char *skpath, const uint8_t *m, size_t mlen, size_t *siglen)
{
    uint64_t index;
    uint8_t *sig;
    g_hss = hss;
    sign_stateful(skpath, m, mlen, &sig, siglen, &index);
    printf("%s: signed with index %llu\n", tag(), (unsigned long long)index);
    return sig;
}

size_t cli_lms_sig_bytes(int hss, const char *skpath)
{
    stf_key k;
    g_hss = hss;
    if (stf_load(skpath, tag(), &k) != 0) die("%s", stf_error());
    size_t n = pq8k_hss_sk_sig_bytes(k.sk, k.sklen);
    stf_close(&k);
    if (n == 0) die("%s: not a usable %s key", skpath, tag());
    return n - (hss ? 0 : 4);
}

static int cmd_reserve(const opts *o)
{
    stf_key k;
    const char *skpath = need(o->k, "-k SK"), *child = need(o->o, "-o CHILD");
    uint64_t count = number(need(o->n, "-n COUNT"), "-n");
    if (stf_load(skpath, tag(), &k) != 0) die("%s", stf_error());
    uint64_t first = k.next;
    if (stf_reserve(skpath, &k, count, child) != 0) die("%s", stf_error());
    printf("%s: %s holds indices %llu..%llu; %s keeps %llu..%llu\n", tag(), child,
           (unsigned long long)first, (unsigned long long)(first + count - 1), skpath,
           (unsigned long long)k.next, (unsigned long long)(k.end - 1));
    stf_close(&k);
    return 0;
}

static int cmd_info(const opts *o)
{
    stf_key k;
    const char *skpath = need(o->k, "-k SK");
    if (stf_load(skpath, tag(), &k) != 0) die("%s", stf_error());
    printf("next %llu end %llu free %llu\n", (unsigned long long)k.next, (unsigned long long)k.end,
           (unsigned long long)(k.end - k.next));
    stf_close(&k);
    return 0;
}

static int cmd_verify(const opts *o)
{
    blob pk = slurp(need(o->p, "-p PK")), m = slurp(need(o->m, "-m MSG")), s = slurp(need(o->g, "-g SIG"));
    int r = g_hss ? pq8k_hss_verify(pk.p, pk.n, s.p, s.n, m.p, m.n) : pq8k_lms_verify(pk.p, pk.n, s.p, s.n, m.p, m.n);
    free(pk.p), free(m.p), free(s.p);
    if (r) {
        fprintf(stderr, "pq8k: signature rejected: %s (%s)\n", pq8k_strerror(r), tag());
        return EXIT_REJECTED;
    }
    printf("valid\n");
    return 0;
}

static pq8k_scheme scheme(void)
{
    return g_hss ? PQ8K_HSS : PQ8K_LMS;
}

static int cmd_stream(const opts *o)
{
    blob pk = slurp(need(o->p, "-p PK")), s = slurp(need(o->g, "-g SIG"));
    const char *out = need(o->o, "-o STREAM");
    size_t n = PQ8K_STREAM_HEADER_BYTES + pk.n + s.n;
    uint8_t *buf = malloc(n);
    if (!buf) die("out of memory");
    int r = pq8k_stream_encode(scheme(), pk.p, pk.n, s.p, s.n, buf, &n);
    if (r) die("stream failed: %s", pq8k_strerror(r));
    write_plain(out, buf, n);
    printf("%s: wrote %s (%zu bytes, engine stream)\n", tag(), out, n);
    free(buf), free(pk.p), free(s.p);
    return 0;
}

static void digest_of(const char *pkpath, uint8_t d[32])
{
    blob pk = slurp(pkpath);
    size_t dl = 32;
    int r = pq8k_pk_digest(scheme(), pk.p, pk.n, d, &dl);
    if (r) die("pkdigest failed: %s", pq8k_strerror(r));
    free(pk.p);
}

/* the digest as a C header for the firmware (as `pq8k pkdigest --c-header`) */
static void write_header(FILE *f, const char *name, const uint8_t d[32])
{
    fprintf(f, "/* Trusted public-key digest (SHA-256 of the %s public key), written by\n"
               "   `pq8k %s pkdigest`. Compile it into the verifier firmware; it is public,\n"
               "   but it must not be writable by whoever supplies the streams. */\n",
            g_hss ? "HSS" : "LMS", tag());
    fprintf(f, "#ifndef %s_H\n#define %s_H\n#include <stdint.h>\n", name, name);
    fprintf(f, "#define %s_SCHEME_NAME \"%s\"\n", name, tag());
    fprintf(f, "#define %s_SCHEME %s\n", name, g_hss ? "PQ8K_HSS" : "PQ8K_LMS");
    fprintf(f, "#define %s_LEN 32\n", name);
    fprintf(f, "static const uint8_t %s[32] = {", name);
    for (int i = 0; i < 32; i++) fprintf(f, "%s0x%02x,", i % 12 ? " " : "\n    ", d[i]);
    fprintf(f, "\n};\n#endif\n");
}

static int cmd_pkdigest(const opts *o)
{
    uint8_t d[32];
    digest_of(need(o->p, "-p PK"), d);
    if (o->header) {
        for (const char *c = o->header; *c; c++)
            if (!(*c == '_' || (*c >= '0' && *c <= '9' && c != o->header) || ((*c | 0x20) >= 'a' && (*c | 0x20) <= 'z')))
                die("'%s' is not a C identifier", o->header);
        FILE *f = o->o ? fopen(o->o, "w") : stdout;
        if (!f) die("cannot write %s: %s", o->o, strerror(errno));
        write_header(f, o->header, d);
        if (fflush(f) != 0 || (o->o && fclose(f) != 0)) die("cannot write %s", o->o);
        return 0;
    }
    if (o->o && !o->hex) {
        write_plain(o->o, d, 32);
        return 0;
    }
    for (int i = 0; i < 32; i++) printf("%02x", d[i]);
    printf("\n");
    return 0;
}

static int cmd_streamverify(const opts *o)
{
    uint8_t d[32];
    pq8k_verifier v;
    size_t chunk = o->chunk ? (size_t)number(o->chunk, "--chunk") : 64;
    if (!o->d == !o->p) die("give the trusted key as -d DIGEST or -p PK (one of them)");
    if (o->d) {
        blob b = slurp(o->d);
        if (b.n != 32) die("%s is %zu bytes; the digest is 32", o->d, b.n);
        memcpy(d, b.p, 32);
        free(b.p);
    } else {
        digest_of(o->p, d);
    }
    blob m = slurp(need(o->m, "-m MSG")), in = slurp(need(o->i, "-i STREAM"));
    int r = pq8k_verify_init(&v, scheme(), d, 32, m.p, m.n, NULL, 0);
    for (size_t off = 0; r == 0 && off < in.n; off += chunk)
        r = pq8k_verify_update(&v, in.p + off, in.n - off < chunk ? in.n - off : chunk);
    int f = pq8k_verify_final(&v);
    if (r == 0) r = f;
    free(m.p), free(in.p);
    if (r) {
        fprintf(stderr, "pq8k: signature rejected: %s (%s stream)\n", pq8k_strerror(r), tag());
        return EXIT_REJECTED;
    }
    printf("valid\n");
    return 0;
}

int cli_lms_main(int argc, char **argv)
{
    static const struct { const char *name; int (*fn)(const opts *); } cmds[] = {
        {"keygen", cmd_keygen}, {"sign", cmd_sign}, {"reserve", cmd_reserve}, {"info", cmd_info},
        {"verify", cmd_verify}, {"stream", cmd_stream}, {"pkdigest", cmd_pkdigest},
        {"streamverify", cmd_streamverify},
    };
    g_hss = !strcmp(argv[1], "hss");
    if (argc < 3 || !strcmp(argv[2], "--help") || !strcmp(argv[2], "-h")) {
        fputs(usage, argc < 3 ? stderr : stdout);
        return argc < 3 ? EXIT_USAGE : 0;
    }
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[2], cmds[i].name)) {
            opts o = parse(argc, argv);
            return cmds[i].fn(&o);
        }
    die("unknown command '%s' (pq8k %s --help)", argv[2], argv[1]);
}
