#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every global symbol libpq8k.a defines starts with pq8k_ (issue 32, hygiene):
# a firmware links the archive beside its own code, and an unprefixed name
# (lms_chain, slh_thash, ...) could collide with one of the firmware's.
#
#   bash scripts/symbol-check.sh [archive...]
#
# Without arguments: build/<platform>/libpq8k.a of every platform make test
# builds, and build/m3-size (the size profile; those that exist). Each archive is one check; prints the offending
# symbols and the summary line "symbols: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
    set --
    for p in host asan m4 m3 m33 m0 rv32 m3-size; do
        [ -f build/$p/libpq8k.a ] && set -- "$@" build/$p/libpq8k.a
    done
fi
# the archive's own nm: the cross toolchains' for their objects
nm_for() {
    local nm
    for nm in nm arm-none-eabi-nm riscv64-unknown-elf-nm; do
        command -v $nm >/dev/null 2>&1 && $nm "$1" >/dev/null 2>&1 && { echo $nm; return; }
    done
    echo nm
}
ok=0; bad=0
for a in "$@"; do
    nm=$(nm_for "$a")
    # defined global symbols: the third column of "value type name" lines
    if ! syms=$($nm -g --defined-only "$a" 2>&1); then
        echo "FAIL $a: $nm: $syms"; bad=$((bad + 1)); continue
    fi
    # members: `ar t` reads every target's archives (the format is not the ISA's)
    if ! members=$(ar t "$a" 2>&1); then
        echo "FAIL $a: ar: $members"; bad=$((bad + 1)); continue
    fi
    dup=$(sort <<<"$members" | uniq -d)
    if [ -n "$dup" ]; then
        echo "FAIL $a: archive members sharing a name:" $dup
        bad=$((bad + 1)); continue
    fi
    stray=$(awk 'NF == 3 { print $3 }' <<<"$syms" | grep -v '^pq8k_' | sort -u)
    if [ -z "$(awk 'NF == 3' <<<"$syms")" ]; then
        echo "FAIL $a: no symbols read"; bad=$((bad + 1))
    elif [ -n "$stray" ]; then
        echo "FAIL $a: global symbols without the pq8k_ prefix:" $stray
        bad=$((bad + 1))
    else
        ok=$((ok + 1))
    fi
done
[ $# -eq 0 ] && { echo "FAIL no archive found (build the libraries first)"; bad=1; }
echo "symbols: $ok passed, $bad failed"
[ $bad -eq 0 ]
