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
#include "pq8k/haetae.h"
#include "pq8k/slhdsa.h"
#include "pq8k/falcon.h"
#include "pq8k/legacy.h"

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

/* ML-DSA's compact layout: header + pk + sig rearranged. Its length is known
   here even when this build's engine lacks the compact verifier
   (PQ8K_CONFIG_MLDSA_COMPACT), which streamverify then reports */
static size_t compact_length(const cli_scheme *s, size_t siglen)
{
    return PQ8K_STREAM_HEADER_BYTES + s->pklen + siglen;
}

static const cli_stream compact_stream = { "engine", eng_digest, compact_length, eng_encode, eng_check };

/* ---- ML-DSA (FIPS 204) ---- */

typedef struct {
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                size_t ctxlen, const uint8_t *sk);
    int (*sign_deterministic)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                              const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
    int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
    int (*hash_sign)(uint8_t *sig, size_t *siglen, pq8k_prehash alg, const uint8_t *ph, size_t phlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
    int (*hash_sign_deterministic)(uint8_t *sig, size_t *siglen, pq8k_prehash alg, const uint8_t *ph,
                                   size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
    int (*hash_verify)(const uint8_t *sig, size_t siglen, pq8k_prehash alg, const uint8_t *ph,
                       size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
} mldsa_fns;

#define MLDSA_FNS(l)                                                                              \
    { pq8k_mldsa##l##_keypair, pq8k_mldsa##l##_keypair_from_seed, pq8k_mldsa##l##_sign,            \
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
            sig, siglen, (pq8k_prehash)msg->ph, msg->m, msg->mlen, msg->ctx, msg->ctxlen, sk);
    return (deterministic ? f->sign_deterministic : f->sign)(sig, siglen, msg->m, msg->mlen, msg->ctx,
                                                             msg->ctxlen, sk);
}

static int mldsa_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                        const uint8_t *pk)
{
    const mldsa_fns *f = &mldsa_levels[s->param];
    if (msg->ph)
        return f->hash_verify(sig, siglen, (pq8k_prehash)msg->ph, msg->m, msg->mlen, msg->ctx,
                              msg->ctxlen, pk);
    return f->verify(sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen, pk);
}

/* ---- HAETAE ---- */

typedef struct {
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_from_seed)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                size_t ctxlen, const uint8_t *sk);
    int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
} haetae_fns;

static const haetae_fns haetae_levels[] = {
    { pq8k_haetae2_keypair, pq8k_haetae2_keypair_from_seed, pq8k_haetae2_sign, pq8k_haetae2_verify },
    { pq8k_haetae3_keypair, pq8k_haetae3_keypair_from_seed, pq8k_haetae3_sign, pq8k_haetae3_verify },
    { pq8k_haetae5_keypair, pq8k_haetae5_keypair_from_seed, pq8k_haetae5_sign, pq8k_haetae5_verify },
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
    return haetae_levels[s->param].sign(sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen, sk);
}

static int haetae_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                         const uint8_t *pk)
{
    return haetae_levels[s->param].verify(sig, siglen, msg->m, msg->mlen, msg->ctx, msg->ctxlen, pk);
}

/* ---- SLH-DSA (FIPS 205) ---- */

static int slh_keygen(const cli_scheme *s, uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    pq8k_slhdsa_set set = (pq8k_slhdsa_set)s->param;
    size_t n = s->seedlen / 3;   /* seed = SK.seed || SK.prf || PK.seed */
    if (!seed) return pq8k_slhdsa_keygen(set, pk, sk);
    return pq8k_slhdsa_keygen_internal(set, seed, seed + n, seed + 2 * n, pk, sk);
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
    return (s->param == 9 ? pq8k_falcon512_verify : pq8k_falcon1024_verify)(sig, siglen, msg->m,
                                                                           msg->mlen, pk);
}

/* ---- legacy: Rainbow-I-classic and GeMSS128 (broken; LEGACY=1 builds only) ---- */

#if defined(PQ8K_LEGACY_INSECURE)
static int rainbow_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                          const uint8_t *pk)
{
    return pq8k_rainbow1_classic_verify(sig, siglen, msg->m, msg->mlen, pk, s->pklen);
}

static int gemss_verify(const cli_scheme *s, const uint8_t *sig, size_t siglen, const cli_msg *msg,
                        const uint8_t *pk)
{
    return pq8k_gemss128_verify(sig, siglen, msg->m, msg->mlen, pk, s->pklen);
}

#endif

/* ---- the table ---- */

#define MLDSA(lvl, idx, pk, sk, sig)                                                             \
    { "mldsa" #lvl, "ML-DSA-" #lvl " (FIPS 204)", idx, pk, sk, sig, sig, 32, 1, 1, 1, mldsa_keygen,  \
      mldsa_sign, mldsa_verify, &engine_stream, PQ8K_MLDSA##lvl, "PQ8K_MLDSA" #lvl, NULL, NULL }
/* the same keys and signatures, streamed in the compact layout (no keygen/sign of its own) */
#define MLDSA_COMPACT_NO_SIGN "the keys and signatures of the level's own name (e.g. mldsa44)"
#define MLDSA_COMPACT(lvl, idx, pk, sig)                                                           \
    { "mldsa" #lvl "-compact", "ML-DSA-" #lvl " (FIPS 204), compact stream", idx, pk, 0, sig, sig, 0, \
      1, 0, 1, NULL, NULL, mldsa_verify, &compact_stream, PQ8K_MLDSA##lvl##_COMPACT,                \
      "PQ8K_MLDSA" #lvl "_COMPACT", NULL, MLDSA_COMPACT_NO_SIGN }
/* the HAETAE release whose signatures this build produces (pq8k/config.h) */
#if PQ8K_CONFIG_HAETAE_V112
#define HAETAE_RELEASE "v1.1.2"
#else
#define HAETAE_RELEASE "v1.2.0"
#endif
#define HAETAE(lvl, idx)                                                                         \
    { "haetae" #lvl, "HAETAE-" #lvl " (" HAETAE_RELEASE ")", idx, PQ8K_HAETAE##lvl##_PUBLICKEYBYTES,          \
      PQ8K_HAETAE##lvl##_SECRETKEYBYTES, PQ8K_HAETAE##lvl##_SIGBYTES,                             \
      PQ8K_HAETAE##lvl##_SIGBYTES, 32, 1, 0, 0, haetae_keygen, haetae_sign, haetae_verify,           \
      &engine_stream, PQ8K_HAETAE##lvl, "PQ8K_HAETAE" #lvl, NULL, NULL }
#define SLHDSA(name, title, set, n, sig)                                                         \
    { name, title " (FIPS 205)", PQ8K_SLHDSA_SET_##set, 2 * (n), 4 * (n), sig, sig, 3 * (n), 1, 1, 1, \
      slh_keygen, slh_sign, slh_verify, &engine_stream, PQ8K_SLHDSA_##set, "PQ8K_SLHDSA_" #set,   \
      NULL, NULL }
#define FALCON_NO_SIGN "Falcon signing needs floating-point Gaussian sampling; pq8k verifies only"
#define FALCON(lvl, logn)                                                                        \
    { "falcon" #lvl, "Falcon-" #lvl " (round 3)", logn, PQ8K_FALCON##lvl##_PK_BYTES, 0,           \
      PQ8K_FALCON_SIG_MIN, PQ8K_FALCON##lvl##_SIG_MAX, 0, 0, 0, 0, NULL, NULL, falcon_verify,        \
      &engine_stream, PQ8K_FALCON##lvl, "PQ8K_FALCON" #lvl, NULL, FALCON_NO_SIGN }

const cli_scheme cli_schemes[] = {
    MLDSA(44, 0, PQ8K_MLDSA44_PUBLICKEYBYTES, PQ8K_MLDSA44_SECRETKEYBYTES, PQ8K_MLDSA44_SIGBYTES),
    MLDSA(65, 1, PQ8K_MLDSA65_PUBLICKEYBYTES, PQ8K_MLDSA65_SECRETKEYBYTES, PQ8K_MLDSA65_SIGBYTES),
    MLDSA(87, 2, PQ8K_MLDSA87_PUBLICKEYBYTES, PQ8K_MLDSA87_SECRETKEYBYTES, PQ8K_MLDSA87_SIGBYTES),
    MLDSA_COMPACT(44, 0, PQ8K_MLDSA44_PUBLICKEYBYTES, PQ8K_MLDSA44_SIGBYTES),
    MLDSA_COMPACT(65, 1, PQ8K_MLDSA65_PUBLICKEYBYTES, PQ8K_MLDSA65_SIGBYTES),
    MLDSA_COMPACT(87, 2, PQ8K_MLDSA87_PUBLICKEYBYTES, PQ8K_MLDSA87_SIGBYTES),
    HAETAE(2, 0),
    HAETAE(3, 1),
    HAETAE(5, 2),
    SLHDSA("slhdsa-sha2-128s", "SLH-DSA-SHA2-128s", SHA2_128S, 16, 7856),
    SLHDSA("slhdsa-sha2-128f", "SLH-DSA-SHA2-128f", SHA2_128F, 16, 17088),
    SLHDSA("slhdsa-sha2-192s", "SLH-DSA-SHA2-192s", SHA2_192S, 24, 16224),
    SLHDSA("slhdsa-sha2-192f", "SLH-DSA-SHA2-192f", SHA2_192F, 24, 35664),
    SLHDSA("slhdsa-sha2-256s", "SLH-DSA-SHA2-256s", SHA2_256S, 32, 29792),
    SLHDSA("slhdsa-sha2-256f", "SLH-DSA-SHA2-256f", SHA2_256F, 32, 49856),
    SLHDSA("slhdsa-shake-128s", "SLH-DSA-SHAKE-128s", SHAKE_128S, 16, 7856),
    SLHDSA("slhdsa-shake-128f", "SLH-DSA-SHAKE-128f", SHAKE_128F, 16, 17088),
    SLHDSA("slhdsa-shake-192s", "SLH-DSA-SHAKE-192s", SHAKE_192S, 24, 16224),
    SLHDSA("slhdsa-shake-192f", "SLH-DSA-SHAKE-192f", SHAKE_192F, 24, 35664),
    SLHDSA("slhdsa-shake-256s", "SLH-DSA-SHAKE-256s", SHAKE_256S, 32, 29792),
    SLHDSA("slhdsa-shake-256f", "SLH-DSA-SHAKE-256f", SHAKE_256F, 32, 49856),
    FALCON(512, 9),
    FALCON(1024, 10),
#if defined(PQ8K_LEGACY_INSECURE)
    { "rainbow1", "Rainbow-I-classic (round 3) - BROKEN", 0, PQ8K_RAINBOW1_CLASSIC_PKBYTES, 0,
      PQ8K_RAINBOW1_CLASSIC_SIGBYTES, PQ8K_RAINBOW1_CLASSIC_SIGBYTES, 0, 0, 0, 0, NULL, NULL,
      rainbow_verify, &engine_stream, PQ8K_RAINBOW1_CLASSIC, "PQ8K_RAINBOW1_CLASSIC",
      "rainbow1 is BROKEN (key recovery in a weekend, Beullens 2022): a valid signature proves "
      "nothing; research and comparison only (docs/legacy.md)",
      "legacy schemes are verification only" },
    { "gemss128", "GeMSS128 - BROKEN", 0, PQ8K_GEMSS128_PKBYTES, 0, PQ8K_GEMSS128_SIGBYTES,
      PQ8K_GEMSS128_SIGBYTES, 0, 0, 0, 0, NULL, NULL, gemss_verify, &engine_stream, PQ8K_GEMSS128,
      "PQ8K_GEMSS128",
      "gemss128 is BROKEN (MinRank key recovery, Tao-Petzoldt-Ding 2021): a valid signature "
      "proves nothing; research and comparison only (docs/legacy.md)",
      "legacy schemes are verification only" },
#endif
};

const size_t cli_nschemes = sizeof cli_schemes / sizeof cli_schemes[0];
