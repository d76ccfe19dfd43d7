/* SPDX-License-Identifier: MIT */
#include "mldsa/all_levels/hashing.h"
#include "mldsa/all_levels/rounding.h"

static void absorb(pq8k_keccak_state *st, const uint8_t *p, size_t n)
{
    if (n != 0) pq8k_keccak_absorb(st, p, n);
}

static void mu_begin(pq8k_keccak_state *st, const uint8_t tr[64])
{
    pq8k_shake256_init(st);
    pq8k_keccak_absorb(st, tr, 64);
}

static void mu_end(pq8k_keccak_state *st, uint8_t mu[64])
{
    pq8k_keccak_finalize(st);
    pq8k_keccak_squeeze(st, mu, 64);
}

void pq8k_mldsa_mu_internal(uint8_t mu[64], const uint8_t tr[64], const uint8_t *msg, size_t mlen)
{
    pq8k_keccak_state st;
    mu_begin(&st, tr);
    absorb(&st, msg, mlen);
    mu_end(&st, mu);
}

static void absorb_domain(pq8k_keccak_state *st, uint8_t domain, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t pre[2] = {domain, (uint8_t)ctxlen};
    pq8k_keccak_absorb(st, pre, 2);
    absorb(st, ctx, ctxlen);
}

void pq8k_mldsa_mu_pure(uint8_t mu[64], const uint8_t tr[64], const uint8_t *ctx, size_t ctxlen,
                        const uint8_t *msg, size_t mlen)
{
    pq8k_keccak_state st;
    mu_begin(&st, tr);
    absorb_domain(&st, 0, ctx, ctxlen);
    absorb(&st, msg, mlen);
    mu_end(&st, mu);
}

void pq8k_mldsa_mu_prehash(uint8_t mu[64], const uint8_t tr[64], const uint8_t *ctx,
                           size_t ctxlen, const uint8_t *oid, size_t oidlen, const uint8_t *ph,
                           size_t phlen)
{
    pq8k_keccak_state st;
    mu_begin(&st, tr);
    absorb_domain(&st, 1, ctx, ctxlen);
    absorb(&st, oid, oidlen);
    absorb(&st, ph, phlen);
    mu_end(&st, mu);
}

void pq8k_mldsa_absorb_w1(pq8k_keccak_state *st, const uint32_t r[256], const uint8_t *hint,
                          unsigned nh, uint32_t gamma2)
{
    uint8_t buf[24]; /* a whole number of 6-bit and of 4-bit groups */
    unsigned bits = gamma2 == MLDSA_GAMMA2_88 ? 6 : 4, n = 0, len = 0, next = 0;
    uint32_t acc = 0;
    for (unsigned i = 0; i < 256; i++) {
        unsigned h = 0;
        if (next < nh && hint[next] == i) { /* hints are public */
            h = 1;
            next++;
        }
        acc |= pq8k_mldsa_use_hint(r[i], h, gamma2) << n;
        for (n += bits; n >= 8; n -= 8) {
            buf[len++] = (uint8_t)acc;
            acc >>= 8;
        }
        if (len == sizeof buf) {
            pq8k_keccak_absorb(st, buf, len);
            len = 0;
        }
    }
    absorb(st, buf, len);
}
