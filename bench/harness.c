/* SPDX-License-Identifier: MIT */
/*
 * The bench firmware's main: measures every operation of `bench_suite`
 * (bench.h) on the target it runs on and prints one machine-readable line
 * per operation. A calibration row on the empty probe comes first; the
 * collector subtracts its marker overhead from every other row.
 */
#include <string.h>
#include "bench.h"
#include "hal.h"

static void put(const char *s) { hal_write(s, strlen(s)); }

static void put_u64(uint64_t v)
{
    char buf[21];
    size_t n = sizeof buf;
    do {
        buf[--n] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0);
    hal_write(buf + n, sizeof buf - n);
}

static void put_field(const char *key, uint64_t v)
{
    put(" ");
    put(key);
    put("=");
    put_u64(v);
}

typedef struct {
    size_t stack_max;
    uint64_t insns_sum, insns_min, insns_max;
    int overflow;
} result;

/* noinline: one copy of the bracketing code, so the marker overhead that
   the calibration row measures is the same for every operation */
__attribute__((noinline)) static void measure_once(void (*fn)(void), result *r)
{
    hal_stack_paint();
    hal_bench_start();
    fn();
    uint64_t n = hal_bench_stop();
    size_t used = hal_stack_used();

    if (used >= hal_stack_painted()) r->overflow = 1;
    if (used > r->stack_max) r->stack_max = used;
    r->insns_sum += n;
    if (n < r->insns_min) r->insns_min = n;
    if (n > r->insns_max) r->insns_max = n;
}

static int run_op(const char *scheme, const bench_op *op)
{
    result r = { 0, 0, UINT64_MAX, 0, 0 };
    for (unsigned i = 0; i < op->runs; i++) {
        if (op->prepare) op->prepare(i);
        measure_once(op->fn, &r);
    }
    /* ARM: hal_bench_stop returns 0 and the QEMU plugin printed the counts */
    int in_guest = r.insns_max != 0;

    put("BENCH ");
    put(hal_platform_name());
    put(" ");
    put(scheme);
    put(" ");
    put(op->name);
    put(" fn=");
    put(op->fn_name);
    put_field("runs", op->runs);
    put_field("stack", r.stack_max);
    put_field("painted", hal_stack_painted());
    if (in_guest) {
        put_field("insns", r.insns_sum);
        put_field("insns_min", r.insns_min);
        put_field("insns_max", r.insns_max);
    } else {
        put(" insns=ext");
    }
    put("\n");

    int bad = 0;
    if (op->runs == 0) {
        put("BENCH-ERROR no runs\n");
        bad = 1;
    }
    if (r.overflow) {
        put("BENCH-ERROR stack overflow: the paint was used up\n");
        bad = 1;
    }
    if (op->check && !op->check()) {
        put("BENCH-ERROR result check failed\n");
        bad = 1;
    }
    return bad;
}

static const bench_op calibration = BENCH_OP("calibrate", hal_probe_empty, 3, NULL, NULL);

/* The libc helpers are the platform's (every firmware has them), so they go
   into every firmware, the empty one included: the flash an operation adds
   over the empty firmware is then only its own code. */
static const struct {
    void *(*cpy)(void *restrict, const void *restrict, size_t);
    void *(*move)(void *, const void *, size_t);
    void *(*set)(void *, int, size_t);
    int (*cmp)(const void *, const void *, size_t);
    size_t (*len)(const char *);
} libc_in_every_firmware = { memcpy, memmove, memset, memcmp, strlen };
static const void *volatile keep_libc = &libc_in_every_firmware;

int main(void)
{
    (void)keep_libc;
    int bad = run_op("harness", &calibration);
    unsigned measurements = calibration.runs;
    for (size_t i = 0; i < bench_suite.n_ops; i++) {
        bad |= run_op(bench_suite.scheme, &bench_suite.ops[i]);
        measurements += bench_suite.ops[i].runs;
    }
    put("BENCH-END");
    put_field("measurements", measurements);
    put_field("failed", (uint64_t)bad);
    put("\n");
    return bad;
}
