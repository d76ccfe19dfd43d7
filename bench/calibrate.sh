#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Calibration of the bench plugin's Cortex-M4 cycle model (issue 29 item 2):
# builds code whose board cycles are published - pqm4's speed firmware for
# mps2-an386, with pqm4's own Makefile and flags (-O3, the published build) -
# runs each under the same QEMU and plugin as `make bench` (cpu=m4) and
# compares the model's cycles of the verification (crypto_sign_open, between
# the speed test's two hal_get_time calls) with the cycles pqm4 publishes in
# the same checkout's benchmarks.md (Nucleo-L4R5ZI, zero flash wait states).
# The sources stay outside the repository (unpacked into a temporary directory,
# never committed); without them the script says so and exits 0, so a bench
# without network skips it cleanly.
#
#   bash bench/calibrate.sh [--write] [point ...]
#
# A point is pqm4's scheme_implementation (default: every one of POINTS).
# --write puts the rows into bench/calibration.csv, which BENCHMARKS.md shows.
# PQM4, MUPQ, PQCLEAN: git directories of mupq/pqm4, mupq/mupq and
# PQClean/PQClean (default: where the fetch tool puts them); the submodule
# commits pqm4 and mupq name must be in them. Extra plugin arguments for
# trying the model's parameters: CYCLE_ARGS=",refill_imm=2".
set -euo pipefail
cd "$(dirname "$0")/.."
WRITE=0
[ "${1:-}" = --write ] && { WRITE=1; shift; }
# PQClean's SPHINCS+-SHA2 (sphincs-sha2-128f-simple_clean) is not among them: in
# pqm4 cc2c1b9 its speed firmware's signature does not verify under QEMU.
POINTS=(ml-dsa-44_m4f ml-dsa-65_m4f ml-dsa-87_m4f ml-dsa-44_m4fstack ml-dsa-65_m4fstack ml-dsa-87_m4fstack
        ml-dsa-44_clean haetae2_m4f haetae3_m4f haetae5_m4f haetae2_ref)
[ $# -gt 0 ] && POINTS=("$@")
PQM4=${PQM4:-/work/.mirror/mupq+pqm4/repo}
MUPQ=${MUPQ:-/work/.mirror/mupq+mupq/repo}
PQCLEAN=${PQCLEAN:-/work/.mirror/PQClean+PQClean/repo}
JOBS=${JOBS:-2}
PLUGIN=build/bench/qemu_insn_plugin.so

skip() { echo "calibrate: skipped: $*"; exit 0; }
have() { git --git-dir="$1" cat-file -e "$2^{commit}" 2>/dev/null; }
have "$PQM4" HEAD || skip "no pqm4 sources at $PQM4 (fetch github:mupq/pqm4)"
MUPQ_REV=$(git --git-dir="$PQM4" ls-tree HEAD mupq | awk '{print $3}')
have "$MUPQ" "$MUPQ_REV" || skip "no mupq commit $MUPQ_REV at $MUPQ (fetch github:mupq/mupq)"
PQCLEAN_REV=$(git --git-dir="$MUPQ" ls-tree "$MUPQ_REV" pqclean | awk '{print $3}')
have "$PQCLEAN" "$PQCLEAN_REV" || skip "no PQClean commit $PQCLEAN_REV at $PQCLEAN (fetch github:PQClean/PQClean)"
command -v arm-none-eabi-gcc >/dev/null || skip "no arm-none-eabi-gcc"

W=${CALIBRATE_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/pq8k-calibrate.XXXXXX")}
[ -n "${CALIBRATE_DIR:-}" ] || trap 'rm -rf "$W"' EXIT
if [ ! -f "$W/Makefile" ]; then
    git --git-dir="$PQM4" archive HEAD | tar x -C "$W"
    git --git-dir="$MUPQ" archive "$MUPQ_REV" | tar x -C "$W/mupq"
    git --git-dir="$PQCLEAN" archive "$PQCLEAN_REV" | tar x -C "$W/mupq/pqclean"
fi
PQM4_REV=$(git --git-dir="$PQM4" rev-parse --short=8 HEAD)
make --no-print-directory -s bench-plugin

# pqm4's name of a point's speed firmware (PQClean's live under mupq/pqclean)
elf_of() {
    case $1 in
    *_clean) echo "elf/mupq_pqclean_crypto_sign_$1_speed.elf" ;;
    haetae*_ref) echo "elf/mupq_crypto_sign_$1_speed.elf" ;;
    *) echo "elf/crypto_sign_$1_speed.elf" ;;
    esac
}
targets=()
for p in "${POINTS[@]}"; do targets+=("$(elf_of "$p")"); done
echo "calibrate: building ${POINTS[*]} with pqm4 $PQM4_REV (PLATFORM=mps2-an386)"
make -C "$W" --no-print-directory -j"$JOBS" PLATFORM=mps2-an386 "${targets[@]}" >"$W/build.log" 2>&1 ||
    { tail -20 "$W/build.log"; echo "calibrate: pqm4 build failed (log: $W/build.log)" >&2; exit 1; }

rows=()
for p in "${POINTS[@]}"; do
    elf=$W/$(elf_of "$p")
    # the verification's window: from the return of the speed test's fifth
    # hal_get_time call (t0 of verify) to its sixth call (t1)
    read -r start stop < <(arm-none-eabi-objdump -d --no-show-raw-insn "$elf" | awk '
        /^[0-9a-f]+ <main>:/ { inmain = 1; next }
        /^[0-9a-f]+ <.*>:/ { inmain = 0 }
        inmain && after { sub(":", "", $1); ret = $1; after = 0 }
        inmain && /bl[ \t]+[0-9a-f]+ <hal_get_time>/ {
            n++; sub(":", "", $1)
            if (n == 5) after = 1
            if (n == 6) { print "0x" ret, "0x" $1; exit }
        }')
    [ -n "${stop:-}" ] || { echo "calibrate: $p: no verification window in main" >&2; exit 1; }
    timeout 1800 qemu-system-arm -M mps2-an386 -nographic -semihosting \
        -plugin "$PLUGIN,start=$start,stop=$stop,out=$W/$p.counts,cpu=m4${CYCLE_ARGS:-}" \
        -kernel "$elf" </dev/null >"$W/$p.out" 2>&1 ||
        { tail "$W/$p.out"; echo "calibrate: $p failed under QEMU" >&2; exit 1; }
    grep -q 'ERROR' "$W/$p.out" && { echo "calibrate: $p: verification failed" >&2; exit 1; }
    rows+=("$p $(head -1 "$W/$p.counts")")
done

python3 - "$WRITE" "$W/benchmarks.md" "pqm4 $PQM4_REV" "${rows[@]}" <<'PY'
import re, sys
write, md, source, rows = sys.argv[1] == '1', sys.argv[2], sys.argv[3], sys.argv[4:]
# pqm4's speed table: | scheme (N executions) | impl | keygen | sign | verify |
published = {}
for line in open(md, encoding='utf-8'):
    c = [x.strip() for x in line.split('|')]
    if len(c) > 6 and 'AVG:' in c[5]:
        scheme = c[1].split(' (')[0]
        published.setdefault('%s_%s' % (scheme, c[2]), int(re.search(r'AVG: ([\d,]+)', c[5]).group(1).replace(',', '')))
out = ['point,source,published_cycles,model_cycles,instructions,model_over_published']
worst = 0.0
for r in rows:
    point, insns, cycles = r.split()
    pub = published.get(point)
    if pub is None:
        sys.exit('calibrate: %s: no published verify figure in benchmarks.md' % point)
    ratio = int(cycles) / pub
    worst = max(worst, abs(ratio - 1))
    out.append('%s,%s,%d,%s,%s,%.3f' % (point, source, pub, cycles, insns, ratio))
    print('calibrate: %-32s published %11s  model %11s  instructions %11s  model/published %.3f'
          % (point, '{:,}'.format(pub), '{:,}'.format(int(cycles)), '{:,}'.format(int(insns)), ratio))
print('calibrate: worst deviation %.1f %% (must 10 %%, goal 5 %%)' % (100 * worst))
if write:
    with open('bench/calibration.csv', 'w', encoding='utf-8') as f:
        f.write('# Written by bench/calibrate.sh --write: the cycle model (bench/cortex_m_timing.h, cpu=m4)\n'
                '# against pqm4\'s published verify cycles (benchmarks.md of the same checkout, Nucleo-L4R5ZI),\n'
                '# each built with pqm4\'s Makefile (PLATFORM=mps2-an386, -O3) and run under QEMU 7.2.\n')
        f.write('\n'.join(out) + '\n')
PY
