/* SPDX-License-Identifier: MIT */
/* P-256 point arithmetic (p256_point.h); a = -3 formulas of the
   Explicit-Formulas Database (dbl-2001-b, add-2007-bl and its mixed form). */
#include <string.h>
#include "pq8k/config.h"
#include "classic/p256_point.h"
#include "classic/wnaf.h"

static const p256_fe curve_b = {0x27d2604b, 0x3bce3c3e, 0xcc53b0f6, 0x651d06b0,
                                0x769886bc, 0xb3ebbd55, 0xaa3a93e7, 0x5ac635d8};

/* 1G, 3G, 5G, 7G, affine (x, y): the table of the generator's wNAF digits */
static const p256_fe g_table[4][2] = {
    {{0xd898c296, 0xf4a13945, 0x2deb33a0, 0x77037d81, 0x63a440f2, 0xf8bce6e5, 0xe12c4247, 0x6b17d1f2},
     {0x37bf51f5, 0xcbb64068, 0x6b315ece, 0x2bce3357, 0x7c0f9e16, 0x8ee7eb4a, 0xfe1a7f9b, 0x4fe342e2}},
    {{0xc6e7fd6c, 0xfb41661b, 0xefada985, 0xe6c6b721, 0x1d4bf165, 0xc8f7ef95, 0xa6330a44, 0x5ecbe4d1},
     {0xa27d5032, 0x9a79b127, 0x384fb83d, 0xd82ab036, 0x1a64a2ec, 0x374b06ce, 0x4998ff7e, 0x8734640c}},
    {{0xc3d033ed, 0x21554a0d, 0x1f5be524, 0xef8c82fd, 0x08668fdf, 0xd784c856, 0x515140d2, 0x51590b7a},
     {0xfda16da4, 0xd1d0bb44, 0xd4d80888, 0x0d012f00, 0xbf8a7926, 0x8ae1bf36, 0x904a727d, 0xe0c17da8}},
    {{0x3187b2a3, 0x30062870, 0xa80fef5b, 0x7ef9f8b8, 0x7c01fb60, 0x25bb3066, 0xa0bf7b46, 0x8e533b6f},
     {0xc1f400b4, 0xc55e1a86, 0xcb041b21, 0x53c73633, 0xa6f59000, 0x6d069f83, 0xe0331836, 0x73eb1dbd}},
};

int pq8k_p256_on_curve(const p256_fe x, const p256_fe y)
{
    p256_fe l, r, t;
    pq8k_p256_fe_sqr(l, y);
    pq8k_p256_fe_sqr(r, x);
    pq8k_p256_fe_mul(r, r, x);
    pq8k_p256_fe_add(t, x, x);
    pq8k_p256_fe_add(t, t, x);
    pq8k_p256_fe_sub(r, r, t);
    pq8k_p256_fe_add(r, r, curve_b);
    return memcmp(l, r, sizeof l) == 0;
}

static void set_infinity(p256_point *r)
{
    memset(r, 0, sizeof *r);
    r->x[0] = r->y[0] = 1;
}

static const p256_fe fe_one = {1}, fe_zero = {0};

/* r = 2 (x, y, z); r may hold them. Infinity stays infinity (Z3 = 2 Y Z). */
static void double_xyz(p256_point *r, const p256_fe x, const p256_fe y, const p256_fe z)
{
    p256_fe delta, gamma, beta, alpha, t;
    pq8k_p256_fe_sqr(delta, z);
    pq8k_p256_fe_sqr(gamma, y);
    pq8k_p256_fe_mul(beta, x, gamma);
    pq8k_p256_fe_sub(t, x, delta);
    pq8k_p256_fe_add(alpha, x, delta);
    pq8k_p256_fe_mul(alpha, alpha, t);
    pq8k_p256_fe_add(t, alpha, alpha);
    pq8k_p256_fe_add(alpha, alpha, t);               /* 3 (X - delta)(X + delta) */
    pq8k_p256_fe_add(r->z, y, z);
    pq8k_p256_fe_sqr(r->z, r->z);
    pq8k_p256_fe_sub(r->z, r->z, gamma);
    pq8k_p256_fe_sub(r->z, r->z, delta);
    pq8k_p256_fe_add(beta, beta, beta);
    pq8k_p256_fe_add(beta, beta, beta);              /* 4 beta */
    pq8k_p256_fe_sqr(r->x, alpha);
    pq8k_p256_fe_add(t, beta, beta);
    pq8k_p256_fe_sub(r->x, r->x, t);                 /* alpha^2 - 8 beta */
    pq8k_p256_fe_sub(beta, beta, r->x);
    pq8k_p256_fe_mul(beta, beta, alpha);
    pq8k_p256_fe_sqr(gamma, gamma);
    pq8k_p256_fe_add(gamma, gamma, gamma);
    pq8k_p256_fe_add(gamma, gamma, gamma);
    pq8k_p256_fe_add(gamma, gamma, gamma);           /* 8 gamma^2 */
    pq8k_p256_fe_sub(r->y, beta, gamma);
}

static void point_double(p256_point *r, const p256_point *p)
{
    double_xyz(r, p->x, p->y, p->z);
}

/* r = p + q (neg: p - q) by the generic formula (qz NULL: q affine), for
   p, q not infinity; r may be p. Returns bit 0 when H = 0 (same x: the formula does
   not apply) and bit 1 when also R = 0 (same point: double instead). The
   arithmetic is the same whatever the points (the signer relies on it). */
static uint32_t add_core(p256_point *r, const p256_point *p, const p256_fe qx, const p256_fe qy,
                         const p256_fe qz, int neg)
{
    p256_fe z1z1, u1, h, s1, rr, t;
    pq8k_p256_fe_sqr(z1z1, p->z);
    pq8k_p256_fe_mul(h, qx, z1z1);                   /* U2 */
    pq8k_p256_fe_mul(rr, qy, p->z);
    pq8k_p256_fe_mul(rr, rr, z1z1);                  /* S2 */
    if (qz) {
        pq8k_p256_fe_sqr(t, qz);
        pq8k_p256_fe_mul(u1, p->x, t);
        pq8k_p256_fe_mul(s1, p->y, qz);
        pq8k_p256_fe_mul(s1, s1, t);
        pq8k_p256_fe_mul(t, p->z, qz);
    } else {
        memcpy(u1, p->x, sizeof u1);
        memcpy(s1, p->y, sizeof s1);
        memcpy(t, p->z, sizeof t);
    }
    pq8k_p256_fe_sub(h, h, u1);                      /* H = U2 - U1 */
    if (neg) {                                  /* -q: S2 negated */
        pq8k_p256_fe_add(rr, rr, s1);
        pq8k_p256_fe_sub(rr, fe_zero, rr);
    } else {
        pq8k_p256_fe_sub(rr, rr, s1);                /* R = S2 - S1 */
    }
    uint32_t flags = (pq8k_bn_is_zero(h) & 1u) | (pq8k_bn_is_zero(rr) & 2u);
    pq8k_p256_fe_mul(r->z, t, h);                    /* Z1 Z2 H */
    pq8k_p256_fe_sqr(z1z1, h);                       /* HH */
    pq8k_p256_fe_mul(h, h, z1z1);                    /* HHH */
    pq8k_p256_fe_mul(u1, u1, z1z1);                  /* V */
    pq8k_p256_fe_sqr(r->x, rr);
    pq8k_p256_fe_sub(r->x, r->x, h);
    pq8k_p256_fe_add(t, u1, u1);
    pq8k_p256_fe_sub(r->x, r->x, t);                 /* R^2 - HHH - 2V */
    pq8k_p256_fe_sub(u1, u1, r->x);
    pq8k_p256_fe_mul(u1, u1, rr);
    pq8k_p256_fe_mul(s1, s1, h);
    pq8k_p256_fe_sub(r->y, u1, s1);                  /* R (V - X3) - S1 HHH */
    return flags;
}

static int is_infinity(const p256_point *p)
{
    return pq8k_bn_is_zero(p->z) != 0;
}

/* r = p + q (neg: p - q) for any points (public: branches on the special cases). */
static void point_add_vartime(p256_point *r, const p256_point *p, const p256_fe qx, const p256_fe qy,
                              const p256_fe qz, int neg)
{
    if (is_infinity(p)) {
        memcpy(r->x, qx, sizeof r->x);
        memcpy(r->z, qz ? qz : fe_one, sizeof r->z);
        if (neg)
            pq8k_p256_fe_sub(r->y, fe_zero, qy);
        else
            memcpy(r->y, qy, sizeof r->y);
        return;
    }
    if (qz && pq8k_bn_is_zero(qz)) {
        if (r != p)
            *r = *p;
        return;
    }
    uint32_t flags = add_core(r, p, qx, qy, qz, neg);
    if (flags == 3) {
        /* p = q: double q, which add_core left intact */
        double_xyz(r, qx, qy, qz ? qz : fe_one);
        if (neg)
            pq8k_p256_fe_sub(r->y, fe_zero, r->y);
    } else if (flags == 1) {
        set_infinity(r);
    }
}

void pq8k_p256_double_mul(p256_point *r, const uint32_t u1[BN_WORDS], const uint32_t u2[BN_WORDS],
                          pq8k_p256_mul_ws *w)
{
    /* Q's digits are width 3 (Q and 3Q, affine Q in w->q1: a small table) */
    memcpy(w->q1[0], r->x, sizeof(p256_fe));
    memcpy(w->q1[1], r->y, sizeof(p256_fe));
    memcpy(r->z, fe_one, sizeof(p256_fe));
    point_double(&w->q3, r);
    point_add_vartime(&w->q3, &w->q3, w->q1[0], w->q1[1], NULL, 0);

    int n = pq8k_wnaf_pair(w->digits, u1, u2, 3);
    set_infinity(r);
    for (int i = n - 1; i >= 0; i--) {
        if (!is_infinity(r))
            point_double(r, r);
        int d = wnaf_digit(w->digits[i], 0);
        if (d) {
            const p256_fe *g = g_table[(d < 0 ? -d : d) >> 1];
            point_add_vartime(r, r, g[0], g[1], NULL, d < 0);
        }
        d = wnaf_digit(w->digits[i], 1);
        if (d == 1 || d == -1)
            point_add_vartime(r, r, w->q1[0], w->q1[1], NULL, d < 0);
        else if (d)
            point_add_vartime(r, r, w->q3.x, w->q3.y, w->q3.z, d < 0);
    }
}

/* The signer's table: j G for j = 0..15, Jacobian (0: infinity). */
static void base_table(p256_point t[16])
{
    set_infinity(&t[0]);
    memcpy(t[1].x, g_table[0][0], sizeof(p256_fe));
    memcpy(t[1].y, g_table[0][1], sizeof(p256_fe));
    memcpy(t[1].z, (const p256_fe){1}, sizeof(p256_fe));
    for (int j = 2; j < 16; j++)
        point_add_vartime(&t[j], &t[j - 1], g_table[0][0], g_table[0][1], NULL, 0);
}

static void point_cmov(p256_point *r, const p256_point *a, uint32_t mask)
{
    pq8k_bn_cmov(r->x, a->x, mask);
    pq8k_bn_cmov(r->y, a->y, mask);
    pq8k_bn_cmov(r->z, a->z, mask);
}

void pq8k_p256_base_mul_ct(p256_fe x, p256_fe y, const uint32_t k[BN_WORDS])
{
    p256_point t[16], acc, sel, sum;
    base_table(t);
    set_infinity(&acc);
    for (int i = 63; i >= 0; i--) {
        for (int j = 0; j < 4; j++)
            point_double(&acc, &acc);
        uint32_t w = (k[i >> 3] >> (4 * (i & 7))) & 15;
        /* read every entry, keep the one at w */
        sel = t[0];
        for (uint32_t j = 1; j < 16; j++)
            point_cmov(&sel, &t[j], pq8k_bn_is_zero((const uint32_t[BN_WORDS]){j ^ w}));
        /* acc and w G differ while k < n unless one is infinity: then the
           sum is the other operand, chosen without a branch */
        uint32_t acc_inf = pq8k_bn_is_zero(acc.z);
        uint32_t w_zero = pq8k_bn_is_zero((const uint32_t[BN_WORDS]){w});
        add_core(&sum, &acc, sel.x, sel.y, sel.z, 0);
        point_cmov(&sum, &sel, acc_inf);
        point_cmov(&sum, &acc, w_zero);
        acc = sum;
    }
    p256_fe zi, zi2;
    pq8k_p256_fe_inv(zi, acc.z);
    pq8k_p256_fe_sqr(zi2, zi);
    pq8k_p256_fe_mul(x, acc.x, zi2);
    pq8k_p256_fe_mul(zi2, zi2, zi);
    pq8k_p256_fe_mul(y, acc.y, zi2);
}
