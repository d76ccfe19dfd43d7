/*
 * Stateful private key files for the hash-based signatures whose one-time
 * keys must never be used twice (LMS/HSS, XMSS/XMSS^MT; SP 800-208 section
 * 8.1). Scheme-independent: the file holds the scheme's secret key bytes as
 * they are and the range of one-time indices this file may still use.
 *
 * File (big-endian integers):
 *   "PQ8KSTF1" | u8 taglen | tag | u64 next | u64 end | u32 sklen | sk | SHA-256 of all before
 * Indices [next, end) are free. A signer takes index `next` by writing the
 * file with next + 1 durably (a new file beside it, fsync, rename over the
 * old one, fsync of the directory) BEFORE it computes the signature, so a
 * crash at any point loses indices but never hands one out twice. A reserve
 * moves the first `count` free indices into a new file for another machine:
 * the parent gives them up durably first, then the child file is created
 * (never over an existing file), so a crash between the two loses the range.
 * An exclusive lock (flock on "<path>.lock") serialises signers of one file.
 *
 * Crash testing: with PQ8K_CRASH_AT=<point> in the environment the process
 * kills itself (SIGKILL) at that point; the points are listed in
 * STF_CRASH_POINTS (the CLI adds "signed" and "sig-written").
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
    int lockfd;           /* held from stf_load to stf_close */
} stf_key;

/* Create path (fails if it exists) with the given contents, durably. */
int stf_create(const char *path, const char *tag, uint64_t next, uint64_t end,
               const uint8_t *sk, size_t sklen);
/* Lock path and read it; the tag must be `tag`. */
int stf_load(const char *path, const char *tag, stf_key *k);
/* Take the next free index: 0 and *index, or -1 (exhausted: stf_error says). */
int stf_take(const char *path, stf_key *k, uint64_t *index);
/* Move the next count free indices into a new file child. */
int stf_reserve(const char *path, stf_key *k, uint64_t count, const char *child);
/* Unlock, wipe and free. */
void stf_close(stf_key *k);
/* Why the last call failed. */
const char *stf_error(void);
/* Write a file durably (tmp, fsync, rename, fsync dir); 0 or -1. */
int stf_write_durable(const char *path, const uint8_t *p, size_t len, int secret);
/* SIGKILL this process if PQ8K_CRASH_AT names point. */
void stf_crashpoint(const char *point);

#endif
