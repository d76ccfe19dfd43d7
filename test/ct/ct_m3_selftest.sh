#!/usr/bin/env bash
# Self-test of scripts/ct-m3-check.py (make ct-m3 runs it first): small m3
# objects in test/ct/m3_selftest/, each a keygen or signing entry that reaches
# a variable-latency instruction in a form the check once missed (a
# conditional UMULL, a divide under IT, a tail branch the call graph does not
# show). The check must fail on each, naming the culprit, and pass the clean
# control. One summary line: "ct-m3-selftest: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
SRC=test/ct/m3_selftest
OUT=${CT_SELFTEST_OUT:-build/ct-m3-selftest}
CFLAGS="-mcpu=cortex-m3 -mthumb -Os -ffunction-sections -fcallgraph-info -Wall -Wextra -Werror"
passed=0; failed=0
# case NAME EXPECT_RC PATTERN FILES...: build FILES into their own build dir,
# run the check, expect its exit status and (when failing) a FAIL line matching PATTERN
case_() {
    local name=$1 want=$2 pat=$3 dir=$OUT/$1 f rc
    shift 3
    rm -rf "$dir"; mkdir -p "$dir/obj"
    for f in "$@"; do
        (cd "$dir/obj" && arm-none-eabi-gcc $CFLAGS -c "$OLDPWD/$SRC/$f" -o "${f%.c}.o") || {
            echo "FAIL $name: $f does not compile"; failed=$((failed + 1)); return; }
    done
    python3 scripts/ct-m3-check.py "$dir" >"$dir/check.log" 2>&1
    rc=$?
    if [ $rc != "$want" ]; then
        echo "FAIL $name: check exit $rc, want $want"; sed 's/^/  /' "$dir/check.log"
        failed=$((failed + 1))
    elif [ "$want" != 0 ] && ! grep -qE "^FAIL .*$pat" "$dir/check.log"; then
        echo "FAIL $name: no FAIL line matching '$pat'"; sed 's/^/  /' "$dir/check.log"
        failed=$((failed + 1))
    else
        echo "ok   $name"; passed=$((passed + 1))
    fi
}
case_ clean 0 "" clean.c
case_ cond-umull 1 "helper contains umulleq" cond_umull.c
case_ tail-helper 1 "pq8k_selftest_tail_keygen calls __aeabi_uldivmod" tail_helper.c
case_ tail-divide 1 "pq8k_selftest_divide contains udivcs" tail_div_entry.c tail_div_callee.c
echo "ct-m3-selftest: $passed passed, $failed failed"
[ $failed = 0 ]
