#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# run-suites.sh PLATFORM BUILD_DIR SUITE...: the test run of a board too small for
# one firmware with every suite (m0, mk/targets.mk). For each SUITE, makes
# BUILD_DIR/suite/<suite>.elf and runs it under $QEMU_RUN (the board); then, if
# $BIG_SUITES names any, BUILD_DIR/suite/_big.elf (those suites in one firmware)
# under $QEMU_RUN_BIG. Prints a line per firmware and then one line
# "PLATFORM: N passed, M failed" summing the firmwares' own summary lines. A
# firmware that does not link or does not run to its summary line counts as one
# failure: nothing is skipped silently.
set -uo pipefail
p=$1 b=$2
shift 2
passed=0; failed=0
mkdir -p "$b/suite"   # the logs live beside the firmware, also in a fresh build dir
# run_fw NAME WHAT QEMU...: make and run BUILD_DIR/suite/NAME.elf
run_fw() {
    local name=$1 what=$2 elf=$b/suite/$1.elf log=$b/suite/$1.log start line ok bad
    shift 2
    if ! make --no-print-directory "$elf" >"$log" 2>&1; then
        grep -E "error|overflow|will not fit|no room" "$log" | head -5
        echo "FAIL $what: firmware does not build or link (log: $log)"
        failed=$((failed + 1))
        return
    fi
    start=$(date +%s)
    "$@" "$elf" </dev/null >>"$log" 2>&1
    line=$(grep -E "^$p: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -1)
    if [ -z "$line" ]; then
        tail -5 "$log"
        echo "FAIL $what: no summary line (crash, fault or timeout; log: $log)"
        failed=$((failed + 1))
        return
    fi
    grep -E "^FAIL|FATAL" "$log"
    ok=$(sed -E 's/^[^:]*: ([0-9]+) passed.*/\1/' <<<"$line")
    bad=$(sed -E 's/.*, ([0-9]+) failed$/\1/' <<<"$line")
    echo "$what: $ok passed, $bad failed ($(( $(date +%s) - start )) s)"
    passed=$((passed + ok)); failed=$((failed + bad))
}
# shellcheck disable=SC2086
for s in "$@"; do run_fw "$s" "suite $s" $QEMU_RUN; done
# shellcheck disable=SC2086
[ -n "${BIG_SUITES:-}" ] && run_fw _big "suites $BIG_SUITES (more than 16 KB of buffers: on mps2-an385)" $QEMU_RUN_BIG
echo "$p: $passed passed, $failed failed"
[ "$failed" = 0 ]
