/*
 * pq8k xmss|xmssmt <command>: XMSS and XMSS^MT (RFC 8391, SP 800-208 sets)
 * keys, signatures and streams, with the stateful key files of
 * tools/statefile.h as for LMS/HSS (tools/cli_lms.c): every signature takes
 * its index by a durable write of the file first, a key refuses to sign once
 * exhausted, and `reserve` splits off an index range for another machine.
 * The file's [next, end) range is authoritative; the idx field inside the
 * XMSS private key is set to the index taken just before signing.
 *
 * Exit status as the rest of the CLI: 0 success / valid, 1 rejected, 2 error.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_xmss.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pq8k/xmss.h"
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"
#include "statefile.h"

#define EXIT_REJECTED 1
#define EXIT_USAGE 2

static const char usage[] =
    "usage: pq8k xmss|xmssmt <command> [options]\n"
    "  keygen       -t SET -o BASE               BASE.pk and the stateful key file BASE.sk\n"
    "               SET: xmss {SHA2,SHAKE256}_{10,16,20}_{256,192};\n"
    "                    xmssmt {SHA2,SHAKE256}_{20/2,20/4,40/2,40/4,40/8,60/3,60/6,60/12}_{256,192}\n"
    "  sign         -k SK -m MSG -o SIG          takes the key's next index (durably, first)\n"
    "  reserve      -k SK -n COUNT -o CHILD      move COUNT indices into a new key file\n"
    "  info         -k SK                        free index range\n"
    "  verify       -p PK -m MSG -g SIG          exit 0 valid, 1 rejected\n"
    "  stream       -p PK -g SIG -o STREAM       the engine stream (docs/stream-xmss.md)\n"
    "  pkdigest     -p PK [-o FILE] [--hex]      trusted digest: SHA-256(pk), 32 bytes\n"
    "  streamverify (-d DIGEST | -p PK) -m MSG -i STREAM [--chunk N]\n";

static int g_mt;  /* 1: xmssmt, 0: xmss */

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
    const char *t, *o, *k, *m, *g, *p, *n, *d, *i, *chunk;
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

/* "SHA2_10_256" / "SHAKE256_20/2_192" -> OID */
static uint32_t parse_set(const char *s)
{
    static const char *const shapes[8] = {"20/2", "20/4", "40/2", "40/4", "40/8", "60/3", "60/6", "60/12"};
    static const char *const heights[3] = {"10", "16", "20"};
    static const struct { const char *name, *n; unsigned fam; } fams[4] = {
        {"SHA2_", "_256", 0}, {"SHA2_", "_192", 4}, {"SHAKE256_", "_256", 5}, {"SHAKE256_", "_192", 6}};
    char want[64];
    for (unsigned f = 0; f < 4; f++)
        for (unsigned k = 0; k < (g_mt ? 8u : 3u); k++) {
            snprintf(want, sizeof want, "%s%s%s", fams[f].name, g_mt ? shapes[k] : heights[k], fams[f].n);
            if (!strcmp(s, want)) return fams[f].fam * (g_mt ? 8u : 3u) + k + 1u;
        }
    die("unknown parameter set '%s' (e.g. %s)", s, g_mt ? "SHA2_20/2_256" : "SHA2_10_256");
}

static void write_plain(const char *path, const uint8_t *p, size_t n)
{
    if (stf_write_durable(path, p, n, 0) != 0) die("%s", stf_error());
}

static const char *tag(void)
{
    return g_mt ? "xmssmt" : "xmss";
}

static int cmd_keygen(const opts *o)
{
    char path[4096];
    const char *base = need(o->o, "-o BASE");
    uint32_t oid = parse_set(need(o->t, "-t SET"));
    uint8_t sk[PQ8K_XMSS_MAX_SK_BYTES], pk[PQ8K_XMSS_MAX_PK_BYTES];
    size_t skl = g_mt ? pq8k_xmssmt_sk_bytes(oid) : pq8k_xmss_sk_bytes(oid);
    size_t pkl = g_mt ? pq8k_xmssmt_pk_bytes(oid) : pq8k_xmss_pk_bytes(oid);
    uint64_t count = g_mt ? pq8k_xmssmt_max_signatures(oid) : pq8k_xmss_max_signatures(oid);
    if (skl == 0) die("parameter set not in this build");
    int r = g_mt ? pq8k_xmssmt_keygen(oid, pk, sk) : pq8k_xmss_keygen(oid, pk, sk);
    if (r) die("keygen failed: %s", pq8k_strerror(r));
    if (strlen(base) + 4 > sizeof path) die("output name too long");
    snprintf(path, sizeof path, "%s.sk", base);
    if (stf_create(path, tag(), 0, count, sk, skl) != 0) die("%s", stf_error());
    snprintf(path, sizeof path, "%s.pk", base);
    write_plain(path, pk, pkl);
    printf("%s: wrote %s.pk and %s.sk (%llu signatures)\n", tag(), base, base, (unsigned long long)count);
    memset(sk, 0, sizeof sk);
    return 0;
}

/* the key's idx field (4 bytes for XMSS, ceil(h/8) for XMSS^MT) := index */
static void set_index(uint8_t *sk, size_t sklen, uint64_t index)
{
    size_t ib;
    uint32_t oid = ((uint32_t)sk[0] << 24) | ((uint32_t)sk[1] << 16) | ((uint32_t)sk[2] << 8) | sk[3];
    size_t n = (g_mt ? pq8k_xmssmt_pk_bytes(oid) : pq8k_xmss_pk_bytes(oid));
    if (n == 0) die("the key file holds no key of this build");
    n = (n - 4) / 2;
    ib = sklen - 4 - 4 * n;
    for (size_t i = 0; i < ib; i++) sk[4 + ib - 1 - i] = (uint8_t)(index >> (8 * i));
}

static int cmd_sign(const opts *o)
{
    stf_key k;
    uint64_t index;
    const char *skpath = need(o->k, "-k SK"), *out = need(o->o, "-o SIG");
    blob m = slurp(need(o->m, "-m MSG"));
    if (stf_load(skpath, tag(), &k) != 0) die("%s", stf_error());
    /* the index is spent on disk before anything is computed with it */
    if (stf_take(skpath, &k, &index) != 0) die("%s", stf_error());
    set_index(k.sk, k.sklen, index);
    size_t sl = PQ8K_XMSS_MAX_SIG_BYTES;
    uint8_t *sig = malloc(sl);
    if (!sig) die("out of memory");
    int r = g_mt ? pq8k_xmssmt_sign(k.sk, k.sklen, sig, &sl, m.p, m.n)
                 : pq8k_xmss_sign(k.sk, k.sklen, sig, &sl, m.p, m.n);
    stf_close(&k);
    if (r) die("sign failed: %s", pq8k_strerror(r));
    stf_crashpoint("signed");
    write_plain(out, sig, sl);
    stf_crashpoint("sig-written");
    printf("%s: signed with index %llu\n", tag(), (unsigned long long)index);
    free(sig);
    free(m.p);
    return 0;
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
    int r = g_mt ? pq8k_xmssmt_verify(s.p, s.n, m.p, m.n, pk.p, pk.n) : pq8k_xmss_verify(s.p, s.n, m.p, m.n, pk.p, pk.n);
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
    return g_mt ? PQ8K_XMSSMT : PQ8K_XMSS;
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

static int cmd_pkdigest(const opts *o)
{
    uint8_t d[32];
    digest_of(need(o->p, "-p PK"), d);
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

int cli_xmss_main(int argc, char **argv)
{
    static const struct { const char *name; int (*fn)(const opts *); } cmds[] = {
        {"keygen", cmd_keygen}, {"sign", cmd_sign}, {"reserve", cmd_reserve}, {"info", cmd_info},
        {"verify", cmd_verify}, {"stream", cmd_stream}, {"pkdigest", cmd_pkdigest},
        {"streamverify", cmd_streamverify},
    };
    g_mt = !strcmp(argv[1], "xmssmt");
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
