#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make mcuboot-check`: MCUboot with pq8k (integrations/mcuboot/, docs/mcuboot.md).
#
# Extracts the offline MCUboot kit and applies pq8k's patch series, runs
# imgtool's own test suite with the patch (its tests plus those of the pq8k
# key types), then, per platform and signature type, builds the bare-metal
# port for QEMU mps2-an385 (m3, Cortex-M3) and mps2-an505 (m33, Cortex-M33)
# and boots it on flash contents made with imgtool:
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
# slhdsa-sha2-128s when named in MCUBOOT_SCHEMES); HSS, HAETAE-2 and XMSS
# the genuine boot and the refusal of a foreign key. On m33 the same
# scenarios for ML-DSA-44 and ECDSA-P256.
# Then the short fault campaign on the m3 ML-DSA-44 bootloader
# (scripts/mcuboot-fault.sh --short: single skips and flag flips in the
# decision window of an image with a replayed signature, 0 wrong boots).
# imgtool's suite: MCUBOOT_IMGTOOL=subset (the default) runs imgtool's own
# tests and the pq8k key types' tests of ML-DSA-44, LMS, HSS and HAETAE-2;
# =full adds ML-DSA-65/87, SLH-DSA-SHA2-128s and XMSS (whose keygen, 1,024
# leaves, and signing dominate the suite's time; bench/mcuboot-bench.sh
# runs it in make bench); =none leaves the suite out (development runs).
#
# Ends with "mcuboot: N passed, M failed" (scripts/test-all.sh tallies it).
# MCUBOOT_SCHEMES="mldsa44 ..." picks the signature types (on every platform),
# MCUBOOT_PLATFORMS ("m3 m33") the platforms.
set -uo pipefail
cd "$(dirname "$0")/.."

OUT=build/mcuboot-check
MCB=build/mcuboot/mcuboot
JOBS=${JOBS:-2}
PORTMK=integrations/mcuboot/port/port.mk
FLASH="/usr/bin/python3 integrations/mcuboot/port/flash_image.py"
export PYTHONPATH=$PWD/python PQ8K_LIB=$PWD/build/pylib/libpq8k.so PQ8K_CLI=$PWD/build/host/pq8k
# the LMS/HSS keys of the checks are small trees (32 signatures a tree):
# keygen in a second; XMSS's smallest tree has 1,024 leaves
export PQ8K_LMS_SET=sha256_m32_h5_w8 PQ8K_HSS_SET=sha256_m32_h5_w8,sha256_m32_h5_w8
export PQ8K_XMSS_SET=SHA2_10_256
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
IMGTOOL_SLOW="mldsa65 or mldsa87 or slhdsa or xmss"
case ${MCUBOOT_IMGTOOL:-subset} in
    full) sel=() ;;
    subset) sel=(-k "not ($IMGTOOL_SLOW)") ;;
    none) sel=(none) ;;
    *) bad "MCUBOOT_IMGTOOL=${MCUBOOT_IMGTOOL}: full, subset or none"; finish ;;
esac
if [ "${sel[*]}" != none ]; then
    (cd "$MCB/scripts" && timeout 1800 /usr/bin/python3 -m pytest -q -p no:cacheprovider "${sel[@]}" tests) \
        >"$OUT/imgtool-tests.log" 2>&1
    summary=$(tail -1 "$OUT/imgtool-tests.log")
    if grep -qE "^[0-9]+ passed" <<<"$summary" && ! grep -qE "[0-9]+ (failed|error)" <<<"$summary"; then
        ok "imgtool test suite (${MCUBOOT_IMGTOOL:-subset}): $summary"
    else
        bad "imgtool test suite (${MCUBOOT_IMGTOOL:-subset}): $summary"
        grep -E '^FAILED' "$OUT/imgtool-tests.log" | head -10
    fi
fi

lib_flags() {
    case $1 in
        mldsa44) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1" ;;
        mldsa65) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA65=1" ;;
        mldsa87) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA87=1" ;;
        slhdsa-sha2-128s) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_SLHDSA_SHA2_128S=1" ;;
        lms) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
        hss) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_HSS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
        haetae2) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_HAETAE2=1" ;;
        xmss) echo "-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_XMSS=1 -DPQ8K_CONFIG_XMSS_SHA2_256=1" ;;
    esac
}
scheme_id() {
    case $1 in
        mldsa44) echo PQ8K_MLDSA44 ;; mldsa65) echo PQ8K_MLDSA65 ;; mldsa87) echo PQ8K_MLDSA87 ;;
        slhdsa-sha2-128s) echo PQ8K_SLHDSA_SHA2_128S ;; lms) echo PQ8K_LMS ;; hss) echo PQ8K_HSS ;;
        haetae2) echo PQ8K_HAETAE2 ;; xmss) echo PQ8K_XMSS ;;
    esac
}
key_type() { [ "$1" = ec256 ] && echo ecdsa-p256 || echo "pq8k-$1"; }

# the QEMU board and the flash's address (port.mk's FLASH_BASE) per platform
qemu_of()  { [ "$1" = m33 ] && echo "qemu-system-arm -M mps2-an505" || echo "qemu-system-arm -M mps2-an385"; }
flash_of() { [ "$1" = m33 ] && echo 0x10000000 || echo 0x0; }

# build_port S D: the port for S on $PLAT in D, on the platform's whole
# library (build/m3, build/m33: also built by make test's m3 and m33 stages);
# MCUBOOT_OWN_LIB=1 builds a library with S alone instead, as the bench does
build_port() {
    local s=$1 d=$2 sign=pq8k lib=build/$PLAT flags=
    [ "$s" = ec256 ] && sign=ec256
    if [ "${MCUBOOT_OWN_LIB:-0}" = 1 ]; then lib=$d/lib; flags=$(lib_flags "$s"); fi
    if [ $sign = pq8k ] && ! make --no-print-directory -j"$JOBS" PLATFORM="$PLAT" B="$lib" \
            EXTRA_CFLAGS="$flags" lib >"$d/lib.log" 2>&1; then
        tail -20 "$d/lib.log"; return 1
    fi
    # MCUboot's scheme-independent objects are shared by the platform's builds of one signature type
    make --no-print-directory -j"$JOBS" -f $PORTMK O="$d/port" MCUBOOT=$MCB SIGN=$sign PORT_PLATFORM="$PLAT" \
        MCUBOOT_OBJ="$OUT/$PLAT/mcuboot-obj-$sign${MCUBOOT_OWN_LIB:+-$s}" \
        SCHEME="$(scheme_id "$s")" PQ8K_B="$lib" PQ8K_CFLAGS="$flags" \
        KEYHDR="$d/gen/port_key.h" >"$d/port.log" 2>&1 || { tail -20 "$d/port.log"; return 1; }
}

# boot WHAT EXPECT CONTROL SLOT0 [SLOT1]: EXPECT is the versions the
# application reports, in order ("2.0.0 1.0.0"), or "none"
boot() {
    local what=$1 expect=$2 out rc=0 got
    $FLASH flash "$D/flash.bin" "$3" "$4" "${5:--}" || { bad "$CONF: $what: flash image"; return; }
    out=$(timeout 120 $(qemu_of "$PLAT") -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
          -kernel "$D/port/boot.elf" -device loader,file="$D/flash.bin",addr=$(($(flash_of "$PLAT") + 0x20000)) </dev/null 2>&1) || rc=$?
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
    CONF="$PLAT $s"; D=$OUT/$PLAT/$s; mkdir -p "$D/gen"
    $IMGTOOL keygen -t "$kt" -k "$D/vendor.key" >/dev/null &&
    $IMGTOOL keygen -t "$kt" -k "$D/attacker.key" >/dev/null &&
    $IMGTOOL getpub -k "$D/vendor.key" -o "$D/gen/port_key.h" ||
        { bad "$CONF: imgtool keygen/getpub"; return; }
    build_port "$s" "$D" || { bad "$CONF: port build"; return; }
    ok "$CONF: bootloader built ($(arm-none-eabi-size -A "$D/port/boot.elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} END{print t+d " B flash, " d+b " B static RAM"}'))"
    local app=$D/port/app.bin
    sign_img() { $IMGTOOL sign -k "$D/$1.key" "${SIGN_ARGS[@]}" --version "$2" "${@:4}" "$app" "$D/$3" >/dev/null; }
    sign_img vendor 1.0.0 v1.img && sign_img attacker 2.0.0 v2-foreign.img --pad ||
        { bad "$CONF: imgtool sign"; return; }
    boot "genuine image" "1.0.0" 0 "$D/v1.img"
    boot "upgrade signed by another key" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-foreign.img"
    case $s in hss|haetae2|xmss) return 0 ;; esac
    sign_img vendor 2.0.0 v2-test.img --pad && $FLASH truncate-sig "$D/v2-test.img" "$D/v2-truncated.img" ||
        { bad "$CONF: imgtool sign"; return; }
    if [ "$s" = mldsa44 ]; then
        sign_img vendor 2.0.0 v2-confirmed.img --pad --confirm && sign_img vendor 0.5.0 v0-down.img --pad &&
        $FLASH flip "$D/v2-test.img" "$D/v2-tampered.img" 0x210 && $FLASH flip "$D/v1.img" "$D/v1-tampered.img" 0x210 ||
            { bad "$CONF: imgtool sign"; return; }
    fi

    boot "test upgrade, not confirmed" "2.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-test.img"
    boot "upgrade with a truncated signature TLV" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-truncated.img"
    [ "$s" = mldsa44 ] || return 0
    boot "confirmed upgrade" "2.0.0 2.0.0" 1 "$D/v1.img" "$D/v2-confirmed.img"
    boot "tampered upgrade" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v2-tampered.img"
    boot "downgrade (0.5.0 over 1.0.0)" "1.0.0 1.0.0" 1 "$D/v1.img" "$D/v0-down.img"
    boot "tampered primary image" none 0 "$D/v1-tampered.img"
    [ "$PLAT" = m3 ] && fault_campaign "$s"
}

# the short fault campaign on the bootloader of run_scheme's $D
fault_campaign() {
    local out
    $FLASH replay-sig "$D/v1.img" "$D/v2-test.img" "$D/v1-replayed.img" &&
    $FLASH flash "$D/replayed-flash.bin" 0 "$D/v1-replayed.img" || { bad "$CONF: fault campaign image"; return; }
    if out=$(bash scripts/mcuboot-fault.sh --short "$D/port/boot.elf" "$D/replayed-flash.bin" \
             "mcuboot-$PLAT-$1" 2>&1); then
        ok "$CONF: fault campaign (short): $(grep '^mcuboot-fault' <<<"$out" |
            sed 's/^mcuboot-fault [^ ]* //' | paste -sd ';' -)"
    else
        bad "$CONF: fault campaign (short)"; echo "$out" | tail -15
    fi
}

schemes_of() {
    if [ -n "${MCUBOOT_SCHEMES:-}" ]; then echo "$MCUBOOT_SCHEMES"
    elif [ "$1" = m3 ]; then echo "mldsa44 lms hss haetae2 xmss ec256"
    else echo "mldsa44 ec256"; fi
}
for PLAT in ${MCUBOOT_PLATFORMS:-m3 m33}; do
    for s in $(schemes_of "$PLAT"); do
        run_scheme "$s"
    done
done
finish
