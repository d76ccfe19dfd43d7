/* SPDX-License-Identifier: MIT */
/*
 * Streaming verification in a firmware with 8 KB of RAM, the body of every
 * stream_<scheme> firmware (bench/stream_fw.c, compiled per name by
 * mk/bench.mk). The including file first includes its
 * stream_<scheme>_data.h (bench/stream_bench_data.py), then names its scheme
 * and the verifier it drives:
 *
 *   SB_SCHEME       the CSV's scheme column, e.g. "mldsa44"
 *   SB_ENGINE_ID    the pq8k_scheme, when the stream is the engine's (SB_ENGINE);
 *   SB_INTERNAL     1: verify with pq8k_verify_init_internal (SLH-DSA vectors);
 *   SB_READER       1: the message behind a reader (pq8k_verify_init_reader):
 *                   operations "stream_verify_reader" and "stream_bus_reader",
 *                   in a firmware of its own (stream_<scheme>_reader) so the
 *                   pointer-mode firmware's flash stays as it is; with
 *                   SB_INTERNAL, SB_READER_PREFIX 1 says M' is ctxlen || ctx
 *                   || msg (HAETAE's KAT form), read as pure mode, and
 *                   without it M' is read through
 *                   pq8k_verify_init_internal_reader (SLH-DSA vectors);
 *   SB_COMPACT      1: ML-DSA's compact layout (SB_ENGINE_ID a *_COMPACT id):
 *                   operations "stream_verify_compact" and "stream_bus_compact",
 *                   in a build of its own (PQ8K_CONFIG_MLDSA_COMPACT);
 *   or SB_CTX, SB_INIT(ctx), SB_UPDATE(ctx, p, n), SB_FINAL(ctx)
 *                   for a scheme's own push verifier (until it joins the engine)
 *   SB_ONESHOT(sig, siglen, msg, mlen, pk)
 *                   instead of all that: a one-shot verify firmware, for the
 *                   instruction count the stream is compared with.
 *
 * The device holds the trusted pk digest and the 33-byte message (KAT record
 * 0) in flash. The stream also sits in flash, standing for the bus: it is
 * received 64 bytes at a time into one 64-byte buffer and pushed from there,
 * so neither the pk nor the signature is ever whole in RAM. The verifier
 * context is a static object here (the caller's, not the library's), counted
 * by the collector from the size this firmware prints.
 *
 * Operations: "stream_verify", one verification (init, every update, final),
 * and "stream_bus", the same reception loop without the verifier, which the
 * collector subtracts so the instruction figure is the verifier's alone. The
 * check then requires the verdict 0 and runs two tampered streams, which must
 * be rejected, the second as PQ8K_ERR_PK_DIGEST: the streams of a signature
 * and of a pk with one bit flipped (SB_TAMPER_SIG, SB_TAMPER_PK: the stream
 * offsets that change, as many as the layout has copies). It prints
 *   BENCH-STREAM context_type=<C type> context=<bytes> chunk=<bytes>
 *                stream=<bytes> verdict=<code> tampered_sig=<code> tampered_pk=<code>
 */
#include <stdint.h>
#include <string.h>
#include "bench.h"
#include "hal.h"
#include "pq8k/pq8k.h"

#define SB_CHUNK 64

/* raw bytes of a host file in flash, in this object's own section (which the
   collector leaves out of the flash figure: it is the bus, not the code) */
#define SB_INCBIN(sym, file)                                                 \
    __asm__(".section .rodata." #sym ",\"a\"\n.balign 4\n" #sym ":\n"        \
            ".incbin \"" file "\"\n.previous\n");                            \
    extern const uint8_t sym[]

static int result = -1;

#ifdef SB_ONESHOT
SB_INCBIN(sb_pk, SB_PK_FILE);
SB_INCBIN(sb_sig, SB_SIG_FILE);

static void op_verify(void) { result = SB_ONESHOT(sb_sig, SB_SIGLEN, sb_msg, SB_MLEN, sb_pk); }

/* the trusted digest is the streaming firmware's; this one trusts pk as given */
static int accepted(void) { return result == 0 && sizeof sb_digest > 0; }

static const bench_op ops[] = {
    BENCH_OP("oneshot_verify", op_verify, 1, NULL, accepted),
};
#else
SB_INCBIN(sb_stream, SB_STREAM_FILE);

#ifdef SB_ENGINE_ID
#include "pq8k/stream.h"
#define SB_CTX pq8k_verifier
#if defined(SB_READER) && SB_READER
/* The message stays in flash, read through the library's buffer: a reader
   as a bootloader's over memory-mapped flash would be. */
static int sb_read(void *user, size_t offset, uint8_t *buf, size_t len)
{
    memcpy(buf, (const uint8_t *)user + offset, len);
    return 0;
}
#if defined(SB_READER_PREFIX) && SB_READER_PREFIX
/* M' = ctxlen || ctx || msg: pure mode with that context */
#define SB_CTXLEN ((size_t)sb_msg[0])
#define SB_INIT(c) pq8k_verify_init_reader(c, SB_ENGINE_ID, sb_digest, sizeof sb_digest, sb_read, \
                                           (void *)(uintptr_t)(sb_msg + 1 + SB_CTXLEN),         \
                                           SB_MLEN - 1 - SB_CTXLEN, sb_msg + 1, SB_CTXLEN)
#elif defined(SB_INTERNAL) && SB_INTERNAL
/* the vector was signed with the internal interface: M' behind the reader */
#define SB_INIT(c) pq8k_verify_init_internal_reader(c, SB_ENGINE_ID, sb_digest, sizeof sb_digest, \
                                                    sb_read, (void *)(uintptr_t)sb_msg, SB_MLEN)
#else
#define SB_INIT(c) pq8k_verify_init_reader(c, SB_ENGINE_ID, sb_digest, sizeof sb_digest, sb_read, \
                                           (void *)(uintptr_t)sb_msg, SB_MLEN, NULL, 0)
#endif
#elif defined(SB_INTERNAL) && SB_INTERNAL
/* the vector was signed with the FIPS internal interface: the message is M' */
#define SB_INIT(c) pq8k_verify_init_internal(c, SB_ENGINE_ID, sb_digest, sizeof sb_digest, sb_msg, SB_MLEN)
#else
#define SB_INIT(c) pq8k_verify_init(c, SB_ENGINE_ID, sb_digest, sizeof sb_digest, sb_msg, SB_MLEN, NULL, 0)
#endif
#define SB_UPDATE(c, p, n) pq8k_verify_update(c, p, n)
#define SB_FINAL(c) pq8k_verify_final(c)
#endif

#define SB_STR(x) #x
#define SB_XSTR(x) SB_STR(x)

static SB_CTX verifier;
static uint8_t chunk[SB_CHUNK];
static int update_err, tampered_sig, tampered_pk;
static volatile uint8_t bus_sink;

typedef struct {
    const uint32_t *at;   /* stream offsets whose lowest bit the bus flips */
    size_t n;
} tamper;

static const uint32_t sig_offsets[] = {SB_TAMPER_SIG}, pk_offsets[] = {SB_TAMPER_PK};
static const tamper none = {NULL, 0};
static const tamper bad_sig = {sig_offsets, sizeof sig_offsets / sizeof sig_offsets[0]};
static const tamper bad_pk = {pk_offsets, sizeof pk_offsets / sizeof pk_offsets[0]};

/* The next n bytes from the bus. */
static void receive(size_t pos, size_t n, const tamper *t)
{
    memcpy(chunk, sb_stream + pos, n);
    for (size_t i = 0; i < t->n; i++)
        if (t->at[i] - pos < n) chunk[t->at[i] - pos] ^= 1;
}

static size_t chunk_len(size_t pos)
{
    return SB_STREAM_LEN - pos < SB_CHUNK ? SB_STREAM_LEN - pos : SB_CHUNK;
}

/* One verification; the verdict is final's result. The stream is fed to the
   end even after an update failed, as a device that trusts only the verdict
   would; update_err keeps the first update failure. */
static int verify_stream(const tamper *t)
{
    int err = SB_INIT(&verifier);
    update_err = err;
    for (size_t pos = 0; pos < SB_STREAM_LEN; pos += SB_CHUNK) {
        receive(pos, chunk_len(pos), t);
        err = SB_UPDATE(&verifier, chunk, chunk_len(pos));
        if (update_err == 0) update_err = err;
    }
    return SB_FINAL(&verifier);
}

static void op_verify(void) { result = verify_stream(&none); }

static void op_bus(void)
{
    for (size_t pos = 0; pos < SB_STREAM_LEN; pos += SB_CHUNK) {
        receive(pos, chunk_len(pos), &none);
        bus_sink = chunk[0];
    }
}

static void put_int(const char *key, long v)
{
    char buf[24];
    size_t n = sizeof buf;
    unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
    do {
        buf[--n] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0);
    if (v < 0) buf[--n] = '-';
    hal_write(" ", 1);
    hal_write(key, strlen(key));
    hal_write("=", 1);
    hal_write(buf + n, sizeof buf - n);
}

static int accepted_and_tamper_rejected(void)
{
    int ok = result == 0 && update_err == 0;
    tampered_sig = verify_stream(&bad_sig);
    tampered_pk = verify_stream(&bad_pk);
    hal_write("BENCH-STREAM", 12);
    hal_write(" context_type=", 14);
    hal_write(SB_XSTR(SB_CTX), strlen(SB_XSTR(SB_CTX)));
    put_int("context", (long)sizeof verifier);
    put_int("chunk", (long)sizeof chunk);
    put_int("stream", SB_STREAM_LEN);
    put_int("verdict", result);
    put_int("tampered_sig", tampered_sig);
    put_int("tampered_pk", tampered_pk);
    hal_write("\n", 1);
    return ok && tampered_sig != 0 && tampered_pk == PQ8K_ERR_PK_DIGEST;
}

#if defined(SB_READER) && SB_READER
static const bench_op ops[] = {
    BENCH_OP("stream_verify_reader", op_verify, 1, NULL, accepted_and_tamper_rejected),
    BENCH_OP("stream_bus_reader", op_bus, 1, NULL, NULL),
};
#elif defined(SB_COMPACT) && SB_COMPACT
static const bench_op ops[] = {
    BENCH_OP("stream_verify_compact", op_verify, 1, NULL, accepted_and_tamper_rejected),
    BENCH_OP("stream_bus_compact", op_bus, 1, NULL, NULL),
};
#else
static const bench_op ops[] = {
    BENCH_OP("stream_verify", op_verify, 1, NULL, accepted_and_tamper_rejected),
    BENCH_OP("stream_bus", op_bus, 1, NULL, NULL),
};
#endif
#endif

BENCH_SUITE(SB_SCHEME, ops);
