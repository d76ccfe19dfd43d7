/* SPDX-License-Identifier: MIT */
/* Ed25519 point arithmetic (ed25519_point.h): add-2008-hwcd-3 and
   dbl-2008-hwcd for a = -1, with a second operand in "cached" form. */
#include <string.h>
#include "pq8k/config.h"
#include "classic/ed25519_point.h"
#include "classic/wnaf.h"

static const ed_fe curve_d = {0x135978a3, 0x75eb4dca, 0x4141d8ab, 0x00700a4d,
                              0x7779e898, 0x8cc74079, 0x2b6ffe73, 0x52036cee};
static const ed_fe curve_2d = {0x26b2f159, 0xebd69b94, 0x8283b156, 0x00e0149a,
                               0xeef3d130, 0x198e80f2, 0x56dffce7, 0x2406d9dc};
static const ed_fe sqrt_m1 = {0x4a0ea0b0, 0xc4ee1b27, 0xad2fe478, 0x2f431806,
                              0x3dfbd7a7, 0x2b4d0099, 0x4fc1df0b, 0x2b832480};

/* A point ready to be added: Y + X, Y - X, 2 d T and 2 Z (affine: Z = 1). */
typedef pq8k_ed25519_ws_cached ed_cached;

/* B, 3B, 5B, 7B as (y + x, y - x, 2 d x y), z = 1: the base's wNAF table */
static const ed_fe b_table[4][3] = {
    {{0xf58c3b85, 0x2fbc93c6, 0xfb8c0e19, 0xcf932dc6, 0x643d42c2, 0x270b4898, 0x33d4ba65, 0x07cf9d3a},
     {0xd740913e, 0x9d103905, 0xd140beb3, 0xfd399f05, 0x688f8a09, 0xa5c18434, 0x98f81267, 0x44fd2f92},
     {0x877aaa68, 0xabc91205, 0xccaac49e, 0x26d9e823, 0xdd43598c, 0x5a1b7dcb, 0x9f0c65a8, 0x6f117b68}},
    {{0x4cee9730, 0xaf25b0a8, 0xe8864b8a, 0x025a8430, 0x9f016732, 0xc11b5002, 0x9a80f8f4, 0x7a164e1b},
     {0xa4fcd265, 0x56611fe8, 0xe5c1ba7d, 0x3bd353fd, 0x214bd6bd, 0x8131f31a, 0x555bda62, 0x2ab91587},
     {0x0dd0d889, 0x14ae933f, 0x1c35da62, 0x58942322, 0x8cf2db4c, 0xd170e545, 0x12b9b4c6, 0x5a2826af}},
    {{0x08a5bb33, 0xa212bc44, 0xc75eed02, 0x8d5048c3, 0x5abfec44, 0xdd1beb0c, 0x46e206eb, 0x2945ccf1},
     {0xa447d6ba, 0x7f9182c3, 0x4b2729b7, 0xd50014d1, 0xb864a087, 0xe33cf11c, 0xeb1b55f3, 0x154a7e73},
     {0x812a8285, 0xbcbbdbf1, 0xd0bdd1fc, 0x270e0807, 0x1bbda72d, 0xb41b670b, 0x6b3bb69a, 0x43aabe69}},
    {{0x944ea3bf, 0x6b1a5cd0, 0xb39dc0d2, 0x7470353a, 0x28542e49, 0x71b25282, 0x283c927e, 0x461bea69},
     {0xaa3221b1, 0xba6f2c9a, 0x3bba23a7, 0x6ca02153, 0x92192c3a, 0x9dea764f, 0x2e5317e0, 0x1d6edd5d},
     {0x01b8b3a2, 0xf1836dc8, 0x053ea49a, 0xb3035f47, 0x5877adf3, 0x529c41ba, 0x6a0f90a7, 0x7a9fbb1c}},
};

static void set_identity(ed_point *r)
{
    memset(r, 0, sizeof *r);
    r->y[0] = r->z[0] = 1;
}

static void to_cached(ed_cached *c, const ed_point *p)
{
    pq8k_ed_fe_add(c->ypx, p->y, p->x);
    pq8k_ed_fe_sub(c->ymx, p->y, p->x);
    pq8k_ed_fe_mul(c->t2d, p->t, curve_2d);
    pq8k_ed_fe_add(c->z2, p->z, p->z);
}

/* r = p + q (neg: p - q); q's 2Z is NULL for an affine q (2Z = 2). r may be p.
   Without want_t, r's T is left stale: a doubling, which never reads T, must
   come next (saves a multiplication). */
static void point_add(ed_point *r, const ed_point *p, const ed_fe ypx, const ed_fe ymx,
                      const ed_fe t2d, const ed_fe z2, int neg, int want_t)
{
    ed_fe a, b, c, d, e;
    pq8k_ed_fe_sub(a, p->y, p->x);
    pq8k_ed_fe_mul(a, a, neg ? ypx : ymx);
    pq8k_ed_fe_add(b, p->y, p->x);
    pq8k_ed_fe_mul(b, b, neg ? ymx : ypx);
    pq8k_ed_fe_mul(c, p->t, t2d);
    if (z2)
        pq8k_ed_fe_mul(d, p->z, z2);
    else
        pq8k_ed_fe_add(d, p->z, p->z);
    pq8k_ed_fe_sub(e, b, a);                 /* E */
    pq8k_ed_fe_add(b, b, a);                 /* H */
    if (neg)
        pq8k_ed_fe_sub(a, d, c);             /* G for -q: its T is negated */
    else
        pq8k_ed_fe_add(a, d, c);             /* G */
    if (neg)
        pq8k_ed_fe_add(d, d, c);             /* F */
    else
        pq8k_ed_fe_sub(d, d, c);
    pq8k_ed_fe_mul(r->x, e, d);
    pq8k_ed_fe_mul(r->y, a, b);
    if (want_t)
        pq8k_ed_fe_mul(r->t, e, b);
    pq8k_ed_fe_mul(r->z, d, a);
}

static void add_cached(ed_point *r, const ed_point *p, const ed_cached *q, int neg, int want_t)
{
    point_add(r, p, q->ypx, q->ymx, q->t2d, q->z2, neg, want_t);
}

/* r = 2p; r may be p; p's T is not read, r's only computed with want_t. */
static void point_double(ed_point *r, const ed_point *p, int want_t)
{
    ed_fe a, b, c, h, e;
    pq8k_ed_fe_sqr(a, p->x);
    pq8k_ed_fe_sqr(b, p->y);
    pq8k_ed_fe_sqr(c, p->z);
    pq8k_ed_fe_add(c, c, c);
    pq8k_ed_fe_add(h, a, b);
    pq8k_ed_fe_add(e, p->x, p->y);
    pq8k_ed_fe_sqr(e, e);
    pq8k_ed_fe_sub(e, h, e);                 /* -E */
    pq8k_ed_fe_sub(a, a, b);                 /* -G */
    pq8k_ed_fe_add(c, c, a);                 /* -F */
    pq8k_ed_fe_mul(r->x, e, c);
    pq8k_ed_fe_mul(r->y, a, h);
    if (want_t)
        pq8k_ed_fe_mul(r->t, e, h);
    pq8k_ed_fe_mul(r->z, c, a);
}

void pq8k_ed_point_neg(ed_point *r, const ed_point *p)
{
    static const ed_fe zero = {0};
    pq8k_ed_fe_sub(r->x, zero, p->x);
    memmove(r->y, p->y, sizeof r->y);
    memmove(r->z, p->z, sizeof r->z);
    pq8k_ed_fe_sub(r->t, zero, p->t);
}

int pq8k_ed_point_decode(ed_point *r, const uint8_t in[32])
{
    static const ed_fe one = {1};
    /* r's x, z and t are written last: until then they hold v^3, u and v
       (off the stack, under the verifier's deepest call chain) */
    uint32_t *u = r->z, *v = r->t, *v3 = r->x;
    ed_fe t;
    unsigned sign = in[31] >> 7;
    if (pq8k_ed_fe_load(r->y, in))
        return -1;
    pq8k_ed_fe_sqr(u, r->y);
    pq8k_ed_fe_mul(v, u, curve_d);
    pq8k_ed_fe_sub(u, u, one);               /* u = y^2 - 1 */
    pq8k_ed_fe_add(v, v, one);               /* v = d y^2 + 1 */
    pq8k_ed_fe_sqr(v3, v);
    pq8k_ed_fe_mul(v3, v3, v);               /* v^3 */
    pq8k_ed_fe_sqr(t, v3);
    pq8k_ed_fe_mul(t, t, v);
    pq8k_ed_fe_mul(t, t, u);                 /* u v^7 */
    pq8k_ed_fe_pow22523(t, t);
    pq8k_ed_fe_mul(t, t, v3);                /* v^3 is dead from here: r->x is x */
    pq8k_ed_fe_mul(r->x, t, u);              /* x = u v^3 (u v^7)^((p-5)/8) */
    pq8k_ed_fe_sqr(t, r->x);
    pq8k_ed_fe_mul(t, t, v);                 /* v x^2 */
    pq8k_ed_fe_canon(t, t);
    pq8k_ed_fe_canon(u, u);
    if (memcmp(t, u, sizeof t) != 0) {
        pq8k_ed_fe_add(t, t, u);
        pq8k_ed_fe_canon(t, t);
        if (!pq8k_bn_is_zero(t))
            return -1;                  /* v x^2 is neither u nor -u: no root */
        pq8k_ed_fe_mul(r->x, r->x, sqrt_m1);
    }
    pq8k_ed_fe_canon(r->x, r->x);
    if (pq8k_bn_is_zero(r->x) && sign)
        return -1;
    if ((r->x[0] & 1) != sign)
        pq8k_ed_fe_sub(r->x, (const uint32_t[BN_WORDS]){0}, r->x);
    memcpy(r->z, one, sizeof one);
    pq8k_ed_fe_mul(r->t, r->x, r->y);
    return 0;
}

void pq8k_ed_point_encode(uint8_t out[32], const ed_point *p)
{
    ed_fe zi, x, y;
    pq8k_ed_fe_inv(zi, p->z);
    pq8k_ed_fe_mul(x, p->x, zi);
    pq8k_ed_fe_mul(y, p->y, zi);
    pq8k_ed_fe_store(out, y);
    pq8k_ed_fe_canon(x, x);
    out[31] = (uint8_t)(out[31] | (x[0] & 1) << 7);
}

void pq8k_ed_double_mul(ed_point *r, const uint32_t s[BN_WORDS], const uint32_t k[BN_WORDS],
                        const ed_point *a, pq8k_ed25519_mul_ws *w)
{
    ed_cached *a_table = w->table;

    /* A, 3A, 5A, 7A, r the running point until the multiplication starts */
    to_cached(&a_table[0], a);
    point_double(r, a, 1);
    to_cached(&a_table[3], r);          /* 2A, briefly */
    *r = *a;
    for (int i = 1; i < 4; i++) {
        add_cached(r, r, &a_table[3], 0, 1);
        to_cached(&a_table[i], r);
    }

    int n = pq8k_wnaf_pair(w->digits, s, k, 4);
    set_identity(r);
    /* T only where an addition reads it: the result's T is stale */
    for (int i = n - 1; i >= 0; i--) {
        int db = wnaf_digit(w->digits[i], 0), da = wnaf_digit(w->digits[i], 1);
        point_double(r, r, db || da);
        if (db) {
            const ed_fe *b = b_table[(db < 0 ? -db : db) >> 1];
            point_add(r, r, b[0], b[1], b[2], NULL, db < 0, da != 0);
        }
        if (da)
            add_cached(r, r, &a_table[(da < 0 ? -da : da) >> 1], da < 0, 0);
    }
}

static void cached_cmov(ed_cached *r, const ed_cached *a, uint32_t mask)
{
    pq8k_bn_cmov(r->ypx, a->ypx, mask);
    pq8k_bn_cmov(r->ymx, a->ymx, mask);
    pq8k_bn_cmov(r->t2d, a->t2d, mask);
    pq8k_bn_cmov(r->z2, a->z2, mask);
}

void pq8k_ed_base_mul_ct(ed_point *r, const uint32_t k[BN_WORDS])
{
    ed_cached table[16], sel;
    ed_point t;

    /* j B for j = 0..15 */
    set_identity(&t);
    to_cached(&table[0], &t);
    for (int j = 1; j < 16; j++) {
        point_add(&t, &t, b_table[0][0], b_table[0][1], b_table[0][2], NULL, 0, 1);
        to_cached(&table[j], &t);
    }
    set_identity(r);
    for (int i = 63; i >= 0; i--) {
        for (int j = 0; j < 4; j++)
            point_double(r, r, 1);
        uint32_t w = (k[i >> 3] >> (4 * (i & 7))) & 15;
        sel = table[0];
        for (uint32_t j = 1; j < 16; j++)
            cached_cmov(&sel, &table[j], pq8k_bn_is_zero((const uint32_t[BN_WORDS]){j ^ w}));
        add_cached(r, r, &sel, 0, 1);
    }
}
