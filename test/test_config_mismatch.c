/* SPDX-License-Identifier: MIT */
/*
 * A configuration mismatch between the application and the library cannot
 * corrupt memory (issue 32, deliverable 6). test/app_mismatch.c is compiled
 * for Falcon-512 alone, as a user's firmware would be, and linked against
 * this build's library: every init call must refuse its context with
 * PQ8K_ERR_STATE and write nothing, neither into it nor after it. A context
 * compiled with the library's settings (this file's) still works, and a
 * PQ8K_VERIFIER_CONFIG that differs only in the tag is refused as well.
 */
#include <string.h>
#include "tt.h"
#include "app_mismatch.h"
#include "pq8k/stream.h"

static pq8k_verifier v;

static void mismatched_app(void)
{
    if (app_mismatch_config() == PQ8K_VERIFIER_CONFIG) {
        /* a library built for Falcon-512 alone: nothing mismatches here */
        tt_printf("  config_mismatch: this library is the application's configuration\n");
        TT_ASSERT_EQ(app_mismatch_init_all(), 0);
        return;
    }
    tt_printf("  config_mismatch: application context %u B, library context %u B\n",
              (unsigned)app_mismatch_size(), (unsigned)sizeof(pq8k_verifier));
    TT_ASSERT_EQ(app_mismatch_init_all(), PQ8K_ERR_STATE);
    TT_ASSERT(app_mismatch_untouched());
}

static void matching_context(void)
{
    static const uint8_t digest[64];
    /* the build's own context: accepted (or the scheme is not built) */
    int rc = pq8k_verify_init(&v, PQ8K_FALCON512, digest, 32, NULL, 0, NULL, 0);
    TT_ASSERT(rc == 0 || rc == PQ8K_ERR_UNSUPPORTED);
    /* the right size with another tag, and the right tag with another size:
       refused before anything is written (v keeps its bytes) */
    memset(&v, 0x5C, sizeof v);
    TT_ASSERT_EQ(pq8k_verify_init_cfg(&v, PQ8K_FALCON512, digest, 32, NULL, 0, NULL, 0,
                                      PQ8K_VERIFIER_CONFIG ^ 0x10000u),
                 PQ8K_ERR_STATE);
    TT_ASSERT_EQ(pq8k_verify_init_cfg(&v, PQ8K_FALCON512, digest, 32, NULL, 0, NULL, 0,
                                      PQ8K_VERIFIER_CONFIG - 8u),
                 PQ8K_ERR_STATE);
    for (size_t i = 0; i < sizeof v; i++) TT_ASSERT(((const uint8_t *)&v)[i] == 0x5C);
    TT_ASSERT_EQ(pq8k_verify_update(&v, digest, 1), PQ8K_ERR_STATE);
}

void tt_suite_config_mismatch(void)
{
    tt_run("config_mismatch: a Falcon-512-only application is refused, nothing written",
           mismatched_app);
    tt_run("config_mismatch: the build's own context works; other size or tag refused",
           matching_context);
}
