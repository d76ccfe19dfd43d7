/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA-SHA2-128s's one-check-off inputs (bench/check_off.c). The stream
 * is the key (compared byte by byte with the trusted copy, judged at its
 * last byte) then the signature: R (16) | FORS: 14 x (sk, 12 auth nodes) |
 * hypertree: 7 x (35 WOTS+ chain values, 9 auth nodes), 16-byte elements.
 * SLH-DSA makes no check between the key and the last element: every
 * changed signature element meets the one root compare at the last byte.
 */
#include <string.h>
#include "check_off.h"
#include "pq8k/slhdsa.h"

#define N 16u
#define FORS (N)
#define FORS_TREE (13u * N)
#define HT (FORS + 14u * FORS_TREE)
#define LAYER (44u * N)

/* one bit of the element at sig offset off flipped: the root compare fails */
static void root_input(const genuine *g, crafted *c, const char *check, const char *how, size_t off)
{
    start(g, c);
    c->sig[off] ^= 0x01;
    encode(g, c);
    emit(g, check, how, c, PQ8K_ERR_BAD_SIGNATURE, (long)c->n - 1);
}

void slhdsa_inputs(genuine *g, crafted *c)
{
    const pq8k_slhdsa_set set = PQ8K_SLHDSA_SET_SHA2_128S;
    uint8_t seeds[3 * N], sk[4 * N];
    int e;
    g->name = "slhdsa_sha2_128s";
    g->id = PQ8K_SLHDSA_SHA2_128S;
    g->ctx = 1;
    g->pklen = 2 * N;
    g->siglen = pq8k_slhdsa_sig_bytes(set);
    for (unsigned i = 0; i < sizeof seeds; i++) seeds[i] = (uint8_t)i;
    for (unsigned i = 0; i < MSG_LEN; i++) g->msg[i] = (uint8_t)i;
    e = pq8k_slhdsa_keygen_from_seed(set, seeds, seeds + N, seeds + 2 * N, g->pk, sk);
    if (e == 0)
        e = pq8k_slhdsa_sign_deterministic(set, g->sig, g->msg, MSG_LEN, (const uint8_t *)CTX,
                                           strlen(CTX), sk);
    if (e != 0) die("SLH-DSA signing", e);
    finish_genuine(g, c);
    engine_checks(g, c);

    start(g, c);
    c->pk[2 * N - 1] ^= 0x01;
    encode(g, c);
    emit(g, "pk-digest", "one bit of PK.root flipped (the streamed key differs from the trusted one)", c,
         PQ8K_ERR_PK_DIGEST, 4 + 2 * N - 1);

    root_input(g, c, "randomizer", "one bit of R flipped (another message digest)", 0);
    root_input(g, c, "fors-sk", "one bit of FORS tree 0's secret value flipped", FORS);
    root_input(g, c, "fors-auth", "one bit of FORS tree 13's top auth node flipped",
               FORS + 13 * FORS_TREE + 12 * N);
    root_input(g, c, "wots-chain", "one bit of layer 0's first WOTS+ chain value flipped", HT);
    root_input(g, c, "ht-auth", "one bit of layer 6's top auth node flipped (the last element)",
               HT + 6 * LAYER + 43 * N);
}
