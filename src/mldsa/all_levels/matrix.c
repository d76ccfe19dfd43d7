/* SPDX-License-Identifier: MIT */
#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/ntt.h"
#include "common/fips202.h"

/* 8 candidates per squeeze: 24 divides the SHAKE128 rate, so no call straddles a block */
#define SQUEEZE_BYTES 24

static void entry_start(pq8k_keccak_state *st, const uint8_t rho[32], unsigned row, unsigned col)
{
    uint8_t idx[2] = {(uint8_t)col, (uint8_t)row};
    pq8k_shake128_init(st);
    pq8k_keccak_absorb(st, rho, 32);
    pq8k_keccak_absorb(st, idx, 2);
    pq8k_keccak_finalize(st);
}

#include "common/attributes.h"

/* candidate k/3 of a squeezed block: 23 bits, accepted below q (inlined:
   gcc -Os keeps it a call, 256 of them per entry) */
static PQ8K_ALWAYS_INLINE uint32_t entry_candidate(const uint8_t buf[SQUEEZE_BYTES], unsigned k)
{
    return buf[k] | ((uint32_t)buf[k + 1] << 8) | ((uint32_t)(buf[k + 2] & 0x7F) << 16);
}

/*
 * The verifier's deepest call: the squeeze is called from this frame
 * directly (no helper frame between the Keccak state and the permutation),
 * so the streaming verifier's peak stack is this frame plus Keccak's.
 */
void pq8k_mldsa_matrix_acc(uint32_t acc[256], const uint32_t vhat[256], const uint8_t rho[32],
                           unsigned row, unsigned col)
{
    pq8k_keccak_state st;
    uint8_t buf[SQUEEZE_BYTES];
    entry_start(&st, rho, row, col);
    for (unsigned i = 0; i < 256;) {
        pq8k_keccak_squeeze(&st, buf, SQUEEZE_BYTES);
        for (unsigned k = 0; k < SQUEEZE_BYTES && i < 256; k += 3) {
            uint32_t a = entry_candidate(buf, k);
            /* A is public: rejecting here leaks nothing */
            if (a < MLDSA_Q) {
                acc[i] += mldsa_mont_public(a, vhat[i]);
                i++;
            }
        }
    }
}

void pq8k_mldsa_row_step(uint32_t acc[256], uint32_t v[256], const uint8_t rho[32],
                         unsigned row, unsigned col)
{
    pq8k_mldsa_ntt(v);
    pq8k_mldsa_matrix_acc(acc, v, rho, row, col);
}

#if PQ8K_CONFIG_CT_MUL16
/* the accepted candidates of the next squeeze (0..8) into a; A is public:
   rejecting here leaks nothing */
static unsigned entry_next(pq8k_keccak_state *st, uint32_t a[8])
{
    uint8_t buf[SQUEEZE_BYTES];
    unsigned n = 0;
    pq8k_keccak_squeeze(st, buf, SQUEEZE_BYTES);
    for (unsigned k = 0; k < SQUEEZE_BYTES; k += 3) {
        uint32_t v = entry_candidate(buf, k);
        if (v < MLDSA_Q) a[n++] = v;
    }
    return n;
}

/* keygen and signing on the Cortex-M3: v is secret, the constant-time multiplier */
void pq8k_mldsa_row_step_ct(uint32_t acc[256], uint32_t v[256], const uint8_t rho[32],
                            unsigned row, unsigned col)
{
    pq8k_keccak_state st;
    uint32_t a[8];
    pq8k_mldsa_ntt_ct(v);
    entry_start(&st, rho, row, col);
    for (unsigned i = 0; i < 256;) {
        unsigned n = entry_next(&st, a);
        for (unsigned k = 0; k < n && i < 256; k++, i++) acc[i] += mldsa_mont(a[k], v[i]);
    }
}
#endif
