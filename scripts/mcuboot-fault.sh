#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The fault campaign on the MCUboot bootloader (issue 26; docs/mcuboot.md,
# "Fault-injection hardening"): bench/fault_sim.py --layout mcuboot runs the
# bare-metal port's boot.elf (Cortex-M3, mps2-an385) on flash whose primary
# slot holds an image with a replayed signature (flash_image.py replay-sig:
# the header, payload and hash TLV of one image, the genuine stream TLV of
# another image of the same key; every unkeyed check passes, the signature
# check must refuse it), one fault per run in the decision window: from the
# entry of pq8k_verify_final (the verifier's last comparisons; the stream has
# been read) through bootutil's and boot_go's FIH decisions to the entry of
# the port's boot_reject (boot_main.c: the refusal, nothing starts). Models: every instruction skipped, every flag N, Z,
# C, V flipped before every instruction.
#
#   scripts/mcuboot-fault.sh --short|--full ELF FLASH LABEL [CSV]
#     --short  (make mcuboot-check) the last 1,500 instructions of the window
#     --full   (make bench) the whole window
#   CSV: append "LABEL,model,runs,wrong_boots,faulted,window,flash,qemu_window"
#   lines (bench/mcuboot-bench.sh turns them into the bench's rows)
#
# First the unfaulted run must agree with QEMU: the same verdict line and the
# same instruction count of the window (bench/qemu_insn_plugin.c). Fails if
# they differ or if any single fault boots the image. Prints one line per
# model, "mcuboot-fault LABEL model=M runs=N wrong_boots=W window=..".
set -uo pipefail
cd "$(dirname "$0")/.."

MODE=${1:?usage: mcuboot-fault.sh --short|--full ELF FLASH LABEL [CSV]}
ELF=${2:?ELF}; FLASH_BIN=${3:?FLASH}; LABEL=${4:?LABEL}; CSV=${5:-}
PY=/usr/bin/python3   # Debian's, with python3-unicorn (scripts/ensure-deps.sh)
PLUGIN=build/bench/qemu_insn_plugin.so
START=pq8k_verify_final
STOP=boot_reject
D=$(dirname "$ELF")/fault-$LABEL
rm -rf "$D"; mkdir -p "$D"
fail() { echo "FAIL mcuboot fault campaign $LABEL: $*"; exit 1; }

case $MODE in
    --short) window="1500 --exact" ;;
    --full) window="1000000000" ;;
    *) fail "mode $MODE" ;;
esac
[ -f "$PLUGIN" ] || make --no-print-directory bench-plugin >"$D/plugin.log" 2>&1 || fail "bench-plugin build"

addr() { arm-none-eabi-nm "$ELF" | awk -v f="$1" '$3 == f { print "0x" $1 }'; }
timeout 120 qemu-system-arm -M mps2-an385 -nographic -monitor none -serial none \
    -semihosting-config enable=on,target=native \
    -plugin "$PLUGIN,start=$(addr $START),stop=$(addr $STOP),out=$D/qemu.insns" \
    -kernel "$ELF" -device loader,file="$FLASH_BIN",addr=0x20000 </dev/null >"$D/qemu.out" 2>&1
qcount=$(head -1 "$D/qemu.insns" 2>/dev/null)
qline=$(grep '^MCUBOOT ' "$D/qemu.out" | tail -1)
[ "$qline" = "MCUBOOT no bootable image" ] && [ -n "$qcount" ] ||
    fail "QEMU did not refuse the image with the replayed signature: '$qline'"

# the RAM the bootloader was linked with (port.mk's RAM_KB): the top of its stack
top=$(arm-none-eabi-nm "$ELF" | awk '$3 == "__stack_top" { print $1 }')
# shellcheck disable=SC2086
nice -n 10 $PY bench/fault_sim.py --layout mcuboot --elf "$ELF" --image "$FLASH_BIN" \
    --ram-kb $(((0x$top - 0x20000000) / 1024)) --start-marker $START --stop-marker $STOP --verdict-prefix 'MCUBOOT ' --window $window \
    --models skip,flip --label "$LABEL" --csv "$D/rows.csv" >"$D/campaign.out" 2>&1 ||
    { cat "$D/campaign.out"; fail "fault_sim failed"; }
golden=$(grep '^golden' "$D/campaign.out")
grep -q " window_insns=$qcount " <<<"$golden" ||
    fail "Unicorn and QEMU count the window differently: $golden; QEMU $qcount"
grep -qF "verdict=$qline" <<<"$golden" || fail "Unicorn and QEMU reach different verdicts: $golden"
flash=$(arm-none-eabi-size -A "$ELF" | awk '$1==".text"{t=$2} $1==".data"{d=$2} END{print t+d}')
while IFS=, read -r label model runs boots w total; do
    echo "mcuboot-fault $label model=$model runs=$runs wrong_boots=$boots window=$total faulted=$w"
    [ -n "$CSV" ] && echo "$label,$model,$runs,$boots,$w,$total,$flash,$qcount" >>"$CSV"
done <"$D/rows.csv"
grep -E '^  boots' "$D/campaign.out"
grep -E '^campaign ' "$D/campaign.out" | grep -vq ' wrong_boots=0 ' &&
    fail "a single fault boots the image with the replayed signature"
exit 0
