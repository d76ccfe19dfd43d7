#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# SHA-256 / SHA-512 compressions or Keccak permutations of one SLH-DSA stream
# verification (bench/slhdsa_hash_count.c) beside the minimum the algorithm
# needs for that signature (SB_HASH_MIN* of bench/stream_bench_data.py), for
# the bench inputs in STREAM_DATA. One line per set and hash:
#   bench/slhdsa_hash_count.sh STREAM_DATA_DIR SCHEME...
set -euo pipefail
cd "$(dirname "$0")/.."
data=$1; shift
bin=build/host/slhdsa_hash_count
mkdir -p build/host
flags=(-DPQ8K_CONFIG_DEFAULT=0)
for s in "$@"; do flags+=("-DPQ8K_CONFIG_${s^^}=1"); done
# shellcheck disable=SC2046  # the source lists
gcc -std=c11 -O2 -Wall -Wextra -Werror -DPQ8K_COUNT_SHA256 -DPQ8K_COUNT_KECCAK "${flags[@]}" -Iinclude -Isrc \
    -o "$bin" bench/slhdsa_hash_count.c src/slhdsa/*.c src/engine/*.c \
    $(ls src/common/*.c) platform/host/randombytes_host.c
echo "scheme,hash,hash_calls,hash_min,ratio"
for x in "$@"; do
    h=$data/stream_${x}_data.h
    msg=$(mktemp)
    python3 - "$h" "$msg" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
m = re.search(r'sb_msg\[\d+\] = \{(.*?)\};', t, re.S).group(1)
open(sys.argv[2], 'wb').write(bytes(int(v, 16) for v in re.findall(r'0x([0-9a-f]{2})', m)))
PY
    read -r c256 c512 ckec < <("$bin" "$x" "$data/$x.stream" "$data/$x.digest" "$msg")
    rm -f "$msg"
    for kind in sha256 sha512 keccak; do
        min=$(sed -n "s/#define SB_HASH_MIN_${kind^^} \([0-9]*\).*/\1/p" "$h")
        case $kind in sha256) n=$c256 ;; sha512) n=$c512 ;; keccak) n=$ckec ;; esac
        [ -n "$min" ] || { echo "slhdsa_hash_count: $h has no SB_HASH_MIN_${kind^^}" >&2; exit 1; }
        [ "$min" = 0 ] && [ "$n" = 0 ] && continue
        echo "$x,$kind,$n,$min,$(python3 -c "print('%.4f' % ($n / $min))")"
    done
done
