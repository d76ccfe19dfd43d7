#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Self-test of scripts/ct-check.py (make ct-m3 / make ct-m0 run it first):
#   test/ct/ct_selftest.sh m3|m0
# small objects in test/ct/<platform>_selftest/, each a keygen or signing entry
# that reaches variable-latency code in a form the check must catch: on m3 a
# conditional UMULL, a divide under IT, a tail branch the call graph does not
# show; on m0 a 64-bit product (__aeabi_lmul), a divide (__aeabi_uidiv), a
# libgcc routine that is no multiply or divide but branches on its operand
# (__clzsi2), a hidden tail branch. The check must fail on each, naming the
# culprit, and pass the clean control. One summary line:
# "ct-<platform>-selftest: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
P=${1:-m3}
SRC=test/ct/${P}_selftest
OUT=${CT_SELFTEST_OUT:-build/ct-$P-selftest}
case $P in
    m3) CPU="-mcpu=cortex-m3" ;;
    m0) CPU="-mcpu=cortex-m0plus" ;;
    *) echo "usage: $0 m3|m0"; exit 2 ;;
esac
CFLAGS="$CPU -mthumb -Os -ffunction-sections -fcallgraph-info -Wall -Wextra -Werror"
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
    python3 scripts/ct-check.py "$P" "$dir" >"$dir/check.log" 2>&1
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
if [ "$P" = m3 ]; then
    case_ clean 0 "" clean.c
    case_ cond-umull 1 "helper contains umulleq" cond_umull.c
    case_ tail-helper 1 "pq8k_selftest_tail_keygen calls __aeabi_uldivmod" tail_helper.c
    case_ tail-divide 1 "pq8k_selftest_divide contains udivcs" tail_div_entry.c tail_div_callee.c
else
    case_ clean 0 "" clean.c
    case_ lmul 1 "pq8k_selftest_lmul_sign calls __aeabi_lmul" lmul.c
    case_ divide 1 "helper calls __aeabi_uidiv" divide.c
    case_ clz 1 "pq8k_selftest_clz_sign reaches libgcc's __clzsi2, which branches" clz.c
    case_ tail-helper 1 "pq8k_selftest_tail_keygen calls __aeabi_lmul" tail_helper.c
fi
echo "ct-$P-selftest: $passed passed, $failed failed"
[ $failed = 0 ]
