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

QEMU_PLUGIN_EXPORT int qemu_plugin_version = 1;
QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv);

/* ---- the counter ---- */

/* The bench targets have one vCPU, so one counter needs no locking. */
static uint64_t executed;
static uint64_t snapshot;
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
    armed = true;
    if (hist_now && ++window_seen == hist_window)
        memcpy(hist_snap, hist_now, HIST_SLOTS * sizeof *hist_now);
}

/* A stop without a start prints -1, which the collector rejects. */
static void on_stop(unsigned int vcpu, void *udata)
{
    (void)vcpu; (void)udata;
    if (armed)
        fprintf(out, "%" PRIu64 "\n", executed - snapshot);
    else
        fputs("-1\n", out);
    fflush(out);
    if (hist_now && armed && window_seen == hist_window)
        hist_dump();
    armed = false;
}

/* Inline add first, then the marker callback, on every instruction alike:
   whichever order QEMU runs them in, it is the same at both markers, so the
   difference counts the instructions from start marker to stop marker. */
static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
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
    (void)info;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int bad = 0;
        if (strncmp(a, "start=", 6) == 0) bad = parse_addr(a + 6, &start_addr);
        else if (strncmp(a, "stop=", 5) == 0) bad = parse_addr(a + 5, &stop_addr);
        else if (strncmp(a, "out=", 4) == 0) path = a + 4;
        else if (strncmp(a, "hist=", 5) == 0) hist_path = a + 5;
        else if (strncmp(a, "window=", 7) == 0) hist_window = strtol(a + 7, NULL, 0);
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
