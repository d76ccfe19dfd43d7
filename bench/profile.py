#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Per-function instruction counts from a qemu_insn_plugin histogram.

    bench/profile.py FIRMWARE.elf HIST [NM]

HIST comes from the plugin's hist=FILE,window=N options (one start/stop
window of a bench firmware). Each address is charged to the function symbol
that contains it (NM, default arm-none-eabi-nm, lists them); prints the
functions taking at least 0.5 % of the window, largest first.
"""
import bisect
import subprocess
import sys


def symbols(elf, nm):
    out = subprocess.run([nm, "-n", "-S", elf], check=True, capture_output=True, text=True).stdout
    starts, names = [], []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            starts.append(int(f[0], 16) & ~1)
            names.append(f[3])
    return starts, names


def main():
    elf, hist = sys.argv[1], sys.argv[2]
    nm = sys.argv[3] if len(sys.argv) > 3 else "arm-none-eabi-nm"
    starts, names = symbols(elf, nm)
    per = {}
    total = 0
    with open(hist) as f:
        for line in f:
            addr, count = line.split()
            addr, count = int(addr, 16), int(count)
            i = bisect.bisect_right(starts, addr) - 1
            name = names[i] if i >= 0 else "?"
            per[name] = per.get(name, 0) + count
            total += count
    print(f"{total:>12,}  total")
    for name, count in sorted(per.items(), key=lambda kv: -kv[1]):
        if count * 200 < total:
            break
        print(f"{count:>12,}  {100 * count / total:5.1f} %  {name}")


if __name__ == "__main__":
    main()
