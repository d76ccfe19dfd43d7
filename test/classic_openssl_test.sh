#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# pq8k's classical halves (src/classic) against Debian's openssl command-line
# tool, in both directions: for fresh openssl keys (P-256 and Ed25519) pq8k
# derives the same public key from the secret, verifies openssl's signatures
# and refuses them on another message; openssl verifies pq8k's signatures;
# Ed25519 signatures are deterministic, so pq8k's must equal openssl's byte
# for byte. Runs in make test (scripts/test-all.sh) after the host library.
#
#   test/classic_openssl_test.sh      # needs build/host/libpq8k.a (make lib)
# Prints "ok"/"FAIL" per check and "openssl: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
B=${B:-build/host}
KEYS=${KEYS:-2}
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-openssl-test.XXXXXX")
trap 'rm -rf "$T"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   openssl: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL openssl: $1"; }
check() { local name=$1; shift; if "$@" >/dev/null 2>&1; then ok "$name"; else bad "$name"; fi; }
refuse() { local name=$1; shift; "$@" >/dev/null 2>&1; [ $? = 1 ] && ok "$name" || bad "$name"; }

if ! command -v openssl >/dev/null; then
    echo "openssl missing (scripts/ensure-deps.sh installs it)"; echo "openssl: 0 passed, 1 failed"; exit 1
fi
TOOL=$T/classic_tool
if ! ${CC:-gcc} -std=c11 -O2 -Iinclude -Isrc test/openssl/classic_tool.c "$B/libpq8k.a" -o "$TOOL"; then
    echo "openssl: 0 passed, 1 failed"; exit 1
fi

# field NAME FILE: the hex bytes under "NAME:" of `openssl pkey -text`, without colons
field() {
    openssl pkey -in "$2" -text -noout |
        awk -v k="$1:" '$0 == k { on = 1; next } on && /^    / { gsub(/[ :]/, ""); s = s $0; next } { on = 0 } END { print s }'
}
pad64() { printf '%064s' "$1" | tr ' ' 0; }

printf 'abc' >"$T/m0"
: >"$T/m1"
head -c 1000 /dev/urandom >"$T/m2"
printf 'x' >"$T/m3"   # openssl 3.0's pkeyutl cannot sign an empty file: Ed25519 takes m3 for m1
printf 'abd' >"$T/other"

for i in $(seq 1 "$KEYS"); do
    # ---- ECDSA P-256 with SHA-256
    openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$T/ec.pem" 2>/dev/null
    openssl pkey -in "$T/ec.pem" -pubout -out "$T/ec.pub" 2>/dev/null
    d=$(pad64 "$(field priv "$T/ec.pem")")
    pub=$(field pub "$T/ec.pem")
    [ "$("$TOOL" p256-keygen "$d")" = "$pub" ] && ok "p256 key $i: pq8k's public key is openssl's" ||
        bad "p256 key $i: public key differs"
    for m in m0 m1 m2; do
        openssl dgst -sha256 -sign "$T/ec.pem" -out "$T/os.sig" "$T/$m"
        check "p256 key $i $m: pq8k verifies openssl's signature" "$TOOL" p256-verify "$pub" "$T/$m" "$T/os.sig"
        refuse "p256 key $i $m: pq8k refuses it on another message" "$TOOL" p256-verify "$pub" "$T/other" "$T/os.sig"
        "$TOOL" p256-sign "$d" "$T/$m" "$T/pq.sig"
        check "p256 key $i $m: openssl verifies pq8k's signature" \
            openssl dgst -sha256 -verify "$T/ec.pub" -signature "$T/pq.sig" "$T/$m"
        if openssl dgst -sha256 -verify "$T/ec.pub" -signature "$T/pq.sig" "$T/other" >/dev/null 2>&1; then
            bad "p256 key $i $m: openssl accepts pq8k's signature on another message"
        else
            ok "p256 key $i $m: openssl refuses pq8k's signature on another message"
        fi
    done
    # ---- Ed25519 (pure)
    openssl genpkey -algorithm ED25519 -out "$T/ed.pem" 2>/dev/null
    openssl pkey -in "$T/ed.pem" -pubout -out "$T/ed.pub" 2>/dev/null
    seed=$(field priv "$T/ed.pem")
    pub=$(field pub "$T/ed.pem")
    [ "$("$TOOL" ed25519-keygen "$seed")" = "$pub" ] && ok "ed25519 key $i: pq8k's public key is openssl's" ||
        bad "ed25519 key $i: public key differs"
    for m in m0 m3 m2; do
        openssl pkeyutl -sign -inkey "$T/ed.pem" -rawin -in "$T/$m" -out "$T/os.sig"
        check "ed25519 key $i $m: pq8k verifies openssl's signature" "$TOOL" ed25519-verify "$pub" "$T/$m" "$T/os.sig"
        refuse "ed25519 key $i $m: pq8k refuses it on another message" "$TOOL" ed25519-verify "$pub" "$T/other" "$T/os.sig"
        "$TOOL" ed25519-sign "$seed" "$T/$m" "$T/pq.sig"
        check "ed25519 key $i $m: pq8k's signature is openssl's, byte for byte" cmp -s "$T/os.sig" "$T/pq.sig"
        check "ed25519 key $i $m: openssl verifies pq8k's signature" \
            openssl pkeyutl -verify -pubin -inkey "$T/ed.pub" -rawin -in "$T/$m" -sigfile "$T/pq.sig"
    done
done
echo "openssl: $pass passed, $fail failed"
[ $fail = 0 ]
