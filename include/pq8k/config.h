/*
 * Build configuration: which schemes libpq8k contains.
 *
 * Every PQ8K_CONFIG_<SCHEME> macro is 1 (built) unless the build defines it
 * as 0, either with -D on the compiler command line or in a file named by
 * -DPQ8K_CONFIG_FILE='"my_config.h"' (included first). A scheme left out is
 * not compiled (its one-shot functions do not exist), the stream engine
 * answers PQ8K_ERR_UNSUPPORTED for it, and it takes no room in pq8k_verifier:
 * a firmware that verifies one scheme only pays for that one.
 * The same settings must be used for the library and for the code that
 * includes these headers (the size of pq8k_verifier depends on them).
 */
#ifndef PQ8K_CONFIG_H
#define PQ8K_CONFIG_H

#ifdef PQ8K_CONFIG_FILE
#include PQ8K_CONFIG_FILE
#endif

/* ML-DSA (FIPS 204) parameter sets */
#ifndef PQ8K_CONFIG_MLDSA44
#define PQ8K_CONFIG_MLDSA44 1
#endif
#ifndef PQ8K_CONFIG_MLDSA65
#define PQ8K_CONFIG_MLDSA65 1
#endif
#ifndef PQ8K_CONFIG_MLDSA87
#define PQ8K_CONFIG_MLDSA87 1
#endif

#define PQ8K_CONFIG_MLDSA_ANY (PQ8K_CONFIG_MLDSA44 || PQ8K_CONFIG_MLDSA65 || PQ8K_CONFIG_MLDSA87)

#endif /* PQ8K_CONFIG_H */
