# SPDX-License-Identifier: MIT
"""The speed comparison of BENCHMARKS.md: pq8k's streamed verification beside
the code a user would otherwise pick (bench/anchors.csv, cited from the
project's anchors) and issue 17's targets (bench/speed_targets.csv), as a
table and as an SVG plot of instructions against RAM (one point per
implementation). Used by gen_report.py; depends only on those files and the
results rows it is given, so the output is reproducible."""
import csv
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# plot panels: title, the schemes drawn in it, platform
PANELS = [
    ('ML-DSA-44 / 65 / 87, Cortex-M4', ['mldsa44', 'mldsa65', 'mldsa87'], 'm4'),
    ('SLH-DSA-SHA2-128s / 128f, Cortex-M4', ['slhdsa_sha2_128s', 'slhdsa_sha2_128f'], 'm4'),
    ('Falcon-512, Cortex-M4', ['falcon512'], 'm4'),
    ('HAETAE-2 / 3 / 5, Cortex-M4', ['haetae2', 'haetae3', 'haetae5'], 'm4'),
    ('Seed schemes, Cortex-M3 (paper: cycles)', ['mldsa44', 'slhdsa_sha2_128s', 'slhdsa_sha2_128f', 'falcon512',
                                                 'rainbow1_classic', 'gemss128'], 'm3'),
]
COLOURS = ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d']


def _read(name):
    with open(os.path.join(HERE, name), newline='', encoding='utf-8') as f:
        return list(csv.DictReader(line for line in f if not line.startswith('#')))


def _num(v):
    return '{:,}'.format(int(v))


def _mega(v):
    return '%.2f M' % (int(v) / 1e6)


def _int_or_none(v):
    return int(v) if v not in ('', None) else None


def _mega_or_dash(v):
    return _mega(v) if v is not None else '–'


def _target_figure(platform, instructions, cycles):
    """What issue 17's target of a platform is compared with: on m3 the paper's
    cycles, so pq8k's model cycles (instructions if the row has none)."""
    if platform == 'm3' and cycles is not None:
        return cycles
    return instructions


def anchor_ram(a):
    return int(a['stack_bytes']) + int(a['static_bytes']) + int(a['held_bytes'])


def _verdict(value, limit):
    if not limit:
        return '–'
    return '%s %s' % (_mega(limit), '✓' if value <= int(limit) else '✗')


def section(results, plot_name):
    """Markdown lines of the comparison section; plot_name: the SVG's path
    relative to BENCHMARKS.md."""
    anchors = _read('anchors.csv')
    targets = {(t['scheme'], t['platform']): t for t in _read('speed_targets.csv')}
    # the classical halves (issue 27) compare their plain verifications
    mine = {(r['scheme'], r['platform']): r for r in results
            if r['operation'] in ('stream_verify', 'ecdsa_p256_verify', 'ed25519_verify')}
    out = [
        '',
        '## Against the anchors',
        '',
        'pq8k\'s streamed verification (this bench) beside the code a user would otherwise pick, cited',
        'from the project\'s anchors (`bench/anchors.csv`). Speed is compared in cycles wherever the',
        'anchor\'s board cycles are published (pqm4\'s benchmarks for the Cortex-M4 rows, the seed',
        'paper\'s board for the Cortex-M3 rows): pq8k\'s cycles are the cycle model\'s (see',
        '[Cycles](#cycles)). Elsewhere the anchor was measured on the same QEMU rig (`-O3`) and the',
        'ratio is in instructions (marked "insns"). RAM: pq8k\'s total as above; an anchor\'s is its',
        'stack + static memory + the pk and signature it must hold when they arrive over a bus (0 for',
        'the streaming ones). Ratio = pq8k / anchor. Targets: issue 17 (`bench/speed_targets.csv`):',
        'on the Cortex-M4 in instructions, on the Cortex-M3 the paper\'s cycles against pq8k\'s cycles.',
        '',
        '| scheme | platform | pq8k instructions | pq8k cycles | pq8k RAM | anchor | anchor instructions |'
        ' anchor cycles | anchor RAM | ratio | must | goal |',
        '|---|---|--:|--:|--:|---|--:|--:|--:|--:|--:|--:|',
    ]
    for a in anchors:
        r = mine.get((a['scheme'], a['platform']))
        if r is None or not r['instructions']:
            continue
        ins, cyc = int(r['instructions']), _int_or_none(r.get('cycles'))
        a_ins = int(a['verify']) if a['unit'] == 'instructions' else None
        a_cyc = _int_or_none(a.get('cycles'))
        if cyc is not None and a_cyc is not None:
            ratio = '%.2f×' % (cyc / a_cyc)
        elif a_ins is not None:
            ratio = '%.2f× insns' % (ins / a_ins)
        else:
            ratio = '–'
        t = targets.get((a['scheme'], a['platform']), {})
        speed = _target_figure(a['platform'], ins, cyc)
        out.append('| `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
            a['scheme'], a['platform'], _mega(ins), _mega_or_dash(cyc), _num(r['ram_total_bytes']),
            a['implementation'], _mega_or_dash(a_ins), _mega_or_dash(a_cyc), _num(anchor_ram(a)), ratio,
            _verdict(speed, t.get('must')), _verdict(speed, t.get('goal'))))
    listed = {(a['scheme'], a['platform']) for a in anchors}
    for key in sorted(targets):
        r = mine.get(key)
        if key in listed or r is None:
            continue
        ins, cyc = int(r['instructions']), _int_or_none(r.get('cycles'))
        speed = _target_figure(key[1], ins, cyc)
        out.append('| `%s` | %s | %s | %s | %s | – | – | – | – | – | %s | %s |' % (
            key[0], key[1], _mega(ins), _mega_or_dash(cyc), _num(r['ram_total_bytes']),
            _verdict(speed, targets[key]['must']), _verdict(speed, targets[key]['goal'])))
    out += ['', '![instructions against RAM, one point per implementation](%s)' % plot_name, '']
    return out


def _points(results, schemes, platform):
    """(label, series, ram, instructions) for pq8k and each anchor."""
    anchors = _read('anchors.csv')
    pts = []
    for r in results:
        if r['operation'] == 'stream_verify' and r['platform'] == platform and r['scheme'] in schemes:
            pts.append((r['scheme'], 'pq8k (streamed)', int(r['ram_total_bytes']), int(r['instructions'])))
    for a in anchors:
        if a['platform'] == platform and a['scheme'] in schemes:
            pts.append((a['scheme'], a['implementation'], anchor_ram(a), int(a['verify'])))
    return pts


# point labels: in a panel of one family the level tells the points apart
LABELS = {'mldsa44': 'ML-DSA-44', 'slhdsa_sha2_128s': 'SLH-DSA-128s', 'slhdsa_sha2_128f': 'SLH-DSA-128f',
          'falcon512': 'Falcon-512', 'rainbow1_classic': 'Rainbow-I', 'gemss128': 'GeMSS-128'}


def _short(scheme, mixed):
    if mixed:
        return LABELS.get(scheme, scheme)
    for prefix in ('slhdsa_sha2_', 'mldsa', 'falcon', 'haetae'):
        if scheme.startswith(prefix):
            return scheme[len(prefix):]
    return scheme


def _ticks(lo, hi):
    """Tick values between 10**lo and 10**hi: 1-2-5 per decade, finer when the
    range is under a decade."""
    steps = (1, 2, 5) if hi - lo > 1 else (1, 1.5, 2, 3, 4, 5, 6, 7, 8)
    out = []
    for exp in range(int(math.floor(lo)), int(math.ceil(hi)) + 1):
        out += [m * 10 ** exp for m in steps if lo <= math.log10(m * 10 ** exp) <= hi]
    return out


def _log_axis(values, lo_pad=0.85, hi_pad=1.25):
    lo, hi = min(values) * lo_pad, max(values) * hi_pad
    return math.log10(lo), math.log10(hi)


def _panel(results, title, schemes, platform, x0, y0, w, h):
    pts = _points(results, schemes, platform)
    if not pts:
        return []
    series = []
    for p in pts:
        if p[1] not in series:
            series.append(p[1])
    lx = _log_axis([p[2] for p in pts])
    ly = _log_axis([p[3] for p in pts])
    left, right, top, bottom = x0 + 60, x0 + w - 60, y0 + 30 + 12 * len(series), y0 + h - 40

    def sx(v):
        return left + (math.log10(v) - lx[0]) / (lx[1] - lx[0]) * (right - left)

    def sy(v):
        return bottom - (math.log10(v) - ly[0]) / (ly[1] - ly[0]) * (bottom - top)

    out = ['<text x="%d" y="%d" font-size="13" font-weight="bold">%s</text>' % (x0 + 10, y0 + 18, title),
           '<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#999"/>' % (
               left, top, right - left, bottom - top)]
    for v in _ticks(*lx):
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#eee"/>' % (sx(v), top, sx(v), bottom))
        out.append('<text x="%.1f" y="%d" font-size="10" text-anchor="middle">%s</text>' % (
            sx(v), bottom + 12, '{:,}'.format(int(v))))
    for v in _ticks(*ly):
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#eee"/>' % (left, sy(v), right, sy(v)))
        out.append('<text x="%d" y="%.1f" font-size="10" text-anchor="end">%gM</text>' % (
            left - 4, sy(v) + 3, v / 1e6))
    out.append('<text x="%d" y="%d" font-size="10" text-anchor="middle">RAM (bytes, log)</text>' % (
        (left + right) // 2, bottom + 28))
    for scheme, name, ram, ins in pts:
        c = COLOURS[series.index(name) % len(COLOURS)]
        x, y = sx(ram), sy(ins)
        if name.startswith('pq8k'):
            out.append('<circle cx="%.1f" cy="%.1f" r="5" fill="%s"/>' % (x, y, c))
        else:
            out.append('<rect x="%.1f" y="%.1f" width="8" height="8" fill="none" stroke="%s" stroke-width="2"/>' % (
                x - 4, y - 4, c))
        out.append('<text x="%.1f" y="%.1f" font-size="9" fill="%s">%s</text>' % (x + 7, y - 5, c, _short(scheme, len({p[0][:5] for p in pts}) > 1)))
    for i, name in enumerate(series):
        c = COLOURS[i % len(COLOURS)]
        out.append('<text x="%d" y="%d" font-size="10" fill="%s">%s %s</text>' % (
            x0 + 20, y0 + 34 + 12 * i, c, '●' if name.startswith('pq8k') else '□', name))
    return out


def plot(results, path):
    """Writes the SVG: one panel per scheme family, instructions (log) against
    RAM (log), pq8k filled, anchors hollow."""
    w, h, cols = 520, 360, 2
    rows = (len(PANELS) + cols - 1) // cols
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif">' % (
        w * cols, h * rows), '<rect width="100%" height="100%" fill="white"/>']
    for i, line in enumerate(('Streamed verification: instructions (log; the seed',
                              'paper: board cycles) against RAM (log).', 'Filled: pq8k; hollow: the anchors',
                              '(bench/anchors.csv). RAM as in BENCHMARKS.md.')):
        out.append('<text x="%d" y="%d" font-size="12">%s</text>' % (w + 20, 2 * h + 60 + 16 * i, line))
    for i, (title, schemes, platform) in enumerate(PANELS):
        out += _panel(results, title, schemes, platform, (i % cols) * w, (i // cols) * h, w, h)
    out.append('</svg>')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
