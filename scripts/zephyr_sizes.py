#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Flash and RAM of the Zephyr sample, per board, from what the build and the
run left in OUT (scripts/zephyr-check.sh): the linker's memory-region totals
(<board>.build.log), pq8k's and the vectors' shares (zephyr/zephyr.map: the
input sections of modules/pq8k/libpq8k*.a and of the sample's vector_*.c with
their streams), and from the run log the size of pq8k_verifier and the main
thread's stack high-water mark (Zephyr's painted-stack count).

    zephyr_sizes.py OUT BUILD...                 print the markdown table
    zephyr_sizes.py --doc DOC.md OUT BUILD...    and put it in DOC.md
BUILD: board[:extra conf file], as ZEPHYR_BOARDS of scripts/zephyr-check.sh.
"""
import os
import re
import sys

BEGIN = '<!-- zephyr sizes: scripts/zephyr_sizes.py -->'
END = '<!-- end of zephyr sizes -->'


def region_totals(log):
    """{'FLASH': bytes, 'RAM': bytes} from Zephyr's "Memory region" lines."""
    out = {}
    with open(log, encoding='utf-8', errors='replace') as f:
        for line in f:
            m = re.match(r'\s*(FLASH|RAM):\s+(\d+) B\s', line)
            if m:
                out[m.group(1)] = int(m.group(2))
    return out


def map_shares(path):
    """(pq8k flash, pq8k RAM, vectors flash) from the linker map's memory map."""
    pq8k_flash = pq8k_ram = vec = 0
    in_map = False
    pending = None
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            if line.startswith('Linker script and memory map'):
                in_map = True
                continue
            if not in_map:
                continue
            m = re.match(r'^ (\.[\w.$]+)\s*$', line)
            if m:
                pending = m.group(1)
                continue
            m = re.match(r'^ (\.[\w.$]+)?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)$', line)
            if not m:
                pending = None
                continue
            sec = m.group(1) or pending
            pending = None
            addr, size, obj = int(m.group(2), 16), int(m.group(3), 16), m.group(4)
            if sec is None or addr == 0 or size == 0 or sec.startswith('.debug'):
                continue
            flash = sec.startswith(('.text', '.rodata')) or sec.startswith('.data')
            ram = sec.startswith(('.data', '.bss', '.noinit'))
            if re.search(r'modules/pq8k/libpq8k[\w]*\.a\(', obj) and 'libpq8k_zephyr' not in obj:
                pq8k_flash += size if flash else 0
                pq8k_ram += size if ram else 0
            elif re.search(r'vector_\w+\.c\.obj', obj):
                vec += size if flash else 0
    return pq8k_flash, pq8k_ram, vec


def run_figures(log):
    text = open(log, encoding='utf-8', errors='replace').read() if os.path.exists(log) else ''
    v = re.search(r'pq8k_verifier (\d+) bytes', text)
    s = re.search(r'main stack (\d+) of (\d+) bytes used', text)
    r = re.search(r'^pq8k zephyr: (\d+ passed, \d+ failed)', text, re.M)
    return (v.group(1) if v else '-', '%s of %s' % s.groups() if s else '-', r.group(1) if r else 'not run')


def table(out, boards):
    rows = ['| board | flash (whole firmware) | RAM (whole firmware) | pq8k code + constants | '
            'pq8k static RAM | vectors (streams, flash) | pq8k_verifier | main stack used | run |',
            '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |']
    for b in boards:
        # the build directory scripts/zephyr-check.sh names after board[:extra.conf]
        name = b.replace('/', '_').replace(':', '_')
        d = os.path.join(out, name[:-len('.conf')] if name.endswith('.conf') else name)
        tot = region_totals(d + '.build.log')
        pf, pr, vec = map_shares(os.path.join(d, 'zephyr', 'zephyr.map'))
        verifier, stack, run = run_figures(d + '.run.log')
        rows.append('| %s | %s B | %s B | %s B | %s B | %s B | %s B | %s B | %s |'
                    % (b, '{:,}'.format(tot.get('FLASH', 0)), '{:,}'.format(tot.get('RAM', 0)),
                       '{:,}'.format(pf), '{:,}'.format(pr), '{:,}'.format(vec), verifier, stack, run))
    return '\n'.join(rows) + '\n'


def main(argv):
    args = argv[1:]
    doc = None
    if args[:1] == ['--doc']:
        doc, args = args[1], args[2:]
    if len(args) < 2:
        sys.exit(__doc__)
    t = table(args[0], args[1:])
    sys.stdout.write(t)
    if doc:
        text = open(doc, encoding='utf-8').read()
        a, b = text.find(BEGIN), text.find(END)
        if a < 0 or b < a:
            sys.exit('zephyr_sizes.py: %s has no %s marker' % (doc, BEGIN))
        with open(doc, 'w', encoding='utf-8') as f:
            f.write(text[:a] + BEGIN + '\n\n' + t + '\n' + text[b:])
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
