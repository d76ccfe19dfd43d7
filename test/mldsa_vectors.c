/* SPDX-License-Identifier: MIT */
#include <string.h>
#include "mldsa_vectors.h"

#define LEVEL(n)                                                                            \
    {"ML-DSA-" #n, PQ8K_MLDSA##n, PQ8K_MLDSA##n##_PUBLICKEYBYTES, PQ8K_MLDSA##n##_SECRETKEYBYTES, \
     PQ8K_MLDSA##n##_SIGBYTES, "ml-dsa/kat/PQCsignKAT_ml-dsa-" #n ".rsp",                      \
     "ml-dsa/negative/ml-dsa-" #n "-negative.rsp", pq8k_mldsa##n##_keygen,                   \
     pq8k_mldsa##n##_keygen_from_seed, pq8k_mldsa##n##_sign, pq8k_mldsa##n##_sign_deterministic, \
     pq8k_mldsa##n##_sign_internal, pq8k_mldsa##n##_sign_mu, pq8k_mldsa##n##_verify,           \
     pq8k_mldsa##n##_verify_internal, pq8k_mldsa##n##_verify_mu}

const mldsa_level mldsa_levels[3] = {LEVEL(44), LEVEL(65), LEVEL(87)};

const mldsa_level *mldsa_level_named(const char *name)
{
    for (unsigned i = 0; i < 3; i++)
        if (strcmp(mldsa_levels[i].name, name) == 0) return &mldsa_levels[i];
    return NULL;
}

int json_next(tt_file *f, char *line, size_t cap, const char **key, const char **value)
{
    for (;;) {
        long n = tt_getline(f, line, cap);
        char *k, *e, *v;
        if (n < 0) return -1;
        k = strchr(line, '"');
        if (k == NULL) continue;
        e = strchr(k + 1, '"');
        if (e == NULL || e[1] != ':') continue;
        *e = '\0';
        v = e + 2;
        while (*v == ' ') v++;
        if (*v == '"') {
            char *end = strchr(++v, '"');
            if (end != NULL) *end = '\0';
        } else {
            char *end = v;
            while (*end != '\0' && *end != ',' && *end != ' ') end++;
            *end = '\0';
        }
        *key = k + 1;
        *value = v;
        return 0;
    }
}
