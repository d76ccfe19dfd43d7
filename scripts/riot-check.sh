#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The RIOT package, as `make test` checks it (one line "riot: N passed, M failed"):
# extracts the offline RIOT snapshot (../shared/riot) into build/riot, builds
# examples/riot with RIOT's build system and runs it on native64 and on
# hifive1 (qemu-system-riscv32 -M sifive_e), which must end with
# "pq8k riot: N passed, 0 failed"; builds it for stm32f4discovery and for
# saml11-xpro (SAML11, Cortex-M23: ARMv8-M baseline, 16 KB of RAM, 64 KB of
# flash, the package's ARMv6-M Keccak, the size profile). BOARD=microbit (nRF51, Cortex-M0) cannot be built
# from the offline kit: RIOT fetches the nRF vendor headers (nrfx) from GitHub.
#   RIOT_BOARDS="native64 hifive1 stm32f4discovery" picks boards; RIOT_OUT
#   another folder for the binaries and run logs (bench/run-bench.sh);
#   PQ8K_TEST_RNG=1 (environment) builds the example with the test generator.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
KIT=${RIOT_KIT:-$(ls ../shared/riot/RIOT-*-kit.tar.gz 2>/dev/null | head -1)}
OUT=build/riot
RUN=${RIOT_OUT:-$OUT}
JOBS=${JOBS:-2}
BOARDS=${RIOT_BOARDS:-native64 hifive1 stm32f4discovery saml11-xpro}
mkdir -p "$RUN"
passed=0; failed=0
ok()   { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }

if [ ! -f "$OUT/RIOT/Makefile.include" ]; then
    [ -n "$KIT" ] || { echo "riot: no RIOT kit in ../shared/riot"; echo "riot: 0 passed, 1 failed"; exit 1; }
    mkdir -p "$OUT" && tar xzf "$KIT" -C "$OUT" || { echo "riot: 0 passed, 1 failed"; exit 1; }
fi
export RIOTBASE=$ROOT/$OUT/RIOT EXTERNAL_PKG_DIRS=$ROOT/riot/pkg

# the ML-DSA-44 KAT stream the example verifies (the library's own encoder)
DATA=$ROOT/$OUT/data
if make --no-print-directory -j"$JOBS" PLATFORM=host bench-encoder >"$OUT/encoder.log" 2>&1 &&
   python3 bench/stream_bench_data.py "${VECTORS:-../shared/vectors}" "$DATA" build/host/stream_encode mldsa44 \
       >>"$OUT/encoder.log" 2>&1; then
    export PQ8K_RIOT_DATA=$DATA
else
    tail -20 "$OUT/encoder.log"; fail "ML-DSA-44 stream for the example"
fi

# run_until ELF LOG CMD...: runs CMD until the summary line appears (RIOT idles after main)
run_until() {
    local log=$1; shift
    "$@" </dev/null >"$log" 2>&1 &
    local pid=$! t=0
    while [ $t -lt "${RIOT_TIMEOUT:-600}" ] && kill -0 $pid 2>/dev/null &&
          ! grep -qE '^pq8k riot: [0-9]+ passed, [0-9]+ failed' "$log"; do sleep 1; t=$((t + 1)); done
    kill $pid 2>/dev/null; wait $pid 2>/dev/null
    grep -qE '^pq8k riot: [0-9]+ passed, 0 failed' "$log"
}

for b in $BOARDS; do
    log=$ROOT/$RUN/build-$b.log
    env=()
    case $b in
        hifive1) env=(FEATURES_REQUIRED=picolibc) ;;
        # the SAML11's 64 KB of flash: the size profile, as a part that small would take
        # (the speed profile with the signing self-checks no longer fits beside RIOT)
        saml11-xpro) env=(PQ8K_PROFILE=size) ;;
    esac
    if ! env "${env[@]}" nice make --no-print-directory -C examples/riot -j"$JOBS" BOARD=$b \
            BINDIRBASE="$ROOT/$RUN/bin" >"$log" 2>&1; then
        tail -30 "$log"; fail "examples/riot builds for $b"; continue
    fi
    ok "examples/riot builds for $b"
    elf=$ROOT/$RUN/bin/$b/pq8k_riot.elf
    case $b in
        native64) run=("$elf") ;;
        hifive1)  run=(qemu-system-riscv32 -M sifive_e -nographic -icount shift=0 -kernel "$elf") ;;
        *)        continue ;;
    esac
    if run_until "$ROOT/$RUN/run-$b.log" "${run[@]}"; then
        ok "examples/riot on $b: $(grep -E '^pq8k riot: [0-9]+ passed' "$RUN/run-$b.log")"
    else
        grep -E '^FAIL' "$RUN/run-$b.log" | head; tail -5 "$RUN/run-$b.log"; fail "examples/riot on $b"
    fi
    grep -E '^pq8k riot: board' "$RUN/run-$b.log"
done
echo "riot: $passed passed, $failed failed"
[ "$failed" = 0 ]
