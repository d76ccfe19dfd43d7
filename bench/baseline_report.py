# SPDX-License-Identifier: MIT
"""The report's "Against the baseline" section: every measured row of
bench/results.csv beside the same row of bench/baseline.csv (an earlier
bench run, named in that file's first line), so that what a change costs or
saves (instructions, stack, RAM, flash) is read from two measurements, not
typed. Rows over the standing regression budgets are marked: stack +16 B,
total RAM +64 B, flash +1 %, instructions +1 % (the issues' "must not
regress" rules; a change that is allowed to cost more says so in its issue).
When a wave of work starts, bench/baseline.csv becomes the results.csv it
starts from (git show REV:bench/results.csv, with a first line "# ..." that
names REV).
"""
import csv

# (column, title, budget kind, budget): 'abs' in bytes, 'rel' as a fraction
COLUMNS = [('instructions', 'instructions', 'rel', 0.01),
           ('stack_bytes', 'stack (B)', 'abs', 16),
           ('ram_total_bytes', 'total RAM (B)', 'abs', 64),
           ('flash_bytes', 'flash (B)', 'rel', 0.01)]


def read(path):
    """rows keyed by (platform, scheme, operation), and the file's comment line"""
    with open(path, newline='', encoding='utf-8') as f:
        lines = f.readlines()
    note = next((ln[1:].strip() for ln in lines if ln.startswith('#')), '')
    rows = csv.DictReader(ln for ln in lines if not ln.startswith('#'))
    # a size-profile row (docs/size-profile.md) is a row of its own
    return {(r['platform'], r['scheme'], r['operation'] + (' (size)' if r.get('profile') == 'size' else '')): r
            for r in rows}, note


def _int(v):
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def over_budget(kind, budget, old, new):
    return new - old > budget if kind == 'abs' else new > old * (1 + budget)


def compare(base, now):
    """changed rows: (key, [(title, old, new, over)]) for the columns that moved"""
    out = []
    for key in sorted(set(base) & set(now)):
        cells = []
        for col, title, kind, budget in COLUMNS:
            old, new = _int(base[key].get(col)), _int(now[key].get(col))
            if old is None or new is None or old == new:
                continue
            cells.append((title, old, new, over_budget(kind, budget, old, new)))
        if cells:
            out.append((key, cells))
    return out


def change(old, new):
    pct = 100.0 * (new - old) / old if old else 0.0
    return '{:,} → {:,} ({:+,}, {:+.2f} %)'.format(old, new, new - old, pct)


def section(results_path, baseline_path):
    """Markdown lines of the section; [] when there is no baseline file."""
    try:
        base, note = read(baseline_path)
    except FileNotFoundError:
        return []
    now, _ = read(results_path)
    changed = compare(base, now)
    over = [(k, c) for k, c in changed if any(x[3] for x in c)]
    out = ['', '## Against the baseline', '',
           'Baseline: %s. %d rows in both runs, %d changed, %d over a budget (stack +16 B, '
           'total RAM +64 B, flash +1 %%, instructions +1 %%); rows only in one run: %d new, %d gone.'
           % (note or 'bench/baseline.csv', len(set(base) & set(now)), len(changed), len(over),
              len(set(now) - set(base)), len(set(base) - set(now))), '']
    if not changed:
        return out + ['No measured row changed.']
    out += ['| platform | scheme | operation | what | before → after | budget |',
            '|---|---|---|---|--:|---|']
    for (p, s, op), cells in changed:
        for title, old, new, bad in cells:
            out.append('| %s | `%s` | %s | %s | %s | %s |'
                       % (p, s, op, title, change(old, new), 'over' if bad else 'ok'))
    return out
