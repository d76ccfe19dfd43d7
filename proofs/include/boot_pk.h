/* SPDX-License-Identifier: MIT */
/*
 * proofs/: what `pq8k pkdigest --c-header BOOT_PK` writes, with an unknown
 * digest (the harness fills proof_boot_pk with unknown bytes) and the scheme
 * the harness is built for (PROOF_BOOT_SCHEME, default LMS).
 */
#ifndef BOOT_PK_H
#define BOOT_PK_H
#include <stdint.h>
#ifndef PROOF_BOOT_SCHEME
#define PROOF_BOOT_SCHEME PQ8K_LMS
#endif
#define BOOT_PK_SCHEME_NAME "proof"
#define BOOT_PK_SCHEME PROOF_BOOT_SCHEME
#define BOOT_PK_LEN 32
extern uint8_t proof_boot_pk[BOOT_PK_LEN];
#define BOOT_PK proof_boot_pk
#endif
