/* SPDX-License-Identifier: MIT */
/* Test-side reader of every LMS / HSS vector file in vectors/lms (README there). */
#ifndef PQ8K_TEST_LMS_VECTORS_H
#define PQ8K_TEST_LMS_VECTORS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *file;
    unsigned index;        /* case number within the file */
    int hss;               /* 1: HSS encodings, 0: bare LMS */
    int valid;             /* expected verdict: 1 accept, 0 reject */
    const uint8_t *pk, *msg, *sig;
    size_t pklen, msglen, siglen;
} tt_lms_case;

#define TT_LMS_MAX_SIG 20000
#define TT_LMS_MAX_MSG 8192

/* Calls fn for every case of every file (every `stride`-th case of each
   file: 1 for all); returns the number of cases run, or -1 if a file is
   missing or a line does not parse. */
long tt_lms_for_each(void (*fn)(const tt_lms_case *c), unsigned stride);

#endif
