#!/usr/bin/env bash
# Stateful keys in the CLI (tools/statefile.c, tools/cli_stateful.c) for each
# stateful scheme given (default: hss xmssmt): the signer is killed (SIGKILL,
# through PQ8K_CRASH_AT) at every step of a signature and at random moments,
# run concurrently, split with `reserve` (one reserve killed half way) and a
# reserved range used up; every signature that was released is collected and
# no leaf index may appear twice; an exhausted key or range must refuse to sign.
# HSS: one level of height 5 (32 leaves), so the whole key is used up too;
# XMSS^MT-SHA2_20/4_256: trees of 32 leaves, so each signature is quick.
#
#   test/cli_stateful_test.sh [hss|xmssmt ...]        # after `make cli`
# Prints "ok"/"FAIL" per check and "stateful: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=$(realpath "${CLI:-build/host/pq8k}")
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-stateful.XXXXXX")
trap 'rm -rf "$T"' EXIT
pass=0
fail=0

# per scheme: the key set, and the leaf index of a signature file $1
set_of() { case $S in hss) echo sha256_m32_h5_w4 ;; xmssmt) echo SHA2_20/4_256 ;; esac; }
idx_of() {
    case $S in
    hss) od -An -tu4 --endian=big -j4 -N4 "$1" | tr -d ' ' ;;   # after Nspk: q of level 0
    xmssmt) od -An -tu1 -N3 "$1" | awk '{ print $1 * 65536 + $2 * 256 + $3 }' ;;  # idx, h = 20
    esac
}

ok() { pass=$((pass + 1)); echo "ok   stateful $S: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL stateful $S: $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
# sign KEY: one signature into sig.<n> if the signer releases one
sign() { n=$((n + 1)); "$CLI" $S sign -k "$1" -m msg -o "sig.$n" >/dev/null 2>err; }
# the indices of every released signature that verifies under $1
released() {
    for s in sig.*; do
        [ -f "$s" ] || continue
        "$CLI" $S verify -p "$1" -m msg -g "$s" >/dev/null 2>&1 && idx_of "$s"
    done
}
no_repeats() { [ -z "$(released "$1" | sort -n | uniq -d)" ]; }

run() {
    mkdir "$T/$S" && cd "$T/$S" || exit 1
    echo "firmware v1" >msg
    n=0
    "$CLI" $S keygen -t "$(set_of)" -o k >/dev/null || { bad "keygen"; return; }

    # 1. a kill at every step of a signature, each followed by a normal one
    for point in locked loaded tmp-written tmp-synced renamed dir-synced signed sig-written; do
        before=$(released k.pk | sort -n | tail -1)
        PQ8K_CRASH_AT=$point "$CLI" $S sign -k k.sk -m msg -o "sig.crash.$point" >/dev/null 2>&1 &
        { wait $!; } 2>/dev/null
        rc=$?
        check "killed at $point (status $rc)" "[ $rc = 137 ]"
        sign k.sk
        check "after a kill at $point: key readable, next signature valid" \
            "[ -f sig.$n ] && \"$CLI\" $S verify -p k.pk -m msg -g sig.$n >/dev/null 2>&1"
        check "after a kill at $point: new index above every released one" \
            "[ -z \"$before\" ] || [ $(idx_of sig.$n) -gt ${before:--1} ]"
    done
    check "released signatures: no index twice (kills at every step)" "no_repeats k.pk"

    # 2. kills at random moments
    for i in $(seq 1 10); do
        "$CLI" $S sign -k k.sk -m msg -o "sig.rand.$i" >/dev/null 2>&1 &
        pid=$!
        sleep "0.0$((RANDOM % 9))"
        kill -9 $pid 2>/dev/null
        wait $pid 2>/dev/null
    done
    check "released signatures: no index twice (random kills)" "no_repeats k.pk"

    # 3. concurrent signers on one key file
    for i in 1 2 3 4; do "$CLI" $S sign -k k.sk -m msg -o "sig.par.$i" >/dev/null 2>&1 & done
    wait
    check "4 concurrent signers: 4 signatures" "[ $(ls sig.par.* 2>/dev/null | wc -l) = 4 ]"
    check "released signatures: no index twice (concurrent)" "no_repeats k.pk"

    # 4. a key small enough (HSS, 32 leaves) is used up; it must then refuse
    if [ $S = hss ]; then
        while sign k.sk; do :; done
        check "exhausted key refuses to sign" "grep -q exhausted err"
        check "exhausted: every released index distinct and < 32" \
            "no_repeats k.pk && [ $(released k.pk | sort -n | tail -1) -lt 32 ]"
        check "a signer that was refused released nothing" "[ ! -f sig.$n ]"
    fi

    # 5. reserved ranges for two machines, one reserve killed half way
    rm -f sig.*
    "$CLI" $S keygen -t "$(set_of)" -o r >/dev/null
    "$CLI" $S reserve -k r.sk -n 8 -o a.sk >/dev/null
    check "reserve over an existing file is refused" "! \"$CLI\" $S reserve -k r.sk -n 2 -o a.sk >/dev/null 2>&1"
    PQ8K_CRASH_AT=renamed "$CLI" $S reserve -k r.sk -n 4 -o lost.sk >/dev/null 2>&1 &
    { wait $!; } 2>/dev/null
    check "reserve killed after the parent gave the range up: no child file" "[ ! -f lost.sk ]"
    "$CLI" $S reserve -k r.sk -n 4 -o b.sk >/dev/null
    for i in 1 2 3; do sign a.sk; sign b.sk; sign r.sk; done
    while sign a.sk; do :; done
    check "child key a.sk: 8 signatures, then exhausted" "[ \$(released r.pk | wc -l) = 14 ] && grep -q exhausted err"
    check "a signer that was refused released nothing" "[ ! -f sig.$n ]"
    check "parent and children: no index twice" "no_repeats r.pk"
    check "child a holds 0..7, b 12..15 (8..11 lost with the killed reserve)" \
        "\"$CLI\" $S info -k b.sk | grep -q 'next 15 end 16'"
    cd "$T" || exit 1
}

schemes=("$@")
[ ${#schemes[@]} -gt 0 ] || schemes=(hss xmssmt)
for S in "${schemes[@]}"; do run; done
echo "stateful: $pass passed, $fail failed"
[ $fail = 0 ]
