/*
 * Build configuration: which schemes libpq8k contains.
 *
 * Every PQ8K_CONFIG_<SCHEME> macro is 1 (built) or 0 (left out). A macro the
 * build does not set takes the value of PQ8K_CONFIG_DEFAULT, which is 1; set
 * them with -D on the compiler command line or in a file named by
 * -DPQ8K_CONFIG_FILE='"my_config.h"' (included first). A firmware that wants
 * exactly one scheme, and no new ones as the library grows, says so:
 *
 *     -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_FALCON512=1
 *
 * A scheme left out takes no room in pq8k_verifier (a firmware that verifies
 * one scheme only pays for that one's state) and the stream engine answers
 * PQ8K_ERR_UNSUPPORTED for it. ML-DSA levels left out are not compiled at
 * all; for the other families the code that no call reaches is not linked.
 * The same settings must be used for the library and for the code that
 * includes these headers (the size of pq8k_verifier depends on them).
 *
 * The legacy schemes (Rainbow, GeMSS) are BROKEN and exist only in builds
 * that opt in with PQ8K_LEGACY_INSECURE (make LEGACY=1; docs/legacy.md).
 */
#ifndef PQ8K_CONFIG_H
#define PQ8K_CONFIG_H

#ifdef PQ8K_CONFIG_FILE
#include PQ8K_CONFIG_FILE
#endif

#ifndef PQ8K_CONFIG_DEFAULT
#define PQ8K_CONFIG_DEFAULT 1
#endif

/* ML-DSA (FIPS 204) parameter sets */
#ifndef PQ8K_CONFIG_MLDSA44
#define PQ8K_CONFIG_MLDSA44 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_MLDSA65
#define PQ8K_CONFIG_MLDSA65 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_MLDSA87
#define PQ8K_CONFIG_MLDSA87 PQ8K_CONFIG_DEFAULT
#endif

#define PQ8K_CONFIG_MLDSA_ANY (PQ8K_CONFIG_MLDSA44 || PQ8K_CONFIG_MLDSA65 || PQ8K_CONFIG_MLDSA87)

/* Falcon (round 3) parameter sets. Without Falcon-1024 the Falcon state is
   sized for Falcon-512 (about half). */
#ifndef PQ8K_CONFIG_FALCON512
#define PQ8K_CONFIG_FALCON512 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_FALCON1024
#define PQ8K_CONFIG_FALCON1024 PQ8K_CONFIG_DEFAULT
#endif

#define PQ8K_CONFIG_FALCON_ANY (PQ8K_CONFIG_FALCON512 || PQ8K_CONFIG_FALCON1024)

/* Legacy multivariate schemes: only with the explicit opt-in. */
#if defined(PQ8K_LEGACY_INSECURE)
#ifndef PQ8K_CONFIG_RAINBOW1_CLASSIC
#define PQ8K_CONFIG_RAINBOW1_CLASSIC PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_GEMSS128
#define PQ8K_CONFIG_GEMSS128 PQ8K_CONFIG_DEFAULT
#endif
#else
#if (defined(PQ8K_CONFIG_RAINBOW1_CLASSIC) && PQ8K_CONFIG_RAINBOW1_CLASSIC) || \
    (defined(PQ8K_CONFIG_GEMSS128) && PQ8K_CONFIG_GEMSS128)
#error "Rainbow and GeMSS are broken; they build only with PQ8K_LEGACY_INSECURE (make LEGACY=1, docs/legacy.md)"
#endif
#undef PQ8K_CONFIG_RAINBOW1_CLASSIC
#undef PQ8K_CONFIG_GEMSS128
#define PQ8K_CONFIG_RAINBOW1_CLASSIC 0
#define PQ8K_CONFIG_GEMSS128 0
#endif

#endif /* PQ8K_CONFIG_H */
