#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make zephyr-check` (one line "zephyr: N passed, M failed"): the Zephyr
# module as `make test` checks it.
#   - zephyr/Kconfig.schemes and the docs table agree with pq8k/config.h and
#     the registry (scripts/zephyr_kconfig.py --check);
#   - the offline Zephyr 4.0.0 kit (../shared/zephyr) is extracted into
#     build/zephyr-kit, once;
#   - zephyr/samples/verify is configured with the module
#     (ZEPHYR_EXTRA_MODULES, no west), built for each board and run under
#     QEMU, where it must end with "pq8k zephyr: N passed, 0 failed"; once
#     more on qemu_cortex_m3 with mldsa44_c.conf (ML-DSA-44 alone, the C
#     instead of the assembly: the other families' folders left out);
#   - flash, RAM and stack of each build go to build/zephyr/sizes.md
#     (scripts/zephyr_sizes.py; `make zephyr-doc` puts them in docs/zephyr.md).
#   ZEPHYR_BOARDS="qemu_cortex_m3 mps2/an385 qemu_cortex_m3:mldsa44_c.conf" picks
#   the builds (board[:extra conf file of the sample]), ZEPHYR_KIT another
#   kit archive, ZEPHYR_TIMEOUT the seconds a run may take (default 300).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
KIT=${ZEPHYR_KIT:-$(ls "$ROOT"/../shared/zephyr/zephyr-*-kit.tar.gz 2>/dev/null | head -1)}
KITDIR=$ROOT/build/zephyr-kit
OUT=$ROOT/build/zephyr
JOBS=${JOBS:-2}
BOARDS=${ZEPHYR_BOARDS:-qemu_cortex_m3 mps2/an385 qemu_cortex_m3:mldsa44_c.conf}
mkdir -p "$OUT"
passed=0; failed=0
ok()   { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
finish() { echo "zephyr: $passed passed, $failed failed"; [ "$failed" = 0 ]; exit $?; }

# Kconfig against the registry: its own checks, counted here
if ! kc=$(python3 scripts/zephyr_kconfig.py --check 2>&1) || ! grep -qE '^kconfig: [0-9]+ passed' <<<"$kc"; then
    echo "$kc" | tail -5
    fail "scripts/zephyr_kconfig.py --check"
fi
echo "$kc" | grep -E '^(ok|FAIL) '
passed=$((passed + $(sed -nE 's/^kconfig: ([0-9]+) passed.*/\1/p' <<<"$kc" | grep . || echo 0)))
failed=$((failed + $(sed -nE 's/^kconfig: [0-9]+ passed, ([0-9]+) failed/\1/p' <<<"$kc" | grep . || echo 0)))

# the kit, extracted once (the archive's name is its version)
stamp=$KITDIR/.extracted-$(basename "${KIT:-none}")
if [ ! -f "$stamp" ]; then
    [ -n "$KIT" ] || { fail "no Zephyr kit in ../shared/zephyr"; finish; }
    rm -rf "$KITDIR" && mkdir -p "$KITDIR" && tar xzf "$KIT" -C "$KITDIR" && touch "$stamp" ||
        { fail "extract $KIT"; finish; }
fi
ZKIT=$(dirname "$(ls -d "$KITDIR"/*/zephyr/VERSION | head -1)")/..
ZKIT=$(cd "$ZKIT" && pwd)
export ZEPHYR_BASE=$ZKIT/zephyr ZEPHYR_TOOLCHAIN_VARIANT=gnuarmemb GNUARMEMB_TOOLCHAIN_PATH=/usr

# the host encoder that makes the sample's streams (bench/stream_encode.c)
if ! nice make --no-print-directory -j"$JOBS" PLATFORM=host bench-encoder >"$OUT/encoder.log" 2>&1; then
    tail -20 "$OUT/encoder.log"; fail "host encoder (make PLATFORM=host bench-encoder)"; finish
fi

# run_until LOG CMD...: runs CMD until the summary line appears (Zephyr idles after main)
run_until() {
    local log=$1; shift
    "$@" </dev/null >"$log" 2>&1 &
    local pid=$! t=0
    while [ $t -lt "${ZEPHYR_TIMEOUT:-300}" ] && kill -0 $pid 2>/dev/null &&
          ! grep -qE '^pq8k zephyr: [0-9]+ passed, [0-9]+ failed' "$log"; do sleep 1; t=$((t + 1)); done
    kill $pid 2>/dev/null; wait $pid 2>/dev/null
    grep -qE '^pq8k zephyr: [0-9]+ passed, 0 failed' "$log"
}

for build in $BOARDS; do
    b=${build%%:*}
    conf=(); [ "$b" = "$build" ] || conf=(-DEXTRA_CONF_FILE="${build#*:}")
    name=${build//\//_}; name=${name//:/_}; name=${name%.conf}
    dir=$OUT/$name
    log=$dir.build.log
    if ! nice cmake -GNinja -B "$dir" -S zephyr/samples/verify -DBOARD="$b" "${conf[@]}" \
            -DZEPHYR_MODULES="$ZKIT/modules/hal/cmsis" -DZEPHYR_EXTRA_MODULES="$ROOT" \
            -DPython3_EXECUTABLE=/usr/bin/python3 -DUSER_CACHE_DIR="$OUT/cache" -DBUILD_VERSION=v4.0.0 \
            -DPQ8K_VECTORS="${VECTORS:-$ROOT/../shared/vectors}" -DPQ8K_ENCODER="$ROOT/build/host/stream_encode" \
            >"$log" 2>&1 ||
       ! nice ninja -C "$dir" -j"$JOBS" >>"$log" 2>&1; then
        grep -E 'error|Error' "$log" | head -20; tail -20 "$log"; fail "zephyr/samples/verify builds for $build"; continue
    fi
    # pq8k's sources compile with -Werror; the rest of the build must not warn either
    if grep -q 'warning:' "$log"; then
        grep 'warning:' "$log" | head -10; fail "zephyr/samples/verify builds for $build without warnings"
    else
        ok "zephyr/samples/verify builds for $build without warnings"
    fi
    case $b in
        qemu_cortex_m3) machine=(-cpu cortex-m3 -machine lm3s6965evb) ;;
        mps2/an385)     machine=(-cpu cortex-m3 -machine mps2-an385) ;;
        *)              echo "note: no QEMU command for $b: built only"; continue ;;
    esac
    icount=()
    if grep -q '^CONFIG_QEMU_ICOUNT=y' "$dir/zephyr/.config"; then
        icount=(-icount "shift=$(sed -n 's/^CONFIG_QEMU_ICOUNT_SHIFT=//p' "$dir/zephyr/.config"),align=off,sleep=off")
    fi
    if run_until "$dir.run.log" qemu-system-arm "${machine[@]}" -nographic -vga none -net none \
            -chardev stdio,id=con,mux=on -serial chardev:con -mon chardev=con,mode=readline \
            "${icount[@]}" -rtc clock=vm -kernel "$dir/zephyr/zephyr.elf"; then
        ok "zephyr/samples/verify on $build: $(grep -E '^pq8k zephyr: [0-9]+ passed' "$dir.run.log")"
    else
        grep -E '^FAIL' "$dir.run.log" | head; tail -5 "$dir.run.log"; fail "zephyr/samples/verify on $build"
    fi
done
python3 scripts/zephyr_sizes.py "$OUT" $BOARDS >"$OUT/sizes.md" && cat "$OUT/sizes.md" ||
    fail "sizes (scripts/zephyr_sizes.py)"
finish
