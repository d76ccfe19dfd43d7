#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make demo`: the feature-activation case end to end, then HAETAE on the device.
#
#  1. The vendor (host, pq8k CLI) makes an ML-DSA-44 key, signs a 33-byte
#     activation code, turns pk + signature into a stream, and exports the
#     pk digest as a C header.
#  2. That header is compiled into a verifier firmware for the emulated
#     Cortex-M3 (QEMU mps2-an385) linked with exactly 8 KB of RAM.
#  3. The device receives the code and the stream in 64-byte packets and
#     prints its verdict; then a tampered code and a foreign key are rejected.
#     The ML-DSA-44 round also runs on the boards that really have that
#     little RAM: the STM32F100 (QEMU stm32vldiscovery, 8 KB of SRAM) and the
#     BBC micro:bit (QEMU microbit, Cortex-M0, 16 KB of SRAM).
#     Steps 1-3 run for ML-DSA-44, again for SLH-DSA-SHA2-128s, HAETAE-2
#     and LMS (a stateful SP 800-208 key: the CLI's key file advances before
#     each signature); each firmware is built with that one scheme, so it
#     pays only for it.
#  4. HAETAE-2/3/5 keygen, sign and verify run on the emulated Cortex-M4
#     (signing like HAETAE v1.2.0, or v1.1.2 with DEMO_HAETAE_V112=1).
#  5. The same on the micro:bit's Cortex-M0, in its 16 KB of SRAM.
#
# Build output goes to build/demo/*.log; the script fails if any verdict is
# not the expected one. DEMO_SLHDSA=0 skips the SLH-DSA round, DEMO_HAETAE=0 the
# HAETAE-2 round and parts 4 and 5, DEMO_LMS=0 the LMS round, DEMO_SMALL_BOARDS=""
# the rounds on the STM32F100 and the micro:bit (default: "f100 m0").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

OUT=build/demo
JOBS=${JOBS:-2}
CODE='FEAT=HEATED_SEATS;VIN=WVW4711;V=1'     # the activation code: 33 bytes
TAMPERED='FEAT=HEATED_SEATS;VIN=WVW4712;V=1'  # the same code re-targeted to another car

rm -rf "$OUT/host" "$OUT/bus" "$OUT/gen"
mkdir -p "$OUT/host" "$OUT/bus" "$OUT/gen"
CLI=build/host/pq8k
H=$OUT/host

fail() { echo "demo: $*" >&2; exit 1; }

# make with its output in a log; the log's tail on failure
build() {
    local log=$1; shift
    make --no-print-directory -j"$JOBS" "$@" >"$log" 2>&1 || { tail -30 "$log"; fail "build failed (log: $log)"; }
}

# 10648 -> 10,648
num() { sed -E ':a; s/^([0-9]+)([0-9]{3})/\1,\2/; ta' <<<"$1"; }

echo "== pq8k demo: a feature-activation code verified by an 8 KB Cortex-M3 =="
echo
echo "[host] building the pq8k CLI and the verifier firmware (log: $OUT/*.log)"
build "$OUT/cli.log" cli
[ "${#CODE}" = 33 ] || fail "the activation code must be 33 bytes"

# pq COMMAND ARGS...: the CLI for scheme $S; the stateful LMS/HSS keys have
# a command group of their own (`pq8k lms <command>`, key files with state)
pq() {
    case $S in
    lms:* | hss:*) local cmd=$1; shift
        if [ "$cmd" = keygen ]; then $CLI "${S%%:*}" keygen -t "${S#*:}" "$@"; else $CLI "${S%%:*}" "$cmd" "$@"; fi ;;
    *) local cmd=$1; shift; $CLI "$cmd" -s "$S" "$@" ;;
    esac
}

# where each platform's device runs
declare -A BOARD=([m3]="Cortex-M3 (QEMU mps2-an385)"
                  [f100]="STM32F100, Cortex-M3 (QEMU stm32vldiscovery, 8 KB of SRAM)"
                  [m0]="micro:bit, Cortex-M0 (QEMU microbit, 16 KB of SRAM)")

# activation SCHEME CONFIG LABEL PAPER [PLATFORMS]: steps 1-3 for one scheme,
# the device part on each platform (default m3)
activation() {
S=$1; CONFIG=$2; LABEL=$3; PAPER=$4; PLATS=${5:-m3}
D=${S//[:_]/-}   # for file names
rm -rf "$OUT/bus" "$OUT/gen/demo_pk_digest.h" "$H"/vendor.* "$H"/attacker.*; mkdir -p "$OUT/bus"
echo
echo "== $LABEL =="
# ---- 1. the vendor's side ----
pq keygen -o "$H/vendor" >/dev/null
echo "[host] vendor: pq8k keygen ($S: pk $(num "$(stat -c %s "$H/vendor.pk")") B, sk $(num "$(stat -c %s "$H/vendor.sk")") B)"
printf '%s' "$CODE" >"$H/code.bin"
printf '%s' "$TAMPERED" >"$H/tampered.bin"
pq sign -k "$H/vendor.sk" -m "$H/code.bin" -o "$H/code.sig" >/dev/null
pq stream -p "$H/vendor.pk" -g "$H/code.sig" -o "$H/code.stream" >/dev/null
pq verify -p "$H/vendor.pk" -m "$H/code.bin" -g "$H/code.sig" >/dev/null ||
    fail "the host does not accept its own signature"
echo "[host] vendor: signed the 33-byte code \"$CODE\" (signature $(num "$(stat -c %s "$H/code.sig")") B)"
echo "[host] vendor: pq8k stream -> $(num "$(stat -c %s "$H/code.stream")")-byte stream (pk and signature, arranged for low RAM)"
pq pkdigest -p "$H/vendor.pk" --c-header DEMO_PK_DIGEST -o "$OUT/gen/demo_pk_digest.h"
echo "[host] vendor: pq8k pkdigest --c-header -> $OUT/gen/demo_pk_digest.h (trusted digest, compiled into the firmware)"

# an attacker with a key pair of their own signs the genuine code
pq keygen -o "$H/attacker" >/dev/null
pq sign -k "$H/attacker.sk" -m "$H/code.bin" -o "$H/attacker.sig" >/dev/null
pq stream -p "$H/attacker.pk" -g "$H/attacker.sig" -o "$H/attacker.stream" >/dev/null

for P in $PLATS; do device_round "$P"; done
}

# device_round PLATFORM: steps 2 and 3 on one platform
device_round() {
P=$1
# ---- 2. the firmware ----
build "$OUT/$P-$D.log" PLATFORM="$P" B="$OUT/$P-$D" EXTRA_CFLAGS="$CONFIG" DEMO_GEN="$OUT/gen" DEMO_RAM_KB=8 \
    lib demo-fw-activate
FW=$OUT/$P-$D/demo/activate.elf
eval "$(make --no-print-directory -s PLATFORM="$P" bench-env)"
eval "$(python3 demo/fw_figures.py "$FW")"
[ "$RAM_LEN" = 8192 ] || fail "the firmware is linked with $RAM_LEN B of RAM, not 8,192"
echo
echo "[host] firmware: $FW for the ${BOARD[$P]}, linked with $(num "$RAM_LEN") B of RAM"

# ---- 3. the device ----
# run_device CODE_FILE STREAM_FILE EXPECT(accept|reject) WHAT
DEVICE_LINE=
run_device() {
    cp "$1" "$OUT/bus/code.bin"
    cp "$2" "$OUT/bus/stream.bin"
    echo
    echo "[$P] $4"
    local out rc=0
    # shellcheck disable=SC2086  # $QEMU is a command line
    out=$(timeout 120 $QEMU -nographic -monitor none -serial none \
            -semihosting-config enable=on,target=native -kernel "$FW" </dev/null 2>&1) || rc=$?
    grep -v '^DEMO ' <<<"$out" || true
    DEVICE_LINE=$(grep '^DEMO ' <<<"$out" || true)
    [ -n "$DEVICE_LINE" ] || fail "the device printed no verdict (exit $rc)"
    grep -q "verdict=$3 " <<<"$DEVICE_LINE" || fail "expected the device to $3"
    if [ "$3" = accept ]; then [ $rc = 0 ] || fail "device exit status $rc after accepting"; fi
    if [ "$3" = reject ]; then [ $rc != 0 ] || fail "device exit status 0 after rejecting"; fi
}
field() { sed -E "s/.* $1=([0-9,]+).*/\1/" <<<"$DEVICE_LINE" | tr -d ,; }

run_device "$H/code.bin" "$H/code.stream" accept "genuine code, vendor's key and signature"
ctx=$(field context); stack=$(field stack); pkt=$(field packet)
total=$((ctx + stack + LIB_RAM + pkt))
echo "  RAM:   verifier context $(num "$ctx") + peak stack $(num "$stack") + library .data/.bss $(num "$LIB_RAM")"
echo "         + packet buffer $(num "$pkt") = $(num "$total") B ($PAPER)"
echo "         (whole firmware: $(num "$FW_STATIC") B .data/.bss incl. context, packet and code buffers, of $(num "$RAM_LEN") B)"
echo "  flash: pq8k code $(num "$LIB_FLASH") B, $(num $((LIB_FLASH - LIB_HASH))) B without Keccak/SHA-2;" \
     "whole firmware $(num "$FW_FLASH") B"

run_device "$H/tampered.bin" "$H/code.stream" reject "tampered code (VIN changed), genuine stream"
run_device "$H/code.bin" "$H/attacker.stream" reject "genuine code signed by a foreign key, streamed with that key"
echo
echo "[demo] $LABEL feature activation on the ${BOARD[$P]}: genuine code accepted, tampered code and foreign key rejected."
}

activation mldsa44 '-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1' ML-DSA-44 \
    "the 2021 paper's Dilithium2 verifier: 8,048 B" "m3 ${DEMO_SMALL_BOARDS-f100 m0}"
if [ "${DEMO_SLHDSA:-1}" = 1 ]; then
    activation slhdsa-sha2-128s '-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_SLHDSA_SHA2_128S=1' SLH-DSA-SHA2-128s \
        "the 2021 paper's SPHINCS+-128s verifier: 6,904 B"
fi
if [ "${DEMO_HAETAE:-1}" = 1 ]; then
    activation haetae2 '-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_HAETAE2=1' HAETAE-2 \
        "the low-stack HAETAE paper's one-shot verify: 4.7 KB of stack plus the signature"
fi

if [ "${DEMO_LMS:-1}" = 1 ]; then
    activation lms:sha256_m32_h10_w4 '-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1' \
        "LMS (SP 800-208: LMS_SHA256_M32_H10 / LMOTS_SHA256_N32_W4, a stateful key of 1,024 signatures)" \
        "wolfBoot's LMS verifier: a 1,320 B stack limit alone"
fi

# ---- 4. HAETAE on the device ----
[ "${DEMO_HAETAE:-1}" = 1 ] || exit 0
echo
echo "== HAETAE on the device: keygen, sign and verify on the emulated Cortex-M4 =="
seed=$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')
printf '/* written by scripts/demo.sh: the demo firmware'"'"'s RNG seed */\n#define PQ8K_DEMO_SEED "%s"\n' \
    "$seed" >"$OUT/gen/demo_seed.h"
hflags=()
[ "${DEMO_HAETAE_V112:-0}" = 1 ] && hflags=(EXTRA_CFLAGS=-DPQ8K_CONFIG_HAETAE_V112=1)
# haetae_device PLATFORM QEMU-BOARD TITLE: keygen, sign and verify of every level on the device
haetae_device() {
local P=$1 TITLE=$2 HB=$OUT/$1${hflags:+-v112}
build "$OUT/$P.log" PLATFORM="$P" B="$HB" DEMO_GEN="$OUT/gen" DEMO_HAETAE_RAM_KB=16 \
    "${hflags[@]}" lib demo-fw-haetae
eval "$(make --no-print-directory -s PLATFORM="$P" bench-env)"
HFW=$HB/demo/haetae.elf
echo "[host] firmware: $HFW for the $TITLE, linked with 16,384 B of RAM;"
echo "       its RNG is seeded by the host at build time (the emulated board has no TRNG)"
rc=0
# shellcheck disable=SC2086
out=$(timeout 600 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
    -kernel "$HFW" </dev/null 2>&1) || rc=$?
echo "$out"
[ $rc = 0 ] || fail "HAETAE on the $TITLE failed (exit $rc)"
eval "$(python3 demo/fw_figures.py "$HFW")"
peak=$(grep -oE 'stack [0-9,]+' <<<"$out" | tr -d , | awk '$2 > m { m = $2 } END { print m }')
echo "  RAM:   firmware .data/.bss $(num "$FW_STATIC") B (key, signature and message buffers, RNG state)" \
     "+ deepest stack $(num "$peak") B = $(num $((FW_STATIC + peak))) of $(num "$RAM_LEN") B"
echo "  flash: pq8k code $(num "$LIB_FLASH") B (HAETAE-2/3/5 keygen, sign, verify); whole firmware $(num "$FW_FLASH") B"
echo "[demo] HAETAE-2/3/5 ($(grep -oE 'release: v[0-9.]+' <<<"$out" | cut -c10-)) on the $TITLE: keys made, messages signed and verified on the device."
}
haetae_device m4 "Cortex-M4 (QEMU mps2-an386)"

if [ -n "${DEMO_SMALL_BOARDS-f100 m0}" ]; then
    echo
    echo "== HAETAE on the micro:bit: keygen, sign and verify on its Cortex-M0, in its 16 KB =="
    haetae_device m0 "${BOARD[m0]}"
fi
