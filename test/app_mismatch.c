/* SPDX-License-Identifier: MIT */
/*
 * The application side of test/test_config_mismatch.c: compiled as a user
 * would who set up a Falcon-512-only firmware and linked the library built
 * with other settings (issue 32: its 2,016-byte context against the
 * all-scheme library, which wrote past it). Built by its own rule
 * (mk/targets.mk) with -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_FALCON512=1
 * and without the build's own switches.
 */
#include <string.h>
#include "pq8k/stream.h"
#include "app_mismatch.h"

#define PATTERN 0xA7u

/* the context, then what the application keeps after it (its stack, its
   other variables): the library must write neither */
static struct {
    pq8k_verifier v;
    uint8_t after[16384];
} app;

uint32_t app_mismatch_config(void) { return PQ8K_VERIFIER_CONFIG; }

size_t app_mismatch_size(void) { return sizeof(pq8k_verifier); }

static int read_zero(void *user, size_t offset, uint8_t *buf, size_t len)
{
    (void)user;
    (void)offset;
    memset(buf, 0, len);
    return 0;
}

int app_mismatch_init_all(void)
{
    static const uint8_t digest[32], msg[3] = {1, 2, 3}, ph[32];
    int rc[6];
    memset(&app, PATTERN, sizeof app);
    rc[0] = pq8k_verify_init(&app.v, PQ8K_FALCON512, digest, 32, msg, sizeof msg, NULL, 0);
    rc[1] = pq8k_verify_init_internal(&app.v, PQ8K_FALCON512, digest, 32, msg, sizeof msg);
    rc[2] = pq8k_verify_init_mu(&app.v, PQ8K_FALCON512, digest, 32, ph, 32);
    rc[3] = pq8k_verify_init_prehash(&app.v, PQ8K_FALCON512, digest, 32, PQ8K_PH_SHA256, ph, 32,
                                     NULL, 0);
    rc[4] = pq8k_verify_init_reader(&app.v, PQ8K_FALCON512, digest, 32, read_zero, NULL, 3, NULL, 0);
    rc[5] = pq8k_verify_init_internal_reader(&app.v, PQ8K_FALCON512, digest, 32, read_zero, NULL, 3);
    for (unsigned i = 0; i < 6; i++)
        if (rc[i] != PQ8K_ERR_STATE) return rc[i];
    return PQ8K_ERR_STATE;
}

int app_mismatch_untouched(void)
{
    const uint8_t *p = (const uint8_t *)&app;
    for (size_t i = 0; i < sizeof app; i++)
        if (p[i] != PATTERN) return 0;
    return 1;
}
