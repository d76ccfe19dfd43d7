/* SPDX-License-Identifier: MIT */
/*
 * Feature-activation verifier: the device side of `make demo`.
 *
 * An ECU with 8 KB of RAM holds in flash only a 64-byte digest of the
 * vendor's ML-DSA-44 public key (demo_pk_digest.h, written by
 * `pq8k pkdigest --c-header`). It receives a 33-byte activation code, then
 * the vendor's public key and the signature as one stream in 64-byte packets
 * (a bus frame each; here read through semihosting from files the host
 * prepared), and unlocks the feature only if pq8k_verify_final returns 0.
 *
 * It reports the verdict and the RAM it needed: the verifier context, the
 * deepest stack any pq8k call used (painted around each call, so the bus
 * driver's own stack is not counted) and the packet buffer; the build
 * script adds the library's .data/.bss and the flash figures from the link
 * map. Exit status 0 only if the code was accepted.
 */
#include <string.h>
#include "hal.h"
#include "demo_io.h"
#include "pq8k/stream.h"
#include "demo_pk_digest.h"

#define PACKET_BYTES 64
#define CODE_MAX 64
#define BUS_CODE "build/demo/bus/code.bin"
#define BUS_STREAM "build/demo/bus/stream.bin"

static pq8k_verifier verifier;
static uint8_t packet[PACKET_BYTES];
static uint8_t code[CODE_MAX];
static size_t peak_stack;

/* after a measured call: keep the deepest stack seen */
static void note_stack(void)
{
    size_t used = hal_stack_used();
    if (used > peak_stack) peak_stack = used;
}

/* The activation code: a short message, kept in RAM for the whole verification. */
static size_t receive_code(void)
{
    int fd = hal_open(BUS_CODE);
    long n = fd < 0 ? -1 : hal_read(fd, code, sizeof code);
    if (fd >= 0) hal_close(fd);
    if (n <= 0) {
        demo_put("  device: no activation code on the bus (" BUS_CODE ")\n");
        hal_exit(2);
    }
    return (size_t)n;
}

/* Streams pk and signature through the verifier, one bus packet at a time;
   returns the verdict. noinline: the stack paint starts at this frame. */
__attribute__((noinline)) static int verify_stream(size_t codelen, uint32_t *packets, uint32_t *bytes)
{
    int fd = hal_open(BUS_STREAM), rc;
    if (fd < 0) {
        demo_put("  device: no stream on the bus (" BUS_STREAM ")\n");
        hal_exit(2);
    }
    hal_stack_paint();
    rc = pq8k_verify_init(&verifier, DEMO_PK_DIGEST_SCHEME, DEMO_PK_DIGEST, DEMO_PK_DIGEST_LEN, code,
                          codelen, NULL, 0);
    note_stack();
    while (rc == 0) {
        long n = hal_read(fd, packet, sizeof packet);
        if (n <= 0) break;   /* end of the stream (a short one fails in final) */
        hal_stack_paint();
        rc = pq8k_verify_update(&verifier, packet, (size_t)n);
        note_stack();
        *packets += 1;
        *bytes += (uint32_t)n;
    }
    hal_close(fd);
    hal_stack_paint();
    rc = pq8k_verify_final(&verifier);   /* a failed update is sticky: final repeats it */
    note_stack();
    return rc;
}

static void report(int rc, uint32_t packets, uint32_t bytes)
{
    demo_put("  device: ");
    demo_put_num(bytes);
    demo_put(" bytes in ");
    demo_put_num(packets);
    demo_put(" packets of <= 64 B -> ");
    if (rc == 0) {
        demo_put("ACCEPTED, feature unlocked\n");
    } else {
        demo_put("REJECTED (");
        demo_put(pq8k_strerror(rc));
        demo_put("), feature stays locked\n");
    }
    /* for scripts/demo.sh, which adds the link-map figures */
    demo_put("DEMO verdict=");
    demo_put(rc == 0 ? "accept" : "reject");
    demo_put(" context=");
    demo_put_num((uint32_t)sizeof verifier);
    demo_put(" stack=");
    demo_put_num((uint32_t)peak_stack);
    demo_put(" packet=");
    demo_put_num(PACKET_BYTES);
    demo_put(" painted=");
    demo_put_num((uint32_t)hal_stack_painted());
    demo_put("\n");
}

int main(void)
{
    uint32_t packets = 0, bytes = 0;
    size_t codelen = receive_code();
    demo_put("  device: code \"");
    demo_put_text(code, codelen);
    demo_put("\" (");
    demo_put_num((uint32_t)codelen);
    demo_put(" B); trusted key digest ");
    demo_put_hex(DEMO_PK_DIGEST, 8);
    demo_put("...\n");
    int rc = verify_stream(codelen, &packets, &bytes);
    report(rc, packets, bytes);
    if (peak_stack >= hal_stack_painted()) {
        demo_put("  device: FATAL: stack paint used up, the figure is not a measurement\n");
        return 3;
    }
    return rc == 0 ? 0 : 1;
}
