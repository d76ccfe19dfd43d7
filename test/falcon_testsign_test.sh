#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The test-only Falcon signer (test/falcon_testsign.py) against pq8k's verifiers: for
# Falcon-512 and Falcon-1024, random messages (empty, short, long) signed with KAT keys
# verify one-shot and streamed (chunks of 1 and 64), in the variable-length and the padded
# form; a flipped signature or message byte, another record's key and a bad record are rejected.
#
#   test/falcon_testsign_test.sh     # after `make cli`
# Prints "ok"/"FAIL" per check and "falcon-testsign: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=${CLI:-build/host/pq8k}
VEC=${VECTORS:-../shared/vectors}
PY=/usr/bin/python3
SIGNER=test/falcon_testsign.py
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-falcon-testsign.XXXXXX")
trap 'rm -rf "$T"' EXIT
pass=0
fail=0

ok() { pass=$((pass + 1)); echo "ok   falcon-testsign: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL falcon-testsign: $1"; [ -s "$T/err" ] && sed 's/^/  stderr: /' "$T/err" | head -3; }

# expect STATUS NAME CMD...: the command exits with STATUS (0 valid, 1 rejected)
expect() {
    local want=$1 name=$2
    shift 2
    "$@" >"$T/out" 2>"$T/err"
    local rc=$?
    if [ "$rc" = "$want" ]; then ok "$name"; else bad "$name (exit $rc, expected $want)"; fi
}

# flip IN OFFSET OUT: OUT is IN with byte OFFSET (mod its length) xor 0x10
flip() { $PY -c 'import sys
d = bytearray(open(sys.argv[1], "rb").read()); i = int(sys.argv[2]) % len(d); d[i] ^= 0x10
open(sys.argv[3], "wb").write(d)' "$1" "$2" "$3"; }

[ -x "$CLI" ] || { echo "falcon-testsign: $CLI is missing (make cli)"; echo "falcon-testsign: 0 passed, 1 failed"; exit 1; }

for L in 512 1024; do
    kat=$VEC/falcon/kat/PQCsignKAT_falcon-$L.rsp
    padded=$((L == 512 ? 666 : 1280))
    hdr=$([ $L = 512 ] && echo 39 || echo 3a)
    for case in "0 0" "41 33" "97 3000"; do
        set -- $case
        rec=$1 mlen=$2 d=$T/f$L-$1
        mkdir -p "$d"
        head -c "$mlen" /dev/urandom >"$d/msg"
        if ! $PY $SIGNER --kat "$kat" --record "$rec" --in "$d/msg" --out "$d/sig" --pk-out "$d/pk" 2>"$T/err"; then
            bad "falcon$L record $rec: signer failed"
            continue
        fi
        $PY $SIGNER --kat "$kat" --record "$rec" --in "$d/msg" --out "$d/sig.pad" --padded 2>"$T/err" ||
            bad "falcon$L record $rec: padded signer failed"
        siglen=$(stat -c %s "$d/sig")
        if [ "$(head -c 1 "$d/sig" | od -An -tx1 | tr -d ' ')" = $hdr ] && [ "$siglen" -le "$padded" ]; then
            ok "falcon$L record $rec: header byte, $siglen bytes"
        else
            bad "falcon$L record $rec: header byte or length ($siglen)"
        fi
        [ "$(stat -c %s "$d/sig.pad")" = $padded ] && ok "falcon$L record $rec: padded length $padded" ||
            bad "falcon$L record $rec: padded length"
        expect 0 "falcon$L record $rec, ${mlen}-byte message: one-shot" $CLI verify -s falcon$L -p "$d/pk" -m "$d/msg" -g "$d/sig"
        expect 0 "falcon$L record $rec: padded one-shot" $CLI verify -s falcon$L -p "$d/pk" -m "$d/msg" -g "$d/sig.pad"
        expect 0 "falcon$L record $rec: stream written" $CLI stream -s falcon$L -p "$d/pk" -g "$d/sig" -o "$d/stream"
        expect 0 "falcon$L record $rec: padded stream written" $CLI stream -s falcon$L -p "$d/pk" -g "$d/sig.pad" -o "$d/stream.pad"
        for chunk in 1 64; do
            expect 0 "falcon$L record $rec: streamed, chunks of $chunk" $CLI streamverify -s falcon$L -p "$d/pk" -m "$d/msg" -i "$d/stream" --chunk $chunk
        done
        expect 0 "falcon$L record $rec: padded, streamed" $CLI streamverify -s falcon$L -p "$d/pk" -m "$d/msg" -i "$d/stream.pad"
        # a flipped byte: in the nonce, in s2 and (streamed) in the signature part of the stream
        for off in 5 $((siglen / 2)) $((siglen - 1)); do
            flip "$d/sig" $off "$d/sig.bad"
            expect 1 "falcon$L record $rec: signature byte $off flipped, one-shot" $CLI verify -s falcon$L -p "$d/pk" -m "$d/msg" -g "$d/sig.bad"
        done
        stlen=$(stat -c %s "$d/stream")
        flip "$d/stream" $((stlen - siglen / 2)) "$d/stream.bad"
        expect 1 "falcon$L record $rec: stream byte flipped in s2" $CLI streamverify -s falcon$L -p "$d/pk" -m "$d/msg" -i "$d/stream.bad"
        if [ "$mlen" != 0 ]; then
            flip "$d/msg" $((mlen / 2)) "$d/msg.bad"
            expect 1 "falcon$L record $rec: message byte flipped" $CLI verify -s falcon$L -p "$d/pk" -m "$d/msg.bad" -g "$d/sig"
            expect 1 "falcon$L record $rec: message byte flipped, streamed" $CLI streamverify -s falcon$L -p "$d/pk" -m "$d/msg.bad" -i "$d/stream"
        fi
    done
    # another record's key: the signature of record 0 under the pk of record 41
    expect 1 "falcon$L: another record's key rejected" $CLI verify -s falcon$L -p "$T/f$L-41/pk" -m "$T/f$L-0/msg" -g "$T/f$L-0/sig"
    expect 1 "falcon$L: the signer refuses a record that is not there" $PY $SIGNER --kat "$kat" --record 100 --in "$T/f$L-0/msg" --out "$T/none"
done

echo "falcon-testsign: $pass passed, $fail failed"
[ "$fail" = 0 ]
