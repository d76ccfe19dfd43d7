/*
 * Stateful private key files (tools/statefile.h): durable index advance,
 * reservations, locking, crash points.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "statefile.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "common/sha2.h"
#include "common/util.h"

#define MAGIC "PQ8KSTF1"
#define MAX_SK (1u << 16)

static char g_err[8400];

const char *stf_error(void)
{
    return g_err;
}

static int fail(const char *fmt, const char *a, const char *b)
{
    snprintf(g_err, sizeof g_err, fmt, a, b);
    return -1;
}

void stf_crashpoint(const char *point)
{
    const char *at = getenv("PQ8K_CRASH_AT");
    if (at && !strcmp(at, point)) raise(SIGKILL);
}

static void put64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (56 - 8 * i));
}

static uint64_t get64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | p[i];
    return v;
}

static int write_all(int fd, const uint8_t *p, size_t len)
{
    while (len) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

/* fsync the directory holding path, so that a rename in it is durable */
static int sync_dir(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (n >= sizeof dir) return -1;
    if (n == 0 && slash) n = 1; /* "/file" */
    memcpy(dir, slash ? path : ".", slash ? n : 1);
    dir[slash ? n : 1] = 0;
    int fd = open(dir, O_RDONLY);
    if (fd < 0) return -1;
    int r = fsync(fd);
    close(fd);
    return r;
}

int stf_write_durable(const char *path, const uint8_t *p, size_t len, int secret)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) return fail("name too long: %s%s", path, "");
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, secret ? 0600 : 0644);
    if (fd < 0) return fail("cannot write %s: %s", tmp, strerror(errno));
    if (write_all(fd, p, len) != 0) {
        close(fd);
        return fail("cannot write %s: %s", tmp, strerror(errno));
    }
    stf_crashpoint("tmp-written");
    if (fsync(fd) != 0 || close(fd) != 0) return fail("cannot sync %s: %s", tmp, strerror(errno));
    stf_crashpoint("tmp-synced");
    if (rename(tmp, path) != 0) return fail("cannot rename to %s: %s", path, strerror(errno));
    stf_crashpoint("renamed");
    if (sync_dir(path) != 0) return fail("cannot sync the directory of %s: %s", path, strerror(errno));
    stf_crashpoint("dir-synced");
    return 0;
}

/* the file image of a key; *len its length; malloc'ed */
static uint8_t *image(const char *tag, uint64_t next, uint64_t end, const uint8_t *sk, size_t sklen,
                      size_t *len)
{
    size_t tl = strlen(tag), n = 8 + 1 + tl + 16 + 4 + sklen + 32;
    uint8_t *p = malloc(n), *q = p;
    if (!p || tl > 31 || sklen > MAX_SK) {
        free(p);
        return NULL;
    }
    memcpy(q, MAGIC, 8), q += 8;
    *q++ = (uint8_t)tl;
    memcpy(q, tag, tl), q += tl;
    put64(q, next), q += 8;
    put64(q, end), q += 8;
    for (int i = 0; i < 4; i++) *q++ = (uint8_t)(sklen >> (24 - 8 * i));
    memcpy(q, sk, sklen), q += sklen;
    pq8k_sha256(q, p, (size_t)(q - p));
    *len = n;
    return p;
}

static int store(const char *path, const stf_key *k, uint64_t next)
{
    size_t n;
    uint8_t *p = image(k->tag, next, k->end, k->sk, k->sklen, &n);
    if (!p) return fail("bad key for %s%s", path, "");
    int r = stf_write_durable(path, p, n, 1);
    pq8k_wipe(p, n);
    free(p);
    return r;
}

int stf_create(const char *path, const char *tag, uint64_t next, uint64_t end,
               const uint8_t *sk, size_t sklen)
{
    size_t n;
    uint8_t *p = image(tag, next, end, sk, sklen, &n);
    if (!p) return fail("bad key for %s%s", path, "");
    /* O_EXCL: a key file is never overwritten by a new one */
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600), r = -1;
    if (fd < 0) {
        fail("cannot create %s: %s", path, strerror(errno));
    } else if (write_all(fd, p, n) != 0 || fsync(fd) != 0) {
        close(fd);
        fail("cannot write %s: %s", path, strerror(errno));
    } else if (close(fd) != 0 || sync_dir(path) != 0) {
        fail("cannot sync %s: %s", path, strerror(errno));
    } else {
        r = 0;
    }
    pq8k_wipe(p, n);
    free(p);
    return r;
}

static int lock(const char *path)
{
    char lp[4096];
    if (snprintf(lp, sizeof lp, "%s.lock", path) >= (int)sizeof lp) return -1;
    int fd = open(lp, O_RDWR | O_CREAT, 0600);
    if (fd < 0) return -1;
    if (flock(fd, LOCK_EX) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static int parse(const char *path, const uint8_t *p, size_t n, const char *tag, stf_key *k)
{
    uint8_t h[32];
    size_t tl;
    if (n < 8 + 1 + 16 + 4 + 32 || memcmp(p, MAGIC, 8)) return fail("%s is not a pq8k stateful key file%s", path, "");
    pq8k_sha256(h, p, n - 32);
    if (memcmp(h, p + n - 32, 32)) return fail("%s is damaged (checksum)%s", path, "");
    tl = p[8];
    if (tl > 31 || n < 8 + 1 + tl + 16 + 4 + 32) return fail("%s is damaged%s", path, "");
    memcpy(k->tag, p + 9, tl);
    k->tag[tl] = 0;
    if (strcmp(k->tag, tag)) return fail("%s is a key for %s", path, k->tag);
    const uint8_t *q = p + 9 + tl;
    k->next = get64(q);
    k->end = get64(q + 8);
    k->sklen = (size_t)q[16] << 24 | (size_t)q[17] << 16 | (size_t)q[18] << 8 | q[19];
    if (k->sklen != n - (9 + tl + 16 + 4 + 32) || k->next > k->end) return fail("%s is damaged%s", path, "");
    k->sk = malloc(k->sklen ? k->sklen : 1);
    if (!k->sk) return fail("out of memory%s%s", "", "");
    memcpy(k->sk, q + 20, k->sklen);
    return 0;
}

int stf_load(const char *path, const char *tag, stf_key *k)
{
    uint8_t *buf = NULL;
    size_t n = 0;
    memset(k, 0, sizeof *k);
    k->lockfd = lock(path);
    if (k->lockfd < 0) return fail("cannot lock %s: %s", path, strerror(errno));
    stf_crashpoint("locked");
    FILE *f = fopen(path, "rb");
    if (!f) return fail("cannot read %s: %s", path, strerror(errno));
    buf = malloc(MAX_SK + 256);
    if (buf) n = fread(buf, 1, MAX_SK + 256, f);
    fclose(f);
    int r = buf ? parse(path, buf, n, tag, k) : fail("out of memory%s%s", "", "");
    if (buf) pq8k_wipe(buf, n);
    free(buf);
    if (r == 0) stf_crashpoint("loaded");
    return r;
}

int stf_take(const char *path, stf_key *k, uint64_t *index)
{
    if (k->next >= k->end) return fail("%s is exhausted: every index it holds has been used%s", path, "");
    if (store(path, k, k->next + 1) != 0) return -1;
    *index = k->next++;
    return 0;
}

int stf_reserve(const char *path, stf_key *k, uint64_t count, const char *child)
{
    if (count == 0 || count > k->end - k->next) {
        char n[32];
        snprintf(n, sizeof n, "%llu", (unsigned long long)(k->end - k->next));
        return fail("%s has %s free indices", path, n);
    }
    uint64_t first = k->next;
    if (access(child, F_OK) == 0) return fail("%s exists; a reserve never overwrites a key%s", child, "");
    if (store(path, k, first + count) != 0) return -1;
    k->next = first + count;
    if (stf_create(child, k->tag, first, first + count, k->sk, k->sklen) != 0) return -1;
    stf_crashpoint("child-written");
    return 0;
}

void stf_close(stf_key *k)
{
    if (k->sk) pq8k_wipe(k->sk, k->sklen);
    free(k->sk);
    k->sk = NULL;
    if (k->lockfd >= 0) close(k->lockfd);
    k->lockfd = -1;
}
