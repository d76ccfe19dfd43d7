/* SPDX-License-Identifier: MIT */
/*
 * The firmware of the one-check-off fault campaign (scripts/check-off-campaign.sh,
 * bench/fault_sim.py --whole-boot): verifies one crafted input from the slot
 * (written by bench/check_off -o, DIR/<scheme>-<check>.slot) the way the
 * secure-boot example verifies its trailer, and "boots" (jumps to the code in
 * the slot after the header) only on an accept. Built for one scheme, on m3.
 *
 * Slot (at CHECK_OFF_SLOT, 0x10000): a 128-byte header
 *   0 "PQCO" | 8 version (0) | 12 payload bytes (8) | 16 stream bytes |
 *   20 message bytes | 24 scheme id | 28 context flag | 32 digest bytes |
 *   36 trusted digest (64)
 * then the payload (the "application": branches to itself), the message,
 * the stream. The trusted digest is data here rather than a constant built
 * in (one firmware serves the inputs whose key has its own digest); for the
 * verifier both are bytes in flash.
 *
 * CHECK_OFF_HARDENED=1 decides like the hardened bootloader
 * (examples/bootloader/boot_fih.h): the code in a volatile tested twice, the
 * library's verdict token tested twice; 0 tests the code once.
 */
#include <stdint.h>
#include <string.h>
#include "hal.h"
#include "pq8k/stream.h"

#ifndef CHECK_OFF_HARDENED
#define CHECK_OFF_HARDENED 1
#endif
#define CHECK_OFF_SLOT 0x00010000u
#define HEADER 128u
#define PIECE 64u /* the caller's chunk, as in the bench */

typedef struct {
    char magic[4];
    uint32_t reserved, version, payload_len, stream_len, msg_len, scheme, ctx, digest_len;
    uint8_t digest[64];
} slot_header;

static pq8k_verifier verifier;

static const slot_header *slot(void)
{
    return (const slot_header *)(uintptr_t)CHECK_OFF_SLOT;
}

static void put(const char *s)
{
    hal_write(s, strlen(s));
}

/* the reject: the decision, a line, exit status 1 (fault_sim stops at its entry) */
__attribute__((noreturn, noinline)) static void boot_reject(int rc)
{
    hal_bench_stop();
    char num[4] = {'-', '0', 0, 0}; /* the codes are -1 .. -9 */
    num[1] = (char)('0' + (rc < 0 && rc > -10 ? -rc : 0));
    put("BOOT reject code=");
    put(num);
    put(" (");
    put(pq8k_strerror(rc));
    put(")\n");
    hal_exit(1);
}

/* The whole verification (the call the campaign samples inside):
   init, the stream in PIECE-byte updates, final. */
__attribute__((noinline)) static int verify_trailer(void)
{
    const slot_header *h = slot();
    const uint8_t *msg = (const uint8_t *)h + HEADER + h->payload_len;
    const uint8_t *s = msg + h->msg_len;
    static const char ctx[] = "pq8k check-off";
    int rc = pq8k_verify_init(&verifier, (pq8k_scheme)h->scheme, h->digest, h->digest_len, msg, h->msg_len,
                              (const uint8_t *)ctx, h->ctx ? sizeof ctx - 1 : 0);
    for (uint32_t off = 0; rc == 0 && off < h->stream_len; off += PIECE) {
        uint32_t n = h->stream_len - off < PIECE ? h->stream_len - off : PIECE;
        if (off + n == h->stream_len) hal_bench_start();
        rc = pq8k_verify_update(&verifier, s + off, n);
    }
    return pq8k_verify_final(&verifier);
}

__attribute__((noreturn)) static void start_app(void)
{
    uint32_t entry = CHECK_OFF_SLOT + HEADER;
    __asm__ volatile("bx %0" : : "r"(entry | 1u) : "memory");
    __builtin_unreachable();
}

int main(void)
{
    volatile int rc = PQ8K_ERR_STATE; /* a skipped store of the verdict must not leave 0 */
    if (memcmp(slot()->magic, "PQCO", 4) != 0) boot_reject(PQ8K_ERR_STATE);
    rc = verify_trailer();
#if CHECK_OFF_HARDENED
    volatile uint32_t token = pq8k_verify_verdict(&verifier);
    if (rc != 0) boot_reject(rc);
    if (token != PQ8K_VERDICT_ACCEPT) boot_reject(PQ8K_ERR_BAD_SIGNATURE);
    if (token != PQ8K_VERDICT_ACCEPT) boot_reject(PQ8K_ERR_BAD_SIGNATURE);
    if (rc != 0) boot_reject(rc);
#else
    if (rc != 0) boot_reject(rc);
#endif
    hal_bench_stop();
    put("BOOT accept\n");
    start_app();
}
