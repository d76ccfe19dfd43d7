/* SPDX-License-Identifier: MIT */
/*
 * Build configuration: which schemes libpq8k contains.
 *
 * Every PQ8K_CONFIG_<SCHEME> macro is 1 (built) or 0 (left out). A macro the
 * build does not set takes the value of PQ8K_CONFIG_DEFAULT, which is 1; set
 * them with -D on the compiler command line or in a file named by
 * -DPQ8K_CONFIG_FILE='"my_config.h"' (included first). A firmware that wants
 * exactly one scheme, and no new ones as the library grows, says so:
 *
 *     -DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_FALCON512=1
 *
 * A scheme left out takes no room in pq8k_verifier (a firmware that verifies
 * one scheme only pays for that one's state) and the stream engine answers
 * PQ8K_ERR_UNSUPPORTED for it. ML-DSA levels left out are not compiled at
 * all; for the other families the code that no call reaches is not linked.
 * The same settings must be used for the library and for the code that
 * includes these headers (the size of pq8k_verifier depends on them). The
 * streaming init calls check it: a context compiled with other settings is
 * refused with PQ8K_ERR_STATE before anything is written
 * (PQ8K_VERIFIER_CONFIG, pq8k/stream.h). The schemes and their switches:
 * pq8k/schemes.def.
 *
 * The legacy schemes (Rainbow, GeMSS) are BROKEN and exist only in builds
 * that opt in with PQ8K_LEGACY_INSECURE (make LEGACY=1; docs/legacy.md).
 */
#ifndef PQ8K_CONFIG_H
#define PQ8K_CONFIG_H

#ifdef PQ8K_CONFIG_FILE
#include PQ8K_CONFIG_FILE
#endif

/* ------------------------------------------------------------------------
 * Scheme switches: what the library contains.
 * ---------------------------------------------------------------------- */

/* Name:        PQ8K_CONFIG_DEFAULT
 * Description: The value of every scheme switch the build does not set
 *              (those whose default below is PQ8K_CONFIG_DEFAULT). 0 builds
 *              exactly the schemes switched on by name.
 *              Default: 1 (every scheme but the opt-in ones). */
#ifndef PQ8K_CONFIG_DEFAULT
#define PQ8K_CONFIG_DEFAULT 1
#endif
#if PQ8K_CONFIG_DEFAULT != 0 && PQ8K_CONFIG_DEFAULT != 1
#error "PQ8K_CONFIG_DEFAULT is 0 or 1"
#endif

/* Name:        PQ8K_CONFIG_MLDSA44, PQ8K_CONFIG_MLDSA65, PQ8K_CONFIG_MLDSA87
 * Description: ML-DSA (FIPS 204) parameter sets: key generation, signing,
 *              one-shot and streaming verification of each level. A level
 *              left out is not compiled at all.
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_MLDSA44
#define PQ8K_CONFIG_MLDSA44 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_MLDSA65
#define PQ8K_CONFIG_MLDSA65 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_MLDSA87
#define PQ8K_CONFIG_MLDSA87 PQ8K_CONFIG_DEFAULT
#endif

#define PQ8K_CONFIG_MLDSA_ANY (PQ8K_CONFIG_MLDSA44 || PQ8K_CONFIG_MLDSA65 || PQ8K_CONFIG_MLDSA87)

/* Name:        PQ8K_CONFIG_MLDSA_COMPACT
 * Description: ML-DSA's compact stream layout, verified on the device (ids
 *              PQ8K_MLDSA44_COMPACT .. 87_COMPACT, docs/stream-format.md
 *              section 2.6): z travels once and the verifier keeps it packed
 *              (2,304 / 3,200 / 4,480 B more in pq8k_verifier), for a stream
 *              about a third as long. The encoder (pq8k_stream_encode) has
 *              the compact ids whenever the level is built. Needs an ML-DSA
 *              level (#error otherwise).
 *              Default: 0, whatever PQ8K_CONFIG_DEFAULT says: it enlarges
 *              every context of the build. */
#ifndef PQ8K_CONFIG_MLDSA_COMPACT
#define PQ8K_CONFIG_MLDSA_COMPACT 0
#endif
#if PQ8K_CONFIG_MLDSA_COMPACT && !PQ8K_CONFIG_MLDSA_ANY
#error "PQ8K_CONFIG_MLDSA_COMPACT needs an ML-DSA level: PQ8K_CONFIG_MLDSA44, _MLDSA65 or _MLDSA87"
#endif

/* Name:        PQ8K_CONFIG_FALCON512, PQ8K_CONFIG_FALCON1024
 * Description: Falcon (round 3) parameter sets, verification only. Without
 *              Falcon-1024 the Falcon state is sized for Falcon-512 (about
 *              half).
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_FALCON512
#define PQ8K_CONFIG_FALCON512 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_FALCON1024
#define PQ8K_CONFIG_FALCON1024 PQ8K_CONFIG_DEFAULT
#endif

#define PQ8K_CONFIG_FALCON_ANY (PQ8K_CONFIG_FALCON512 || PQ8K_CONFIG_FALCON1024)

/* Name:        PQ8K_CONFIG_SLHDSA_SHA2_128S, _SHA2_128F, _SHA2_192S,
 *              _SHA2_192F, _SHA2_256S, _SHA2_256F, _SHAKE_128S, _SHAKE_128F,
 *              _SHAKE_192S, _SHAKE_192F, _SHAKE_256S, _SHAKE_256F
 * Description: SLH-DSA (FIPS 205) parameter sets. The verifier state is
 *              sized for the largest set built: a SHA2-128s-only build pays
 *              for SHA2-128s alone.
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_128S
#define PQ8K_CONFIG_SLHDSA_SHA2_128S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_128F
#define PQ8K_CONFIG_SLHDSA_SHA2_128F PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_192S
#define PQ8K_CONFIG_SLHDSA_SHA2_192S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_192F
#define PQ8K_CONFIG_SLHDSA_SHA2_192F PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_256S
#define PQ8K_CONFIG_SLHDSA_SHA2_256S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHA2_256F
#define PQ8K_CONFIG_SLHDSA_SHA2_256F PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_128S
#define PQ8K_CONFIG_SLHDSA_SHAKE_128S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_128F
#define PQ8K_CONFIG_SLHDSA_SHAKE_128F PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_192S
#define PQ8K_CONFIG_SLHDSA_SHAKE_192S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_192F
#define PQ8K_CONFIG_SLHDSA_SHAKE_192F PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_256S
#define PQ8K_CONFIG_SLHDSA_SHAKE_256S PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_SLHDSA_SHAKE_256F
#define PQ8K_CONFIG_SLHDSA_SHAKE_256F PQ8K_CONFIG_DEFAULT
#endif
#if defined(PQ8K_SLHDSA_SETS)
#error "PQ8K_SLHDSA_SETS is gone: use the PQ8K_CONFIG_SLHDSA_<SET> switches"
#endif
/* bit i: set i of pq8k_slhdsa_set (pq8k/slhdsa.h) */
#define PQ8K_CONFIG_SLHDSA_SETS \
    (((PQ8K_CONFIG_SLHDSA_SHA2_128S ? 1u : 0u) << 0) | \
     ((PQ8K_CONFIG_SLHDSA_SHA2_128F ? 1u : 0u) << 1) | \
     ((PQ8K_CONFIG_SLHDSA_SHA2_192S ? 1u : 0u) << 2) | \
     ((PQ8K_CONFIG_SLHDSA_SHA2_192F ? 1u : 0u) << 3) | \
     ((PQ8K_CONFIG_SLHDSA_SHA2_256S ? 1u : 0u) << 4) | \
     ((PQ8K_CONFIG_SLHDSA_SHA2_256F ? 1u : 0u) << 5) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_128S ? 1u : 0u) << 6) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_128F ? 1u : 0u) << 7) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_192S ? 1u : 0u) << 8) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_192F ? 1u : 0u) << 9) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_256S ? 1u : 0u) << 10) | \
     ((PQ8K_CONFIG_SLHDSA_SHAKE_256F ? 1u : 0u) << 11))
#define PQ8K_CONFIG_SLHDSA_ANY (PQ8K_CONFIG_SLHDSA_SETS != 0)

/* Name:        PQ8K_CONFIG_HAETAE_V112
 * Description: HAETAE signing matching the previous release (v1.1.2): which
 *              official release the signatures match byte for byte. 0: v1.2.0, the current
 *              release; 1: v1.1.2. Only the hyperball's Gaussian sampler
 *              differs (src/haetae/all_levels/gauss.c); keys and
 *              verification are the same, so either build verifies both
 *              versions' signatures. pq8k_haetae_version() says which one a
 *              library signs like.
 *              Default: 0. */
#ifndef PQ8K_CONFIG_HAETAE_V112
#define PQ8K_CONFIG_HAETAE_V112 0
#endif

/* Name:        PQ8K_CONFIG_HAETAE2, PQ8K_CONFIG_HAETAE3, PQ8K_CONFIG_HAETAE5
 * Description: HAETAE streaming verification, per level. The one-shot
 *              HAETAE API (pq8k/haetae.h) is in every build; these switches
 *              choose the levels the streaming engine carries. The verifier
 *              state is sized for the largest level built: a HAETAE-2-only
 *              build keeps 2 accumulators, not 4.
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_HAETAE2
#define PQ8K_CONFIG_HAETAE2 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_HAETAE3
#define PQ8K_CONFIG_HAETAE3 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_HAETAE5
#define PQ8K_CONFIG_HAETAE5 PQ8K_CONFIG_DEFAULT
#endif

#define PQ8K_CONFIG_HAETAE_ANY (PQ8K_CONFIG_HAETAE2 || PQ8K_CONFIG_HAETAE3 || PQ8K_CONFIG_HAETAE5)

/* Name:        PQ8K_CONFIG_LMS, PQ8K_CONFIG_HSS
 *              (hash families: PQ8K_CONFIG_LMS_SHA256_M32, _LMS_SHA256_M24,
 *              _LMS_SHAKE_M32, _LMS_SHAKE_M24)
 * Description: LMS / HSS (RFC 8554, RFC 9858, SP 800-208) verification:
 *              PQ8K_CONFIG_LMS is the single-tree scheme (PQ8K_LMS, the ACVP
 *              form), PQ8K_CONFIG_HSS the hierarchical one (PQ8K_HSS, up to 8
 *              levels; without it the multi-level code is left out and
 *              pq8k_hss_verify returns PQ8K_ERR_UNSUPPORTED, docs/lms.md).
 *              The hash families are switched apart and serve both; type
 *              codes of a family left out are refused with
 *              PQ8K_ERR_UNSUPPORTED. LMS or HSS without a family is an
 *              #error. The verifier state holds a SHA-256 context when only
 *              SHA-256 families are built, a Keccak state when a SHAKE family
 *              is, and 24-byte nodes when only the /192 families are.
 *              Heights H5-H25 and Winternitz widths W1-W8 cost nothing in
 *              the state.
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_LMS
#define PQ8K_CONFIG_LMS PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_HSS
#define PQ8K_CONFIG_HSS PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_LMS_SHA256_M32
#define PQ8K_CONFIG_LMS_SHA256_M32 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_LMS_SHA256_M24
#define PQ8K_CONFIG_LMS_SHA256_M24 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_LMS_SHAKE_M32
#define PQ8K_CONFIG_LMS_SHAKE_M32 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_LMS_SHAKE_M24
#define PQ8K_CONFIG_LMS_SHAKE_M24 PQ8K_CONFIG_DEFAULT
#endif
/* bit f: hash family f (0 SHA-256/256, 1 SHA-256/192, 2 SHAKE256/256, 3 SHAKE256/192) */
#define PQ8K_CONFIG_LMS_FAMILIES \
    (((PQ8K_CONFIG_LMS_SHA256_M32 ? 1u : 0u) << 0) | ((PQ8K_CONFIG_LMS_SHA256_M24 ? 1u : 0u) << 1) | \
     ((PQ8K_CONFIG_LMS_SHAKE_M32 ? 1u : 0u) << 2) | ((PQ8K_CONFIG_LMS_SHAKE_M24 ? 1u : 0u) << 3))
#define PQ8K_CONFIG_LMS_ANY ((PQ8K_CONFIG_LMS || PQ8K_CONFIG_HSS) && PQ8K_CONFIG_LMS_FAMILIES != 0)
/* LMS or HSS asked for with no hash family would build a library that
   refuses every key as unsupported (SCHEMES=hss did so silently): refused
   at compile time instead, as XMSS is below. */
#if (PQ8K_CONFIG_LMS || PQ8K_CONFIG_HSS) && PQ8K_CONFIG_LMS_FAMILIES == 0
#error "LMS/HSS built without a hash family: set one of PQ8K_CONFIG_LMS_SHA256_M32, _SHA256_M24, _SHAKE_M32, _SHAKE_M24"
#endif

/* Name:        PQ8K_CONFIG_XMSS, PQ8K_CONFIG_XMSSMT
 *              (hash families: PQ8K_CONFIG_XMSS_SHA2_256, _XMSS_SHA2_192,
 *              _XMSS_SHAKE256_256, _XMSS_SHAKE256_192)
 * Description: XMSS and XMSS^MT (RFC 8391; the SP 800-208 sets only):
 *              PQ8K_CONFIG_XMSS and PQ8K_CONFIG_XMSSMT choose the variants,
 *              the four family switches the hash functions and sizes, for
 *              both variants (every height and layer count of a family is in
 *              when the family is). A variant without a family is an
 *              #error. The verifier state is sized for what is built: the
 *              n = 24 families alone keep 24-byte nodes. docs/xmss.md.
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_XMSS
#define PQ8K_CONFIG_XMSS PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_XMSSMT
#define PQ8K_CONFIG_XMSSMT PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_XMSS_SHA2_256
#define PQ8K_CONFIG_XMSS_SHA2_256 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_XMSS_SHA2_192
#define PQ8K_CONFIG_XMSS_SHA2_192 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_XMSS_SHAKE256_256
#define PQ8K_CONFIG_XMSS_SHAKE256_256 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_XMSS_SHAKE256_192
#define PQ8K_CONFIG_XMSS_SHAKE256_192 PQ8K_CONFIG_DEFAULT
#endif
#define PQ8K_CONFIG_XMSS_FAMILIES (PQ8K_CONFIG_XMSS_SHA2_256 || PQ8K_CONFIG_XMSS_SHA2_192 || \
                                   PQ8K_CONFIG_XMSS_SHAKE256_256 || PQ8K_CONFIG_XMSS_SHAKE256_192)
#define PQ8K_CONFIG_XMSS_ANY ((PQ8K_CONFIG_XMSS || PQ8K_CONFIG_XMSSMT) && PQ8K_CONFIG_XMSS_FAMILIES)
#if (PQ8K_CONFIG_XMSS || PQ8K_CONFIG_XMSSMT) && !PQ8K_CONFIG_XMSS_FAMILIES
#error "XMSS/XMSS^MT built without a hash family: set one of PQ8K_CONFIG_XMSS_SHA2_256, _SHA2_192, _SHAKE256_256, _SHAKE256_192"
#endif

/* Name:        PQ8K_CONFIG_P256, PQ8K_CONFIG_ED25519
 * Description: The classical halves of the composite schemes (issue 27;
 *              docs/classic.md): ECDSA over P-256 (src/classic/p256*.c) and
 *              Ed25519 (src/classic/ed25519*.c). Verification is built for
 *              every target, signing links only where called (the host tools
 *              and tests). A composite scheme needs its half (#error
 *              otherwise).
 *              Default: PQ8K_CONFIG_DEFAULT. */
#ifndef PQ8K_CONFIG_P256
#define PQ8K_CONFIG_P256 PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_ED25519
#define PQ8K_CONFIG_ED25519 PQ8K_CONFIG_DEFAULT
#endif

/*
 * Name: PQ8K_CONFIG_CLASSIC_SIGN
 * Description: key generation and signing of ECDSA-P256 and Ed25519 (and so of
 *       the composite schemes: pq8k_composite_sign, _keygen). They are host
 *       tools: the bignum arithmetic they share with verification multiplies
 *       with UMULL/UMLAL, whose latency on the Cortex-M3 depends on the
 *       operands, and with __aeabi_lmul on ARMv6-M, so on a device they would
 *       not be constant time in the secret key (make ct-m3 / ct-m0 refuse
 *       them). Default: 1 on the host (gcc/clang for the build machine), 0 for
 *       Arm and RISC-V targets, where these calls are absent and the composite
 *       signers return PQ8K_ERR_UNSUPPORTED. Verification is unaffected.
 *       Setting 1 on a target builds them anyway, without that guarantee.
 */
#ifndef PQ8K_CONFIG_CLASSIC_SIGN
#if defined(__arm__) || defined(__riscv)
#define PQ8K_CONFIG_CLASSIC_SIGN 0
#else
#define PQ8K_CONFIG_CLASSIC_SIGN 1
#endif
#endif

/*
 * Name: PQ8K_CONFIG_MLDSA44_ECDSA_P256, PQ8K_CONFIG_MLDSA65_ECDSA_P256,
 *       PQ8K_CONFIG_MLDSA44_ED25519, PQ8K_CONFIG_MLDSA65_ED25519
 *       (PQ8K_CONFIG_COMPOSITE: the default of all four)
 * Description: the composite signatures ML-DSA + ECDSA-P256 / Ed25519 of
 *   draft-ietf-lamps-pq-composite-sigs-19 (ids 0x50-0x53, docs/composite.md,
 *   stream layout docs/stream-composite.md): keys, signing, one-shot and
 *   streaming verification. Off unless asked for, whatever
 *   PQ8K_CONFIG_DEFAULT says: a composite's verifier state is the ML-DSA
 *   state plus about 300 bytes, so it would enlarge pq8k_verifier in every
 *   build where ML-DSA is the largest state. Each needs its ML-DSA level
 *   (an #error below says so) and brings the classical verifier of
 *   src/classic/.
 */
#ifndef PQ8K_CONFIG_COMPOSITE
#define PQ8K_CONFIG_COMPOSITE 0
#endif
#ifndef PQ8K_CONFIG_MLDSA44_ECDSA_P256
#define PQ8K_CONFIG_MLDSA44_ECDSA_P256 PQ8K_CONFIG_COMPOSITE
#endif
#ifndef PQ8K_CONFIG_MLDSA65_ECDSA_P256
#define PQ8K_CONFIG_MLDSA65_ECDSA_P256 PQ8K_CONFIG_COMPOSITE
#endif
#ifndef PQ8K_CONFIG_MLDSA44_ED25519
#define PQ8K_CONFIG_MLDSA44_ED25519 PQ8K_CONFIG_COMPOSITE
#endif
#ifndef PQ8K_CONFIG_MLDSA65_ED25519
#define PQ8K_CONFIG_MLDSA65_ED25519 PQ8K_CONFIG_COMPOSITE
#endif
#define PQ8K_CONFIG_COMPOSITE_ANY (PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ECDSA_P256 || \
                                   PQ8K_CONFIG_MLDSA44_ED25519 || PQ8K_CONFIG_MLDSA65_ED25519)
#if (PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA44_ED25519) && !PQ8K_CONFIG_MLDSA44
#error "a composite with ML-DSA-44 needs PQ8K_CONFIG_MLDSA44=1"
#endif
#if (PQ8K_CONFIG_MLDSA65_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ED25519) && !PQ8K_CONFIG_MLDSA65
#error "a composite with ML-DSA-65 needs PQ8K_CONFIG_MLDSA65=1"
#endif
#if (PQ8K_CONFIG_MLDSA44_ECDSA_P256 || PQ8K_CONFIG_MLDSA65_ECDSA_P256) && !PQ8K_CONFIG_P256
#error "a composite with ECDSA-P256 needs PQ8K_CONFIG_P256=1"
#endif
#if (PQ8K_CONFIG_MLDSA44_ED25519 || PQ8K_CONFIG_MLDSA65_ED25519) && !PQ8K_CONFIG_ED25519
#error "a composite with Ed25519 needs PQ8K_CONFIG_ED25519=1"
#endif

/* ------------------------------------------------------------------------
 * Implementation switches: how the library computes, not what it contains.
 * They change no result, key, signature or stream. The assembly switches are
 * set by the build that links the matching assembly file (make: KECCAK_ASM,
 * KECCAK_ASM_COMPACT, KECCAK_ASM_ARMV6M, SHA256_ASM, SHA256_ASM_COMPACT,
 * SHA256_ASM_ARMV6M, CDT_ASM, MLDSA_NTT_ASM,
 * defaults per platform in mk/sources.mk; CMake: the PQ8K_*_ASM cache
 * variables; RIOT: by CPU_CORE), which passes them as these -D switches;
 * set by hand, the assembly file must be linked too.
 * ---------------------------------------------------------------------- */

/* Name:        PQ8K_CONFIG_PROFILE_SIZE
 * Description: The size profile (docs/size-profile.md): 0 builds the speed
 *              profile, 1 the code that takes the least flash where a
 *              smaller form exists, with the same results, streams, constant
 *              time and fault hardening as the speed profile, for more
 *              instructions. In C it computes ML-DSA's NTT twiddle factors
 *              instead of reading a 1 KB table; the build picks the compact
 *              Keccak and SHA-256 assembly and leaves out ML-DSA's NTT
 *              assembly on every Thumb-2 target (make PROFILE=size, CMake
 *              -DPQ8K_PROFILE=size, RIOT PQ8K_PROFILE=size, Zephyr
 *              CONFIG_PQ8K_PROFILE_SIZE), which sets this switch.
 *              Default: 0 (the speed profile). */
#ifndef PQ8K_CONFIG_PROFILE_SIZE
#define PQ8K_CONFIG_PROFILE_SIZE 0
#endif

/* Name:        PQ8K_CONFIG_FAULT_HARDENING
 * Description: Fault-injection hardening of the verdict path
 *              (docs/boot-image.md, "Fault hardening"): the last comparisons
 *              of each scheme and of the key digest are made twice, through
 *              a second comparison routine; a scheme's success flag is a
 *              multi-bit token tested twice; pq8k_verify_final records its
 *              accept as a token that pq8k_verify_verdict reports. 0 builds
 *              the plain path (one comparison each); the costs are in
 *              BENCHMARKS.md (fault rows).
 *              Default: 1 (hardened), in every build. */
#ifndef PQ8K_CONFIG_FAULT_HARDENING
#define PQ8K_CONFIG_FAULT_HARDENING 1
#endif

/* Name:        PQ8K_CONFIG_SIGN_FAULT_CHECKS
 * Description: Self-checks of signing on the device (docs/security.md,
 *              "Signing under faults"): a signature is released only after
 *              it verifies under the public key and the accepted attempt's
 *              rejection bounds and loop counters are checked again;
 *              otherwise the output is zeroed and PQ8K_ERR_FAULT returned.
 *              Key generation of ML-DSA, HAETAE and SLH-DSA checks the pair
 *              it releases (t = A s1 + s2, b = A0 s1 + s2 and the key's
 *              bounds recomputed; PK.root computed twice) and wipes both
 *              keys on a failed check (PQ8K_ERR_FAULT).
 *              0 builds the plain signers (the fault_sign bench rows compare).
 *              Default: 1. */
#ifndef PQ8K_CONFIG_SIGN_FAULT_CHECKS
#define PQ8K_CONFIG_SIGN_FAULT_CHECKS 1
#endif

/* Name:        PQ8K_CONFIG_KECCAK_ASM
 * Description: Keccak-f[1600] (pq8k_keccakf1600_bi32) from ARMv7-M assembly
 *              (src/common/keccakf1600_armv7m.S, two unrolled rounds) instead
 *              of the C permutation. ARMv7-M / ARMv8-M mainline only.
 *              Default: 0; make sets it on m4, m3, m33, f100. */
#ifndef PQ8K_CONFIG_KECCAK_ASM
#define PQ8K_CONFIG_KECCAK_ASM 0
#endif

/* Name:        PQ8K_CONFIG_KECCAK_ASM_COMPACT
 * Description: With PQ8K_CONFIG_KECCAK_ASM: the one-round looped form
 *              (keccakf1600_armv7m_compact.S), smaller than the C at -Os and
 *              faster; the sponge then keeps its state in that file's
 *              framed form (src/common/keccakf1600.h).
 *              Default: 0; make sets it on m3 and f100. */
#ifndef PQ8K_CONFIG_KECCAK_ASM_COMPACT
#define PQ8K_CONFIG_KECCAK_ASM_COMPACT 0
#endif

/* Name:        PQ8K_CONFIG_KECCAK_ASM_ARMV6M
 * Description: Keccak-f[1600] (pq8k_keccakf1600_bi32) from ARMv6-M assembly
 *              (src/common/keccakf1600_armv6m.S, generated by
 *              tools/keccak_armv6m/gen.py: two rounds on the plain
 *              bit-interleaved state, r0-r7 only) instead of the C
 *              permutation, which Thumb-1 serves poorly. For ARMv6-M and
 *              ARMv8-M baseline (Cortex-M0/M0+/M23); not together with
 *              PQ8K_CONFIG_KECCAK_ASM (both files define the permutation).
 *              Default: 0; make sets it on m0 (make: KECCAK_ASM_ARMV6M;
 *              CMake: PQ8K_KECCAK_ASM_ARMV6M; RIOT: by CPU_CORE; Zephyr: on
 *              Cortex-M0/M0+/M23 with CONFIG_PQ8K_ASM). */
#ifndef PQ8K_CONFIG_KECCAK_ASM_ARMV6M
#define PQ8K_CONFIG_KECCAK_ASM_ARMV6M 0
#endif

/* Name:        PQ8K_CONFIG_SHA256_ASM
 * Description: The SHA-256 compression from ARMv7-M assembly
 *              (src/common/sha256_armv7m.S, 16 unrolled rounds).
 *              Default: 0; make sets it on m4, m3, m33, f100. */
#ifndef PQ8K_CONFIG_SHA256_ASM
#define PQ8K_CONFIG_SHA256_ASM 0
#endif

/* Name:        PQ8K_CONFIG_SHA256_ASM_COMPACT
 * Description: With PQ8K_CONFIG_SHA256_ASM: the four-round looped form
 *              (sha256_armv7m_compact.S, a quarter of the size, about 12 %
 *              more instructions). The C code is the same either way: the
 *              switch records which file the build links.
 *              Default: 0; make sets it on m3 and f100. */
#ifndef PQ8K_CONFIG_SHA256_ASM_COMPACT
#define PQ8K_CONFIG_SHA256_ASM_COMPACT 0
#endif

/* Name:        PQ8K_CONFIG_SHA256_ASM_ARMV6M
 * Description: The SHA-256 compression from ARMv6-M assembly
 *              (src/common/sha256_armv6m.S, generated by
 *              tools/sha256_armv6m/gen.py: the working variables in registers,
 *              16 rounds spelled out) instead of the C, which Thumb-1 serves
 *              poorly (3,492 instructions a block, several times fewer than
 *              the C on the Cortex-M0).
 *              For ARMv6-M and ARMv8-M baseline (Cortex-M0/M0+/M23); not
 *              together with PQ8K_CONFIG_SHA256_ASM (both files define the
 *              compression). Constant time: no branch or address depends on
 *              the data.
 *              Default: 0; make sets it on m0 (make: SHA256_ASM_ARMV6M;
 *              CMake: PQ8K_SHA256_ASM_ARMV6M; RIOT: by CPU_CORE; Zephyr: on
 *              Cortex-M0/M0+/M23 with CONFIG_PQ8K_ASM). */
#ifndef PQ8K_CONFIG_SHA256_ASM_ARMV6M
#define PQ8K_CONFIG_SHA256_ASM_ARMV6M 0
#endif

/* Name:        PQ8K_CONFIG_HAETAE_CDT_ASM
 * Description: HAETAE v1.2.0's Gaussian table scan from ARMv7-M assembly
 *              (src/haetae/all_levels/cdt83_armv7m.S; the C borrow arithmetic
 *              takes twice the instructions). Constant time either way.
 *              Default: 0; make sets it on m4, m3, m33, f100 (CDT_ASM). */
#ifndef PQ8K_CONFIG_HAETAE_CDT_ASM
#define PQ8K_CONFIG_HAETAE_CDT_ASM 0
#endif

/* Name:        PQ8K_CONFIG_MLDSA_NTT_ASM
 * Description: ML-DSA's verification NTT, inverse NTT and row additions from
 *              ARMv7-M assembly (src/mldsa/all_levels/ntt_armv7m.S; public
 *              data only: key generation and signing keep the C).
 *              Default: 0; make sets it on m4, m3, m33, f100. */
#ifndef PQ8K_CONFIG_MLDSA_NTT_ASM
#define PQ8K_CONFIG_MLDSA_NTT_ASM 0
#endif

#if PQ8K_CONFIG_KECCAK_ASM_COMPACT && !PQ8K_CONFIG_KECCAK_ASM
#error "PQ8K_CONFIG_KECCAK_ASM_COMPACT needs PQ8K_CONFIG_KECCAK_ASM"
#endif
#if PQ8K_CONFIG_SHA256_ASM_COMPACT && !PQ8K_CONFIG_SHA256_ASM
#error "PQ8K_CONFIG_SHA256_ASM_COMPACT needs PQ8K_CONFIG_SHA256_ASM"
#endif
#if (PQ8K_CONFIG_KECCAK_ASM || PQ8K_CONFIG_SHA256_ASM || PQ8K_CONFIG_HAETAE_CDT_ASM || \
     PQ8K_CONFIG_MLDSA_NTT_ASM) && !(defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2)
#error "the ARMv7-M PQ8K_CONFIG_*_ASM switches need a Thumb-2 core (ARMv7-M, ARMv8-M mainline); ARMv6-M: PQ8K_CONFIG_KECCAK_ASM_ARMV6M"
#endif
#if PQ8K_CONFIG_KECCAK_ASM_ARMV6M && !defined(__ARM_ARCH_ISA_THUMB)
#error "PQ8K_CONFIG_KECCAK_ASM_ARMV6M needs an Arm M-profile (Thumb) core"
#endif
#if PQ8K_CONFIG_KECCAK_ASM_ARMV6M && PQ8K_CONFIG_KECCAK_ASM
#error "PQ8K_CONFIG_KECCAK_ASM_ARMV6M and PQ8K_CONFIG_KECCAK_ASM: one Keccak assembly file, not both"
#endif
#if PQ8K_CONFIG_SHA256_ASM_ARMV6M && !defined(__ARM_ARCH_ISA_THUMB)
#error "PQ8K_CONFIG_SHA256_ASM_ARMV6M needs an Arm M-profile (Thumb) core"
#endif
#if PQ8K_CONFIG_SHA256_ASM_ARMV6M && PQ8K_CONFIG_SHA256_ASM
#error "PQ8K_CONFIG_SHA256_ASM_ARMV6M and PQ8K_CONFIG_SHA256_ASM: one SHA-256 assembly file, not both"
#endif
/* the names before 0.2.0, refused rather than ignored */
#if defined(PQ8K_KECCAK_ASM) || defined(PQ8K_KECCAK_ASM_COMPACT) || defined(PQ8K_SHA256_ASM) || \
    defined(PQ8K_HAETAE_CDT_ASM) || defined(PQ8K_MLDSA_NTT_ASM)
#error "PQ8K_KECCAK_ASM, PQ8K_SHA256_ASM, ... are now PQ8K_CONFIG_KECCAK_ASM, PQ8K_CONFIG_SHA256_ASM, ... (CHANGELOG.md)"
#endif

/* Name:        PQ8K_CONFIG_CT_MUL16
 * Description: 64-bit products assembled from four 16 x 16 -> 32-bit
 *              multiplications (src/common/mul64.h): the Cortex-M3's long
 *              multiplies finish early on small operands and ARMv6-M's
 *              libgcc product branches on carries, both leaking secret data
 *              in key generation and signing (docs/security.md).
 *              Default: 1 on ARMv7-M without DSP (Cortex-M3) and on ARMv6-M
 *              (Cortex-M0/M0+), 0 elsewhere. */
#ifndef PQ8K_CONFIG_CT_MUL16
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_6M__)
#define PQ8K_CONFIG_CT_MUL16 1
#else
#define PQ8K_CONFIG_CT_MUL16 0
#endif
#endif

/* Name:        PQ8K_CONFIG_HAETAE_SIGN_IP
 * Description: HAETAE signing keeps one more kilobyte, the correlation of y
 *              with s, so that the rejection test after the challenge is an
 *              inner product instead of a third pass over the hyperball
 *              streams (docs/haetae-lowstack.md): 14-17 % faster signing.
 *              Not constant time: the exact third pass still runs when the
 *              approximate norms land too close to a bound, and ||2z - y||
 *              depends on the secret y, so the timing of an attempt would
 *              tell how close it was. Enable it only where signing time
 *              cannot be observed.
 *              Default: 0. */
#ifndef PQ8K_CONFIG_HAETAE_SIGN_IP
#define PQ8K_CONFIG_HAETAE_SIGN_IP 0
#endif

/* Name:        PQ8K_CONFIG_RAINBOW1_CLASSIC, PQ8K_CONFIG_GEMSS128
 * Description: Legacy multivariate schemes, BROKEN (practical key recovery;
 *              docs/legacy.md): only with the explicit opt-in
 *              PQ8K_LEGACY_INSECURE (make LEGACY=1); without it, setting
 *              either is an #error.
 *              Default: PQ8K_CONFIG_DEFAULT with the opt-in, else 0. */
#if defined(PQ8K_LEGACY_INSECURE)
#ifndef PQ8K_CONFIG_RAINBOW1_CLASSIC
#define PQ8K_CONFIG_RAINBOW1_CLASSIC PQ8K_CONFIG_DEFAULT
#endif
#ifndef PQ8K_CONFIG_GEMSS128
#define PQ8K_CONFIG_GEMSS128 PQ8K_CONFIG_DEFAULT
#endif
#else
#if (defined(PQ8K_CONFIG_RAINBOW1_CLASSIC) && PQ8K_CONFIG_RAINBOW1_CLASSIC) || \
    (defined(PQ8K_CONFIG_GEMSS128) && PQ8K_CONFIG_GEMSS128)
#error "Rainbow and GeMSS are broken; they build only with PQ8K_LEGACY_INSECURE (make LEGACY=1, docs/legacy.md)"
#endif
#undef PQ8K_CONFIG_RAINBOW1_CLASSIC
#undef PQ8K_CONFIG_GEMSS128
#define PQ8K_CONFIG_RAINBOW1_CLASSIC 0
#define PQ8K_CONFIG_GEMSS128 0
#endif

#endif /* PQ8K_CONFIG_H */
