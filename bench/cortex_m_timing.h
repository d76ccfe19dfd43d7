/* SPDX-License-Identifier: MIT */
/*
 * The cycle model of bench/qemu_insn_plugin.c: cycles per instruction class
 * for each Cortex-M core, from the processors' Technical Reference Manuals,
 * zero wait states. One row per core, one field per table entry; the comment
 * of each field names the manual's section. The plugin decodes each Thumb
 * instruction into a class (its decoder, not this file, knows the encodings)
 * and adds the class's cost; a taken branch adds its pipeline refill when
 * the next translation block runs.
 *
 * Manuals:
 *   M4   Cortex-M4 TRM, ARM DDI 0439B: 3.3.1 "Cortex-M4 instructions" (Table
 *        3-1), 3.3.2 "Load/store timings", 7.2.3 "FPU instruction set" (Table 7-1).
 *   M3   Cortex-M3 TRM, ARM DDI 0337I: 3.3.1 "Cortex-M3 instructions" (Table
 *        3-1), 3.3.2 "Load/store timings".
 *   M0   Cortex-M0 TRM, ARM DDI 0432C: 3.3 "Instruction set summary" (Table 3-1).
 *   M0+  Cortex-M0+ TRM, ARM DDI 0484C: 3.3 "Instruction set summary" (Table 3-1).
 *   M33  the Cortex-M33 TRM (ARM 100230) publishes no instruction timing table;
 *        its row is the M4's (same Armv7-M/Armv8-M mainline ISA timing class,
 *        3-stage pipeline): an approximation, said so in BENCHMARKS.md.
 *
 * What the tables give as a range is modelled as follows (the plugin runs in
 * QEMU 7.2, whose plugin API, version 1, cannot read guest registers or
 * memory values, so no cost can depend on an operand's value):
 *   - P, the pipeline refill of a taken branch ("1 to 3 depending on the
 *     alignment and width of the target instruction, and whether the
 *     processor manages to speculate the address early"): refill_imm for
 *     branches whose target is in the instruction (speculated early),
 *     refill_reg for targets from a register or memory, plus
 *     refill_unaligned when the target is a 32-bit instruction that is not
 *     word aligned (it needs two fetches). The two base values are the
 *     calibration parameters of bench/calibrate.sh, kept inside 1..3.
 *   - SDIV/UDIV "2 to 12" (early termination on the operands' leading
 *     zeros/ones): the worst case, 12.
 *   - M3 UMULL/SMULL "3 to 5" and UMLAL/SMLAL "4 to 7" (early termination on
 *     small operands): the worst case, 5 and 7. The model is an upper bound
 *     there: operands that fit in 16 bits would end earlier on the board.
 *   - M0 MULS "1 or 32": 1, the single-cycle multiplier (the nRF51 of the
 *     micro:bit, QEMU's machine for the m0 platform, has it).
 */
#ifndef PQ8K_BENCH_CORTEX_M_TIMING_H
#define PQ8K_BENCH_CORTEX_M_TIMING_H

#include <stdint.h>

struct cortex_m_timing {
    const char *name;
    uint8_t alu;          /* data processing, MOV/MOVW/MOVT, shifts, compare, extend, SSAT/USAT, bitfield: 1 */
    uint8_t it;           /* IT: 1, 0 when folded onto a preceding 16-bit instruction (M3/M4 Table 3-1 note) */
    uint8_t mul;          /* MUL(S) 32-bit result */
    uint8_t mla;          /* MLA, MLS */
    uint8_t mull;         /* UMULL, SMULL */
    uint8_t mlal;         /* UMLAL, SMLAL, UMAAL, SMLALxy, SMLALD, SMLSLD (M3 has only UMLAL/SMLAL) */
    uint8_t dsp_mul;      /* SMULxy, SMLAxy, SMUAD, SMLAD, SMMUL, SMMLA ... (M4 DSP extension) */
    uint8_t div;          /* SDIV, UDIV */
    uint8_t ld;           /* LDR/LDRH/LDRB/LDRSH/LDRSB/LDREX, literal or not: 2 */
    uint8_t ld_pipelined; /* the same after a load or store single it can pipeline with */
    uint8_t st_imm;       /* STR/STRH/STRB [Rn, #imm] (and pre/post-indexed), STREX */
    uint8_t st_reg;       /* STR/STRH/STRB [Rn, Rm] */
    uint8_t st_reg_after_ld; /* the same directly after a load */
    uint8_t multi_base;   /* LDM/STM/PUSH/POP/LDRD/STRD/VLDM/VSTM/VPUSH/VPOP: base + N */
    uint8_t bl;           /* BL without its refill */
    uint8_t branch;       /* B, B<c>, BX, BLX, CBZ/CBNZ, MOV/ADD PC without the refill */
    uint8_t tb;           /* TBB/TBH without the refill */
    uint8_t ld_pc_extra;  /* a load into the PC (LDR PC, POP/LDM with PC) over load + refill */
    uint8_t refill_imm;   /* P, target in the instruction (B, B<c>, BL, CBZ/CBNZ) */
    uint8_t refill_reg;   /* P, target from a register or memory (BX, BLX, POP PC, LDR PC, TBB/TBH, MOV PC) */
    uint8_t refill_unaligned; /* P's extra cycle: 32-bit target instruction at an address = 2 mod 4 */
    uint8_t refill_max;   /* P's largest value, whatever the target */
    uint8_t barrier;      /* DMB/DSB/ISB, MSR/MRS, CPS, hints */
    uint8_t fp;           /* FPU data processing, VMOV core<->single, VMRS/VMSR (M4 Table 7-1): 1 */
    uint8_t fp_mac;       /* VMLA/VMLS/VNMLA/VNMLS/VFMA/VFMS/VFNMA/VFNMS (M4 Table 7-1): 3 */
    uint8_t fp_div;       /* VDIV, VSQRT (M4 Table 7-1): 14 */
    uint8_t fp_mov2;      /* VMOV two core registers <-> two singles or a double (M4 Table 7-1): 2 */
    uint8_t fp_ld;        /* VLDR single (M4 Table 7-1: 2); pipelines like LDR */
    uint8_t fp_ld_double; /* VLDR double (M4 Table 7-1): 3 */
    uint8_t fp_st;        /* VSTR single (M4 Table 7-1): 2 */
    uint8_t fp_st_double; /* VSTR double (M4 Table 7-1): 3 */
};

/* Cortex-M4 (DDI 0439B). */
#define CORTEX_M4_TIMING(NAME) {                                                        \
    .name = NAME,                                                                     \
    .alu = 1,             /* 3.3.1 Table 3-1: Move, Add, Subtract, Logical, Shift, Compare ... 1 */   \
    .it = 1,              /* 3.3.1 Table 3-1: If-then 1 (0 if folded, table note) */  \
    .mul = 1,             /* 3.3.1 Table 3-1: Multiply MUL 1 */                         \
    .mla = 2,             /* 3.3.1 Table 3-1: MLA, MLS 2 */                             \
    .mull = 1,            /* 3.3.1 Table 3-1: UMULL, SMULL 1 */                         \
    .mlal = 1,            /* 3.3.1 Table 3-1: UMLAL, SMLAL, UMAAL, SMLALD 1 */          \
    .dsp_mul = 1,         /* 3.3.1 Table 3-1: SMUL*, SMLA*, SMUAD, SMLAD, SMMUL, SMMLA 1 */ \
    .div = 12,            /* 3.3.1 Table 3-1: SDIV, UDIV 2 to 12, worst case */         \
    .ld = 2,              /* 3.3.1 Table 3-1: Load word/half/byte 2 */                  \
    .ld_pipelined = 1,    /* 3.3.2: neighbouring load/store singles pipeline their address and data phases */ \
    .st_imm = 1,          /* 3.3.2: STR Rx,[Ry,#imm] is always one cycle */            \
    .st_reg = 2,          /* 3.3.1 Table 3-1: Store 2; 3.3.2: nothing pipelines after STR with register offset */ \
    .st_reg_after_ld = 1, /* 3.3.2: STR can only be pipelined when it follows an LDR */ \
    .multi_base = 1,      /* 3.3.1 Table 3-1: LDM, STM, PUSH, POP, LDRD, STRD 1 + N */  \
    .bl = 1,              /* 3.3.1 Table 3-1: BL 1 + P */                               \
    .branch = 1,          /* 3.3.1 Table 3-1: B, BX, BLX 1 + P; conditional not taken 1; CBZ 1 or 1 + P */ \
    .tb = 2,              /* 3.3.1 Table 3-1: TBB, TBH 2 + P */                         \
    .ld_pc_extra = 0,     /* 3.3.1 Table 3-1: LDR PC 2 + P, POP/LDM with PC 1 + N + P */ \
    .refill_imm = 3,      /* 3.3.1 Table 3-1 note: P 1 to 3; calibrated (bench/calibrate.sh) */ \
    .refill_reg = 3,      /* 3.3.1 Table 3-1 note: P 1 to 3; calibrated (bench/calibrate.sh) */ \
    .refill_unaligned = 1, /* 3.3.1 Table 3-1 note: P depends on the target's alignment and width */ \
    .refill_max = 3,      /* 3.3.1 Table 3-1 note: P ranges from 1 to 3 */             \
    .barrier = 1,         /* 3.3.1 Table 3-1: MSR, MRS, CPS, NOP 1; DMB/DSB 1 + B (B min 0) */ \
    .fp = 1,              /* 7.2.3 Table 7-1: VADD, VMUL, VMOV, VMRS, VCVT ... 1 */      \
    .fp_mac = 3,          /* 7.2.3 Table 7-1: VMLA, VFMA ... 3 */                         \
    .fp_div = 14,         /* 7.2.3 Table 7-1: VDIV, VSQRT 14 */                          \
    .fp_mov2 = 2,         /* 7.2.3 Table 7-1: VMOV two core registers 2 */               \
    .fp_ld = 2,           /* 7.2.3 Table 7-1: VLDR.F32 2 */                              \
    .fp_ld_double = 3,    /* 7.2.3 Table 7-1: VLDR.F64 3 */                              \
    .fp_st = 2,           /* 7.2.3 Table 7-1: VSTR.F32 2 */                              \
    .fp_st_double = 3,    /* 7.2.3 Table 7-1: VSTR.F64 3 */                              \
}

static const struct cortex_m_timing cortex_m_timings[] = {
    CORTEX_M4_TIMING("m4"),
    /* Cortex-M33: no published table (see above), the M4's. */
    CORTEX_M4_TIMING("m33"),
    /* Cortex-M3 (DDI 0337I): the M4's table but for the multiplier. */
    {
        .name = "m3",
        .alu = 1,             /* 3.3.1 Table 3-1: Move, Add, Subtract, Logical, Shift, Compare ... 1 */
        .it = 1,              /* 3.3.1 Table 3-1: If-then 1 (0 if folded, table note) */
        .mul = 1,             /* 3.3.1 Table 3-1: Multiply MUL 1 */
        .mla = 2,             /* 3.3.1 Table 3-1: MLA, MLS 2 */
        .mull = 5,            /* 3.3.1 Table 3-1: UMULL, SMULL 3 to 5, worst case */
        .mlal = 7,            /* 3.3.1 Table 3-1: UMLAL, SMLAL 4 to 7, worst case */
        .dsp_mul = 1,         /* no DSP extension on the M3: never decoded in M3 code */
        .div = 12,            /* 3.3.1 Table 3-1: SDIV, UDIV 2 to 12, worst case */
        .ld = 2,              /* 3.3.1 Table 3-1: Load 2 */
        .ld_pipelined = 1,    /* 3.3.2: neighbouring load/store singles pipeline */
        .st_imm = 1,          /* 3.3.2: STR Rx,[Ry,#imm] is always one cycle */
        .st_reg = 2,          /* 3.3.1 Table 3-1: Store 2; 3.3.2: nothing pipelines after STR with register offset */
        .st_reg_after_ld = 1, /* 3.3.2: STR can only be pipelined when it follows an LDR */
        .multi_base = 1,      /* 3.3.1 Table 3-1: LDM, STM, PUSH, POP, LDRD, STRD 1 + N */
        .bl = 1,              /* 3.3.1 Table 3-1: BL 1 + P */
        .branch = 1,          /* 3.3.1 Table 3-1: B, BX, BLX 1 + P; conditional not taken 1 */
        .tb = 2,              /* 3.3.1 Table 3-1: TBB, TBH 2 + P */
        .ld_pc_extra = 0,     /* 3.3.1 Table 3-1: LDR PC 2 + P, POP/LDM with PC 1 + N + P */
        .refill_imm = 3,      /* 3.3.1 Table 3-1 note: P 1 to 3; the M4's calibrated value */
        .refill_reg = 3,      /* 3.3.1 Table 3-1 note: P 1 to 3; the M4's calibrated value */
        .refill_unaligned = 1, /* 3.3.1 Table 3-1 note: P depends on the target's alignment and width */
        .refill_max = 3,      /* 3.3.1 Table 3-1 note: P ranges from 1 to 3 */
        .barrier = 1,         /* 3.3.1 Table 3-1: MSR, MRS, CPS, NOP 1 */
        .fp = 1, .fp_mac = 1, .fp_div = 1, .fp_mov2 = 1, /* no FPU on the M3 */
        .fp_ld = 2, .fp_ld_double = 2, .fp_st = 2, .fp_st_double = 2,
    },
    /* Cortex-M0 (DDI 0432C), two-stage fetch, no load pipelining. */
    {
        .name = "m0",
        .alu = 1,             /* 3.3 Table 3-1: MOVS, ADDS, ... 1 */
        .it = 1,              /* no IT on ARMv6-M: never decoded */
        .mul = 1,             /* 3.3 Table 3-1: MULS 1 or 32; the single-cycle multiplier */
        .mla = 1, .mull = 1, .mlal = 1, .dsp_mul = 1, .div = 1, /* not in ARMv6-M */
        .ld = 2,              /* 3.3 Table 3-1: LDR, LDRH, LDRB, LDRSH, LDRSB 2 */
        .ld_pipelined = 2,    /* 3.3 Table 3-1: no pipelining of neighbouring accesses */
        .st_imm = 2,          /* 3.3 Table 3-1: STR, STRH, STRB 2 */
        .st_reg = 2,          /* 3.3 Table 3-1: STR, STRH, STRB 2 */
        .st_reg_after_ld = 2,
        .multi_base = 1,      /* 3.3 Table 3-1: LDM, STM, PUSH, POP 1 + N */
        .bl = 2,              /* 3.3 Table 3-1: BL 4 = 2 + refill */
        .branch = 1,          /* 3.3 Table 3-1: B 3 = 1 + refill; B<c> 1 not taken, 3 taken; BX, BLX 3; MOV PC 3 */
        .tb = 2,              /* no TBB/TBH on ARMv6-M: never decoded */
        .ld_pc_extra = 1,     /* 3.3 Table 3-1: POP with PC 4 + N = 1 + N + refill + 1 */
        .refill_imm = 2,      /* 3.3 Table 3-1: taken branch 3 = 1 + 2 */
        .refill_reg = 2,      /* 3.3 Table 3-1: BX 3 = 1 + 2 */
        .refill_unaligned = 0, /* the M0's cycle counts do not depend on the target */
        .refill_max = 2,
        .barrier = 1,         /* 3.3 Table 3-1: MRS/MSR 4, DMB/DSB/ISB 4: not in measured code, 1 */
        .fp = 1, .fp_mac = 1, .fp_div = 1, .fp_mov2 = 1,
        .fp_ld = 2, .fp_ld_double = 2, .fp_st = 2, .fp_st_double = 2,
    },
    /* Cortex-M0+ (DDI 0484C), two-stage pipeline: a refill costs one cycle. */
    {
        .name = "m0plus",
        .alu = 1,             /* 3.3 Table 3-1: MOVS, ADDS, ... 1 */
        .it = 1,
        .mul = 1,             /* 3.3 Table 3-1: MULS 1 or 32; the single-cycle multiplier */
        .mla = 1, .mull = 1, .mlal = 1, .dsp_mul = 1, .div = 1,
        .ld = 2,              /* 3.3 Table 3-1: LDR ... 2 */
        .ld_pipelined = 2,
        .st_imm = 2,          /* 3.3 Table 3-1: STR ... 2 */
        .st_reg = 2,
        .st_reg_after_ld = 2,
        .multi_base = 1,      /* 3.3 Table 3-1: LDM, STM, PUSH, POP 1 + N */
        .bl = 2,              /* 3.3 Table 3-1: BL 3 = 2 + refill */
        .branch = 1,          /* 3.3 Table 3-1: B 2; B<c> 1 or 2; BX, BLX 2 */
        .tb = 2,
        .ld_pc_extra = 1,     /* 3.3 Table 3-1: POP with PC 3 + N = 1 + N + refill + 1 */
        .refill_imm = 1,
        .refill_reg = 1,
        .refill_unaligned = 0,
        .refill_max = 1,
        .barrier = 1,
        .fp = 1, .fp_mac = 1, .fp_div = 1, .fp_mov2 = 1,
        .fp_ld = 2, .fp_ld_double = 2, .fp_st = 2, .fp_st_double = 2,
    },
};

#endif
