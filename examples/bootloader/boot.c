/* SPDX-License-Identifier: MIT */
/*
 * A secure-boot bootloader on pq8k: it starts the application in the slot
 * only if the image is whole, not older than the anti-rollback counter, and
 * signed by the key whose digest is compiled in (boot_pk.h, written by
 * `pq8k pkdigest --c-header BOOT_PK`). One scheme per build.
 *
 * The image (pq8k/boot_image.h, docs/boot-image.md) is read in place from
 * flash: the signed message (header || payload) through a reader, the
 * trailer (the pq8k stream) in 64-byte pieces. Nothing is copied to RAM, so
 * an image of any size costs the same RAM: the verifier context, a SHA-256
 * context and the stack.
 *
 * Every rejection prints one line "BOOT reject reason=<name>: <detail>" and
 * stays in the bootloader (here: exits with status 1); a boot prints
 * "BOOT accept ..." and jumps to the application's reset handler.
 * The decision is hardened against fault injection (boot_fih.h) and
 * measured by the fault campaign (bench/fault_sim.py, scripts/fault-campaign.sh).
 *
 * The two calls to hal_bench_start/hal_bench_stop mark the decision window
 * for the campaign and the QEMU instruction counter: start before the last
 * piece of the stream, stop at the boot/no-boot decision.
 */
#include <string.h>
#include "hal.h"
#include "demo_io.h"
#include "pq8k/boot_image.h"
#include "pq8k/stream.h"
#include "common/sha2.h"
#include "common/util.h"
#include "boot_counter.h"
#include "boot_fih.h"
#include "boot_layout.h"
#include "boot_pk.h"

#define PIECE_BYTES 64

enum reason {
    R_EMPTY = 1,
    R_HEADER,
    R_HEADER_CHECK,
    R_TRUNCATED,
    R_ROLLBACK,
    R_PAYLOAD_DIGEST,
    R_FOREIGN_KEY,
    R_SIGNATURE,
    R_FLOW,
    R_COUNTER,
    R_COUNTER_CHECK,
};

static const char *const reason_name[] = {
    "", "empty-slot", "bad-header", "header-check", "truncated", "rollback",
    "payload-digest", "foreign-key", "bad-signature", "control-flow", "counter-full",
    "counter-check",
};

/* What the header says, once it has been checked. */
typedef struct {
    const uint8_t *base;
    uint32_t version, payload_len, trailer_len, total_len;
} image;

/* The message reader: header || payload from flash, hashing the payload on the way. */
typedef struct {
    const uint8_t *base;
    size_t next;                /* message bytes read so far */
    pq8k_sha256_ctx sha;
} reader;

static pq8k_verifier verifier;
static reader rd;
static volatile uint32_t boot_cf;       /* control-flow counter (boot_fih.h) */
static volatile int detail;             /* a number for the reject line, or -1 */

/* Prints the reason and stays (hal_exit does not return). Deliberately not
   declared noreturn when hardened: a caller of a noreturn function has
   nothing after the call, so a skipped call fell through into the next
   block, which the compiler had laid out on the assumption that the reject
   happened (the second test of require compared the status with itself).
   BOOT_REJECT puts a halt after each call instead (boot_fih.h). */
#if BOOT_HARDENED
__attribute__((noinline)) static void boot_reject(enum reason r)
#else
__attribute__((noreturn, noinline)) static void boot_reject(enum reason r)
#endif
{
    hal_bench_stop(); /* the decision */
    demo_put("BOOT reject reason=");
    demo_put((unsigned)r < sizeof reason_name / sizeof reason_name[0] ? reason_name[r] : "?");
    if (r == R_SIGNATURE || r == R_FOREIGN_KEY) {
        demo_put(": ");
        demo_put(pq8k_strerror(detail));
    } else if (detail >= 0) {
        demo_put(": ");
        demo_put_num((uint32_t)detail);
    }
    demo_put("; staying in the bootloader\n");
#if BOOT_HARDENED
    {
        /* gcc infers noreturn for a static function that ends in one; it must
           not here (see above), so the exit is behind a test it cannot fold */
        volatile int stay = 1;
        if (stay) hal_exit(1);
    }
#else
    hal_exit(1);
#endif
}

static int read_message(void *user, size_t offset, uint8_t *buf, size_t len)
{
    reader *r = user;
    size_t skip = offset < PQ8K_IMAGE_HEADER_BYTES ? PQ8K_IMAGE_HEADER_BYTES - offset : 0;
    memcpy(buf, r->base + offset, len);
    if (skip < len) pq8k_sha256_update(&r->sha, buf + skip, len - skip);
    r->next = offset + len;
    return 0;
}

/* The payload digest, also when the verifier stopped before it read the
   message (a foreign key or a bad signature found first): the rest is read
   here, so the payload is always judged whole. */
static void finish_digest(const image *im, uint8_t digest[32])
{
    uint8_t piece[PIECE_BYTES];
    size_t msglen = PQ8K_IMAGE_HEADER_BYTES + im->payload_len;
    while (rd.next < msglen) {
        size_t n = msglen - rd.next < sizeof piece ? msglen - rd.next : sizeof piece;
        read_message(&rd, rd.next, piece, n);
    }
    pq8k_sha256_final(&rd.sha, digest);
}

static int erased(uint32_t w) { return w == 0 || w == 0xFFFFFFFFu; }

/* Magic, the header check, then the fields. */
static boot_status check_header(const uint8_t *base, image *im)
{
    uint8_t check[32];
    uint32_t total;
    uint32_t magic = pq8k_load32_le(base + PQ8K_IMAGE_OFF_MAGIC);
    im->base = base;
    if (erased(magic) && erased(pq8k_load32_le(base + PQ8K_IMAGE_OFF_PAYLOAD_LEN))) return R_EMPTY;
    if (magic != PQ8K_IMAGE_MAGIC) return R_HEADER;
    pq8k_sha256(check, base, PQ8K_IMAGE_OFF_HEADER_CHECK);
    if (pq8k_ct_memneq(check, base + PQ8K_IMAGE_OFF_HEADER_CHECK, 4)) return R_HEADER_CHECK;
    im->version = pq8k_load32_le(base + PQ8K_IMAGE_OFF_VERSION);
    im->payload_len = pq8k_load32_le(base + PQ8K_IMAGE_OFF_PAYLOAD_LEN);
    im->trailer_len = pq8k_load32_le(base + PQ8K_IMAGE_OFF_TRAILER_LEN);
    if (base[PQ8K_IMAGE_OFF_FORMAT] != PQ8K_IMAGE_FORMAT ||
        pq8k_load16_le(base + PQ8K_IMAGE_OFF_HEADER_LEN) != PQ8K_IMAGE_HEADER_BYTES ||
        base[PQ8K_IMAGE_OFF_SCHEME] != (uint8_t)BOOT_PK_SCHEME ||
        im->trailer_len <= PQ8K_STREAM_HEADER_BYTES ||
        im->trailer_len > pq8k_stream_length(BOOT_PK_SCHEME) || im->payload_len < 8 ||
        im->payload_len > BOOT_SLOT_BYTES)
        return R_HEADER;
    /* no wrap: both lengths are bounded above. The sum is tested as the
       value stored, so that the bound holds for total_len itself (the proof
       of the footer read, proofs/boot_image.c, sees it there) */
    total = PQ8K_IMAGE_HEADER_BYTES + im->payload_len + im->trailer_len + PQ8K_IMAGE_FOOTER_BYTES;
    if (total > BOOT_SLOT_BYTES) return R_HEADER;
    im->total_len = total;
    CF_ADD(CF_HEADER);
    return BOOT_OK;
}

/* The footer after the trailer: an image cut short has none. */
static boot_status check_footer(const image *im)
{
    const uint8_t *f = im->base + im->total_len - PQ8K_IMAGE_FOOTER_BYTES;
    if (pq8k_load32_le(f) != PQ8K_IMAGE_FOOTER_MAGIC || pq8k_load32_le(f + 4) != im->total_len)
        return R_TRUNCATED;
    CF_ADD(CF_FOOTER);
    return BOOT_OK;
}

#if BOOT_HARDENED
/* The image's version as the signature covers it: loaded from the header in
   the slot where it is used, never from a copy in RAM (a skipped load in
   check_header once left a stale register there, and the counter was raised
   to it). Two loads of different shapes, a word and four bytes, through
   volatile pointers so the compiler keeps both. */
static uint32_t header_version(void)
{
    return *(const volatile uint32_t *)(uintptr_t)(BOOT_SLOT_ADDR + PQ8K_IMAGE_OFF_VERSION);
}

static uint32_t header_version_again(void)
{
    const volatile uint8_t *p = (const volatile uint8_t *)(uintptr_t)(BOOT_SLOT_ADDR + PQ8K_IMAGE_OFF_VERSION);
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}
#endif

/* Hardened: two judgements, each from its own load of the version and its
   own scan of the counter (boot_counter_read_again is other code), so one
   fault upsets at most one of them; then the two must agree, and the first
   judgement is made once more, written the other way round. The counter
   main read for its banner is not trusted here. */
static boot_status check_rollback(const image *im, uint32_t counter)
{
#if BOOT_HARDENED
    volatile uint32_t v = header_version(), c = boot_counter_read();
    volatile uint32_t v2 = header_version_again(), c2 = boot_counter_read_again();
    (void)im;
    (void)counter;
    if (v < c) return R_ROLLBACK;
    if (v2 < c2) return R_ROLLBACK;
    if (v != v2 || c != c2) return R_COUNTER_CHECK;
    if (!(c <= v)) return R_ROLLBACK;
#else
    if (im->version < counter) return R_ROLLBACK;
#endif
    CF_ADD(CF_ROLLBACK);
    return BOOT_OK;
}

#if BOOT_HARDENED
/* After the decision: the rollback judged again (as in check_rollback), the
   counter raised to the signed version when it is below, and read back.
   The record's two words come from the two loads of the header, checked
   equal; a fault that corrupts one leaves a record that is not well-formed.
   Booting needs both scans to read the counter as the header's version,
   loaded afresh (not the copies the record was written from, which a fault
   may have changed together); when they do not, whatever this raise wrote
   is burnt (boot_counter_scrub) and the bootloader stays: the next reset
   tries again from a clean counter. */
static boot_status update_counter(void)
{
    volatile uint32_t v = header_version(), v2 = header_version_again();
    volatile uint32_t c = boot_counter_read(), c2 = boot_counter_read_again();
    volatile uint32_t at = boot_counter_free();
    if (v != v2 || c != c2) return R_COUNTER_CHECK;
    if (v < c || v2 < c2) return R_ROLLBACK;
    if (v != c) {
        if (at >= BOOT_COUNTER_RECORDS) return R_COUNTER; /* full: nothing written */
        (void)boot_counter_append(at, v, ~v2);           /* judged by reading back, below */
    }
    if (boot_counter_read() != header_version() || boot_counter_read_again() != header_version_again() ||
        boot_counter_read() != header_version()) {
        uint32_t hv = header_version();
        boot_counter_scrub(c, hv, BOOT_COUNTER_SCRUB_CHECK(c, hv));
        return R_COUNTER_CHECK;
    }
    CF_ADD(CF_COUNTER);
    return BOOT_OK;
}
#endif

/* The image context string for the schemes that take one (ML-DSA, SLH-DSA,
   HAETAE, the composites); Falcon, LMS/HSS and XMSS sign the message as it is. */
static size_t context_len(pq8k_scheme s)
{
    int none = (s >= PQ8K_FALCON512 && s <= PQ8K_FALCON1024) ||
               (s >= PQ8K_LMS && s < PQ8K_MLDSA44_ECDSA_P256) || s > PQ8K_MLDSA65_ED25519;
    return none ? 0 : PQ8K_IMAGE_CONTEXT_LEN;
}

/* Starts the verification with the message (header || payload) behind the
   reader: each byte is read once, in order, straight from flash. */
static int start_verification(const image *im)
{
    size_t msglen = PQ8K_IMAGE_HEADER_BYTES + im->payload_len;
    rd.base = im->base;
    rd.next = 0;
    pq8k_sha256_init(&rd.sha);
    return pq8k_verify_init_reader(&verifier, BOOT_PK_SCHEME, BOOT_PK, BOOT_PK_LEN, read_message, &rd,
                                   msglen, (const uint8_t *)PQ8K_IMAGE_CONTEXT,
                                   context_len(BOOT_PK_SCHEME));
}

/* Streams the trailer through the verifier; the verdict of pq8k_verify_final.
   A function of its own (noinline): the whole-boot fault campaign samples
   positions inside this call and tries every instruction outside it. */
__attribute__((noinline)) static int verify_trailer(const image *im)
{
    const uint8_t *t = im->base + PQ8K_IMAGE_HEADER_BYTES + im->payload_len;
    int rc = start_verification(im);
    for (uint32_t off = 0; rc == 0 && off < im->trailer_len; off += PIECE_BYTES) {
        uint32_t n = im->trailer_len - off < PIECE_BYTES ? im->trailer_len - off : PIECE_BYTES;
        if (off + n == im->trailer_len) hal_bench_start(); /* the decision window opens */
        rc = pq8k_verify_update(&verifier, t + off, n);
    }
    return pq8k_verify_final(&verifier); /* repeats a failed update's code */
}

/* The signature and the payload digest the reader computed. */
static boot_status check_signature(const image *im)
{
    uint8_t digest[32];
    volatile int rc = PQ8K_ERR_STATE; /* a skipped store of the verdict must not leave 0 */
    rc = verify_trailer(im);
#if BOOT_HARDENED
    /* the library's accept token: a zeroed register forges a 0, not this */
    volatile uint32_t token = pq8k_verify_verdict(&verifier);
#endif
    finish_digest(im, digest);
    if (pq8k_ct_memneq(digest, im->base + PQ8K_IMAGE_OFF_PAYLOAD_SHA, 32)) return R_PAYLOAD_DIGEST;
    CF_ADD(CF_DIGEST);
    detail = rc;
    if (rc == PQ8K_ERR_PK_DIGEST) return R_FOREIGN_KEY;
    if (rc != 0) return R_SIGNATURE;
#if BOOT_HARDENED
    if (token != PQ8K_VERDICT_ACCEPT) return R_SIGNATURE;
    if (token != PQ8K_VERDICT_ACCEPT) return R_SIGNATURE;
#endif
    BOOT_RECHECK(rc != 0, R_SIGNATURE);
    CF_ADD(CF_SIGNATURE);
    return BOOT_OK;
}

/* Sets the application's vector table, stack pointer, and jumps to its reset handler. */
__attribute__((noreturn)) static void start_app(void)
{
    uint32_t base = BOOT_SLOT_ADDR + PQ8K_IMAGE_HEADER_BYTES;
    const volatile uint32_t *vt = (const volatile uint32_t *)(uintptr_t)base;
    *(volatile uint32_t *)0xE000ED08u = base; /* SCB->VTOR */
    __asm__ volatile("dsb\n\tisb\n\tmsr msp, %0\n\tbx %1" : : "r"(vt[0]), "r"(vt[1]) : "memory");
    __builtin_unreachable();
}

static void require(boot_status s);

/* counter: what main read for its banner, only printed here */
__attribute__((noreturn)) static void boot(const image *im, uint32_t counter)
{
    BOOT_RECHECK(boot_cf != CF_ALL, R_FLOW);
    hal_bench_stop(); /* the decision */
    BOOT_RECHECK(boot_cf != CF_ALL, R_FLOW);
#if BOOT_HARDENED
    require(update_counter());
#else
    if (im->version > counter &&
        boot_counter_append(boot_counter_free(), im->version, ~im->version) != 0)
        BOOT_REJECT(R_COUNTER);
#endif
    demo_put("BOOT accept version=");
    demo_put_num(im->version);
    demo_put(" payload=");
    demo_put_num(im->payload_len);
    demo_put(" B");
    if (im->version > counter) {
        demo_put("; counter ");
        demo_put_num(counter);
        demo_put(" -> ");
        demo_put_num(boot_counter_read());
    }
    demo_put("; starting the application\n");
    BOOT_RECHECK(boot_cf != CF_ALL + CF_COUNTER, R_FLOW);
    BOOT_RECHECK(boot_cf != CF_ALL + CF_COUNTER, R_FLOW);
    start_app();
}

/* A stage's verdict, tested (twice when hardened) through a volatile copy. */
static void require(boot_status s)
{
    volatile boot_status v = s;
    if (v != BOOT_OK) BOOT_REJECT((enum reason)v);
    BOOT_RECHECK(v != BOOT_OK, (enum reason)(v & 0xFF));
}

int main(void)
{
    static image im;
    uint32_t counter = boot_counter_read();
    detail = -1;
    demo_put("pq8k bootloader: " BOOT_PK_SCHEME_NAME ", slot at ");
    demo_put_hex((const uint8_t[]){(uint8_t)(BOOT_SLOT_ADDR >> 24), (uint8_t)(BOOT_SLOT_ADDR >> 16),
                                   (uint8_t)(BOOT_SLOT_ADDR >> 8), (uint8_t)BOOT_SLOT_ADDR}, 4);
    demo_put(", counter ");
    demo_put_num(counter);
    demo_put(BOOT_HARDENED ? ", hardened\n" : ", not hardened\n");
    boot_cf = 0;
    require(check_header((const uint8_t *)(uintptr_t)BOOT_SLOT_ADDR, &im));
    require(check_footer(&im));
    detail = (int)counter;
    require(check_rollback(&im, counter));
    detail = -1;
    require(check_signature(&im));
    BOOT_RECHECK(boot_cf != CF_ALL, R_FLOW);
    boot(&im, counter);
}
