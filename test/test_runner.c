/* SPDX-License-Identifier: MIT */
/* Tests of the runner itself: the vector-file and rsp parsing every KAT test relies on. */
#include <string.h>
#include "tt.h"

static void rsp_parsing(void)
{
    tt_file f;
    uint8_t seed[48], msg[64];
    unsigned long count = 99, mlen = 0;
    TT_ASSERT(tt_open(&f, "common/nist-drbg-check.txt") == 0);
    TT_ASSERT(tt_rsp_uint(&f, "count", &count) == 0);
    TT_ASSERT_EQ(count, 0);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
    TT_ASSERT_EQ(seed[0], 0x06);
    TT_ASSERT_EQ(seed[47], 0xA1);
    TT_ASSERT(tt_rsp_uint(&f, "mlen", &mlen) == 0);
    TT_ASSERT_EQ(mlen, 33);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, 32), -2);   /* 33 bytes do not fit in 32 */
    TT_ASSERT(tt_rsp_uint(&f, "count", &count) == 0);
    TT_ASSERT_EQ(count, 1);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
    TT_ASSERT_EQ(seed[0], 0x64);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), -2); /* 66 > 64 */
    TT_ASSERT_EQ(tt_rsp_hex(&f, "msg", msg, sizeof msg), -1); /* end of file */
    tt_close(&f);
}

static void rsp_open_record(void)
{
    tt_file f;
    uint8_t seed[48];
    TT_ASSERT(tt_rsp_open_record(&f, "common/nist-drbg-check.txt", 1) == 0);
    TT_ASSERT_EQ(tt_rsp_hex(&f, "seed", seed, sizeof seed), 48);
    TT_ASSERT_EQ(seed[0], 0x64);
    tt_close(&f);
    TT_ASSERT_EQ(tt_rsp_open_record(&f, "common/nist-drbg-check.txt", 7), -1);
}

static void unhex(void)
{
    uint8_t b[4];
    TT_ASSERT_EQ(tt_unhex(b, sizeof b, "00fFa5"), 3);
    TT_ASSERT_EQ(b[1], 0xFF);
    TT_ASSERT_EQ(tt_unhex(b, sizeof b, "0g"), -1);
    TT_ASSERT_EQ(tt_unhex(b, sizeof b, "0"), -1);
    TT_ASSERT_EQ(tt_unhex(b, 2, "000000"), -1);
}

static void arithmetic_shift(void)
{
    /* Schemes round with >> on negative values; pin the behaviour they assume. */
    volatile int32_t x = -5;
    volatile int64_t y = -((int64_t)1 << 40) - 1;
    TT_ASSERT_EQ(x >> 1, -3);
    TT_ASSERT_EQ(y >> 40, -2);
}

void tt_suite_runner(void)
{
    tt_run("runner: rsp parsing", rsp_parsing);
    tt_run("runner: open a record by count", rsp_open_record);
    tt_run("runner: unhex", unhex);
    tt_run("runner: arithmetic right shift", arithmetic_shift);
}
