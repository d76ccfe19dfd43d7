#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes BENCHMARKS.md (and the README's results table) from the bench CSVs.

    gen_report.py results.csv selfcheck.csv environment.txt BENCHMARKS.md [README.md [haetae-lowstack.md]]

Everything in the report comes from those files and, for the streaming
section, from two reference tables next to this script (stream_paper.csv:
the seed paper's figures; stream_targets.csv: the issues' targets), and for
the HAETAE comparison from haetae_reference.csv (the reference measured
on the same inputs and harness); the output depends on nothing else, so
regenerating it gives the same text.
The README is only touched between its "<!-- bench:begin -->" and
"<!-- bench:end -->" lines, docs/haetae-lowstack.md between
"<!-- bench-haetae:begin -->" and "<!-- bench-haetae:end -->".
"""
import csv
import os
import sys

import anchor_report
import baseline_report

HERE = os.path.dirname(os.path.abspath(__file__))

PLATFORMS = ['m4', 'm3', 'rv32', 'm33', 'm0']
# f100 runs the streaming firmware only (its 8 KB hold no signing firmware)
STREAM_PLATFORMS = PLATFORMS + ['f100']
PLATFORM_TITLES = {
    'm4': 'Cortex-M4 (`-O3`)',
    'm3': 'Cortex-M3 (`-Os`)',
    'rv32': 'RV32IMAC (`-O3`)',
    'm33': 'Cortex-M33 (`-O3`)',
    'm0': 'Cortex-M0+ (`-Os`)',
    'f100': 'STM32F100, Cortex-M3 in 8 KB (`-Os`)',
}


# the plot of instructions against RAM, next to BENCHMARKS.md
PLOT_NAME = 'bench/verify_speed_ram.svg'


def read_csv(path):
    with open(path, newline='', encoding='utf-8') as f:
        return list(csv.DictReader(line for line in f if not line.startswith('#')))


def num(v):
    return '{:,}'.format(int(v)) if v not in ('', None) else '–'


def table(header, rows, text_columns=2):
    """Markdown table; columns after the first text_columns are right-aligned."""
    align = ['---' if i < text_columns else '--:' for i in range(len(header))]
    out = ['| ' + ' | '.join(header) + ' |', '|' + '|'.join(align) + '|']
    out += ['| ' + ' | '.join(r) + ' |' for r in rows]
    return out


def keys_in_order(results):
    seen = []
    for r in results:
        k = (r['scheme'], r['operation'])
        if k not in seen:
            seen.append(k)
    return seen


def by_key(results):
    return {(r['scheme'], r['operation'], r['platform']): r for r in results}


def pivot(results, cell):
    """One row per (scheme, operation), one column per platform."""
    idx = by_key(results)
    rows = []
    for scheme, op in keys_in_order(results):
        cells = []
        for p in PLATFORMS:
            r = idx.get((scheme, op, p))
            cells.append(cell(r) if r else '–')
        rows.append(['`%s`' % scheme, op] + cells)
    return rows


def instructions_cell(r):
    if r['instructions_min'] == r['instructions_max']:
        return num(r['instructions'])
    return '%s (%s–%s)' % (num(r['instructions']), num(r['instructions_min']), num(r['instructions_max']))


def cycles_cell(r):
    """Model cycles and cycles per instruction; '–' where the plugin has no
    model (RV32: its figure is minstret)."""
    if r.get('cycles') in ('', None) or not int(r['instructions']):
        return '–'
    return '%s (%.2f)' % (num(r['cycles']), int(r['cycles']) / int(r['instructions']))


def cycles_section(results, head):
    out = [
        '',
        '## Cycles',
        '',
        'Cycles of the same calls from the bench plugin\'s cycle model of each core (in brackets:',
        'cycles per instruction), zero wait states: `bench/cortex_m_timing.h` prices every instruction',
        'class from the Technical Reference Manual\'s timing tables (the M33 has none published and',
        'takes the M4\'s) and the plugin adds the pipeline refill of every taken branch. QEMU 7.2\'s',
        'plugin API cannot read registers, so data-dependent timings take their worst case (SDIV/UDIV',
        '12, the M3\'s long multiplies 5 and 7: an upper bound there). The refill P is calibrated',
        'against pqm4\'s published Cortex-M4 cycles ([Cycle model calibration](#cycle-model-calibration)):',
        'P = 3, the top of the manuals\' 1-3, fits them best, an average over branches; a tight loop',
        '(`subs`/`bne`) is priced 5 cycles per iteration, 3 with the manuals\' smallest P. A model, not a board:',
        'RV32 has no cycle figure.',
        '',
    ]
    out += table(head, pivot(results, cycles_cell))
    return out + calibration_section()


def calibration_section():
    path = os.path.join(HERE, 'calibration.csv')
    if not os.path.exists(path):
        return []
    rows = read_csv(path)
    worst = max(abs(float(r['model_over_published']) - 1) for r in rows) if rows else 0
    out = [
        '',
        '### Cycle model calibration',
        '',
        'Code whose Cortex-M4 cycles are published, built from its public sources with its own',
        'flags and run on this rig under the model (`bash bench/calibrate.sh --write`, which writes',
        '`bench/calibration.csv`; it needs the sources and is not part of `make bench`): pqm4\'s speed',
        'firmware for `mps2-an386` (`-O3`), its verification between the speed test\'s two',
        '`hal_get_time` calls, against pqm4\'s figure (its `benchmarks.md`, Nucleo-L4R5ZI). Worst',
        'deviation %.1f %% (must ±10 %%, goal ±5 %%).' % (100 * worst),
        '',
    ]
    out += table(['pqm4 scheme / implementation', 'source', 'published cycles', 'model cycles', 'instructions',
                  'model / published'],
                 [['`%s`' % r['point'], r['source'], num(r['published_cycles']), num(r['model_cycles']),
                   num(r['instructions']), '%.3f' % float(r['model_over_published'])] for r in rows])
    return out


STATEFUL_PREFIXES = ('lms', 'hss', 'xmss')


def hash_count_section(rows, results=()):
    """The hash work of one stream verification against the minimum:
    SLH-DSA (bench/slhdsa_hash_count.sh), then LMS / HSS / XMSS / XMSS^MT
    (bench/stateful_hash_count.sh); minimums from bench/stream_bench_data.py."""
    stateful = [r for r in rows if r['scheme'].startswith(STATEFUL_PREFIXES)]
    rows = [r for r in rows if not r['scheme'].startswith(STATEFUL_PREFIXES)]
    return slhdsa_hash_count_section(rows) + stateful_hash_count_section(stateful, results)


def stateful_hash_count_section(rows, results):
    if not rows:
        return []
    insns = {(r['platform'], r['scheme']): r['instructions'] for r in results
             if r['operation'] == 'stream_verify'}
    out = [
        '',
        '## LMS / XMSS hash calls against the minimum',
        '',
        'SHA-256 compressions (SHA-256 sets) or Keccak-f[1600] permutations (SHAKE256 sets) of one',
        'stream verification of the bench signature, counted on the host (`bench/stateful_hash_count.sh`),',
        'beside the least the algorithm needs for that signature: every hash of RFC 8554 / RFC 8391 over',
        'its exact input, the chain steps its digits leave, and for XMSS SHA2_*_256 the constant PRF block',
        'compressed once per key (`bench/stream_bench_data.py`, which verifies the signature itself).',
        'The stream adds one thing the algorithm has not: SHA-256 of the streamed pk, checked against the',
        'trusted digest (column "key check"; in the count of a SHA-256 set, beside it for a SHAKE one).',
        'Instructions: the same verification on the Cortex-M3 (`stream_verify` rows above).',
        '`make bench` fails above 105 % (issue 14).',
        '',
    ]
    body = []
    for r in rows:
        dig = r['notes'].split('check: ')[1].split(' ')[0] if 'check: ' in r['notes'] else '–'
        body.append(['`%s`' % r['scheme'], r['notes'].split(' (')[0], num(r['hash_calls']),
                     num(r['hash_min']), dig,
                     '%.2f %%' % (100.0 * int(r['hash_calls']) / int(r['hash_min'])),
                     num(insns[('m3', r['scheme'])]) if ('m3', r['scheme']) in insns else '–'])
    out += table(['scheme', 'hash', 'calls', 'minimum', 'key check', 'ratio', 'm3 instructions'], body)
    return out


def slhdsa_hash_count_section(rows):
    if not rows:
        return []
    out = [
        '',
        '## SLH-DSA hash calls against the minimum',
        '',
        'SHA-256 / SHA-512 compressions (SHA2 sets) or Keccak-f[1600] permutations (SHAKE sets) of one',
        'stream verification of the bench signature, counted on the host (`bench/slhdsa_hash_count.sh`),',
        'beside the least the algorithm needs for that signature: FORS leaves and auth paths, the WOTS+',
        'chain steps its digits leave, the tree nodes, T_l and H_msg over their exact inputs, a SHA-2',
        'PK.seed block once per key (`bench/stream_bench_data.py`, which verifies the signature itself).',
        '`make bench` fails above 105 % (issue 17).',
        '',
    ]
    out += table(['scheme', 'hash', 'calls', 'minimum', 'ratio'],
                 [['`%s`' % r['scheme'], r['notes'].split(' (')[0], num(r['hash_calls']), num(r['hash_min']),
                   '%.2f %%' % (100.0 * int(r['hash_calls']) / int(r['hash_min']))] for r in rows])
    return out


def report(results, checks, env, riot=(), counts=()):
    head = ['scheme', 'operation'] + [PLATFORM_TITLES[p] for p in PLATFORMS]
    failed = [c for c in checks if c['result'] != 'pass']
    out = [
        '# pq8k benchmarks',
        '',
        'Generated by `make bench` from `bench/results.csv` and `bench/selfcheck.csv`: do not edit by',
        'hand. Every figure is measured on the emulated targets by the project\'s harness (`bench/`);',
        'how each one is taken is described under [Method](#method).',
        '',
        '## Instructions',
        '',
        'Instructions executed by the operation, exact, mean over the runs (range shown when runs differ).',
        '',
    ]
    out += table(head, pivot(results, instructions_cell))
    out += cycles_section(results, head)
    out += [
        '',
        '## Stack',
        '',
        'Painted high-water mark / static bound from `-fstack-usage` along the call graph, in bytes.',
        'Buffers the caller passes in (keys, signatures, messages, states) are not counted.',
        '',
    ]
    out += table(head, pivot(results, lambda r: '%s / %s' % (num(r['stack_bytes']), num(r['stack_bound_bytes']))))
    out += [
        '',
        '## RAM',
        '',
        'Total RAM = painted stack + the library\'s own `.data`/`.bss` (shown in brackets), in bytes;',
        'for a streaming verify it also counts the verifier context and the 64-byte chunk buffer',
        '(each part in [Streaming verification](#streaming-verification)).',
        'The firmware that measured it was linked with the RAM given after the slash and ran in it.',
        '',
    ]
    out += table(head, pivot(results, lambda r: '%s (%s) / %s KB' % (
        num(r['ram_total_bytes']), num(r['static_ram_bytes']), r['ram_kb'])))
    out += [
        '',
        '## Flash',
        '',
        'Bytes (`.text` + `.rodata` + `.data`) the operation\'s firmware adds over the empty firmware of',
        'the same target, not counting the bench file\'s own wrappers and inputs; in brackets, the part',
        'that is hash code (`common_fips202.o`, `common_sha2.o`, from the link map). The two are computed',
        'independently and may differ by a few bytes of alignment or linker relaxation.',
        '',
    ]
    out += table(head, pivot(results, lambda r: '%s (%s)' % (num(r['flash_bytes']), num(r['flash_hash_bytes']))))

    out += haetae_reference_section(results)
    out += streaming_section(results)
    out += hash_count_section(counts, results)
    out += anchor_report.section(results, PLOT_NAME)

    notes = [(r['platform'], r['scheme'], r['operation'], r['notes']) for r in results if r['notes']]
    if notes:
        out += ['', 'Notes on the static bounds:', '']
        out += ['- %s `%s` %s: %s' % n for n in notes]
    out += riot_section(list(riot))

    out += [
        '',
        '## Harness self-checks',
        '',
        'Run by every `make bench`, which fails if one is off. %s' % (
            'All pass.' if not failed else '**%d FAILED.**' % len(failed)),
        '',
    ]
    out += table(['platform', 'check', 'measured', 'expected', 'result'],
                 [[c['platform'], c['check'], c['measured'] or '–', c['expected'], c['result']] for c in checks],
                 text_columns=5)
    out += [
        '',
        '## Method',
        '',
        '- Targets: QEMU `mps2-an386` (Cortex-M4F), `mps2-an385` (Cortex-M3), `virt` (RV32IMAC),',
        '  `mps2-an505` (Cortex-M33), `microbit` (Cortex-M0, 16 KB of RAM) and `stm32vldiscovery`',
        '  (`f100`: Cortex-M3, 8 KB of RAM), with the project\'s own start-up code and linker scripts;',
        '  the flags of each target are in the README. One firmware per bench file',
        '  `bench/firmware/<name>.c`, linked with the RAM it states (8 KB unless it says otherwise). On',
        '  `m0`, a firmware that asks for more RAM than the micro:bit\'s 16 KB (ML-DSA signing, 32 KB) runs',
        '  the same ARMv6-M code on `mps2-an385`; its RAM column says what it was linked with.',
        '- Instructions: counted between two marker calls around the operation: on ARM by a QEMU TCG',
        '  plugin (`bench/qemu_insn_plugin.c`) that counts every executed instruction between the',
        '  entries of the two marker functions, on RV32 by `minstret` under `-icount shift=0`. The',
        '  fixed cost of the markers is measured on an empty function in the same firmware and',
        '  subtracted, so a figure is the instructions of the operation\'s call, return included.',
        '- Cycles (Cortex-M): the same plugin, given the core (`cpu=m4|m3|m33|m0`), adds each',
        '  instruction\'s cost from its cycle model (bench/cortex_m_timing.h, decoded by',
        '  bench/cortex_m_decode.h) and the refill of each taken branch; the markers\' cycles are',
        '  subtracted like their instructions. See [Cycles](#cycles).',
        '- Stack: the free stack is painted up to the stack pointer right before the call (by',
        '  assembly that uses no stack itself) and scanned for the deepest overwritten word after it.',
        '  The static bound adds the `-fstack-usage` frames along the deepest path of gcc\'s call graph',
        '  (`-fcallgraph-info=su`, walked by `bench/stack_bound.py`); calls it cannot follow are',
        '  listed in the notes.',
        '- Flash: loadable bytes of the ELF (`.text` with `.rodata`, `.ARM.exidx`, `.data`) minus those',
        '  of the empty firmware; the libc helpers (`memcpy` and co.) are in both.',
        '- RAM: painted stack plus the `.data`/`.bss` of library objects in the link map.',
        '',
        'Tools:',
        '',
    ]
    out += ['- ' + line for line in env]
    return '\n'.join(out) + '\n'


# speed bounds, pq8k's instructions over the reference's, at most: issue 4's, and
# issue 13's for v1.2.0 signing (sign: the v1.2.0 reference; sign-v112: the v1.1.2 one)
HAETAE_RATIO_BOUNDS = {'keygen': 1.8, 'sign': 2.0, 'sign-v112': 3.4, 'verify': 1.0}


def haetae_reference_section(results):
    """pq8k's HAETAE on m4 against the reference run on the same inputs (v1.2.0's
    signing for sign and sign-ip, v1.1.2's for sign-v112; keygen and verify are
    the same code in both releases)."""
    path = os.path.join(HERE, 'haetae_reference.csv')
    if not os.path.exists(path):
        return []
    idx = by_key(results)
    rows = []
    for ref in read_csv(path):
        # the faster signing variant (sign-ip) is held to the same bound as sign
        for op in [ref['operation']] + (['sign-ip'] if ref['operation'] == 'sign' else []):
            mine = idx.get((ref['scheme'], op, ref['platform']))
            if mine is None:
                continue
            ratio = int(mine['instructions']) / int(ref['instructions'])
            bound = HAETAE_RATIO_BOUNDS.get(ref['operation'])
            verdict = '–' if bound is None else '≤ %.1f× %s' % (bound, '✓' if ratio <= bound else '✗')
            rows.append(['`%s`' % ref['scheme'], op, num(mine['instructions']),
                         num(ref['instructions']), '%.2f×' % ratio, verdict,
                         num(mine['ram_total_bytes']), num(ref['stack_bytes'])])
    if not rows:
        return []
    out = [
        '',
        '## HAETAE vs the reference (same inputs)',
        '',
        'The official reference (`bench/haetae_reference.csv`, whose comment lines say how it was built',
        'and run: v1.2.0 for `sign`, v1.1.2 for `sign-v112`; keygen and verify are the same code in',
        'both releases) measured on Cortex-M4 with this harness, the same flags and exactly the inputs of',
        '`bench/haetae_bench.h`: keygen from KAT record 0\'s seed, the same 100 signatures (record 0\'s',
        '`rnd` with the run number xored into its first two bytes), verify of record 0\'s signature. Both',
        'produce the same keys and signatures, so they make the same rejection decisions and the ratio',
        '(pq8k / reference, mean instructions) is pure cost. Bounds from issues 4 and 13. `sign` signs',
        'like v1.2.0 (the default), `sign-v112` is pq8k built with `PQ8K_CONFIG_HAETAE_V112=1`.',
        '`sign-ip` is pq8k built with `PQ8K_CONFIG_HAETAE_SIGN_IP=1`, the faster variant that is not',
        'constant time (same signatures; compared with the v1.2.0 reference\'s signing). RAM: pq8k\'s painted',
        'stack + library `.data`/`.bss`; the reference\'s painted stack (it keeps no static workspace).',
        '',
    ]
    out += table(['scheme', 'operation', 'pq8k instructions', 'reference instructions', 'ratio', 'bound',
                  'pq8k RAM (B)', 'reference stack (B)'], rows)
    return out


LEGACY_SCHEMES = ('rainbow1_classic', 'gemss128')
# the issues' order: ML-DSA, SLH-DSA, Falcon, HAETAE, then the legacy schemes
SLHDSA_SCHEMES = ['slhdsa_%s_%s%s' % (h, l, v) for h in ('sha2', 'shake') for l in (128, 192, 256) for v in 'sf']
STREAM_ORDER = (['mldsa44', 'mldsa65', 'mldsa87'] + SLHDSA_SCHEMES + ['falcon512', 'falcon1024'] +
                ['haetae2', 'haetae3', 'haetae5'] + list(LEGACY_SCHEMES))


def stream_name(scheme):
    return '`%s`%s' % (scheme, ' (legacy, broken)' if scheme in LEGACY_SCHEMES else '')


def flash_without_hash(r):
    return int(r['flash_bytes']) - int(r['flash_hash_bytes'])


def met(value, limit):
    """'≤ limit ✓' / '✗', or '–' when there is no limit."""
    if limit in ('', None):
        return '–'
    return '%s %s' % (num(limit), '✓' if value <= int(limit) else '✗')


def streaming_section(results):
    rows = [r for r in results if r['operation'] == 'stream_verify']
    rows.sort(key=lambda r: STREAM_ORDER.index(r['scheme']) if r['scheme'] in STREAM_ORDER else len(STREAM_ORDER))
    if not rows:
        return []
    paper = {p['scheme']: p for p in read_csv(os.path.join(HERE, 'stream_paper.csv')) if p['scheme']}
    targets = {t['scheme']: t for t in read_csv(os.path.join(HERE, 'stream_targets.csv'))}
    out = [
        '',
        '## Streaming verification',
        '',
        'One verify-only firmware per scheme (`stream_<scheme>`, `bench/stream_fw.c`), linked with exactly 8 KB',
        'of RAM, against a library built with that scheme alone (`-DPQ8K_CONFIG_DEFAULT=0` and the',
        'scheme\'s `PQ8K_CONFIG_*` switch; Rainbow and GeMSS, which are broken, in a `LEGACY=1` build).',
        'It verifies KAT record 0 of the shared vectors (33-byte message; the SLH-DSA sets without a KAT',
        'file: a 33-byte message signed on the host by `bench/stream_encode --sign`; HAETAE: the record\'s',
        'message with its context, M\' = ctxlen || ctx || msg, 54 bytes): the stream, written on the host',
        'by the library\'s `pq8k_stream_encode`, sits in flash as the bus and reaches the verifier 64 bytes',
        'at a time through one 64-byte buffer; only the pk digest and the message are stored. The',
        'firmware then checks that the stream with one signature byte or one pk byte flipped is rejected',
        '(the latter as `PQ8K_ERR_PK_DIGEST`).',
        '',
        '- RAM total = context (`sizeof` the verifier context the firmware allocates) + painted peak',
        '  stack over init, every update and final + the library\'s `.data`/`.bss` + the chunk buffer.',
        '- Flash: what the firmware adds over the empty firmware, with and without the hash code',
        '  (`fips202`, `sha2`, Keccak-f objects).',
        '- Instructions: the whole verification, less the bus loop alone (measured in the same firmware);',
        '  cycles likewise, from the cycle model ([Cycles](#cycles));',
        '  one-shot: the scheme\'s one-shot verify of the same signature, pk and signature in flash.',
        '',
    ]
    head = ['scheme', 'context', 'stack', '.data/.bss', 'chunk', 'RAM total', 'flash', 'flash w/o hashes',
            'instructions', 'cycles', 'one-shot verify', 'bytes streamed']
    for p in STREAM_PLATFORMS:
        mine = [r for r in rows if r['platform'] == p]
        if not mine:
            continue
        out += ['### %s' % PLATFORM_TITLES[p], '']
        out += table(head, [[stream_name(r['scheme']), num(r['context_bytes']), num(r['stack_bytes']),
                             num(r['static_ram_bytes']), num(r['chunk_bytes']), num(r['ram_total_bytes']),
                             num(r['flash_bytes']), num(flash_without_hash(r)), num(r['instructions']),
                             num(r.get('cycles')), num(r['oneshot_instructions']), num(r['stream_bytes'])]
                            for r in mine],
                         text_columns=1)
        out += ['']

    readers = {(r['platform'], r['scheme']): r for r in results if r['operation'] == 'stream_verify_reader'}
    rrows = []
    for r in rows:
        q = readers.get((r['platform'], r['scheme']))
        if r['platform'] == 'm3' and q is not None:
            rrows.append([stream_name(r['scheme']), num(r['stack_bytes']), num(q['stack_bytes']),
                          num(r['ram_total_bytes']), num(q['ram_total_bytes']), num(r['flash_bytes']),
                          num(q['flash_bytes']), num(r['instructions']), num(q['instructions'])])
    if rrows:
        out += ['### Message behind a reader (Cortex-M3)', '',
                'The same verification with `pq8k_verify_init_reader`: the message stays in flash and',
                'reaches the verifier through the library\'s %d-byte buffer (on the stack of the call' % 64,
                'that hashes it, so it counts in the stack and the RAM total), in a firmware of its own',
                '(`stream_<scheme>_reader`) so the pointer-mode firmware keeps its flash.',
                'SLH-DSA\'s vectors are signed through the internal interface, as its pointer rows verify',
                'them: its reader rows read that M\' through `pq8k_verify_init_internal_reader` (the same',
                'reader path).', '']
        out += table(['scheme', 'stack', 'stack (reader)', 'RAM total', 'RAM total (reader)', 'flash',
                      'flash (reader)', 'instructions', 'instructions (reader)'], rrows, text_columns=1)
        out += ['']

    m3 = [r for r in rows if r['platform'] == 'm3']
    out += ['### Against the targets (Cortex-M3)', '',
            'Targets from the issues (`bench/stream_targets.csv`): "must" is the paper\'s figure or 8 KB.', '']
    trows = []
    for r in m3:
        t = targets.get(r['scheme'])
        if t is None:
            continue
        ram, flash = int(r['ram_total_bytes']), flash_without_hash(r)
        trows.append([stream_name(r['scheme']), '#%s' % t['issue'], num(ram), met(ram, t['ram_must']),
                      met(ram, t['ram_goal']), num(flash), met(flash, t['flash_must']), met(flash, t['flash_goal'])])
    out += table(['scheme', 'issue', 'RAM total', 'must', 'goal', 'flash w/o hashes', 'must', 'goal'], trows,
                 text_columns=2)

    out += ['', '### Against the paper (Cortex-M3)', '',
            'Reference: "Verifying Post-Quantum Signatures in 8 kB of RAM", IACR ePrint 2021/662, on a',
            'Nucleo-F207ZG (`bench/stream_paper.csv`). Its RAM parts are buffer / `.bss` / stack, ours',
            'context / stack / `.data`+`.bss` / chunk. Its speed is board cycles with the pk check (zero wait',
            'states), ours the cycle model\'s cycles of the same verification, pk check included (the trusted',
            'pk digest); ratio = pq8k / paper.', '']
    prows = []
    for r in m3:
        ref = paper.get(r['scheme'])
        if ref is None:
            continue
        prows.append([stream_name(r['scheme']), ref['paper_scheme'],
                      '%s (%s / %s / %s / %s)' % (num(r['ram_total_bytes']), num(r['context_bytes']),
                                                  num(r['stack_bytes']), num(r['static_ram_bytes']),
                                                  num(r['chunk_bytes'])),
                      '%s (%s / %s / %s)' % (num(ref['ram_total']), num(ref['ram_buffer']), num(ref['ram_bss']),
                                             num(ref['ram_stack'])),
                      num(flash_without_hash(r)), num(ref['text_excl_hash']),
                      num(r['instructions']), num(r.get('cycles')), num(ref['cycles_with_pk_check']),
                      ratio_of(r.get('cycles'), ref['cycles_with_pk_check']),
                      num(r['stream_bytes']), num(ref['stream_bytes'])])
    out += table(['scheme', 'paper', 'RAM pq8k', 'RAM paper', 'flash w/o hashes pq8k', 'paper',
                  'instructions pq8k', 'cycles pq8k', 'cycles paper', 'cycles pq8k / paper',
                  'bytes streamed pq8k', 'paper'], prows)
    return out + small_cores_section(results)


def ratio_of(value, ref):
    if value in ('', None) or ref in ('', None):
        return '–'
    return '%.2f×' % (int(value) / int(ref))


# issue 24's seed schemes: each stream_verify links and runs on f100 and m0
SEED_STREAM = (['mldsa44', 'mldsa65', 'mldsa87', 'slhdsa_sha2_128s', 'slhdsa_sha2_128f',
                'slhdsa_shake_128s', 'slhdsa_shake_128f', 'falcon512', 'falcon1024',
                'haetae2', 'haetae3', 'haetae5', 'lms_sha256_h10_w4', 'xmss_sha2_10_256'])
# issue 24's bounds: m0 RAM over m3 (must, goal), m0 instructions over m3 (must, goal)
M0_RAM_BOUND = (1.05, 1.0)
M0_INSN_BOUND = (2.0, 1.5)


def ratio_cell(value, ref, bounds):
    """'1.23 ✓ / ✗' against (must, goal) bounds on value / ref."""
    if ref in (None, 0):
        return ['–', '–', '–']
    q = value / ref
    return ['%.2f' % q] + ['%s %s' % ('%.2f' % b, '✓' if q <= b else '✗') for b in bounds]


def small_cores_section(results):
    """Issue 24's targets: the seed schemes on f100 (8 KB) and m0 (16 KB), m0
    against m3, HAETAE on the micro:bit, m33 against m4."""
    idx = by_key(results)
    if not any(r['platform'] in ('m0', 'f100', 'm33') for r in results):
        return []
    out = ['', '### Against the targets (STM32F100 and Cortex-M0+)', '',
           'Issue 24: every seed scheme\'s streaming verify links and runs on `f100` (8 KB) and `m0`',
           '(the micro:bit\'s 16 KB); on `m0` its RAM total at most the `m3` figure + 5 % (must), equal',
           '(goal), its instructions at most 2.0x the `m3` figure (must), 1.5x (goal).', '']
    rows = []
    for scheme in SEED_STREAM:
        m3, f100, m0 = (idx.get((scheme, 'stream_verify', p)) for p in ('m3', 'f100', 'm0'))
        row = [stream_name(scheme)]
        row.append('%s B / %s KB ✓' % (num(f100['ram_total_bytes']), f100['ram_kb']) if f100 else '✗ (no row)')
        row.append('%s B / %s KB ✓' % (num(m0['ram_total_bytes']), m0['ram_kb']) if m0 else '✗ (no row)')
        if m0 and m3:
            row += ratio_cell(int(m0['ram_total_bytes']), int(m3['ram_total_bytes']), M0_RAM_BOUND)
            row += ratio_cell(int(m0['instructions']), int(m3['instructions']), M0_INSN_BOUND)
        else:
            row += ['–'] * 6
        rows.append(row)
    out += table(['scheme', 'f100 RAM total / linked', 'm0 RAM total / linked', 'm0 RAM / m3', 'must',
                  'goal', 'm0 instructions / m3', 'must', 'goal'], rows, text_columns=1)

    out += ['', 'HAETAE on the micro:bit: keygen, sign and verify in its 16 KB, working RAM within 5 % of `m3`.', '']
    rows = []
    for level in ('2', '3', '5'):
        for op in ('keygen', 'sign', 'verify'):
            m3, m0 = (idx.get(('haetae' + level, op, p)) for p in ('m3', 'm0'))
            if not m0:
                rows.append(['`haetae%s`' % level, op, '✗ (no row)', '–', '–', '–'])
                continue
            fits = int(m0['ram_kb'] or 0) <= 16
            cells = ['%s KB %s' % (m0['ram_kb'], '✓' if fits else '✗'), num(m0['ram_total_bytes'])]
            cells += ratio_cell(int(m0['ram_total_bytes']), int(m3['ram_total_bytes']), (1.05,))[:2] \
                if m3 else ['–', '–']
            rows.append(['`haetae%s`' % level, op] + cells)
    out += table(['scheme', 'operation', 'm0 linked in', 'm0 RAM total', 'm0 / m3 RAM', 'within 5 %'], rows)

    out += ['', 'Cortex-M33 against Cortex-M4 (the same DSP instructions): `m33` instructions at most `m4`\'s,',
            'every row both have.', '']
    over = []
    pairs = 0
    for (scheme, op, p), r in sorted(idx.items()):
        m4 = idx.get((scheme, op, 'm4'))
        if p != 'm33' or m4 is None or r['instructions'] in ('', None) or m4['instructions'] in ('', None):
            continue
        pairs += 1
        if int(r['instructions']) > int(m4['instructions']):
            over.append('`%s` %s %s > %s' % (scheme, op, num(r['instructions']), num(m4['instructions'])))
    out += ['- rows compared: %d; over the m4 figure: %s' % (pairs, '; '.join(over) if over else 'none ✓')]
    return out


def readme_table(results):
    """The short table in the README: the figures DESIGN.md names per target."""
    idx = by_key(results)
    rows = []
    for scheme, op in keys_in_order(results):
        m4, m3, rv = (idx.get((scheme, op, p)) for p in ('m4', 'm3', 'rv32'))
        rows.append(['`%s`' % scheme, op,
                     num(m4['instructions']) if m4 else '–',
                     num(m4['stack_bytes']) if m4 else '–',
                     num(m3['ram_total_bytes']) if m3 else '–',
                     num(m3['flash_bytes']) if m3 else '–',
                     num(rv['instructions']) if rv else '–'])
    lines = table(['scheme', 'operation', 'M4 instructions', 'M4 stack (B)', 'M3 RAM total (B)',
                   'M3 flash (B)', 'RV32 instructions'], rows)
    lines += ['', 'Generated by `make bench`; all figures, the static stack bounds and the harness',
              'self-checks are in [BENCHMARKS.md](BENCHMARKS.md).']
    return lines


# working-RAM targets on m4 (must, goal), bytes: issue 13's for the default
# (v1.2.0) build, whose goal is the v1.1.2 build's figures before v1.2.0 came
# (a number, or one per level); issue 4's for the two option builds
HAETAE_RAM_TARGETS = {'keygen': (4500, 4104), 'sign': (5000, {2: 3376, 3: 4000, 5: 4576}),
                      'sign-ip': (6000, 5000), 'sign-v112': (6000, 5000),
                      'verify': (4000, {2: 2344, 3: 2856, 5: 3344})}
HAETAE_OPS = ['keygen', 'sign', 'sign-ip', 'sign-v112', 'verify']


def haetae_lowstack_block(results):
    """The generated tables of docs/haetae-lowstack.md: every HAETAE row per
    platform, the m4 RAM targets, and the same-input ratios."""
    idx = by_key(results)
    rows, target_rows = [], []
    for level in (2, 3, 5):
        scheme = 'haetae%d' % level
        for op in HAETAE_OPS:
            cells = [idx.get((scheme, op, p)) for p in PLATFORMS]
            if not any(cells):
                continue
            rows.append(['`%s`' % scheme, op] + [
                '%s / %s / %s' % (num(r['instructions']), num(r['ram_total_bytes']), num(r['stack_bound_bytes']))
                if r else '–' for r in cells])
            m4 = cells[0]
            if m4:
                must, goal = HAETAE_RAM_TARGETS[op]
                if isinstance(goal, dict):
                    goal = goal[level]
                ram = int(m4['ram_total_bytes'])
                verdict = 'goal ✓' if ram <= goal else ('must ✓, goal ✗' if ram <= must else '✗')
                target_rows.append(['`%s`' % scheme, op, num(ram), num(must), num(goal), verdict])
    out = ['Instructions (mean) / working RAM (painted stack + library `.data`/`.bss`) / static',
           'call-graph bound, bytes, per platform:', '']
    out += table(['scheme', 'operation'] + [PLATFORM_TITLES[p] for p in PLATFORMS], rows)
    out += ['', 'Working RAM on m4 against the targets (issue 13 for the default build, issue 4 for',
            'the option builds):', '']
    out += table(['scheme', 'operation', 'RAM (B)', 'must', 'goal', 'verdict'], target_rows)
    ref = haetae_reference_section(results)
    if ref:
        out += ['', 'Speed against the reference on the same inputs (m4):'] + ref[2:]
    out += ['', 'Generated by `make bench` from `bench/results.csv`.']
    return out


def update_block(path, name, lines):
    """Replaces the lines between <!-- NAME:begin --> and <!-- NAME:end -->."""
    with open(path, encoding='utf-8') as f:
        text = f.read().split('\n')
    try:
        begin = text.index('<!-- %s:begin -->' % name)
        end = text.index('<!-- %s:end -->' % name)
    except ValueError:
        return False
    new = text[:begin + 1] + lines + text[end:]
    if new != text:
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(new))
    return True


RIOT_PLATFORMS = ['riot-hifive1', 'riot-stm32f4']


def riot_section(rows):
    """The RIOT-OS rows (bench/run-bench.sh's RIOT step): per operation on the
    hifive1 under RIOT, and the whole example firmware's RAM and flash."""
    if not rows:
        return []
    ops = [r for r in rows if r['operation'] != 'riot_firmware']
    fw = [r for r in rows if r['operation'] == 'riot_firmware']
    hf = [r for r in fw if r['platform'] == 'riot-hifive1']
    fits = ''
    if hf and hf[0]['ram_total_bytes']:
        fits = (' The whole firmware, all three levels with RIOT, takes %s of the hifive1\'s %s KB of RAM.'
                % (num(hf[0]['ram_total_bytes']), hf[0]['ram_kb']))
    out = [
        '',
        '## RIOT-OS',
        '',
        'The RIOT package (`riot/pkg/pq8k`) in `examples/riot`, built by RIOT\'s build system (`-Os`).',
        'On the `hifive1` (SiFive FE310, RV32IMAC, 16 KB of RAM; QEMU `sifive_e`, `-icount shift=0`):',
        'each operation runs in a thread of its own whose stack is painted first; stack is what it',
        'overwrote (RIOT\'s thread control block excluded), instructions are `minstret`. Keys, signatures',
        'and the verifier context are the caller\'s static buffers, outside that stack. Keygen and',
        'sign draw from the explicit test generator (`pq8k_rng_test`): one key and one signature each,',
        'whose rejection loops set the instruction count.%s' % fits,
        '',
    ]
    out += table(['scheme', 'operation', 'stack (bytes)', 'instructions'],
                 [['`%s`' % r['scheme'], r['operation'], num(r['stack_bytes']), num(r['instructions'])]
                  for r in ops])
    out += [
        '',
        'The whole example firmware (RIOT, pq8k with HAETAE-2/3/5 and ML-DSA-44, the test code and its',
        'buffers), from the ELF: RAM is every allocated RAM section, flash the loadable bytes.',
        '',
    ]
    out += table(['platform', 'RAM (bytes)', 'of (KB)', 'flash (bytes)'],
                 [[r['platform'], num(r['ram_total_bytes']), r['ram_kb'], num(r['flash_bytes'])] for r in fw],
                 text_columns=1)
    return out


FAULT_MODELS = [('single instruction skip', 'fault_skip', 'fault_skip_unhardened'),
                ('single flag flip (N, Z, C or V)', 'fault_flip', 'fault_flip_unhardened'),
                ('two instruction skips (sampled pairs)', 'fault_skip_pair', 'fault_skip_pair_unhardened')]


def fault_section(rows):
    """The fault campaign on the secure-boot example (rows of scripts/fault-campaign.sh)."""
    if not rows:
        return []
    mcuboot = [r for r in rows if r['scheme'].startswith('mcuboot')]
    rows = [r for r in rows if not r['scheme'].startswith('mcuboot')]
    idx = {r['operation']: r for r in rows}

    def cell(op):
        r = idx.get(op)
        return '%s of %s' % (num(r['wrong_boots']), num(r['runs'])) if r else '–'

    out = ['', '## Fault injection (secure boot)', '',
           'The ML-DSA-44 bootloader of `examples/bootloader/` on the 8 KB Cortex-M3, given an image',
           'with a replayed signature (every unkeyed check passes); `bench/fault_sim.py` (Unicorn)',
           'injects one fault per run at each instruction of the decision window and counts the runs',
           'that start the application. Hardened: `PQ8K_CONFIG_FAULT_HARDENING=1` and',
           '`BOOT_HARDENED=1` (the defaults); plain: both 0. Method in `docs/boot-image.md`.', '']
    out += table(['fault model', 'booted, hardened', 'booted, plain'],
                 [[name, cell(h), cell(u)] for name, h, u in FAULT_MODELS], text_columns=1)
    h, u, c = idx.get('boot_decision'), idx.get('boot_decision_unhardened'), idx.get('fault_hardening_cost')
    if h and u and c:
        out += ['', 'Cost of the hardening (rows `boot_decision`, `boot_decision_unhardened`,',
                '`fault_hardening_cost`):', '']
        out += table(['build', 'bootloader flash (B)', 'decision window (instructions)'],
                     [['hardened', num(h['flash_bytes']), num(h['instructions'])],
                      ['plain', num(u['flash_bytes']), num(u['instructions'])],
                      ['difference', num(c['flash_bytes']), num(c['instructions'])]], text_columns=1)
    s, su = idx.get('fault_skip'), idx.get('fault_skip_unhardened')
    if s and su:
        out += ['', s['notes'] + ' (hardened); ' + su['notes'] + ' (plain).']
    return out + rollback_section(idx) + check_section(rows) + sign_section(rows) + mcuboot_fault_section(mcuboot)


def mcuboot_fault_section(rows):
    """The same decision-window campaign on the MCUboot port's ML-DSA-44
    bootloader (rows of bench/mcuboot-bench.sh, scheme mcuboot-mldsa44)."""
    idx = {r['operation']: r for r in rows}
    if not idx:
        return []
    out = ['', '### MCUboot', '',
           'The MCUboot bootloader of `integrations/mcuboot/port` (Cortex-M3, `MCUBOOT_SIGN_PQ8K`,',
           'ML-DSA-44, FIH profile medium) given an image with a replayed signature (the hash TLV',
           'matches; the stream TLV is the genuine one of another image of the same key); one fault per',
           'run at each instruction of the decision window, from `pq8k_verify_final` through MCUboot\'s',
           'FIH decisions and the port\'s second gate on pq8k\'s verdict token to the refusal',
           '(`scripts/mcuboot-fault.sh`; why the port needs that gate: `docs/mcuboot.md`).', '']
    out += table(['fault model', 'booted', 'decision window (instructions)'],
                 [[name, '%s of %s' % (num(idx[op]['wrong_boots']), num(idx[op]['runs'])),
                   num(idx[op]['instructions'])]
                  for name, op, _ in FAULT_MODELS if op in idx], text_columns=1)
    return out


ROLLBACK_MODELS = [('single instruction skip', 'fault_rollback_skip'),
                   ('single flag flip (N, Z, C or V)', 'fault_rollback_flip'),
                   ('single register zeroed (destination of one instruction)', 'fault_rollback_zero'),
                   ('two instruction skips (sampled pairs)', 'fault_rollback_skip_pair')]


def rollback_section(idx):
    """The anti-rollback campaign over the whole boot (rows fault_rollback_*)."""
    if not any(op in idx for _, op in ROLLBACK_MODELS):
        return []

    def cell(op):
        r = idx.get(op)
        return '%s / %s of %s' % (num(r['wrong_boots']), num(r['counters_corrupted']), num(r['runs'])) if r else '–'

    out = ['', '### Anti-rollback, the whole boot', '',
           'The same bootloader with the counter at 5 (records 2 and 5), given a genuine image of version 3',
           '(rolled back: must be refused) and a genuine image of version 2^32 - 1 (must boot and raise the',
           'counter to exactly that). Every instruction of the boot outside the signature verification call',
           'is faulted, and a uniform sample of positions inside it; each cell is wrong boots / counters',
           'left at another value than before or the signed version, of the runs (both images). Method in',
           '`docs/boot-image.md`, "Anti-rollback".', '']
    out += table(['fault model', 'hardened', 'plain'],
                 [[name, cell(op), cell(op + '_unhardened')] for name, op in ROLLBACK_MODELS], text_columns=1)
    c = idx.get('fault_rollback_cost')
    if c:
        out += ['', 'Cost (row `fault_rollback_cost`): ' + num(c['flash_bytes']) + ' B of flash and ' +
                num(c['instructions']) + ' instructions per genuine boot outside the verification; ' +
                c['notes'] + '.']
    return out


CHECK_MODELS = [('skip', 'single instruction skip'), ('flip', 'single flag flip (N, Z, C or V)'),
                ('zero', 'single register zeroed')]
CHECK_SCHEMES = ['mldsa44', 'slhdsa_sha2_128s', 'falcon512', 'haetae2', 'lms']


def fault_model_table(by, prefix, schemes, column):
    """Per scheme, COLUMN of the runs for each fault model, hardened and plain
    (rows PREFIX<model> and PREFIX<model>_unhardened, BY (scheme, operation))."""
    def cell(scheme, op):
        r = by.get((scheme, op))
        return '%s of %s' % (num(r[column]), num(r['runs'])) if r else '–'

    head = ['scheme'] + ['%s, %s' % (m, b) for m, _ in CHECK_MODELS for b in ('hardened', 'plain')]
    body = [[s] + [cell(s, prefix + m + sfx) for m, _ in CHECK_MODELS for sfx in ('', '_unhardened')]
            for s in schemes if any(k[0] == s for k in by)]
    return table(head, body, text_columns=1)


def check_section(rows):
    """The one-check-off campaign over the whole verification (rows fault_check_*)."""
    by = {(r['scheme'], r['operation']): r for r in rows if r['operation'].startswith('fault_check_')}
    if not by:
        return []
    out = ['', '### Every check of verification', '',
           'Each input of `bench/check_off.c` fails exactly one check of its verifier (docs/security.md,',
           '"Every check of verification under faults"); `bench/check_off_fw.c` verifies it on the 8 KB',
           'Cortex-M3 and jumps to the slot\'s code only on an accept. `scripts/check-off-campaign.sh`',
           'faults a uniform sample of positions inside the verification, the positions of the functions',
           'that make the checks and the verdict, and the firmware\'s decision; each cell is accepts of',
           'the runs, over all the scheme\'s inputs (rows `fault_check_skip`, `fault_check_flip`,',
           '`fault_check_zero`, and `_unhardened`).', '']
    out += fault_model_table(by, 'fault_check_', CHECK_SCHEMES, 'wrong_boots')
    notes = sorted({r['notes'] for r in by.values()})
    return out + [''] + [n + '.' for n in notes]


SIGN_SCHEMES = ['mldsa44', 'haetae2', 'slhdsa_sha2_128s']


def sign_section(rows):
    """The signing fault campaign (rows fault_sign_*)."""
    by = {(r['scheme'], r['operation']): r for r in rows if r['operation'].startswith('fault_sign_')}
    if not by:
        return []
    out = ['', '### Signing under one fault', '',
           '`bench/sign_fault_fw.c` signs one fixed message deterministically on the Cortex-M3;',
           '`scripts/sign-fault-campaign.sh` faults a uniform sample of positions of that one signing and',
           'verifies every released signature on the host. Each cell is released signatures that fail',
           'verification of the runs (rows `fault_sign_skip`, `fault_sign_flip`, `fault_sign_zero`, and',
           '`_unhardened`: `PQ8K_CONFIG_SIGN_FAULT_CHECKS=0`); docs/security.md, "Signing under faults".', '']
    out += fault_model_table(by, 'fault_sign_', SIGN_SCHEMES, 'leaked_signatures')
    notes = ['%s `%s`: %s.' % (r['scheme'], r['operation'], r['notes']) for r in
             sorted(by.values(), key=lambda r: (r['scheme'], r['operation']))]
    return out + [''] + notes


SIZE_OPS = ('stream_verify', 'stream_verify_reader', 'oneshot_verify')


def size_profile_section(speed, size, beside):
    """The size profile beside the speed profile: flash, RAM and instructions of
    the same firmware, the speed cost as a ratio, and issue 25's targets."""
    if not size:
        return []
    fast = {(r['platform'], r['scheme'], r['operation']): r for r in speed}
    out = ['## Size profile', '',
           'The same firmware built with `make PROFILE=size` (docs/size-profile.md) beside the default',
           'speed profile: flash over the empty firmware (without the hash code in brackets), RAM total,',
           'instructions, and the size profile\'s instructions over the speed profile\'s.', '']
    head = ['scheme', 'operation', 'flash speed', 'flash size', 'RAM speed', 'RAM size',
            'instructions speed', 'instructions size', 'size / speed']
    for p in ('m3', 'm4'):
        rows = []
        for r in sorted((r for r in size if r['platform'] == p and r['operation'] in SIZE_OPS),
                        key=lambda r: (STREAM_ORDER.index(r['scheme']) if r['scheme'] in STREAM_ORDER
                                       else len(STREAM_ORDER), r['scheme'], SIZE_OPS.index(r['operation']))):
            f = fast.get((p, r['scheme'], r['operation']))
            cell = lambda row: '%s (%s)' % (num(row['flash_bytes']), num(flash_without_hash(row)))
            ratio = '–' if f is None or not f['instructions'] else \
                '%.2f' % (int(r['instructions']) / int(f['instructions']))
            rows.append([stream_name(r['scheme']), r['operation'], cell(f) if f else '–', cell(r),
                         num(f['ram_total_bytes']) if f else '–', num(r['ram_total_bytes']),
                         num(f['instructions']) if f else '–', num(r['instructions']), ratio])
        if rows:
            out += ['### %s' % PLATFORM_TITLES[p], '']
            out += table(head, rows)
            out += ['']
    eng = {(r['platform'], r['profile']): r for r in beside if r['operation'] == 'engine_fixed'}
    if eng:
        out += ['### Engine fixed cost', '',
                'Flash of the engine and the message layer (`engine.o`, `stream_msg.o`, `stream_read.o`,',
                '`prehash.o`) in a stream_verify firmware, from its link map: the smallest over the',
                'streaming builds of the platform and profile.', '']
        out += table(['platform', 'speed', 'size'],
                     [[PLATFORM_TITLES[p], num(eng[(p, 'speed')]['flash_bytes']) if (p, 'speed') in eng else '–',
                       num(eng[(p, 'size')]['flash_bytes']) if (p, 'size') in eng else '–']
                      for p in STREAM_PLATFORMS if (p, 'speed') in eng or (p, 'size') in eng], text_columns=1)
        out += ['']
    boots = {(r['platform'], r['profile']): r for r in beside if r['operation'] == 'boot_firmware'}
    if boots:
        out += ['### Example bootloader (ML-DSA-44)', '',
                'Flash of the whole hardened bootloader firmware (`examples/bootloader`), both profiles.', '']
        out += table(['platform', 'speed', 'size'],
                     [[PLATFORM_TITLES[p], num(boots[(p, 'speed')]['flash_bytes']) if (p, 'speed') in boots else '–',
                       num(boots[(p, 'size')]['flash_bytes']) if (p, 'size') in boots else '–']
                      for p in ('m3', 'm4') if (p, 'speed') in boots or (p, 'size') in boots], text_columns=1)
        out += ['']
    targets = read_csv(os.path.join(HERE, 'size_targets.csv'))
    mine = {r['scheme']: r for r in size if r['platform'] == 'm3' and r['operation'] == 'stream_verify'}
    if ('m3', 'size') in eng:
        mine['engine'] = eng[('m3', 'size')]
    trows = []
    for t in targets:
        r = mine.get(t['scheme'])
        if r is None:
            continue
        total, excl = int(r['flash_bytes']), flash_without_hash(r)
        trows.append([stream_name(t['scheme']), num(total), met(total, t['flash_must']), num(excl),
                      met(excl, t['flash_excl_hash_must']), met(excl, t['flash_excl_hash_goal'])])
    if trows:
        out += ['### Against issue 25\'s targets (Cortex-M3, size profile)', '',
                'From `bench/size_targets.csv`: flash of the stream_verify firmware, total and without the',
                'hash code.', '']
        out += table(['scheme', 'flash', 'must', 'flash w/o hashes', 'must', 'goal'], trows, text_columns=1)
    return out


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    results = read_csv(argv[1])
    riot = [r for r in results if r['platform'] in RIOT_PLATFORMS]
    counts = [r for r in results if r['operation'].startswith('stream_verify_hash_calls')]
    results = [r for r in results if r['platform'] not in RIOT_PLATFORMS
               and not r['operation'].startswith('stream_verify_hash_calls')]
    # the size profile's rows (docs/size-profile.md) have a section of their own;
    # every other table shows the speed profile
    size = [r for r in results if r.get('profile') == 'size']
    # the rows both profiles have only in that section: engine_fixed, boot_firmware
    beside = [r for r in results if r['operation'] in ('engine_fixed', 'boot_firmware')]
    results = [r for r in results if r.get('profile') != 'size' and r['operation'] not in ('engine_fixed', 'boot_firmware')]
    fault_ops = ('fault_', 'boot_decision')
    faults = [r for r in results if r['operation'].startswith(fault_ops)]
    results = [r for r in results if not r['operation'].startswith(fault_ops)]
    checks = read_csv(argv[2])
    with open(argv[3], encoding='utf-8') as f:
        env = [line.strip() for line in f if line.strip()]
    with open(argv[4], 'w', encoding='utf-8') as f:
        f.write(report(results, checks, env, riot, counts).rstrip('\n') + '\n' + '\n'.join(fault_section(faults))
                + ''.join('\n' + line for line in size_profile_section(results, size, beside))
                + '\n' + '\n'.join(baseline_report.section(argv[1], os.path.join(HERE, 'baseline.csv'))) + '\n')
    anchor_report.plot(results, os.path.join(os.path.dirname(os.path.abspath(argv[4])), PLOT_NAME))
    blocks = [('bench', readme_table), ('bench-haetae', haetae_lowstack_block)]
    for path, (name, make) in zip(argv[5:], blocks):
        if not update_block(path, name, make(results)):
            print('gen_report: no %s:begin/end markers in %s; left alone' % (name, path), file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv)
