/* SPDX-License-Identifier: MIT */
/*
 * pq8k xmss|xmssmt <command>: XMSS and XMSS^MT (RFC 8391, SP 800-208 sets)
 * keys, signatures and streams through the stateful-scheme CLI layer
 * (tools/cli_stateful.h); this file holds what is XMSS's own: the set names,
 * key generation and signing at an index. The key file's [next, end) range
 * is authoritative; the idx field inside the XMSS private key is set to the
 * index taken just before signing.
 */
#include "cli_xmss.h"
#include <stdio.h>
#include <string.h>
#include "cli_stateful.h"
#include "pq8k/xmss.h"

_Static_assert(PQ8K_XMSS_MAX_SK_BYTES <= CLI_STATEFUL_SK_MAX && PQ8K_XMSS_MAX_PK_BYTES <= CLI_STATEFUL_PK_MAX,
               "an XMSS key does not fit the CLI's buffers");

/* "SHA2_10_256" / "SHAKE256_20/2_192" -> OID */
static uint32_t parse_set(int mt, const char *s)
{
    static const char *const shapes[8] = {"20/2", "20/4", "40/2", "40/4", "40/8", "60/3", "60/6", "60/12"};
    static const char *const heights[3] = {"10", "16", "20"};
    static const struct { const char *name, *n; unsigned fam; } fams[4] = {
        {"SHA2_", "_256", 0}, {"SHA2_", "_192", 4}, {"SHAKE256_", "_256", 5}, {"SHAKE256_", "_192", 6}};
    char want[64];
    for (unsigned f = 0; f < 4; f++)
        for (unsigned k = 0; k < (mt ? 8u : 3u); k++) {
            snprintf(want, sizeof want, "%s%s%s", fams[f].name, mt ? shapes[k] : heights[k], fams[f].n);
            if (!strcmp(s, want)) return fams[f].fam * (mt ? 8u : 3u) + k + 1u;
        }
    cli_stateful_die("unknown parameter set '%s' (e.g. %s)", s, mt ? "SHA2_20/2_256" : "SHA2_10_256");
}

static uint32_t oid_of(const uint8_t *sk)
{
    return ((uint32_t)sk[0] << 24) | ((uint32_t)sk[1] << 16) | ((uint32_t)sk[2] << 8) | sk[3];
}

static uint64_t keygen(int mt, const char *set, uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen)
{
    uint32_t oid = parse_set(mt, set);
    *sklen = mt ? pq8k_xmssmt_sk_bytes(oid) : pq8k_xmss_sk_bytes(oid);
    *pklen = mt ? pq8k_xmssmt_pk_bytes(oid) : pq8k_xmss_pk_bytes(oid);
    if (*sklen == 0) cli_stateful_die("parameter set not in this build");
    int r = mt ? pq8k_xmssmt_keygen(oid, pk, sk) : pq8k_xmss_keygen(oid, pk, sk);
    if (r) cli_stateful_die("keygen failed: %s", pq8k_strerror(r));
    return mt ? pq8k_xmssmt_max_signatures(oid) : pq8k_xmss_max_signatures(oid);
}

/* 0 unless sk is a whole key of this build */
static size_t sig_bytes(int mt, const uint8_t *sk, size_t sklen)
{
    if (sklen < 4) return 0;
    uint32_t oid = oid_of(sk);
    if (sklen != (mt ? pq8k_xmssmt_sk_bytes(oid) : pq8k_xmss_sk_bytes(oid))) return 0;
    return mt ? pq8k_xmssmt_sig_bytes(oid) : pq8k_xmss_sig_bytes(oid);
}

/* 2^h, 0 unless sk is a whole key of this build */
static uint64_t indices(int mt, const uint8_t *sk, size_t sklen)
{
    if (sig_bytes(mt, sk, sklen) == 0) return 0;
    return mt ? pq8k_xmssmt_max_signatures(oid_of(sk)) : pq8k_xmss_max_signatures(oid_of(sk));
}

/* the key's idx field (4 bytes for XMSS, ceil(h/8) for XMSS^MT) := index, then sign */
static int sign(int mt, uint8_t *sk, size_t sklen, uint64_t index, const uint8_t *msg, size_t msglen,
                uint8_t *sig, size_t *siglen)
{
    uint32_t oid = oid_of(sk);
    /* the field keeps only its low bytes: an index of 2^h or more would be
       written as a smaller one, perhaps one already used (the caller checks
       the key file's range; this is the last line) */
    if (index >= indices(mt, sk, sklen)) return PQ8K_ERR_STATE;
    size_t n = ((mt ? pq8k_xmssmt_pk_bytes(oid) : pq8k_xmss_pk_bytes(oid)) - 4) / 2;
    size_t ib = sklen - 4 - 4 * n;
    for (size_t i = 0; i < ib; i++) sk[4 + ib - 1 - i] = (uint8_t)(index >> (8 * i));
    return mt ? pq8k_xmssmt_sign(sk, sklen, sig, siglen, msg, msglen)
              : pq8k_xmss_sign(sk, sklen, sig, siglen, msg, msglen);
}

/* the library's verify functions take the signature first */
static int verify_xmss(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                       const uint8_t *msg, size_t msglen)
{
    return pq8k_xmss_verify(sig, siglen, msg, msglen, pk, pklen);
}

static int verify_xmssmt(const uint8_t *pk, size_t pklen, const uint8_t *sig, size_t siglen,
                         const uint8_t *msg, size_t msglen)
{
    return pq8k_xmssmt_verify(sig, siglen, msg, msglen, pk, pklen);
}

static const char usage[] =
    "usage: pq8k xmss|xmssmt <command> [options]\n"
    "  keygen       -t SET -o BASE               BASE.pk and the stateful key file BASE.sk\n"
    "               SET: xmss {SHA2,SHAKE256}_{10,16,20}_{256,192};\n"
    "                    xmssmt {SHA2,SHAKE256}_{20/2,20/4,40/2,40/4,40/8,60/3,60/6,60/12}_{256,192}\n";

static const cli_stateful_scheme schemes[2] = {
    {"xmss", "XMSS", PQ8K_XMSS, "PQ8K_XMSS", usage, "docs/stream-xmss.md", 0, keygen, sig_bytes, indices,
     sign, verify_xmss},
    {"xmssmt", "XMSS^MT", PQ8K_XMSSMT, "PQ8K_XMSSMT", usage, "docs/stream-xmss.md", 1, keygen, sig_bytes,
     indices, sign, verify_xmssmt},
};

int cli_xmss_main(int argc, char **argv)
{
    return cli_stateful_main(&schemes[!strcmp(argv[1], "xmssmt")], argc, argv);
}
