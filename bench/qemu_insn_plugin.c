/* SPDX-License-Identifier: MIT */
/*
 * QEMU TCG plugin: exact count of guest instructions between two marker
 * addresses (the entry points of hal_bench_start and hal_bench_stop).
 *
 *   qemu-system-arm ... -plugin build/bench/qemu_insn_plugin.so,start=0x1a0,stop=0x1a4,out=FILE
 *
 * Every translated instruction adds 1 to a counter (an inline op, exact even
 * when a block is left early); executing the start marker takes a snapshot,
 * executing the stop marker appends "<count since snapshot>" as one line to
 * FILE (stderr by default). The firmware prints which measurement each count
 * belongs to; bench/collect.py pairs them in order. QEMU 7.2's plugin API
 * cannot read guest registers or memory, so the count cannot go back to the
 * guest: this is the only way out.
 *
 * Profiling (not used by `make bench`): hist=FILE,window=N also counts every
 * instruction address executed inside the N-th start/stop window (0-based)
 * and writes "<address> <count>" lines to FILE; bench/profile.py turns them
 * into a per-function table. Code addresses below 1 MiB only (the bench
 * firmware's flash).
 *
 * Cycles (cpu=m4|m3|m33|m0|m0plus): besides the instructions the plugin counts
 * model cycles of that core (bench/cortex_m_timing.h, bench/cortex_m_decode.h)
 * and writes "<instructions> <cycles>" per line instead. Each instruction adds
 * its class's cost (decoded at translation, knowing the instruction before it
 * in the block for load pipelining and IT folding); a block that ends in a
 * branch leaves its refill pending, and the next block to run adds it when
 * the branch was taken (an unconditional one always, a conditional one when
 * the block does not start at its fall-through address). refill_imm=N and
 * refill_reg=N override the table's refill cycles (bench/calibrate.sh).
 *
 * Debian ships no qemu-plugin.h, so the few declarations needed from QEMU
 * 7.2's plugin API (version 1) are written out below.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- QEMU 7.2 plugin API, version 1: only what this plugin uses ---- */
#define QEMU_PLUGIN_EXPORT __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;

typedef struct qemu_info_t {
    const char *target_name;
    struct {
        int min;
        int cur;
    } version;
    bool system_emulation;
    union {
        struct {
            int smp_vcpus;
            int max_vcpus;
        } system;
    };
} qemu_info_t;

struct qemu_plugin_tb;
struct qemu_plugin_insn;

enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void *userdata);
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_udata_cb_t cb,
                                            enum qemu_plugin_cb_flags flags, void *userdata);
void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn *insn, enum qemu_plugin_op op,
                                                void *ptr, uint64_t imm);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, qemu_plugin_vcpu_udata_cb_t cb,
                                          enum qemu_plugin_cb_flags flags, void *userdata);

QEMU_PLUGIN_EXPORT int qemu_plugin_version = 1;
QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv);

#include "cortex_m_decode.h"

/* ---- the counter ---- */

/* The bench targets have one vCPU, so one counter needs no locking. */
static uint64_t executed;
static uint64_t snapshot;
static uint64_t cycles, cycles_snapshot;
static struct cortex_m_timing timing;
static bool model_cycles;
static bool armed;
static uint64_t start_addr = UINT64_MAX, stop_addr = UINT64_MAX;
static FILE *out;

#define HIST_SLOTS (1u << 19)       /* 2-byte instruction slots below 1 MiB */
static uint64_t *hist_now, *hist_snap;
static const char *hist_path;
static long hist_window = -1, window_seen = -1;

static void hist_dump(void)
{
    FILE *f = fopen(hist_path, "w");
    if (!f) {
        fprintf(stderr, "qemu_insn_plugin: cannot write '%s'\n", hist_path);
        return;
    }
    for (size_t i = 0; i < HIST_SLOTS; i++)
        if (hist_now[i] != hist_snap[i])
            fprintf(f, "0x%zx %" PRIu64 "\n", 2 * i, hist_now[i] - hist_snap[i]);
    fclose(f);
}

static void on_start(unsigned int vcpu, void *udata)
{
    (void)vcpu; (void)udata;
    snapshot = executed;
    cycles_snapshot = cycles;
    armed = true;
    if (hist_now && ++window_seen == hist_window)
        memcpy(hist_snap, hist_now, HIST_SLOTS * sizeof *hist_now);
}

/* A stop without a start prints -1, which the collector rejects. */
static void on_stop(unsigned int vcpu, void *udata)
{
    (void)vcpu; (void)udata;
    if (armed && model_cycles)
        fprintf(out, "%" PRIu64 " %" PRIu64 "\n", executed - snapshot, cycles - cycles_snapshot);
    else if (armed)
        fprintf(out, "%" PRIu64 "\n", executed - snapshot);
    else
        fputs(model_cycles ? "-1 -1\n" : "-1\n", out);
    fflush(out);
    if (hist_now && armed && window_seen == hist_window)
        hist_dump();
    armed = false;
}

/* ---- the cycle model's branch refills ---- */

/* What a translated block leaves to the block that runs after it, and what
   it adds itself when it is a taken branch's target. One per translation,
   never freed: 40 bytes times the blocks QEMU translates in one run. */
struct block {
    uint64_t fall_through;  /* the address after a conditional branch ending the block */
    uint8_t ends;           /* BR_NONE, BR_ALWAYS or BR_COND */
    uint8_t refill;         /* the refill of its last instruction's branch */
    uint8_t load_extra;     /* ld_pc_extra when that branch is a load into the PC */
    uint8_t target_extra;   /* refill_unaligned when its first instruction is 32-bit at 2 mod 4 */
    uint64_t start;
};
enum { BR_NONE, BR_ALWAYS, BR_COND };
static const struct block *last_block;

/* The taken branch's refill with its target's extra cycle, at most the
   table's maximum (the TRMs' "P ranges from 1 to 3"), then any extra of a
   load into the PC. */
static unsigned refill_of(const struct block *branch, const struct block *target)
{
    unsigned p = branch->refill + target->target_extra;
    return (p > timing.refill_max ? timing.refill_max : p) + branch->load_extra;
}

static void on_block(unsigned int vcpu, void *udata)
{
    const struct block *b = udata;
    (void)vcpu;
    if (last_block && (last_block->ends == BR_ALWAYS ||
                       (last_block->ends == BR_COND && b->start != last_block->fall_through)))
        cycles += refill_of(last_block, b);
    last_block = b;
}

/* Decodes the block's instructions, registers each one's cost as an inline
   add and the block's refill callback. */
static void model_block(struct qemu_plugin_tb *tb, size_t n)
{
    struct block *b = calloc(1, sizeof *b);
    struct insn_class prev = { .kind = K_NONE };
    unsigned it_left = 0;
    if (!b) return;
    b->start = qemu_plugin_tb_vaddr(tb);
    for (size_t i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        const uint8_t *d = qemu_plugin_insn_data(insn);
        size_t size = qemu_plugin_insn_size(insn);
        uint16_t hw1 = (uint16_t)(d[0] | d[1] << 8);
        uint16_t hw2 = size == 4 ? (uint16_t)(d[2] | d[3] << 8) : 0;
        struct insn_class c = decode_thumb(hw1, hw2, size == 4);
        unsigned cost = insn_cost(&timing, &c, &prev);
        if (i == 0 && size == 4 && (b->start & 2))
            b->target_extra = timing.refill_unaligned;
        if (c.branch != BRANCH_NONE) {
            b->ends = (c.branch == BRANCH_COND || it_left > 0) ? BR_COND : BR_ALWAYS;
            b->fall_through = qemu_plugin_insn_vaddr(insn) + size;
            b->refill = c.branch == BRANCH_REG ? timing.refill_reg : timing.refill_imm;
            b->load_extra = c.kind == K_LD_PC ? timing.ld_pc_extra : 0;
        } else {
            b->ends = BR_NONE;
        }
        if (cost)
            qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &cycles, cost);
        if (it_left) it_left--;
        if (c.kind == K_IT) it_left = c.n;
        prev = c;
    }
    qemu_plugin_register_vcpu_tb_exec_cb(tb, on_block, QEMU_PLUGIN_CB_NO_REGS, b);
}

/* Inline add first, then the marker callback, on every instruction alike:
   whichever order QEMU runs them in, it is the same at both markers, so the
   difference counts the instructions from start marker to stop marker. */
static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    if (model_cycles) model_block(tb, n);
    for (size_t i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t pc = qemu_plugin_insn_vaddr(insn);
        qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &executed, 1);
        if (hist_now && pc / 2 < HIST_SLOTS)
            qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &hist_now[pc / 2], 1);
        if (pc == start_addr)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, on_start, QEMU_PLUGIN_CB_NO_REGS, NULL);
        if (pc == stop_addr)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, on_stop, QEMU_PLUGIN_CB_NO_REGS, NULL);
    }
}

static void on_exit_qemu(qemu_plugin_id_t id, void *udata)
{
    (void)id; (void)udata;
    if (out != stderr) fclose(out);
}

static int pick_timing(const char *name)
{
    for (size_t i = 0; i < sizeof cortex_m_timings / sizeof cortex_m_timings[0]; i++)
        if (strcmp(name, cortex_m_timings[i].name) == 0) {
            timing = cortex_m_timings[i];
            model_cycles = true;
            return 0;
        }
    return -1;
}

/* Thumb symbol values carry bit 0; instruction addresses never do. */
static int parse_addr(const char *s, uint64_t *addr)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 0);
    if (*s == '\0' || *end != '\0') return -1;
    *addr = (uint64_t)v & ~(uint64_t)1;
    return 0;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    const char *path = NULL;
    long refill_imm = -1, refill_reg = -1;
    (void)info;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int bad = 0;
        if (strncmp(a, "start=", 6) == 0) bad = parse_addr(a + 6, &start_addr);
        else if (strncmp(a, "stop=", 5) == 0) bad = parse_addr(a + 5, &stop_addr);
        else if (strncmp(a, "out=", 4) == 0) path = a + 4;
        else if (strncmp(a, "hist=", 5) == 0) hist_path = a + 5;
        else if (strncmp(a, "window=", 7) == 0) hist_window = strtol(a + 7, NULL, 0);
        else if (strncmp(a, "cpu=", 4) == 0) bad = pick_timing(a + 4);
        else if (strncmp(a, "refill_imm=", 11) == 0) refill_imm = strtol(a + 11, NULL, 0);
        else if (strncmp(a, "refill_reg=", 11) == 0) refill_reg = strtol(a + 11, NULL, 0);
        else bad = 1;
        if (bad) {
            fprintf(stderr, "qemu_insn_plugin: bad argument '%s'\n", a);
            return -1;
        }
    }
    if (start_addr == UINT64_MAX || stop_addr == UINT64_MAX) {
        fputs("qemu_insn_plugin: start=ADDR and stop=ADDR are required\n", stderr);
        return -1;
    }
    if (refill_imm >= 0 || refill_reg >= 0) {
        if (!model_cycles || refill_imm > 3 || refill_reg > 3) {
            fputs("qemu_insn_plugin: refill_imm/refill_reg need cpu= and are 0..3\n", stderr);
            return -1;
        }
        if (refill_imm >= 0) timing.refill_imm = (uint8_t)refill_imm;
        if (refill_reg >= 0) timing.refill_reg = (uint8_t)refill_reg;
    }
    if (hist_path) {
        hist_now = calloc(HIST_SLOTS, sizeof *hist_now);
        hist_snap = calloc(HIST_SLOTS, sizeof *hist_snap);
        if (!hist_now || !hist_snap || hist_window < 0) {
            fputs("qemu_insn_plugin: hist=FILE needs window=N and memory\n", stderr);
            return -1;
        }
    }
    out = path ? fopen(path, "w") : stderr;
    if (!out) {
        fprintf(stderr, "qemu_insn_plugin: cannot write '%s'\n", path);
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit_qemu, NULL);
    return 0;
}
