/* SPDX-License-Identifier: MIT */
/*
 * An application compiled with other pq8k settings than the library
 * (test/app_mismatch.c, built by its own rule in mk/targets.mk with
 * -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_FALCON512=1 and none of the build's
 * switches), for test/test_config_mismatch.c. Only plain types cross this
 * header: the two sides disagree on pq8k_verifier.
 */
#ifndef PQ8K_APP_MISMATCH_H
#define PQ8K_APP_MISMATCH_H

#include <stddef.h>
#include <stdint.h>

/* PQ8K_VERIFIER_CONFIG and sizeof(pq8k_verifier) as the application sees them */
uint32_t app_mismatch_config(void);
size_t app_mismatch_size(void);
/* Fills the application's context and the bytes after it with a pattern,
   calls every init call on it for Falcon-512 and returns the first result
   that is not PQ8K_ERR_STATE, or PQ8K_ERR_STATE if all refused. */
int app_mismatch_init_all(void);
/* 1 if the context and the bytes after it still hold the pattern */
int app_mismatch_untouched(void);

#endif
