/* SPDX-License-Identifier: MIT */
/*
 * Stateful private key files for the hash-based signatures whose one-time
 * keys must never be used twice (LMS/HSS, XMSS/XMSS^MT; SP 800-208 section
 * 8.1). Scheme-independent: the file holds the scheme's secret key bytes as
 * they are and the range of one-time indices this file may still use.
 *
 * File (big-endian integers):
 *   "PQ8KSTF1" | u8 taglen | tag | u64 next | u64 end | u32 sklen | sk | SHA-256 of all before
 * Indices [next, end) are free. A signer takes index `next` by writing the
 * file with next + 1 durably (a new file "<name>.tmp" beside it, fsync, rename
 * over the old one, fsync of the directory) BEFORE it computes the signature,
 * so a crash at any point loses indices but never hands one out twice. A
 * reserve moves the first `count` free indices into a new file for another
 * machine: the parent gives them up durably first, then the child file is
 * created (never over an existing file), so a crash between the two loses
 * the range.
 *
 * One file, one name. The state is only safe if every signer reads and
 * replaces the same file, so stf_load refuses a key file that is a symbolic
 * link or has more than one name (st_nlink > 1): replacing the file by
 * rename gives the new state to one name only, and the others would keep
 * the old next index. The directory is opened once and every later name is
 * looked up in it (openat/renameat), so a directory link swapped half way
 * cannot redirect the update. Signers of one file are serialised by an
 * exclusive flock on the key file itself (not on a name): a signer that
 * waited re-checks that the name still refers to the file it locked, and the
 * new file is locked before it is renamed into place, so the lock passes
 * from each state to the next without a gap. After the rename the old file
 * must have no name left: it is emptied before its lock is released, and if
 * someone gave it a name meanwhile the update fails and nothing is signed.
 *
 * Crash testing: with PQ8K_CRASH_AT=<point> in the environment the process
 * kills itself (SIGKILL) at that point; the points are listed in
 * STF_CRASH_POINTS (the CLI adds "signed" and "sig-written"). With
 * PQ8K_STOP_AT=<point> it stops itself (SIGSTOP) there instead, so that a
 * test can change the file system under it and let it go on (SIGCONT).
 */
#ifndef PQ8K_TOOLS_STATEFILE_H
#define PQ8K_TOOLS_STATEFILE_H

#include <stddef.h>
#include <stdint.h>

#define STF_CRASH_POINTS "locked loaded tmp-written tmp-synced renamed dir-synced child-written"

typedef struct {
    char tag[32];         /* scheme of the key, e.g. "hss", "xmss" */
    uint64_t next, end;   /* free indices: [next, end) */
    uint8_t *sk;          /* secret key bytes (malloc'ed by stf_load) */
    size_t sklen;
    const char *path;     /* as the caller named it, for messages */
    char name[256];       /* the file's name in dirfd */
    int dirfd;            /* its directory, opened once by stf_load */
    int fd;               /* the key file, flock'ed from stf_load to stf_close */
    int readonly;         /* fd is read-only: the file is not ours to advance */
} stf_key;

/* Create path (fails if it exists) with the given contents, durably. */
int stf_create(const char *path, const char *tag, uint64_t next, uint64_t end,
               const uint8_t *sk, size_t sklen);
/* Lock the key file at path and read it; the tag must be `tag`. Refuses a
   symbolic link and a file with more than one name. On failure nothing is
   left open (stf_close is harmless). */
int stf_load(const char *path, const char *tag, stf_key *k);
/* Take the next free index: 0 and *index, or -1 (exhausted: stf_error says). */
int stf_take(stf_key *k, uint64_t *index);
/* Move the next count free indices into a new file child. */
int stf_reserve(stf_key *k, uint64_t count, const char *child);
/* 0 if writing the file out (by stf_write_durable, or by opening it) leaves
   the key file and its temporary file alone, else -1: out is the key file
   under any name or link, its temporary file, or a name whose own temporary
   file is the key file. Call it before taking an index. */
int stf_check_output(const stf_key *k, const char *out);
/* Unlock, wipe and free. */
void stf_close(stf_key *k);
/* Why the last call failed. */
const char *stf_error(void);
/* Write a file durably (tmp, fsync, rename, fsync dir); 0 or -1. */
int stf_write_durable(const char *path, const uint8_t *p, size_t len, int secret);
/* SIGKILL this process if PQ8K_CRASH_AT names point, SIGSTOP it if PQ8K_STOP_AT does. */
void stf_crashpoint(const char *point);

#endif
