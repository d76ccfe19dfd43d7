#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make mcuboot-check`: MCUboot with pq8k (integrations/mcuboot/, docs/mcuboot.md).
#
# Extracts the offline MCUboot kit and applies pq8k's patch series, runs
# imgtool's own test suite with the patch (its tests plus those of the pq8k
# key types), then, per signature type, builds the bare-metal port for QEMU
# mps2-an385 (Cortex-M3) and boots it on flash contents made with imgtool:
#   genuine image              boots
#   test upgrade               swaps in, and reverts on the next boot
#   confirmed upgrade          swaps in and stays
#   tampered upgrade, upgrade signed by another key, upgrade whose signature
#   TLV is truncated, downgraded upgrade (MCUboot's downgrade prevention):
#                              refused, the previous image boots, twice
#   tampered primary image     nothing boots
# ML-DSA-44 runs every scenario; LMS and MCUboot's own ECDSA-P256
# (tinycrypt) the genuine boot, the test upgrade and the refusals of a
# foreign key and a truncated signature (so do mldsa65, mldsa87 and
# slhdsa-sha2-128s when named in MCUBOOT_SCHEMES).
#
# Ends with "mcuboot: N passed, M failed" (scripts/test-all.sh tallies it).
# MCUBOOT_SCHEMES="mldsa44 ..." picks the signature types.
set -uo pipefail
cd "$(dirname "$0")/.."

OUT=build/mcuboot-check
MCB=build/mcuboot/mcuboot
JOBS=${JOBS:-2}
PORTMK=integrations/mcuboot/port/port.mk
FLASH="python3 integrations/mcuboot/port/flash_image.py"
QEMU="qemu-system-arm -M mps2-an385"
export PYTHONPATH=$PWD/python PQ8K_LIB=$PWD/build/pylib/libpq8k.so PQ8K_CLI=$PWD/build/host/pq8k
# the LMS keys of the checks are small trees (32 signatures): keygen in a second
export PQ8K_LMS_SET=sha256_m32_h5_w8
IMGTOOL="/usr/bin/python3 $PWD/$MCB/scripts/imgtool.py"
SIGN_ARGS=(--header-size 0x200 --pad-header --align 4 --max-align 8 --slot-size 0x20000)
passed=0; failed=0
ok()  { passed=$((passed + 1)); echo "ok   $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }
finish() { echo "mcuboot: $passed passed, $failed failed"; [ "$failed" = 0 ]; exit; }

rm -rf "$OUT"; mkdir -p "$OUT"
bash scripts/ensure-deps.sh || { bad "dependencies (scripts/ensure-deps.sh)"; finish; }
if ! make --no-print-directory -j"$JOBS" cli pylib >"$OUT/host.log" 2>&1; then
    tail -20 "$OUT/host.log"; bad "host CLI and shared library"; finish
fi
if ! bash integrations/mcuboot/apply.sh >"$OUT/apply.log" 2>&1; then
    cat "$OUT/apply.log"; bad "patch series applies to the kit"; finish
fi
ok "patch series applies to MCUboot 2d4bacc3 ($(grep -c applied "$OUT/apply.log") patches)"

# imgtool's own suite, with the patch (and the pq8k key types' tests)
(cd "$MCB/scripts" && timeout 900 /usr/bin/python3 -m pytest -q -p no:cacheprovider tests) \
    >"$OUT/imgtool-tests.log" 2>&1
summary=$(tail -1 "$OUT/imgtool-tests.log")
if grep -qE "^[0-9]+ passed" <<<"$summary" && ! grep -qE "[0-9]+ (failed|error)" <<<"$summary"; then
    ok "imgtool test suite: $summary"
else
    bad "imgtool test suite: $summary"; grep -E '^FAILED' "$OUT/imgtool-tests.log" | head -10
fi

lib_flags() {
    case $1 in
        mldsa44) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1" ;;
        mldsa65) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA65=1" ;;
        mldsa87) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA87=1" ;;
        slhdsa-sha2-128s) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_SLHDSA_SHA2_128S=1" ;;
        lms) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
    esac
}
scheme_id() {
    case $1 in
        mldsa44) echo PQ8K_MLDSA44 ;; mldsa65) echo PQ8K_MLDSA65 ;; mldsa87) echo PQ8K_MLDSA87 ;;
        slhdsa-sha2-128s) echo PQ8K_SLHDSA_SHA2_128S ;; lms) echo PQ8K_LMS ;;
    esac
}
key_type() { [ "$1" = ec256 ] && echo ecdsa-p256 || echo "pq8k-$1"; }

# build_port S D: the port for S in D, on the whole m3 library (build/m3,
# also built by make test's m3 stage); MCUBOOT_OWN_LIB=1 builds a library
# with S alone instead, as the bench does
build_port() {
    local s=$1 d=$2 sign=pq8k lib=build/m3 flags=
    [ "$s" = ec256 ] && sign=ec256
    if [ "${MCUBOOT_OWN_LIB:-0}" = 1 ]; then lib=$d/lib; flags=$(lib_flags "$s"); fi
    if [ $sign = pq8k ] && ! make --no-print-directory -j"$JOBS" PLATFORM=m3 B="$lib" \
            EXTRA_CFLAGS="$flags" lib >"$d/lib.log" 2>&1; then
        tail -20 "$d/lib.log"; return 1
    fi
    make --no-print-directory -j"$JOBS" -f $PORTMK O="$d/port" MCUBOOT=$MCB SIGN=$sign \
        SCHEME="$(scheme_id "$s")" PQ8K_B="$lib" PQ8K_CFLAGS="$flags" \
        KEYHDR="$d/gen/port_key.h" >"$d/port.log" 2>&1 || { tail -20 "$d/port.log"; return 1; }
}

# boot WHAT EXPECT CONTROL SLOT0 [SLOT1]: EXPECT is the versions the
# application reports, in order ("2.0.0 1.0.0"), or "none"
boot() {
    local what=$1 expect=$2 out rc=0 got
    $FLASH flash "$D/flash.bin" "$3" "$4" "${5:--}" || { bad "$CONF: $what: flash image"; return; }
    out=$(timeout 120 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
          -kernel "$D/port/boot.elf" -device loader,file="$D/flash.bin",addr=0x20000 </dev/null 2>&1) || rc=$?
    echo "$out" >"$D/$(tr ' ' _ <<<"$what").log"
    got=$(sed -n 's/^APP version=//p' <<<"$out" | tr '\n' ' ' | sed 's/ $//')
    if [ "$expect" = none ]; then
        if [ $rc = 1 ] && [ -z "$got" ] && grep -q '^MCUBOOT no bootable image' <<<"$out"; then
            ok "$CONF: $what: nothing boots"
        else
            bad "$CONF: $what: expected no boot, got '$got' (exit $rc)"; tail -3 <<<"$out"
        fi
    elif [ $rc = 0 ] && [ "$got" = "$expect" ]; then
        ok "$CONF: $what: boots $expect"
    else
        bad "$CONF: $what: expected '$expect', got '$got' (exit $rc)"; tail -3 <<<"$out"
    fi
}

# one signature type
run_scheme() {
    local s=$1 kt; kt=$(key_type "$s")
    CONF="m3 $s"; D=$OUT/$s; mkdir -p "$D/gen"
    $IMGTOOL keygen -t "$kt" -k "$D/vendor.key" >/dev/null &&
    $IMGTOOL keygen -t "$kt" -k "$D/attacker.key" >/dev/null &&
    $IMGTOOL getpub -k "$D/vendor.key" -o "$D/gen/port_key.h" ||
        { bad "$CONF: imgtool keygen/getpub"; return; }
    build_port "$s" "$D" || { bad "$CONF: port build"; return; }
    ok "$CONF: bootloader built ($(arm-none-eabi-size -A "$D/port/boot.elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} END{print t+d " B flash, " d+b " B static RAM"}'))"
    local app=$D/port/app.bin
    sign_img() { $IMGTOOL sign -k "$D/$1.key" "${SIGN_ARGS[@]}" --version "$2" "${@:4}" "$app" "$D/$3" >/dev/null; }
    sign_img vendor 1.0.0 v1.img && sign_img vendor 2.0.0 v2-test.img --pad &&
    sign_img vendor 2.0.0 v2-confirmed.img --pad --confirm && sign_img attacker 2.0.0 v2-foreign.img --pad &&
    sign_img vendor 0.5.0 v0-down.img --pad &&
    $FLASH flip "$D/v2-test.img" "$D/v2-tampered.img" 0x210 && $FLASH flip "$D/v1.img" "$D/v1-tampered.img" 0x210 &&
    $FLASH truncate-sig "$D/v2-test.img" "$D/v2-truncated.img" || { bad "$CONF: imgtool sign"; return; }

    boot "genuine image" "1.0.0" 0 "$D/v1.img"
    boot "test upgrade, not confirmed" "2.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-test.img"
    boot "upgrade signed by another key" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-foreign.img"
    boot "upgrade with a truncated signature TLV" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-truncated.img"
    [ "$s" = mldsa44 ] || return 0
    boot "confirmed upgrade" "2.0.0 2.0.0" 1 "$D/v1.img" "$D/v2-confirmed.img"
    boot "tampered upgrade" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-tampered.img"
    boot "downgrade (0.5.0 over 1.0.0)" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v0-down.img"
    boot "tampered primary image" none 0 "$D/v1-tampered.img"
}

for s in ${MCUBOOT_SCHEMES:-mldsa44 lms ec256}; do
    run_scheme "$s"
done
finish
