#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make test`: host (gcc), host under ASan+UBSan (clang), the QEMU targets, the
# CLI, the other build systems, the integrations, constant time, the fault
# samples and the fuzzers. One summary line "<stage>: N passed, M failed" per
# stage, then the total; non-zero exit on any failure.
#
# Most stages spend their time in one single-threaded QEMU, valgrind or
# Python process, so the stages are grouped into jobs (the stages of a job
# share build directories and run in order) and TEST_LANES jobs (default 2)
# run at once. The host tools the other jobs use (the CLI, the stream encoder,
# the check_off generator, the QEMU plugin, the Python binding) are built first,
# alone, so that no two jobs ever write the same build directory. Each job's
# output appears when it ends (build/logs/jobs/<job>.out), with its time.
#
#   TEST_JOBS="host m3"   runs only those jobs (the names below)
set -uo pipefail
# The legacy (broken) schemes are opted in here so that their tests run; see docs/legacy.md.
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
JOBS=${JOBS:-2}
LANES=${TEST_LANES:-2}
JOBDIR=build/logs/jobs
rm -rf "$JOBDIR"
mkdir -p build/logs "$JOBDIR"

# count OK BAD: adds to the total (read back from the job's output by the runner)
count() { echo "@count $1 $2"; }

# summary NAME LOG [DETAIL-REGEX [CONTEXT]]: LOG's last "NAME: N passed, M failed"
# line, printed and counted; none (the script did not get that far) is one failure
summary() {
    local name=$1 log=$2 detail=${3:-^FAIL} ctx=${4:-0} line
    line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
    [ -z "$line" ] && { tail -30 "$log"; line="$name: 0 passed, 1 failed"; }
    # the failures' context, without the stage's own line (printed once, below)
    grep -E "$detail" -A"$ctx" "$log" | grep -vE "^$name: [0-9]+ passed, [0-9]+ failed$" | head -40
    echo "$line"
    count "$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")" "$(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")"
}

# platform P LABEL [make arguments...]: build and run one platform's tests
# (log build/logs/test-LABEL.log); a failed build with a passing summary counts one failure
platform() {
    local p=$1 label=$2 log=build/logs/test-$2.log build_failed=0 line bad
    shift 2
    if ! make --no-print-directory -j"$JOBS" PLATFORM=$p "$@" lib >"$log" 2>&1 ||
       ! make --no-print-directory PLATFORM=$p "$@" run-tests >>"$log" 2>&1 ||
       { [ $label = m4 ] && ! make --no-print-directory PLATFORM=m4 link-check >>"$log" 2>&1; }; then
        build_failed=1
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
    bad=$(sed -E 's/^[^:]*: ([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
    [ $build_failed = 1 ] && [ "$bad" = 0 ] && bad=1
    count "$(sed -E 's/^[^:]*: ([0-9]+) passed.*/\1/' <<<"$line")" "$bad"
}

# make_check NAME TARGET: a make target that passes or fails as a whole
make_check() {
    local log=build/logs/$1.log
    if make --no-print-directory -j"$JOBS" "$2" >"$log" 2>&1; then
        echo "$1: 1 passed, 0 failed"; count 1 0
    else
        grep -E "FAIL|Conditional|Use of uninit|   (at|by) 0x" "$log" | head -40
        echo "$1: 0 passed, 1 failed"; count 0 1
    fi
}

# ---- the jobs ----

# host (gcc), HAETAE like v1.1.2 (all 300 KAT records), then everything that runs
# the host CLI (tools/; `make cli` and `make LEGACY=1 cli`, whose build directory
# build/host-legacy the host stage shares)
job_host() {
    platform host host LEGACY=1
    platform host host-v112 B=build/host-v112 ONLY=haetae EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_V112=1
    local log=build/logs/cli.log
    make --no-print-directory -j"$JOBS" LEGACY=1 cli >"$log" 2>&1 && bash test/cli_test.sh >>"$log" 2>&1
    summary cli "$log" '^FAIL'
    # the composites' classical half against OpenSSL's command-line tool
    bash test/composite_openssl_test.sh >build/logs/composite-openssl.log 2>&1
    summary composite-openssl build/logs/composite-openssl.log
    # the classical halves (src/classic) against Debian's openssl, both directions
    bash test/classic_openssl_test.sh >build/logs/classic-openssl.log 2>&1
    summary openssl build/logs/classic-openssl.log
    # the registry's names (include/pq8k/schemes.def) against the CLI and the bench
    bash test/registry_names.sh >build/logs/registry-names.log 2>&1
    summary "registry names" build/logs/registry-names.log
    # the test-only Falcon signer (test/falcon_testsign.py) against the CLI's Falcon verifiers
    bash test/falcon_testsign_test.sh >build/logs/falcon-testsign.log 2>&1
    summary falcon-testsign build/logs/falcon-testsign.log
    # stateful HSS and XMSS^MT keys in the CLI: kills at every step, no index twice
    bash test/cli_stateful_test.sh >build/logs/cli_stateful.log 2>&1
    summary stateful build/logs/cli_stateful.log
    # every source file names its licence
    bash scripts/spdx-check.sh >build/logs/spdx.log 2>&1
    summary spdx build/logs/spdx.log
}

# ASan+UBSan (clang): all suites; ML-DSA's compact layout; the composites with the
# classical signers; LMS without HSS; the one-check-off inputs (issue 31 item 1:
# per check of each verifier an input that fails only that check)
job_asan() {
    platform asan asan LEGACY=1
    platform asan asan-compact B=build/asan-compact ONLY=stream_mldsa_compact \
        EXTRA_CFLAGS=-DPQ8K_CONFIG_MLDSA_COMPACT=1
    platform asan asan-composite B=build/asan-composite ONLY="stream_composite classic" \
        EXTRA_CFLAGS="-DPQ8K_CONFIG_COMPOSITE=1 -DPQ8K_CONFIG_CLASSIC_SIGN=1"
    platform asan asan-nohss B=build/asan-nohss ONLY="lms stream_lms" EXTRA_CFLAGS=-DPQ8K_CONFIG_HSS=0
    local log=build/logs/check-off.log
    make --no-print-directory -j"$JOBS" PLATFORM=asan check-off >"$log" 2>&1 &&
        timeout 300 build/asan/check_off >>"$log" 2>&1
    summary check-off "$log"
}

job_m4() {
    platform m4 m4 LEGACY=1
    platform m4 m4-v112 B=build/m4-v112 ONLY=haetae EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_V112=1
}

# m3, its compact ML-DSA layout and composites (with the classical signers, whose
# sign-and-mutate tests then run on the M3), and the one-scheme libraries: each must
# compile with every other scheme's code configured out (-Werror), and an
# inconsistent configuration (SCHEMES=hss: HSS without an LMS hash family) must stop
# at config.h's #error
job_m3() {
    platform m3 m3 LEGACY=1
    platform m3 m3-compact B=build/m3-compact ONLY=stream_mldsa_compact \
        EXTRA_CFLAGS=-DPQ8K_CONFIG_MLDSA_COMPACT=1
    platform m3 m3-composite B=build/m3-composite ONLY="stream_composite classic" \
        EXTRA_CFLAGS="-DPQ8K_CONFIG_COMPOSITE=1 -DPQ8K_CONFIG_CLASSIC_SIGN=1"
    local s ok=0 bad=0
    for s in mldsa44 slhdsa_sha2_128s falcon512 haetae2 lms xmss; do
        if make --no-print-directory -j"$JOBS" PLATFORM=m3 SCHEMES=$s B=build/m3-only-$s lib \
            >build/logs/config-$s.log 2>&1; then
            ok=$((ok + 1))
        else
            tail -10 build/logs/config-$s.log; bad=$((bad + 1))
        fi
    done
    if make --no-print-directory PLATFORM=m3 SCHEMES=hss B=build/m3-only-hss lib \
            >build/logs/config-hss.log 2>&1; then
        echo "FAIL config SCHEMES=hss built (HSS without a hash family must be an #error)"
        bad=$((bad + 1))
    elif grep -q 'error "LMS/HSS built without a hash family' build/logs/config-hss.log; then
        ok=$((ok + 1))
    else
        bad=$((bad + 1))
    fi
    # every other inconsistent combination config.h refuses, each with its own #error:
    # config.h alone through the host preprocessor (milliseconds a check)
    local flags msg out
    while IFS='|' read -r flags msg; do
        # shellcheck disable=SC2086
        if out=$(cc -E -Iinclude $flags include/pq8k/config.h 2>&1 >/dev/null); then
            echo "FAIL config $flags: accepted (config.h must say: $msg)"; bad=$((bad + 1))
        elif grep -qF -- "$msg" <<<"$out"; then
            ok=$((ok + 1))
        else
            echo "FAIL config $flags: not the #error '$msg':"; grep error <<<"$out" | head -3
            bad=$((bad + 1))
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
    echo "configs: $ok passed, $bad failed"; count $ok $bad
}

# the size profile (PROFILE=size, docs/size-profile.md): every m3 suite again, in a
# build directory of its own
job_m3size() { platform m3 m3-size B=build/m3-size PROFILE=size LEGACY=1; }

job_m33() { platform m33 m33 LEGACY=1; }
job_rv32() { platform rv32 rv32 LEGACY=1; }
# m0 (and its ARMv6-M disassembly check, which builds build/m0-cg)
job_m0() {
    platform m0 m0 LEGACY=1
    make_check ct-m0 ct-m0
}

# constant time (docs/security.md): valgrind memcheck over keygen and signing with
# the secrets undefined (make ct), and the m3 disassembly check (make ct-m3)
job_ct() {
    make_check ct ct
    make_check ct-m3 ct-m3
}

# the one-check-off inputs under faults on m3, a short sample (issue 31 item 2;
# --full runs in make bench)
job_checkoff() {
    JOBS=$JOBS bash scripts/check-off-campaign.sh --short >build/logs/check-off-campaign.log 2>&1
    summary check-off-campaign build/logs/check-off-campaign.log
}

# signing under one fault on m3, a short sample (issue 31 item 4; --full runs in make bench)
job_signfault() {
    JOBS=$JOBS bash scripts/sign-fault-campaign.sh --short >build/logs/sign-fault.log 2>&1
    summary sign-fault build/logs/sign-fault.log '^FAIL' 3
}

# the other build systems, each its own job: CMake, the RIOT package, the Zephyr module
job_cmake() { JOBS=$JOBS bash scripts/cmake-check.sh >build/logs/cmake.log 2>&1; summary cmake build/logs/cmake.log; }
job_riot() { JOBS=$JOBS bash scripts/riot-check.sh >build/logs/riot.log 2>&1; summary riot build/logs/riot.log; }
job_zephyr() { JOBS=$JOBS bash scripts/zephyr-check.sh >build/logs/zephyr.log 2>&1; summary zephyr build/logs/zephyr.log; }

# the secure-boot example under QEMU and the short fault campaign
job_boot() { bash scripts/boot-test.sh >build/logs/boot.log 2>&1; summary boot build/logs/boot.log '^FAIL' 5; }

# MCUboot with pq8k: kit + patch series, imgtool's suite, the QEMU boot scenarios
job_mcuboot() {
    JOBS=$JOBS bash scripts/mcuboot-check.sh >build/logs/mcuboot.log 2>&1
    summary mcuboot build/logs/mcuboot.log '^FAIL' 3
}

# Frama-C Eva: the harnesses of `make proofs` that fit in a few minutes
# (PROOFS_QUICK in mk/proofs.mk; docs/proofs.md); a new alarm fails the run
job_proofs() {
    make --no-print-directory proofs-quick >build/logs/proofs.log 2>&1
    summary proofs build/logs/proofs.log '^FAIL' 5
}

# libFuzzer targets, a bounded time each; every fuzzer that finds nothing counts as passed
job_fuzz() {
    local log=build/logs/fuzz.log f_ok f_bad
    make --no-print-directory FUZZ_SECONDS="${FUZZ_SECONDS:-10}" fuzz >"$log" 2>&1
    f_ok=$(grep -c ': ok (' "$log"); f_bad=$(grep -c ': FAILED' "$log")
    [ "$f_ok" = 0 ] && [ "$f_bad" = 0 ] && { tail -20 "$log"; f_bad=1; }
    grep -E ': FAILED' -B40 "$log" | head -60
    echo "fuzz: $f_ok passed, $f_bad failed"; count "$f_ok" "$f_bad"
}

# ---- running them ----

# the longest first, so that the two lanes end together
ALL_JOBS="asan m0 host mcuboot m3 m3size boot zephyr m4 m33 rv32 ct checkoff signfault cmake riot proofs fuzz"
SEL=${TEST_JOBS:-$ALL_JOBS}

# the shared host tools, once, before any job runs
log=build/logs/host-tools.log
if ! make --no-print-directory -j"$JOBS" PLATFORM=host lib cli bench-encoder check-off bench-plugin pylib \
        >"$log" 2>&1; then
    tail -30 "$log"
    echo "host tools: 0 passed, 1 failed"
    echo "0 passed, 1 failed"
    exit 1
fi

# run_job NAME: the job's output into its file, then shown whole, with its time
run_job() {
    local start=$SECONDS out=$JOBDIR/$1.out
    "job_$1" >"$out" 2>&1
    echo "@time $1 $((SECONDS - start))" >>"$out"
    grep -v '^@count ' "$out" | sed 's/^@time \(.*\) \(.*\)$/test-all: job \1 took \2 s/'
}
for j in $SEL; do
    declare -F "job_$j" >/dev/null || { echo "test-all: no job $j (jobs: $ALL_JOBS)" >&2; exit 2; }
    while [ "$(jobs -rp | wc -l)" -ge "$LANES" ]; do wait -n; done
    run_job "$j" &
done
wait

passed=0; failed=0
for j in $SEL; do
    if ! grep -q "^@time $j " "$JOBDIR/$j.out"; then
        echo "FAIL job $j did not finish"; failed=$((failed + 1))
    fi
    while read -r _ ok bad; do
        passed=$((passed + ok)); failed=$((failed + bad))
    done < <(grep '^@count ' "$JOBDIR/$j.out")
done
# every global symbol of each platform's libpq8k.a (built above, LEGACY=1) starts with
# pq8k_ (scripts/symbol-check.sh); after every job, since it reads all their libraries
if [ "$SEL" = "$ALL_JOBS" ]; then
    bash scripts/symbol-check.sh >build/logs/symbols.log 2>&1
    summary symbols build/logs/symbols.log >"$JOBDIR/symbols.out"
    grep -v '^@count ' "$JOBDIR/symbols.out"
    while read -r _ ok bad; do
        passed=$((passed + ok)); failed=$((failed + bad))
    done < <(grep '^@count ' "$JOBDIR/symbols.out")
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
