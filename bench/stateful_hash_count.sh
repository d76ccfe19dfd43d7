#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Hash calls of one LMS / HSS / XMSS / XMSS^MT stream verification
# (bench/stateful_hash_count.c) beside the minimum, for the bench inputs in
# STREAM_DATA (bench/stream_bench_data.py writes <set>.stream, .digest and
# stream_<set>_data.h there; bench/run-bench.sh leaves them in its stream-data):
# SHA-256 compressions for the SHA-256 sets, Keccak-f permutations for the
# SHAKE256 ones. digest_check: the SHA-256 compressions of the trusted-digest
# check, which the SHA-256 sets' hash_calls include (collect.py --hash-counts).
#   bench/stateful_hash_count.sh STREAM_DATA_DIR [SET...]
set -euo pipefail
cd "$(dirname "$0")/.."
data=$1; shift
B=build/hash-count-stateful
# The program is compiled with the library's scheme switches: pq8k_verify_init
# checks that the caller's pq8k_verifier is the library's (issue 32 item 6).
config="-DPQ8K_CONFIG_DEFAULT=0 -DPQ8K_CONFIG_LMS=1 -DPQ8K_CONFIG_HSS=1 -DPQ8K_CONFIG_XMSS=1 \
-DPQ8K_CONFIG_XMSSMT=1 -DPQ8K_CONFIG_LMS_SHA256_M32=1 -DPQ8K_CONFIG_LMS_SHAKE_M32=1 -DPQ8K_CONFIG_XMSS_SHA2_256=1"
# (PLAT_CFLAGS= : not the host tools' composites, whose halves this configuration leaves out)
make --no-print-directory -s PLATFORM=host B="$B" PLAT_CFLAGS= EXTRA_CFLAGS="-DPQ8K_COUNT_SHA256 -DPQ8K_COUNT_KECCAK $config" lib
# shellcheck disable=SC2086  # $config is a list of flags
gcc -std=c11 -O2 -Wall -Wextra -Werror $config -Iinclude -o "$B/stateful_hash_count" bench/stateful_hash_count.c "$B/libpq8k.a"
echo "scheme,hash,hash_calls,hash_min,digest_check"
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(lms_sha256_h10_w4 lms_sha256_h20_w8 hss_sha256_l2_h10_w8 lms_shake_m32_h10_w4
    xmss_sha2_10_256 xmssmt_sha2_20_2_256)
for x in "${sets[@]}"; do
    h=$data/stream_${x}_data.h
    msg=$(mktemp)
    python3 - "$h" "$msg" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
m = re.search(r'sb_msg\[\d+\] = \{(.*?)\};', t, re.S).group(1)
open(sys.argv[2], 'wb').write(bytes(int(v, 16) for v in re.findall(r'0x([0-9a-f]{2})', m)))
PY
    counts=$("$B/stateful_hash_count" "${x%%_*}" "$data/$x.stream" "$data/$x.digest" "$msg") ||
        { rm -f "$msg"; echo "$x: the verification under count failed" >&2; exit 1; }
    rm -f "$msg"
    read -r sha keccak <<<"$counts"
    unit=$(sed -n 's/#define SB_HASH_UNIT "\([a-z0-9]*\)".*/\1/p' "$h")
    min=$(sed -n 's/#define SB_HASH_MIN \([0-9]*\).*/\1/p' "$h")
    dig=$(sed -n 's/#define SB_HASH_DIGEST \([0-9]*\).*/\1/p' "$h")
    [ -n "$unit" ] && [ -n "$min" ] && [ -n "$dig" ] || { echo "$h: no SB_HASH_* figures" >&2; exit 1; }
    if [ "$unit" = keccak ]; then
        # the key check is SHA-256 for every set: exactly its compressions, nothing else
        [ "$sha" = "$dig" ] || { echo "$x: $sha SHA-256 compressions, the key check needs $dig" >&2; exit 1; }
        echo "$x,keccak,$keccak,$min,$dig"
    else
        [ "$keccak" = 0 ] || { echo "$x: $keccak Keccak permutations in a SHA-256 set" >&2; exit 1; }
        echo "$x,sha256,$sha,$min,$dig"
    fi
done
