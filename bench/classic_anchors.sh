#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The classical anchors of issue 27, measured on pq8k's own bench rig: tinycrypt's
# ECDSA-P256 verify (the one MCUboot uses, from the MCUboot kit) and Monocypher's
# Ed25519 verify (crypto_ed25519_check), each built from its sources, which stay
# outside the repository (unpacked into a temporary directory, never committed),
# with the platform's flags (-Os on m3, -O3 on m4, ...) into bench firmware
# (bench/anchors/*.c, mk/bench.mk's anchor-fw) and run under the same QEMU and
# instruction-counting plugin as `make bench` (with its cycle model on the
# Cortex-M platforms: the rows' cycles column). Prints one CSV row per anchor and
# platform and, with --write, puts them into bench/anchors.csv (replacing the
# earlier rows of these two implementations).
#
#   bash bench/classic_anchors.sh [--write] [platform ...]     # default: m4 m3 rv32
#
# MCUBOOT_KIT: the kit tarball (default ../shared/mcuboot/MCUboot-2d4bacc3-kit.tar.gz);
# MONOCYPHER: a Monocypher git directory (its HEAD is used) or source tree
# (default /work/.mirror/LoupVaillant+Monocypher/repo, where the fetch tool puts it).
set -euo pipefail
cd "$(dirname "$0")/.."
WRITE=0
[ "${1:-}" = --write ] && { WRITE=1; shift; }
PLATFORMS=("$@")
[ ${#PLATFORMS[@]} = 0 ] && PLATFORMS=(m4 m3 rv32)
KIT=${MCUBOOT_KIT:-../shared/mcuboot/MCUboot-2d4bacc3-kit.tar.gz}
MONO=${MONOCYPHER:-/work/.mirror/LoupVaillant+Monocypher/repo}
JOBS=${JOBS:-2}
STACK_FLAGS='-fstack-usage -fcallgraph-info=su'
PLUGIN=build/bench/qemu_insn_plugin.so

W=$(mktemp -d "${TMPDIR:-/tmp}/classical-anchors.XXXXXX")
trap 'rm -rf "$W"' EXIT
[ -f "$KIT" ] || { echo "classic_anchors: no MCUboot kit at $KIT" >&2; exit 1; }
tar xzf "$KIT" -C "$W"
TC=$(echo "$W"/*/mcuboot/ext/tinycrypt/lib)
mkdir -p "$W/mono"
if git --git-dir="$MONO" rev-parse -q --verify HEAD >/dev/null 2>&1; then
    git --git-dir="$MONO" archive HEAD src | tar x -C "$W/mono"
    MONO_REV=$(git --git-dir="$MONO" rev-parse --short=8 HEAD)
    MONO_VER=$(git --git-dir="$MONO" describe --tags HEAD 2>/dev/null || true)
elif [ -f "$MONO/src/monocypher.c" ]; then
    cp -r "$MONO/src" "$W/mono/"
    MONO_REV=tree
    MONO_VER=
else
    echo "classic_anchors: no Monocypher at $MONO (fetch github:LoupVaillant/Monocypher)" >&2; exit 1
fi

make --no-print-directory -s bench-plugin
for p in "${PLATFORMS[@]}"; do
    B=build/bench/anchors/$p
    rm -rf "$B/bench"
    # the anchors link none of pq8k: a one-scheme library keeps the build short
    mk=(make --no-print-directory -j"$JOBS" PLATFORM="$p" B="$B" SCHEMES=p256 EXTRA_CFLAGS="$STACK_FLAGS")
    "${mk[@]}" BENCH_ONLY=empty lib bench-fw >"$W/build-$p.log" 2>&1 &&
    "${mk[@]}" anchor-fw ANCHOR=tinycrypt_ecdsa_p256_verify \
        ANCHOR_SRC="$TC/source/ecc.c $TC/source/ecc_dsa.c $TC/source/utils.c" \
        ANCHOR_CFLAGS="-I$TC/include" >>"$W/build-$p.log" 2>&1 &&
    "${mk[@]}" anchor-fw ANCHOR=monocypher_ed25519_verify \
        ANCHOR_SRC="$W/mono/src/monocypher.c $W/mono/src/optional/monocypher-ed25519.c" \
        ANCHOR_CFLAGS="-I$W/mono/src -I$W/mono/src/optional" >>"$W/build-$p.log" 2>&1 ||
        { tail -30 "$W/build-$p.log"; echo "classic_anchors: $p build failed" >&2; exit 1; }
    eval "$(make --no-print-directory -s PLATFORM="$p" bench-env)"
    for elf in "$B"/bench/*.elf; do
        name=$(basename "$elf" .elf)
        plugin=()
        if [ "$p" != rv32 ]; then
            start=$($NM "$elf" | awk '$3 == "hal_bench_start" { print "0x" $1 }')
            stop=$($NM "$elf" | awk '$3 == "hal_bench_stop" { print "0x" $1 }')
            plugin=(-plugin "$PLUGIN,start=$start,stop=$stop,out=$B/bench/$name.insns,cpu=$p")
        fi
        # shellcheck disable=SC2086  # $QEMU is a command line
        timeout 300 $QEMU -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
            "${plugin[@]}" -kernel "$elf" </dev/null >"$B/bench/$name.out" 2>"$B/bench/$name.err" ||
            { tail "$B/bench/$name.out" "$B/bench/$name.err"; echo "classic_anchors: $p/$name failed" >&2; exit 1; }
    done
done

python3 - "$WRITE" "tinycrypt (MCUboot 2d4bacc3)" "Monocypher ${MONO_VER:-?} ($MONO_REV)" "${PLATFORMS[@]}" <<'PY'
import os, sys
sys.path.insert(0, 'bench')
import collect
write, tc_name, mono_name, platforms = sys.argv[1] == '1', sys.argv[2], sys.argv[3], sys.argv[4:]
IMPL = {'tinycrypt': ('ecdsa_p256', tc_name, 'tinycrypt_ecdsa_p256_verify'),
        'monocypher': ('ed25519', mono_name, 'monocypher_ed25519_verify')}
fails, checks, rows = collect.Failures(), [], []
for p in platforms:
    pdir = os.path.join('build/bench/anchors', p)
    for r in collect.collect_platform(pdir, fails, checks, selfcheck=False):
        if r['scheme'] not in IMPL:
            continue
        scheme, impl, fw = IMPL[r['scheme']]
        # the anchor's own static RAM: .data/.bss of its objects
        _len, contrib = collect.parse_map(os.path.join(pdir, 'bench', fw + '.elf.map'))
        static = collect.sum_contrib(contrib, collect.RAM_SECTIONS, lambda o: '/src-%s/' % fw in o)
        rows.append('%s,%s,%s,%d,instructions,%d,%d,0,%s' % (scheme, impl, p, r['instructions'], r['stack_bytes'],
                                                            static, r['cycles']))
        print('%s %s: flash %d B (firmware minus the empty one), stack %d B, static %d B, %d instructions'
              % (p, impl, r['flash_bytes'], r['stack_bytes'], static, r['instructions']))
if fails:
    sys.exit('classic_anchors: ' + '; '.join(str(f) for f in fails))
for r in rows:
    print(r)
if write:
    path = 'bench/anchors.csv'
    keep = [l for l in open(path, encoding='utf-8') if not (',' + tc_name.split(' (')[0] + ' (' in l
            or ',' + mono_name.split(' (')[0].split(' ')[0] + ' ' in l)]
    with open(path, 'w', encoding='utf-8') as f:
        f.writelines(keep + [r + '\n' for r in rows])
PY
