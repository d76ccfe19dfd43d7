/* SPDX-License-Identifier: MIT */
/*
 * Thumb/Thumb-2 decoder of bench/qemu_insn_plugin.c's cycle model: sorts an
 * instruction into the timing classes of bench/cortex_m_timing.h and prices
 * it knowing the instruction before it in the same translation block.
 * Encodings from the ARMv7-M Architecture Reference Manual (ARM DDI 0403E),
 * A5.2 (16-bit) and A5.3 (32-bit), and its floating-point extension (A6).
 * Only what changes a cost is told apart; everything else is one ALU cycle.
 */
#ifndef PQ8K_BENCH_CORTEX_M_DECODE_H
#define PQ8K_BENCH_CORTEX_M_DECODE_H

#include <stdbool.h>
#include <stdint.h>

#include "cortex_m_timing.h"

enum insn_kind {
    K_NONE, K_ALU, K_IT, K_MUL, K_MLA, K_MULL, K_MLAL, K_DSP_MUL, K_DIV,
    K_LD, K_ST_IMM, K_ST_REG, K_MULTI, K_LD_PC, K_BL, K_BRANCH, K_TB, K_BARRIER,
    K_FP, K_FP_MAC, K_FP_DIV, K_FP_MOV2, K_FP_LD, K_FP_LDD, K_FP_ST, K_FP_STD
};

/* Branch kinds: which refill a taken branch pays, and whether it can fall through. */
enum branch_kind { BRANCH_NONE, BRANCH_IMM, BRANCH_REG, BRANCH_COND };

#define NO_REG 0xFF

struct insn_class {
    uint8_t kind;    /* enum insn_kind */
    uint8_t branch;  /* enum branch_kind */
    uint8_t n;       /* registers moved (multiples), instructions covered (IT) */
    uint8_t rt, rn, rm; /* a single load/store's registers, NO_REG if absent */
    bool wide;       /* a 32-bit encoding */
};

static inline unsigned popcount16(uint16_t v)
{
    unsigned n = 0;
    for (; v; v &= (uint16_t)(v - 1)) n++;
    return n;
}

static inline struct insn_class mem_single(uint8_t kind, unsigned rt, unsigned rn, unsigned rm)
{
    struct insn_class c = { .kind = kind, .rt = (uint8_t)rt, .rn = (uint8_t)rn, .rm = (uint8_t)rm };
    return c;
}

static inline struct insn_class simple(uint8_t kind, uint8_t branch, unsigned n)
{
    struct insn_class c = { .kind = kind, .branch = branch, .n = (uint8_t)n,
                            .rt = NO_REG, .rn = NO_REG, .rm = NO_REG };
    return c;
}

/* A5.2.5 "Miscellaneous 16-bit instructions" (0xBxxx). */
static inline struct insn_class decode_misc16(uint16_t hw)
{
    if ((hw & 0xF500) == 0xB100) return simple(K_BRANCH, BRANCH_COND, 0);            /* CBZ, CBNZ */
    if ((hw & 0xFE00) == 0xB400) return simple(K_MULTI, BRANCH_NONE, popcount16(hw & 0x1FF)); /* PUSH */
    if ((hw & 0xFE00) == 0xBC00) {                                                    /* POP */
        unsigned n = popcount16(hw & 0x1FF);
        return (hw & 0x100) ? simple(K_LD_PC, BRANCH_REG, n) : simple(K_MULTI, BRANCH_NONE, n);
    }
    if ((hw & 0xFF00) == 0xBF00 && (hw & 0xF)) {                                     /* IT */
        unsigned mask = hw & 0xF, len = 4;
        while (!(mask & 1)) { mask >>= 1; len--; }
        return simple(K_IT, BRANCH_NONE, len);
    }
    return simple(K_ALU, BRANCH_NONE, 0);
}

/* A5.2 "16-bit Thumb instruction encoding". */
static inline struct insn_class decode16(uint16_t hw)
{
    if (hw < 0x4000) return simple(K_ALU, BRANCH_NONE, 0);
    if (hw < 0x4400) return (hw & 0xFFC0) == 0x4340 ? simple(K_MUL, BRANCH_NONE, 0) : simple(K_ALU, BRANCH_NONE, 0);
    if (hw < 0x4800) {                                 /* A5.2.3: special data, branch and exchange */
        unsigned rd = ((hw >> 4) & 8) | (hw & 7);
        if ((hw & 0xFF00) == 0x4700) return simple(K_BRANCH, BRANCH_REG, 0);         /* BX, BLX */
        if ((hw & 0x0300) != 0x0100 && rd == 15) return simple(K_BRANCH, BRANCH_REG, 0); /* ADD/MOV PC */
        return simple(K_ALU, BRANCH_NONE, 0);
    }
    if (hw < 0x5000) return mem_single(K_LD, (hw >> 8) & 7, 15, NO_REG);             /* LDR literal */
    if (hw < 0x6000) {                                 /* A5.2.4: register offset */
        unsigned op = (hw >> 9) & 7;
        return mem_single(op >= 3 ? K_LD : K_ST_REG, hw & 7, (hw >> 3) & 7, (hw >> 6) & 7);
    }
    if (hw < 0x9000) return mem_single((hw & 0x0800) ? K_LD : K_ST_IMM, hw & 7, (hw >> 3) & 7, NO_REG);
    if (hw < 0xA000) return mem_single((hw & 0x0800) ? K_LD : K_ST_IMM, (hw >> 8) & 7, 13, NO_REG);
    if (hw < 0xB000) return simple(K_ALU, BRANCH_NONE, 0);                            /* ADR, ADD SP */
    if (hw < 0xC000) return decode_misc16(hw);
    if (hw < 0xD000) return simple(K_MULTI, BRANCH_NONE, popcount16(hw & 0xFF));      /* LDM, STM */
    if (hw < 0xE000) return ((hw >> 8) & 0xF) < 0xE ? simple(K_BRANCH, BRANCH_COND, 0)
                                                     : simple(K_ALU, BRANCH_NONE, 0); /* B<c>; UDF, SVC */
    return simple(K_BRANCH, BRANCH_IMM, 0);                                           /* B */
}

/* A5.3.5 "Load/store multiple", A5.3.6 "Load/store dual or exclusive, table branch". */
static inline struct insn_class decode_ldst_multi32(uint16_t hw1, uint16_t hw2)
{
    if ((hw1 & 0xFE40) == 0xE800) {
        unsigned n = popcount16(hw2);
        if ((hw1 & 0x10) && (hw2 & 0x8000)) return simple(K_LD_PC, BRANCH_REG, n);
        return simple(K_MULTI, BRANCH_NONE, n);
    }
    if ((hw1 & 0xFFF0) == 0xE8D0 && (hw2 & 0xFFE0) == 0xF000) return simple(K_TB, BRANCH_REG, 0);
    unsigned op1 = (hw1 >> 7) & 3, op2 = (hw1 >> 4) & 3;
    if (op1 < 2 && op2 < 2)   /* LDREX(B/H), STREX(B/H): 2 cycles, pipelined like LDR (M4 TRM 3.3.2) */
        return (op2 & 1) ? mem_single(K_LD, hw2 >> 12, hw1 & 15, NO_REG) : simple(K_ST_REG, BRANCH_NONE, 0);
    return simple(K_MULTI, BRANCH_NONE, 2);           /* LDRD, STRD */
}

/* A6.4 "Floating-point data-processing instructions" and A6.6/A6.7
   (extension register load/store, 32-bit and 64-bit transfers). */
static inline struct insn_class decode_fp32(uint16_t hw1, uint16_t hw2)
{
    bool dbl = (hw2 & 0x0F00) == 0x0B00;
    if (!(hw1 & 0x0200)) {
        if ((hw1 & 0xFFE0) == 0xEC40) return simple(K_FP_MOV2, BRANCH_NONE, 0);     /* VMOV 2 core regs */
        if ((hw1 & 0xFF30) == 0xED10) return mem_single(dbl ? K_FP_LDD : K_FP_LD, NO_REG, hw1 & 15, NO_REG);
        if ((hw1 & 0xFF30) == 0xED00) return simple(dbl ? K_FP_STD : K_FP_ST, BRANCH_NONE, 0);
        return simple(K_MULTI, BRANCH_NONE, hw2 & 0xFF);                            /* VLDM/VSTM/VPUSH/VPOP: imm8 words */
    }
    if ((hw1 & 0xEF00) == 0xEF00 || (hw2 & 0x0010) || (hw2 & 0x0E00) != 0x0A00)
        return simple(K_FP, BRANCH_NONE, 0);                                         /* VMOV core<->S, VMRS/VMSR */
    switch (((hw1 >> 5) & 4) | ((hw1 >> 4) & 3)) {
    case 0: case 1: case 5: case 6: return simple(K_FP_MAC, BRANCH_NONE, 0);         /* VMLA ... VFMA */
    case 4: return simple(K_FP_DIV, BRANCH_NONE, 0);                                 /* VDIV */
    case 7: if ((hw1 & 0xF) == 1 && (hw2 & 0xC0) == 0xC0) return simple(K_FP_DIV, BRANCH_NONE, 0); /* VSQRT */
        return simple(K_FP, BRANCH_NONE, 0);
    default: return simple(K_FP, BRANCH_NONE, 0);                                    /* VMUL, VADD, VSUB */
    }
}

/* A5.3.4 "Branches and miscellaneous control". */
static inline struct insn_class decode_branch32(uint16_t hw1, uint16_t hw2)
{
    switch (hw2 & 0x5000) {
    case 0x5000: case 0x4000: return simple(K_BL, BRANCH_IMM, 0);
    case 0x1000: return simple(K_BRANCH, BRANCH_IMM, 0);
    default:
        if (((hw1 >> 6) & 0xF) < 0xE) return simple(K_BRANCH, BRANCH_COND, 0);
        return simple(K_BARRIER, BRANCH_NONE, 0);                                    /* MSR, MRS, hints, barriers */
    }
}

/* A5.3.7-A5.3.10 "Load word/halfword/byte", A5.3.10 "Store single data item". */
static inline struct insn_class decode_ldst32(uint16_t hw1, uint16_t hw2)
{
    unsigned rn = hw1 & 15, rt = hw2 >> 12, size = (hw1 >> 5) & 3;
    bool reg_offset = !(hw1 & 0x80) && rn != 15 && (hw2 & 0x0FC0) == 0;
    if (hw1 & 0x10) {
        if (rt == 15)
            return size == 2 ? simple(K_LD_PC, BRANCH_REG, 0) : simple(K_ALU, BRANCH_NONE, 0); /* LDR PC; PLD/PLI */
        return mem_single(K_LD, rt, rn, reg_offset ? (hw2 & 15) : NO_REG);
    }
    return mem_single(reg_offset ? K_ST_REG : K_ST_IMM, rt, rn, reg_offset ? (hw2 & 15) : NO_REG);
}

/* A5.3.16 "Multiply, multiply accumulate and absolute difference",
   A5.3.17 "Long multiply, long multiply accumulate and divide". */
static inline struct insn_class decode_mul32(uint16_t hw1, uint16_t hw2)
{
    unsigned op1 = (hw1 >> 4) & 7;
    if (!(hw1 & 0x80)) {
        if (op1 != 0) return simple(K_DSP_MUL, BRANCH_NONE, 0);
        if (((hw2 >> 4) & 3) == 0 && (hw2 >> 12) == 15) return simple(K_MUL, BRANCH_NONE, 0);
        return simple(K_MLA, BRANCH_NONE, 0);                                        /* MLA, MLS */
    }
    if (op1 == 1 || op1 == 3) return simple(K_DIV, BRANCH_NONE, 0);                  /* SDIV, UDIV */
    if (op1 == 0 || op1 == 2) return simple(K_MULL, BRANCH_NONE, 0);                 /* SMULL, UMULL */
    return simple(K_MLAL, BRANCH_NONE, 0);                                           /* SMLAL*, UMLAL, UMAAL, SMLSLD */
}

/* One instruction: hw2 is the second halfword of a 32-bit encoding. */
static inline struct insn_class decode_thumb(uint16_t hw1, uint16_t hw2, bool wide)
{
    struct insn_class c;
    if (!wide) c = decode16(hw1);
    else if ((hw1 & 0xFE00) == 0xE800) c = decode_ldst_multi32(hw1, hw2);
    else if ((hw1 & 0xEC00) == 0xEC00) c = decode_fp32(hw1, hw2);
    else if ((hw1 & 0xF800) == 0xF000 && (hw2 & 0x8000)) c = decode_branch32(hw1, hw2);
    else if ((hw1 & 0xFE00) == 0xF800) c = decode_ldst32(hw1, hw2);
    else if ((hw1 & 0xFF00) == 0xFB00) c = decode_mul32(hw1, hw2);
    else c = simple(K_ALU, BRANCH_NONE, 0);        /* data processing (A5.3.1-3, A5.3.11-12) */
    c.wide = wide;
    return c;
}

/* A load pipelines behind a load or store single (not a STR with register
   offset) unless its address needs the previous load's data. */
static inline bool load_pipelines(const struct insn_class *c, const struct insn_class *prev)
{
    if (prev->kind == K_ST_IMM) return true;
    if (prev->kind != K_LD) return false;
    return prev->rt == NO_REG || (c->rn != prev->rt && c->rm != prev->rt);
}

/* The cycles an instruction costs on its own; a taken branch's refill is
   added by the plugin when the branch's target runs. */
static inline unsigned insn_cost(const struct cortex_m_timing *t, const struct insn_class *c,
                                 const struct insn_class *prev)
{
    switch (c->kind) {
    case K_IT: return (prev->kind != K_NONE && !prev->wide && prev->branch == BRANCH_NONE) ? 0 : t->it;
    case K_MUL: return t->mul;
    case K_MLA: return t->mla;
    case K_MULL: return t->mull;
    case K_MLAL: return t->mlal;
    case K_DSP_MUL: return t->dsp_mul;
    case K_DIV: return t->div;
    case K_LD: return load_pipelines(c, prev) ? t->ld_pipelined : t->ld;
    case K_ST_IMM: return t->st_imm;
    case K_ST_REG: return prev->kind == K_LD ? t->st_reg_after_ld : t->st_reg;
    case K_MULTI: return t->multi_base + c->n;
    case K_LD_PC: return c->n ? (unsigned)t->multi_base + c->n : t->ld;
    case K_BL: return t->bl;
    case K_BRANCH: return t->branch;
    case K_TB: return t->tb;
    case K_BARRIER: return t->barrier;
    case K_FP: return t->fp;
    case K_FP_MAC: return t->fp_mac;
    case K_FP_DIV: return t->fp_div;
    case K_FP_MOV2: return t->fp_mov2;
    case K_FP_LD: return t->fp_ld;
    case K_FP_LDD: return t->fp_ld_double;
    case K_FP_ST: return t->fp_st;
    case K_FP_STD: return t->fp_st_double;
    default: return t->alu;
    }
}

#endif
