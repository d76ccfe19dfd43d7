#!/usr/bin/env bash
# Stateful LMS/HSS keys in the CLI (tools/statefile.c, tools/cli_lms.c): the
# signer is killed (SIGKILL, through PQ8K_CRASH_AT) at every step of a
# signature and at random moments, run concurrently, split with `reserve`
# and used up; every signature that was released is collected and no leaf
# index may appear twice; an exhausted key must refuse to sign.
#
#   test/cli_stateful_test.sh        # after `make cli`
# Prints "ok"/"FAIL" per check and "stateful: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=$(realpath "${CLI:-build/host/pq8k}")
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-stateful.XXXXXX")
trap 'rm -rf "$T"' EXIT
cd "$T"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   stateful: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL stateful: $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }

echo "firmware v1" >msg
n=0
# sign KEY: one signature into sig.<n> if the signer releases one
sign() { n=$((n + 1)); "$CLI" hss sign -k "$1" -m msg -o "sig.$n" >/dev/null 2>err; }
# q of the (single-level) signature in file $1
q_of() { od -An -tu4 --endian=big -j4 -N4 "$1" | tr -d ' '; }
# the indices of every released signature that verifies under $1
released() {
    for s in sig.*; do
        [ -f "$s" ] || continue
        "$CLI" hss verify -p "$1" -m msg -g "$s" >/dev/null 2>&1 && q_of "$s"
    done
}
no_repeats() { [ -z "$(released "$1" | sort -n | uniq -d)" ]; }

"$CLI" hss keygen -t sha256_m32_h5_w4 -o k >/dev/null || { echo "stateful: 0 passed, 1 failed"; exit 1; }

# 1. a kill at every step of a signature, each followed by a normal one
for point in locked loaded tmp-written tmp-synced renamed dir-synced signed sig-written; do
    before=$(released k.pk | sort -n | tail -1)
    PQ8K_CRASH_AT=$point "$CLI" hss sign -k k.sk -m msg -o "sig.crash.$point" >/dev/null 2>&1 &
    { wait $!; } 2>/dev/null
    rc=$?
    check "killed at $point (status $rc)" "[ $rc = 137 ]"
    sign k.sk
    check "after a kill at $point: key readable, next signature valid" \
        "[ -f sig.$n ] && \"$CLI\" hss verify -p k.pk -m msg -g sig.$n >/dev/null 2>&1"
    check "after a kill at $point: new index above every released one" \
        "[ -z \"$before\" ] || [ $(q_of sig.$n) -gt ${before:--1} ]"
done
check "released signatures: no index twice (kills at every step)" "no_repeats k.pk"

# 2. kills at random moments
for i in $(seq 1 12); do
    "$CLI" hss sign -k k.sk -m msg -o "sig.rand.$i" >/dev/null 2>&1 &
    pid=$!
    sleep "0.0$((RANDOM % 9))"
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
done
check "released signatures: no index twice (random kills)" "no_repeats k.pk"

# 3. concurrent signers on one key file
for i in 1 2 3 4; do "$CLI" hss sign -k k.sk -m msg -o "sig.par.$i" >/dev/null 2>&1 & done
wait
check "4 concurrent signers: 4 signatures" "[ $(ls sig.par.* 2>/dev/null | wc -l) = 4 ]"
check "released signatures: no index twice (concurrent)" "no_repeats k.pk"

# 4. use the key up; it must then refuse
while sign k.sk; do :; done
check "exhausted key refuses to sign" "grep -q exhausted err"
check "exhausted: every released index distinct and < 32" \
    "no_repeats k.pk && [ $(released k.pk | sort -n | tail -1) -lt 32 ]"
check "a signer that was refused released nothing" "[ ! -f sig.$n ]"

# 5. reserved ranges for two machines, one reserve killed half way
rm -f sig.*
"$CLI" hss keygen -t sha256_m32_h5_w4 -o r >/dev/null
"$CLI" hss reserve -k r.sk -n 8 -o a.sk >/dev/null
check "reserve over an existing file is refused" "! \"$CLI\" hss reserve -k r.sk -n 2 -o a.sk >/dev/null 2>&1"
PQ8K_CRASH_AT=renamed "$CLI" hss reserve -k r.sk -n 4 -o lost.sk >/dev/null 2>&1 &
{ wait $!; } 2>/dev/null
check "reserve killed after the parent gave the range up: no child file" "[ ! -f lost.sk ]"
"$CLI" hss reserve -k r.sk -n 4 -o b.sk >/dev/null
for i in 1 2 3; do sign a.sk; sign b.sk; sign r.sk; done
while sign a.sk; do :; done
check "child key a.sk: 8 signatures, then exhausted" "[ \$(released r.pk | wc -l) = 14 ] && grep -q exhausted err"
check "parent and children: no index twice" "no_repeats r.pk"
check "child a holds 0..7, b 12..15 (8..11 lost with the killed reserve)" \
    "\"$CLI\" hss info -k b.sk | grep -q 'next 15 end 16'"

echo "stateful: $pass passed, $fail failed"
[ $fail = 0 ]
