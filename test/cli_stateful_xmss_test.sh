#!/usr/bin/env bash
# Stateful XMSS^MT keys in the CLI (tools/statefile.c, tools/cli_xmss.c), as
# test/cli_stateful_test.sh does for HSS: the signer is killed (SIGKILL,
# through PQ8K_CRASH_AT) at every step of a signature and at random moments,
# run concurrently, split with `reserve` and a reserved range used up; no
# released signature may carry a leaf index twice; a spent range must refuse.
# XMSS^MT-SHA2_20/4_256: trees of 32 leaves, so each signature is quick.
#
#   test/cli_stateful_xmss_test.sh        # after `make cli`
# Prints "ok"/"FAIL" per check and "stateful xmss: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=$(realpath "${CLI:-build/host/pq8k}")
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-stateful-xmss.XXXXXX")
trap 'rm -rf "$T"' EXIT
cd "$T"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   stateful xmss: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL stateful xmss: $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }

echo "firmware v1" >msg
n=0
# sign KEY: one signature into sig.<n> if the signer releases one
sign() { n=$((n + 1)); "$CLI" xmssmt sign -k "$1" -m msg -o "sig.$n" >/dev/null 2>err; }
# idx of the signature in file $1 (3 bytes for h = 20)
idx_of() { od -An -tu1 -N3 "$1" | awk '{ print $1 * 65536 + $2 * 256 + $3 }'; }
# the indices of every released signature that verifies under $1
released() {
    for s in sig.*; do
        [ -f "$s" ] || continue
        "$CLI" xmssmt verify -p "$1" -m msg -g "$s" >/dev/null 2>&1 && idx_of "$s"
    done
}
no_repeats() { [ -z "$(released "$1" | sort -n | uniq -d)" ]; }

"$CLI" xmssmt keygen -t SHA2_20/4_256 -o k >/dev/null || { echo "stateful xmss: 0 passed, 1 failed"; exit 1; }

# 1. a kill at every step of a signature, each followed by a normal one
for point in locked loaded tmp-written tmp-synced renamed dir-synced signed sig-written; do
    before=$(released k.pk | sort -n | tail -1)
    PQ8K_CRASH_AT=$point "$CLI" xmssmt sign -k k.sk -m msg -o "sig.crash.$point" >/dev/null 2>&1 &
    { wait $!; } 2>/dev/null
    rc=$?
    check "killed at $point (status $rc)" "[ $rc = 137 ]"
    sign k.sk
    check "after a kill at $point: key readable, next signature valid" \
        "[ -f sig.$n ] && \"$CLI\" xmssmt verify -p k.pk -m msg -g sig.$n >/dev/null 2>&1"
    check "after a kill at $point: new index above every released one" \
        "[ -z \"$before\" ] || [ $(idx_of sig.$n) -gt ${before:--1} ]"
done
check "released signatures: no index twice (kills at every step)" "no_repeats k.pk"

# 2. kills at random moments
for i in $(seq 1 8); do
    "$CLI" xmssmt sign -k k.sk -m msg -o "sig.rand.$i" >/dev/null 2>&1 &
    pid=$!
    sleep "0.0$((RANDOM % 9))"
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
done
check "released signatures: no index twice (random kills)" "no_repeats k.pk"

# 3. concurrent signers on one key file
for i in 1 2 3 4; do "$CLI" xmssmt sign -k k.sk -m msg -o "sig.par.$i" >/dev/null 2>&1 & done
wait
check "4 concurrent signers: 4 signatures" "[ $(ls sig.par.* 2>/dev/null | wc -l) = 4 ]"
check "released signatures: no index twice (concurrent)" "no_repeats k.pk"

# 4. a reserved range for a second machine, used up: it must then refuse
"$CLI" xmssmt reserve -k k.sk -n 5 -o a.sk >/dev/null
check "reserve over an existing file is refused" "! \"$CLI\" xmssmt reserve -k k.sk -n 2 -o a.sk >/dev/null 2>&1"
PQ8K_CRASH_AT=renamed "$CLI" xmssmt reserve -k k.sk -n 4 -o lost.sk >/dev/null 2>&1 &
{ wait $!; } 2>/dev/null
check "reserve killed after the parent gave the range up: no child file" "[ ! -f lost.sk ]"
for i in 1 2; do sign a.sk; sign k.sk; done
while sign a.sk; do :; done
check "spent range refuses to sign" "grep -q exhausted err"
check "a signer that was refused released nothing" "[ ! -f sig.$n ]"
check "parent and child: no index twice" "no_repeats k.pk"

echo "stateful xmss: $pass passed, $fail failed"
[ $fail = 0 ]
