#!/usr/bin/env bash
# `make test`: host (gcc), host under ASan+UBSan (clang), then the QEMU targets.
# One summary line per platform, then the total; non-zero exit on any failure.
set -uo pipefail
# The legacy (broken) schemes are opted in here so that their tests run; see docs/legacy.md.
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
mkdir -p build/logs

JOBS=${JOBS:-2}
passed=0; failed=0; lines=()
for p in host asan m4 m3 rv32; do
    log=build/logs/test-$p.log
    if ! make --no-print-directory -j"$JOBS" PLATFORM=$p LEGACY=1 lib >"$log" 2>&1 ||
       ! make --no-print-directory PLATFORM=$p LEGACY=1 run-tests >>"$log" 2>&1 ||
       { [ $p = m4 ] && ! make --no-print-directory PLATFORM=m4 link-check >>"$log" 2>&1; }; then
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
    echo "$line"
    lines+=("$line")
    p_ok=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed/\1/' <<<"$line")
    p_bad=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed/\2/' <<<"$line")
    [ $build_failed = 1 ] && [ "$p_bad" = 0 ] && p_bad=1
    passed=$((passed + p_ok)); failed=$((failed + p_bad))
done
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
# the secure-boot example under QEMU and the short fault campaign: scripts/boot-test.sh
log=build/logs/boot.log
bash scripts/boot-test.sh >"$log" 2>&1
line=$(grep -E "^boot: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
[ -z "$line" ] && { tail -30 "$log"; line="boot: 0 passed, 1 failed"; }
grep -E "^FAIL" -A5 "$log" | head -40
echo "$line"
passed=$((passed + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
failed=$((failed + $(sed -E 's/.*, ([0-9]+) failed/\1/' <<<"$line")))
# libFuzzer targets, a bounded time each; every fuzzer that finds nothing counts as passed
if ls test/fuzz_*.c >/dev/null 2>&1; then
    log=build/logs/fuzz.log
    make --no-print-directory FUZZ_SECONDS="${FUZZ_SECONDS:-20}" fuzz >"$log" 2>&1
    f_ok=$(grep -c ': ok (' "$log"); f_bad=$(grep -c ': FAILED' "$log")
    [ "$f_ok" = 0 ] && [ "$f_bad" = 0 ] && { tail -20 "$log"; f_bad=1; }
    grep -E ': FAILED' -B40 "$log" | head -60
    echo "fuzz: $f_ok passed, $f_bad failed"
    passed=$((passed + f_ok)); failed=$((failed + f_bad))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
