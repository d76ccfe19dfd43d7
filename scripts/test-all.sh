#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make test`: host (gcc), host under ASan+UBSan (clang), then the QEMU targets.
# One summary line per platform, then the total; non-zero exit on any failure.
set -uo pipefail
# The legacy (broken) schemes are opted in here so that their tests run; see docs/legacy.md.
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
mkdir -p build/logs

JOBS=${JOBS:-2}
passed=0; failed=0; lines=()
# run_platform P LABEL [make arguments...]: build and run one platform's tests
# (log build/logs/test-LABEL.log)
run_platform() {
    local p=$1 label=$2 log=build/logs/test-$2.log build_failed line p_ok p_bad
    shift 2
    if ! make --no-print-directory -j"$JOBS" PLATFORM=$p "$@" lib >"$log" 2>&1 ||
       ! make --no-print-directory PLATFORM=$p "$@" run-tests >>"$log" 2>&1 ||
       { [ $label = m4 ] && ! make --no-print-directory PLATFORM=m4 link-check >>"$log" 2>&1; }; then
        build_failed=1
    else
        build_failed=0
    fi
    line=$(grep -E "^$p: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
    if [ -z "$line" ]; then
        # no summary: the build failed or the program crashed; show why
        tail -30 "$log"
        line="$p: 0 passed, 1 failed"
    elif [ $build_failed = 1 ]; then
        grep -E "^(FAIL|  )" "$log" | head -40
    fi
    grep -E "^FAIL|check failed|FATAL" "$log" | head -40
    [ "$label" = "$p" ] || line="$line ($label)"
    echo "$line"
    lines+=("$line")
    p_ok=$(sed -E 's/^[^:]*: ([0-9]+) passed, ([0-9]+) failed.*/\1/' <<<"$line")
    p_bad=$(sed -E 's/^[^:]*: ([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
    [ $build_failed = 1 ] && [ "$p_bad" = 0 ] && p_bad=1
    passed=$((passed + p_ok)); failed=$((failed + p_bad))
}
for p in host asan m4 m3 m33 m0 rv32; do
    run_platform $p $p LEGACY=1
done
# every global symbol of each platform's libpq8k.a (built above, LEGACY=1) starts with
# pq8k_ (scripts/symbol-check.sh)
log=build/logs/symbols.log
bash scripts/symbol-check.sh >"$log" 2>&1
line=$(grep -E "^symbols: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="symbols: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# HAETAE signing like v1.1.2 (PQ8K_CONFIG_HAETAE_V112=1) against the v1.1.2 KATs: the
# haetae suite only, in build directories of their own, on the host (all 300 records)
# and on m4 (10 per level)
for p in host m4; do
    run_platform $p $p-v112 B=build/$p-v112 ONLY=haetae EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_V112=1
done
# ML-DSA's compact stream layout (PQ8K_CONFIG_MLDSA_COMPACT=1; off by default, it enlarges
# every context): its suite in build directories of its own, under ASan and on m3 (the plain
# host build adds nothing the ASan one does not check)
for p in asan m3; do
    run_platform $p $p-compact B=build/$p-compact ONLY=stream_mldsa_compact \
        EXTRA_CFLAGS=-DPQ8K_CONFIG_MLDSA_COMPACT=1
done
# the composites ML-DSA + ECDSA-P256 / Ed25519 (PQ8K_CONFIG_COMPOSITE=1; off by default on the
# targets, on in the host build, whose run above has their suite): under ASan and on m3; the
# m3 build also with the classical signers (PQ8K_CONFIG_CLASSIC_SIGN, host only by default:
# not constant time on the M3) so that the classic suite's sign-and-mutate tests run there
for p in asan m3; do
    run_platform $p $p-composite B=build/$p-composite ONLY="stream_composite classic" \
        EXTRA_CFLAGS="-DPQ8K_CONFIG_COMPOSITE=1 -DPQ8K_CONFIG_CLASSIC_SIGN=1"
done
# LMS without HSS (PQ8K_CONFIG_HSS=0): the LMS suites under ASan in a build directory of
# its own (HSS ids and pq8k_hss_verify unsupported, LMS as ever)
run_platform asan asan-nohss B=build/asan-nohss ONLY="lms stream_lms" EXTRA_CFLAGS=-DPQ8K_CONFIG_HSS=0
# one-scheme libraries (SCHEMES=..., what a firmware with one scheme builds): each must
# compile with every other scheme's code configured out (m3, -Werror)
cfg_ok=0; cfg_bad=0
for s in mldsa44 slhdsa_sha2_128s falcon512 haetae2 lms xmss; do
    if make --no-print-directory -j"$JOBS" PLATFORM=m3 SCHEMES=$s B=build/m3-only-$s lib \
        >build/logs/config-$s.log 2>&1; then
        cfg_ok=$((cfg_ok + 1))
    else
        grep -E "error" build/logs/config-$s.log | head -5; echo "FAIL config SCHEMES=$s"
        cfg_bad=$((cfg_bad + 1))
    fi
done
# an inconsistent configuration must stop the build with config.h's #error, not build
# a library that refuses every key (SCHEMES=hss: HSS without an LMS hash family)
if make --no-print-directory PLATFORM=m3 SCHEMES=hss B=build/m3-only-hss lib \
        >build/logs/config-hss.log 2>&1; then
    echo "FAIL config SCHEMES=hss built (HSS without a hash family must be an #error)"
    cfg_bad=$((cfg_bad + 1))
elif grep -q 'error "LMS/HSS built without a hash family' build/logs/config-hss.log; then
    cfg_ok=$((cfg_ok + 1))
else
    grep -E "error" build/logs/config-hss.log | head -5; echo "FAIL config SCHEMES=hss: not config.h's #error"
    cfg_bad=$((cfg_bad + 1))
fi
# every other inconsistent combination config.h refuses, each with its own #error:
# config.h alone through the host preprocessor (milliseconds a check)
while IFS='|' read -r flags msg; do
    # shellcheck disable=SC2086
    if out=$(cc -E -Iinclude $flags include/pq8k/config.h 2>&1 >/dev/null); then
        echo "FAIL config $flags: accepted (config.h must say: $msg)"; cfg_bad=$((cfg_bad + 1))
    elif grep -qF -- "$msg" <<<"$out"; then
        cfg_ok=$((cfg_ok + 1))
    else
        echo "FAIL config $flags: not the #error '$msg':"; grep error <<<"$out" | head -3
        cfg_bad=$((cfg_bad + 1))
    fi
done <<'CONFIGS'
-DPQ8K_CONFIG_DEFAULT=2|PQ8K_CONFIG_DEFAULT is 0 or 1
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA_COMPACT=1|PQ8K_CONFIG_MLDSA_COMPACT needs an ML-DSA level
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1|LMS/HSS built without a hash family
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_XMSSMT=1|XMSS/XMSS^MT built without a hash family
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_ED25519=1 -DPQ8K_CONFIG_MLDSA44_ED25519=1|a composite with ML-DSA-44 needs PQ8K_CONFIG_MLDSA44=1
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_ED25519=1 -DPQ8K_CONFIG_MLDSA65_ED25519=1|a composite with ML-DSA-65 needs PQ8K_CONFIG_MLDSA65=1
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1 -DPQ8K_CONFIG_MLDSA44_ECDSA_P256=1|a composite with ECDSA-P256 needs PQ8K_CONFIG_P256=1
-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1 -DPQ8K_CONFIG_MLDSA44_ED25519=1|a composite with Ed25519 needs PQ8K_CONFIG_ED25519=1
-DPQ8K_SLHDSA_SETS=1|PQ8K_SLHDSA_SETS is gone
-DPQ8K_CONFIG_KECCAK_ASM_COMPACT=1|PQ8K_CONFIG_KECCAK_ASM_COMPACT needs PQ8K_CONFIG_KECCAK_ASM
-DPQ8K_CONFIG_SHA256_ASM_COMPACT=1|PQ8K_CONFIG_SHA256_ASM_COMPACT needs PQ8K_CONFIG_SHA256_ASM
-DPQ8K_CONFIG_MLDSA_NTT_ASM=1|need a Thumb-2 core
-DPQ8K_CONFIG_KECCAK_ASM_ARMV6M=1|PQ8K_CONFIG_KECCAK_ASM_ARMV6M needs an Arm M-profile (Thumb) core
-DPQ8K_KECCAK_ASM=1|are now PQ8K_CONFIG_KECCAK_ASM
-DPQ8K_CONFIG_GEMSS128=1|Rainbow and GeMSS are broken
CONFIGS
echo "configs: $cfg_ok passed, $cfg_bad failed"
passed=$((passed + cfg_ok)); failed=$((failed + cfg_bad))
# the host CLI (tools/), as built by `make cli` and `make LEGACY=1 cli`: test/cli_test.sh
log=build/logs/cli.log
if make --no-print-directory -j"$JOBS" cli >"$log" 2>&1 &&
   make --no-print-directory -j"$JOBS" LEGACY=1 cli >>"$log" 2>&1; then
    bash test/cli_test.sh >>"$log" 2>&1
fi
line=$(grep -E "^cli: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="cli: 0 passed, 1 failed"; }
grep -E "^FAIL" -A3 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the composites' classical half against OpenSSL's command-line tool (test/composite_openssl_test.sh;
# needs the host CLI built above)
log=build/logs/composite-openssl.log
bash test/composite_openssl_test.sh >"$log" 2>&1
line=$(grep -E "^composite-openssl: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="composite-openssl: 0 passed, 1 failed"; }
grep -E "^FAIL" -A3 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the classical halves (src/classic) against Debian's openssl, both directions
# (test/classic_openssl_test.sh; the host library as `make lib` builds it)
log=build/logs/classic-openssl.log
if make --no-print-directory -j"$JOBS" PLATFORM=host lib >"$log" 2>&1; then
    bash test/classic_openssl_test.sh >>"$log" 2>&1
fi
line=$(grep -E "^openssl: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="openssl: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# one-check-off inputs (issue 31 item 1, bench/check_off.c): per check of each verifier an
# input that fails only that check, refused with its code at its stream offset (ASan+UBSan)
log=build/logs/check-off.log
if make --no-print-directory -j"$JOBS" PLATFORM=asan check-off >"$log" 2>&1; then
    timeout 300 build/asan/check_off >>"$log" 2>&1
fi
line=$(grep -E "^check-off: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="check-off: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the one-check-off inputs under faults on m3, a short sample (issue 31 item 2,
# scripts/check-off-campaign.sh --short; --full runs in make bench)
log=build/logs/check-off-campaign.log
JOBS=$JOBS bash scripts/check-off-campaign.sh --short >"$log" 2>&1
line=$(grep -E "^check-off-campaign: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="check-off-campaign: 0 passed, 1 failed"; }
grep -E "^FAIL" -A3 "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the registry's names (include/pq8k/schemes.def) against the CLI and the bench
# (test/registry_names.sh; needs the host CLIs built above)
log=build/logs/registry-names.log
bash test/registry_names.sh >"$log" 2>&1
line=$(grep -E "^registry names: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="registry names: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the test-only Falcon signer (test/falcon_testsign.py) against the CLI's Falcon verifiers,
# one-shot and streamed (test/falcon_testsign_test.sh; needs the host CLI built above)
log=build/logs/falcon-testsign.log
bash test/falcon_testsign_test.sh >"$log" 2>&1
line=$(grep -E "^falcon-testsign: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="falcon-testsign: 0 passed, 1 failed"; }
grep -E "^FAIL" -A3 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the other build systems: CMake (scripts/cmake-check.sh), the RIOT package
# (scripts/riot-check.sh) and the Zephyr module (scripts/zephyr-check.sh, make
# zephyr-check), each one summary line
for b in cmake riot zephyr; do
    log=build/logs/$b.log
    JOBS=$JOBS bash scripts/$b-check.sh >"$log" 2>&1
    line=$(grep -E "^$b: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
    [ -z "$line" ] && { tail -30 "$log"; line="$b: 0 passed, 1 failed"; }
    grep -E "^FAIL" -B20 "$log" | head -60
    echo "$line"
    passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
    failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
done
# every source file names its licence (scripts/spdx-check.sh)
log=build/logs/spdx.log
bash scripts/spdx-check.sh >"$log" 2>&1
line=$(grep -E "^spdx: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="spdx: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# constant time (docs/security.md): valgrind memcheck over keygen and signing
# with the secrets undefined (make ct), and the m3 and m0 disassembly checks (make ct-m3, ct-m0)
for t in ct ct-m3 ct-m0; do
    log=build/logs/$t.log
    if make --no-print-directory -j"$JOBS" $t >"$log" 2>&1; then
        echo "$t: 1 passed, 0 failed"; passed=$((passed + 1))
    else
        grep -E "FAIL|Conditional|Use of uninit|   (at|by) 0x" "$log" | head -40
        echo "$t: 0 passed, 1 failed"; failed=$((failed + 1))
    fi
done
# stateful HSS and XMSS^MT keys in the CLI: kills at every step, no index twice (test/cli_stateful_test.sh)
log=build/logs/cli_stateful.log
bash test/cli_stateful_test.sh >"$log" 2>&1
line=$(grep -E "^stateful: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="stateful: 0 passed, 1 failed"; }
grep -E "^FAIL" "$log" | head -20
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# the secure-boot example under QEMU and the short fault campaign: scripts/boot-test.sh
log=build/logs/boot.log
bash scripts/boot-test.sh >"$log" 2>&1
line=$(grep -E "^boot: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="boot: 0 passed, 1 failed"; }
grep -E "^FAIL" -A5 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# MCUboot with pq8k: kit + patch series, imgtool's suite, the QEMU boot
# scenarios of the bare-metal port (scripts/mcuboot-check.sh, docs/mcuboot.md)
log=build/logs/mcuboot.log
JOBS=$JOBS bash scripts/mcuboot-check.sh >"$log" 2>&1
line=$(grep -E "^mcuboot: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="mcuboot: 0 passed, 1 failed"; }
grep -E "^FAIL" -A3 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# libFuzzer targets, a bounded time each; every fuzzer that finds nothing counts as passed
if ls test/fuzz_*.c >/dev/null 2>&1; then
    log=build/logs/fuzz.log
    make --no-print-directory FUZZ_SECONDS="${FUZZ_SECONDS:-10}" fuzz >"$log" 2>&1
    f_ok=$(grep -c ': ok (' "$log"); f_bad=$(grep -c ': FAILED' "$log")
    [ "$f_ok" = 0 ] && [ "$f_bad" = 0 ] && { tail -20 "$log"; f_bad=1; }
    grep -E ': FAILED' -B40 "$log" | head -60
    echo "fuzz: $f_ok passed, $f_bad failed"
    passed=$((passed + f_ok)); failed=$((failed + f_bad))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
