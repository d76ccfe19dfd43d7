/* SPDX-License-Identifier: MIT */
/*
 * The stateful-scheme CLI layer (cli_stateful.h): everything but the
 * parameter sets, key generation, signing and verification, which each
 * scheme's table gives (tools/cli_lms.c, tools/cli_xmss.c).
 *
 * Exit status as the rest of the CLI: 0 success / valid, 1 rejected, 2 error.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_stateful.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/stream.h"
#include "statefile.h"

#define EXIT_REJECTED 1
#define EXIT_USAGE 2

static const char common_usage[] =
    "  sign         -k SK -m MSG -o SIG          takes the key's next index (durably, first)\n"
    "  reserve      -k SK -n COUNT -o CHILD      move COUNT indices into a new key file\n"
    "  info         -k SK                        free index range\n"
    "  verify       -p PK -m MSG -g SIG          exit 0 valid, 1 rejected\n"
    "  stream       -p PK -g SIG -o STREAM       the engine stream (%s)\n"
    "  pkdigest     -p PK [-o FILE] [--hex | --c-header NAME]\n"
    "                                            trusted digest: SHA-256(pk), 32 bytes\n"
    "  streamverify (-d DIGEST | -p PK) -m MSG -i STREAM [--chunk N]\n";

static const cli_stateful_scheme *g_s;

void cli_stateful_die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pq8k: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(EXIT_USAGE);
}
#define die cli_stateful_die

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

static void write_plain(const char *path, const uint8_t *p, size_t n)
{
    if (stf_write_durable(path, p, n, 0) != 0) die("%s", stf_error());
}

static int cmd_keygen(const opts *o)
{
    char path[4096];
    uint8_t sk[CLI_STATEFUL_SK_MAX], pk[CLI_STATEFUL_PK_MAX];
    size_t skl = sizeof sk, pkl = sizeof pk;
    const char *base = need(o->o, "-o BASE");
    uint64_t count = g_s->keygen(g_s->variant, need(o->t, "-t SET"), sk, &skl, pk, &pkl);
    if (strlen(base) + 4 > sizeof path) die("output name too long");
    snprintf(path, sizeof path, "%s.sk", base);
    if (stf_create(path, g_s->name, 0, count, sk, skl) != 0) die("%s", stf_error());
    snprintf(path, sizeof path, "%s.pk", base);
    write_plain(path, pk, pkl);
    printf("%s: wrote %s.pk and %s.sk (%llu signatures)\n", g_s->name, base, base, (unsigned long long)count);
    memset(sk, 0, sizeof sk);
    return 0;
}

/*
 * Lock and read the key file and check it against its parameter set before
 * anything uses it: the file's range is only a claim of the file (an edited
 * or foreign file can carry any numbers under a valid checksum, which is
 * unkeyed), and an index past 2^h would be cut down to a used one by the
 * scheme's index encoding. Returns the signature length.
 */
static size_t load_key(const cli_stateful_scheme *s, const char *skpath, stf_key *k)
{
    if (stf_load(skpath, s->name, k) != 0) die("%s", stf_error());
    size_t sl = s->sig_bytes(s->variant, k->sk, k->sklen);
    uint64_t total = s->indices(s->variant, k->sk, k->sklen);
    if (sl == 0 || total == 0) die("%s holds no %s key of this build", skpath, s->title);
    if (k->end > total)
        die("%s is inconsistent: its index range (next %llu, end %llu) reaches past the %llu one-time "
            "keys of its parameter set; it was edited or damaged, nothing is signed",
            skpath, (unsigned long long)k->next, (unsigned long long)k->end, (unsigned long long)total);
    return sl;
}

uint8_t *cli_stateful_sign_file(const cli_stateful_scheme *s, const char *skpath, const char *out,
                                const uint8_t *m, size_t mlen, size_t *siglen)
{
    stf_key k;
    uint64_t index;
    size_t sl = load_key(s, skpath, &k);
    if (out && stf_check_output(&k, out) != 0) die("%s", stf_error());
    /* the index is spent on disk before anything is computed with it */
    if (stf_take(&k, &index) != 0) die("%s", stf_error());
    uint8_t *sig = malloc(sl);
    if (!sig) die("out of memory");
    int r = s->sign(s->variant, k.sk, k.sklen, index, m, mlen, sig, &sl);
    stf_close(&k);
    if (r) die("sign failed: %s", pq8k_strerror(r));
    stf_crashpoint("signed");
    printf("%s: signed with index %llu\n", s->name, (unsigned long long)index);
    *siglen = sl;
    return sig;
}

size_t cli_stateful_sig_bytes(const cli_stateful_scheme *s, const char *skpath)
{
    stf_key k;
    size_t n = load_key(s, skpath, &k);
    stf_close(&k);
    return n;
}

static int cmd_sign(const opts *o)
{
    size_t sl;
    const char *skpath = need(o->k, "-k SK"), *out = need(o->o, "-o SIG");
    blob m = slurp(need(o->m, "-m MSG"));
    uint8_t *sig = cli_stateful_sign_file(g_s, skpath, out, m.p, m.n, &sl);
    write_plain(out, sig, sl);
    stf_crashpoint("sig-written");
    free(sig);
    free(m.p);
    return 0;
}

static int cmd_reserve(const opts *o)
{
    stf_key k;
    const char *skpath = need(o->k, "-k SK"), *child = need(o->o, "-o CHILD");
    uint64_t count = number(need(o->n, "-n COUNT"), "-n");
    load_key(g_s, skpath, &k);
    uint64_t first = k.next;
    if (stf_reserve(&k, count, child) != 0) die("%s", stf_error());
    printf("%s: %s holds indices %llu..%llu; %s keeps %llu..%llu\n", g_s->name, child,
           (unsigned long long)first, (unsigned long long)(first + count - 1), skpath,
           (unsigned long long)k.next, (unsigned long long)(k.end - 1));
    stf_close(&k);
    return 0;
}

static int cmd_info(const opts *o)
{
    stf_key k;
    const char *skpath = need(o->k, "-k SK");
    load_key(g_s, skpath, &k);
    printf("next %llu end %llu free %llu\n", (unsigned long long)k.next, (unsigned long long)k.end,
           (unsigned long long)(k.end - k.next));
    stf_close(&k);
    return 0;
}

static int cmd_verify(const opts *o)
{
    blob pk = slurp(need(o->p, "-p PK")), m = slurp(need(o->m, "-m MSG")), s = slurp(need(o->g, "-g SIG"));
    int r = g_s->verify(pk.p, pk.n, s.p, s.n, m.p, m.n);
    free(pk.p), free(m.p), free(s.p);
    if (r) {
        fprintf(stderr, "pq8k: signature rejected: %s (%s)\n", pq8k_strerror(r), g_s->name);
        return EXIT_REJECTED;
    }
    printf("valid\n");
    return 0;
}

static int cmd_stream(const opts *o)
{
    blob pk = slurp(need(o->p, "-p PK")), s = slurp(need(o->g, "-g SIG"));
    const char *out = need(o->o, "-o STREAM");
    size_t n = PQ8K_STREAM_HEADER_BYTES + pk.n + s.n;
    uint8_t *buf = malloc(n);
    if (!buf) die("out of memory");
    int r = pq8k_stream_encode(g_s->id, pk.p, pk.n, s.p, s.n, buf, &n);
    if (r) die("stream failed: %s", pq8k_strerror(r));
    write_plain(out, buf, n);
    printf("%s: wrote %s (%zu bytes, engine stream)\n", g_s->name, out, n);
    free(buf), free(pk.p), free(s.p);
    return 0;
}

static void digest_of(const char *pkpath, uint8_t d[32])
{
    blob pk = slurp(pkpath);
    size_t dl = 32;
    int r = pq8k_pk_digest(g_s->id, pk.p, pk.n, d, &dl);
    if (r) die("pkdigest failed: %s", pq8k_strerror(r));
    free(pk.p);
}

/* the digest as a C header for the firmware (as `pq8k pkdigest --c-header`) */
static void write_header(FILE *f, const char *name, const uint8_t d[32])
{
    fprintf(f, "/* Trusted public-key digest (SHA-256 of the %s public key), written by\n"
               "   `pq8k %s pkdigest`. Compile it into the verifier firmware; it is public,\n"
               "   but it must not be writable by whoever supplies the streams. */\n",
            g_s->title, g_s->name);
    fprintf(f, "#ifndef %s_H\n#define %s_H\n#include <stdint.h>\n", name, name);
    fprintf(f, "#define %s_SCHEME_NAME \"%s\"\n", name, g_s->name);
    fprintf(f, "#define %s_SCHEME %s\n", name, g_s->id_name);
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
    int r = pq8k_verify_init(&v, g_s->id, d, 32, m.p, m.n, NULL, 0);
    for (size_t off = 0; r == 0 && off < in.n; off += chunk)
        r = pq8k_verify_update(&v, in.p + off, in.n - off < chunk ? in.n - off : chunk);
    int f = pq8k_verify_final(&v);
    if (r == 0) r = f;
    free(m.p), free(in.p);
    if (r) {
        fprintf(stderr, "pq8k: signature rejected: %s (%s stream)\n", pq8k_strerror(r), g_s->name);
        return EXIT_REJECTED;
    }
    printf("valid\n");
    return 0;
}

int cli_stateful_main(const cli_stateful_scheme *s, int argc, char **argv)
{
    static const struct { const char *name; int (*fn)(const opts *); } cmds[] = {
        {"keygen", cmd_keygen}, {"sign", cmd_sign}, {"reserve", cmd_reserve}, {"info", cmd_info},
        {"verify", cmd_verify}, {"stream", cmd_stream}, {"pkdigest", cmd_pkdigest},
        {"streamverify", cmd_streamverify},
    };
    g_s = s;
    if (argc < 3 || !strcmp(argv[2], "--help") || !strcmp(argv[2], "-h")) {
        FILE *f = argc < 3 ? stderr : stdout;
        fputs(s->usage, f);
        fprintf(f, common_usage, s->doc);
        return argc < 3 ? EXIT_USAGE : 0;
    }
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[2], cmds[i].name)) {
            opts o = parse(argc, argv);
            return cmds[i].fn(&o);
        }
    die("unknown command '%s' (pq8k %s --help)", argv[2], argv[1]);
}
