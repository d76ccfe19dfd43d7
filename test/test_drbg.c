/* SPDX-License-Identifier: MIT */
/* The NIST KAT DRBG (test/nist_drbg.c) against the shared check values and HAETAE's drawn inputs. */
#include "tt.h"

/* PQCgenKAT_sign's request phase: entropy 00..2F, then per count seed(48) and msg(33*(i+1)). */
static void request_phase(void)
{
    static uint8_t want_msg[200], got_msg[200];
    uint8_t entropy[48], want_seed[48], got_seed[48];
    unsigned long count, mlen;
    unsigned records = 0;
    tt_file f;

    for (unsigned i = 0; i < 48; i++) entropy[i] = (uint8_t)i;
    tt_drbg_init(entropy, NULL);
    TT_ASSERT(tt_open(&f, "common/nist-drbg-check.txt") == 0);
    while (tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT_EQ(count, records);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", want_seed, sizeof want_seed), 48);
        TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
        TT_ASSERT_EQ(mlen, 33 * (records + 1));
        TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", want_msg, sizeof want_msg), (long)mlen);
        if (tt_failed_now()) break;
        tt_drbg_bytes(got_seed, 48);
        tt_drbg_bytes(got_msg, mlen);
        TT_ASSERT_MEM(got_seed, want_seed, 48);
        TT_ASSERT_MEM(got_msg, want_msg, mlen);
        records++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(records, 2);
}

/*
 * HAETAE's PQCgenKAT_sign re-seeds with each entry's seed, then draws
 * keygen_seed(32), rnd(32), ctxlen(1), ctx(ctxlen): odd lengths and a
 * 1-byte draw exercise the discarded partial block.
 */
static void haetae_inputs(void)
{
    static uint8_t want_ctx[256], got_ctx[256];
    uint8_t seed[48], want[32], got[32], ctxlen;
    unsigned long count, want_ctxlen;
    unsigned limit = tt_is_target() ? 2 : 100, records = 0;
    tt_file f;

    TT_ASSERT(tt_open(&f, "haetae/v1.1.2/kat-inputs.txt") == 0);
    while (records < limit && tt_rsp_uint(&f, "count", &count) == 0) {
        TT_ASSERT_EQ(count, records);
        TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
        if (tt_failed_now()) break;
        tt_drbg_init(seed, NULL);

        TT_ASSERT_EQ(tt_rsp_hex(&f, "keygen_seed", want, sizeof want), 32);
        tt_drbg_bytes(got, 32);
        TT_ASSERT_MEM(got, want, 32);

        TT_ASSERT_EQ(tt_rsp_hex(&f, "rnd", want, sizeof want), 32);
        tt_drbg_bytes(got, 32);
        TT_ASSERT_MEM(got, want, 32);

        TT_ASSERT(tt_rsp_uint(&f, "ctxlen", &want_ctxlen) == 0);
        tt_drbg_bytes(&ctxlen, 1);
        TT_ASSERT_EQ(ctxlen, want_ctxlen);
        /* an empty ctx is written as "00" */
        TT_ASSERT_EQ(tt_rsp_hex(&f, "ctx", want_ctx, sizeof want_ctx), ctxlen ? ctxlen : 1);
        tt_drbg_bytes(got_ctx, ctxlen);
        TT_ASSERT_MEM(got_ctx, want_ctx, ctxlen);
        if (tt_failed_now()) break;
        records++;
    }
    tt_close(&f);
    TT_ASSERT_EQ(records, limit);
}

/* A zero personalization string changes nothing; a non-zero one changes the stream. */
static void personalization(void)
{
    uint8_t entropy[48], pers[48] = {0}, a[40], b[40];
    for (unsigned i = 0; i < 48; i++) entropy[i] = (uint8_t)(0xC0 ^ i);
    tt_drbg_init(entropy, NULL);
    tt_drbg_bytes(a, sizeof a);
    tt_drbg_init(entropy, pers);
    tt_drbg_bytes(b, sizeof b);
    TT_ASSERT_MEM(a, b, sizeof a);
    pers[47] = 1;
    tt_drbg_init(entropy, pers);
    tt_drbg_bytes(b, sizeof b);
    TT_ASSERT(tt_memcmp(a, b, sizeof a) != 0);
    /* pers is xored into the entropy: moving the bit into the entropy gives the same stream */
    entropy[47] ^= 1;
    tt_drbg_init(entropy, NULL);
    tt_drbg_bytes(a, sizeof a);
    TT_ASSERT_MEM(a, b, sizeof a);
}

void tt_suite_drbg(void)
{
    tt_run("drbg: NIST request phase (nist-drbg-check.txt)", request_phase);
    tt_run("drbg: HAETAE kat-inputs draws", haetae_inputs);
    tt_run("drbg: personalization string", personalization);
}
