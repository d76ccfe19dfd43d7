/* SPDX-License-Identifier: MIT */
/*
 * HAETAE on the device: the second part of `make demo`. The emulated
 * Cortex-M4 generates a HAETAE key pair, signs a message and verifies it
 * (then a tampered message), for each level, and prints the stack each
 * operation used (painted around the call; the key, signature and message
 * buffers are the caller's and are not counted). Randomness: demo_rng.c.
 * Exit status 0 only if every signature verified and the tampered one did not.
 */
#include <string.h>
#include "hal.h"
#include "demo_io.h"
#include "pq8k/haetae.h"

typedef struct {
    const char *name;
    size_t pklen, sklen, siglen;
    int (*keygen)(uint8_t *pk, uint8_t *sk);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *sk, const uint8_t *m, size_t mlen,
                const uint8_t *ctx, size_t ctxlen);
    int (*verify)(const uint8_t *pk, const uint8_t *sig, size_t siglen, const uint8_t *m,
                  size_t mlen, const uint8_t *ctx, size_t ctxlen);
} level;

#define LEVEL(L)                                                                                 \
    { "HAETAE-" #L, PQ8K_HAETAE##L##_PUBLICKEYBYTES, PQ8K_HAETAE##L##_SECRETKEYBYTES,            \
      PQ8K_HAETAE##L##_SIGBYTES, pq8k_haetae##L##_keygen, pq8k_haetae##L##_sign,               \
      pq8k_haetae##L##_verify }

static const level levels[] = { LEVEL(2), LEVEL(3), LEVEL(5) };

static uint8_t pk[PQ8K_HAETAE5_PUBLICKEYBYTES], sk[PQ8K_HAETAE5_SECRETKEYBYTES];
static uint8_t sig[PQ8K_HAETAE5_SIGBYTES];
static uint8_t msg[] = "firmware 2.4.1 for pump controller #7";
static const uint8_t ctx[] = "pq8k-demo";

static void show(const char *op, int rc, size_t stack)
{
    demo_put("    ");
    demo_put(op);
    demo_put(rc == 0 ? " ok      stack " : " FAILED  stack ");
    demo_put_num((uint32_t)stack);
    demo_put(" B\n");
}

/* noinline: each measured call starts from this frame's painted stack */
__attribute__((noinline)) static int run_level(const level *lv)
{
    size_t siglen = 0, used[4];
    int rc[4];
    hal_stack_paint();
    rc[0] = lv->keygen(pk, sk);
    used[0] = hal_stack_used();
    hal_stack_paint();
    rc[1] = lv->sign(sig, &siglen, sk, msg, sizeof msg - 1, ctx, sizeof ctx - 1);
    used[1] = hal_stack_used();
    hal_stack_paint();
    rc[2] = lv->verify(pk, sig, siglen, msg, sizeof msg - 1, ctx, sizeof ctx - 1);
    used[2] = hal_stack_used();
    msg[0] ^= 1;   /* one flipped bit in the message must be rejected */
    hal_stack_paint();
    rc[3] = lv->verify(pk, sig, siglen, msg, sizeof msg - 1, ctx, sizeof ctx - 1);
    used[3] = hal_stack_used();
    msg[0] ^= 1;

    demo_put("  ");
    demo_put(lv->name);
    demo_put(": pk ");
    demo_put_num((uint32_t)lv->pklen);
    demo_put(" B, sk ");
    demo_put_num((uint32_t)lv->sklen);
    demo_put(" B, signature ");
    demo_put_num((uint32_t)siglen);
    demo_put(" B\n");
    show("keygen", rc[0], used[0]);
    show("sign  ", rc[1], used[1]);
    show("verify", rc[2], used[2]);
    demo_put("    verify, message with one bit flipped: ");
    demo_put(rc[3] != 0 ? "rejected (" : "ACCEPTED (");
    demo_put(pq8k_strerror(rc[3]));
    demo_put(")\n");
    for (int i = 0; i < 4; i++)
        if (used[i] >= hal_stack_painted()) {
            demo_put("  FATAL: stack paint used up\n");
            return 1;
        }
    return rc[0] != 0 || rc[1] != 0 || rc[2] != 0 || rc[3] == 0;
}

int main(void)
{
    int bad = 0;
    demo_put("  HAETAE release: v");
    demo_put(pq8k_haetae_version());
    demo_put(" (signatures byte-compatible with the official reference of that release)\n");
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) bad |= run_level(&levels[i]);
    return bad;
}
