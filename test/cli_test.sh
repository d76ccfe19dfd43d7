#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Tests of the pq8k CLI (tools/): round trips for every scheme with signing,
# known-answer vectors for every scheme (Falcon and the legacy schemes verify
# only), rejections of tampered message, signature, key and context, input
# errors, and streams checked against the one-shot verdict of the library.
#
#   test/cli_test.sh            # after `make cli` and `make LEGACY=1 cli`
# Prints "ok"/"FAIL" per check and "cli: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=${CLI:-build/host/pq8k}
CLI_LEGACY=${CLI_LEGACY:-build/host-legacy/pq8k}
VEC=${VECTORS:-../shared/vectors}
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-cli-test.XXXXXX")
trap 'rm -rf "$T"' EXIT
pass=0
fail=0

ok() { pass=$((pass + 1)); echo "ok   cli: $1"; }
bad() {
    fail=$((fail + 1))
    echo "FAIL cli: $1"
    [ -s "$T/err" ] && sed 's/^/  stderr: /' "$T/err" | head -3
}

# run CMD...: exit status in $rc, output in $T/out and $T/err
run() { "$@" >"$T/out" 2>"$T/err"; rc=$?; }

# expect STATUS NAME CMD...: the command exits with STATUS (0 valid, 1 rejected, 2 input error);
# an error is exactly one line on stderr (plus the legacy warning line)
expect() {
    local want=$1 name=$2
    shift 2
    run "$@"
    local lines
    lines=$(grep -vc 'WARNING' "$T/err")
    if [ "$rc" != "$want" ]; then
        bad "$name (exit $rc, expected $want)"
    elif [ "$want" != 0 ] && [ "$lines" != 1 ]; then
        bad "$name (exit $rc, but $lines lines of error)"
    else
        ok "$name"
    fi
}

# expect_msg STATUS PATTERN NAME CMD...: as expect, and stderr matches PATTERN
expect_msg() {
    local want=$1 pat=$2 name=$3
    shift 3
    expect "$want" "$name" "$@"
    if [ "$rc" = "$want" ] && ! grep -q -- "$pat" "$T/err"; then
        pass=$((pass - 1))
        bad "$name (stderr does not say '$pat')"
    fi
}

check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }

flip() { python3 -c 'import sys
d = bytearray(open(sys.argv[1], "rb").read()); i = int(sys.argv[2]) % len(d); d[i] ^= 1
open(sys.argv[3], "wb").write(d)' "$1" "$2" "$3"; }
size() { stat -c %s "$1"; }

# kat FORMAT RSP COUNT DIR: writes DIR/pk, DIR/msg, DIR/sig (and DIR/sk) of one .rsp entry.
# FORMAT: sigfirst:N (sm = sig || msg), msgfirst:N (sm = msg || sig), falcon, detached.
kat() {
    mkdir -p "$4"
    python3 - "$@" <<'EOF'
import sys
fmt, rsp, count, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
entry, cur = {}, None
for line in open(rsp):
    if ' = ' not in line or line.startswith('#'):
        continue
    k, v = line.strip().split(' = ', 1)
    if k == 'count':
        if cur == count:
            break
        cur, entry = v, {}
    entry[k] = v
if cur != count:
    sys.exit('no count %s in %s' % (count, rsp))
b = {k: bytes.fromhex(v) for k, v in entry.items() if k in ('pk', 'sk', 'msg', 'sm', 'sig')}
msg = b['msg'] if int(entry['mlen']) else b''
if fmt == 'detached':
    sig = b['sig']
elif fmt == 'falcon':
    sm = b['sm']
    n, nonce = int.from_bytes(sm[:2], 'big'), sm[2:42]
    body = sm[42 + len(msg):]
    assert len(body) == n and body[0] in (0x29, 0x2A)
    sig = bytes([body[0] + 0x10]) + nonce + body[1:]
else:
    kind, n = fmt.split(':')
    n = int(n)
    sig = b['sm'][:n] if kind == 'sigfirst' else b['sm'][-n:]
for name, data in (('pk', b['pk']), ('msg', msg), ('sig', sig)):
    open('%s/%s' % (out, name), 'wb').write(data)
if 'sk' in b:
    open('%s/sk' % out, 'wb').write(b['sk'])
EOF
}

# haetae_inputs COUNT: "keygen_seed ctx" of a kat-inputs.txt entry (ctx empty when ctxlen = 0)
haetae_inputs() {
    awk -v c="$1" '$1 == "count" { on = ($3 == c) }
        on && $1 == "keygen_seed" { s = $3 } on && $1 == "ctxlen" { n = $3 }
        on && $1 == "ctx" { x = $3 } END { print s, (n == 0 ? "" : x) }' "$VEC/haetae/v1.1.2/kat-inputs.txt"
}

for bin in "$CLI" "$CLI_LEGACY"; do
    [ -x "$bin" ] || { echo "cli: $bin is missing (make cli; make LEGACY=1 cli)"; echo "cli: 0 passed, 1 failed"; exit 1; }
done
P=$CLI

# ---------------------------------------------------------------- general

printf 'the message' >"$T/msg"
: >"$T/empty"
long_ctx=$(printf 'c%.0s' $(seq 256))
ctx255=$(printf 'c%.0s' $(seq 255))

expect 2 "no arguments" $P
expect 0 "--help" $P --help
expect 0 "list" $P list
check "list names every family" "grep -q mldsa44 $T/out && grep -q haetae5 $T/out && grep -q slhdsa-shake-256f $T/out && grep -q falcon1024 $T/out"
check "list has no legacy scheme without LEGACY=1" "! grep -q rainbow1 $T/out"
expect_msg 2 "unknown command 'frobnicate'" "unknown command" $P frobnicate
expect_msg 2 "unknown scheme" "unknown scheme 'nope'" $P keygen -s nope -o "$T/x"
expect_msg 2 "missing -s" "missing -s" $P keygen -o "$T/x"
expect_msg 2 "missing -o" "missing -o" $P keygen -s mldsa44
expect_msg 2 "unknown option" "unknown option '--frob'" $P keygen -s mldsa44 --frob
expect_msg 2 "needs a value" "option without value" $P keygen -s mldsa44 -o
expect_msg 2 "LEGACY=1" "legacy scheme needs LEGACY=1" $P verify -s rainbow1 -p x -m x -g x
expect_msg 2 "not provided" "falcon keygen not provided" $P keygen -s falcon512 -o "$T/f"
expect_msg 2 "not provided" "falcon sign not provided" $P sign -s falcon1024 -k "$T/msg" -m "$T/msg" -o "$T/s"

# ---------------------------------------------------------------- round trips

# the schemes with key generation and signing, from the CLI's own list
SIGNERS=$($P list | awk 'NR > 1 && $5 ~ /^keygen,sign,/ { print $1 }')
[ -n "$SIGNERS" ] || bad "no scheme with signing in pq8k list"

for s in $SIGNERS; do
    d=$T/$s
    mkdir -p "$d"
    read -r _ pklen sklen sigsizes ops _ <<<"$($P list | awk -v s="$s" '$1 == s')"
    # signatures of variable length (the ECDSA composites: "2428-2492"): one
    # byte short is still a possible length, refused by the verifier itself
    varsig=0
    [[ $sigsizes == *-* ]] && varsig=1
    streams=0
    [[ $ops == *,stream,* ]] && streams=1
    expect 0 "$s keygen" $P keygen -s "$s" -o "$d/a"
    check "$s key sizes $pklen/$sklen, sk mode 600" \
        "[ \$(size $d/a.pk) = $pklen ] && [ \$(size $d/a.sk) = $sklen ] && [ \$(stat -c %a $d/a.sk) = 600 ]"
    $P keygen -s "$s" -o "$d/b" >/dev/null 2>&1
    check "$s two keygens differ" "! cmp -s $d/a.pk $d/b.pk"
    expect 0 "$s sign" $P sign -s "$s" -k "$d/a.sk" -m "$T/msg" -o "$d/sig" -c "app-v1"
    expect 0 "$s verify" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig" -c "app-v1"
    check "$s verify prints valid" "grep -qx valid $T/out"
    printf 'the messagf' >"$d/msg2"
    expect_msg 1 "bad signature" "$s tampered message rejected" $P verify -s "$s" -p "$d/a.pk" -m "$d/msg2" -g "$d/sig" -c "app-v1"
    flip "$d/sig" $(($(size "$d/sig") / 2)) "$d/sig.flip"
    expect 1 "$s tampered signature rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig.flip" -c "app-v1"
    flip "$d/a.pk" $((pklen - 1)) "$d/pk.flip"
    expect 1 "$s tampered key rejected" $P verify -s "$s" -p "$d/pk.flip" -m "$T/msg" -g "$d/sig" -c "app-v1"
    expect 1 "$s other key rejected" $P verify -s "$s" -p "$d/b.pk" -m "$T/msg" -g "$d/sig" -c "app-v1"
    expect 1 "$s wrong context rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig" -c "app-v2"
    expect 1 "$s missing context rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig"
    expect 0 "$s same context as hex" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig" --ctx-hex 6170702d7631
    head -c -1 "$d/sig" >"$d/sig.short"
    if [ $varsig = 1 ]; then
        expect 1 "$s truncated signature rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig.short" -c "app-v1"
    else
        expect_msg 1 "wrong size" "$s truncated signature rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig.short" -c "app-v1"
    fi
    cat "$d/sig" "$T/msg" >"$d/sig.long"
    expect 1 "$s extended signature rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig.long" -c "app-v1"
    head -c -1 "$d/a.pk" >"$d/pk.short"
    expect_msg 2 "public key .* is $((pklen - 1)) bytes" "$s short public key" $P verify -s "$s" -p "$d/pk.short" -m "$T/msg" -g "$d/sig"
    expect_msg 2 "secret key" "$s public key given as secret key" $P sign -s "$s" -k "$d/a.pk" -m "$T/msg" -o "$d/x"
    expect_msg 2 "cannot read" "$s missing message file" $P sign -s "$s" -k "$d/a.sk" -m "$d/nonexistent" -o "$d/x"
    expect_msg 2 "cannot read" "$s missing signature file" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/nonexistent"
    expect_msg 2 "at most 255" "$s sign, context of 256 bytes" $P sign -s "$s" -k "$d/a.sk" -m "$T/msg" -o "$d/x" -c "$long_ctx"
    expect_msg 2 "at most 255" "$s verify, context of 256 bytes" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig" -c "$long_ctx"
    check "$s no output file after a failed sign" "[ ! -e $d/x ]"
    if [[ $s != slhdsa-*s ]]; then   # the small SLH-DSA sets sign slowly
        expect 0 "$s empty message, 255-byte context" $P sign -s "$s" -k "$d/a.sk" -m "$T/empty" -o "$d/sig0" -c "$ctx255"
        expect 0 "$s verify it" $P verify -s "$s" -p "$d/a.pk" -m "$T/empty" -g "$d/sig0" -c "$ctx255"
        expect 0 "$s message from stdin" $P verify -s "$s" -p "$d/a.pk" -m - -g "$d/sig" -c "app-v1" <"$T/msg"
    fi

    [ $streams = 1 ] || continue
    # the stream: the device-side verdict must equal the one-shot verdict
    expect 0 "$s stream" $P stream -s "$s" -p "$d/a.pk" -g "$d/sig" -o "$d/stream"
    check "$s stream is the engine's: 'P' '8' version 1, then the scheme byte" \
        "[ \"\$(head -c 3 $d/stream | xxd -p)\" = 503801 ]"
    expect 0 "$s pkdigest (raw)" $P pkdigest -s "$s" -p "$d/a.pk" -o "$d/digest"
    for chunk in 1 7 64 100000000; do
        expect 0 "$s streamverify, chunks of $chunk" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream" -c "app-v1" --chunk $chunk
    done
    expect 0 "$s streamverify with -p" $P streamverify -s "$s" -p "$d/a.pk" -m "$T/msg" -i "$d/stream" -c "app-v1"
    expect 1 "$s stream, tampered message rejected" $P streamverify -s "$s" -d "$d/digest" -m "$d/msg2" -i "$d/stream" -c "app-v1"
    expect 1 "$s stream, wrong context rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream" -c "app-v2"
    $P stream -s "$s" -p "$d/a.pk" -g "$d/sig.flip" -o "$d/stream.sigflip" >/dev/null 2>&1
    expect 1 "$s stream, tampered signature rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.sigflip" -c "app-v1"
    $P stream -s "$s" -p "$d/b.pk" -g "$d/sig" -o "$d/stream.ba" >/dev/null 2>&1
    expect_msg 1 "trusted digest" "$s stream, another key with this signature rejected on the digest" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.ba" -c "app-v1"
    if [[ $s != slhdsa-*s ]]; then
        $P sign -s "$s" -k "$d/b.sk" -m "$T/msg" -o "$d/sig.b" -c "app-v1" 2>/dev/null
        $P stream -s "$s" -p "$d/b.pk" -g "$d/sig.b" -o "$d/stream.b" >/dev/null 2>&1
        expect_msg 1 "trusted digest" "$s stream, foreign key and its valid signature rejected on the digest" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.b" -c "app-v1"
        expect 0 "$s stream, foreign key accepted under its own digest" $P streamverify -s "$s" -p "$d/b.pk" -m "$T/msg" -i "$d/stream.b" -c "app-v1"
    fi
    head -c -1 "$d/stream" >"$d/stream.short"
    expect 1 "$s stream, truncated rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.short" -c "app-v1"
    cat "$d/stream" "$T/msg" >"$d/stream.long"
    expect 1 "$s stream, extended rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.long" -c "app-v1"
    n=$(size "$d/stream")
    for off in 0 5 $((n / 7)) $((n / 3)) $((n / 2)) $((n - 1)); do
        flip "$d/stream" $off "$d/stream.flip"
        expect 1 "$s stream, bit flipped at byte $off of $n rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.flip" -c "app-v1"
    done
    head -c -1 "$d/digest" >"$d/digest.short"
    expect 1 "$s stream, short digest rejected" $P streamverify -s "$s" -d "$d/digest.short" -m "$T/msg" -i "$d/stream" -c "app-v1"
    expect_msg 2 "at most 255" "$s streamverify, context of 256 bytes" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream" -c "$long_ctx"
    if [ $varsig = 0 ]; then
        expect_msg 2 "signature" "$s stream of a short signature refused" $P stream -s "$s" -p "$d/a.pk" -g "$d/sig.short" -o "$d/x"
    else
        $P stream -s "$s" -p "$d/a.pk" -g "$d/sig.short" -o "$d/stream.sigshort" >/dev/null 2>&1
        expect 1 "$s stream of a short signature rejected by the device" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream.sigshort" -c "app-v1"
    fi
    expect_msg 2 "chunk" "$s --chunk 0 refused" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/stream" --chunk 0
done

# deterministic signing where it exists; hedged signatures differ
d=$T/mldsa44
$P sign -s mldsa44 -k "$d/a.sk" -m "$T/msg" -o "$d/det1" --deterministic 2>/dev/null
$P sign -s mldsa44 -k "$d/a.sk" -m "$T/msg" -o "$d/det2" --deterministic 2>/dev/null
$P sign -s mldsa44 -k "$d/a.sk" -m "$T/msg" -o "$d/hedged" 2>/dev/null
check "mldsa44 deterministic signatures repeat, hedged ones differ" "cmp -s $d/det1 $d/det2 && ! cmp -s $d/det1 $d/hedged"
d=$T/slhdsa-sha2-128f
$P sign -s slhdsa-sha2-128f -k "$d/a.sk" -m "$T/msg" -o "$d/det1" --deterministic 2>/dev/null
$P sign -s slhdsa-sha2-128f -k "$d/a.sk" -m "$T/msg" -o "$d/det2" --deterministic 2>/dev/null
$P sign -s slhdsa-sha2-128f -k "$d/a.sk" -m "$T/msg" -o "$d/hedged" 2>/dev/null
check "slhdsa-sha2-128f deterministic signatures repeat, hedged ones differ" "cmp -s $d/det1 $d/det2 && ! cmp -s $d/det1 $d/hedged"
expect_msg 2 "no deterministic" "haetae2 --deterministic refused" $P sign -s haetae2 -k "$T/haetae2/a.sk" -m "$T/msg" -o "$T/x" --deterministic

# pre-hash modes (HashML-DSA, HashSLH-DSA): sign and verify over PH(MSG), one-shot and streamed
for s in mldsa44 mldsa87 slhdsa-sha2-128f slhdsa-shake-128f; do
    d=$T/$s
    for f in sha256 sha3-384 shake128 sha512-224; do
        expect 0 "$s --prehash $f sign" $P sign -s "$s" -k "$d/a.sk" -m "$T/msg" -o "$d/ph.$f" -c "app-v1" --prehash $f
        expect 0 "$s --prehash $f verify" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/ph.$f" -c "app-v1" --prehash $f
    done
    expect 1 "$s pre-hash signature is not a pure one" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/ph.sha256" -c "app-v1"
    expect 1 "$s pure signature is not a pre-hash one" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/sig" -c "app-v1" --prehash sha256
    expect 1 "$s pre-hash with another function rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/ph.sha256" -c "app-v1" --prehash sha3-256
    expect 1 "$s pre-hash, tampered message rejected" $P verify -s "$s" -p "$d/a.pk" -m "$d/msg2" -g "$d/ph.sha256" -c "app-v1" --prehash sha256
    expect 1 "$s pre-hash, wrong context rejected" $P verify -s "$s" -p "$d/a.pk" -m "$T/msg" -g "$d/ph.sha256" -c "app-v2" --prehash sha256
    $P stream -s "$s" -p "$d/a.pk" -g "$d/ph.sha256" -o "$d/ph.stream" >/dev/null 2>&1
    for chunk in 1 7 64; do
        expect 0 "$s --prehash streamverify, chunks of $chunk" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/ph.stream" -c "app-v1" --prehash sha256 --chunk $chunk
    done
    expect 1 "$s --prehash streamverify, another function rejected" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/ph.stream" -c "app-v1" --prehash sha512-256
    expect 1 "$s pre-hash stream is not a pure one" $P streamverify -s "$s" -d "$d/digest" -m "$T/msg" -i "$d/ph.stream" -c "app-v1"
    $P sign -s "$s" -k "$d/a.sk" -m "$T/msg" -o "$d/phdet1" --prehash shake256 --deterministic 2>/dev/null
    $P sign -s "$s" -k "$d/a.sk" -m "$T/msg" -o "$d/phdet2" --prehash shake256 --deterministic 2>/dev/null
    check "$s deterministic pre-hash signatures repeat and differ from pure ones" "cmp -s $d/phdet1 $d/phdet2 && ! cmp -s $d/phdet1 $d/det1"
done
expect_msg 2 "unknown pre-hash" "unknown --prehash function refused" $P sign -s mldsa44 -k "$T/mldsa44/a.sk" -m "$T/msg" -o "$T/x" --prehash md5
expect_msg 2 "no pre-hash" "haetae2 --prehash refused" $P sign -s haetae2 -k "$T/haetae2/a.sk" -m "$T/msg" -o "$T/x" --prehash sha256
expect_msg 2 "no pre-hash" "falcon512 --prehash refused" $P verify -s falcon512 -p "$T/mldsa44/a.pk" -m "$T/msg" -g "$T/mldsa44/sig" --prehash sha256

# seeded key generation
seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
$P keygen -s mldsa65 -o "$T/s1" --seed $seed >/dev/null 2>&1
$P keygen -s mldsa65 -o "$T/s2" --seed $seed >/dev/null 2>&1
check "mldsa65 --seed repeats the key" "cmp -s $T/s1.pk $T/s2.pk && cmp -s $T/s1.sk $T/s2.sk"
expect_msg 2 "32 bytes" "seed of the wrong length refused" $P keygen -s mldsa44 -o "$T/x" --seed 0001
expect_msg 2 "not hex" "seed that is not hex refused" $P keygen -s mldsa44 -o "$T/x" --seed "zz${seed:2}"
expect_msg 2 "not provided" "falcon keygen with --seed refused" $P keygen -s falcon512 -o "$T/x" --seed $seed

# pkdigest as hex and as a C header that compiles and holds the same bytes
d=$T/mldsa44
expect 0 "pkdigest hex" $P pkdigest -s mldsa44 -p "$d/a.pk"
hex=$(cat "$T/out")
check "pkdigest hex = raw digest" "[ \"$hex\" = \"$(xxd -p -c 256 "$d/digest")\" ] && [ \${#hex} = 128 ]"
expect 0 "pkdigest --c-header" $P pkdigest -s mldsa44 -p "$d/a.pk" --c-header VENDOR_PK -o "$T/vendor_pk.h"
cat >"$T/hdr.c" <<'EOF'
#include <stdio.h>
#include "pq8k/stream.h"
#include "vendor_pk.h"
int main(void)
{
    pq8k_scheme s = VENDOR_PK_SCHEME;
    for (int i = 0; i < VENDOR_PK_LEN; i++) printf("%02x", VENDOR_PK[i]);
    printf(" %d %s\n", (int)s, VENDOR_PK_SCHEME_NAME);
    return 0;
}
EOF
if gcc -std=c11 -Wall -Wextra -Wpedantic -Werror -Iinclude -I"$T" "$T/hdr.c" -o "$T/hdr" 2>"$T/err"; then
    check "C header compiles and holds the digest" "[ \"\$($T/hdr)\" = \"$hex 1 mldsa44\" ]"
else
    bad "C header does not compile"
fi
expect_msg 2 "C identifier" "--c-header with a bad name" $P pkdigest -s mldsa44 -p "$d/a.pk" --c-header 1abc
expect 0 "haetae2 pkdigest hex" $P pkdigest -s haetae2 -p "$T/haetae2/a.pk"
check "haetae2 pkdigest is SHAKE256(pk, 32)" "[ \"\$(cat $T/out)\" = \"\$(python3 -c 'import hashlib,sys; print(hashlib.shake_256(open(sys.argv[1],\"rb\").read()).hexdigest(32))' $T/haetae2/a.pk)\" ]"

# ---------------------------------------------------------------- known answers

for L in 2 3 5; do
    rsp=$VEC/haetae/v1.1.2/PQCsignKAT_haetae_mode$L.rsp
    for c in 0 1; do
        d=$T/kat-haetae$L-$c
        kat detached "$rsp" $c "$d"
        read -r kseed kctx <<<"$(haetae_inputs $c)"
        $P keygen -s haetae$L -o "$d/k" --seed "$kseed" >/dev/null 2>&1
        check "haetae$L KAT $c: --seed reproduces pk and sk" "cmp -s $d/k.pk $d/pk && cmp -s $d/k.sk $d/sk"
        ctxarg=()
        [ -n "$kctx" ] && ctxarg=(--ctx-hex "$kctx")
        expect 0 "haetae$L KAT $c verifies (context ${#kctx} hex digits)" $P verify -s haetae$L -p "$d/pk" -m "$d/msg" -g "$d/sig" "${ctxarg[@]}"
        expect 0 "haetae$L KAT $c stream" $P stream -s haetae$L -p "$d/pk" -g "$d/sig" -o "$d/stream"
        check "haetae$L KAT $c stream: engine header, pk + sig bytes" \
            "[ \"\$(head -c 4 $d/stream | xxd -p)\" = 5038013$((L == 2 ? 0 : L == 3 ? 1 : 2)) ] && [ \$(size $d/stream) = \$((4 + \$(size $d/pk) + \$(size $d/sig))) ]"
        for chunk in 1 64; do
            expect 0 "haetae$L KAT $c streamverify, chunks of $chunk" $P streamverify -s haetae$L -p "$d/pk" -m "$d/msg" -i "$d/stream" "${ctxarg[@]}" --chunk $chunk
        done
        $P stream -s haetae$L -p "$d/pk" -g "$d/sig" -o "$d/stream" >/dev/null 2>&1
    done
    expect_msg 1 "trusted digest" "haetae$L foreign key rejected on the digest" $P streamverify -s haetae$L -p "$T/kat-haetae$L-0/pk" -m "$T/kat-haetae$L-1/msg" -i "$T/kat-haetae$L-1/stream" "${ctxarg[@]}"
    d=$T/kat-haetae$L-neg
    for c in 0 1 2; do
        kat detached "$VEC/haetae/negative/haetae_mode$L-negative.rsp" $c "$d$c"
        read -r kseed kctx <<<"$(haetae_inputs 0)"
        ctxarg=()
        [ -n "$kctx" ] && ctxarg=(--ctx-hex "$kctx")
        expect 1 "haetae$L negative $c rejected" $P verify -s haetae$L -p "$d$c/pk" -m "$d$c/msg" -g "$d$c/sig" "${ctxarg[@]}"
    done
    # the negative signature (count 0) and key (count 1) as streams, against the genuine key's digest
    $P stream -s haetae$L -p "${d}0/pk" -g "${d}0/sig" -o "${d}0/stream" >/dev/null 2>&1
    expect_msg 1 "bad signature" "haetae$L negative 0 rejected as a stream" $P streamverify -s haetae$L -p "$T/kat-haetae$L-0/pk" -m "${d}0/msg" -i "${d}0/stream" "${ctxarg[@]}"
    $P stream -s haetae$L -p "${d}1/pk" -g "${d}1/sig" -o "${d}1/stream" >/dev/null 2>&1
    expect_msg 1 "trusted digest" "haetae$L negative 1 rejected as a stream" $P streamverify -s haetae$L -p "$T/kat-haetae$L-0/pk" -m "${d}1/msg" -i "${d}1/stream" "${ctxarg[@]}"
done

for L in 44 65 87; do
    case $L in 44) n=2420 ;; 65) n=3309 ;; 87) n=4627 ;; esac
    d=$T/kat-mldsa$L
    kat sigfirst:$n "$VEC/ml-dsa/kat/PQCsignKAT_ml-dsa-$L.rsp" 0 "$d"
    expect 0 "mldsa$L KAT 0 verifies" $P verify -s mldsa$L -p "$d/pk" -m "$d/msg" -g "$d/sig"
    $P stream -s mldsa$L -p "$d/pk" -g "$d/sig" -o "$d/stream" >/dev/null 2>&1
    expect 0 "mldsa$L KAT 0 verifies as a stream" $P streamverify -s mldsa$L -p "$d/pk" -m "$d/msg" -i "$d/stream" --chunk 3
    for c in 0 1 2; do
        kat sigfirst:$((c == 2 ? n - 1 : n)) "$VEC/ml-dsa/negative/ml-dsa-$L-negative.rsp" $c "$d-neg$c"
        expect 1 "mldsa$L negative $c rejected" $P verify -s mldsa$L -p "$d-neg$c/pk" -m "$d-neg$c/msg" -g "$d-neg$c/sig"
    done
    # the negative key (count 1) streamed against the genuine key's digest
    $P stream -s mldsa$L -p "$d-neg1/pk" -g "$d/sig" -o "$d/stream.neg" >/dev/null 2>&1
    expect_msg 1 "trusted digest" "mldsa$L negative key rejected as a stream" $P streamverify -s mldsa$L -p "$d/pk" -m "$d/msg" -i "$d/stream.neg"
done

for L in 512 1024; do
    d=$T/kat-falcon$L
    for c in 0 1; do
        kat falcon "$VEC/falcon/kat/PQCsignKAT_falcon-$L.rsp" $c "$d-$c"
        expect 0 "falcon$L KAT $c verifies" $P verify -s falcon$L -p "$d-$c/pk" -m "$d-$c/msg" -g "$d-$c/sig"
        expect 0 "falcon$L KAT $c stream" $P stream -s falcon$L -p "$d-$c/pk" -g "$d-$c/sig" -o "$d-$c/stream"
        check "falcon$L KAT $c stream: engine header, exactly as long as its signature makes it" \
            "[ \"\$(head -c 4 $d-$c/stream | xxd -p)\" = 503801$((L == 512 ? 20 : 21)) ] && [ \$(size $d-$c/stream) = \$((4 + 3 + \$(size $d-$c/pk) + \$(size $d-$c/sig))) ]"
        for chunk in 1 64; do
            expect 0 "falcon$L KAT $c streamverify, chunks of $chunk" $P streamverify -s falcon$L -p "$d-$c/pk" -m "$d-$c/msg" -i "$d-$c/stream" --chunk $chunk
        done
    done
    expect_msg 1 "trusted digest" "falcon$L foreign key rejected on the digest" $P streamverify -s falcon$L -p "$d-0/pk" -m "$d-1/msg" -i "$d-1/stream"
    expect 1 "falcon$L signature of another message rejected" $P verify -s falcon$L -p "$d-0/pk" -m "$d-1/msg" -g "$d-0/sig"
    expect 1 "falcon$L same, as a stream" $P streamverify -s falcon$L -p "$d-0/pk" -m "$d-1/msg" -i "$d-0/stream"
    for c in 0 1 2; do
        kat falcon "$VEC/falcon/negative/falcon-$L-negative.rsp" $c "$d-neg$c"
        expect 1 "falcon$L negative $c rejected" $P verify -s falcon$L -p "$d-neg$c/pk" -m "$d-neg$c/msg" -g "$d-neg$c/sig"
    done
    expect_msg 2 "takes no context" "falcon$L refuses a context" $P verify -s falcon$L -p "$d-0/pk" -m "$d-0/msg" -g "$d-0/sig" -c x
    head -c 41 "$d-0/sig" >"$d-0/sig.tiny"
    expect_msg 1 "wrong size" "falcon$L 41-byte signature rejected" $P verify -s falcon$L -p "$d-0/pk" -m "$d-0/msg" -g "$d-0/sig.tiny"
done

# ---------------------------------------------------------------- legacy (LEGACY=1 build)

P=$CLI_LEGACY
expect 0 "legacy build: list" $P list
check "legacy build: list warns about rainbow1 and gemss128" "grep -q 'rainbow1 .*BROKEN' $T/out && grep -q 'gemss128 .*BROKEN' $T/out"
d=$T/kat-rainbow
kat msgfirst:66 "$VEC/rainbow-i-classic/kat/PQCsignKAT_rainbowI-classic.first5.rsp" 0 "$d"
expect_msg 0 "WARNING: rainbow1 is BROKEN" "rainbow1 KAT 0 verifies, with the warning" $P verify -s rainbow1 -p "$d/pk" -m "$d/msg" -g "$d/sig"
expect_msg 2 "verification only" "rainbow1 keygen refused" $P keygen -s rainbow1 -o "$T/x"
for c in 0 1 2; do
    kat msgfirst:$((c == 2 ? 65 : 66)) "$VEC/rainbow-i-classic/negative/rainbowI-classic-negative.rsp" $c "$d-neg$c"
    expect 1 "rainbow1 negative $c rejected" $P verify -s rainbow1 -p "$d-neg$c/pk" -m "$d-neg$c/msg" -g "$d-neg$c/sig"
done
$P stream -s rainbow1 -p "$d/pk" -g "$d/sig" -o "$d/stream" >/dev/null 2>&1
check "rainbow1 stream has the engine header" "[ \"\$(head -c 4 $d/stream | xxd -p)\" = 50380170 ]"
expect_msg 0 "WARNING" "rainbow1 stream verifies, with the warning" $P streamverify -s rainbow1 -p "$d/pk" -m "$d/msg" -i "$d/stream" --chunk 4096
expect 1 "rainbow1 stream, flipped key rejected" $P streamverify -s rainbow1 -p "$d-neg1/pk" -m "$d/msg" -i "$d/stream"
d=$T/kat-gemss
kat sigfirst:33 "$VEC/gemss-128/kat/PQCsignKAT_gemss128.first3.rsp" 0 "$d"
expect_msg 0 "WARNING: gemss128 is BROKEN" "gemss128 KAT 0 verifies, with the warning" $P verify -s gemss128 -p "$d/pk" -m "$d/msg" -g "$d/sig"
flip "$d/sig" 16 "$d/sig.flip"
expect 1 "gemss128 flipped signature rejected" $P verify -s gemss128 -p "$d/pk" -m "$d/msg" -g "$d/sig.flip"
$P stream -s gemss128 -p "$d/pk" -g "$d/sig" -o "$d/stream" >/dev/null 2>&1
check "gemss128 stream has the engine header" "[ \"\$(head -c 4 $d/stream | xxd -p)\" = 50380171 ]"
expect 0 "gemss128 stream verifies" $P streamverify -s gemss128 -p "$d/pk" -m "$d/msg" -i "$d/stream" --chunk 65536

# ---- boot images (docs/boot-image.md) ----
d=$T/image; mkdir -p "$d"
$CLI keygen -s mldsa44 -o "$d/k" >/dev/null 2>&1
head -c 1000 /dev/urandom >"$d/app.bin"
expect 0 "image sign (mldsa44)" $CLI image sign -s mldsa44 -k "$d/k.sk" -p "$d/k.pk" -i "$d/app.bin" -V 7 -o "$d/a.img"
check "image: header + payload + stream + footer bytes" "[ \$(size $d/a.img) = \$((128 + 1000 + 10648 + 8)) ]"
check "image: magic, format, scheme, version" "[ \"\$(head -c 12 $d/a.img | xxd -p)\" = 50384b490101800007000000 ]"
check "image: footer holds the total length" "[ \"\$(tail -c 8 $d/a.img | xxd -p)\" = 50384b46\$(python3 -c 'import struct; print(struct.pack(\"<I\", 11784).hex())') ]"
expect 0 "image tbs" $CLI image tbs -s mldsa44 -i "$d/app.bin" -V 7 -o "$d/a.tbs"
check "image tbs is header + payload of the image" "cmp -s $d/a.tbs <(head -c 1128 $d/a.img)"
$CLI sign -s mldsa44 -k "$d/k.sk" -m "$d/a.tbs" -c "pq8k boot image v1" -o "$d/a.sig" 2>/dev/null
expect 0 "image sign -g (outside signer)" $CLI image sign -s mldsa44 -g "$d/a.sig" -p "$d/k.pk" -i "$d/app.bin" -V 7 -o "$d/b.img"
check "the outside signer's signature is in the trailer" "cmp -s <(head -c 1128 $d/a.img) <(head -c 1128 $d/b.img)"
expect 2 "image sign without -V" $CLI image sign -s mldsa44 -k "$d/k.sk" -p "$d/k.pk" -i "$d/app.bin" -o "$d/c.img"
expect 2 "image sign with -k and -g" $CLI image sign -s mldsa44 -k "$d/k.sk" -g "$d/a.sig" -p "$d/k.pk" -i "$d/app.bin" -V 1 -o "$d/c.img"
expect 2 "image sign, bad version" $CLI image sign -s mldsa44 -k "$d/k.sk" -p "$d/k.pk" -i "$d/app.bin" -V 4294967296 -o "$d/c.img"
expect 2 "image: unknown subcommand" $CLI image verify -s mldsa44
python3 -c "import sys; sys.stdout.buffer.write(bytes([9]) + bytes(896))" >"$d/f.pk"
expect_msg 2 "image tbs" "image sign: falcon512 has no signer here, points to image tbs" $CLI image sign -s falcon512 -k "$d/k.sk" -p "$d/f.pk" -i "$d/app.bin" -V 1 -o "$d/c.img"
# Falcon: a compressed signature from an outside signer is padded to the fixed form (666 bytes)
expect 0 "image tbs (falcon512)" $CLI image tbs -s falcon512 -i "$d/app.bin" -V 1 -o "$d/f.tbs"
check "image tbs (falcon512): trailer length of a padded signature" "[ \"\$(head -c 20 $d/f.tbs | tail -c 4 | xxd -p)\" = \$(python3 -c 'import struct; print(struct.pack(\"<I\", 4 + 3 + 897 + 666).hex())') ]"
python3 -c "import sys; sys.stdout.buffer.write(bytes([0x39]) + bytes(range(256)) * 2 + bytes(105))" >"$d/f.sig"
expect 0 "image sign --sig (falcon512, 618-byte signature)" $CLI image sign -s falcon512 --sig "$d/f.sig" -p "$d/f.pk" -i "$d/app.bin" -V 1 -o "$d/f.img"
check "image (falcon512): the signature padded with zeros in the trailer" "[ \$(size $d/f.img) = \$((128 + 1000 + 1570 + 8)) ] && cmp -s <(tail -c 56 $d/f.img | head -c 48) <(head -c 48 /dev/zero) && cmp -s <(head -c 1128 $d/f.img) $d/f.tbs"
python3 -c "import sys; sys.stdout.buffer.write(bytes([0x39]) + bytes(700))" >"$d/f2.sig"
expect_msg 2 "padded" "image sign: a Falcon signature longer than the padded form is refused" $CLI image sign -s falcon512 --sig "$d/f2.sig" -p "$d/f.pk" -i "$d/app.bin" -V 1 -o "$d/c.img"
# LMS: signed with the stateful key file; the trailer is the stream lms streamverify accepts
$CLI lms keygen -t sha256_m32_h5_w8 -o "$d/l" >/dev/null
expect 0 "image sign (lms, stateful key file)" $CLI image sign -s lms -k "$d/l.sk" -p "$d/l.pk" -i "$d/app.bin" -V 2 -o "$d/l.img"
check "image (lms): the key file's index was taken" "$CLI lms info -k $d/l.sk | grep -q '^next 1 '"
tl=$(python3 -c "import sys; print(int.from_bytes(open(sys.argv[1],'rb').read()[16:20], 'little'))" "$d/l.img")
check "image (lms): sizes add up" "[ \$(size $d/l.img) = \$((128 + 1000 + $tl + 8)) ]"
head -c 1128 "$d/l.img" >"$d/l.tbs"; tail -c +1129 "$d/l.img" | head -c "$tl" >"$d/l.stream"
expect 0 "image (lms): the trailer verifies over header and payload" $CLI lms streamverify -p "$d/l.pk" -m "$d/l.tbs" -i "$d/l.stream"
expect 0 "image tbs (lms) matches the image" $CLI image tbs -s lms -p "$d/l.pk" -i "$d/app.bin" -V 2 -o "$d/l2.tbs"
check "image tbs (lms) is header + payload of the image" "cmp -s $d/l.tbs $d/l2.tbs"
expect 2 "image tbs (lms) without the key" $CLI image tbs -s lms -i "$d/app.bin" -V 2 -o "$d/l3.tbs"

echo "cli: $pass passed, $fail failed"
[ "$fail" = 0 ]
