/* SPDX-License-Identifier: MIT */
/*
 * The CLI's scheme table: every scheme libpq8k has, with adapters from the
 * CLI's uniform calls (cli_schemes.h) to each family's API.
 *
 * Streaming: every scheme the engine (pq8k/stream.h) carries uses the engine
 * adapter and has its pq8k_scheme value in `engine`, so every stream file the
 * CLI writes is the engine's, with its 4-byte header.
 */
#include <string.h>
#include "cli_schemes.h"
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"
#include "pq8k/mldsa.h"
#include "pq8k/composite.h"
#include "pq8k/haetae.h"
#include "pq8k/slhdsa.h"
#include "pq8k/falcon.h"
#include "pq8k/legacy.h"
#include "cli_lms.h"
#include "cli_xmss.h"

/* ---- feeding a push verifier in chunks (what the device does) ---- */

typedef struct {
    int (*update)(void *st, const uint8_t *in, size_t len);
    int (*final)(void *st);
} push_ops;

/* Feeds stream[0..n) in chunks of `chunk` bytes (0: all at once); the verdict is
   final's, which repeats the first update failure (failures are sticky). */
static int feed(const push_ops *ops, void *st, const uint8_t *stream, size_t n, size_t chunk)
{
    size_t off = 0;
    if (chunk == 0) chunk = n;
    while (off < n) {
        size_t c = n - off < chunk ? n - off : chunk;
        if (ops->update(st, stream + off, c) != 0) break;
        off += c;
    }
    return ops->final(st);
}

/* ---- the engine ---- */

static pq8k_verifier engine_state;

static int eng_update(void *st, const uint8_t *in, size_t len) { return pq8k_verify_update(st, in, len); }
static int eng_final(void *st) { return pq8k_verify_final(st); }

static int eng_digest(const cli_scheme *s, const uint8_t *pk, size_t pklen, uint8_t *d, size_t *dlen)
{
    return pq8k_pk_digest((pq8k_scheme)s->engine, pk, pklen, d, dlen);
}

/* the longest stream (Falcon's vary; the encoder says how long this one is) */
static size_t eng_length(const cli_scheme *s, size_t siglen)
{
    (void)siglen;
    return pq8k_stream_length((pq8k_scheme)s->engine);
}

static int eng_encode(const cli_scheme *s, const uint8_t *pk, size_t pklen, const uint8_t *sig,
                      size_t siglen, uint8_t *out, size_t *outlen)
{
    return pq8k_stream_encode((pq8k_scheme)s->engine, pk, pklen, sig, siglen, out, outlen);
}

static int eng_check(const cli_scheme *s, const uint8_t *d, size_t dlen, const cli_msg *msg,
                     const uint8_t *stream, size_t n, size_t chunk)
{
    static const push_ops ops = { eng_update, eng_final };
    int rc = msg->ph ? pq8k_verify_init_prehash(&engine_state, (pq8k_scheme)s->engine, d, dlen,
                                                (pq8k_prehash)msg->ph, msg->m, msg->mlen, msg->ctx,
                                                msg->ctxlen)
                     : pq8k_verify_init(&engine_state, (pq8k_scheme)s->engine, d, dlen, msg->m,
                                        msg->mlen, msg->ctx, msg->ctxlen);
    return rc != 0 ? rc : feed(&ops, &engine_state, stream, n, chunk);
}

static const cli_stream engine_stream = { "engine", eng_digest, eng_length, eng_encode, eng_check };

/* ---- ML-DSA (FIPS 204) ---- */

typedef struct {
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m, size_t mlen,
                const uint8_t *ctx, size_t ctxlen);
    int (*sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m,
                              size_t mlen, const uint8_t *ctx, size_t ctxlen);
    int (*verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                  size_t mlen, const uint8_t *ctx, size_t ctxlen);
    int (*hash_sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg, const uint8_t *ph,
                     size_t phlen, const uint8_t *ctx, size_t ctxlen);
    int (*hash_sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *sk, pq8k_prehash alg,
                                   const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen);
    int (*hash_verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, pq8k_prehash alg,
                       const uint8_t *ph, size_t phlen, const uint8_t *ctx, size_t ctxlen);
} mldsa_fns;

#define MLDSA_FNS(l)                                                                              \
    { pq8k_mldsa##l##_keygen, pq8k_mldsa##l##_keygen_from_seed, pq8k_mldsa##l##_sign,            \
      pq8k_mldsa##l##_sign_deterministic, pq8k_mldsa##l##_verify, pq8k_mldsa##l##_hash_sign,       \
      pq8k_mldsa##l##_hash_sign_deterministic, pq8k_mldsa##l##_hash_verify }
static const mldsa_fns mldsa_levels[] = { MLDSA_FNS(44), MLDSA_FNS(65), MLDSA_FNS(87) };

static int mldsa_keygen(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    const mldsa_fns *f = &mldsa_levels[s->param];
    return seed ? f->keypair_from_seed(pk, sk, seed) : f->keypair(pk, sk);
}

static int mldsa_sign(const cli_scheme *s, uint8_t *sig, size_t *siglen, const cli_msg *msg,
                      const uint8_t *sk, int deterministic)
{
    const mldsa_fns *f = &mldsa_levels[s->param];
    if (msg->ph)
        return (deterministic ? f->hash_sign_deterministic : f->hash_sign)(
            sig, siglen, sk, (pq8k_prehash)msg->ph, msg->m, msg->mlen, msg->ctx, msg->ctxlen);
    return (deterministic ? f->sign_deterministic : f->sign)(sig, siglen, sk, msg->m, msg->mlen,
                                                             msg->ctx, msg->ctxlen);
}

static int mldsa_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                        const uint8_t *pk)
{
    const mldsa_fns *f = &mldsa_levels[s->param];
    if (msg->ph)
        return f->hash_verify(pk, sig, siglen, (pq8k_prehash)msg->ph, msg->m, msg->mlen,
                              msg->ctx, msg->ctxlen);
    return f->verify(pk, sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen);
}

/* ---- composite ML-DSA + ECDSA-P256 / Ed25519 (param: the pq8k_scheme) ---- */

static int composite_keygen(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    return seed ? pq8k_composite_keygen_from_seed((pq8k_scheme)s->param, pk, sk, seed)
                : pq8k_composite_keygen((pq8k_scheme)s->param, pk, sk);
}

static int composite_sign(const cli_scheme *s, uint8_t *sig, size_t *siglen, const cli_msg *msg,
                          const uint8_t *sk, int deterministic)
{
    return (deterministic ? pq8k_composite_sign_deterministic : pq8k_composite_sign)(
        (pq8k_scheme)s->param, sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen, sk);
}

static int composite_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen,
                            const cli_msg *msg, const uint8_t *pk)
{
    return pq8k_composite_verify((pq8k_scheme)s->param, pk, s->pklen, sig, siglen, msg->m,
                                 msg->mlen, msg->ctx, msg->ctxlen);
}

/* ---- HAETAE ---- */

typedef struct {
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m, size_t mlen,
                const uint8_t *ctx, size_t ctxlen);
    int (*verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                  size_t mlen, const uint8_t *ctx, size_t ctxlen);
} haetae_fns;

static const haetae_fns haetae_levels[] = {
    { pq8k_haetae2_keygen, pq8k_haetae2_keygen_from_seed, pq8k_haetae2_sign, pq8k_haetae2_verify },
    { pq8k_haetae3_keygen, pq8k_haetae3_keygen_from_seed, pq8k_haetae3_sign, pq8k_haetae3_verify },
    { pq8k_haetae5_keygen, pq8k_haetae5_keygen_from_seed, pq8k_haetae5_sign, pq8k_haetae5_verify },
};

static int haetae_keygen(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    const haetae_fns *f = &haetae_levels[s->param];
    return seed ? f->keypair_from_seed(pk, sk, seed) : f->keypair(pk, sk);
}

static int haetae_sign(const cli_scheme *s, uint8_t *sig, size_t *siglen, const cli_msg *msg,
                       const uint8_t *sk, int deterministic)
{
    (void)deterministic; /* refused by the CLI: has_deterministic is 0 */
    return haetae_levels[s->param].sign(sig, siglen, sk, msg->m, msg->mlen, msg->ctx, msg->ctxlen);
}

static int haetae_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                         const uint8_t *pk)
{
    return haetae_levels[s->param].verify(pk, sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen);
}

/* ---- SLH-DSA (FIPS 205) ---- */

static int slh_keygen(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    pq8k_slhdsa_set set = (pq8k_slhdsa_set)s->param;
    size_t n = s->seedlen / 3;   /* seed = SK.seed || SK.prf || PK.seed */
    if (!seed) return pq8k_slhdsa_keygen(set, pk, sk);
    return pq8k_slhdsa_keygen_from_seed(set, seed, seed + n, seed + 2 * n, pk, sk);
}

static int slh_sign(const cli_scheme *s, uint8_t *sig, size_t *siglen, const cli_msg *msg,
                    const uint8_t *sk, int deterministic)
{
    pq8k_slhdsa_set set = (pq8k_slhdsa_set)s->param;
    int rc = msg->ph ? (deterministic ? pq8k_slhdsa_hash_sign_deterministic : pq8k_slhdsa_hash_sign)(
                           set, sig, (pq8k_prehash)msg->ph, msg->m, msg->mlen, msg->ctx, msg->ctxlen, sk)
                     : (deterministic ? pq8k_slhdsa_sign_deterministic : pq8k_slhdsa_sign)(
                           set, sig, msg->m, msg->mlen, msg->ctx, msg->ctxlen, sk);
    *siglen = rc == 0 ? s->sigmax : 0;
    return rc;
}

static int slh_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                      const uint8_t *pk)
{
    pq8k_slhdsa_set set = (pq8k_slhdsa_set)s->param;
    if (msg->ph)
        return pq8k_slhdsa_hash_verify(set, sig, siglen, (pq8k_prehash)msg->ph, msg->m, msg->mlen,
                                       msg->ctx, msg->ctxlen, pk);
    return pq8k_slhdsa_verify(set, sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen, pk);
}

/* ---- Falcon (verification only) ---- */

static int falcon_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                         const uint8_t *pk)
{
    return (s->param == 9 ? pq8k_falcon512_verify : pq8k_falcon1024_verify)(pk, sig, siglen, msg->m,
                                                                           msg->mlen);
}

/* ---- legacy: Rainbow-I-classic and GeMSS128 (broken; LEGACY=1 builds only) ---- */

#if defined(PQ8K_LEGACY_INSECURE)
static int rainbow_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                          const uint8_t *pk)
{
    return pq8k_rainbow1_classic_verify(pk, s->pklen, sig, siglen, msg->m, msg->mlen);
}

static int gemss_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                        const uint8_t *pk)
{
    return pq8k_gemss128_verify(pk, s->pklen, sig, siglen, msg->m, msg->mlen);
}

#endif

/* ---- the table: one row per scheme of the registry (pq8k/schemes.def)
   whose format this build has, in id order, shaped by its family ---- */

/* the HAETAE release whose signatures this build produces (pq8k/config.h) */
#if PQ8K_CONFIG_HAETAE_V112
#define HAETAE_RELEASE "v1.1.2"
#else
#define HAETAE_RELEASE "v1.2.0"
#endif
#define MLDSA_COMPACT_NO_SIGN "the keys and signatures of the level's own name (e.g. mldsa44)"
#define FALCON_NO_SIGN "Falcon signing needs floating-point Gaussian sampling; pq8k verifies only"

/* CLI_ROW_<family>(ID, value, cli, title, pk, sig): the row, or nothing for
   the families with a command of their own (CLI_OWN_<family> below) */
#define CLI_ROW_mldsa(ID, value, cli, title, pk, sig)                                              \
    { cli, title " (FIPS 204)", (value) - PQ8K_MLDSA44, pk, PQ8K_##ID##_SECRETKEYBYTES, sig, sig,  \
      32, 1, 1, 1, mldsa_keygen, mldsa_sign, mldsa_verify, &engine_stream, PQ8K_##ID, "PQ8K_" #ID,  \
      NULL, NULL },
/* the same keys and signatures, streamed in the compact layout (no keygen/sign of its own) */
#define CLI_ROW_mldsa_compact(ID, value, cli, title, pk, sig)                                      \
    { cli, title " (FIPS 204)", (value) - PQ8K_MLDSA44_COMPACT, pk, 0, sig, sig, 0, 1, 0, 1, NULL, \
      NULL, mldsa_verify, &engine_stream, PQ8K_##ID, "PQ8K_" #ID, NULL, MLDSA_COMPACT_NO_SIGN },
/* composites: ECDSA's DER signature is 8..72 bytes, so the shortest is 64 bytes
   under the longest; the seed is ML-DSA's xi || the classical seed */
#define CLI_ROW_composite(ID, value, cli, title, pk, sig)                                          \
    { cli, title " (" PQ8K_COMPOSITE_DRAFT ")", PQ8K_##ID, pk, PQ8K_COMPOSITE_SECRETKEYBYTES,      \
      (value) == PQ8K_MLDSA44_ECDSA_P256 || (value) == PQ8K_MLDSA65_ECDSA_P256 ? (sig) - 64 : (sig), \
      sig, PQ8K_COMPOSITE_SEEDBYTES, 1, 1, 0, composite_keygen, composite_sign, composite_verify,   \
      &engine_stream, PQ8K_##ID, "PQ8K_" #ID, NULL, NULL },
#define CLI_ROW_haetae(ID, value, cli, title, pk, sig)                                             \
    { cli, title " (" HAETAE_RELEASE ")", (value) - PQ8K_HAETAE2, pk, PQ8K_##ID##_SECRETKEYBYTES,  \
      sig, sig, 32, 1, 0, 0, haetae_keygen, haetae_sign, haetae_verify, &engine_stream, PQ8K_##ID,  \
      "PQ8K_" #ID, NULL, NULL },
/* SLH-DSA: pk = PK.seed || PK.root (2n), sk 4n, keygen seed 3n */
#define CLI_ROW_slhdsa(ID, value, cli, title, pk, sig)                                             \
    { cli, title " (FIPS 205)", (value) - PQ8K_SLHDSA_SHA2_128S, pk, 2 * (pk), sig, sig,           \
      3 * (pk) / 2, 1, 1, 1, slh_keygen, slh_sign, slh_verify, &engine_stream, PQ8K_##ID,           \
      "PQ8K_" #ID, NULL, NULL },
/* Falcon: param is logn */
#define CLI_ROW_falcon(ID, value, cli, title, pk, sig)                                             \
    { cli, title " (round 3)", (value) == PQ8K_FALCON512 ? 9 : 10, pk, 0, PQ8K_FALCON_SIG_MIN, sig, \
      0, 0, 0, 0, NULL, NULL, falcon_verify, &engine_stream, PQ8K_##ID, "PQ8K_" #ID, NULL,          \
      FALCON_NO_SIGN },
#define CLI_ROW_rainbow(ID, value, cli, title, pk, sig)                                            \
    { cli, title " (round 3) - BROKEN", 0, pk, 0, sig, sig, 0, 0, 0, 0, NULL, NULL,                \
      rainbow_verify, &engine_stream, PQ8K_##ID, "PQ8K_" #ID,                                      \
      "rainbow1 is BROKEN (key recovery in a weekend, Beullens 2022): a valid signature proves "   \
      "nothing; research and comparison only (docs/legacy.md)",                                    \
      "legacy schemes are verification only" },
#define CLI_ROW_gemss(ID, value, cli, title, pk, sig)                                              \
    { cli, title " - BROKEN", 0, pk, 0, sig, sig, 0, 0, 0, 0, NULL, NULL, gemss_verify,            \
      &engine_stream, PQ8K_##ID, "PQ8K_" #ID,                                                      \
      "gemss128 is BROKEN (MinRank key recovery, Tao-Petzoldt-Ding 2021): a valid signature "      \
      "proves nothing; research and comparison only (docs/legacy.md)",                             \
      "legacy schemes are verification only" },
#define CLI_ROW_lms(ID, value, cli, title, pk, sig)
#define CLI_ROW_xmss(ID, value, cli, title, pk, sig)

const cli_scheme cli_schemes[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    CLI_ROW_##family(ID, value, cli, title, pk, sig)
#include "pq8k/schemes.def"
};

const size_t cli_nschemes = sizeof cli_schemes / sizeof cli_schemes[0];

/* The stateful families have a command of their own (pq8k lms ..., pq8k xmss
   ...; tools/cli_stateful.c), named by the registry as well. */
#define CLI_OWN_lms(cli) { cli, cli_lms_main },
#define CLI_OWN_xmss(cli) { cli, cli_xmss_main },
#define CLI_OWN_mldsa(cli)
#define CLI_OWN_mldsa_compact(cli)
#define CLI_OWN_composite(cli)
#define CLI_OWN_slhdsa(cli)
#define CLI_OWN_falcon(cli)
#define CLI_OWN_haetae(cli)
#define CLI_OWN_rainbow(cli)
#define CLI_OWN_gemss(cli)
const cli_own_command cli_own_commands[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) CLI_OWN_##family(cli)
#include "pq8k/schemes.def"
    { NULL, NULL },
};
