#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The CMake build, as `make test` checks it (one line "cmake: N passed, M failed"):
#  - CMake compiles the Makefile's sources with its flags (scripts/cmake_agree.py),
#    for host, m4, m3, m33, m0 and rv32, every scheme and SCHEMES=mldsa44, and m4 and m3 in
#    the size profile (configure only);
#  - examples/link-check builds for host and m4 with pq8k as a subdirectory and
#    as an installed package (find_package), and pkg-config on the host install;
#    the host programs run.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=build/cmake
JOBS=${JOBS:-2}
rm -rf "$OUT"
mkdir -p "$OUT"
passed=0; failed=0
ok()   { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
step() { local what=$1 log=$2; shift 2; if "$@" >"$log" 2>&1; then ok "$what"; else tail -20 "$log"; fail "$what"; return 1; fi; }
toolchain() { [ "$1" = host ] || echo "-DCMAKE_TOOLCHAIN_FILE=$ROOT/cmake/toolchain-$1.cmake"; }

# 1. the same compilations as the Makefile
for p in host m4 m3 m33 m0 rv32; do
    for s in "" mldsa44; do
        d=$OUT/agree-$p${s:+-$s}
        # shellcheck disable=SC2046
        if cmake -S . -B "$d" $(toolchain $p) -DPQ8K_SCHEMES="$s" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
                >"$d.log" 2>&1 &&
           make -s --no-print-directory PLATFORM=$p SCHEMES="$s" compile-list >"$d.make" 2>>"$d.log" &&
           python3 scripts/cmake_agree.py . "$d.make" "$d/compile_commands.json" >>"$d.log" 2>&1; then
            ok "cmake and make compile the same ($p${s:+, SCHEMES=$s}): $(tail -1 "$d.log")"
        else
            tail -20 "$d.log"; fail "cmake and make compile the same ($p${s:+, SCHEMES=$s})"
        fi
    done
done

# the size profile (docs/size-profile.md): -DPQ8K_PROFILE=size against make PROFILE=size
for p in m4 m3; do
    d=$OUT/agree-$p-size
    # shellcheck disable=SC2046
    if cmake -S . -B "$d" $(toolchain $p) -DPQ8K_PROFILE=size -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >"$d.log" 2>&1 &&
       make -s --no-print-directory PLATFORM=$p PROFILE=size compile-list >"$d.make" 2>>"$d.log" &&
       python3 scripts/cmake_agree.py . "$d.make" "$d/compile_commands.json" >>"$d.log" 2>&1; then
        ok "cmake and make compile the same ($p, PROFILE=size): $(tail -1 "$d.log")"
    else
        tail -20 "$d.log"; fail "cmake and make compile the same ($p, PROFILE=size)"
    fi
done

# 2. examples/link-check through CMake, host and m4, subdirectory and installed
for p in host m4; do
    exe=link-check; [ $p = host ] || exe=link-check.elf
    d=$OUT/sub-$p
    # shellcheck disable=SC2046
    step "link-check with add_subdirectory ($p)" "$d.log" bash -c \
        "cmake -S examples/link-check -B $d $(toolchain $p) -DPQ8K_SOURCE_DIR=$ROOT && cmake --build $d -j$JOBS" &&
        [ $p = host ] && step "link-check runs (host, add_subdirectory)" "$d.run" "$d/$exe"
    d=$OUT/lib-$p; pre=$OUT/prefix-$p
    # shellcheck disable=SC2046
    step "pq8k builds and installs ($p)" "$d.log" bash -c \
        "cmake -S . -B $d $(toolchain $p) -DCMAKE_INSTALL_PREFIX=$ROOT/$pre && cmake --build $d -j$JOBS && cmake --install $d" || continue
    d=$OUT/pkg-$p
    # shellcheck disable=SC2046
    step "link-check with find_package(pq8k) ($p)" "$d.log" bash -c \
        "cmake -S examples/link-check -B $d $(toolchain $p) -DCMAKE_PREFIX_PATH=$ROOT/$pre && cmake --build $d -j$JOBS" &&
        [ $p = host ] && step "link-check runs (host, find_package)" "$d.run" "$d/$exe"
    if [ $p = host ]; then
        step "link-check with pkg-config (host)" "$OUT/pc-host.log" bash -c \
            "PKG_CONFIG_PATH=$ROOT/$pre/lib/pkgconfig; export PKG_CONFIG_PATH; \
             gcc -std=c11 -Wall -Wextra -Werror examples/link-check/main.c \$(pkg-config --cflags --libs pq8k) -o $OUT/pc-host && $OUT/pc-host"
    fi
done
echo "cmake: $passed passed, $failed failed"
[ "$failed" = 0 ]
