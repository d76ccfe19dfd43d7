#!/usr/bin/env bash
# `make bench`: build the bench firmware (bench/bench_*.c) for each target,
# run it under QEMU, collect bench/results.csv and bench/selfcheck.csv, and
# regenerate BENCHMARKS.md (and the README's results table) from them.
# Fails if a firmware fails, a result check fails or a harness self-check is off.
#
# Build products go to build/bench/<platform>/: the library and harness are
# compiled there with -fstack-usage -fcallgraph-info=su (same code as the
# normal build; the flags only add the .su/.ci files the stack bound reads).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

PLATFORMS=(m4 m3 rv32)
OUT=build/bench
JOBS=${JOBS:-2}
TIMEOUT=${BENCH_TIMEOUT:-300}
STACK_FLAGS='-fstack-usage -fcallgraph-info=su'
PLUGIN=$OUT/qemu_insn_plugin.so

mkdir -p "$OUT"
make --no-print-directory -s bench-plugin

for p in "${PLATFORMS[@]}"; do
    B=$OUT/$p
    rm -rf "$B/bench"
    echo "bench: building $p"
    if ! make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" EXTRA_CFLAGS="$STACK_FLAGS" \
            lib bench-fw >"$OUT/build-$p.log" 2>&1; then
        tail -30 "$OUT/build-$p.log"
        echo "bench: $p build failed (log: $OUT/build-$p.log)" >&2
        exit 1
    fi
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"

    for elf in "$B"/bench/*.elf; do
        name=$(basename "$elf" .elf)
        plugin=()
        if [ "$p" != rv32 ]; then
            # ARM: the plugin counts between the two marker functions' entries
            start=$($NM "$elf" | awk '$3 == "hal_bench_start" { print "0x" $1 }')
            stop=$($NM "$elf" | awk '$3 == "hal_bench_stop" { print "0x" $1 }')
            plugin=(-plugin "$PLUGIN,start=$start,stop=$stop,out=$B/bench/$name.insns")
        fi
        # shellcheck disable=SC2086  # $QEMU is a command line
        if ! timeout "$TIMEOUT" $QEMU -nographic -monitor none -serial none \
                -semihosting-config enable=on,target=native "${plugin[@]}" -kernel "$elf" \
                </dev/null >"$B/bench/$name.out" 2>"$B/bench/$name.err"; then
            cat "$B/bench/$name.out" "$B/bench/$name.err" | tail -20
            echo "bench: $p/$name failed or timed out after ${TIMEOUT}s" >&2
            exit 1
        fi
        grep -h '^BENCH ' "$B/bench/$name.out" | grep -v ' harness calibrate ' || true
    done
done

python3 bench/collect.py "$OUT" "${PLATFORMS[@]/#/$OUT/}"

cp "$OUT/results.csv" bench/results.csv
cp "$OUT/selfcheck.csv" bench/selfcheck.csv
{
    echo "qemu: $(qemu-system-arm --version | head -1)"
    echo "arm-none-eabi-gcc: $(arm-none-eabi-gcc --version | head -1)"
    echo "riscv64-unknown-elf-gcc: $(riscv64-unknown-elf-gcc --version | head -1)"
} >bench/environment.txt
python3 bench/gen_report.py bench/results.csv bench/selfcheck.csv bench/environment.txt \
    BENCHMARKS.md README.md
echo "bench: wrote bench/results.csv, bench/selfcheck.csv, BENCHMARKS.md"
