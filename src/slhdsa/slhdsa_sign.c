/* SPDX-License-Identifier: MIT */
/*
 * SLH-DSA key generation and signing (FIPS 205 Algorithms 18, 19, 22, 23).
 * Trees are built bottom-up with an explicit node stack (no recursion); one
 * pass over a tree yields its root and the authentication path of one leaf.
 * The stack is a+1 <= 15 nodes: at most 480 bytes.
 */
#include "pq8k/slhdsa.h"
#include "slhdsa/slhdsa_hash.h"
#include "slhdsa/slhdsa_adrs.h"
#include "slhdsa/slhdsa_digest.h"
#include "common/ct.h"
#include "common/prehash.h"
#include "common/util.h"
#include "common/keygen_release.h"
#include "slhdsa/slhdsa_stream.h"

typedef struct {
    slh_hctx hc;
    const uint8_t *sk_seed;
    uint8_t adrs[32];   /* layer and tree being built (FORS: type and key pair too) */
    slh_tctx t;         /* T_len of the WOTS+ key being computed */
} slh_signer;

static void copy(uint8_t *d, const uint8_t *s, unsigned n)
{
    for (unsigned i = 0; i < n; i++) d[i] = s[i];
}

/* ---- WOTS+ ---- */

/* Chain i of key pair kp, steps from..to-1, in place. */
static void wots_chain(const slh_signer *s, uint32_t kp, unsigned i, uint8_t *x,
                       unsigned from, unsigned to)
{
    uint8_t a[32];
    copy(a, s->adrs, 32);
    slh_adrs_type(a, SLH_WOTS_HASH);
    slh_adrs_keypair(a, kp);
    slh_adrs_chain(a, i);
    slh_chain(&s->hc, a, x, from, to);
}

/* Secret start of chain i of key pair kp. */
static void wots_sk(const slh_signer *s, uint32_t kp, unsigned i, uint8_t *x)
{
    uint8_t a[32];
    copy(a, s->adrs, 32);
    slh_adrs_type(a, SLH_WOTS_PRF);
    slh_adrs_keypair(a, kp);
    slh_adrs_chain(a, i);
    pq8k_slh_thash(&s->hc, a, s->sk_seed, 0, x);
}

/* Algorithm 6: the public key of key pair kp, i.e. XMSS leaf kp. */
static void wots_leaf(slh_signer *s, uint32_t kp, uint8_t *out)
{
    unsigned n = s->hc.p->n, len = slh_len(s->hc.p);
    uint8_t a[32], x[SLH_MAX_N];
    copy(a, s->adrs, 32);
    slh_adrs_type(a, SLH_WOTS_PK);
    slh_adrs_keypair(a, kp);
    pq8k_slh_t_begin(&s->hc, &s->t, a);
    for (unsigned i = 0; i < len; i++) {
        wots_sk(s, kp, i, x);
        wots_chain(s, kp, i, x, 0, 15);
        pq8k_slh_t_absorb(&s->hc, &s->t, x);
    }
    pq8k_slh_t_end(&s->hc, &s->t, out);
    pq8k_wipe(x, n);
}

/* Algorithm 7: sign the n-byte msg with key pair kp; sig gets len*n bytes. */
static void wots_sign(const slh_signer *s, uint32_t kp, const uint8_t *msg, uint8_t *sig)
{
    unsigned n = s->hc.p->n, len = slh_len(s->hc.p), csum = slh_wots_csum(msg, n);
    for (unsigned i = 0; i < len; i++, sig += n) {
        wots_sk(s, kp, i, sig);
        wots_chain(s, kp, i, sig, 0, slh_wots_digit(msg, n, csum, i));
    }
}

/* ---- FORS ---- */

/* Secret value gi (global index) of the FORS key pair in s->adrs. */
static void fors_sk(const slh_signer *s, uint32_t gi, uint8_t *x)
{
    uint8_t a[32];
    copy(a, s->adrs, 32);
    slh_adrs_type(a, SLH_FORS_PRF);
    slh_adrs_keypair(a, slh_adrs_get(s->adrs, 20));
    slh_adrs_hash(a, gi);
    pq8k_slh_thash(&s->hc, a, s->sk_seed, 0, x);
}

static void fors_leaf(const slh_signer *s, uint32_t gi, uint8_t *out)
{
    uint8_t a[32];
    fors_sk(s, gi, out);
    copy(a, s->adrs, 32);
    slh_adrs_chain(a, 0);
    slh_adrs_hash(a, gi);
    pq8k_slh_thash(&s->hc, a, out, 0, out);
}

/* ---- trees ---- */

/*
 * Root of the tree of height hh over leaves off .. off + 2^hh - 1 (FORS: global
 * leaf indices; XMSS: off = 0, leaves are WOTS+ key pairs), and if auth is not
 * NULL the hh sibling nodes on the path of leaf off + target.
 */
static void treehash(slh_signer *s, int fors, uint32_t off, unsigned hh, uint32_t target,
                     uint8_t *root, uint8_t *auth)
{
    unsigned n = s->hc.p->n, sp = 0;
    uint8_t stack[(SLH_MAX_A + 1) * SLH_MAX_N], height[SLH_MAX_A + 1], a[32];
    copy(a, s->adrs, 32);
    if (!fors) slh_adrs_type(a, SLH_TREE);
    for (uint32_t i = 0; i < (1u << hh); i++) {
        if (fors) fors_leaf(s, off + i, stack + sp * n);
        else wots_leaf(s, i, stack + sp * n);
        height[sp++] = 0;
        if (auth && i == (target ^ 1u)) copy(auth, stack + (sp - 1) * n, n);
        while (sp >= 2 && height[sp - 1] == height[sp - 2]) {
            unsigned z = height[sp - 1] + 1u;
            uint8_t *l = stack + (sp - 2) * n;
            slh_adrs_chain(a, z);
            slh_adrs_hash(a, (off + i) >> z);
            pq8k_slh_thash(&s->hc, a, l, l + n, l);
            height[sp - 2] = (uint8_t)z;
            sp--;
            if (auth && z < hh && (i >> z) == ((target >> z) ^ 1u)) copy(auth + z * n, l, n);
        }
    }
    copy(root, stack, n);
    pq8k_wipe(stack, sizeof stack);
}

/* ---- key generation ---- */

int pq8k_slhdsa_keygen_from_seed(pq8k_slhdsa_set set, const uint8_t *sk_seed, const uint8_t *sk_prf,
                                const uint8_t *pk_seed, uint8_t *pk, uint8_t *sk)
{
    const slh_params *p = pq8k_slh_params_get(set);
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!sk_seed || !sk_prf || !pk_seed || !pk || !sk) return PQ8K_ERR_STATE;
    unsigned n = p->n;
    uint8_t seeds[2 * SLH_MAX_N] = { 0 }, root[SLH_MAX_N];
    copy(seeds, pk_seed, n);
    slh_signer s;
    pq8k_slh_hctx_init(&s.hc, p, seeds, &s.t);
    s.hc.secret = 1;
    s.sk_seed = sk_seed;
    for (unsigned i = 0; i < 32; i++) s.adrs[i] = 0;
    slh_adrs_layer(s.adrs, p->d - 1u);
    treehash(&s, 0, 0, p->hp, 0, root, 0);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    /* The key generation's self-check (docs/security.md, "Signing under
       faults"): PK.root is computed a second time and must agree, so that
       a fault in one pass over the top tree releases nothing. (A wrong root
       cannot leak the key: signing compares it with the top tree it
       rebuilds; but the device would keep a key it cannot use.) Cost: the
       key generation twice. */
    uint8_t again[SLH_MAX_N];
    treehash(&s, 0, 0, p->hp, 0, again, 0);
    int check = pq8k_ct_memneq(root, again, n) | PQ8K_FIH_NEQ(again, root, n);
    pq8k_wipe(again, sizeof again);
#endif
    /* in this order, sk may be the buffer holding sk_seed || sk_prf || pk_seed */
    copy(sk + 2 * n, pk_seed, n);
    copy(sk + 3 * n, root, n);
    copy(pk, sk + 2 * n, 2 * n);
    copy(sk + n, sk_prf, n);
    copy(sk, sk_seed, n);
    pq8k_wipe(&s, sizeof s);
    pq8k_wipe(root, sizeof root);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    /* the outcome of the comparison is public (make ct): only a fault makes it differ */
    return pq8k_keygen_release(pq8k_ct_public(check != 0) ? PQ8K_ERR_FAULT : 0, pk, 2u * n, sk, 4u * n);
#else
    return 0;
#endif
}

int pq8k_slhdsa_keygen(pq8k_slhdsa_set set, uint8_t *pk, uint8_t *sk)
{
    const slh_params *p = pq8k_slh_params_get(set);
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!pk || !sk) return PQ8K_ERR_STATE;
    uint8_t seeds[3 * SLH_MAX_N];
    unsigned n = p->n;
    int r = PQ8K_ERR_RNG;
    if (pq8k_randombytes(seeds, 3u * n) == 0)
        r = pq8k_slhdsa_keygen_from_seed(set, seeds, seeds + n, seeds + 2 * n, pk, sk);
    pq8k_wipe(seeds, sizeof seeds);
    if (r) { pq8k_wipe(pk, 2u * n); pq8k_wipe(sk, 4u * n); }
    return r;
}

/* ---- signing ---- */

/* Algorithm 19 with M' in pieces; opt_rand: n bytes (PK.seed when deterministic). */
static int sign(const slh_params *p, uint8_t *sig, const pq8k_stream_msg *m, const uint8_t *sk,
                const uint8_t *opt_rand)
{
    unsigned n = p->n, len = slh_len(p);
    uint8_t digest[SLH_HMSG_BYTES], node[SLH_MAX_N];
    uint64_t tree;
    uint32_t leaf;
    slh_signer s;
    slh_tctx tk;
    uint8_t *o = sig + n;

    pq8k_slh_hctx_init(&s.hc, p, sk + 2 * n, &tk);
    s.hc.secret = 1;
    s.sk_seed = sk;
    pq8k_slh_prf_msg(&s.hc, &tk, sk + n, opt_rand, m, sig);
    PQ8K_CT_DECLASSIFY(sig, n); /* R: the first bytes of the signature */
    pq8k_slh_hmsg(&s.hc, &tk, sig, m, digest);
    slh_digest_indices(p, digest, &tree, &leaf);

    /* FORS: k trees, each a secret value and its auth path; roots into T_k */
    for (unsigned i = 0; i < 32; i++) s.adrs[i] = 0;
    slh_adrs_tree(s.adrs, tree);
    slh_adrs_type(s.adrs, SLH_FORS_ROOTS);
    slh_adrs_keypair(s.adrs, leaf);
    pq8k_slh_t_begin(&s.hc, &tk, s.adrs);
    slh_adrs_type(s.adrs, SLH_FORS_TREE);
    slh_adrs_keypair(s.adrs, leaf);
    for (unsigned i = 0; i < p->k; i++) {
        uint32_t idx = slh_fors_index(digest, p->a, i), off = (uint32_t)i << p->a;
        fors_sk(&s, off + idx, o);
        treehash(&s, 1, off, p->a, idx, node, o + n);
        pq8k_slh_t_absorb(&s.hc, &tk, node);
        o += (p->a + 1u) * n;
    }
    pq8k_slh_t_end(&s.hc, &tk, node);
    PQ8K_CT_DECLASSIFY(node, n); /* the FORS public key, recomputed by every verifier */

    /* hypertree: each layer signs the root of the one below */
    for (unsigned layer = 0; layer < p->d; layer++) {
        slh_adrs_layer(s.adrs, layer);
        slh_adrs_tree(s.adrs, tree);
        slh_adrs_type(s.adrs, SLH_WOTS_HASH);
        wots_sign(&s, leaf, node, o);
        o += len * n;
        treehash(&s, 0, 0, p->hp, leaf, node, o);
        PQ8K_CT_DECLASSIFY(node, n); /* an XMSS root: public like the one above */
        o += p->hp * n;
        leaf = (uint32_t)tree & ((1u << p->hp) - 1u);
        tree >>= p->hp;
    }
    pq8k_wipe(&s, sizeof s);
    pq8k_wipe(&tk, sizeof tk);
    /* a fault, or an sk whose PK.root does not belong to its seeds */
    if (pq8k_ct_memneq(node, sk + 3 * n, n)) return PQ8K_ERR_INTERNAL;
    return 0;
}

#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
/*
 * The released signature verified under the public key the sk ends with
 * (PK.seed || PK.root). The root check in sign() sees a fault only in the
 * top tree: a faulted node of a lower layer is signed by the WOTS+ key above
 * it, which then has signed two values (a grafting forgery), while the top
 * root stays right. Verification recomputes every layer from the signature.
 * Its state lives only in this frame, after sign() returned.
 */
static __attribute__((noinline)) int self_verify(const slh_params *p, const uint8_t *sig,
                                                 const pq8k_stream_msg *m, const uint8_t *sk)
{
    pq8k_slhdsa_verifier_state st;
    const uint8_t *pk = sk + 2u * p->n;
    volatile int r = PQ8K_ERR_FAULT;
    PQ8K_CT_DECLASSIFY(sig, slh_sig_bytes(p)); /* checked as the public value it is about to be */
    r = pq8k_slhdsa_stream_start(&st, p, pk, m);
    if (r == 0) r = pq8k_slhdsa_stream_update(&st, pk, 2u * p->n);
    if (r == 0) r = pq8k_slhdsa_stream_update(&st, sig, slh_sig_bytes(p));
    if (r == 0) r = pq8k_slhdsa_stream_final(&st);
    pq8k_wipe(&st, sizeof st);
    return r == 0 ? 0 : PQ8K_ERR_FAULT;
}
#endif

static int sign_checked(pq8k_slhdsa_set set, uint8_t *sig, const pq8k_stream_msg *m, const uint8_t *sk,
                        const uint8_t *addrnd, int hedged)
{
    const slh_params *p = pq8k_slh_params_get(set);
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!sig) return PQ8K_ERR_STATE;
    uint8_t rnd[SLH_MAX_N];
    int r = 0;
    if (!sk || (!m->src.at.ptr && m->src.len) || (!m->ctx && m->ctxlen)) r = PQ8K_ERR_STATE;
    else if (hedged && pq8k_randombytes(rnd, p->n) != 0) r = PQ8K_ERR_RNG;
    if (r == 0) r = sign(p, sig, m, sk, hedged ? rnd : addrnd ? addrnd : sk + 2u * p->n);
    pq8k_wipe(rnd, sizeof rnd);
#if PQ8K_CONFIG_SIGN_FAULT_CHECKS
    if (r == 0) r = self_verify(p, sig, m, sk);
#endif
    if (r) pq8k_wipe(sig, slh_sig_bytes(p));
    return r;
}

static int sign_pure(pq8k_slhdsa_set set, uint8_t *sig, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, int hedged)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_PURE, msg, msglen, ctx, ctxlen);
    if (ctxlen > 255) {
        const slh_params *p = pq8k_slh_params_get(set);
        if (p && sig) pq8k_wipe(sig, slh_sig_bytes(p));
        return p ? PQ8K_ERR_BAD_LENGTH : PQ8K_ERR_UNSUPPORTED;
    }
    return sign_checked(set, sig, &m, sk, 0, hedged);
}

int pq8k_slhdsa_sign(pq8k_slhdsa_set set, uint8_t *sig, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return sign_pure(set, sig, msg, msglen, ctx, ctxlen, sk, 1);
}

int pq8k_slhdsa_sign_deterministic(pq8k_slhdsa_set set, uint8_t *sig, const uint8_t *msg,
                                   size_t msglen, const uint8_t *ctx, size_t ctxlen,
                                   const uint8_t *sk)
{
    return sign_pure(set, sig, msg, msglen, ctx, ctxlen, sk, 0);
}

/* HashSLH-DSA (Algorithm 23) with PH(M) = ph given */
static int sign_prehash(pq8k_slhdsa_set set, uint8_t *sig, pq8k_prehash alg, const uint8_t *ph,
                        size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, int hedged)
{
    uint8_t oid[PQ8K_PREHASH_OID_BYTES];
    pq8k_stream_msg m;
    const slh_params *p = pq8k_slh_params_get(set);
    int r = 0;
    if (!p) return PQ8K_ERR_UNSUPPORTED;
    if (!sig) return PQ8K_ERR_STATE;
    if (!ctx && ctxlen) r = PQ8K_ERR_STATE;
    else if (ctxlen > 255) r = PQ8K_ERR_BAD_LENGTH;
    else r = pq8k_prehash_check(alg, ph, phlen, oid);
    if (r) {
        pq8k_wipe(sig, slh_sig_bytes(p));
        return r;
    }
    pq8k_msg_in_memory(&m, PQ8K_MSG_PREHASH, ph, phlen, ctx, ctxlen);
    m.oid_arc = oid[PQ8K_PREHASH_OID_BYTES - 1];
    return sign_checked(set, sig, &m, sk, 0, hedged);
}

int pq8k_slhdsa_hash_sign(pq8k_slhdsa_set set, uint8_t *sig, pq8k_prehash alg, const uint8_t *ph,
                          size_t phlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return sign_prehash(set, sig, alg, ph, phlen, ctx, ctxlen, sk, 1);
}

int pq8k_slhdsa_hash_sign_deterministic(pq8k_slhdsa_set set, uint8_t *sig, pq8k_prehash alg,
                                        const uint8_t *ph, size_t phlen, const uint8_t *ctx,
                                        size_t ctxlen, const uint8_t *sk)
{
    return sign_prehash(set, sig, alg, ph, phlen, ctx, ctxlen, sk, 0);
}

int pq8k_slhdsa_sign_internal(pq8k_slhdsa_set set, uint8_t *sig, const uint8_t *msg,
                              size_t msglen, const uint8_t *sk, const uint8_t *addrnd)
{
    pq8k_stream_msg m;
    pq8k_msg_in_memory(&m, PQ8K_MSG_INTERNAL, msg, msglen, NULL, 0);
    return sign_checked(set, sig, &m, sk, addrnd, 0);
}
