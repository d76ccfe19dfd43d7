/* SPDX-License-Identifier: MIT */
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
#include <stdarg.h>
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
#define TMP_SUFFIX ".tmp"

static char g_err[8400];

const char *stf_error(void)
{
    return g_err;
}

__attribute__((format(printf, 1, 2))) static int fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_err, sizeof g_err, fmt, ap);
    va_end(ap);
    return -1;
}

void stf_crashpoint(const char *point)
{
    const char *at = getenv("PQ8K_CRASH_AT"), *stop = getenv("PQ8K_STOP_AT");
    if (at && !strcmp(at, point)) raise(SIGKILL);
    if (stop && !strcmp(stop, point)) raise(SIGSTOP);
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

static int same_file(const struct stat *a, const struct stat *b)
{
    return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* path -> its directory and its last component; -1 if it names no file ("", "x/", "..") */
static int split(const char *path, char *dir, size_t dirsz, char *base, size_t basesz)
{
    const char *slash = strrchr(path, '/');
    const char *b = slash ? slash + 1 : path;
    size_t dl = slash ? (size_t)(slash - path) : 0;
    if (!*b || !strcmp(b, ".") || !strcmp(b, "..") || strlen(b) >= basesz || dl + 2 > dirsz) return -1;
    strcpy(base, b);
    if (!slash) strcpy(dir, ".");
    else if (dl == 0) strcpy(dir, "/");
    else memcpy(dir, path, dl), dir[dl] = 0;
    return 0;
}

static int open_dir(const char *dir)
{
    return open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

/*
 * Replace name in dirfd by a file holding p: "<name>.tmp" is created afresh
 * (a stale one from a killed writer is removed first; O_EXCL | O_NOFOLLOW so
 * a link planted under that name is never written through), synced, renamed
 * over name, and the directory synced. With keep, the new file is flock'ed
 * before the rename and left open in *keep: a signer holds the key from one
 * state to the next without a moment in which the name is unlocked. *keep
 * is set once the rename is done, also when a later step fails.
 */
static int replace_at(int dirfd, const char *name, const char *shown, const uint8_t *p, size_t len,
                      mode_t mode, int *keep)
{
    char tmp[sizeof ((stf_key *)0)->name + sizeof TMP_SUFFIX];
    if (strlen(name) + sizeof TMP_SUFFIX > sizeof tmp) return fail("name too long: %s", shown);
    strcpy(tmp, name);
    strcat(tmp, TMP_SUFFIX);
    if (unlinkat(dirfd, tmp, 0) != 0 && errno != ENOENT)
        return fail("cannot remove the old temporary file %s%s: %s", shown, TMP_SUFFIX, strerror(errno));
    int fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd < 0) return fail("cannot write %s%s: %s", shown, TMP_SUFFIX, strerror(errno));
    if (keep && flock(fd, LOCK_EX | LOCK_NB) != 0) {
        close(fd);
        return fail("cannot lock the new %s%s: %s", shown, TMP_SUFFIX, strerror(errno));
    }
    if (write_all(fd, p, len) != 0) {
        close(fd);
        return fail("cannot write %s%s: %s", shown, TMP_SUFFIX, strerror(errno));
    }
    stf_crashpoint("tmp-written");
    if (fsync(fd) != 0) {
        close(fd);
        return fail("cannot sync %s%s: %s", shown, TMP_SUFFIX, strerror(errno));
    }
    stf_crashpoint("tmp-synced");
    if (renameat(dirfd, tmp, dirfd, name) != 0) {
        close(fd);
        return fail("cannot rename to %s: %s", shown, strerror(errno));
    }
    stf_crashpoint("renamed");
    /* from here the name is the new file: a keeper gets it even if the sync fails */
    if (keep) *keep = fd;
    if (fsync(dirfd) != 0) {
        if (!keep) close(fd);
        return fail("cannot sync the directory of %s: %s", shown, strerror(errno));
    }
    stf_crashpoint("dir-synced");
    if (keep) return 0;
    return close(fd) == 0 ? 0 : fail("cannot write %s: %s", shown, strerror(errno));
}

int stf_write_durable(const char *path, const uint8_t *p, size_t len, int secret)
{
    char dir[4096], base[sizeof ((stf_key *)0)->name];
    if (split(path, dir, sizeof dir, base, sizeof base) != 0)
        return fail("cannot write %s: not a file name", path);
    int dfd = open_dir(dir);
    if (dfd < 0) return fail("cannot write %s: %s", path, strerror(errno));
    int r = replace_at(dfd, base, path, p, len, secret ? 0600 : 0644, NULL);
    close(dfd);
    return r;
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

/*
 * Write k with `next` as its new state. On success k->fd is the new file,
 * still locked. The old file should have lost its only name to the rename;
 * but someone may have linked or moved it meanwhile, and that name would
 * still offer the indices given up here. So the old file is emptied before
 * its lock is let go (whoever opens it after that finds no key, and a signer
 * waiting for its lock reads it only then), and if it has a name the update
 * fails and the caller signs nothing. Likewise the key's name must now be
 * the new file and nothing else.
 */
static int store(stf_key *k, uint64_t next)
{
    size_t n;
    int nfd = -1;
    struct stat old, cur, now;
    if (k->readonly)
        return fail("%s is not writable: its next index cannot be taken, nothing is signed", k->path);
    uint8_t *p = image(k->tag, next, k->end, k->sk, k->sklen, &n);
    if (!p) return fail("bad key for %s", k->path);
    int r = replace_at(k->dirfd, k->name, k->path, p, n, 0600, &nfd);
    pq8k_wipe(p, n);
    free(p);
    if (nfd < 0) return r; /* not renamed: the old state stands */
    /* renamed (r != 0 if the directory sync failed): the old state is retired all the same */
    if (ftruncate(k->fd, 0) != 0 || fstat(k->fd, &old) != 0 || fstat(nfd, &cur) != 0)
        r = r ? r : fail("cannot retire the old state of %s: %s", k->path, strerror(errno));
    else if (old.st_nlink != 0 && fsync(k->fd) != 0)
        r = r ? r : fail("cannot retire the old state of %s: %s", k->path, strerror(errno));
    close(k->fd);
    k->fd = nfd;
    if (r != 0) return r;
    if (old.st_nlink != 0)
        return fail("%s: while it was being updated its old state got another name (a hard link or a "
                    "rename); that file is now emptied, but nothing is signed: find the name and delete it",
                    k->path);
    if (fstatat(k->dirfd, k->name, &now, AT_SYMLINK_NOFOLLOW) != 0 || !same_file(&now, &cur) ||
        cur.st_nlink != 1)
        return fail("%s was replaced or linked by someone else while it was being updated; nothing is signed",
                    k->path);
    return 0;
}

int stf_create(const char *path, const char *tag, uint64_t next, uint64_t end,
               const uint8_t *sk, size_t sklen)
{
    char dir[4096], base[sizeof ((stf_key *)0)->name];
    size_t n;
    if (split(path, dir, sizeof dir, base, sizeof base) != 0)
        return fail("cannot create %s: not a file name", path);
    int dfd = open_dir(dir);
    if (dfd < 0) return fail("cannot create %s: %s", path, strerror(errno));
    uint8_t *p = image(tag, next, end, sk, sklen, &n);
    if (!p) {
        close(dfd);
        return fail("bad key for %s", path);
    }
    /* O_EXCL: a key file is never overwritten by a new one (nor written through a link) */
    int fd = openat(dfd, base, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600), r = -1;
    if (fd < 0) {
        fail("cannot create %s: %s", path, strerror(errno));
    } else if (write_all(fd, p, n) != 0 || fsync(fd) != 0) {
        close(fd);
        fail("cannot write %s: %s", path, strerror(errno));
    } else if (close(fd) != 0 || fsync(dfd) != 0) {
        fail("cannot sync %s: %s", path, strerror(errno));
    } else {
        r = 0;
    }
    close(dfd);
    pq8k_wipe(p, n);
    free(p);
    return r;
}

static int parse(const char *path, const uint8_t *p, size_t n, const char *tag, stf_key *k)
{
    uint8_t h[32];
    size_t tl;
    if (n < 8 + 1 + 16 + 4 + 32 || memcmp(p, MAGIC, 8))
        return fail("%s is not a pq8k stateful key file", path);
    pq8k_sha256(h, p, n - 32);
    if (memcmp(h, p + n - 32, 32)) return fail("%s is damaged (checksum)", path);
    tl = p[8];
    if (tl > 31 || n < 8 + 1 + tl + 16 + 4 + 32) return fail("%s is damaged", path);
    memcpy(k->tag, p + 9, tl);
    k->tag[tl] = 0;
    if (strcmp(k->tag, tag)) return fail("%s is a key for %s", path, k->tag);
    const uint8_t *q = p + 9 + tl;
    k->next = get64(q);
    k->end = get64(q + 8);
    k->sklen = (size_t)q[16] << 24 | (size_t)q[17] << 16 | (size_t)q[18] << 8 | q[19];
    if (k->sklen != n - (9 + tl + 16 + 4 + 32)) return fail("%s is damaged", path);
    if (k->next > k->end)
        return fail("%s is inconsistent: its next index is past the end of its range; nothing is signed",
                    path);
    k->sk = malloc(k->sklen ? k->sklen : 1);
    if (!k->sk) return fail("out of memory");
    memcpy(k->sk, q + 20, k->sklen);
    return 0;
}

static int symlink_refused(const stf_key *k)
{
    return fail("%s is a symbolic link: a stateful key file is used only through its one real name "
                "(replacing the file through a link would leave the old index under the other name); "
                "give the file the link points to, or move it to this name",
                k->path);
}

/*
 * Open and lock the file named k->name in k->dirfd. The name may be given to
 * a new state while this waits for the lock (the signer before renames its
 * new file over it), so after the lock the name must still refer to the file
 * locked; if not, the newer file is tried.
 */
static int open_locked(stf_key *k, struct stat *st)
{
    for (unsigned tries = 0; tries < 1000; tries++) {
        struct stat now;
        if (fstatat(k->dirfd, k->name, st, AT_SYMLINK_NOFOLLOW) != 0)
            return fail("cannot read %s: %s", k->path, strerror(errno));
        if (S_ISLNK(st->st_mode)) return symlink_refused(k);
        if (!S_ISREG(st->st_mode)) return fail("%s is not a regular file", k->path);
        /* O_NOFOLLOW: a link swapped in after the check above is refused, not followed;
           O_NONBLOCK: a FIFO swapped in does not hang the open */
        /* read-write so that store() can empty this state once it is replaced;
           a file we may not write is still read (info), but never advanced */
        int fd = openat(k->dirfd, k->name, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        k->readonly = fd < 0 && (errno == EACCES || errno == EROFS);
        if (k->readonly) fd = openat(k->dirfd, k->name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0 && errno == ELOOP) return symlink_refused(k);
        if (fd < 0) return fail("cannot read %s: %s", k->path, strerror(errno));
        if (fstat(fd, st) != 0 || !S_ISREG(st->st_mode)) {
            close(fd);
            return fail("%s is not a regular file", k->path);
        }
        int r;
        while ((r = flock(fd, LOCK_EX)) != 0 && errno == EINTR) {
        }
        if (r != 0 || fstat(fd, st) != 0) {
            fail("cannot lock %s: %s", k->path, strerror(errno));
            close(fd);
            return -1;
        }
        if (fstatat(k->dirfd, k->name, &now, AT_SYMLINK_NOFOLLOW) == 0 && same_file(&now, st)) {
            k->fd = fd;
            return 0;
        }
        close(fd);
    }
    return fail("%s keeps being replaced; giving up", k->path);
}

int stf_load(const char *path, const char *tag, stf_key *k)
{
    char dir[4096];
    struct stat st;
    memset(k, 0, sizeof *k);
    k->fd = k->dirfd = -1;
    k->path = path;
    if (split(path, dir, sizeof dir, k->name, sizeof k->name) != 0)
        return fail("%s is not a key file name", path);
    k->dirfd = open_dir(dir);
    if (k->dirfd < 0) {
        fail("cannot read %s: %s", path, strerror(errno));
        stf_close(k);
        return -1;
    }
    if (open_locked(k, &st) != 0) {
        stf_close(k);
        return -1;
    }
    if (st.st_nlink != 1) {
        fail("%s has %llu names (hard links): a stateful key file is used only through its one name "
             "(replacing the file under one name would leave the old index under the others); delete "
             "the other names",
             path, (unsigned long long)st.st_nlink);
        stf_close(k);
        return -1;
    }
    stf_crashpoint("locked");
    uint8_t *buf = malloc(MAX_SK + 256);
    size_t n = 0;
    int r = 0;
    if (!buf) r = fail("out of memory");
    while (r == 0 && n < MAX_SK + 256) {
        ssize_t got = read(k->fd, buf + n, MAX_SK + 256 - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) r = fail("cannot read %s: %s", path, strerror(errno));
        if (got <= 0) break;
        n += (size_t)got;
    }
    if (r == 0) r = parse(path, buf, n, tag, k);
    if (buf) pq8k_wipe(buf, n);
    free(buf);
    if (r != 0) {
        stf_close(k);
        return r;
    }
    stf_crashpoint("loaded");
    return 0;
}

int stf_take(stf_key *k, uint64_t *index)
{
    if (k->next >= k->end) return fail("%s is exhausted: every index it holds has been used", k->path);
    if (store(k, k->next + 1) != 0) return -1;
    *index = k->next++;
    return 0;
}

/* out's directory (opened) and last component, or -1 */
static int out_dir(const char *out, char *base, size_t basesz, struct stat *dst)
{
    char dir[4096];
    if (split(out, dir, sizeof dir, base, basesz) != 0) return fail("cannot write %s: not a file name", out);
    if (stat(dir, dst) != 0) return fail("cannot write %s: %s", out, strerror(errno));
    return 0;
}

/* does writing the name out (in the directory dst) touch the key's name or its temporary file? */
static int name_clash(const stf_key *k, const struct stat *kdir, const struct stat *dst, const char *base)
{
    size_t bl = strlen(base), nl = strlen(k->name), sl = strlen(TMP_SUFFIX);
    if (!same_file(kdir, dst)) return 0;
    if (!strcmp(base, k->name)) return 1;
    /* base is "<name>.tmp", the key's temporary file */
    if (bl == nl + sl && !strncmp(base, k->name, nl) && !strcmp(base + nl, TMP_SUFFIX)) return 1;
    /* the key is "<base>.tmp": writing base goes through the key's name */
    return nl == bl + sl && !strncmp(k->name, base, bl) && !strcmp(k->name + bl, TMP_SUFFIX);
}

int stf_check_output(const stf_key *k, const char *out)
{
    struct stat key, kdir, dst, st;
    char base[sizeof k->name], cur[4096], link[4096];
    if (fstat(k->fd, &key) != 0 || fstat(k->dirfd, &kdir) != 0)
        return fail("cannot stat %s: %s", k->path, strerror(errno));
    /* the same file under any name or through any links */
    if ((stat(out, &st) == 0 && same_file(&st, &key)) || (lstat(out, &st) == 0 && same_file(&st, &key)))
        return fail("%s is the key file %s itself; writing it would destroy the key: nothing is signed", out,
                    k->path);
    /* A writer that renames replaces the name out; one that opens it
       follows links to their last target: both names are checked. */
    if (strlen(out) >= sizeof cur) return fail("name too long: %s", out);
    strcpy(cur, out);
    for (int hops = 0; hops < 40; hops++) {
        /* a link into a directory that is not there is no clash (and the writer will say) */
        if (out_dir(cur, base, sizeof base, &dst) != 0) return hops ? 0 : -1;
        if (name_clash(k, &kdir, &dst, base))
            return fail("%s is (or writes through) the temporary file of the key %s: nothing is signed", out,
                        k->path);
        ssize_t ll = readlink(cur, link, sizeof link - 1);
        if (ll < 0) return 0;
        link[ll] = 0;
        if (link[0] != '/') {
            /* relative to the link's own directory */
            char *slash = strrchr(cur, '/');
            size_t dl = slash ? (size_t)(slash - cur) + 1 : 0;
            if (dl + (size_t)ll >= sizeof cur) return fail("name too long: %s", out);
            memmove(cur + dl, link, (size_t)ll + 1);
        } else {
            strcpy(cur, link);
        }
    }
    return fail("%s: too many levels of symbolic links", out);
}

int stf_reserve(stf_key *k, uint64_t count, const char *child)
{
    struct stat st;
    if (count == 0 || count > k->end - k->next)
        return fail("%s has %llu free indices", k->path, (unsigned long long)(k->end - k->next));
    uint64_t first = k->next;
    if (lstat(child, &st) == 0) return fail("%s exists; a reserve never overwrites a key", child);
    if (stf_check_output(k, child) != 0) return -1;
    if (store(k, first + count) != 0) return -1;
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
    if (k->fd >= 0) close(k->fd);
    if (k->dirfd >= 0) close(k->dirfd);
    k->fd = k->dirfd = -1;
}
