#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The secure-boot example under QEMU (examples/bootloader/, docs/boot-image.md).
#
# For each scheme (ML-DSA-44, SLH-DSA-SHA2-128s, HAETAE-2, Falcon-512, LMS and
# the composites ML-DSA-44 + ECDSA-P256 / Ed25519 on the 8 KB Cortex-M3;
# ML-DSA-44 on the Cortex-M4), with the anti-rollback
# counter at 5: a genuine image of version 7 (signed through the outside-signer
# path: image tbs, a signer, image sign -g) boots and the application prints
# that it runs; a tampered payload, header or trailer, an image signed by a
# foreign key, a replayed signature of another image, an older version (3), a
# truncated image and an empty slot each stay in the bootloader with their
# own reason. Falcon has no signer in pq8k: its images are signed by the
# test-only signer test/falcon_testsign.py with the keys of the Falcon-512 KAT
# (records 0: the vendor, 1: the attacker). LMS signs through the CLI's
# stateful key files (pq8k lms sign / image sign -k).
# Then the short fault campaign (scripts/fault-campaign.sh --short).
#
# Prints "boot: N passed, M failed" (the line scripts/test-all.sh collects).
# BOOT_SCHEMES="m3:mldsa44 ..." picks configurations; BOOT_CAMPAIGN=0 skips
# the campaign.
set -uo pipefail
cd "$(dirname "$0")/.."

OUT=build/boot-test
CLI=build/host/pq8k
VECTORS=${VECTORS:-../shared/vectors}
FALCON_KAT=$VECTORS/falcon/kat/PQCsignKAT_falcon-512.rsp
JOBS=${JOBS:-2}
passed=0; failed=0
rm -rf "$OUT"; mkdir -p "$OUT"

ok()  { passed=$((passed + 1)); echo "ok   $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }

make --no-print-directory -j"$JOBS" cli >"$OUT/cli.log" 2>&1 || { tail -20 "$OUT/cli.log"; echo "boot: 0 passed, 1 failed"; exit 1; }

config_of() {
    case $1 in
        mldsa44) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1" ;;
        slhdsa-sha2-128s) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_SLHDSA_SHA2_128S=1" ;;
        haetae2) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_HAETAE2=1" ;;
        falcon512) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_FALCON512=1 -DPQ8K_CONFIG_FALCON1024=0" ;;
        lms) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
        mldsa44-p256) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1 -DPQ8K_CONFIG_P256=1 -DPQ8K_CONFIG_MLDSA44_ECDSA_P256=1" ;;
        mldsa44-ed25519) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1 -DPQ8K_CONFIG_ED25519=1 -DPQ8K_CONFIG_MLDSA44_ED25519=1" ;;
    esac
}
qemu_of() { [ "$1" = m3 ] && echo "qemu-system-arm -M mps2-an385" || echo "qemu-system-arm -M mps2-an386"; }

# counter FILE VERSION: the 4 KB counter sector holding one anti-rollback
# record (version, ~version), the rest erased (all ones) as flash leaves it:
# the bootloader appends only to an erased record
counter() { python3 -c "import struct,sys; r=struct.pack('<II',int(sys.argv[2]),0xFFFFFFFF^int(sys.argv[2])); open(sys.argv[1],'wb').write(r+b'\xff'*(4096-len(r)))" "$1" "$2"; }

# flip FILE OFFSET: invert one byte in place
flip() { python3 -c "import sys; p=sys.argv[1]; b=bytearray(open(p,'rb').read()); b[int(sys.argv[2])]^=0xFF; open(p,'wb').write(b)" "$1" "$2"; }

# offset_of IMAGE SIG: where the middle 16 bytes of SIG sit in IMAGE (in the trailer)
offset_of() {
    python3 -c "import sys; i=open(sys.argv[1],'rb').read(); s=open(sys.argv[2],'rb').read(); m=len(s)//2; print(i.index(s[m:m+16]))" "$1" "$2"
}

# run_boot WHAT IMAGE|- EXPECT: EXPECT is "accept" or a reject reason
run_boot() {
    local what=$1 img=$2 expect=$3 out rc=0 loader=()
    [ "$img" != - ] && loader=(-device "loader,file=$img,addr=0x10000")
    # shellcheck disable=SC2086
    out=$(timeout 300 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
          -kernel "$FW" -device "loader,file=$D/counter.bin,addr=0xF000" "${loader[@]}" </dev/null 2>&1) || rc=$?
    echo "$out" >"$D/$(tr ' ' _ <<<"$what").log"
    if [ "$expect" = accept ]; then
        if [ $rc = 0 ] && grep -q '^BOOT accept version=7' <<<"$out" && grep -q '^APP running from' <<<"$out" &&
           grep -q 'counter 5 -> 7' <<<"$out"; then
            ok "$CONF: $what boots"
        else
            bad "$CONF: $what: expected a boot (exit $rc)"; echo "$out" | tail -5
        fi
    elif [ $rc != 0 ] && grep -q "^BOOT reject reason=$expect[:;]" <<<"$out" && ! grep -q '^APP' <<<"$out"; then
        ok "$CONF: $what stays in the bootloader ($(grep '^BOOT' <<<"$out" | sed 's/; staying.*//'))"
    else
        bad "$CONF: $what: expected reason=$expect (exit $rc)"; echo "$out" | tail -5
    fi
}

# keys WHO: WHO.pk (and WHO.sk) for the scheme $s in $D
keys() {
    case $s in
        falcon512)
            # the KAT's key pairs: record 0 for the vendor, 1 for the attacker
            local rec=0; [ "$1" = attacker ] && rec=1
            python3 -c "
import sys
rec, want = None, int(sys.argv[2])
for line in open(sys.argv[1]):
    k, _, v = line.partition(' = ')
    if k == 'count': rec = int(v)
    elif k == 'pk' and rec == want:
        open(sys.argv[3], 'wb').write(bytes.fromhex(v.strip())); break
" "$FALCON_KAT" "$rec" "$D/$1.pk" && echo "$rec" >"$D/$1.rec" ;;
        lms) $CLI lms keygen -t sha256_m32_h5_w8 -o "$D/$1" >/dev/null ;;
        *) $CLI keygen -s "$s" -o "$D/$1" >/dev/null ;;
    esac
}

# outside_sign WHO TBS SIG: sign the bytes TBS as an outside signer would
outside_sign() {
    case $s in
        falcon512) /usr/bin/python3 test/falcon_testsign.py --kat "$FALCON_KAT" --record "$(cat "$D/$1.rec")" \
                       --in "$2" --out "$3" >/dev/null ;;
        lms) $CLI lms sign -k "$D/$1.sk" -m "$2" -o "$3" >/dev/null ;;
        *) $CLI sign -s "$s" -k "$D/$1.sk" -m "$2" -c "pq8k boot image v1" -o "$3" ;;
    esac
}

# image WHO VERSION OUT: an image of the application signed by WHO
image() {
    if [ "$s" = falcon512 ]; then
        $CLI image tbs -s "$s" -i "$APP" -V "$2" -o "$D/$1-$2.tbs" >/dev/null &&
        outside_sign "$1" "$D/$1-$2.tbs" "$D/$1-$2.sig" &&
        $CLI image sign -s "$s" --sig "$D/$1-$2.sig" -p "$D/$1.pk" -i "$APP" -V "$2" -o "$3" >/dev/null
    else
        $CLI image sign -s "$s" -k "$D/$1.sk" -p "$D/$1.pk" -i "$APP" -V "$2" -o "$3" >/dev/null
    fi
}

# one configuration: PLATFORM:SCHEME
run_config() {
    CONF=$1; local p=${1%%:*}; s=${1#*:}
    D=$OUT/$p-$s; mkdir -p "$D/gen"
    QEMU=$(qemu_of "$p")
    counter "$D/counter.bin" 5
    keys vendor && keys attacker || { bad "$CONF: keygen"; return; }
    if [ "$s" = lms ]; then
        $CLI lms pkdigest -p "$D/vendor.pk" --c-header BOOT_PK -o "$D/gen/boot_pk.h" || { bad "$CONF: pkdigest"; return; }
    else
        $CLI pkdigest -s "$s" -p "$D/vendor.pk" --c-header BOOT_PK -o "$D/gen/boot_pk.h" || { bad "$CONF: pkdigest"; return; }
    fi
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$D/build" EXTRA_CFLAGS="$(config_of "$s")" \
            BOOT_GEN="$D/gen" lib boot-fw >"$D/build.log" 2>&1; then
        tail -20 "$D/build.log"; bad "$CONF: build"; return
    fi
    ok "$CONF: bootloader built ($(arm-none-eabi-size -A "$D/build/boot/boot.elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} END{print t+d " B flash, " d+b " B static RAM of 8,192"}'))"
    FW=$D/build/boot/boot.elf
    APP=$D/build/boot/app.bin
    run_boot "empty slot" - empty-slot

    # the vendor's images: version 7 signed through the outside-signer path
    # (image tbs, a signer, image sign -g), version 8 and 3 as image() makes them
    local tbs_pk=() size trailer
    [ "$s" = lms ] && tbs_pk=(-p "$D/vendor.pk")
    if [[ $s == *-p256 ]]; then
        # ECDSA's DER length varies with the signed header, which names the
        # trailer length: only pq8k's own signer makes them agree (image sign -k)
        image vendor 7 "$D/good.img"
    else
        $CLI image tbs -s "$s" "${tbs_pk[@]}" -i "$APP" -V 7 -o "$D/v7.tbs" >/dev/null &&
        outside_sign vendor "$D/v7.tbs" "$D/v7.sig" &&
        $CLI image sign -s "$s" -g "$D/v7.sig" -p "$D/vendor.pk" -i "$APP" -V 7 -o "$D/good.img" >/dev/null
    fi &&
    image vendor 8 "$D/v8.img" && image vendor 3 "$D/old.img" && image attacker 7 "$D/foreign.img" ||
        { bad "$CONF: image sign"; return; }
    size=$(stat -c %s "$D/good.img")
    if [[ $s == mldsa*-* ]]; then
        trailer=$((size - 8 - 3)) # a composite: inside the classical signature, the trailer's end
    else
        trailer=$(offset_of "$D/good.img" "$D/v7.sig")
    fi
    cp "$D/good.img" "$D/payload.img"; flip "$D/payload.img" 200
    cp "$D/good.img" "$D/header.img"; flip "$D/header.img" 8
    cp "$D/good.img" "$D/trailer.img"; flip "$D/trailer.img" "$trailer"
    head -c $((size * 3 / 4)) "$D/good.img" >"$D/truncated.img"
    # the replayed signature: version 7's header and payload, version 8's trailer
    python3 -c "import sys; a=open(sys.argv[1],'rb').read(); b=open(sys.argv[2],'rb').read(); n=128+int.from_bytes(a[12:16],'little'); open(sys.argv[3],'wb').write(a[:n]+b[n:])" \
        "$D/good.img" "$D/v8.img" "$D/forged.img"

    run_boot "genuine image" "$D/good.img" accept
    run_boot "tampered payload" "$D/payload.img" payload-digest
    run_boot "tampered header" "$D/header.img" header-check
    run_boot "tampered trailer" "$D/trailer.img" bad-signature
    run_boot "foreign key" "$D/foreign.img" foreign-key
    # ECDSA composites: when version 8's trailer has another length than the one
    # version 7's header names, the replay is refused on that length first
    local replay=bad-signature
    [ "$(stat -c %s "$D/forged.img")" = "$size" ] || replay=truncated
    run_boot "replayed signature" "$D/forged.img" "$replay"
    run_boot "older version" "$D/old.img" rollback
    run_boot "truncated image" "$D/truncated.img" truncated
}

for c in ${BOOT_SCHEMES:-m3:mldsa44 m3:slhdsa-sha2-128s m3:haetae2 m3:falcon512 m3:lms m3:mldsa44-p256 m3:mldsa44-ed25519 m4:mldsa44}; do
    run_config "$c"
done

if [ "${BOOT_CAMPAIGN:-1}" = 1 ]; then
    if bash scripts/fault-campaign.sh --short >"$OUT/campaign.log" 2>&1; then
        ok "short fault campaign ($(grep -c '^campaign' "$OUT/campaign.log") lines)"
    else
        bad "short fault campaign"
    fi
    grep -E '^(campaign|FAIL)' "$OUT/campaign.log"
fi

echo "boot: $passed passed, $failed failed"
[ "$failed" = 0 ]
