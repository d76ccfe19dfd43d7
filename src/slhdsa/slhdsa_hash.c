/* SPDX-License-Identifier: MIT */
/*
 * FIPS 205 hash instantiations. SHA-2 sets: F and PRF are SHA-256 over
 * PK.seed || 0^(64-n) || ADRSc || x, and with n = 16 also H, T and H_msg;
 * with n = 24/32 those use SHA-512 over a 128-byte seed block. The seed block
 * is compressed once (the midstates in slh_hctx) and every F/H then costs a
 * single compression of one stack block. SHAKE sets: SHAKE256 of
 * PK.seed || ADRS || x throughout.
 *
 * Stack: each hash family has its own non-inlined leaf function, so a
 * SHA2-128 verification never carries a SHA-512 block or a Keccak state.
 */
#include "slhdsa/slhdsa_hash.h"
#include "common/util.h"
#include "slhdsa/slhdsa_adrs.h"

#include "common/attributes.h"

enum { HX_SHA256, HX_SHA512, HX_SHAKE };

static void copy(uint8_t *d, const uint8_t *s, unsigned n)
{
    for (unsigned i = 0; i < n; i++) d[i] = s[i];
}

/* The hash behind H, T, H_msg and PRF_msg. */
static unsigned big_kind(const slh_params *p)
{
    if (SLH_HAVE_SHAKE && p->shake) return HX_SHAKE;
    return (SLH_HAVE_SHA512 && p->n > 16) ? HX_SHA512 : HX_SHA256;
}

/* ---- a small dispatcher over the three incremental hashes ---- */

static void hx_init(unsigned kind, slh_tctx *t)
{
#if SLH_HAVE_SHAKE
    if (kind == HX_SHAKE) { pq8k_shake256_init(&t->k); return; }
#endif
#if SLH_HAVE_SHA512
    if (kind == HX_SHA512) { pq8k_sha512_init(&t->s512); return; }
#endif
#if SLH_HAVE_SHA2
    pq8k_sha256_init(&t->s256);
#endif
    (void)kind; (void)t;
}

static void hx_update(unsigned kind, slh_tctx *t, const uint8_t *in, size_t len)
{
#if SLH_HAVE_SHAKE
    if (kind == HX_SHAKE) { pq8k_keccak_absorb(&t->k, in, len); return; }
#endif
#if SLH_HAVE_SHA512
    if (kind == HX_SHA512) { pq8k_sha512_update(&t->s512, in, len); return; }
#endif
#if SLH_HAVE_SHA2
    pq8k_sha256_update(&t->s256, in, len);
#endif
    (void)kind; (void)t; (void)in; (void)len;
}

/* SHA-2: the whole 32/64-byte digest; SHAKE: shake_len bytes. */
static void hx_final(unsigned kind, slh_tctx *t, uint8_t *out, unsigned shake_len)
{
#if SLH_HAVE_SHAKE
    if (kind == HX_SHAKE) {
        pq8k_keccak_finalize(&t->k);
        pq8k_keccak_squeeze(&t->k, out, shake_len);
        return;
    }
#endif
#if SLH_HAVE_SHA512
    if (kind == HX_SHA512) { pq8k_sha512_final(&t->s512, out); return; }
#endif
#if SLH_HAVE_SHA2
    pq8k_sha256_final(&t->s256, out);
#endif
    (void)kind; (void)t; (void)out; (void)shake_len;
}

/* The first n bytes of the digest. */
static PQ8K_NOINLINE void hx_final_n(unsigned kind, slh_tctx *t, uint8_t *out, unsigned n)
{
    if (kind == HX_SHAKE) { hx_final(kind, t, out, n); return; }
    uint8_t d[SLH_HAVE_SHA512 ? 64 : 32];
    hx_final(kind, t, d, 0);
    copy(out, d, n);
}

/* M' into the running hash, through the engine's message access (one path
   for a message in memory and one behind a reader). */
typedef struct {
    unsigned kind;
    slh_tctx *t;
} hx_sink_ctx;

static void hx_sink(void *c, const uint8_t *in, size_t len)
{
    const hx_sink_ctx *s = c;
    hx_update(s->kind, s->t, in, len);
}

static int hx_msg(unsigned kind, slh_tctx *t, const pq8k_stream_msg *m)
{
    hx_sink_ctx c = {kind, t};
    return pq8k_msg_absorb_prime(m, hx_sink, &c);
}

/* ---- set-up ---- */

/* The hash after PK.seed; SHA-2 pads it with zeros to a full block (the
   block every SHA-2 tweakable hash starts with). */
static void start_seed(const slh_hctx *hc, unsigned kind, slh_tctx *t)
{
    const uint8_t zero = 0;
    unsigned n = hc->p->n, bs = kind == HX_SHA512 ? 128u : kind == HX_SHA256 ? 64u : n;
    hx_init(kind, t);
    hx_update(kind, t, hc->pk, n);
    for (unsigned i = n; i < bs; i++) hx_update(kind, t, &zero, 1);
}

#if SLH_HAVE_SHA2
/* ADRSc (section 11.2): layer byte, 8 tree bytes, type byte, last 12 bytes. */
static void adrs_compressed(uint8_t out[22], const uint8_t a[32])
{
    out[0] = a[3];
    copy(out + 1, a + 8, 8);
    out[9] = a[19];
    copy(out + 10, a + 20, 12);
}
#endif

void pq8k_slh_hctx_init(slh_hctx *hc, const slh_params *p, const uint8_t *pk, slh_tctx *scratch)
{
    hc->p = p;
    hc->secret = 0;
    copy(hc->pk, pk, 2u * p->n);
#if SLH_HAVE_SHA2
    /* update compresses a full block at once: h is then the midstate */
    if (!p->shake) {
        start_seed(hc, HX_SHA256, scratch);
        for (unsigned i = 0; i < 8; i++) hc->mid256[i] = scratch->s256.h[i];
    }
#endif
#if SLH_HAVE_SHA512
    if (big_kind(p) == HX_SHA512) {
        start_seed(hc, HX_SHA512, scratch);
        for (unsigned i = 0; i < 8; i++) hc->mid512[i] = scratch->s512.h[i];
    }
#endif
    (void)scratch;
}

/* ---- T_l, one n-byte piece at a time ---- */

/* The running hash after the seed block: SHA-2 resumes from the midstate. */
static void resume_seed(const slh_hctx *hc, unsigned kind, slh_tctx *t)
{
#if SLH_HAVE_SHA512
    if (kind == HX_SHA512) { pq8k_sha512_resume(&t->s512, hc->mid512, 128); return; }
#endif
#if SLH_HAVE_SHA2
    if (kind == HX_SHA256) { pq8k_sha256_resume(&t->s256, hc->mid256, 64); return; }
#endif
    start_seed(hc, kind, t);
}

void pq8k_slh_t_begin(const slh_hctx *hc, slh_tctx *t, const uint8_t adrs[32])
{
    unsigned kind = big_kind(hc->p), alen = 32;
    const uint8_t *a = adrs;
    resume_seed(hc, kind, t);
#if SLH_HAVE_SHA2
    uint8_t ac[22];
    if (kind != HX_SHAKE) {
        adrs_compressed(ac, adrs);
        a = ac;
        alen = sizeof ac;
    }
#endif
    hx_update(kind, t, a, alen);
}

void pq8k_slh_t_absorb(const slh_hctx *hc, slh_tctx *t, const uint8_t *x)
{
    hx_update(big_kind(hc->p), t, x, hc->p->n);
}

void pq8k_slh_t_end(const slh_hctx *hc, slh_tctx *t, uint8_t *out)
{
    hx_final_n(big_kind(hc->p), t, out, hc->p->n);
}

/* ---- F, H, PRF ---- */

#if SLH_HAVE_SHA2
/* The padded block after the seed block: ADRSc || x (|| y), len = 22 + n or
   22 + 2n <= 55 bytes, so one compression from the midstate. */
static void sha256_block(uint8_t blk[64], const uint8_t a[32], const uint8_t *x, const uint8_t *y,
                         unsigned n)
{
    unsigned len = 22;
    adrs_compressed(blk, a);
    copy(blk + len, x, n);
    len += n;
    if (y) { copy(blk + len, y, n); len += n; }
    uint32_t bits = (64u + len) * 8u;
    blk[len++] = 0x80;
    while (len < 62) blk[len++] = 0;
    blk[62] = (uint8_t)(bits >> 8);
    blk[63] = (uint8_t)bits;
}

/* The first n bytes of the digest h, big-endian. */
static void sha256_out(uint8_t *out, const uint32_t h[8], unsigned n)
{
    for (unsigned i = 0; i < n; i += 4) {
        pq8k_store32_be(out + i, h[i >> 2]);
    }
}

/* Thumb-1 gcc (m0) never tail-calls: pq8k_slh_thash and pq8k_slh_chain_sha256
   would keep frames of their own (the fifth argument's copy) above these two.
   sha256_chain has that one caller and is inlined into it; sha256_thash is
   inlined where SHA-256 is the build's only SLH-DSA hash (with SHAKE or
   SHA-512 beside it, its block would weigh on their paths' stack too). */
#if SLH_HAVE_SHAKE || SLH_HAVE_SHA512
#define SHA256_THASH_NOINLINE PQ8K_NOINLINE
#else
#define SHA256_THASH_NOINLINE
#endif

/* F and PRF always, H only for n = 16. */
static SHA256_THASH_NOINLINE void sha256_thash(const slh_hctx *hc, const uint8_t a[32], const uint8_t *x,
                                      const uint8_t *y, uint8_t *out)
{
    uint8_t blk[64];
    uint32_t h[8];
    sha256_block(blk, a, x, y, hc->p->n);
    for (unsigned i = 0; i < 8; i++) h[i] = hc->mid256[i];
    pq8k_sha256_compress(h, blk);
    sha256_out(out, h, hc->p->n);
    if (hc->secret) { pq8k_wipe(blk, sizeof blk); pq8k_wipe(h, sizeof h); }
}

/* A WOTS+ chain: the block is built once; each step changes the hash
   address (the ADRSc's last byte: steps are below 16) and the chaining
   value, which the digest overwrites in place. */
static void sha256_chain(const slh_hctx *hc, const uint8_t a[32], uint8_t *x,
                                      unsigned from, unsigned to)
{
    uint8_t blk[64];
    uint32_t h[8];
    unsigned n = hc->p->n;
    sha256_block(blk, a, x, 0, n);
    for (unsigned j = from; j < to; j++) {
        blk[21] = (uint8_t)j;
        for (unsigned i = 0; i < 8; i++) h[i] = hc->mid256[i];
        pq8k_sha256_compress(h, blk);
        sha256_out(blk + 22, h, n);
    }
    copy(x, blk + 22, n);
    if (hc->secret) { pq8k_wipe(blk, sizeof blk); pq8k_wipe(h, sizeof h); }
}
#endif

#if SLH_HAVE_SHA512
/* H for n = 24/32: ADRSc || x || y (22 + 2n <= 86 bytes) fits the one
   128-byte block after the seed block, compressed from the SHA-512 midstate. */
static PQ8K_NOINLINE void sha512_thash(const slh_hctx *hc, const uint8_t a[32], const uint8_t *x,
                                      const uint8_t *y, uint8_t *out)
{
    uint8_t blk[128];
    uint64_t h[8];
    unsigned n = hc->p->n, len = 22 + 2u * n;
    adrs_compressed(blk, a);
    copy(blk + 22, x, n);
    copy(blk + 22 + n, y, n);
    uint32_t bits = (128u + len) * 8u;
    blk[len++] = 0x80;
    while (len < 126) blk[len++] = 0;
    blk[126] = (uint8_t)(bits >> 8);
    blk[127] = (uint8_t)bits;
    for (unsigned i = 0; i < 8; i++) h[i] = hc->mid512[i];
    pq8k_sha512_compress(h, blk);
    for (unsigned i = 0; i < n; i++) out[i] = (uint8_t)(h[i >> 3] >> (56u - 8u * (i & 7u)));
    if (hc->secret) { pq8k_wipe(blk, sizeof blk); pq8k_wipe(h, sizeof h); }
}
#endif

#if SLH_HAVE_SHAKE
/* SHAKE: every F and H is a T_1 or T_2. */
static PQ8K_NOINLINE void long_thash(const slh_hctx *hc, const uint8_t a[32], const uint8_t *x,
                                    const uint8_t *y, uint8_t *out)
{
    slh_tctx t;
    pq8k_slh_t_begin(hc, &t, a);
    pq8k_slh_t_absorb(hc, &t, x);
    if (y) pq8k_slh_t_absorb(hc, &t, y);
    pq8k_slh_t_end(hc, &t, out);
    if (hc->secret) pq8k_wipe(&t, sizeof t);
}
#endif

void pq8k_slh_thash(const slh_hctx *hc, const uint8_t adrs[32], const uint8_t *x, const uint8_t *y,
               uint8_t *out)
{
#if SLH_HAVE_SHAKE
    if (hc->p->shake) {
        long_thash(hc, adrs, x, y, out);
        return;
    }
#endif
#if SLH_HAVE_SHA512
    if (y && big_kind(hc->p) == HX_SHA512) {
        sha512_thash(hc, adrs, x, y, out);
        return;
    }
#endif
#if SLH_HAVE_SHA2
    sha256_thash(hc, adrs, x, y, out);
#endif
}

#if SLH_HAVE_SHA2
void pq8k_slh_chain_sha256(const slh_hctx *hc, uint8_t adrs[32], uint8_t *x, unsigned from,
                      unsigned to)
{
    if (from < to) {
        slh_adrs_hash(adrs, to - 1u);
        sha256_chain(hc, adrs, x, from, to);
    }
}
#endif

/* ---- H_msg and PRF_msg ---- */

int pq8k_slh_hmsg(const slh_hctx *hc, slh_tctx *t, const uint8_t *r, const pq8k_stream_msg *m,
             uint8_t out[SLH_HMSG_BYTES])
{
    const slh_params *p = hc->p;
    unsigned n = p->n, kind = big_kind(p), mlen = slh_m(p);
    int err;
    hx_init(kind, t);
    hx_update(kind, t, r, n);
    hx_update(kind, t, hc->pk, 2u * n);
    if ((err = hx_msg(kind, t, m)) != 0) return err;
    if (kind == HX_SHAKE) {
        hx_final(kind, t, out, mlen);
        return 0;
    }
    /*
     * MGF1(R || PK.seed || SHA-x(R || PK.seed || PK.root || M'), m). The inner
     * digest sits at the end of out: the last MGF1 block, the only one that
     * overwrites it, has absorbed it by then.
     */
    unsigned dl = kind == HX_SHA512 ? 64u : 32u;
    uint8_t *inner = out + SLH_HMSG_BYTES - dl;
    hx_final(kind, t, inner, 0);
    for (uint32_t ctr = 0; ctr * dl < mlen; ctr++) {
        uint8_t c[4] = { 0, 0, 0, (uint8_t)ctr };
        hx_init(kind, t);
        hx_update(kind, t, r, n);
        hx_update(kind, t, hc->pk, n);
        hx_update(kind, t, inner, dl);
        hx_update(kind, t, c, 4);
        hx_final(kind, t, out + ctr * dl, 0);
    }
    return 0;
}

void pq8k_slh_prf_msg(const slh_hctx *hc, slh_tctx *t, const uint8_t *sk_prf, const uint8_t *opt_rand,
                 const pq8k_stream_msg *m, uint8_t *out)
{
    unsigned n = hc->p->n, kind = big_kind(hc->p);
    if (kind == HX_SHAKE) {
        hx_init(kind, t);
        hx_update(kind, t, sk_prf, n);
        hx_update(kind, t, opt_rand, n);
        (void)hx_msg(kind, t, m); /* the signer's message is in memory: no read fails */
        hx_final(kind, t, out, n);
        return;
    }
#if SLH_HAVE_SHA2
    /* HMAC-SHA-x(SK.prf, opt_rand || M'), truncated to n bytes */
    unsigned bs = kind == HX_SHA512 ? 128u : 64u, dl = bs / 2u;
    uint8_t pad[SLH_HAVE_SHA512 ? 128 : 64], inner[SLH_HAVE_SHA512 ? 64 : 32];
    for (unsigned i = 0; i < bs; i++) pad[i] = (uint8_t)((i < n ? sk_prf[i] : 0) ^ 0x36);
    hx_init(kind, t);
    hx_update(kind, t, pad, bs);
    hx_update(kind, t, opt_rand, n);
    (void)hx_msg(kind, t, m);
    hx_final(kind, t, inner, 0);
    for (unsigned i = 0; i < bs; i++) pad[i] ^= 0x36 ^ 0x5c;
    hx_init(kind, t);
    hx_update(kind, t, pad, bs);
    hx_update(kind, t, inner, dl);
    hx_final_n(kind, t, out, n);
    pq8k_wipe(pad, sizeof pad);
    pq8k_wipe(inner, sizeof inner);
#endif
}
