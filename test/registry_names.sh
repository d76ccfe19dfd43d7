#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The registry's names (include/pq8k/schemes.def) against the programs that
# take scheme names: the CLI (`pq8k list`, and `pq8k <name> --help` for the
# schemes with a command of their own) and the bench (bench/run-bench.sh's
# STREAM_SCHEMES, the stream_<name>* firmware of `make bench-list`, bench/stream_encode.c).
# test/test_registry.c checks the library side (lengths, encoder, init).
#
#   test/registry_names.sh      # after `make cli` and `make LEGACY=1 cli`
# Prints "ok"/"FAIL" per check and "registry names: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=${CLI:-build/host/pq8k}
CLI_LEGACY=${CLI_LEGACY:-build/host-legacy/pq8k}
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   registry: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL registry: $1"; }

# one line per entry: value tok cli family (the columns of PQ8K_SCHEME)
entries=$(python3 - <<'EOF'
import re
for line in open('include/pq8k/schemes.def'):
    if not line.startswith('PQ8K_SCHEME('):
        continue
    body = line.strip()[len('PQ8K_SCHEME('):-1]
    cols = [c.strip() for c in re.findall(r'(?:"[^"]*"|[^,])+', body)]
    print(cols[1], cols[2], cols[3].strip('"'), cols[5])
EOF
)
[ -n "$entries" ] && ok "schemes.def parsed ($(wc -l <<<"$entries") entries)" || bad "schemes.def parsed"

# the CLI: list shows exactly the registry's schemes without a command of their own
# (the legacy ones only in the LEGACY=1 build); those answer `pq8k <name> --help`
for cli in "$CLI" "$CLI_LEGACY"; do
    if [ ! -x "$cli" ]; then bad "$cli missing (make cli; make LEGACY=1 cli)"; continue; fi
    want=$(while read -r value tok name family; do
        case $family in lms | xmss) continue ;; esac
        case $family in rainbow | gemss) [ "$cli" = "$CLI_LEGACY" ] || continue ;; esac
        echo "$name"
    done <<<"$entries")
    got=$("$cli" list | awk 'NR > 1 && $1 != "" && $1 != "WARNING:" && substr($0, 1, 1) != " " { print $1 }')
    if [ "$want" = "$got" ]; then ok "$cli list = the registry's names, in id order"
    else bad "$cli list differs from the registry: $(diff <(echo "$want") <(echo "$got") | grep '^[<>]' | tr '\n' ' ')"; fi
done
while read -r value tok name family; do
    case $family in lms | xmss) ;; *) continue ;; esac
    if "$CLI" "$name" --help >/dev/null 2>&1; then ok "pq8k $name is a command"
    else bad "pq8k $name is not a command"; fi
done <<<"$entries"

# the bench: every stream firmware and every STREAM_SCHEMES name is a registry
# name (LMS/HSS/XMSS/XMSS^MT: the name then _<set>), and every scheme has a firmware
bench_list=$(sed -n '/^STREAM_SCHEMES=(/,/)/p' bench/run-bench.sh | tr -d '()' | sed 's/STREAM_SCHEMES=//' | tr -s ' \n' '\n' | grep -v '^$')
resolve() { # bench name -> registry tok, or nothing
    local b=$1 value tok name family
    while read -r value tok name family; do
        [ "$b" = "$tok" ] && { echo "$tok"; return; }
    done <<<"$entries"
    while read -r value tok name family; do
        case $family in lms | xmss) [ "${b#"${tok}"_}" != "$b" ] && { echo "$tok"; return; } ;; esac
    done <<<"$entries"
}
n=0
# the firmware make builds (bench/firmware/*.c and the matrix mk/bench.mk derives from the registry)
fw_list=$(make --no-print-directory -s PLATFORM=m3 bench-list | awk '{ print $1 }')
stream_fw=$(sed -n 's/^stream_//p' <<<"$fw_list")
for b in $bench_list $(sed 's/_\(oneshot\|reader\)$//' <<<"$stream_fw" | sort -u); do
    n=$((n + 1))
    [ -n "$(resolve "$b")" ] || bad "bench name $b is not in the registry"
done
[ $n -gt 0 ] && ok "$n bench names resolve to registry entries"
while read -r value tok name family; do
    grep -qx -- "$tok\|${tok}_[a-z0-9_]*" <<<"$stream_fw" || bad "no bench firmware stream_$tok* (make bench-list)"
    grep -qw -- "$tok\|${tok}_[a-z0-9_]*" <<<"$bench_list" || bad "$tok not in bench/run-bench.sh STREAM_SCHEMES"
done <<<"$entries"
[ "$fail" = 0 ] && ok "every registry scheme has a bench firmware and a STREAM_SCHEMES name"

echo "registry names: $pass passed, $fail failed"
[ "$fail" = 0 ]
