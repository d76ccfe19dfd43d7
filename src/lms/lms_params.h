/* SPDX-License-Identifier: MIT */
/*
 * LMS / LM-OTS parameter sets from their type codes (RFC 8554 tables 1-2,
 * RFC 9858, SP 800-208 sections 4.1-4.2).
 *
 * Hash family f: 0 SHA-256 (n = 32), 1 SHA-256/192 (24), 2 SHAKE256 (32),
 * 3 SHAKE256/192 (24); bit 1 is "SHAKE", bit 0 "24 bytes".
 */
#ifndef PQ8K_LMS_PARAMS_H
#define PQ8K_LMS_PARAMS_H

#include <stdint.h>
#include "pq8k/config.h"

#define LMS_FAM_SHAKE 2u
/* n of family f; a constant when every family built has the same n (the
   code for the other length then drops out) */
#if !(PQ8K_CONFIG_LMS_SHA256_M24 || PQ8K_CONFIG_LMS_SHAKE_M24)
#define LMS_N_FIXED 32u
#define LMS_FAM_N(f) ((void)(f), 32u)
#elif !(PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHAKE_M32)
#define LMS_N_FIXED 24u
#define LMS_FAM_N(f) ((void)(f), 24u)
#else
#define LMS_N_FIXED 0u
#define LMS_FAM_N(f) (((f) & 1u) ? 24u : 32u)
#endif
/* n or m as read from a params struct, or the constant when there is one */
#define LMS_N(x) (LMS_N_FIXED ? LMS_N_FIXED : (unsigned)(x))

/* the largest n / m of the families built */
#if PQ8K_CONFIG_LMS_SHA256_M32 || PQ8K_CONFIG_LMS_SHAKE_M32
#define LMS_NMAX 32
#else
#define LMS_NMAX 24
#endif

typedef struct {
    uint8_t fam;     /* hash family */
    uint8_t n;       /* bytes per hash */
    uint8_t w;       /* Winternitz width in bits: 1, 2, 4, 8 */
    uint8_t ls;      /* checksum left shift */
    uint16_t p;      /* chains */
} lms_ots_params;

typedef struct {
    uint8_t fam;
    uint8_t m;
    uint8_t h;       /* tree height: 5, 10, 15, 20, 25 */
} lms_tree_params;

/* Tree height of a known LMS type (5..24): 5, 10, 15, 20, 25 by type % 5 */
static inline unsigned lms_tree_h(unsigned lms_type)
{
    return 5u * (lms_type % 5u) + 5u;
}

/* Checksum digits v of LM-OTS with n-byte hashes and w = 2^lw bits
   (RFC 8554 Appendix B): 9, 5, 3, 2 for w = 1, 2, 4, 8, but 8 for n = 24,
   w = 1. Then p = 8n / w + v chains and the checksum shift is 16 - v w. */
static inline unsigned lms_ots_v(unsigned n, unsigned lw)
{
    return ((0x2359u >> (4u * lw)) & 15u) - (n == 24u && lw == 0u);
}

/* 0, PQ8K_ERR_BAD_ENCODING for a code no standard defines, or
   PQ8K_ERR_UNSUPPORTED for a family not built. */
int pq8k_lms_ots_params_get(uint32_t type, lms_ots_params *o);
int pq8k_lms_tree_params_get(uint32_t type, lms_tree_params *t);
/* The type codes of one key: each known and built, and of one hash family
   (SP 800-208 section 4); 0 or the error as above (the streaming verifier
   derives the parameters it needs from the codes itself). */
int pq8k_lms_types_check(uint32_t lms_type, uint32_t ots_type);
/* both, and that they share hash and length: pq8k_lms_types_check's verdict */
int pq8k_lms_pair_params_get(uint32_t lms_type, uint32_t ots_type, lms_tree_params *t,
                        lms_ots_params *o);

/* LMS signature bytes: 12 + n (p + 1) + m h */
uint32_t pq8k_lms_sig_len(const lms_tree_params *t, const lms_ots_params *o);

#endif
