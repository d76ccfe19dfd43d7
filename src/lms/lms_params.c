/*
 * LMS / LM-OTS parameter sets from their type codes.
 */
#include "lms/lms_params.h"
#include "pq8k/pq8k.h"

static int family_built(unsigned fam)
{
    return (PQ8K_CONFIG_LMS_FAMILIES >> fam) & 1u;
}

int lms_ots_params_get(uint32_t type, lms_ots_params *o)
{
    /* p and ls per (n, w) from RFC 8554 Appendix B; index 4 * (n == 24) + log2 w */
    static const uint16_t chains[8] = {265, 133, 67, 34, 200, 101, 51, 26};
    static const uint8_t shift[8] = {7, 6, 4, 0, 8, 6, 4, 0};
    if (type < 1 || type > 16) return PQ8K_ERR_BAD_ENCODING;
    unsigned fam = (type - 1) / 4, lw = (type - 1) % 4;
    if (!family_built(fam)) return PQ8K_ERR_UNSUPPORTED;
    unsigned k = 4 * (fam & 1u) + lw;
    o->fam = (uint8_t)fam;
    o->n = (uint8_t)LMS_FAM_N(fam);
    o->w = (uint8_t)(1u << lw);
    o->ls = shift[k];
    o->p = chains[k];
    return 0;
}

int lms_tree_params_get(uint32_t type, lms_tree_params *t)
{
    if (type < 5 || type > 24) return PQ8K_ERR_BAD_ENCODING;
    unsigned fam = (type - 5) / 5;
    if (!family_built(fam)) return PQ8K_ERR_UNSUPPORTED;
    t->fam = (uint8_t)fam;
    t->m = (uint8_t)LMS_FAM_N(fam);
    t->h = (uint8_t)(5 * ((type - 5) % 5 + 1));
    return 0;
}

int lms_pair_params_get(uint32_t lms_type, uint32_t ots_type, lms_tree_params *t,
                        lms_ots_params *o)
{
    int r = lms_tree_params_get(lms_type, t);
    if (r == 0) r = lms_ots_params_get(ots_type, o);
    if (r == 0 && t->fam != o->fam) r = PQ8K_ERR_BAD_ENCODING;
    return r;
}

uint32_t lms_sig_len(const lms_tree_params *t, const lms_ots_params *o)
{
    return 12u + (uint32_t)o->n * (o->p + 1u) + (uint32_t)t->m * t->h;
}
