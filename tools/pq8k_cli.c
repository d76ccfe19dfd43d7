/* SPDX-License-Identifier: MIT */
/*
 * pq8k - host command-line tool: keys, signatures, streams and pk digests
 * for every scheme of libpq8k (tools/cli_schemes.c). Files are raw bytes.
 *
 * Exit status: 0 success (and "valid"), 1 the signature was rejected,
 * 2 usage or input error (unknown scheme, missing file, wrong key size...).
 * Every error is one line on stderr. docs/cli.md is the manual.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "pq8k/pq8k.h"
#include "pq8k/haetae.h"
#include "pq8k/prehash.h"
#include "pq8k/falcon.h"
#include "pq8k/lms.h"
#include "pq8k/stream.h"
#include "common/util.h"
#include "cli_image.h"
#include "cli_lms.h"
#include "cli_xmss.h"
#include "cli_schemes.h"

#define EXIT_REJECTED 1
#define EXIT_USAGE 2
#define MAX_CTX 255
#define MAX_DIGEST 64

static const char usage_text[] =
    "usage: pq8k <command> [options]\n"
    "  keygen       -s S -o BASE [--seed HEX]          write BASE.pk and BASE.sk\n"
    "  sign         -s S -k SK -m MSG -o SIG [CTX] [PH] [--deterministic]\n"
    "  verify       -s S -p PK -m MSG -g SIG [CTX] [PH] exit 0 valid, 1 rejected\n"
    "  stream       -s S -p PK -g SIG -o STREAM         pk + sig as the device reads them\n"
    "  pkdigest     -s S -p PK [-o FILE] [--hex | --c-header NAME]\n"
    "                                                   trusted digest: raw to FILE, else hex\n"
    "  streamverify -s S (-d DIGEST | -p PK) -m MSG -i STREAM [CTX] [PH] [--chunk N]\n"
    "                                                   verify a stream as a device would\n"
    "  image sign   -s S (-k SK [--deterministic] | -g SIG) -p PK -i APP -V VERSION -o IMAGE\n"
    "                                                   a signed boot image (docs/boot-image.md);\n"
    "                                                   S may be lms or hss (-k: a stateful key file)\n"
    "  image tbs    -s S -i APP -V VERSION [-p PK] -o TBS\n"
    "                                                   the bytes an outside signer signs\n"
    "  list                                             schemes in this build\n"
    "  lms|hss <command> ...                            LMS / HSS with stateful keys (pq8k hss --help)\n"
    "  xmss|xmssmt <command> ...                        XMSS / XMSS^MT with stateful keys (pq8k xmss --help)\n"
    "CTX: -c TEXT or --ctx-hex HEX (at most 255 bytes). MSG may be - for stdin.\n"
    "PH: --prehash F, HashML-DSA / HashSLH-DSA over F(MSG); F is one of sha224 sha256\n"
    "    sha384 sha512 sha512-224 sha512-256 sha3-224 sha3-256 sha3-384 sha3-512\n"
    "    shake128 shake256 (ML-DSA and SLH-DSA only).\n"
    "Exit status: 0 success, 1 signature rejected, 2 usage or input error.\n";

/* ---- errors ---- */

static void vsay(const char *prefix, const char *fmt, va_list ap)
{
    fputs(prefix, stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

/* Usage and input errors: one line, exit status 2. */
__attribute__((noreturn, format(printf, 1, 2))) static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsay("pq8k: ", fmt, ap);
    va_end(ap);
    exit(EXIT_USAGE);
}

/* A signature that does not verify: one line, and the exit status to return. */
__attribute__((format(printf, 1, 2))) static int reject(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsay("pq8k: signature rejected: ", fmt, ap);
    va_end(ap);
    return EXIT_REJECTED;
}

/* ---- files ---- */

typedef struct {
    uint8_t *p;
    size_t n;
} blob;

static blob read_all(FILE *f, const char *path)
{
    blob b = { NULL, 0 };
    size_t cap = 0;
    for (;;) {
        if (b.n == cap) {
            uint8_t *q;
            cap = cap ? 2 * cap : 65536;
            q = realloc(b.p, cap);
            if (!q) die("out of memory reading %s", path);
            b.p = q;
        }
        size_t got = fread(b.p + b.n, 1, cap - b.n, f);
        b.n += got;
        if (got == 0) break;
    }
    if (ferror(f)) die("cannot read %s: %s", path, strerror(errno));
    return b;
}

static blob read_file(const char *path)
{
    if (!strcmp(path, "-")) return read_all(stdin, "standard input");
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot read %s: %s", path, strerror(errno));
    blob b = read_all(f, path);
    fclose(f);
    return b;
}

/* Secret keys are wiped before their memory goes back to the allocator. */
static void free_secret(blob *b)
{
    if (b->p) pq8k_wipe(b->p, b->n);
    free(b->p);
    b->p = NULL;
}

static void write_file(const char *path, const void *p, size_t len, int secret)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, secret ? 0600 : 0644);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "wb");
    if (!f || fwrite(p, 1, len, f) != len || fclose(f) != 0)
        die("cannot write %s: %s", path, strerror(errno));
}

/* ---- arguments ---- */

typedef struct {
    const char *scheme, *out, *sk, *pk, *msg, *sig, *ctx, *ctx_hex, *seed, *header, *digest,
        *stream, *chunk, *prehash, *image_version;
    int deterministic, hex;
} args;

/* Where the value of option opt goes, or NULL if opt takes no value. */
static const char **option_slot(args *a, const char *opt)
{
    const struct { const char *name; const char **slot; } opts[] = {
        { "-s", &a->scheme }, { "-o", &a->out }, { "-k", &a->sk }, { "-p", &a->pk },
        { "-m", &a->msg }, { "-g", &a->sig }, { "-c", &a->ctx }, { "--ctx-hex", &a->ctx_hex },
        { "--seed", &a->seed }, { "--c-header", &a->header }, { "-d", &a->digest },
        { "-i", &a->stream }, { "--chunk", &a->chunk }, { "--prehash", &a->prehash },
        { "-V", &a->image_version }, { "--sig", &a->sig },
    };
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (!strcmp(opt, opts[i].name)) return opts[i].slot;
    return NULL;
}

/* Options from argv[first] on. */
static args parse(int argc, char **argv, int first)
{
    args a;
    memset(&a, 0, sizeof a);
    for (int i = first; i < argc; i++) {
        const char **slot = option_slot(&a, argv[i]);
        if (!strcmp(argv[i], "--deterministic")) { a.deterministic = 1; continue; }
        if (!strcmp(argv[i], "--hex")) { a.hex = 1; continue; }
        if (!slot) die("unknown option '%s' (pq8k --help)", argv[i]);
        if (i + 1 >= argc) die("option %s needs a value", argv[i]);
        if (*slot) die("option %s given twice", argv[i]);
        *slot = argv[++i];
    }
    return a;
}

static const char *need(const char *v, const char *opt)
{
    if (!v) die("missing %s", opt);
    return v;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes hex into out[0..cap); returns the byte count. */
static size_t parse_hex(const char *hex, uint8_t *out, size_t cap, const char *what)
{
    size_t len = strlen(hex);
    if (len % 2) die("%s: odd number of hex digits", what);
    if (len / 2 > cap) die("%s is %zu bytes, at most %zu", what, len / 2, cap);
    for (size_t i = 0; i < len / 2; i++) {
        int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) die("%s: '%c%c' is not hex", what, hex[2 * i], hex[2 * i + 1]);
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return len / 2;
}

static const cli_scheme *find_scheme(const char *name)
{
    if (!name) die("missing -s SCHEME (pq8k list shows them)");
    for (size_t i = 0; i < cli_nschemes; i++)
        if (!strcmp(cli_schemes[i].name, name)) {
            if (cli_schemes[i].warning) fprintf(stderr, "pq8k: WARNING: %s\n", cli_schemes[i].warning);
            return &cli_schemes[i];
        }
#if !defined(PQ8K_LEGACY_INSECURE)
    if (!strcmp(name, "rainbow1") || !strcmp(name, "gemss128"))
        die("%s is a broken legacy scheme, only in a LEGACY=1 build (docs/legacy.md)", name);
#endif
    die("unknown scheme '%s' (pq8k list shows them)", name);
}

/* The context from -c or --ctx-hex into buf (MAX_CTX bytes); checks the scheme has one. */
static size_t context_of(const args *a, const cli_scheme *s, uint8_t *buf)
{
    size_t n = 0;
    if (a->ctx && a->ctx_hex) die("give -c or --ctx-hex, not both");
    if (a->ctx) {
        n = strlen(a->ctx);
        if (n > MAX_CTX) die("context is %zu bytes, at most %d", n, MAX_CTX);
        memcpy(buf, a->ctx, n);
    } else if (a->ctx_hex) {
        n = parse_hex(a->ctx_hex, buf, MAX_CTX, "context");
    }
    if (n && !s->has_ctx) die("%s takes no context string", s->name);
    return n;
}

/* The pre-hash function of --prehash (a pq8k_prehash value), 0 without it; checks the scheme has the mode. */
static int prehash_of(const args *a, const cli_scheme *s)
{
    static const char *const names[] = {"sha256",   "sha384",     "sha512",     "sha3-256",
                                        "sha3-512", "shake128",   "shake256",   "sha224",
                                        "sha512-224", "sha512-256", "sha3-224", "sha3-384"};
    if (!a->prehash) return 0;
    if (!s->has_prehash) die("%s has no pre-hash mode", s->name);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(a->prehash, names[i])) return (int)i + 1; /* pq8k_prehash order */
    die("unknown pre-hash function '%s' (pq8k --help lists them)", a->prehash);
}

/* The message as the scheme signs it: m itself, or for a pre-hash function ph
   the digest ph(m) into buf (PQ8K_PREHASH_MAX_BYTES). */
static cli_msg message_of(int ph, const blob *m, const uint8_t *ctx, size_t ctxlen, uint8_t *buf)
{
    cli_msg msg = { m->p, m->n, ctx, ctxlen, ph };
    size_t n = PQ8K_PREHASH_MAX_BYTES;
    if (!ph) return msg;
    if (pq8k_prehash_digest((pq8k_prehash)ph, m->p, m->n, buf, &n) != 0) die("pre-hash failed");
    msg.m = buf;
    msg.mlen = n;
    return msg;
}

static void expect_len(const char *what, const char *path, size_t got, const cli_scheme *s, size_t want)
{
    if (got != want)
        die("%s %s is %zu bytes; %s %ss are %zu bytes", what, path, got, s->name, what, want);
}

static void check(int rc, const cli_scheme *s, const char *what)
{
    if (rc != 0) die("%s %s failed: %s", s->name, what, pq8k_strerror(rc));
}

/* ---- commands ---- */

static int cmd_keygen(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    const char *base = need(a->out, "-o BASE");
    uint8_t seed[96];
    char path[4096];
    if (!s->keygen) die("%s: key generation is not provided (%s)", s->name, s->no_sign_reason);
    if (a->seed) {
        if (!s->seedlen) die("%s has no seeded key generation", s->name);
        if (parse_hex(a->seed, seed, sizeof seed, "seed") != s->seedlen)
            die("%s seeds are %zu bytes (%zu hex digits)", s->name, s->seedlen, 2 * s->seedlen);
    }
    uint8_t *pk = malloc(s->pklen), *sk = malloc(s->sklen);
    if (!pk || !sk) die("out of memory");
    check(s->keygen(s, pk, sk, a->seed ? seed : NULL), s, "keygen");
    pq8k_wipe(seed, sizeof seed);
    if (strlen(base) + 4 > sizeof path) die("output name too long");
    snprintf(path, sizeof path, "%s.pk", base);
    write_file(path, pk, s->pklen, 0);
    snprintf(path, sizeof path, "%s.sk", base);
    write_file(path, sk, s->sklen, 1);
    pq8k_wipe(sk, s->sklen);
    printf("%s: wrote %s.pk (%zu bytes) and %s.sk (%zu bytes)\n", s->name, base, s->pklen, base, s->sklen);
    free(pk);
    free(sk);
    return 0;
}

static int cmd_sign(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    uint8_t ctx[MAX_CTX];
    if (!s->sign) die("%s: signing is not provided (%s)", s->name, s->no_sign_reason);
    if (a->deterministic && !s->has_deterministic) die("%s has no deterministic signing", s->name);
    int ph_alg = prehash_of(a, s);
    size_t ctxlen = context_of(a, s, ctx);
    const char *out = need(a->out, "-o SIG");
    blob sk = read_file(need(a->sk, "-k SK"));
    expect_len("secret key", a->sk, sk.n, s, s->sklen);
    blob m = read_file(need(a->msg, "-m MSG"));
    uint8_t ph[PQ8K_PREHASH_MAX_BYTES];
    cli_msg msg = message_of(ph_alg, &m, ctx, ctxlen, ph);
    uint8_t *sig = malloc(s->sigmax);
    size_t siglen = 0;
    if (!sig) die("out of memory");
    int rc = s->sign(s, sig, &siglen, &msg, sk.p, a->deterministic);
    free_secret(&sk);
    check(rc, s, "sign");
    write_file(out, sig, siglen, 0);
    free(m.p);
    free(sig);
    return 0;
}

static int cmd_verify(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    uint8_t ctx[MAX_CTX];
    int ph_alg = prehash_of(a, s);
    size_t ctxlen = context_of(a, s, ctx);
    blob pk = read_file(need(a->pk, "-p PK"));
    expect_len("public key", a->pk, pk.n, s, s->pklen);
    blob m = read_file(need(a->msg, "-m MSG"));
    blob sig = read_file(need(a->sig, "-g SIG"));
    uint8_t ph[PQ8K_PREHASH_MAX_BYTES];
    cli_msg msg = message_of(ph_alg, &m, ctx, ctxlen, ph);
    int rc = s->verify(s, sig.p, sig.n, &msg, pk.p);
    free(pk.p);
    free(m.p);
    free(sig.p);
    if (rc == 0) {
        printf("valid\n");
        return 0;
    }
    if (sig.n < s->sigmin || sig.n > s->sigmax)
        return reject("signature is %zu bytes, wrong size for %s", sig.n, s->name);
    return reject("%s (%s)", pq8k_strerror(rc), s->name);
}

static const cli_stream *stream_of(const cli_scheme *s)
{
    if (!s->stream) die("%s has no streaming verifier in this build", s->name);
    return s->stream;
}

static int cmd_stream(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    const cli_stream *st = stream_of(s);
    const char *out = need(a->out, "-o STREAM");
    blob pk = read_file(need(a->pk, "-p PK"));
    expect_len("public key", a->pk, pk.n, s, s->pklen);
    blob sig = read_file(need(a->sig, "-g SIG"));
    if (sig.n < s->sigmin || sig.n > s->sigmax) {
        if (s->sigmin == s->sigmax) expect_len("signature", a->sig, sig.n, s, s->sigmax);
        die("signature %s is %zu bytes; %s signatures are %zu to %zu bytes", a->sig, sig.n, s->name,
            s->sigmin, s->sigmax);
    }
    size_t cap = st->length(s, sig.n), outlen = cap;
    uint8_t *buf = malloc(cap ? cap : 1);
    if (!buf) die("out of memory");
    check(st->encode(s, pk.p, pk.n, sig.p, sig.n, buf, &outlen), s, "stream");
    write_file(out, buf, outlen, 0);
    printf("%s: wrote %s (%zu bytes, %s stream)\n", s->name, out, outlen, st->kind);
    free(pk.p);
    free(sig.p);
    free(buf);
    return 0;
}

static int is_c_identifier(const char *n)
{
    if (!*n || (*n >= '0' && *n <= '9')) return 0;
    for (; *n; n++)
        if (!(*n == '_' || (*n >= '0' && *n <= '9') || ((*n | 0x20) >= 'a' && (*n | 0x20) <= 'z')))
            return 0;
    return 1;
}

static void write_header(FILE *f, const char *name, const cli_scheme *s, const uint8_t *d, size_t n)
{
    fprintf(f, "/* Trusted public-key digest for %s, written by `pq8k pkdigest`.\n"
               "   Compile it into the verifier firmware; it is public, but it must not be\n"
               "   writable by whoever supplies the streams. */\n", s->title);
    fprintf(f, "#ifndef %s_H\n#define %s_H\n#include <stdint.h>\n", name, name);
    fprintf(f, "#define %s_SCHEME_NAME \"%s\"\n", name, s->name);
    if (s->engine_name) fprintf(f, "#define %s_SCHEME %s\n", name, s->engine_name);
    fprintf(f, "#define %s_LEN %zu\n", name, n);
    fprintf(f, "static const uint8_t %s[%zu] = {", name, n);
    for (size_t i = 0; i < n; i++) fprintf(f, "%s0x%02x,", i % 12 ? " " : "\n    ", d[i]);
    fprintf(f, "\n};\n#endif\n");
}

static void write_hex(FILE *f, const uint8_t *d, size_t n)
{
    for (size_t i = 0; i < n; i++) fprintf(f, "%02x", d[i]);
    fputc('\n', f);
}

static int cmd_pkdigest(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    const cli_stream *st = stream_of(s);
    uint8_t d[MAX_DIGEST];
    size_t dlen = sizeof d;
    if (a->header && a->hex) die("give --hex or --c-header, not both");
    if (a->header && !is_c_identifier(a->header)) die("'%s' is not a C identifier", a->header);
    blob pk = read_file(need(a->pk, "-p PK"));
    expect_len("public key", a->pk, pk.n, s, s->pklen);
    check(st->digest(s, pk.p, pk.n, d, &dlen), s, "pkdigest");
    free(pk.p);
    if (a->out && !a->header && !a->hex) {
        write_file(a->out, d, dlen, 0);
        return 0;
    }
    FILE *f = a->out ? fopen(a->out, "w") : stdout;
    if (!f) die("cannot write %s: %s", a->out, strerror(errno));
    if (a->header) write_header(f, a->header, s, d, dlen);
    else write_hex(f, d, dlen);
    if (fflush(f) != 0 || (a->out && fclose(f) != 0)) die("cannot write %s: %s", a->out, strerror(errno));
    return 0;
}

static size_t chunk_of(const char *v)
{
    char *end;
    if (!v) return 64;
    errno = 0;
    unsigned long long c = strtoull(v, &end, 10);
    if (*v == '-' || *end || errno || c == 0 || c > (1ull << 30)) die("--chunk wants 1 to 2^30, not '%s'", v);
    return (size_t)c;
}

/* The trusted digest, from -d (raw file) or computed from -p. */
static blob digest_arg(const args *a, const cli_scheme *s, const cli_stream *st)
{
    if (!a->digest == !a->pk) die("give the trusted key as -d DIGEST or -p PK (one of them)");
    if (a->digest) return read_file(a->digest);
    blob pk = read_file(a->pk), d = { malloc(MAX_DIGEST), MAX_DIGEST };
    expect_len("public key", a->pk, pk.n, s, s->pklen);
    if (!d.p) die("out of memory");
    check(st->digest(s, pk.p, pk.n, d.p, &d.n), s, "pkdigest");
    free(pk.p);
    return d;
}

static int cmd_streamverify(const args *a)
{
    const cli_scheme *s = find_scheme(a->scheme);
    const cli_stream *st = stream_of(s);
    uint8_t ctx[MAX_CTX];
    int ph_alg = prehash_of(a, s);
    size_t ctxlen = context_of(a, s, ctx), chunk = chunk_of(a->chunk);
    blob d = digest_arg(a, s, st);
    blob m = read_file(need(a->msg, "-m MSG"));
    blob in = read_file(need(a->stream, "-i STREAM"));
    uint8_t ph[PQ8K_PREHASH_MAX_BYTES];
    cli_msg msg = message_of(ph_alg, &m, ctx, ctxlen, ph);
    int rc = st->check(s, d.p, d.n, &msg, in.p, in.n, chunk);
    free(d.p);
    free(m.p);
    free(in.p);
    if (rc != 0) return reject("%s (%s stream)", pq8k_strerror(rc), s->name);
    printf("valid\n");
    return 0;
}

/* ---- boot images (docs/boot-image.md) ---- */

static uint32_t image_version_of(const char *v)
{
    char *end;
    if (!v) die("missing -V VERSION");
    errno = 0;
    unsigned long long n = strtoull(v, &end, 0);
    if (*v == '-' || *end || errno || n > 0xFFFFFFFFull) die("-V wants 0 to 2^32-1, not '%s'", v);
    return (uint32_t)n;
}

/*
 * What an image needs of its scheme. Most schemes come from the table of
 * cli_schemes.c; LMS and HSS (stateful keys, tools/cli_lms.c) are described
 * here. The trailer length is in the signed header, so it is fixed before
 * the signature exists: the scheme's stream for a signature of siglen bytes,
 * where siglen is the fixed length, Falcon's padded length (a shorter
 * compressed signature is zero-padded to it, a form the verifier accepts),
 * or for LMS/HSS the length the key's parameter sets give.
 */
typedef struct {
    const cli_scheme *s;    /* NULL for LMS/HSS */
    int lms;                /* 1: LMS, 2: HSS */
    unsigned id;            /* pq8k_scheme */
    size_t siglen;          /* the signature length of this image */
} image_scheme;

static size_t lms_sig_from_pk(const blob *pk, const char *path)
{
    if (pk->n < 8) die("%s is not an LMS public key", path);
    const uint8_t *t = pk->p;
    uint32_t lt = (uint32_t)t[0] << 24 | (uint32_t)t[1] << 16 | (uint32_t)t[2] << 8 | t[3];
    uint32_t ot = (uint32_t)t[4] << 24 | (uint32_t)t[5] << 16 | (uint32_t)t[6] << 8 | t[7];
    size_t n = pq8k_lms_sig_bytes(lt, ot);
    if (n == 0) die("%s: LMS types %u/%u are not known or not built", path, (unsigned)lt, (unsigned)ot);
    return n;
}

static image_scheme image_scheme_of(const args *a)
{
    image_scheme is = {NULL, 0, 0, 0};
    const char *name = need(a->scheme, "-s SCHEME");
    if (!strcmp(name, "lms") || !strcmp(name, "hss")) {
        is.lms = name[0] == 'h' ? 2 : 1;
        is.id = is.lms == 2 ? PQ8K_HSS : PQ8K_LMS;
        if (a->sk) {
            is.siglen = cli_lms_sig_bytes(is.lms == 2, a->sk);
        } else if (is.lms == 1 && a->pk) {
            blob pk = read_file(a->pk);
            is.siglen = lms_sig_from_pk(&pk, a->pk);
            free(pk.p);
        } else {
            die("%s: the signature length comes from the key: give -k SK%s", name,
                is.lms == 1 ? " or -p PK" : "");
        }
        return is;
    }
    is.s = find_scheme(name);
    stream_of(is.s);
    if (!is.s->engine) die("%s has no streaming verifier: no boot images", is.s->name);
    is.id = (unsigned)is.s->engine;
    is.siglen = is.s->sigmax;
    if (is.id == PQ8K_FALCON512) is.siglen = PQ8K_FALCON512_SIG_PADDED;
    if (is.id == PQ8K_FALCON1024) is.siglen = PQ8K_FALCON1024_SIG_PADDED;
    return is;
}

static size_t image_trailer_len(const image_scheme *is, size_t pklen)
{
    if (is->lms) return PQ8K_STREAM_HEADER_BYTES + pklen + is->siglen;
    /* a signature d bytes shorter than the longest makes a stream d bytes shorter */
    return is->s->stream->length(is->s, is->s->sigmax) - (is->s->sigmax - is->siglen);
}

/* The signed part, header || payload, for an image whose trailer is trailer_len bytes. */
static blob image_tbs(const args *a, const image_scheme *is, size_t trailer_len)
{
    blob app = read_file(need(a->stream, "-i APP"));
    uint32_t version = image_version_of(a->image_version);
    if (app.n == 0) die("%s is empty", a->stream);
    if (app.n > 0x7FFFFFFFu - PQ8K_IMAGE_HEADER_BYTES - trailer_len) die("%s is too large", a->stream);
    blob t = { malloc(PQ8K_IMAGE_HEADER_BYTES + app.n), PQ8K_IMAGE_HEADER_BYTES + app.n };
    if (!t.p) die("out of memory");
    cli_image_header(t.p, is->id, version, app.p, (uint32_t)app.n, (uint32_t)trailer_len);
    memcpy(t.p + PQ8K_IMAGE_HEADER_BYTES, app.p, app.n);
    free(app.p);
    return t;
}

static size_t image_context(const image_scheme *is, const uint8_t **ctx)
{
    int has = is->s != NULL && is->s->has_ctx;
    *ctx = has ? (const uint8_t *)PQ8K_IMAGE_CONTEXT : NULL;
    return has ? PQ8K_IMAGE_CONTEXT_LEN : 0;
}

/* A signature made elsewhere (-g SIG / --sig SIG), brought to the image's length. */
static blob image_outside_signature(const args *a, const image_scheme *is)
{
    blob sig = read_file(a->sig);
    const char *name = is->s ? is->s->name : a->scheme;
    if (is->s && (is->id == PQ8K_FALCON512 || is->id == PQ8K_FALCON1024) && sig.n >= is->s->sigmin &&
        sig.n < is->siglen) {
        uint8_t *p = realloc(sig.p, is->siglen);
        if (!p) die("out of memory");
        memset(p + sig.n, 0, is->siglen - sig.n); /* the padded form: zeros after s2 */
        sig.p = p;
        sig.n = is->siglen;
    }
    if (sig.n != is->siglen)
        die("signature %s is %zu bytes; a %s boot image takes %zu%s", a->sig, sig.n, name, is->siglen,
            is->s && is->s->sigmin != is->s->sigmax ? " (at most: Falcon's padded form)" : "");
    return sig;
}

/* The composites with ECDSA: the DER signature's length varies (8..72 bytes) with
   the signed bytes, and the trailer length in the signed header must be its own */
static int image_length_varies(const image_scheme *is)
{
    return is->s != NULL && is->s->sigmin != is->s->sigmax && is->id != PQ8K_FALCON512 &&
           is->id != PQ8K_FALCON1024;
}

/* The signature over tbs: made with -k SK, or taken from -g SIG (an outside signer). */
static blob image_signature(const args *a, const image_scheme *is, const blob *tbs)
{
    blob sig;
    size_t siglen = 0;
    const cli_scheme *s = is->s;
    if (!a->sk == !a->sig) die("give the secret key -k SK or a finished signature -g SIG (one of them)");
    if (a->sig) return image_outside_signature(a, is);
    if (is->lms) {
        sig.p = cli_lms_sign_file(is->lms == 2, a->sk, a->out, tbs->p, tbs->n, &sig.n);
        if (sig.n != is->siglen) die("%s: signature of %zu bytes, expected %zu", a->sk, sig.n, is->siglen);
        return sig;
    }
    if (!s->sign) die("%s: signing is not provided (%s); sign `pq8k image tbs` elsewhere and give -g",
                      s->name, s->no_sign_reason);
    blob sk = read_file(a->sk);
    expect_len("secret key", a->sk, sk.n, s, s->sklen);
    sig.p = malloc(s->sigmax);
    if (!sig.p) die("out of memory");
    cli_msg msg = { tbs->p, tbs->n, NULL, 0, 0 };
    msg.ctxlen = image_context(is, &msg.ctx);
    if (a->deterministic && !s->has_deterministic) die("%s has no deterministic signing", s->name);
    int rc = s->sign(s, sig.p, &siglen, &msg, sk.p, a->deterministic);
    free_secret(&sk);
    check(rc, s, "sign");
    sig.n = siglen;
    /* a length that varies with the signature (ECDSA's DER): cmd_image_sign signs again */
    if (sig.n != is->siglen && !image_length_varies(is))
        die("%s: signature of %zu bytes, expected %zu", s->name, sig.n, is->siglen);
    return sig;
}

static void image_encode(const image_scheme *is, const blob *pk, const blob *sig, uint8_t *out, size_t n)
{
    size_t got = n;
    int rc = is->lms ? pq8k_stream_encode((pq8k_scheme)is->id, pk->p, pk->n, sig->p, sig->n, out, &got)
                     : is->s->stream->encode(is->s, pk->p, pk->n, sig->p, sig->n, out, &got);
    if (rc != 0) die("stream: %s", pq8k_strerror(rc));
    if (got != n) die("stream of %zu bytes, expected %zu", got, n);
}

static int cmd_image_sign(const args *a)
{
    image_scheme is = image_scheme_of(a);
    const char *out = need(a->out, "-o IMAGE");
    blob pk = read_file(need(a->pk, "-p PK"));
    if (is.s) expect_len("public key", a->pk, pk.n, is.s, is.s->pklen);
    if (is.lms == 1 && lms_sig_from_pk(&pk, a->pk) != is.siglen) die("%s does not match the key file", a->pk);
    size_t trailer_len = image_trailer_len(&is, pk.n);
    blob tbs = image_tbs(a, &is, trailer_len);
    blob sig = image_signature(a, &is, &tbs);
    /* ECDSA composites: the header names a trailer length before the signature
       exists; sign again, with the length just seen, until the two agree (the
       DER length differs with the signed bytes: 71 of 72 bytes about half the time) */
    for (int tries = 1; sig.n != is.siglen; tries++) {
        if (tries == 64 || a->sig) die("%s: no signature of the trailer's length", a->scheme);
        is.siglen = sig.n;
        trailer_len = image_trailer_len(&is, pk.n);
        free(tbs.p);
        free(sig.p);
        tbs = image_tbs(a, &is, trailer_len);
        sig = image_signature(a, &is, &tbs);
    }
    size_t total = tbs.n + trailer_len + PQ8K_IMAGE_FOOTER_BYTES;
    uint8_t *img = malloc(total);
    if (!img) die("out of memory");
    memcpy(img, tbs.p, tbs.n);
    image_encode(&is, &pk, &sig, img + tbs.n, trailer_len);
    cli_image_footer(img + tbs.n + trailer_len, (uint32_t)total);
    write_file(out, img, total, 0);
    printf("%s: wrote %s (%zu bytes: header %d, payload %zu, trailer %zu, footer %d; version %s)\n",
           a->scheme, out, total, PQ8K_IMAGE_HEADER_BYTES, tbs.n - PQ8K_IMAGE_HEADER_BYTES, trailer_len,
           PQ8K_IMAGE_FOOTER_BYTES, a->image_version);
    free(pk.p);
    free(tbs.p);
    free(sig.p);
    free(img);
    return 0;
}

static int cmd_image_tbs(const args *a)
{
    image_scheme is = image_scheme_of(a);
    const char *out = need(a->out, "-o TBS");
    const uint8_t *ctx;
    size_t pklen = 0;
    if (is.lms) {
        if (!a->pk) die("%s: give -p PK (its length is in the trailer)", a->scheme);
        blob pk = read_file(a->pk);
        pklen = pk.n;
        free(pk.p);
    }
    blob tbs = image_tbs(a, &is, image_trailer_len(&is, pklen));
    write_file(out, tbs.p, tbs.n, 0);
    if (image_context(&is, &ctx))
        printf("sign %s in pure mode with the context string \"%s\"\n", out, ctx);
    else
        printf("sign %s as is (%s takes no context string)\n", out, a->scheme);
    free(tbs.p);
    return 0;
}

/* One line per scheme: name, sizes, operations (one word), title; scripts may parse it. */
static int cmd_list(void)
{
    printf("%-18s %6s %6s %9s  %-42s %s\n", "scheme", "pk", "sk", "signature", "operations", "");
    for (size_t i = 0; i < cli_nschemes; i++) {
        const cli_scheme *s = &cli_schemes[i];
        char sig[32], ops[64];
        if (s->sigmin == s->sigmax) snprintf(sig, sizeof sig, "%zu", s->sigmax);
        else snprintf(sig, sizeof sig, "%zu-%zu", s->sigmin, s->sigmax);
        snprintf(ops, sizeof ops, "%sverify%s", s->keygen ? "keygen,sign," : "",
                 s->stream ? ",stream,pkdigest" : "");
        printf("%-18s %6zu %6zu %9s  %-42s %s\n", s->name, s->pklen, s->sklen, sig, ops, s->title);
        if (s->warning) printf("%-18s WARNING: %s\n", "", s->warning);
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const struct { const char *name; int (*fn)(const args *); } cmds[] = {
        { "keygen", cmd_keygen }, { "sign", cmd_sign }, { "verify", cmd_verify },
        { "stream", cmd_stream }, { "pkdigest", cmd_pkdigest }, { "streamverify", cmd_streamverify },
    };
    if (argc < 2) die("no command (pq8k --help)");
    if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("pq8k %s (HAETAE signs like v%s)\n", PQ8K_VERSION_STRING, pq8k_haetae_version());
        return 0;
    }
    for (size_t i = 0; cli_own_commands[i].name != NULL; i++)
        if (!strcmp(argv[1], cli_own_commands[i].name)) return cli_own_commands[i].main(argc, argv);
    if (!strcmp(argv[1], "list")) {
        if (argc > 2) die("list takes no options");
        return cmd_list();
    }
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[1], cmds[i].name)) {
            args a = parse(argc, argv, 2);
            return cmds[i].fn(&a);
        }
    if (!strcmp(argv[1], "image")) {
        if (argc < 3) die("image needs a subcommand: sign or tbs (pq8k --help)");
        args a = parse(argc, argv, 3);
        if (!strcmp(argv[2], "sign")) return cmd_image_sign(&a);
        if (!strcmp(argv[2], "tbs")) return cmd_image_tbs(&a);
        die("unknown image subcommand '%s' (sign or tbs)", argv[2]);
    }
    die("unknown command '%s' (pq8k --help)", argv[1]);
}
