#include "mldsa/all_levels/matrix.h"
#include "mldsa/all_levels/arith.h"
#include "mldsa/all_levels/ntt.h"
#include "common/fips202.h"

/* 8 candidates per squeeze; 24 divides the SHAKE128 rate, so no call straddles a block */
#define SQUEEZE_BYTES 24

void pq8k_mldsa_matrix_acc(uint32_t acc[256], const uint32_t vhat[256], const uint8_t rho[32],
                           unsigned row, unsigned col)
{
    pq8k_keccak_state st;
    uint8_t buf[SQUEEZE_BYTES];
    uint8_t idx[2] = {(uint8_t)col, (uint8_t)row};
    unsigned i = 0;

    pq8k_shake128_init(&st);
    pq8k_keccak_absorb(&st, rho, 32);
    pq8k_keccak_absorb(&st, idx, 2);
    pq8k_keccak_finalize(&st);
    while (i < 256) {
        pq8k_keccak_squeeze(&st, buf, SQUEEZE_BYTES);
        for (unsigned k = 0; k < SQUEEZE_BYTES && i < 256; k += 3) {
            uint32_t a = buf[k] | ((uint32_t)buf[k + 1] << 8) | ((uint32_t)(buf[k + 2] & 0x7F) << 16);
            if (a < MLDSA_Q) { /* A is public: rejecting here leaks nothing */
                acc[i] += mldsa_mont(a, vhat[i]);
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
