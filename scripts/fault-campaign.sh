#!/usr/bin/env bash
# The fault-injection campaign on the secure-boot example (docs/boot-image.md,
# "Fault campaign"): bench/fault_sim.py (Unicorn) runs the ML-DSA-44
# bootloader for the 8 KB Cortex-M3 on an image whose signature is invalid
# (the header and payload of version 7 with the signature of version 8: a
# replayed signature, every unkeyed check passes) and injects one fault per
# run in the decision window.
#
#   --short   (make test) exactly the last 10,000 instructions of the window:
#             instruction skip and flag flip, hardened and plain build
#   --full    (make bench) the last 10,000 instructions, widened back to the
#             whole of pq8k_verify_final and the scheme's last comparisons:
#             skip and flip on both builds, and 100,000 sampled pairs of
#             skips on the hardened build
#   --csv F   write the rows for bench/collect.py to F
#
# First the unfaulted run must agree with QEMU: the same verdict line and the
# same instruction count between the window markers (bench/qemu_insn_plugin.c).
# Fails if they differ or if the hardened build boots under a single skip or
# flag flip. Keys are fixed (keygen --seed) and signatures deterministic, so
# the figures repeat.
set -uo pipefail
cd "$(dirname "$0")/.."

MODE=short; CSV=
while [ $# -gt 0 ]; do
    case $1 in
        --short) MODE=short ;;
        --full) MODE=full ;;
        --csv) CSV=$2; shift ;;
        *) echo "usage: $0 [--short|--full] [--csv FILE]" >&2; exit 2 ;;
    esac
    shift
done
PY=/usr/bin/python3   # Debian's, with python3-unicorn (scripts/ensure-deps.sh)
OUT=${FAULT_OUT:-build/fault}
CLI=build/host/pq8k
JOBS=${JOBS:-2}
SCHEME=mldsa44
CONFIG="-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1"
QEMU="qemu-system-arm -M mps2-an385"
SEED=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
rm -rf "$OUT"; mkdir -p "$OUT/gen"
fail() { echo "FAIL fault campaign: $*"; exit 1; }

make --no-print-directory -j"$JOBS" cli bench-plugin >"$OUT/tools.log" 2>&1 || { tail -20 "$OUT/tools.log"; fail "cli build"; }
$CLI keygen -s $SCHEME --seed $SEED -o "$OUT/vendor" >/dev/null || fail keygen
$CLI pkdigest -s $SCHEME -p "$OUT/vendor.pk" --c-header BOOT_PK -o "$OUT/gen/boot_pk.h" || fail pkdigest
python3 -c "import struct; open('$OUT/counter.bin','wb').write(struct.pack('<II', 5, 0xFFFFFFFF ^ 5))"
[ -n "$CSV" ] && : >"$CSV"

# variant NAME HARDENED: build, check against QEMU, run the campaign
variant() {
    local name=$1 h=$2 B=$OUT/$1 models window pairs=0 start stop qcount qline golden
    make --no-print-directory -j"$JOBS" PLATFORM=m3 B="$B" BOOT_GEN="$OUT/gen" BOOT_HARDENED="$h" \
        EXTRA_CFLAGS="$CONFIG -DPQ8K_CONFIG_FAULT_HARDENING=$h" lib boot-fw >"$OUT/build-$name.log" 2>&1 ||
        { tail -20 "$OUT/build-$name.log"; fail "$name build"; }
    local FW=$B/boot/boot.elf
    $CLI image sign -s $SCHEME -k "$OUT/vendor.sk" --deterministic -p "$OUT/vendor.pk" -i "$B/boot/app.bin" \
        -V 7 -o "$B/v7.img" >/dev/null &&
    $CLI image sign -s $SCHEME -k "$OUT/vendor.sk" --deterministic -p "$OUT/vendor.pk" -i "$B/boot/app.bin" \
        -V 8 -o "$B/v8.img" >/dev/null || fail "$name image sign"
    python3 -c "import sys; a=open(sys.argv[1],'rb').read(); b=open(sys.argv[2],'rb').read(); n=128+int.from_bytes(a[12:16],'little'); open(sys.argv[3],'wb').write(a[:n]+b[n:])" \
        "$B/v7.img" "$B/v8.img" "$B/forged.img"

    # QEMU: verdict and instruction count of the window
    start=$(arm-none-eabi-nm "$FW" | awk '$3 == "hal_bench_start" { print "0x" $1 }')
    stop=$(arm-none-eabi-nm "$FW" | awk '$3 == "hal_bench_stop" { print "0x" $1 }')
    # shellcheck disable=SC2086
    timeout 120 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
        -plugin "build/bench/qemu_insn_plugin.so,start=$start,stop=$stop,out=$B/qemu.insns" -kernel "$FW" \
        -device "loader,file=$OUT/counter.bin,addr=0xF000" -device "loader,file=$B/forged.img,addr=0x10000" \
        </dev/null >"$B/qemu.out" 2>&1
    qcount=$(head -1 "$B/qemu.insns")
    qline=$(grep '^BOOT ' "$B/qemu.out")
    grep -q '^BOOT reject reason=bad-signature' <<<"$qline" || fail "$name: QEMU did not refuse the forged image: $qline"

    if [ $MODE = short ]; then
        window="10000 --exact"
        models=skip,flip
    else
        window=10000; models=skip,flip
        [ "$h" = 1 ] && { models=skip,flip,skip2; pairs=100000; }
    fi
    nice -n 10 $PY bench/fault_sim.py --elf "$FW" --image "$B/forged.img" --counter "$OUT/counter.bin" \
        --ram-kb 8 --window $window --models $models --pairs $pairs --label "$name" \
        ${CSV:+--csv "$B/rows.csv"} >"$B/campaign.out" 2>&1 || { cat "$B/campaign.out"; fail "$name: fault_sim failed"; }
    golden=$(grep '^golden' "$B/campaign.out")
    echo "$golden"
    echo "qemu   $name window_insns=$qcount verdict=$qline"
    grep -q " window_insns=$qcount " <<<"$golden" || fail "$name: Unicorn and QEMU count the window differently"
    grep -qF "verdict=$qline" <<<"$golden" || fail "$name: Unicorn and QEMU reach different verdicts"
    grep -E '^(campaign|  boots)' "$B/campaign.out"
    if [ "$h" = 1 ] && grep -E '^campaign .* model=(skip|flip) ' "$B/campaign.out" | grep -vq ' wrong_boots=0 '; then
        fail "the hardened build boots the forged image under a single fault"
    fi
    if [ -n "$CSV" ]; then
        local flash
        flash=$(arm-none-eabi-size -A "$FW" | awk '$1==".text"{t=$2} $1==".data"{d=$2} END{print t+d}')
        while IFS=, read -r label model runs boots w total; do
            echo "$label,$model,$runs,$boots,$w,$total,$flash,$qcount"
        done <"$B/rows.csv" >>"$CSV"
    fi
}

variant hardened 1
variant unhardened 0
echo "fault campaign ($MODE): ok"
