#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make bench`: build the bench firmware (bench/firmware/*.c) for each target,
# run it under QEMU, collect bench/results.csv and bench/selfcheck.csv, and
# regenerate BENCHMARKS.md (and the README's results table) from them.
# Fails if a firmware fails, a result check fails or a harness self-check is off.
#
# Build products go to build/bench/<platform>/: the library and harness are
# compiled there with -fstack-usage -fcallgraph-info=su (same code as the
# normal build; the flags only add the .su/.ci files the stack bound reads).
# The streaming-verify firmware (stream_*: bench/stream_fw.c per mk/bench.mk) is built and run
# afterwards, one scheme per build: build/bench/stream-<scheme>/<platform>/
# (and ML-DSA-44 against the all-schemes library: build/bench/stream-default/);
# then the RIOT example (build/bench/riot/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

# Platforms: every bench firmware runs on PLATFORMS; the HAETAE signing
# variants on VARIANT_PLATFORMS; the streaming firmware on those and on
# f100 (the STM32F100's real 8 KB: no room for the 16 KB signing firmware).
# BENCH_PLATFORMS="m0 f100" restricts a run to some of them: such a partial
# run collects its rows into $OUT/partial-<platforms>/results.csv only and
# leaves bench/, BENCHMARKS.md, the RIOT step and the fault campaign alone;
# there BENCH_PARTS="main" or "stream" runs one of the two firmware sections
# and BENCH_STREAM_SCHEMES="mldsa44 falcon512" some of the streaming builds.
PLATFORMS=(m4 m3 rv32 m33 m0)
VARIANT_PLATFORMS=(m4 m3 rv32)
STREAM_PLATFORMS=("${PLATFORMS[@]}" f100)
PARTIAL=
PARTS="main stream"
if [ -n "${BENCH_PLATFORMS:-}" ]; then
    PARTIAL=1
    only() { local p; for p in "$@"; do [[ " $BENCH_PLATFORMS " = *" $p "* ]] && echo "$p"; done; true; }
    mapfile -t PLATFORMS < <(only "${PLATFORMS[@]}")
    mapfile -t VARIANT_PLATFORMS < <(only "${VARIANT_PLATFORMS[@]}")
    mapfile -t STREAM_PLATFORMS < <(only "${STREAM_PLATFORMS[@]}")
    PARTS=${BENCH_PARTS:-$PARTS}
    [[ " $PARTS " = *" main "* ]] || PLATFORMS=() VARIANT_PLATFORMS=()
    [[ " $PARTS " = *" stream "* ]] || STREAM_PLATFORMS=()
fi
OUT=build/bench
JOBS=${JOBS:-2}
TIMEOUT=${BENCH_TIMEOUT:-300}
STACK_FLAGS='-fstack-usage -fcallgraph-info=su'
PLUGIN=$OUT/qemu_insn_plugin.so

mkdir -p "$OUT"
make --no-print-directory -s bench-plugin

# BENCH_RESUME=1: a build directory whose firmware all ran, at this commit (a
# clean tree) and with the same flags, is kept instead of built and run again,
# so that an interrupted make bench goes on where it stopped
run_key() { echo "$(git rev-parse HEAD) $*"; }
reuse() { # reuse DIR FLAGS...: true (and says so) when DIR's runs can be kept
    local d=$1
    shift
    [ -n "${BENCH_RESUME:-}" ] && [ -z "$(git status --porcelain -uno)" ] &&
        [ -f "$d/bench/.ran" ] && [ "$(cat "$d/bench/.ran")" = "$(run_key "$@")" ] &&
        echo "bench: reusing $d (BENCH_RESUME)"
}
ran() { local d=$1; shift; run_key "$@" >"$d/bench/.ran"; }

# every bench firmware and its RAM, "<name> <KB>" (mk/bench.mk: bench/firmware/*.c
# and the streaming matrix it derives from the registry)
FW_LIST=$(make --no-print-directory -s bench-list)
# fw_ram_kb NAME: the RAM a bench firmware is linked with
fw_ram_kb() {
    local kb
    kb=$(awk -v n="$1" '$1 == n { print $2 }' <<<"$FW_LIST")
    echo "${kb:-8}"
}
# fw_exists NAME: make knows that firmware
fw_exists() { awk -v n="$1" '$1 == n { f = 1 } END { exit !f }' <<<"$FW_LIST"; }

# cycle_core PLATFORM: the core whose cycles the plugin models
# (bench/cortex_m_timing.h); the f100 board is a Cortex-M3.
cycle_core() {
    case $1 in f100) echo m3 ;; *) echo "$1" ;; esac
}

# run_firmware PLATFORM BUILD_DIR: runs every BUILD_DIR/bench/*.elf under QEMU
# (with $QEMU, $NM, $BOARD_RAM_KB and $QEMU_BIG from bench-env) into
# <name>.out, and on ARM <name>.insns (per run: instructions and the cycle
# model's cycles). A firmware linked with more RAM than the board has (m0:
# ML-DSA signing) runs the same code on $QEMU_BIG.
run_firmware() {
    local p=$1 B=$2 elf name start stop plugin qemu limit=$TIMEOUT
    # the micro:bit's Cortex-M0 needs more instructions and QEMU runs its
    # machine slower: HAETAE-5's 100 signatures take over 300 s there
    [ "$p" != m0 ] || limit=$((TIMEOUT * 4))
    for elf in "$B"/bench/*.elf; do
        name=$(basename "$elf" .elf)
        qemu=$QEMU
        if [ -n "$BOARD_RAM_KB" ] && [ "$(fw_ram_kb "$name")" -gt "$BOARD_RAM_KB" ]; then
            qemu=$QEMU_BIG
        fi
        plugin=()
        if [ "$p" != rv32 ]; then
            # ARM: the plugin counts between the two marker functions' entries
            start=$($NM "$elf" | awk '$3 == "hal_bench_start" { print "0x" $1 }')
            stop=$($NM "$elf" | awk '$3 == "hal_bench_stop" { print "0x" $1 }')
            plugin=(-plugin "$PLUGIN,start=$start,stop=$stop,out=$B/bench/$name.insns,cpu=$(cycle_core "$p")")
        fi
        # shellcheck disable=SC2086  # $QEMU is a command line
        if ! timeout "$limit" $qemu -nographic -monitor none -serial none \
                -semihosting-config enable=on,target=native "${plugin[@]}" -kernel "$elf" \
                </dev/null >"$B/bench/$name.out" 2>"$B/bench/$name.err"; then
            cat "$B/bench/$name.out" "$B/bench/$name.err" | tail -20
            echo "bench: $p/$name failed or timed out after ${limit}s" >&2
            exit 1
        fi
        grep -h '^BENCH ' "$B/bench/$name.out" | grep -v ' harness calibrate ' || true
    done
}

for p in "${PLATFORMS[@]}"; do
    B=$OUT/$p
    reuse "$B" main && continue
    rm -rf "$B/bench"
    mkdir -p "$B"
    # HAETAE bench inputs (KAT record 0) as flash constants, from the shared vectors
    python3 bench/haetae_bench_data.py "${VECTORS:-../shared/vectors}" "$B"
    echo "bench: building $p"
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" EXTRA_CFLAGS="$STACK_FLAGS" \
            lib bench-fw >"$OUT/build-$p.log" 2>&1; then
        tail -30 "$OUT/build-$p.log"
        echo "bench: $p build failed (log: $OUT/build-$p.log)" >&2
        exit 1
    fi
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"

    run_firmware "$p" "$B"
    ran "$B" main
done

# ---- HAETAE's faster signing variant: bench/firmware/haetae*_sign_ip.c ----
# The same signatures with PQ8K_CONFIG_HAETAE_SIGN_IP=1 (library and firmware),
# reported as operation "sign-ip" beside the default build's "sign".
VARIANT_DIRS=()
for p in "${VARIANT_PLATFORMS[@]}"; do
    B=$OUT/sign-ip/$p
    VARIANT_DIRS+=("$B")
    reuse "$B" sign-ip && continue
    rm -rf "$B/bench" "$B/bobj/bench"
    mkdir -p "$B"
    python3 bench/haetae_bench_data.py "${VECTORS:-../shared/vectors}" "$B"
    echo "bench: building $p HAETAE sign-ip"
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" \
            BENCH_ONLY="empty haetae2_sign_ip haetae3_sign_ip haetae5_sign_ip" \
            EXTRA_CFLAGS="$STACK_FLAGS -DPQ8K_CONFIG_HAETAE_SIGN_IP=1" \
            lib bench-fw >"$OUT/build-sign-ip-$p.log" 2>&1; then
        tail -30 "$OUT/build-sign-ip-$p.log"
        echo "bench: $p sign-ip build failed (log: $OUT/build-sign-ip-$p.log)" >&2
        exit 1
    fi
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"
    run_firmware "$p" "$B"
    ran "$B" sign-ip
done

# ---- HAETAE signing like v1.1.2: bench/firmware/haetae*_sign_v112.c ----
# PQ8K_CONFIG_HAETAE_V112=1 (library and firmware): the v1.1.2 signatures of the
# same inputs, reported as operation "sign-v112" beside the default (v1.2.0) "sign".
for p in "${VARIANT_PLATFORMS[@]}"; do
    B=$OUT/sign-v112/$p
    VARIANT_DIRS+=("$B")
    reuse "$B" sign-v112 && continue
    rm -rf "$B/bench" "$B/bobj/bench"
    mkdir -p "$B"
    python3 bench/haetae_bench_data.py "${VECTORS:-../shared/vectors}" "$B"
    echo "bench: building $p HAETAE sign-v112"
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" \
            BENCH_ONLY="empty haetae2_sign_v112 haetae3_sign_v112 haetae5_sign_v112" \
            EXTRA_CFLAGS="$STACK_FLAGS -DPQ8K_CONFIG_HAETAE_V112=1" \
            lib bench-fw >"$OUT/build-sign-v112-$p.log" 2>&1; then
        tail -30 "$OUT/build-sign-v112-$p.log"
        echo "bench: $p sign-v112 build failed (log: $OUT/build-sign-v112-$p.log)" >&2
        exit 1
    fi
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"
    run_firmware "$p" "$B"
    ran "$B" sign-v112
done

# ---- Streaming verification: stream_<scheme> (bench/stream_fw.c, mk/bench.mk) ----
# Each scheme's verify-only firmware links a library built with that scheme
# alone (pq8k/config.h: PQ8K_CONFIG_DEFAULT=0 and the scheme's switch 1, so
# the verifier context and the flash are that scheme's), in a build of its
# own, $OUT/stream-<scheme>/<platform>. The stream comes from the shared
# vectors through the library's own encoder (bench/stream_encode.c on the
# host). The legacy schemes need a LEGACY=1 library; make's warning is shown.
STREAM_SCHEMES=(mldsa44 mldsa65 mldsa87 mldsa44_compact mldsa65_compact mldsa87_compact
    slhdsa_sha2_128s slhdsa_sha2_128f slhdsa_sha2_192s slhdsa_sha2_192f slhdsa_sha2_256s slhdsa_sha2_256f
    slhdsa_shake_128s slhdsa_shake_128f slhdsa_shake_192s slhdsa_shake_192f slhdsa_shake_256s slhdsa_shake_256f
    falcon512 falcon1024 haetae2 haetae3 haetae5 rainbow1_classic gemss128
    lms_sha256_h10_w4 lms_sha256_h20_w8 hss_sha256_l2_h10_w8 lms_shake_m32_h10_w4
    xmss_sha2_10_256 xmssmt_sha2_20_2_256
    mldsa44_ecdsa_p256 mldsa65_ecdsa_p256 mldsa44_ed25519 mldsa65_ed25519)
[ -z "$PARTIAL" ] || [ -z "${BENCH_STREAM_SCHEMES:-}" ] || read -ra STREAM_SCHEMES <<<"$BENCH_STREAM_SCHEMES"
STREAM_DATA=$OUT/stream-data

legacy_warning() { grep -h 'BROKEN' "$1" | sort -u | sed 's/^/bench: /' >&2 || true; }

if [ ${#STREAM_PLATFORMS[@]} -gt 0 ]; then
    echo "bench: building the stream encoder (host, LEGACY=1)"
    rm -f "$OUT/host-legacy/stream_encode"
    if ! make --no-print-directory -j"$JOBS" PLATFORM=host LEGACY=1 B="$OUT/host-legacy" \
            EXTRA_CFLAGS=-DPQ8K_CONFIG_MLDSA_COMPACT=1 bench-encoder >"$OUT/build-host-legacy.log" 2>&1; then
        tail -30 "$OUT/build-host-legacy.log"
        echo "bench: stream encoder build failed (log: $OUT/build-host-legacy.log)" >&2
        exit 1
    fi
    legacy_warning "$OUT/build-host-legacy.log"
    rm -rf "$STREAM_DATA"
    python3 bench/stream_bench_data.py "${VECTORS:-../shared/vectors}" "$STREAM_DATA" \
        "$OUT/host-legacy/stream_encode" "${STREAM_SCHEMES[@]}"
fi

# (a partial run leaves the hash counts out: they are host figures)
if [ -z "$PARTIAL" ]; then
    # SLH-DSA: hash compressions / permutations of one stream verification (host)
    # against the minimum for the bench signature (collect.py --hash-counts)
    echo "bench: SLH-DSA hash calls against the minimum"
    if ! bash bench/slhdsa_hash_count.sh "$STREAM_DATA" $(printf '%s\n' "${STREAM_SCHEMES[@]}" | grep '^slhdsa_') \
            >"$OUT/slhdsa_hash_counts.csv" 2>"$OUT/slhdsa_hash_counts.log"; then
        cat "$OUT/slhdsa_hash_counts.log"
        echo "bench: SLH-DSA hash count failed" >&2
        exit 1
    fi

    # LMS / HSS / XMSS / XMSS^MT: SHA-256 compressions or Keccak permutations of one
    # stream verification (host) against the minimum (collect.py --hash-counts)
    echo "bench: LMS / XMSS hash calls against the minimum"
    if ! bash bench/stateful_hash_count.sh "$STREAM_DATA" \
            $(printf '%s\n' "${STREAM_SCHEMES[@]}" | grep -E '^(lms|hss|xmss)') \
            >"$OUT/stateful_hash_counts.csv" 2>"$OUT/stateful_hash_counts.log"; then
        cat "$OUT/stateful_hash_counts.log"
        echo "bench: LMS / XMSS hash count failed" >&2
        exit 1
    fi
fi

# The size profile (make PROFILE=size, docs/size-profile.md) is measured beside
# the speed profile on m3 and m4: the same firmware in $OUT/stream-size-<scheme>/<platform>,
# rows with profile "size" (collect.py). BENCH_SIZE_PLATFORMS overrides the list.
SIZE_PLATFORMS=${BENCH_SIZE_PLATFORMS-m3 m4}
profiles_of() { if [[ " $SIZE_PLATFORMS " = *" $1 "* ]]; then echo speed size; else echo speed; fi; }

STREAM_DIRS=()
for p in "${STREAM_PLATFORMS[@]}"; do
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"
    for s in "${STREAM_SCHEMES[@]}"; do
      for prof in $(profiles_of "$p"); do
        sfx=; [ "$prof" = speed ] || sfx=-size
        B=$OUT/stream$sfx-$s/$p
        # the broken legacy schemes stay off the small boards: GeMSS's and
        # Rainbow's public keys (352 KB, 161 KB) exceed or crowd their flash
        # (m0: 256 KB, f100: 128 KB)
        case $p/$s in m0/gemss128 | m0/rainbow1_classic | f100/rainbow1_classic | f100/gemss128) continue ;; esac
        STREAM_DIRS+=("$B")
        legacy=()
        case $s in rainbow1_classic | gemss128) legacy=(LEGACY=1) ;; esac
        # the config switches of the scheme (LMS / HSS: the id and the hash family)
        config="-DPQ8K_CONFIG_${s^^}=1"
        case $s in
        mldsa*_compact) config="-DPQ8K_CONFIG_${s%_compact}=1 -DPQ8K_CONFIG_MLDSA_COMPACT=1"
                        config=${config^^} ;;
        lms_sha256_*) config="-DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
        hss_sha256_*) config="-DPQ8K_CONFIG_HSS=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1" ;;
        lms_shake_m32_*) config="-DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_LMS_SHAKE_M32=1" ;;
        xmss_sha2_*_256) config="-DPQ8K_CONFIG_XMSS=1 -DPQ8K_CONFIG_XMSS_SHA2_256=1" ;;
        xmssmt_sha2_*_256) config="-DPQ8K_CONFIG_XMSSMT=1 -DPQ8K_CONFIG_XMSS_SHA2_256=1" ;;
        # composites: the ML-DSA level and the classical half as well
        mldsa*_ecdsa_p256) config="-DPQ8K_CONFIG_${s%%_*}=1 -DPQ8K_CONFIG_P256=1 -DPQ8K_CONFIG_${s}=1"
                           config=${config^^} ;;
        mldsa*_ed25519) config="-DPQ8K_CONFIG_${s%%_*}=1 -DPQ8K_CONFIG_ED25519=1 -DPQ8K_CONFIG_${s}=1"
                        config=${config^^} ;;
        esac
        fw="empty stream_$s"
        fw_exists "stream_${s}_oneshot" && fw+=" stream_${s}_oneshot"
        fw_exists "stream_${s}_reader" && fw+=" stream_${s}_reader"
        if [ "$p" = f100 ]; then
            # only what its 8 KB hold (ML-DSA-87 compact asks for 16 KB)
            [ "$(fw_ram_kb "stream_$s")" -le 8 ] || continue
            fw=$(for n in $fw; do [ "$(fw_ram_kb "$n")" -le 8 ] && echo "$n"; done | xargs)
        fi
        reuse "$B" stream "$prof" "$fw" "$config" && continue
        rm -rf "$B/bench" "$B/bobj/bench"
        mkdir -p "$B"
        log=$OUT/build-stream-$s-$p$sfx.log
        echo "bench: building $p $s${legacy:+ (LEGACY=1)}${sfx:+ (size profile)}"
        if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" PROFILE="$prof" B="$B" "${legacy[@]}" BENCH_ONLY="$fw" \
                EXTRA_CFLAGS="$STACK_FLAGS -DPQ8K_CONFIG_DEFAULT=0 $config -I$STREAM_DATA" \
                lib bench-fw >"$log" 2>&1; then
            tail -30 "$log"
            echo "bench: $p $s $prof build failed (log: $log)" >&2
            exit 1
        fi
        [ ${#legacy[@]} = 0 ] || legacy_warning "$log"
        run_firmware "$p" "$B"
        ran "$B" stream "$prof" "$fw" "$config"
      done
    done
    # the same ML-DSA-44 firmware against the default library (every scheme,
    # as `make lib` without SCHEMES builds it): operation stream_verify_default_build
    # (a partial run with its own scheme list leaves it out)
    [ -z "$PARTIAL" ] || [ -z "${BENCH_STREAM_SCHEMES:-}" ] || continue
    B=$OUT/stream-default/$p
    STREAM_DIRS+=("$B")
    reuse "$B" stream-default && continue
    rm -rf "$B/bench" "$B/bobj/bench"
    mkdir -p "$B"
    log=$OUT/build-stream-default-$p.log
    echo "bench: building $p mldsa44 against the default (all-schemes) library"
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" BENCH_ONLY="empty stream_mldsa44" \
            EXTRA_CFLAGS="$STACK_FLAGS -I$STREAM_DATA" lib bench-fw >"$log" 2>&1; then
        tail -30 "$log"
        echo "bench: $p default-build stream firmware failed (log: $log)" >&2
        exit 1
    fi
    run_firmware "$p" "$B"
    ran "$B" stream-default
done

# ---- the example bootloader (examples/bootloader, ML-DSA-44) in both profiles:
# flash of the whole firmware, row boot_firmware (its trusted digest: the
# stream data's; the boot itself runs in the fault campaign below)
BOOT_DIRS=()
for p in "${STREAM_PLATFORMS[@]}"; do
    [[ " $SIZE_PLATFORMS " = *" $p "* ]] || continue
    [ -e "$STREAM_DATA/mldsa44.digest" ] || continue
    for prof in speed size; do
        B=$OUT/boot-$prof/$p
        rm -rf "$B"
        mkdir -p "$B/gen"
        python3 - "$STREAM_DATA/mldsa44.digest" "$B/gen/boot_pk.h" <<'PY'
import sys
d = open(sys.argv[1], 'rb').read()
body = ', '.join('0x%02x' % b for b in d)
open(sys.argv[2], 'w').write('#ifndef BOOT_PK_H\n#define BOOT_PK_H\n#include <stdint.h>\n'
                             '#define BOOT_PK_SCHEME_NAME "ml-dsa-44"\n#define BOOT_PK_SCHEME PQ8K_MLDSA44\n'
                             '#define BOOT_PK_LEN %d\nstatic const uint8_t BOOT_PK[%d] = {%s};\n#endif\n'
                             % (len(d), len(d), body))
PY
        log=$OUT/build-boot-$p-$prof.log
        echo "bench: building the $p bootloader ($prof profile)"
        if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" PROFILE="$prof" B="$B" BOOT_GEN="$B/gen" \
                EXTRA_CFLAGS="-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_MLDSA44=1" lib boot-fw >"$log" 2>&1; then
            tail -30 "$log"
            echo "bench: $p bootloader ($prof) build failed (log: $log)" >&2
            exit 1
        fi
        BOOT_DIRS+=("$B")
    done
done

if [ -n "$PARTIAL" ]; then
    part=$OUT/partial-$(echo "$BENCH_PLATFORMS $PARTS" | tr ' ' '-')
    mkdir -p "$part"
    python3 bench/collect.py "$part" "${PLATFORMS[@]/#/$OUT/}" --extra "${VARIANT_DIRS[@]}" \
        --boot "${BOOT_DIRS[@]}" --stream "${STREAM_DIRS[@]}"
    echo "bench: partial run ($BENCH_PLATFORMS: $PARTS): rows in $part/results.csv; bench/ and BENCHMARKS.md unchanged"
    exit 0
fi

# ---- RIOT-OS: examples/riot on hifive1 (QEMU sifive_e, -icount) and its size
# on stm32f4discovery (scripts/riot-check.sh builds and runs it). The test
# generator is opted in so keygen and signing are the real calls; the figures
# are RIOT's build (-Os), rows riot-hifive1 and riot-stm32f4.
RIOT_DIR=$OUT/riot
rm -rf "$RIOT_DIR"
echo "bench: RIOT example on hifive1 and stm32f4discovery"
if ! RIOT_OUT=$RIOT_DIR RIOT_BOARDS="hifive1 stm32f4discovery" PQ8K_TEST_RNG=1 JOBS=$JOBS \
        bash scripts/riot-check.sh >"$OUT/riot.log" 2>&1; then
    tail -30 "$OUT/riot.log"
    echo "bench: RIOT step failed (log: $OUT/riot.log)" >&2
    exit 1
fi


# ---- the fault-injection campaign on the secure-boot example (docs/boot-image.md) ----
echo "bench: fault campaign (bench/fault_sim.py on Unicorn, checked against QEMU)"
if ! bash scripts/fault-campaign.sh --full --csv "$OUT/fault.csv" >"$OUT/fault.log" 2>&1; then
    tail -30 "$OUT/fault.log"
    echo "bench: fault campaign failed (log: $OUT/fault.log)" >&2
    exit 1
fi
grep -E '^(golden|qemu|campaign)' "$OUT/fault.log"
# every check of verification (issue 31 item 2): the one-check-off inputs under faults, rows
# fault_check_* appended to the same file (docs/security.md)
echo "bench: one-check-off campaign (scripts/check-off-campaign.sh --full)"
if ! bash scripts/check-off-campaign.sh --full --csv "$OUT/fault.csv" >"$OUT/check-off.log" 2>&1; then
    tail -30 "$OUT/check-off.log"
    echo "bench: one-check-off campaign failed (log: $OUT/check-off.log)" >&2
    exit 1
fi
grep -E '^(check-off|FAIL)' "$OUT/check-off.log"
# signing under one fault (issue 31 item 4): rows fault_sign_* in the same file
echo "bench: signing fault campaign (scripts/sign-fault-campaign.sh --full)"
if ! bash scripts/sign-fault-campaign.sh --full --csv "$OUT/fault.csv" >"$OUT/sign-fault.log" 2>&1; then
    tail -30 "$OUT/sign-fault.log"
    echo "bench: signing fault campaign failed (log: $OUT/sign-fault.log)" >&2
    exit 1
fi
grep -E '^(campaign|sign-fault|FAIL)' "$OUT/sign-fault.log"

# ---- MCUboot with pq8k (integrations/mcuboot, docs/mcuboot.md): mcuboot_validate ----
echo "bench: MCUboot port (bench/mcuboot-bench.sh)"
if ! bash bench/mcuboot-bench.sh "$OUT/mcuboot.csv" >"$OUT/mcuboot.log" 2>&1; then
    tail -30 "$OUT/mcuboot.log"
    echo "bench: MCUboot step failed (log: $OUT/mcuboot.log)" >&2
    exit 1
fi
grep '^mcuboot-bench:' "$OUT/mcuboot.log"

python3 bench/collect.py "$OUT" "${PLATFORMS[@]/#/$OUT/}" --extra "${VARIANT_DIRS[@]}" \
    --riot "$RIOT_DIR" --hash-counts "$OUT/slhdsa_hash_counts.csv" \
    --hash-counts "$OUT/stateful_hash_counts.csv" --fault "$OUT/fault.csv" \
    --mcuboot "$OUT/mcuboot.csv" --boot "${BOOT_DIRS[@]}" --stream "${STREAM_DIRS[@]}"

cp "$OUT/results.csv" bench/results.csv
cp "$OUT/selfcheck.csv" bench/selfcheck.csv
{
    echo "qemu: $(qemu-system-arm --version | head -1)"
    echo "arm-none-eabi-gcc: $(arm-none-eabi-gcc --version | head -1)"
    echo "riscv64-unknown-elf-gcc: $(riscv64-unknown-elf-gcc --version | head -1)"
} >bench/environment.txt
python3 bench/gen_report.py bench/results.csv bench/selfcheck.csv bench/environment.txt \
    BENCHMARKS.md README.md docs/haetae-lowstack.md
echo "bench: wrote bench/results.csv, bench/selfcheck.csv, BENCHMARKS.md"
