#!/usr/bin/env bash
# SHA-256 compressions of one XMSS / XMSS^MT stream verification (bench/xmss_hash_count.c)
# beside the minimum, for the bench inputs in STREAM_DATA (bench/stream_bench_data.py).
#   bench/xmss_hash_count.sh STREAM_DATA_DIR [SCHEME...]
set -euo pipefail
cd "$(dirname "$0")/.."
data=$1; shift
bin=build/host/xmss_hash_count
mkdir -p build/host
gcc -std=c11 -O2 -Wall -Wextra -Werror -DPQ8K_COUNT_SHA256 -Iinclude -Isrc -o "$bin" bench/xmss_hash_count.c \
    src/xmss/*.c src/common/sha2.c src/common/fips202.c src/common/keccakf1600_64.c src/common/util.c \
    src/common/stream_msg.c platform/host/randombytes_host.c
echo "scheme,hash_calls,hash_min,digest_check"
for s in "${@:-xmss_sha2_10_256 xmssmt_sha2_20_2_256}"; do
    for x in $s; do
        msg=$(mktemp)
        python3 - "$data/stream_${x}_data.h" "$msg" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
m = re.search(r'sb_msg\[\d+\] = \{(.*?)\};', t, re.S).group(1)
open(sys.argv[2], 'wb').write(bytes(int(v, 16) for v in re.findall(r'0x([0-9a-f]{2})', m)))
PY
        n=$("$bin" "${x%%_*}" "$data/$x.pk" "$data/$x.sig" "$msg")
        min=$(sed -n 's/#define SB_HASH_MIN \([0-9]*\).*/\1/p' "$data/stream_${x}_data.h")
        dig=$(sed -n 's/#define SB_HASH_DIGEST \([0-9]*\).*/\1/p' "$data/stream_${x}_data.h")
        echo "$x,$n,$min,$dig"
        rm -f "$msg"
    done
done
