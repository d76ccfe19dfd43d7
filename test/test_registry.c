/* SPDX-License-Identifier: MIT */
/*
 * The scheme registry (pq8k/schemes.def) against what the build does. For
 * every id of the registry:
 *   - built (its format: PQ8K_SCHEME_IF's host): pq8k_stream_length is the
 *     registry's 4 + body, the scheme's own entry (pq8k_<tok>_stream) has
 *     the registry's id, digest, pk, signature and body sizes, and
 *     pq8k_stream_encode / pq8k_pk_digest accept it (fixed-size schemes
 *     write exactly pq8k_stream_length bytes with the right header);
 *   - verifier built (dev): every init call accepts it and the stream header
 *     with its scheme byte; a verifier not built answers
 *     PQ8K_ERR_UNSUPPORTED from every init call;
 *   - not built: PQ8K_ERR_UNSUPPORTED from every call, 0 from
 *     pq8k_stream_length, never 0 from one call and success from another.
 * Every value outside the registry is refused as no scheme (PQ8K_ERR_STATE).
 * Names: CLI names and bench names (tok) unique, lower case, no blanks; the
 * CLI and the bench programs are held to them by test/registry_names.sh.
 */
#include <stddef.h>
#include <string.h>
#include "tt.h"
#include "pq8k/stream.h"
#include "engine/engine.h"

typedef struct {
    unsigned value;
    const char *tok, *cli;
    unsigned digest;
    size_t pk, sig, body;
} reg_entry;

/* every id (the legacy ones too: their values are reserved in every build) */
#define PQ8K_SCHEMES_ALL_IDS
static const reg_entry reg[] = {
#define PQ8K_SCHEME_IF(host, dev) 1
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) \
    { value, #tok, cli, digest, pk, sig, body },
#include "pq8k/schemes.def"
};
#undef PQ8K_SCHEMES_ALL_IDS
#define NREG (sizeof reg / sizeof reg[0])

/* the ids whose format is built, with the scheme's own entry */
static const pq8k_stream_scheme *const host_built[] = {
#define PQ8K_SCHEME_IF(host, dev) (host)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) &pq8k_##tok##_stream,
#include "pq8k/schemes.def"
    NULL,
};
/* the ids whose verifier is built */
static const unsigned dev_built[] = {
#define PQ8K_SCHEME_IF(host, dev) (dev)
#define PQ8K_SCHEME(ID, value, tok, cli, title, family, digest, pk, sig, body) value,
#include "pq8k/schemes.def"
    0,
};

static const pq8k_stream_scheme *host_entry(unsigned id)
{
    for (size_t i = 0; host_built[i] != NULL; i++)
        if (host_built[i]->id == id) return host_built[i];
    return NULL;
}

static int is_dev(unsigned id)
{
    for (size_t i = 0; dev_built[i] != 0; i++)
        if (dev_built[i] == id) return 1;
    return 0;
}

static int is_variable(const reg_entry *e)
{
    /* LMS, HSS, XMSS, XMSS^MT: the set is in the key, a zero key is malformed */
    return (e->value & 0xF0u) == 0x40u;
}

static pq8k_verifier v;
/* room for every scheme but the legacy keys (160 KB and more) */
static uint8_t pk[2600], sig[49856 + 8], out[4 + 49920 + 8];

static int zero_reader(void *user, size_t offset, uint8_t *buf, size_t len)
{
    (void)user;
    (void)offset;
    memset(buf, 0, len);
    return 0;
}

/* every init call on id, all with the same expected result */
static void inits(unsigned id, unsigned dlen, int want)
{
    static const uint8_t d[PQ8K_MAX_DIGEST_BYTES];
    static const uint8_t ph[32];
    pq8k_scheme s = (pq8k_scheme)id;
    /* the composites (0x50-0x5F) have no internal interface: M' is theirs to build */
    int internal = want == 0 && (id & 0xF0u) == 0x50u ? PQ8K_ERR_UNSUPPORTED : want;
    TT_ASSERT_EQ(pq8k_verify_init(&v, s, d, dlen, NULL, 0, NULL, 0), want);
    TT_ASSERT_EQ(pq8k_verify_init_internal(&v, s, d, dlen, NULL, 0), internal);
    TT_ASSERT_EQ(pq8k_verify_init_reader(&v, s, d, dlen, zero_reader, NULL, 0, NULL, 0), want);
    TT_ASSERT_EQ(pq8k_verify_init_internal_reader(&v, s, d, dlen, zero_reader, NULL, 0), internal);
    if (want != 0) {
        /* the modes some schemes lack: the same refusal first */
        TT_ASSERT_EQ(pq8k_verify_init_mu(&v, s, d, dlen, ph, 64), want);
        TT_ASSERT_EQ(pq8k_verify_init_prehash(&v, s, d, dlen, PQ8K_PH_SHA256, ph, 32, NULL, 0),
                     want);
        TT_ASSERT_EQ(pq8k_verify_update(&v, d, 1), PQ8K_ERR_STATE);
    }
}

/* the registry's sizes are the scheme's own */
static void sizes(void)
{
    size_t nhost = 0;
    for (size_t i = 0; i < NREG; i++) {
        const reg_entry *e = &reg[i];
        const pq8k_stream_scheme *sc = host_entry(e->value);
        if (sc == NULL) {
            TT_ASSERT(!is_dev(e->value)); /* no verifier without its format */
            continue;
        }
        nhost++;
        TT_ASSERT_EQ(sc->digest_len, e->digest);
        TT_ASSERT_EQ(sc->pk_len, e->pk);
        TT_ASSERT_EQ(sc->sig_max, e->sig);
        TT_ASSERT_EQ(sc->body_max, e->body);
        TT_ASSERT(e->digest <= PQ8K_MAX_DIGEST_BYTES);
        TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)e->value), 4 + e->body);
    }
    /* every entry found above is one of the registry's */
    for (size_t i = 0; host_built[i] != NULL; i++) TT_ASSERT(i < nhost);
    /* the engine carries exactly the verifiers built, in registry order */
    {
        size_t n = 0;
        while (pq8k_engine_schemes[n] != NULL) {
            TT_ASSERT_EQ(pq8k_engine_schemes[n]->id, dev_built[n]);
            n++;
        }
        TT_ASSERT_EQ(dev_built[n], 0);
    }
}

/* encoder, digest and init agree with the registry and with each other */
static void calls(void)
{
    for (size_t i = 0; i < NREG; i++) {
        const reg_entry *e = &reg[i];
        pq8k_scheme s = (pq8k_scheme)e->value;
        int host = host_entry(e->value) != NULL, dev = is_dev(e->value);
        uint8_t d[PQ8K_MAX_DIGEST_BYTES];
        size_t n = sizeof out, dl = sizeof d;
        int rc = pq8k_stream_encode(s, pk, e->pk <= sizeof pk ? e->pk : 0, sig,
                                    e->sig <= sizeof sig ? e->sig : 0, out, &n);
        int drc = pq8k_pk_digest(s, pk, e->pk <= sizeof pk ? e->pk : 0, d, &dl);
        if (!host) {
            TT_ASSERT_EQ(pq8k_stream_length(s), 0);
            TT_ASSERT_EQ(rc, PQ8K_ERR_UNSUPPORTED);
            TT_ASSERT_EQ(drc, PQ8K_ERR_UNSUPPORTED);
            TT_ASSERT_EQ(n, 0);
            inits(e->value, e->digest, PQ8K_ERR_UNSUPPORTED);
            continue;
        }
        if (is_variable(e)) {
            /* a zero key names no set: refused as malformed, not as unknown */
            TT_ASSERT(rc != 0 && rc != PQ8K_ERR_UNSUPPORTED && rc != PQ8K_ERR_STATE);
            TT_ASSERT(drc != 0 && drc != PQ8K_ERR_UNSUPPORTED && drc != PQ8K_ERR_STATE);
        } else if (e->pk <= sizeof pk && e->sig <= sizeof sig && 4 + e->body <= sizeof out) {
            /* lengths are checked, contents are not: exactly the longest stream */
            TT_ASSERT_EQ(rc, 0);
            TT_ASSERT_EQ(n, pq8k_stream_length(s));
            TT_ASSERT(out[0] == 'P' && out[1] == '8' && out[2] == PQ8K_STREAM_VERSION &&
                      out[3] == e->value);
            TT_ASSERT_EQ(drc, 0);
            TT_ASSERT_EQ(dl, e->digest);
            /* one signature byte too many */
            n = sizeof out;
            TT_ASSERT_EQ(pq8k_stream_encode(s, pk, e->pk, sig, e->sig + 1, out, &n),
                         PQ8K_ERR_BAD_LENGTH);
        } else {
            /* keys too large for this test's buffers (legacy), given as 0
               bytes: the length check */
            TT_ASSERT(e->pk > sizeof pk);
            TT_ASSERT_EQ(rc, PQ8K_ERR_BAD_LENGTH);
            TT_ASSERT_EQ(drc, PQ8K_ERR_BAD_LENGTH);
        }
        if (!dev) {
            inits(e->value, e->digest, PQ8K_ERR_UNSUPPORTED);
            continue;
        }
        inits(e->value, e->digest, 0);
        /* the header with this scheme byte is taken, then the stream is short */
        {
            const uint8_t hdr[4] = { 'P', '8', PQ8K_STREAM_VERSION, (uint8_t)e->value };
            static const uint8_t dz[PQ8K_MAX_DIGEST_BYTES];
            TT_ASSERT_EQ(pq8k_verify_init(&v, s, dz, e->digest, NULL, 0, NULL, 0), 0);
            TT_ASSERT_EQ(pq8k_verify_update(&v, hdr, 4), 0);
            TT_ASSERT_EQ(pq8k_verify_final(&v), PQ8K_ERR_BAD_LENGTH);
            /* a digest of another length */
            TT_ASSERT_EQ(pq8k_verify_init(&v, s, dz, e->digest - 1, NULL, 0, NULL, 0),
                         PQ8K_ERR_BAD_LENGTH);
        }
    }
}

/* values outside the registry are no scheme at all */
static void undefined_ids(void)
{
    static const uint8_t d[PQ8K_MAX_DIGEST_BYTES];
    for (unsigned id = 0; id < 256; id++) {
        int known = 0;
        size_t n = sizeof out, dl = sizeof d;
        uint8_t dd[PQ8K_MAX_DIGEST_BYTES];
        for (size_t i = 0; i < NREG; i++) known |= reg[i].value == id;
        TT_ASSERT_EQ(pq8k_stream_id_defined(id), known);
        if (known) continue;
        TT_ASSERT_EQ(pq8k_stream_length((pq8k_scheme)id), 0);
        TT_ASSERT_EQ(pq8k_verify_init(&v, (pq8k_scheme)id, d, 32, NULL, 0, NULL, 0), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_stream_encode((pq8k_scheme)id, pk, 32, sig, 32, out, &n), PQ8K_ERR_STATE);
        TT_ASSERT_EQ(pq8k_pk_digest((pq8k_scheme)id, pk, 32, dd, &dl), PQ8K_ERR_STATE);
    }
}

static int plain_name(const char *s, char blank)
{
    if (*s == '\0') return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == blank)) return 0;
    return 1;
}

/* names: unique; CLI names lower case with '-', bench names (C tokens) with '_';
   ids in increasing order (the engine's table is searched in that order) */
static void names(void)
{
    for (size_t i = 0; i < NREG; i++) {
        TT_ASSERT(plain_name(reg[i].cli, '-'));
        TT_ASSERT(plain_name(reg[i].tok, '_'));
        if (i > 0) TT_ASSERT(reg[i - 1].value < reg[i].value);
        for (size_t j = 0; j < i; j++) {
            TT_ASSERT(strcmp(reg[i].cli, reg[j].cli) != 0);
            TT_ASSERT(strcmp(reg[i].tok, reg[j].tok) != 0);
        }
    }
}

void tt_suite_registry(void)
{
    tt_run("registry: sizes of every scheme built are the scheme's own", sizes);
    tt_run("registry: length, encode, digest and init agree for every id", calls);
    tt_run("registry: values outside the registry are no scheme", undefined_ids);
    tt_run("registry: names unique and well formed, ids in order", names);
}
