/* SPDX-License-Identifier: MIT */
/*
 * A test vector of the sample: a stream (the library's own encoding of a KAT
 * or bench signature, made by gen_vectors.py when the sample is configured),
 * the trusted digest and message, and the stream offsets where one signature
 * byte and one public-key byte land (every copy).
 */
#ifndef PQ8K_SAMPLE_VECTORS_H
#define PQ8K_SAMPLE_VECTORS_H

#include <stddef.h>
#include <stdint.h>
#include "pq8k/stream.h"

struct pq8k_sample_vector {
    const char *name;
    pq8k_scheme scheme;
    int internal;               /* signed through the FIPS internal interface */
    const uint8_t *digest;
    size_t digestlen;
    const uint8_t *msg;
    size_t msglen;
    const uint8_t *stream;      /* in flash */
    size_t streamlen;
    const uint32_t *tamper_sig; /* stream offsets of one signature byte */
    size_t n_tamper_sig;
    const uint32_t *tamper_pk;  /* and of one public-key byte */
    size_t n_tamper_pk;
};

#define PQ8K_SAMPLE_VECTOR(name) extern const struct pq8k_sample_vector pq8k_sample_##name;
#include "vectors_list.h"
#undef PQ8K_SAMPLE_VECTOR

#endif
