/* SPDX-License-Identifier: MIT */
/*
 * pq8k on Zephyr: streamed verification of every scheme the build carries
 * (the vectors gen_vectors.py made for the CONFIG_PQ8K_* options on), the
 * stream fed from flash through a small RAM buffer in chunks of an odd size,
 * as it would arrive from a bus. Per scheme, with the message given by
 * pointer and behind a reader:
 *   pointer  the genuine stream is accepted (0 and the accept verdict), a
 *            flipped signature byte is refused, a flipped public-key byte is
 *            refused as PQ8K_ERR_PK_DIGEST;
 *   reader   the genuine stream is accepted, a flipped signature byte is
 *            refused, a reader that fails half-way gives PQ8K_ERR_READ.
 * Ends with "pq8k zephyr: N passed, M failed".
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <zephyr/kernel.h>
#include <zephyr/sys/printk.h>
#include "pq8k/pq8k.h"
#include "pq8k/stream.h"
#include "vectors.h"

#define CHUNK 61 /* not a divisor of any block size: boundaries fall everywhere */

static const struct pq8k_sample_vector *const vectors[] = {
#define PQ8K_SAMPLE_VECTOR(name) &pq8k_sample_##name,
#include "vectors_list.h"
#undef PQ8K_SAMPLE_VECTOR
    NULL,
};

enum tamper { GENUINE, BAD_SIGNATURE, BAD_PUBLIC_KEY };

static pq8k_verifier verifier; /* static: counted in the RAM figure, not the stack */
static int passed, failed;

struct reader {
    const struct pq8k_sample_vector *t;
    size_t fail_at; /* a read reaching this offset fails */
};

static int read_msg(void *user, size_t offset, uint8_t *buf, size_t len)
{
    const struct reader *rd = user;

    if (offset > rd->t->msglen || len > rd->t->msglen - offset || offset + len > rd->fail_at) {
        return -1;
    }
    memcpy(buf, rd->t->msg + offset, len);
    return 0;
}

static int init(const struct pq8k_sample_vector *t, struct reader *rd)
{
    if (rd == NULL) {
        return t->internal ? pq8k_verify_init_internal(&verifier, t->scheme, t->digest, t->digestlen,
                                                       t->msg, t->msglen)
                           : pq8k_verify_init(&verifier, t->scheme, t->digest, t->digestlen, t->msg,
                                              t->msglen, NULL, 0);
    }
    return t->internal ? pq8k_verify_init_internal_reader(&verifier, t->scheme, t->digest, t->digestlen,
                                                          read_msg, rd, t->msglen)
                       : pq8k_verify_init_reader(&verifier, t->scheme, t->digest, t->digestlen, read_msg,
                                                 rd, t->msglen, NULL, 0);
}

/* flips the bit 0 of every stream byte of the chunk [pos, pos + n) listed in at */
static void flip(uint8_t *chunk, size_t pos, size_t n, const uint32_t *at, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        if (at[i] >= pos && at[i] - pos < n) {
            chunk[at[i] - pos] ^= 1u;
        }
    }
}

/* One streamed verification; rd NULL: the message by pointer */
static int verify(const struct pq8k_sample_vector *t, struct reader *rd, enum tamper how)
{
    uint8_t chunk[CHUNK];
    int r = init(t, rd);

    for (size_t pos = 0, n; r == 0 && pos < t->streamlen; pos += n) {
        n = t->streamlen - pos < CHUNK ? t->streamlen - pos : CHUNK;
        memcpy(chunk, t->stream + pos, n);
        if (how == BAD_SIGNATURE) {
            flip(chunk, pos, n, t->tamper_sig, t->n_tamper_sig);
        } else if (how == BAD_PUBLIC_KEY) {
            flip(chunk, pos, n, t->tamper_pk, t->n_tamper_pk);
        }
        r = pq8k_verify_update(&verifier, chunk, n);
    }
    int f = pq8k_verify_final(&verifier);
    return r != 0 ? r : f;
}

static void check(const struct pq8k_sample_vector *t, const char *what, int got, int ok)
{
    printk("%s %s %s (%d)\n", ok ? "ok  " : "FAIL", t->name, what, got);
    if (ok) {
        passed++;
    } else {
        failed++;
    }
}

static void accepted(const struct pq8k_sample_vector *t, const char *what, int got)
{
    check(t, what, got, got == 0 && pq8k_verify_verdict(&verifier) == PQ8K_VERDICT_ACCEPT);
}

static void refused(const struct pq8k_sample_vector *t, const char *what, int got, int want)
{
    /* want 0: any error will do (a flipped signature byte may be malformed
       or merely wrong, depending on where it lands) */
    int ok = got < 0 && (want == 0 || got == want) &&
             pq8k_verify_verdict(&verifier) != PQ8K_VERDICT_ACCEPT;
    check(t, what, got, ok);
}

static void test_vector(const struct pq8k_sample_vector *t)
{
    struct reader rd = {t, SIZE_MAX};
    int64_t t0 = k_uptime_get();

    accepted(t, "pointer: genuine stream accepted", verify(t, NULL, GENUINE));
    printk("pq8k zephyr: %s stream %u bytes, verified in %lld ms (QEMU)\n", t->name,
           (unsigned)t->streamlen, (long long)(k_uptime_get() - t0));
    refused(t, "pointer: flipped signature byte refused", verify(t, NULL, BAD_SIGNATURE), 0);
    refused(t, "pointer: flipped public-key byte refused", verify(t, NULL, BAD_PUBLIC_KEY),
            PQ8K_ERR_PK_DIGEST);
    accepted(t, "reader: genuine stream accepted", verify(t, &rd, GENUINE));
    refused(t, "reader: flipped signature byte refused", verify(t, &rd, BAD_SIGNATURE), 0);
    rd.fail_at = t->msglen / 2;
    refused(t, "reader: failing reader refused", verify(t, &rd, GENUINE), PQ8K_ERR_READ);
}

int main(void)
{
    size_t unused = 0;

    printk("pq8k zephyr: board %s, pq8k_verifier %u bytes\n", CONFIG_BOARD, (unsigned)sizeof verifier);
    for (size_t i = 0; vectors[i] != NULL; i++) {
        test_vector(vectors[i]);
    }
    if (vectors[0] == NULL) {
        printk("FAIL no scheme built: switch one on (CONFIG_PQ8K_MLDSA44=y, ...)\n");
        failed++;
    }
#if defined(CONFIG_THREAD_STACK_INFO) && defined(CONFIG_INIT_STACKS)
    if (k_thread_stack_space_get(k_current_get(), &unused) == 0) {
        printk("pq8k zephyr: main stack %u of %u bytes used\n",
               (unsigned)(CONFIG_MAIN_STACK_SIZE - unused), (unsigned)CONFIG_MAIN_STACK_SIZE);
    }
#endif
    (void)unused;
    printk("pq8k zephyr: %d passed, %d failed\n", passed, failed);
    return 0;
}
