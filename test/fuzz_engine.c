/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target for the stream engine's life cycle (pq8k/stream.h), with
 * an accept/reject oracle.
 *
 * Genuine streams are made once: SLH-DSA-SHA2-128f (pure, with a context),
 * SLH-DSA-SHAKE-128f (internal), ML-DSA-44 with external mu, and ML-DSA-44 in
 * the pre-hash mode (HashML-DSA with SHA-256, signed through sign_internal on
 * M' = 1 || ctxlen || ctx || OID || PH(M)), and HashSLH-DSA-SHA2-128f with
 * SHA-256 (pq8k_slhdsa_hash_sign_deterministic). Input: byte 0 picks the case;
 * then 3-byte operations on one verifier that lives across inputs:
 *   init (right or wrong message / mu / PH), update with the next chunk of the
 *   stream (clean, or with one byte flipped, or running past the end), final,
 *   and calls after final.
 * Oracle: final returns 0 exactly when the last init was right and was
 * followed by the whole genuine stream, unmodified and in order, and no final
 * since; every other sequence must end in a non-zero result.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pq8k/mldsa.h"
#include "pq8k/slhdsa.h"
#include "pq8k/stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c) do { if (!(c)) __builtin_trap(); } while (0)
#define NCASES 5
#define MAX_STREAM 20000

typedef struct {
    pq8k_scheme scheme;
    int mode; /* 0 pure, 1 internal, 2 mu, 3 prehash */
    uint8_t stream[MAX_STREAM];
    size_t len;
    uint8_t digest[64];
    size_t dlen;
} fuzz_case;

static fuzz_case cases[NCASES];
static const uint8_t msg[5] = "fuzz!", ctx[3] = "ctx";
static uint8_t mu[64], ph[32];
static pq8k_verifier v;

static void slh_case(fuzz_case *c, pq8k_scheme scheme, pq8k_slhdsa_set set, int mode)
{
    uint8_t seed[16] = {7}, pk[32], sk[64], sig[17088];
    CHECK(pq8k_slhdsa_keygen_from_seed(set, seed, seed, seed, pk, sk) == 0);
    if (mode == 0)
        CHECK(pq8k_slhdsa_sign_deterministic(set, sig, msg, sizeof msg, ctx, sizeof ctx, sk) == 0);
    else if (mode == 3)
        CHECK(pq8k_slhdsa_hash_sign_deterministic(set, sig, PQ8K_PH_SHA256, ph, sizeof ph, ctx,
                                                  sizeof ctx, sk) == 0);
    else
        CHECK(pq8k_slhdsa_sign_internal(set, sig, msg, sizeof msg, sk, NULL) == 0);
    c->scheme = scheme;
    c->mode = mode;
    c->len = sizeof c->stream;
    CHECK(pq8k_stream_encode(scheme, pk, sizeof pk, sig, pq8k_slhdsa_sig_bytes(set), c->stream,
                             &c->len) == 0);
    c->dlen = sizeof c->digest;
    CHECK(pq8k_pk_digest(scheme, pk, sizeof pk, c->digest, &c->dlen) == 0);
}

static void mldsa_case(fuzz_case *c, int mode)
{
    static const uint8_t oid_sha256[11] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01,
                                           0x65, 0x03, 0x04, 0x02, 0x01};
    uint8_t seed[32] = {9}, rnd[32] = {0}, pk[1312], sk[2560], sig[2420], m[2 + 3 + 11 + 32];
    CHECK(pq8k_mldsa44_keygen_from_seed(pk, sk, seed) == 0);
    if (mode == 2) {
        CHECK(pq8k_mldsa44_sign_mu(sig, NULL, sk, mu, rnd) == 0);
    } else {
        m[0] = 1;
        m[1] = sizeof ctx;
        memcpy(m + 2, ctx, sizeof ctx);
        memcpy(m + 5, oid_sha256, sizeof oid_sha256);
        memcpy(m + 16, ph, sizeof ph);
        CHECK(pq8k_mldsa44_sign_internal(sig, NULL, sk, m, sizeof m, rnd) == 0);
    }
    c->scheme = PQ8K_MLDSA44;
    c->mode = mode;
    c->len = sizeof c->stream;
    CHECK(pq8k_stream_encode(PQ8K_MLDSA44, pk, sizeof pk, sig, sizeof sig, c->stream, &c->len) == 0);
    c->dlen = sizeof c->digest;
    CHECK(pq8k_pk_digest(PQ8K_MLDSA44, pk, sizeof pk, c->digest, &c->dlen) == 0);
}

static void setup(void)
{
    static int done;
    if (done) return;
    for (unsigned i = 0; i < sizeof mu; i++) mu[i] = (uint8_t)(3 * i + 1);
    for (unsigned i = 0; i < sizeof ph; i++) ph[i] = (uint8_t)(5 * i + 2);
    slh_case(&cases[0], PQ8K_SLHDSA_SHA2_128F, PQ8K_SLHDSA_SET_SHA2_128F, 0);
    slh_case(&cases[1], PQ8K_SLHDSA_SHAKE_128F, PQ8K_SLHDSA_SET_SHAKE_128F, 1);
    mldsa_case(&cases[2], 2);
    mldsa_case(&cases[3], 3);
    slh_case(&cases[4], PQ8K_SLHDSA_SHA2_128F, PQ8K_SLHDSA_SET_SHA2_128F, 3);
    done = 1;
}

/* init for case c; wrong != 0 changes the message, mu or PH by one bit */
static int init(const fuzz_case *c, int wrong)
{
    /* static: the engine reads the message through its pointer until final */
    static uint8_t m[sizeof msg], u[sizeof mu], h[sizeof ph];
    memcpy(m, msg, sizeof m);
    memcpy(u, mu, sizeof u);
    memcpy(h, ph, sizeof h);
    if (wrong) {
        m[0] ^= 1;
        u[0] ^= 1;
        h[0] ^= 1;
    }
    switch (c->mode) {
    case 0: return pq8k_verify_init(&v, c->scheme, c->digest, c->dlen, m, sizeof m, ctx, sizeof ctx);
    case 1: return pq8k_verify_init_internal(&v, c->scheme, c->digest, c->dlen, m, sizeof m);
    case 2: return pq8k_verify_init_mu(&v, c->scheme, c->digest, c->dlen, u, sizeof u);
    default:
        return pq8k_verify_init_prehash(&v, c->scheme, c->digest, c->dlen, PQ8K_PH_SHA256, h,
                                        sizeof h, ctx, sizeof ctx);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t buf[MAX_STREAM + 64];
    const fuzz_case *c;
    size_t pos = 0;
    int inited = 0, clean = 0, finals = 0;
    if (size < 1) return 0;
    setup();
    (void)pq8k_verify_final(&v); /* close what the previous input left open */
    c = &cases[data[0] % NCASES];
    data++;
    size--;
    for (; size >= 3; data += 3, size -= 3) {
        unsigned op = data[0] % 8, arg = (unsigned)data[1] | (unsigned)data[2] << 8;
        if (op <= 1) {                      /* init, right (0) or wrong (1) */
            CHECK(init(c, op == 1) == 0);
            inited = 1;
            clean = op == 0;
            pos = 0;
            finals = 0;
        } else if (op <= 4) {               /* update: clean, flipped, or past the end */
            size_t n = 1 + arg % 1500;
            size_t have = pos < c->len ? c->len - pos : 0;
            size_t take = n < have ? n : have;
            if (take > 0) memcpy(buf, c->stream + pos, take);
            if (op == 4 || take < n) {      /* bytes beyond the stream */
                memset(buf + take, (int)arg, n - take);
                take = n;
                clean = 0;
            }
            if (op == 3) {
                buf[arg % take] ^= (uint8_t)(1u << (data[0] >> 5));
                clean = 0;
            }
            (void)pq8k_verify_update(&v, buf, take);
            pos += take;
            if (finals) clean = 0;
        } else if (op == 5) {               /* zero-length update: changes nothing */
            (void)pq8k_verify_update(&v, NULL, 0);
        } else {                            /* final */
            int r = pq8k_verify_final(&v);
            CHECK(r <= 0);
            CHECK((r == 0) == (inited && clean && pos == c->len && finals == 0));
            finals++;
        }
    }
    if (inited && finals == 0) {
        int r = pq8k_verify_final(&v);
        CHECK((r == 0) == (clean && pos == c->len));
    }
    return 0;
}
