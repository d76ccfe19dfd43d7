/* SPDX-License-Identifier: MIT */
/*
 * Keccak-f[1600] implementations behind fips202.c (internal header).
 *
 * Two lane layouts exist and fips202.c keeps the sponge state in the one the
 * build uses (PQ8K_KECCAK_BI32):
 *   - 64-bit: lane i of the state is s[i], bit j of the lane is bit j of s[i];
 *     permuted by pq8k_keccakf1600_lanes64. Chosen for 64-bit hosts.
 *   - bit-interleaved: the low 32 bits of s[i] hold the lane's even-numbered
 *     bits (bit 2k at position k), the high 32 bits its odd-numbered bits;
 *     permuted by pq8k_keccakf1600_bi32, which only needs 32-bit rotations.
 *     Chosen for 32-bit targets.
 * Both implementations are built everywhere, so the host tests compare them;
 * on PLATFORM=m4 and m3 the build takes pq8k_keccakf1600_bi32 from ARMv7-M
 * assembly instead of the C one (it sets PQ8K_CONFIG_KECCAK_ASM=1): two unrolled
 * rounds on m4 (keccakf1600_armv7m.S), one round in a loop on m3
 * (keccakf1600_armv7m_compact.S, smaller than the C at -Os and faster).
 * make KECCAK_ASM=0|1 and KECCAK_ASM_COMPACT=0|1 override (the compact one
 * sets PQ8K_CONFIG_KECCAK_ASM_COMPACT=1 too).
 * Build knobs (0/1): PQ8K_KECCAK_BI32 picks the layout (e.g. =1 runs the
 * 32-bit sponge on a host); keccakf1600_bi32.c has PQ8K_KECCAK_COMPACT
 * (default under -Os) and PQ8K_KECCAK_COMPLEMENT (default on RV32 without Zbb).
 */
#ifndef PQ8K_KECCAKF1600_H
#define PQ8K_KECCAKF1600_H

#include <stdint.h>
#include "pq8k/config.h"

#ifndef PQ8K_KECCAK_BI32
#if UINTPTR_MAX > 0xFFFFFFFFu
#define PQ8K_KECCAK_BI32 0
#else
#define PQ8K_KECCAK_BI32 1
#endif
#endif

/* The permutation on 64-bit-layout lanes. */
void pq8k_keccakf1600_lanes64(uint64_t s[25]);

/* The permutation on bit-interleaved lanes. */
void pq8k_keccakf1600_bi32(uint64_t s[25]);

/* One lane from the 64-bit layout to the bit-interleaved one, and back. */
uint64_t pq8k_keccak_interleave(uint64_t lane);
uint64_t pq8k_keccak_deinterleave(uint64_t lane);

/*
 * The compact assembly (m3) keeps its state between permutations in its own
 * form, and the sponge keeps it so too (PQ8K_KECCAK_FRAMED): lane i of the
 * bit-interleaved state sits at s[pq8k_keccak_layout[i]] (an involution),
 * its even and odd words rotated right by (f + 1) / 2 and f / 2, where f is
 * pq8k_keccak_frames[i] (the lane's frames). That saves moving every lane in
 * and out on each permutation; pq8k_keccakf1600_bi32 still takes the plain
 * bit-interleaved state.
 */
#ifndef PQ8K_KECCAK_FRAMED
#define PQ8K_KECCAK_FRAMED (PQ8K_CONFIG_KECCAK_ASM && PQ8K_CONFIG_KECCAK_ASM_COMPACT)
#endif

#if PQ8K_KECCAK_FRAMED
/* All in keccakf1600_armv7m_compact.S but pq8k_keccak_relayout. */
void pq8k_keccakf1600_bi32_framed(uint64_t s[25]);
extern const uint8_t pq8k_keccak_layout[25];
extern const uint8_t pq8k_keccak_frames[25];

/* Lanes i and layout[i] trade places: into the layout or out of it (an involution). */
void pq8k_keccak_relayout(uint64_t s[25]);

/* A natural lane i into the sponge's form (bit-interleaved, in its frames) and back. */
uint64_t pq8k_keccak_lane_in(uint64_t lane, unsigned i);
uint64_t pq8k_keccak_lane_out(uint64_t w, unsigned i);
#endif

#endif
