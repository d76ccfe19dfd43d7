/* SPDX-License-Identifier: MIT */
/* The level's three operations behind the public API (see api.c). */
#ifndef PQ8K_HAETAE_API_INTERNAL_H
#define PQ8K_HAETAE_API_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include "haetae/params.h"

#define haetae_keygen_core HAETAE_NS(keygen_core)
#define haetae_sign_core HAETAE_NS(sign_core)
#define haetae_sign_fail HAETAE_NS(sign_fail)
#define haetae_verify_core HAETAE_NS(verify_core)
#define haetae_keygen_check HAETAE_NS(keygen_check)

int haetae_keygen_core(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
/* The key generation's self-check (keygen.c, PQ8K_CONFIG_SIGN_FAULT_CHECKS):
   0 if pk and sk are one consistent key pair, else PQ8K_ERR_FAULT. Nothing
   is written. Declared in every build, defined only with the checks. */
int haetae_keygen_check(uint8_t *pk, uint8_t *sk);
/* mu = H(pk || pre1 || pre2 || m): the prefix may come in two pieces. */
int haetae_sign_core(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *pre1, size_t pre1len, const uint8_t *pre2, size_t pre2len,
                     const uint8_t rnd[32], const uint8_t *sk);
/* Zero the signature outputs (if given) and return err. */
int haetae_sign_fail(uint8_t *sig, size_t *siglen, int err);
int haetae_verify_core(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *pre1, size_t pre1len, const uint8_t *pre2, size_t pre2len,
                       const uint8_t *pk);

#endif
