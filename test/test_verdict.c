/* SPDX-License-Identifier: MIT */
/* The fault-hardened verdict path: the second comparison routine and the
   accept token pq8k_verify_verdict (docs/boot-image.md, "Fault hardening"). */
#include <string.h>
#include "tt.h"
#include "common/util.h"
#include "pq8k/mldsa.h"
#include "pq8k/stream.h"
#include "stream_feed.h"

static void memneq_again(void)
{
    uint8_t a[70], b[70];
    for (size_t i = 0; i < sizeof a; i++) a[i] = b[i] = (uint8_t)(7 * i + 1);
    for (size_t len = 0; len <= sizeof a; len++) {
        TT_ASSERT_EQ(pq8k_ct_memneq_again(a, b, len), 0);
        for (size_t i = 0; i < len; i++)
            for (unsigned bit = 0; bit < 8; bit++) {
                b[i] ^= (uint8_t)(1u << bit);
                TT_ASSERT_EQ(pq8k_ct_memneq_again(a, b, len), 1);
                TT_ASSERT_EQ(pq8k_ct_memneq_again(a, b, len), pq8k_ct_memneq(a, b, len));
                b[i] ^= (uint8_t)(1u << bit);
            }
    }
}

#if PQ8K_CONFIG_MLDSA44
static uint8_t pk[PQ8K_MLDSA44_PUBLICKEYBYTES], sk[PQ8K_MLDSA44_SECRETKEYBYTES];
static uint8_t sig[PQ8K_MLDSA44_SIGBYTES], stream[12000];
static pq8k_verifier ver;

/* verifies msg against the stream (tt_stream_feed ends with final); final's code */
static int run(const uint8_t *digest, const uint8_t *msg, size_t len, size_t slen)
{
    TT_ASSERT_EQ(pq8k_verify_init(&ver, PQ8K_MLDSA44, digest, 64, msg, len, NULL, 0), 0);
    TT_ASSERT(pq8k_verify_verdict(&ver) != PQ8K_VERDICT_ACCEPT); /* running: no verdict yet */
    return tt_stream_feed(&ver, stream, slen, 64, 0);
}

static void verdict_token(void)
{
    static const uint8_t msg[] = "boot image", other[] = "boot imagE";
    uint8_t seed[32] = {1}, digest[64];
    size_t siglen = 0, slen = sizeof stream, dlen = sizeof digest;
    TT_ASSERT(pq8k_verify_verdict(NULL) != PQ8K_VERDICT_ACCEPT);
    TT_ASSERT_EQ(pq8k_mldsa44_keygen_from_seed(pk, sk, seed), 0);
    TT_ASSERT_EQ(pq8k_mldsa44_sign_deterministic(sig, &siglen, sk, msg, sizeof msg, NULL, 0), 0);
    TT_ASSERT_EQ(pq8k_stream_encode(PQ8K_MLDSA44, pk, sizeof pk, sig, siglen, stream, &slen), 0);
    TT_ASSERT_EQ(pq8k_pk_digest(PQ8K_MLDSA44, pk, sizeof pk, digest, &dlen), 0);

    TT_ASSERT_EQ(run(digest, msg, sizeof msg, slen), 0);
    TT_ASSERT_EQ(pq8k_verify_verdict(&ver), PQ8K_VERDICT_ACCEPT);
    TT_ASSERT_EQ(pq8k_verify_final(&ver), PQ8K_ERR_STATE); /* a second final is refused... */
    TT_ASSERT_EQ(pq8k_verify_verdict(&ver), PQ8K_VERDICT_ACCEPT); /* ...and keeps the verdict */

    TT_ASSERT_EQ(run(digest, other, sizeof other, slen), PQ8K_ERR_BAD_SIGNATURE);
    TT_ASSERT(pq8k_verify_verdict(&ver) != PQ8K_VERDICT_ACCEPT);

    digest[5] ^= 1;
    TT_ASSERT_EQ(run(digest, msg, sizeof msg, slen), PQ8K_ERR_PK_DIGEST);
    TT_ASSERT(pq8k_verify_verdict(&ver) != PQ8K_VERDICT_ACCEPT);
    digest[5] ^= 1;

    TT_ASSERT_EQ(run(digest, msg, sizeof msg, slen - 1), PQ8K_ERR_BAD_LENGTH);
    TT_ASSERT(pq8k_verify_verdict(&ver) != PQ8K_VERDICT_ACCEPT);
}
#endif

void tt_suite_verdict(void)
{
    tt_run("verdict: second comparison routine", memneq_again);
#if PQ8K_CONFIG_MLDSA44
    tt_run("verdict: accept token of pq8k_verify_final", verdict_token);
#endif
}
