/* `pq8k lms ...` and `pq8k hss ...`: LMS / HSS with stateful key files (docs/cli.md). */
#ifndef PQ8K_CLI_LMS_H
#define PQ8K_CLI_LMS_H

/* argv[1] is "lms" or "hss"; returns the exit status. */
int cli_lms_main(int argc, char **argv);

#endif
