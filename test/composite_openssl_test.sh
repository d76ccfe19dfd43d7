#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The classical half of pq8k's composite signatures against OpenSSL's command
# line tool, both ways, for the four composites (docs/composite.md):
#   - pq8k signs (CLI); OpenSSL verifies the classical half over the M' this
#     script builds from the draft's definition (prefix, Label, len(ctx), ctx,
#     PH(M)), with the classical key cut from the composite key;
#   - OpenSSL signs M' with the composite's classical secret (from the pq8k
#     key file) and the pq8k CLI must accept the composite made of pq8k's
#     ML-DSA half and OpenSSL's classical half; and must refuse it once that
#     half signs another M' (another context).
#
#   test/composite_openssl_test.sh      # after `make cli`
# Prints "ok"/"FAIL" per check and "composite-openssl: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=${CLI:-build/host/pq8k}
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-composite-openssl.XXXXXX")
trap 'rm -rf "$T"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   composite-openssl: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL composite-openssl: $1"; [ -s "$T/err" ] && head -3 "$T/err" | sed 's/^/  /'; }
hex2bin() { xxd -r -p; }

# scheme  ML-DSA pk  ML-DSA sig  PH  Label  classical
COMBOS="mldsa44-p256 1312 2420 sha256 COMPSIG-MLDSA44-ECDSA-P256-SHA256 p256
mldsa65-p256 1952 3309 sha512 COMPSIG-MLDSA65-ECDSA-P256-SHA512 p256
mldsa44-ed25519 1312 2420 sha512 COMPSIG-MLDSA44-Ed25519-SHA512 ed25519
mldsa65-ed25519 1952 3309 sha512 COMPSIG-MLDSA65-Ed25519-SHA512 ed25519"

# mprime PH LABEL CTX MSGFILE OUT: M' of the draft
mprime() {
    { printf 'CompositeAlgorithmSignatures2025%s' "$2"
      printf '%02x' "${#3}" | hex2bin
      printf '%s' "$3"
      openssl dgst -"$1" -binary "$4"; } >"$5"
}

# the classical public key (raw) as a PEM SubjectPublicKeyInfo
spki() {
    if [ "$1" = p256 ]; then
        { printf '3059301306072a8648ce3d020106082a8648ce3d030107034200' | hex2bin; cat "$2"; }
    else
        { printf '302a300506032b6570032100' | hex2bin; cat "$2"; }
    fi >"$T/spki.der"
    openssl pkey -pubin -inform DER -in "$T/spki.der" -out "$3" 2>"$T/err"
}

# the classical secret (pq8k's key file: ML-DSA seed || classical secret) as a PEM private key
privkey() {
    local sec=$(tail -c 32 "$2" | xxd -p -c 64)
    if [ "$1" = p256 ]; then
        local pub=$(xxd -p -c 200 "$3")
        printf '30770201010420%sa00a06082a8648ce3d030107a144034200%s' "$sec" "$pub" | hex2bin >"$T/sk.der"
        openssl ec -inform DER -in "$T/sk.der" -out "$4" 2>"$T/err"
    else
        printf '302e020100300506032b657004220420%s' "$sec" | hex2bin >"$T/sk.der"
        openssl pkey -inform DER -in "$T/sk.der" -out "$4" 2>"$T/err"
    fi
}

# osslverify KIND PEM SIG MPRIME
osslverify() {
    if [ "$1" = p256 ]; then
        openssl dgst -sha256 -verify "$2" -signature "$3" "$4" >"$T/out" 2>"$T/err"
    else
        openssl pkeyutl -verify -pubin -inkey "$2" -rawin -in "$4" -sigfile "$3" >"$T/out" 2>"$T/err"
    fi
}

# osslsign KIND PEM MPRIME OUT
osslsign() {
    if [ "$1" = p256 ]; then
        openssl dgst -sha256 -sign "$2" -out "$4" "$3" 2>"$T/err"
    else
        openssl pkeyutl -sign -inkey "$2" -rawin -in "$3" -out "$4" 2>"$T/err"
    fi
}

printf 'boot image 1.2.3\n' >"$T/msg"
CTX=app-ctx
while read -r s mlpk mlsig ph label kind; do
    B=$T/$s
    if ! "$CLI" keygen -s "$s" -o "$B" >"$T/out" 2>"$T/err" ||
       ! "$CLI" sign -s "$s" -k "$B.sk" -m "$T/msg" -c "$CTX" -o "$B.sig" >"$T/out" 2>"$T/err"; then
        bad "$s: pq8k keygen/sign"
        continue
    fi
    tail -c +$((mlpk + 1)) "$B.pk" >"$B.tpk"
    tail -c +$((mlsig + 1)) "$B.sig" >"$B.tsig"
    head -c "$mlsig" "$B.sig" >"$B.mlsig"
    mprime "$ph" "$label" "$CTX" "$T/msg" "$B.mp"
    mprime "$ph" "$label" "other" "$T/msg" "$B.mp2"
    if spki "$kind" "$B.tpk" "$B.pub.pem" && osslverify "$kind" "$B.pub.pem" "$B.tsig" "$B.mp"; then
        ok "$s: OpenSSL verifies pq8k's $kind half"
    else
        bad "$s: OpenSSL verifies pq8k's $kind half"
    fi
    if osslverify "$kind" "$B.pub.pem" "$B.tsig" "$B.mp2"; then
        bad "$s: OpenSSL refuses pq8k's $kind half over another M'"
    else
        ok "$s: OpenSSL refuses pq8k's $kind half over another M'"
    fi
    if privkey "$kind" "$B.sk" "$B.tpk" "$B.key.pem" && osslsign "$kind" "$B.key.pem" "$B.mp" "$B.otsig" &&
       cat "$B.mlsig" "$B.otsig" >"$B.osig" &&
       "$CLI" verify -s "$s" -p "$B.pk" -m "$T/msg" -c "$CTX" -g "$B.osig" >"$T/out" 2>"$T/err"; then
        ok "$s: pq8k accepts OpenSSL's $kind half"
    else
        bad "$s: pq8k accepts OpenSSL's $kind half"
    fi
    if osslsign "$kind" "$B.key.pem" "$B.mp2" "$B.otsig2" && cat "$B.mlsig" "$B.otsig2" >"$B.osig2" &&
       ! "$CLI" verify -s "$s" -p "$B.pk" -m "$T/msg" -c "$CTX" -g "$B.osig2" >"$T/out" 2>"$T/err"; then
        ok "$s: pq8k refuses OpenSSL's $kind half over another M'"
    else
        bad "$s: pq8k refuses OpenSSL's $kind half over another M'"
    fi
done <<<"$COMBOS"
echo "composite-openssl: $pass passed, $fail failed"
[ $fail = 0 ]
