/* SPDX-License-Identifier: MIT */
/*
 * An outside firmware: it sees only include/ and libpq8k.a, brings its own
 * startup (newlib's crt0 via nosys.specs) and randomness hook. Built by
 * `make PLATFORM=m4 link-check` to prove the archive is self-contained, and
 * through CMake (CMakeLists.txt here; scripts/cmake-check.sh).
 */
#include <string.h>
#include "pq8k/pq8k.h"

int pq8k_randombytes(uint8_t *out, size_t len)
{
    memset(out, 0, len);   /* a real integrator reads its TRNG here */
    return -1;             /* ...and reports failure when it cannot */
}

int main(void)
{
    return (int)strlen(pq8k_strerror(PQ8K_ERR_PK_DIGEST)) > 0 ? 0 : 1;
}
