#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The MCUboot rows of the bench (operation mcuboot_validate, docs/mcuboot.md):
# the bare-metal MCUboot port (integrations/mcuboot/port) on QEMU mps2-an385,
# Cortex-M3 -Os, with pq8k's signature type and a library of that scheme
# alone, beside the same port with MCUboot's own ECDSA-P256 (tinycrypt).
# Per scheme, one genuine image in the primary slot and an empty secondary:
#   flash_bytes       the whole bootloader (.text + .data of boot.elf)
#   stack_bytes       painted high-water mark of boot_go (validation included)
#   static_ram_bytes  .data + .bss of the whole bootloader
#   ram_total_bytes   stack + static
#   instructions      boot_go, i.e. one validation: image hash + signature
#   context_bytes     MCUboot's sector buffers (sector_buffers), named apart
#                     (they are inside static_ram_bytes)
# First imgtool's whole test suite with every pq8k key type (a gate: the
# step fails if a test fails). Then the fault campaign on the ML-DSA-44 bootloader (scripts/mcuboot-fault.sh
# --full: every single instruction skip and flag flip in the decision window
# of an image with a replayed signature): rows fault_skip and fault_flip,
# scheme mcuboot-mldsa44 (the example bootloader's rows are scheme mldsa44),
# runs = faults injected, wrong_boots = runs that started the image (must be
# 0), instructions = the window as QEMU counts it, flash_bytes = the
# bootloader. The campaign needs mldsa44 among the schemes.
# Writes CSV rows (bench/collect.py --mcuboot reads them):
#   bench/mcuboot-bench.sh OUT_CSV [SCHEME...]
set -euo pipefail
cd "$(dirname "$0")/.."
CSV=${1:?usage: mcuboot-bench.sh OUT_CSV [SCHEME...]}; shift
SCHEMES=("${@:-mldsa44 mldsa65 mldsa87 slhdsa-sha2-128s lms hss haetae2 xmss ec256}")
# shellcheck disable=SC2206
SCHEMES=(${SCHEMES[*]})
OUT=build/bench/mcuboot
JOBS=${JOBS:-2}
PLUGIN=build/bench/qemu_insn_plugin.so
MCB=build/mcuboot/mcuboot
export PYTHONPATH=$PWD/python PQ8K_LIB=$PWD/build/pylib/libpq8k.so PQ8K_CLI=$PWD/build/host/pq8k
export PQ8K_LMS_SET=sha256_m32_h5_w8 PQ8K_HSS_SET=sha256_m32_h5_w8,sha256_m32_h5_w8
export PQ8K_XMSS_SET=SHA2_10_256
IMGTOOL="/usr/bin/python3 $PWD/$MCB/scripts/imgtool.py"
NM=arm-none-eabi-nm

rm -rf "$OUT"; mkdir -p "$OUT"
make --no-print-directory -s -j"$JOBS" cli pylib bench-plugin >"$OUT/host.log" 2>&1
bash integrations/mcuboot/apply.sh "$OUT/tree" >"$OUT/apply.log"
MCB=$OUT/tree/mcuboot
IMGTOOL="/usr/bin/python3 $PWD/$MCB/scripts/imgtool.py"

# imgtool's whole suite with every pq8k key type (make mcuboot-check runs a
# subset: the slow types' tests, ML-DSA-65/87, SLH-DSA and XMSS, run here)
(cd "$MCB/scripts" && timeout 3600 /usr/bin/python3 -m pytest -q -p no:cacheprovider tests) \
    >"$OUT/imgtool-tests.log" 2>&1
summary=$(tail -1 "$OUT/imgtool-tests.log")
echo "mcuboot-bench: imgtool test suite (full): $summary"
if ! grep -qE "^[0-9]+ passed" <<<"$summary" || grep -qE "[0-9]+ (failed|error)" <<<"$summary"; then
    grep -E '^FAILED' "$OUT/imgtool-tests.log" | head -10
    echo "mcuboot-bench: imgtool's suite failed" >&2; exit 1
fi

flags_of() {
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
id_of() {
    case $1 in
        mldsa44) echo PQ8K_MLDSA44 ;; mldsa65) echo PQ8K_MLDSA65 ;; mldsa87) echo PQ8K_MLDSA87 ;;
        slhdsa-sha2-128s) echo PQ8K_SLHDSA_SHA2_128S ;; lms) echo PQ8K_LMS ;; hss) echo PQ8K_HSS ;;
        haetae2) echo PQ8K_HAETAE2 ;; xmss) echo PQ8K_XMSS ;;
    esac
}
# the bench's scheme names (bench/stream_encode.c, pq8k/schemes.def's tok)
bench_name() {
    case $1 in
        slhdsa-sha2-128s) echo slhdsa_sha2_128s ;; lms) echo lms_sha256_m32_h5_w8 ;;
        hss) echo hss_sha256_m32_h5_w8_l2 ;; xmss) echo xmss_sha2_10_256 ;; *) echo "$1" ;;
    esac
}

echo "platform,scheme,operation,stack_bytes,ram_total_bytes,flash_bytes,instructions,runs,static_ram_bytes,context_bytes,ram_kb,wrong_boots,notes" >"$CSV"
for s in "${SCHEMES[@]}"; do
    D=$OUT/$s; mkdir -p "$D/gen"
    sign=pq8k; kt=pq8k-$s
    [ "$s" = ec256 ] && { sign=ec256; kt=ecdsa-p256; }
    $IMGTOOL keygen -t "$kt" -k "$D/vendor.key" >/dev/null
    $IMGTOOL getpub -k "$D/vendor.key" -o "$D/gen/port_key.h"
    if [ $sign = pq8k ]; then
        make --no-print-directory -j"$JOBS" PLATFORM=m3 B="$D/lib" EXTRA_CFLAGS="$(flags_of "$s")" lib \
            >"$D/lib.log" 2>&1 || { tail -20 "$D/lib.log"; exit 1; }
    fi
    make --no-print-directory -j"$JOBS" -f integrations/mcuboot/port/port.mk O="$D/port" MCUBOOT="$MCB" \
        SIGN=$sign SCHEME="$(id_of "$s")" PQ8K_B="$D/lib" PQ8K_CFLAGS="$(flags_of "$s")" RAM_KB=16 \
        KEYHDR="$D/gen/port_key.h" >"$D/port.log" 2>&1 || { tail -20 "$D/port.log"; exit 1; }
    $IMGTOOL sign -k "$D/vendor.key" --header-size 0x200 --pad-header --align 4 --max-align 8 \
        --slot-size 0x20000 --version 1.0.0 "$D/port/app.bin" "$D/v1.img" >/dev/null
    python3 integrations/mcuboot/port/flash_image.py flash "$D/flash.bin" 0 "$D/v1.img"
    elf=$D/port/boot.elf
    start=$($NM "$elf" | awk '$3 == "hal_bench_start" { print "0x" $1 }')
    stop=$($NM "$elf" | awk '$3 == "hal_bench_stop" { print "0x" $1 }')
    timeout 300 qemu-system-arm -M mps2-an385 -nographic -monitor none -serial none \
        -semihosting-config enable=on,target=native -plugin "$PLUGIN,start=$start,stop=$stop,out=$D/boot.insns" \
        -kernel "$elf" -device loader,file="$D/flash.bin",addr=0x20000 </dev/null >"$D/boot.out" 2>&1 ||
        { cat "$D/boot.out"; echo "mcuboot-bench: $s did not boot" >&2; exit 1; }
    grep -q '^APP version=1.0.0' "$D/boot.out" || { cat "$D/boot.out"; exit 1; }
    stack=$(sed -n 's/^MCUBOOT boot .* stack=\([0-9]*\)$/\1/p' "$D/boot.out")
    insns=$(head -1 "$D/boot.insns" | tr -dc 0-9)
    read -r text data bss < <(arm-none-eabi-size -A "$elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} END{print t, d, b}')
    sect=$((16#$($NM -S "$elf" | awk '$4 == "sector_buffers" { print $2 }')))
    static=$((data + bss))
    echo "m3,$(bench_name "$s"),mcuboot_validate,$stack,$((stack + static)),$((text + data)),$insns,1,$static,$sect,16,,MCUboot 2d4bacc3 port (swap-scratch; 2x128 KiB slots); $sign; whole bootloader; context_bytes = MCUboot sector buffers" >>"$CSV"
    echo "mcuboot-bench: $s flash $((text + data)) stack $stack static $static insns $insns"
done

# the fault campaign on the ML-DSA-44 bootloader (its build above)
D=$OUT/mldsa44
if [ -f "$D/port/boot.elf" ]; then
    $IMGTOOL sign -k "$D/vendor.key" --header-size 0x200 --pad-header --align 4 --max-align 8 \
        --slot-size 0x20000 --version 2.0.0 "$D/port/app.bin" "$D/v2.img" >/dev/null
    python3 integrations/mcuboot/port/flash_image.py replay-sig "$D/v1.img" "$D/v2.img" "$D/v1-replayed.img"
    python3 integrations/mcuboot/port/flash_image.py flash "$D/replayed.bin" 0 "$D/v1-replayed.img"
    : >"$D/fault.csv"
    bash scripts/mcuboot-fault.sh --full "$D/port/boot.elf" "$D/replayed.bin" mcuboot-mldsa44 "$D/fault.csv" ||
        { echo "mcuboot-bench: fault campaign failed" >&2; exit 1; }
    while IFS=, read -r label model runs boots w total flash qcount; do
        echo "m3,$label,fault_$model,,,$flash,$qcount,$runs,,,16,$boots,MCUboot port bootloader (ML-DSA-44); image with a replayed signature; faults at the last $w of $total instructions of the decision window (pq8k_verify_final to boot_reject)" >>"$CSV"
        echo "mcuboot-bench: fault campaign $model: $boots wrong boots of $runs runs (window $total instructions)"
    done <"$D/fault.csv"
fi
