/* SPDX-License-Identifier: MIT */
/*
 * LMS / LM-OTS parameter sets from their type codes: small integers, so the
 * parameters are arithmetic on the code (no tables).
 */
#include "lms/lms_params.h"
#include "pq8k/pq8k.h"

static int family_built(unsigned fam)
{
    return (PQ8K_CONFIG_LMS_FAMILIES >> fam) & 1u;
}

int pq8k_lms_ots_params_get(uint32_t type, lms_ots_params *o)
{
    if (type < 1 || type > 16) return PQ8K_ERR_BAD_ENCODING;
    unsigned fam = (type - 1) / 4, lw = (type - 1) % 4;
    if (!family_built(fam)) return PQ8K_ERR_UNSUPPORTED;
    unsigned n = LMS_FAM_N(fam), v = lms_ots_v(n, lw);
    o->fam = (uint8_t)fam;
    o->n = (uint8_t)n;
    o->w = (uint8_t)(1u << lw);
    o->ls = (uint8_t)(16u - (v << lw));
    o->p = (uint16_t)((8u * n >> lw) + v);
    return 0;
}

int pq8k_lms_tree_params_get(uint32_t type, lms_tree_params *t)
{
    if (type < 5 || type > 24) return PQ8K_ERR_BAD_ENCODING;
    unsigned fam = (type - 5) / 5;
    if (!family_built(fam)) return PQ8K_ERR_UNSUPPORTED;
    t->fam = (uint8_t)fam;
    t->m = (uint8_t)LMS_FAM_N(fam);
    t->h = (uint8_t)lms_tree_h(type);
    return 0;
}

int pq8k_lms_types_check(uint32_t lms_type, uint32_t ots_type)
{
    if (lms_type - 5u > 19u) return PQ8K_ERR_BAD_ENCODING;
    if (!family_built((lms_type - 5u) / 5u)) return PQ8K_ERR_UNSUPPORTED;
    if (ots_type - 1u > 15u) return PQ8K_ERR_BAD_ENCODING;
    if (!family_built((ots_type - 1u) / 4u)) return PQ8K_ERR_UNSUPPORTED;
    if ((lms_type - 5u) / 5u != (ots_type - 1u) / 4u) return PQ8K_ERR_BAD_ENCODING;
    return 0;
}

int pq8k_lms_pair_params_get(uint32_t lms_type, uint32_t ots_type, lms_tree_params *t,
                        lms_ots_params *o)
{
    int r = pq8k_lms_types_check(lms_type, ots_type);
    if (r == 0) (void)pq8k_lms_tree_params_get(lms_type, t);
    if (r == 0) (void)pq8k_lms_ots_params_get(ots_type, o);
    return r;
}

uint32_t pq8k_lms_sig_len(const lms_tree_params *t, const lms_ots_params *o)
{
    return 12u + (uint32_t)o->n * (o->p + 1u) + (uint32_t)t->m * t->h;
}
