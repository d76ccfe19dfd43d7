/* SPDX-License-Identifier: MIT */
/*
 * Harness: the boot image parser of examples/bootloader/boot.c, for any
 * content of the slot (docs/proofs.md, "boot_image").
 *
 * proof-src: src/common/sha2.c src/common/util.c
 * proof-cpp: -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1
 * proof-cpp: -Dvolatile=
 * proof-eva: -eva-precision 1 -eva-slevel-function pq8k_sha256_update:300,pq8k_wipe:300,pq8k_sha256_final:100,check_header:20
 * proof-eva: -eva-split-return full
 * proof-eva: -absolute-valid-range 0x10000-0x4FFFF
 * proof-timeout: 600
 * proof-covers: examples/bootloader/boot.c: check_header, check_footer, check_rollback,
 * proof-covers: check_signature, read_message, verify_trailer, finish_digest; sha2.c, util.c
 * proof-assumes: the engine calls by what pq8k/stream.h promises (model); board I/O stand-ins
 *
 * The stages of the bootloader's main run in its order, each through its
 * require(): check_header, check_footer, check_rollback (any counter), then
 * check_signature (the message reader read_message, the trailer loop of
 * verify_trailer, finish_digest, the payload digest comparison). The slot is
 * BOOT_SLOT_BYTES of unknown bytes, as the flash holds; an access outside it
 * is an alarm. The SHA-256 code is analysed as it is. The stage's status
 * is split on (one state per value, -eva-split-return full), and volatile
 * removed (docs/proofs.md: the bootloader's volatiles are RAM it writes
 * itself), so that a stage that failed does not reach the next one, as on
 * the board.
 *
 * The hardened build (BOOT_HARDENED, the default) loads the image version
 * again from the slot's flash address (BOOT_SLOT_ADDR, 256 KB): that range is
 * declared valid memory of unknown content (-absolute-valid-range), so the
 * version read there is any value, whatever the slot array holds.
 *
 * The library's streaming calls are not analysed here (the engine harnesses
 * prove them) but modelled below by what pq8k/stream.h promises the caller,
 * so that the bootloader's side of each call is checked: update's chunk must
 * be readable for its length; the reader is called at increasing offsets,
 * each message byte once, in pieces of at most PQ8K_READ_BUF_BYTES, at any
 * call (init, update, final), and may be left unfinished; any result.
 */
#include "__fc_builtin.h"

/* boot.c's main jumps to the application (inline asm, MMIO); the harness
   runs its stages instead */
#define main boot_main
#include "../examples/bootloader/boot.c"
#undef main


uint8_t proof_boot_pk[BOOT_PK_LEN];
static uint8_t slot[BOOT_SLOT_BYTES];

/* ---- model of the engine's calls (their own harnesses analyse them) ---- */

static pq8k_read_fn m_read;
static void *m_user;
static size_t m_len, m_off;

/* Reads on, in order, as far as the verifier wants (unknown). */
static int model_read_some(void)
{
    uint8_t buf[PQ8K_READ_BUF_BYTES];
    while (m_read != NULL && m_off < m_len && Frama_C_nondet(0, 1)) {
        size_t n = m_len - m_off < sizeof buf ? m_len - m_off : sizeof buf;
        if (m_read(m_user, m_off, buf, n) != 0) return PQ8K_ERR_READ;
        m_off += n;
    }
    return 0;
}

static int any_result(void)
{
    return Frama_C_interval(PQ8K_ERR_READ, 0);
}

/* (pq8k_verify_init_reader is a macro that adds the caller's configuration) */
int pq8k_verify_init_reader_cfg(pq8k_verifier *v, pq8k_scheme s, const uint8_t *digest,
                                size_t digestlen, pq8k_read_fn read, void *user, size_t msglen,
                                const uint8_t *ctx, size_t ctxlen, uint32_t config)
{
    /*@ assert config == PQ8K_VERIFIER_CONFIG; */
    /*@ assert \valid(v) && \valid_read(digest + (0 .. digestlen - 1)); */
    /*@ assert ctxlen == 0 || \valid_read(ctx + (0 .. ctxlen - 1)); */
    (void)s;
    m_read = read;
    m_user = user;
    m_len = msglen;
    m_off = 0;
    if (model_read_some() != 0) return PQ8K_ERR_READ;
    return any_result();
}

int pq8k_verify_update(pq8k_verifier *v, const uint8_t *chunk, size_t len)
{
    /*@ assert \valid(v); */
    /*@ assert len == 0 || \valid_read(chunk + (0 .. len - 1)); */
    if (model_read_some() != 0) return PQ8K_ERR_READ;
    return any_result();
}

int pq8k_verify_final(pq8k_verifier *v)
{
    /*@ assert \valid(v); */
    if (model_read_some() != 0) return PQ8K_ERR_READ;
    return any_result();
}

uint32_t pq8k_verify_verdict(const pq8k_verifier *v)
{
    /*@ assert \valid_read(v); */
    return Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu);
}

/* The longest stream of the scheme: any length below 2^24 (the longest of all
   schemes, GeMSS-128's, is about 360 KB), so the header check is analysed
   for every scheme at once. */
/*@ assigns \nothing;
    ensures \result <= 1 << 24; */
size_t pq8k_stream_length(pq8k_scheme s)
{
    (void)s;
    return Frama_C_unsigned_int_interval(0, 1u << 24);
}

/* ---- the bootloader's main, stage by stage ---- */

int main(void)
{
    static image im;
    uint32_t counter = Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu);
    boot_status st;
    Frama_C_make_unknown((char *)slot, sizeof slot);
    Frama_C_make_unknown((char *)proof_boot_pk, sizeof proof_boot_pk);
    detail = -1;
    boot_cf = 0;
    st = check_header(slot, &im);
    /*@ split st; */
    require(st);
    require(check_footer(&im));
    detail = (int)counter;
    require(check_rollback(&im, counter));
    detail = -1;
    require(check_signature(&im));
    return 0;
}
