/* SPDX-License-Identifier: MIT */
/*
 * Checks the cycle model of bench/qemu_insn_plugin.c (bench/cortex_m_decode.h
 * on bench/cortex_m_timing.h) against the Technical Reference Manuals' figures
 * for one encoding of each instruction class, as arm-none-eabi-as 2.40
 * assembles it. Built and run with the plugin (mk/bench.mk), so `make bench`
 * cannot run a model that prices an instruction wrongly. Exit status 1 and one
 * line per wrong figure otherwise.
 *
 * A figure is the instruction's cost with the instruction before it, plus,
 * for a branch that is taken, its refill (the plugin adds that when the
 * target runs). M4 and M3 refills are the calibrated P = 3 (TRM: 1 to 3).
 */
#include <stdio.h>
#include <string.h>

#include "cortex_m_decode.h"

struct enc {
    const char *text;
    uint16_t hw1, hw2;
    int wide;
};

#define E16(T, A) { T, A, 0, 0 }
#define E32(T, A, B) { T, A, B, 1 }

#define ALU16 E16("adds r0, r1, r2", 0x1888)
#define ALU32 E32("add.w r0, r1, r2, lsl #3", 0xEB01, 0x00C2)
#define LDR_R0 E16("ldr r0, [r1, #4]", 0x6848)

struct check {
    const char *core;
    struct enc prev, insn;
    unsigned cycles;          /* cost, plus the refill if the branch is taken */
    uint8_t branch;
};

static const struct check checks[] = {
    /* M4 TRM 3.3.1 Table 3-1, 3.3.2, 7.2.3 Table 7-1 */
    { "m4", ALU16, E16("muls r0, r1", 0x4348), 1, BRANCH_NONE },
    { "m4", ALU16, E32("mla r0, r1, r2, r3", 0xFB01, 0x3002), 2, BRANCH_NONE },
    { "m4", ALU16, E32("mls r0, r1, r2, r3", 0xFB01, 0x3012), 2, BRANCH_NONE },
    { "m4", ALU16, E32("umull r0, r1, r2, r3", 0xFBA2, 0x0103), 1, BRANCH_NONE },
    { "m4", ALU16, E32("smlal r0, r1, r2, r3", 0xFBC2, 0x0103), 1, BRANCH_NONE },
    { "m4", ALU16, E32("umaal r0, r1, r2, r3", 0xFBE2, 0x0163), 1, BRANCH_NONE },
    { "m4", ALU16, E32("smlabt r0, r1, r2, r3", 0xFB11, 0x3012), 1, BRANCH_NONE },
    { "m4", ALU16, E32("udiv r0, r1, r2", 0xFBB1, 0xF0F2), 12, BRANCH_NONE },
    { "m4", ALU16, E32("sdiv r0, r1, r2", 0xFB91, 0xF0F2), 12, BRANCH_NONE },
    { "m4", ALU16, LDR_R0, 2, BRANCH_NONE },
    { "m4", LDR_R0, E32("ldr.w r0, [r1, #400]", 0xF8D1, 0x0190), 1, BRANCH_NONE },
    { "m4", LDR_R0, E16("ldr r2, [r0]", 0x6802), 2, BRANCH_NONE },       /* address needs the load */
    { "m4", ALU16, E16("ldrb r0, [r1, r2]", 0x5C88), 2, BRANCH_NONE },
    { "m4", ALU16, E16("ldr r0, [pc, #124]", 0x481F), 2, BRANCH_NONE },
    { "m4", ALU16, E16("str r0, [r1, #4]", 0x6048), 1, BRANCH_NONE },
    { "m4", ALU16, E32("str.w r0, [r1, r2, lsl #2]", 0xF841, 0x0022), 2, BRANCH_NONE },
    { "m4", LDR_R0, E32("str.w r0, [r1, r2, lsl #2]", 0xF841, 0x0022), 1, BRANCH_NONE },
    { "m4", E32("str.w r0, [r1, r2, lsl #2]", 0xF841, 0x0022), LDR_R0, 2, BRANCH_NONE },
    { "m4", ALU16, E32("ldrd r0, r1, [r2]", 0xE9D2, 0x0100), 3, BRANCH_NONE },
    { "m4", ALU16, E32("strd r0, r1, [r2]", 0xE9C2, 0x0100), 3, BRANCH_NONE },
    { "m4", ALU16, E16("ldmia r0!, {r1, r2, r3}", 0xC80E), 4, BRANCH_NONE },
    { "m4", ALU16, E32("stmdb sp!, {r4, r5, r6, r7, lr}", 0xE92D, 0x40F0), 6, BRANCH_NONE },
    { "m4", ALU16, E16("push {r4, lr}", 0xB510), 3, BRANCH_NONE },
    { "m4", ALU16, E16("pop {r4, r5}", 0xBC30), 3, BRANCH_NONE },
    { "m4", ALU16, E16("pop {r4, pc}", 0xBD10), 3 + 3, BRANCH_REG },
    { "m4", ALU16, E32("ldr.w pc, [sp], #4", 0xF85D, 0xFB04), 2 + 3, BRANCH_REG },
    { "m4", ALU16, E32("ldmia.w sp!, {r4, r5, pc}", 0xE8BD, 0x8030), 4 + 3, BRANCH_REG },
    { "m4", ALU16, E16("b.n", 0xE7FF), 1 + 3, BRANCH_IMM },
    { "m4", ALU16, E16("beq.n", 0xD0FE), 1 + 3, BRANCH_COND },
    { "m4", ALU16, E32("bne.w", 0xF47F, 0xAFFD), 1 + 3, BRANCH_COND },
    { "m4", ALU16, E16("cbz r4", 0xB32C), 1 + 3, BRANCH_COND },
    { "m4", ALU16, E32("bl", 0xF7FF, 0xFFFA), 1 + 3, BRANCH_IMM },
    { "m4", ALU16, E16("bx lr", 0x4770), 1 + 3, BRANCH_REG },
    { "m4", ALU16, E16("blx r3", 0x4798), 1 + 3, BRANCH_REG },
    { "m4", ALU16, E16("mov pc, r0", 0x4687), 1 + 3, BRANCH_REG },
    { "m4", ALU16, E32("tbb [r0, r1]", 0xE8D0, 0xF001), 2 + 3, BRANCH_REG },
    { "m4", ALU16, E32("tbh [r0, r1, lsl #1]", 0xE8D0, 0xF011), 2 + 3, BRANCH_REG },
    { "m4", ALU16, E16("it eq", 0xBF08), 0, BRANCH_NONE },               /* folded */
    { "m4", ALU32, E16("it eq", 0xBF08), 1, BRANCH_NONE },
    { "m4", ALU16, E32("dmb sy", 0xF3BF, 0x8F5F), 1, BRANCH_NONE },
    { "m4", ALU16, E32("vmov r0, s1", 0xEE10, 0x0A90), 1, BRANCH_NONE },
    { "m4", ALU16, E32("vmov d0, r0, r1", 0xEC41, 0x0B10), 2, BRANCH_NONE },
    { "m4", ALU16, E32("vldr s0, [r0]", 0xED90, 0x0A00), 2, BRANCH_NONE },
    { "m4", ALU16, E32("vldr d0, [r0]", 0xED90, 0x0B00), 3, BRANCH_NONE },
    { "m4", ALU16, E32("vstr s0, [r0]", 0xED80, 0x0A00), 2, BRANCH_NONE },
    { "m4", ALU16, E32("vpush {s16-s19}", 0xED2D, 0x8A04), 5, BRANCH_NONE },
    { "m4", ALU16, E32("vadd.f32 s0, s1, s2", 0xEE30, 0x0A81), 1, BRANCH_NONE },
    { "m4", ALU16, E32("vmla.f32 s0, s1, s2", 0xEE00, 0x0A81), 3, BRANCH_NONE },
    { "m4", ALU16, E32("vdiv.f32 s0, s1, s2", 0xEE80, 0x0A81), 14, BRANCH_NONE },
    { "m4", ALU16, E32("vsqrt.f32 s0, s1", 0xEEB1, 0x0AE0), 14, BRANCH_NONE },
    { "m4", ALU16, E32("ldrex r0, [r1]", 0xE851, 0x0F00), 2, BRANCH_NONE },
    { "m4", ALU16, E32("strex r2, r0, [r1]", 0xE841, 0x0200), 2, BRANCH_NONE },
    /* M3 TRM 3.3.1 Table 3-1: the multiplier, worst case */
    { "m3", ALU16, E32("mul r0, r1, r2", 0xFB01, 0xF002), 1, BRANCH_NONE },
    { "m3", ALU16, E32("umull r0, r1, r2, r3", 0xFBA2, 0x0103), 5, BRANCH_NONE },
    { "m3", ALU16, E32("smull r0, r1, r2, r3", 0xFB82, 0x0103), 5, BRANCH_NONE },
    { "m3", ALU16, E32("umlal r0, r1, r2, r3", 0xFBE2, 0x0103), 7, BRANCH_NONE },
    { "m3", ALU16, E32("smlal r0, r1, r2, r3", 0xFBC2, 0x0103), 7, BRANCH_NONE },
    { "m3", ALU16, E32("udiv r0, r1, r2", 0xFBB1, 0xF0F2), 12, BRANCH_NONE },
    /* M0 TRM 3.3 Table 3-1 */
    { "m0", ALU16, E16("muls r0, r1", 0x4348), 1, BRANCH_NONE },
    { "m0", LDR_R0, E16("ldr r3, [r1, #4]", 0x684B), 2, BRANCH_NONE },  /* no pipelining */
    { "m0", ALU16, E16("str r0, [r1, #4]", 0x6048), 2, BRANCH_NONE },
    { "m0", ALU16, E16("push {r4, lr}", 0xB510), 3, BRANCH_NONE },
    { "m0", ALU16, E16("pop {r4, pc}", 0xBD10), 4 + 2, BRANCH_REG },
    { "m0", ALU16, E16("b.n", 0xE7FF), 3, BRANCH_IMM },
    { "m0", ALU16, E16("beq.n", 0xD0FE), 3, BRANCH_COND },
    { "m0", ALU16, E32("bl", 0xF7FF, 0xFFFA), 4, BRANCH_IMM },
    { "m0", ALU16, E16("bx lr", 0x4770), 3, BRANCH_REG },
    /* M0+ TRM 3.3 Table 3-1 */
    { "m0plus", ALU16, E16("b.n", 0xE7FF), 2, BRANCH_IMM },
    { "m0plus", ALU16, E32("bl", 0xF7FF, 0xFFFA), 3, BRANCH_IMM },
    { "m0plus", ALU16, E16("pop {r4, pc}", 0xBD10), 3 + 2, BRANCH_REG },
};

static const struct cortex_m_timing *core(const char *name)
{
    for (size_t i = 0; i < sizeof cortex_m_timings / sizeof cortex_m_timings[0]; i++)
        if (strcmp(cortex_m_timings[i].name, name) == 0) return &cortex_m_timings[i];
    return NULL;
}

/* What the plugin adds when the branch is taken: refill_of() there, for an
   aligned target. */
static unsigned taken_refill(const struct cortex_m_timing *t, const struct insn_class *c)
{
    unsigned p = c->branch == BRANCH_REG ? t->refill_reg : t->refill_imm;
    if (p > t->refill_max) p = t->refill_max;
    return p + (c->kind == K_LD_PC ? t->ld_pc_extra : 0);
}

int main(void)
{
    unsigned failed = 0, n = sizeof checks / sizeof checks[0];
    for (unsigned i = 0; i < n; i++) {
        const struct check *k = &checks[i];
        const struct cortex_m_timing *t = core(k->core);
        struct insn_class prev = decode_thumb(k->prev.hw1, k->prev.hw2, k->prev.wide);
        struct insn_class c = decode_thumb(k->insn.hw1, k->insn.hw2, k->insn.wide);
        unsigned got = t ? insn_cost(t, &c, &prev) : 0;
        if (t && c.branch != BRANCH_NONE) got += taken_refill(t, &c);
        if (!t || got != k->cycles || c.branch != k->branch) {
            printf("cycle_model_check: %s `%s` after `%s`: %u cycles, branch kind %u; the manual: %u, %u\n",
                   k->core, k->insn.text, k->prev.text, got, c.branch, k->cycles, k->branch);
            failed++;
        }
    }
    printf("cycle_model_check: %u passed, %u failed\n", n - failed, failed);
    return failed != 0;
}
