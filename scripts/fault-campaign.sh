#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The fault-injection campaigns on the secure-boot example (docs/boot-image.md,
# "Fault campaign"): bench/fault_sim.py (Unicorn) runs the ML-DSA-44
# bootloader for the 8 KB Cortex-M3, hardened and plain builds.
#
# 1. The decision window: an image whose signature is invalid (the header and
#    payload of version 7 with the signature of version 8: a replayed
#    signature, every unkeyed check passes), one fault per run in the window.
# 2. Anti-rollback, the whole boot (--whole-boot): with the counter sector
#    holding the records 2 and 5, a genuine image of version 3 (rolled back:
#    must be refused) and a genuine image of version 2^32 - 1 (must boot and
#    raise the counter to exactly that); every instruction of the boot
#    outside the verification call is faulted (skip, flag flip, register
#    zeroing) and a uniform sample inside it; a run counts as a wrong boot or
#    a corrupted counter (bench/fault_sim.py says which).
#
#   --short   (make test) 1: exactly the last 10,000 instructions of the
#             window, skip and flip, and 2,000 sampled pairs of skips on the
#             hardened build. 2: every instruction of the bootloader's
#             own code (boot.c, boot_counter.c) and 1,000 sampled others,
#             30 positions inside the verification; both builds
#   --full    (make bench) 1: the last 10,000 instructions, widened back to
#             the whole of pq8k_verify_final and the scheme's last
#             comparisons: skip and flip on both builds, and 100,000 sampled
#             pairs of skips on the hardened build. 2: exhaustive outside the
#             verification, 1,000 positions inside, both builds, and 10,000
#             sampled pairs of skips per image on the hardened build
#   --csv F   write the rows for bench/collect.py to F
#
# First the unfaulted run must agree with QEMU: the same verdict line and
# the same instruction count between the window markers
# (bench/qemu_insn_plugin.c); the whole boot: the same verdict line.
# Fails if they differ, if the hardened build boots the forged or the
# rolled-back image or corrupts the counter under a single fault, or if the
# plain build survives every single skip of the rolled-back image (then the
# campaign would be blind), or if the hardened build boots the forged image
# under a sampled pair of skips (issue 31 item 3). Keys are fixed (keygen --seed) and signatures
# deterministic, so the figures repeat.
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
# counter sectors as flash holds them (erased = all ones): one record (5), and
# two (2, then 5) for the anti-rollback campaign, so the scans compare
sector() { python3 -c "import struct,sys; r=b''.join(struct.pack('<II',int(v),0xFFFFFFFF^int(v)) for v in sys.argv[2:]); open(sys.argv[1],'wb').write(r+b'\xff'*(4096-len(r)))" "$@"; }
sector "$OUT/counter.bin" 5
sector "$OUT/counter-rb.bin" 2 5
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
        [ "$h" = 1 ] && { models=skip,flip,skip2; pairs=2000; }
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
    if [ "$h" = 1 ] && grep -E '^campaign .* model=skip2 ' "$B/campaign.out" | grep -vq ' wrong_boots=0 '; then
        fail "the hardened build boots the forged image under a sampled pair of skips"
    fi
    if [ -n "$CSV" ]; then
        local flash
        flash=$(arm-none-eabi-size -A "$FW" | awk '$1==".text"{t=$2} $1==".data"{d=$2} END{print t+d}')
        while IFS=, read -r label model runs boots w total; do
            echo "$label,$model,$runs,$boots,$w,$total,$flash,$qcount"
        done <"$B/rows.csv" >>"$CSV"
    fi
    rollback "$name" "$h"
}

# rollback NAME HARDENED: the whole-boot anti-rollback campaign on the build
# variant() made
rollback() {
    local name=$1 h=$2 B=$OUT/$1 FW=$OUT/$1/boot/boot.elf v qline golden opts models
    : >"$B/rb-rows.csv"
    for v in 3 4294967295; do
        $CLI image sign -s $SCHEME -k "$OUT/vendor.sk" --deterministic -p "$OUT/vendor.pk" -i "$B/boot/app.bin" \
            -V $v -o "$B/rb-$v.img" >/dev/null || fail "$name image sign (version $v)"
        # shellcheck disable=SC2086
        timeout 120 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
            -kernel "$FW" -device "loader,file=$OUT/counter-rb.bin,addr=0xF000" \
            -device "loader,file=$B/rb-$v.img,addr=0x10000" </dev/null >"$B/rb-$v.qemu" 2>&1
        qline=$(grep '^BOOT ' "$B/rb-$v.qemu")
        if [ $v = 3 ]; then
            grep -q '^BOOT reject reason=rollback' <<<"$qline" || fail "$name: QEMU did not refuse version 3: $qline"
        else
            grep -q '^BOOT accept .*counter 5 -> 4,294,967,295' <<<"$qline" || fail "$name: QEMU did not boot version 2^32-1: $qline"
        fi
        models=skip,flip,zero
        if [ $MODE = short ]; then
            opts="--outside-sample 1000 --sample 30"
        else
            opts="--sample 1000"
            [ "$h" = 1 ] && { models=skip,flip,zero,skip2; opts="$opts --pairs 10000"; }
        fi
        # shellcheck disable=SC2086
        nice -n 10 $PY bench/fault_sim.py --elf "$FW" --image "$B/rb-$v.img" --counter "$OUT/counter-rb.bin" \
            --ram-kb 8 --whole-boot --models $models $opts --label "$name-v$v" --csv "$B/rb-rows.csv" \
            >"$B/rb-$v.out" 2>&1 || { cat "$B/rb-$v.out"; fail "$name: fault_sim --whole-boot failed (version $v)"; }
        golden=$(grep '^golden' "$B/rb-$v.out")
        echo "$golden"
        grep -qF "verdict=$qline" <<<"$golden" || fail "$name: Unicorn and QEMU reach different verdicts (version $v)"
        grep -E '^(campaign|  fails)' "$B/rb-$v.out" | head -40
        if [ "$h" = 1 ] && grep -E '^campaign .* model=(skip|flip|zero) ' "$B/rb-$v.out" |
                grep -vq ' wrong_boots=0 counters_corrupted=0 '; then
            fail "the hardened build boots a rolled-back image or corrupts the counter under a single fault"
        fi
        if [ "$h" = 0 ] && [ $v = 3 ] && grep -E '^campaign .* model=skip ' "$B/rb-$v.out" | grep -q ' wrong_boots=0 '; then
            fail "the campaign finds no wrong boot of the plain build: it would not see a broken hardening"
        fi
    done
    if [ -n "$CSV" ]; then
        local flash
        flash=$(arm-none-eabi-size -A "$FW" | awk '$1==".text"{t=$2} $1==".data"{d=$2} END{print t+d}')
        # one row per fault model over both images: rollback-NAME,model,runs,wrong,corrupted,flash,
        # instructions of the genuine boot (version 2^32-1) outside the verification call,notes
        python3 - "$B/rb-rows.csv" "$name" "$flash" >>"$CSV" <<'PY'
import sys
rows, name, flash, own = {}, sys.argv[2], sys.argv[3], 0
for line in open(sys.argv[1]):
    label, model, runs, wrong, corrupt, n_out, n_in, total, verify = line.strip().split(',')
    image = label.rsplit('-v', 1)[1]
    if int(verify):
        own = int(total) - int(verify)
    r = rows.setdefault(model, [0, 0, 0, []])
    r[0] += int(runs); r[1] += int(wrong); r[2] += int(corrupt)
    r[3].append('version %s: %s runs at %s positions outside the verification call and %s inside; '
                '%s wrong boots; %s counters corrupted' % (image, runs, n_out, n_in, wrong, corrupt))
for model, (runs, wrong, corrupt, notes) in rows.items():
    print('rollback-%s,%s,%d,%d,%d,%s,%d,%s' % (name, model, runs, wrong, corrupt, flash, own, ' / '.join(notes)))
PY
    fi
}

variant hardened 1
variant unhardened 0
echo "fault campaign ($MODE): ok"
