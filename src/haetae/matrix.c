/* SPDX-License-Identifier: MIT */
/* Streamed generation of A0, a and A1's first column; see matrix.h. */
#include "haetae/matrix.h"
#include "haetae/packing.h"
#include "haetae/all_levels/ntt.h"
#include "haetae/all_levels/xof.h"

void haetae_acc_a0(hpoly *acc, const hpoly *x, pq8k_keccak_state *ks, const uint8_t rho[32],
                   unsigned i, unsigned j, unsigned times2)
{
    pq8k_haetae_uniform_buf u;
    pq8k_haetae_uniform_buf_init(&u);
    pq8k_haetae_shake128_stream(ks, rho, 32, (uint16_t)((i << 8) + j));
    /* a stays in [0, q): |a * x| < q * q/2 < 2^31 is all montmul needs, and its
       result is within q/2 of zero, so one centring of the sum suffices */
    for (unsigned n = 0; n < HAETAE_N; n++) {
        int32_t a = pq8k_haetae_uniform_buf_next(&u, ks);
        if (times2) {
            a *= 2;
            a -= HAETAE_Q & -(int32_t)(a >= HAETAE_Q);
        }
        acc->c[n] = haetae_center(acc->c[n] + haetae_montmul(a, x->c[n]));
    }
}

#if HAETAE_D == 1
void haetae_a_start(pq8k_keccak_state *ks, const uint8_t rho[32], unsigned i)
{
    pq8k_haetae_shake128_stream(ks, rho, 32, (uint16_t)((HAETAE_K << 8) + HAETAE_M + i));
}

void haetae_expand_a(hpoly *r, pq8k_keccak_state *ks, const uint8_t rho[32], unsigned i)
{
    pq8k_haetae_uniform_buf u;
    pq8k_haetae_uniform_buf_init(&u);
    haetae_a_start(ks, rho, i);
    for (unsigned n = 0; n < HAETAE_N; n++)
        r->c[n] = haetae_center(pq8k_haetae_uniform_buf_next(&u, ks));
}

void haetae_a1_col0(hpoly *r, pq8k_keccak_state *ks, const uint8_t *pk, unsigned i)
{
    /* 2 * (a - 2 * b1): the public key rounds b = a + A0 s1 + s2 to 2 * b1 */
    haetae_expand_a(r, ks, pk, i);
    const uint8_t *b1 = pk + HAETAE_SEEDBYTES + i * HAETAE_POLYB_BYTES;
    for (unsigned n = 0; n < HAETAE_N; n++)
        r->c[n] = haetae_a1_coeff(r->c[n], haetae_get15(b1, n));
    pq8k_haetae_ntt(r);
}
#else
void haetae_a1_col0(hpoly *r, pq8k_keccak_state *ks, const uint8_t *pk, unsigned i)
{
    /* level 5 stores NTT(-2b) itself */
    const uint8_t *b = pk + HAETAE_SEEDBYTES + i * HAETAE_POLYB_BYTES;
    (void)ks;
    for (unsigned n = 0; n < HAETAE_N; n++)
        r->c[n] = haetae_reduce(b[2 * n] | (b[2 * n + 1] << 8));
}
#endif
