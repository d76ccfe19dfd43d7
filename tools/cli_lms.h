/* SPDX-License-Identifier: MIT */
/* `pq8k lms ...` and `pq8k hss ...`: LMS / HSS with stateful key files (docs/cli.md). */
#ifndef PQ8K_CLI_LMS_H
#define PQ8K_CLI_LMS_H

#include <stddef.h>
#include <stdint.h>

/* argv[1] is "lms" or "hss"; returns the exit status. */
int cli_lms_main(int argc, char **argv);

/* For `pq8k image sign -s lms|hss -k SK` (hss: 0 LMS, 1 HSS): takes the
   stateful key file's next index durably, then signs m (as `pq8k lms sign`);
   returns the malloc'd signature. out is the file the caller will write,
   refused first if it is the key file or its temporary file. Exits with
   status 2 on any error. */
uint8_t *cli_lms_sign_file(int hss, const char *skpath, const char *out, const uint8_t *m, size_t mlen,
                           size_t *siglen);
/* The length of the signatures the key file at skpath makes. */
size_t cli_lms_sig_bytes(int hss, const char *skpath);

#endif
