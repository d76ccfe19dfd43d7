#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns the bench firmware runs into bench/results.csv and bench/selfcheck.csv.

For each platform directory (build/bench/<platform>) it reads, per firmware
bench/<name>.elf: the firmware's output <name>.out (BENCH lines, bench.h),
on ARM the QEMU plugin's counts <name>.insns (one line per measured run, in
order: instructions, and on the Cortex-M platforms the cycle model's cycles
beside them), the link map and the ELF. It then

  - subtracts the marker overhead measured by the firmware's calibration row
    (the empty probe executes exactly one instruction),
  - adds the static stack bound of each operation (stack_bound.py),
  - computes flash as the firmware's loadable bytes minus the empty
    firmware's and minus the bench file's own sections (its wrappers, inputs
    and checks stand for the caller's code), and the library's own
    .data/.bss from the link map,
  - runs the harness self-checks.

Exit status 1 if any self-check or consistency check fails; the CSVs are
written either way so the failure can be read.

    collect.py OUT_DIR PLATFORM_DIR... [--extra BUILD_DIR...] [--stream STREAM_BUILD_DIR...]
               [--riot RIOT_DIR] [--hash-counts CSV]... [--mcuboot CSV] [--boot BOOT_DIR...]

BOOT_DIR (OUT/boot-<profile>/<platform>) holds the example bootloader built
in that profile: row boot_firmware, the flash of the whole firmware.

CSV after --mcuboot: bench/mcuboot-bench.sh's rows (operation
mcuboot_validate), with issue 26's targets checked (collect_mcuboot).

A STREAM_BUILD_DIR under OUT/stream-default/ holds the ML-DSA-44 streaming
firmware linked against the default library (every scheme): its row is
operation stream_verify_default_build, what a user gets without SCHEMES.

CSV (bench/slhdsa_hash_count.sh's or bench/stateful_hash_count.sh's output)
holds, per SLH-DSA / LMS / XMSS set and hash, the compressions or
permutations one stream verification runs on the host and the minimum the
algorithm needs (and, for LMS / XMSS, digest_check: what the trusted pk
digest check adds): rows platform "host", operation stream_verify_hash_calls
(SHA-256 or Keccak) or stream_verify_hash_calls_sha512, columns hash_calls
and hash_min; more than 5 % over the minimum fails.

RIOT_DIR (bench/run-bench.sh's RIOT step, scripts/riot-check.sh) holds the
RIOT example (examples/riot) built for hifive1 and stm32f4discovery and its
hifive1 run: see collect_riot.

An extra BUILD_DIR (OUT/<variant>/<platform>) holds firmware built with a
library option of its own (HAETAE's sign-ip, sign-v112); its rows join the platform's,
its harness checks are merged as for the streaming builds.

A STREAM_BUILD_DIR (OUT/stream-<scheme>/<platform>, bench/run-bench.sh) holds
the streaming-verify firmware of one scheme, built with a library that has
that scheme alone: see collect_stream. Under OUT/stream-size-<scheme>/ the
same in the size profile (make PROFILE=size): its rows have profile "size",
every other row "speed". Each streaming build also gives a row engine_fixed
(scheme "engine"): the flash of the engine's and the message layer's objects
(ENGINE_OBJECTS) in its stream_verify firmware, from the link map; the row
kept per platform and profile is the smallest of them.
"""
import csv
import os
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stack_bound  # noqa: E402

COLUMNS = ['platform', 'scheme', 'operation', 'stack_bytes', 'ram_total_bytes', 'flash_bytes',
           'instructions', 'cycles', 'runs', 'stack_bound_bytes', 'static_ram_bytes', 'flash_hash_bytes',
           'instructions_min', 'instructions_max', 'ram_kb', 'notes',
           # streaming verification rows only (collect_stream)
           'context_bytes', 'chunk_bytes', 'stream_bytes', 'oneshot_instructions', 'context_type',
           # SLH-DSA / LMS / XMSS hash counts (collect_hash_counts): measured and the minimum
           'hash_calls', 'hash_min',

           # fault-injection rows only (collect_fault): faulted runs that booted
           'wrong_boots',
           # anti-rollback fault rows only: runs that left the counter at a value
           # other than the one before or the image's signed version
           'counters_corrupted',
           # signing fault rows only (sign_row): released signatures that fail
           # verification or a bound
           'leaked_signatures',
           # the build profile (make PROFILE=, docs/size-profile.md): speed or size
           'profile']
SELFCHECK_COLUMNS = ['platform', 'check', 'measured', 'expected', 'result']

HASH_OBJECTS = ('common_fips202.o', 'common_sha2.o',   # the hash code the streaming papers leave out of flash
                'common_keccakf1600_bi32.o', 'common_keccakf1600_64.o',
                'common_keccakf1600_armv7m.o', 'common_keccakf1600_armv7m_compact.o',
                'common_sha256_armv7m.o',
                'common_sha256_armv7m_compact.o')
FLASH_SECTIONS = ('.text', '.rodata', '.srodata', '.ARM.exidx', '.data', '.sdata')
RAM_SECTIONS = ('.data', '.sdata', '.bss', '.sbss')
# the scheme-independent part of a streaming firmware: the engine (init,
# update, final, verdict, the registry) and the message layer (pointer and
# pre-hash absorption); the helpers of src/common/util.c are shared with the
# schemes and counted with them
ENGINE_OBJECTS = ('engine.o', 'stream_msg.o', 'stream_read.o', 'prehash.o')
LIBRARY = 'libpq8k.a('

PROBE_STACK = 3000          # HAL_PROBE_STACK_BYTES
PROBE_STACK_TOLERANCE = 64
PROBE_LOOP_INSNS = 2002     # HAL_PROBE_LOOP_INSNS
EMPTY_PROBE_INSNS = 1       # hal_probe_empty: one return instruction


class Failures(list):
    def check(self, ok, message):
        if not ok:
            self.append(message)
        return ok


# ---------------------------------------------------------------- inputs

BENCH_RE = re.compile(r'^BENCH (\S+) (\S+) (\S+) (.*)$')


def parse_output(path):
    """(rows, end, errors) from a firmware's console output."""
    rows, end, errors = [], None, []
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('BENCH-ERROR'):
                errors.append(line[len('BENCH-ERROR '):])
            elif line.startswith('BENCH-END'):
                end = dict(kv.split('=', 1) for kv in line.split()[1:])
            else:
                m = BENCH_RE.match(line)
                if m:
                    fields = dict(kv.split('=', 1) for kv in m.group(4).split())
                    rows.append(dict(platform=m.group(1), scheme=m.group(2), operation=m.group(3), **fields))
    return rows, end, errors


def read_counts(path):
    """[(instructions, cycles or None)] per line of a plugin count file."""
    counts = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            v = [int(x) for x in line.split()]
            if v:
                counts.append((v[0], v[1] if len(v) > 1 else None))
    return counts


def elf_loadable_bytes(path):
    """Bytes the ELF's PT_LOAD segments take in the image: what goes to flash."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF' or data[4] != 1:
        raise ValueError('%s: not a 32-bit ELF' % path)
    endian = '<' if data[5] == 1 else '>'
    phoff, = struct.unpack_from(endian + 'I', data, 28)
    phentsize, phnum = struct.unpack_from(endian + 'HH', data, 42)
    total = 0
    for i in range(phnum):
        p_type, _off, _vaddr, _paddr, p_filesz = struct.unpack_from(endian + 'IIIII', data, phoff + i * phentsize)
        if p_type == 1:
            total += p_filesz
    return total


CONTRIB_RE = re.compile(r'^\s+0x([0-9a-fA-F]+)\s+0x([0-9a-fA-F]+)\s+(\S.*)$')
INSEC_RE = re.compile(r'^ (\S+)(?:\s+0x([0-9a-fA-F]+)\s+0x([0-9a-fA-F]+)\s+(\S.*))?$')
OUTSEC_RE = re.compile(r'^(\.\S+)')
RAM_RE = re.compile(r'^RAM\s+0x[0-9a-fA-F]+\s+0x([0-9a-fA-F]+)')


def parse_map(path):
    """(RAM length in bytes, {(output section, object): bytes}) from a GNU ld map."""
    ram = None
    contrib = {}
    outsec = None
    pending = None          # input section name whose numbers are on the next line
    in_map = False
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not in_map:
                m = RAM_RE.match(line)
                if m:
                    ram = int(m.group(1), 16)
                if line.startswith('Linker script and memory map'):
                    in_map = True
                continue
            m = OUTSEC_RE.match(line)
            if m:
                outsec, pending = m.group(1), None
                continue
            if pending is not None:
                m = CONTRIB_RE.match(line)
                if m:
                    key = (outsec, m.group(3).strip())
                    contrib[key] = contrib.get(key, 0) + int(m.group(2), 16)
                pending = None
                continue
            m = INSEC_RE.match(line)
            if m and not line.startswith(' *'):
                if m.group(2) is None:
                    pending = m.group(1)
                else:
                    key = (outsec, m.group(4).strip())
                    contrib[key] = contrib.get(key, 0) + int(m.group(3), 16)
    return ram, contrib


def sum_contrib(contrib, sections, pick):
    return sum(n for (sec, obj), n in contrib.items() if sec in sections and pick(obj))


def firmware_flash(fwdir, name):
    """Loadable bytes of a firmware without its bench file's own sections:
    the wrappers, inputs and checks there stand for the caller's code."""
    _ram, contrib = parse_map(os.path.join(fwdir, name + '.elf.map'))
    scaffold = sum_contrib(contrib, FLASH_SECTIONS, lambda o: o.endswith('/firmware/%s.o' % name))
    return elf_loadable_bytes(os.path.join(fwdir, name + '.elf')) - scaffold


# ---------------------------------------------------------------- one platform

def attach_counts(rows, counts, fails, where):
    """Give each row its raw (sum, min, max) over its runs and, where the
    plugin modelled cycles, raw_cycles (sum, min). Rows printed with insns=ext
    take their runs' counts, in order, from the plugin's list."""
    used = 0
    for r in rows:
        runs = int(r['runs'])
        r['raw_cycles'] = None
        if r['insns'] != 'ext':
            r['raw'] = (int(r['insns']), int(r['insns_min']), int(r['insns_max']))
            continue
        pairs = counts[used:used + runs]
        used += runs
        mine = [i for i, _ in pairs]
        if not fails.check(len(mine) == runs and runs > 0 and min(mine) >= 0,
                           '%s: plugin counts missing or unpaired for %s' % (where, r['operation'])):
            mine, pairs = [0], []
        r['raw'] = (sum(mine), min(mine), max(mine))
        cyc = [c for _, c in pairs]
        if cyc and None not in cyc and min(cyc) >= 0:
            r['raw_cycles'] = (sum(cyc), min(cyc))
    return fails.check(used == len(counts),
                       '%s: %d plugin counts for %d measured runs' % (where, len(counts), used))


def run_rows(fwdir, name, fails):
    """The firmware's rows with raw counts, or None if its run is unusable.
    Also returns whether the plugin counted, and whether the pairing held."""
    where = '%s/%s' % (os.path.basename(os.path.dirname(fwdir)), name)
    out = os.path.join(fwdir, name + '.out')
    if not fails.check(os.path.exists(out), '%s: no output (did it run?)' % where):
        return None, False, False
    rows, end, errors = parse_output(out)
    for e in errors:
        fails.append('%s: %s' % (where, e))
    if not fails.check(end is not None and rows and rows[0]['scheme'] == 'harness',
                       '%s: output incomplete (crash or timeout?)' % where):
        return None, False, False
    fails.check(int(end['measurements']) == sum(int(r['runs']) for r in rows),
                '%s: BENCH-END disagrees with its rows' % where)
    ext = any(r['insns'] == 'ext' for r in rows)
    counts_path = os.path.join(fwdir, name + '.insns')
    counts = read_counts(counts_path) if os.path.exists(counts_path) else []
    paired = attach_counts(rows, counts, fails, where)
    return rows, ext, paired


def collect_platform(pdir, fails, checks, selfcheck=True):
    platform = os.path.basename(os.path.normpath(pdir))
    fwdir = os.path.join(pdir, 'bench')
    names = sorted(f[:-4] for f in os.listdir(fwdir) if f.endswith('.elf'))
    graph = stack_bound.load_dir(pdir)
    if not fails.check('empty' in names, '%s: no empty firmware (the flash baseline)' % platform):
        return []
    empty_flash = firmware_flash(fwdir, 'empty')

    results = []
    calib_ok, plugin_ok, used_plugin = True, True, False
    for name in names:
        rows, ext, paired = run_rows(fwdir, name, fails)
        if rows is None:
            calib_ok = False
            continue
        used_plugin |= ext
        plugin_ok &= paired

        # the empty probe executes one instruction; the rest is marker overhead
        calib = rows[0]['raw']
        calib_ok &= fails.check(calib[1] == calib[2] and calib[1] >= EMPTY_PROBE_INSNS,
                                '%s/%s: calibration not repeatable: %r' % (platform, name, calib))
        overhead = calib[1] - EMPTY_PROBE_INSNS
        # in cycles the probe's return counts as one cycle; its refill and
        # the markers' calls are overhead like their instructions
        calib_cycles = rows[0]['raw_cycles']
        overhead_cycles = calib_cycles[1] - EMPTY_PROBE_INSNS if calib_cycles else None

        flash = firmware_flash(fwdir, name)
        ram_len, contrib = parse_map(os.path.join(fwdir, name + '.elf.map'))
        lib_ram = sum_contrib(contrib, RAM_SECTIONS, lambda o: LIBRARY in o)
        hash_flash = sum_contrib(contrib, FLASH_SECTIONS,
                                 lambda o: LIBRARY in o and o.split('(')[-1].rstrip(')') in HASH_OBJECTS)
        ci = os.path.join(pdir, 'bobj', 'bench', 'firmware', '%s.ci' % name)

        for r in rows[1:]:
            runs = int(r['runs'])
            total, lo, hi = r['raw']
            net = total - overhead * runs
            cycles = ''
            if r['raw_cycles'] and overhead_cycles is not None:
                net_cycles = r['raw_cycles'][0] - overhead_cycles * runs
                cycles = (2 * net_cycles + runs) // (2 * runs)
            bound, notes = stack_bound.bound_of(graph, r['fn'], ci)
            stack = int(r['stack'])
            results.append({
                'platform': platform, 'scheme': r['scheme'], 'operation': r['operation'],
                'stack_bytes': stack, 'ram_total_bytes': stack + lib_ram,
                'flash_bytes': flash - empty_flash, 'instructions': (2 * net + runs) // (2 * runs),
                'cycles': cycles,
                'runs': runs, 'stack_bound_bytes': '' if bound is None else bound,
                'static_ram_bytes': lib_ram, 'flash_hash_bytes': hash_flash,
                'instructions_min': lo - overhead, 'instructions_max': hi - overhead,
                'ram_kb': ram_len // 1024 if ram_len else '', 'notes': '; '.join(notes),
            })

    checks.append((platform, 'calibration repeatable in every firmware', '', 'min == max', calib_ok))
    if used_plugin:
        checks.append((platform, 'one plugin count per measured run', '', 'paired', plugin_ok))
    if selfcheck:
        selfcheck_platform(platform, results, fails, checks)
    return results


def selfcheck_platform(platform, results, fails, checks):
    mine = {r['operation']: r for r in results if r['scheme'] == 'selfcheck'}

    def add(check, measured, expected, ok):
        checks.append((platform, check, measured, expected, ok))
        fails.check(ok, '%s: self-check failed: %s: %s, expected %s' % (platform, check, measured, expected))

    lo, hi = PROBE_STACK - PROBE_STACK_TOLERANCE, PROBE_STACK + PROBE_STACK_TOLERANCE
    want = '%d ± %d' % (PROBE_STACK, PROBE_STACK_TOLERANCE)
    if not fails.check({'stack3000_asm', 'stack3000_c', 'loop1000'} <= set(mine),
                       '%s: self-check rows missing' % platform):
        return
    s = mine['stack3000_asm']['stack_bytes']
    add('painted stack of the 3000-byte assembly probe', s, want, lo <= s <= hi)
    s = mine['stack3000_c']['stack_bytes']
    add('painted stack of a C function with a 3000-byte frame', s, want, lo <= s <= hi)
    b = mine['stack3000_c']['stack_bound_bytes']
    add('static bound of that C function', b, '%s, >= painted %d' % (want, s),
        b != '' and lo <= b <= hi and b >= s)
    loop = mine['loop1000']
    add('instructions of the 1000-iteration loop probe (min..max)',
        '%d..%d' % (loop['instructions_min'], loop['instructions_max']), 'exactly %d' % PROBE_LOOP_INSNS,
        loop['instructions_min'] == loop['instructions_max'] == PROBE_LOOP_INSNS)
    over = ['%s/%s %d > %d' % (r['scheme'], r['operation'], r['stack_bytes'], r['stack_bound_bytes'])
            for r in results if r['stack_bound_bytes'] != '' and not r['notes']
            and r['stack_bytes'] > r['stack_bound_bytes']]
    add('painted stack <= complete static bound, every row', '; '.join(over) or 'all rows', 'all rows', not over)


# ---------------------------------------------------------------- streaming verification

def parse_stream_info(fwdir, fails, where):
    """The BENCH-STREAM lines of a build's streaming firmware
    (bench/stream_bench.h), by firmware name (the .out file's)."""
    infos = {}
    for name in sorted(os.listdir(fwdir)):
        if name.endswith('.out'):
            with open(os.path.join(fwdir, name), encoding='utf-8', errors='replace') as f:
                for line in f:
                    if line.startswith('BENCH-STREAM '):
                        infos[name[:-len('.out')]] = dict(kv.split('=', 1) for kv in line.split()[1:])
                        break
    fails.check(bool(infos), '%s: no BENCH-STREAM line' % where)
    return infos


# verification operation -> its bus operation, firmware-name suffix
STREAM_OPS = {'stream_verify': ('stream_bus', ''), 'stream_verify_reader': ('stream_bus_reader', '_reader'),
              'stream_verify_compact': ('stream_bus_compact', '_compact')}


def stream_rows(sdir, rows, fails):
    """Turns one streaming build's rows into its stream_verify row (pointer
    mode) and, if the build has the reader firmware, its stream_verify_reader
    row: the verifier's instructions (the bus loop's, measured alone,
    subtracted), the RAM parts and total, the one-shot verify's instructions
    (if the build has that firmware) and the bytes streamed. The bus rows are
    dropped."""
    where = os.path.relpath(sdir)
    ops = {r['operation']: r for r in rows}
    infos = parse_stream_info(os.path.join(sdir, 'bench'), fails, where)
    bus_rows = [ops.get(bus) for bus, _ in STREAM_OPS.values()]
    fails.check(any(op in ops and bus in ops for op, (bus, _) in STREAM_OPS.items()),
                '%s: stream rows missing' % where)
    for op, (bus_op, suffix) in STREAM_OPS.items():
        v, bus = ops.get(op), ops.get(bus_op)
        if v is None:
            continue
        info = infos.get('stream_%s%s' % (v['scheme'], suffix))
        if not fails.check(bus is not None and info is not None, '%s: %s rows missing' % (where, op)):
            continue
        for k in ('instructions', 'instructions_min', 'instructions_max'):
            v[k] -= bus['instructions']
        if isinstance(v.get('cycles'), int) and isinstance(bus.get('cycles'), int):
            v['cycles'] -= bus['cycles']
        context, chunk = int(info['context']), int(info['chunk'])
        v.update(context_bytes=context, chunk_bytes=chunk, stream_bytes=int(info['stream']),
                 context_type=info['context_type'],
                 ram_total_bytes=context + v['stack_bytes'] + v['static_ram_bytes'] + chunk)
        if 'oneshot_verify' in ops:
            v['oneshot_instructions'] = ops['oneshot_verify']['instructions']
        if op == 'stream_verify' and \
                os.path.basename(os.path.dirname(os.path.normpath(sdir))) == 'stream-default':
            v['operation'] = 'stream_verify_default_build'
            v['notes'] = 'library built with every scheme (make lib, no SCHEMES)'
    kept = [r for r in rows if all(r is not b for b in bus_rows)]
    profile = stream_profile(sdir)
    for r in kept:
        r['profile'] = profile
    v = ops.get('stream_verify')
    if v is not None and v['operation'] == 'stream_verify':
        kept.append(engine_row(sdir, v, profile))
    return kept


def stream_profile(sdir):
    """'size' for a build under OUT/stream-size-<scheme>/, else 'speed'."""
    return 'size' if os.path.basename(os.path.dirname(os.path.normpath(sdir))).startswith('stream-size-') \
        else 'speed'


def engine_row(sdir, v, profile):
    """The engine's fixed flash in this build's stream_verify firmware."""
    fw = os.path.join(sdir, 'bench', 'stream_%s.elf.map' % v['scheme'])
    _ram, contrib = parse_map(fw)
    flash = sum_contrib(contrib, FLASH_SECTIONS,
                        lambda o: LIBRARY in o and o.split('(')[-1].rstrip(')') in ENGINE_OBJECTS)
    return {'platform': v['platform'], 'scheme': 'engine', 'operation': 'engine_fixed', 'flash_bytes': flash,
            'flash_hash_bytes': 0, 'profile': profile, 'runs': 1, 'ram_kb': v['ram_kb'],
            'notes': 'flash of %s in the %s stream_verify firmware (link map)' % (
                ', '.join(ENGINE_OBJECTS), v['scheme'])}


def smallest_engine_rows(rows):
    """One engine_fixed row per platform and profile: the smallest."""
    best = {}
    for r in rows:
        if r['operation'] == 'engine_fixed':
            k = (r['platform'], r['profile'])
            if k not in best or r['flash_bytes'] < best[k]['flash_bytes']:
                best[k] = r
    return [r for r in rows if r['operation'] != 'engine_fixed'] + list(best.values())


def collect_extra(dirs, fails, checks, label, rows_of=lambda d, rows, fails: rows):
    """Rows of builds beside the platform builds (no self-check firmware);
    their harness checks are merged into one line per platform and check."""
    results, sub_checks = [], []
    for d in dirs:
        results += rows_of(d, collect_platform(d, fails, sub_checks, selfcheck=False), fails)
    merged = {}
    for platform, check, _measured, expected, ok in sub_checks:
        key = (platform, '%s (%s)' % (check, label), expected)
        merged[key] = merged.get(key, True) and ok
    checks += [(p, c, '', e, ok) for (p, c, e), ok in merged.items()]
    return results


def collect_stream(sdirs, fails, checks):
    """Rows of the streaming builds (stream_rows)."""
    return smallest_engine_rows(collect_extra(sdirs, fails, checks, 'streaming builds', stream_rows))


def collect_boot(bdirs, fails):
    """Rows boot_firmware: the example bootloader's whole flash (OUT/boot-<profile>/<platform>)."""
    rows = []
    for d in bdirs:
        elf = os.path.join(d, 'boot', 'boot.elf')
        if not fails.check(os.path.exists(elf), '%s: no bootloader' % d):
            continue
        profile = os.path.basename(os.path.dirname(os.path.normpath(d)))[len('boot-'):]
        rows.append({'platform': os.path.basename(os.path.normpath(d)), 'scheme': 'mldsa44',
                     'operation': 'boot_firmware', 'flash_bytes': elf_loadable_bytes(elf), 'profile': profile,
                     'ram_kb': 8, 'notes': 'example bootloader (hardened), flash of the whole firmware'})
    return rows


# ---------------------------------------------------------------- RIOT

RIOT_LINE = re.compile(r'^PQ8K-RIOT scheme=(\S+) op=(\S+) result=(-?\d+) stack=(\d+) instructions=(\d+)', re.M)
RIOT_OPS = ('keygen', 'sign', 'verify', 'stream_verify')


def elf_sections(path):
    """{name: size} of an ELF32's allocated sections."""
    with open(path, 'rb') as f:
        data = f.read()
    endian = '<' if data[5] == 1 else '>'
    shoff, = struct.unpack_from(endian + 'I', data, 32)
    shentsize, shnum, shstrndx = struct.unpack_from(endian + 'HHH', data, 46)
    heads = [struct.unpack_from(endian + 'IIIIII', data, shoff + i * shentsize) for i in range(shnum)]
    stroff = heads[shstrndx][4]
    out = {}
    for name, _type, flags, _addr, _off, size in heads:
        if flags & 2:   # SHF_ALLOC
            end = data.index(b'\0', stroff + name)
            out[data[stroff + name:end].decode()] = size
    return out


def riot_firmware_row(platform, elf, ram_kb):
    """RAM (.data, .bss and the like: everything allocated that is not
    loaded-only) and flash (the ELF's loadable bytes) of the whole RIOT
    example: RIOT, pq8k and the test code."""
    secs = elf_sections(elf)
    ram = sum(n for k, n in secs.items() if k.startswith(('.data', '.sdata', '.bss', '.sbss', '.stack',
                                                         '.heap', '.noinit', '.tdata', '.tbss')))
    return dict(platform=platform, scheme='haetae+mldsa44', operation='riot_firmware',
                ram_total_bytes=ram, flash_bytes=elf_loadable_bytes(elf), ram_kb=ram_kb,
                notes='examples/riot whole firmware (RIOT, pq8k HAETAE-2/3/5 and ML-DSA-44, test code), '
                      'sizes from the ELF')


def collect_riot(rdir, fails):
    """Rows of the RIOT step: per operation of the hifive1 run (QEMU sifive_e,
    -icount shift=0): the stack the calling thread used (painted) and the
    instructions retired (minstret); and the RAM and flash of the example on
    hifive1 and stm32f4discovery from their ELFs."""
    rows = []
    log = os.path.join(rdir, 'run-hifive1.log')
    if fails.check(os.path.exists(log), '%s: no hifive1 run' % rdir):
        text = open(log, encoding='utf-8', errors='replace').read()
        fails.check(re.search(r'^pq8k riot: \d+ passed, 0 failed$', text, re.M) is not None,
                    'riot-hifive1: the example did not pass')
        for m in RIOT_LINE.finditer(text.replace('\r', '')):
            scheme, op, result, stack, insns = m.groups()
            if op not in RIOT_OPS:
                continue
            fails.check(result == '0', 'riot-hifive1 %s %s: result %s' % (scheme, op, result))
            rows.append(dict(platform='riot-hifive1', scheme=scheme, operation=op, stack_bytes=int(stack),
                             instructions=int(insns), instructions_min=int(insns),
                             instructions_max=int(insns), runs=1, ram_kb=16,
                             notes='RIOT (-Os), QEMU sifive_e; stack of the calling thread, painted'))
        fails.check(len({(r['scheme'], r['operation']) for r in rows}) >= 10,
                    'riot-hifive1: operations missing')
    for board, platform, ram_kb in (('hifive1', 'riot-hifive1', 16), ('stm32f4discovery', 'riot-stm32f4', 192)):
        elf = os.path.join(rdir, 'bin', board, 'pq8k_riot.elf')
        if fails.check(os.path.exists(elf), '%s: not built' % elf):
            rows.append(riot_firmware_row(platform, elf, ram_kb))
    # the same operation runs twice (the stream test regenerates its key pair): keep the first
    seen, out = set(), []
    for r in rows:
        k = (r['platform'], r['scheme'], r['operation'])
        if k not in seen:
            seen.add(k)
            out.append(r)
    return out


def collect_hash_counts(path, fails):
    rows = []
    with open(path, newline='', encoding='utf-8') as f:
        for c in csv.DictReader(f):
            calls, least = int(c['hash_calls']), int(c['hash_min'])
            what = {'sha256': 'SHA-256 compressions', 'sha512': 'SHA-512 compressions',
                    'keccak': 'Keccak-f[1600] permutations'}[c['hash']]
            fails.check(least > 0 and calls * 100 <= least * 105,
                        '%s: %d %s, more than 5 %% over the minimum %d' % (c['scheme'], calls, what, least))
            op = 'stream_verify_hash_calls' + ('_sha512' if c['hash'] == 'sha512' else '')
            note = '%s (minimum for this signature: %d' % (what, least)
            if c.get('digest_check'):
                # LMS/XMSS: the trusted pk digest is checked with SHA-256, counted
                # in the calls of a SHA-256 set and not in a SHAKE set's
                note += '; the pk digest check: %s SHA-256 compressions%s' % (
                    c['digest_check'], ', included' if c['hash'] == 'sha256' else '')
            rows.append(dict(platform='host', scheme=c['scheme'], operation=op, hash_calls=calls,
                             hash_min=least, notes=note + ')'))
    return rows


def collect_mcuboot(path, fails):
    """The MCUboot rows (bench/mcuboot-bench.sh): operation mcuboot_validate,
    the whole bootloader per signature type. Checks issue 26's targets:
    ML-DSA-44 whole RAM <= 16 KB and flash <= the ECDSA-P256 build + 8 KB,
    the verification's share of RAM (over the ECDSA build) <= 4.5 KB, LMS
    whole RAM <= 8 KB. The fault campaign's rows (operation fault_skip,
    fault_flip; scheme mcuboot-mldsa44) must count 0 wrong boots."""
    if path is None:
        return []
    rows, faults = [], []
    with open(path, newline='', encoding='utf-8') as f:
        for c in csv.DictReader(f):
            row = {k: c[k] for k in ('platform', 'scheme', 'operation', 'notes')}
            if row['operation'].startswith('fault_'):
                for k in ('flash_bytes', 'instructions', 'runs', 'ram_kb', 'wrong_boots'):
                    row[k] = int(c[k])
                fails.check(row['wrong_boots'] == 0, 'mcuboot fault campaign %s: %d wrong boots'
                            % (row['operation'], row['wrong_boots']))
                faults.append(row)
                continue
            for k in ('stack_bytes', 'ram_total_bytes', 'flash_bytes', 'instructions', 'runs',
                      'static_ram_bytes', 'context_bytes', 'ram_kb'):
                row[k] = int(c[k])
            rows.append(row)
    fails.check(not rows or faults, 'mcuboot: no fault campaign rows')
    by = {r['scheme']: r for r in rows}
    ec, ml = by.get('ec256'), by.get('mldsa44')
    if ml:
        fails.check(ml['ram_total_bytes'] <= 16384, 'mcuboot mldsa44: whole RAM %d B over 16 KB' % ml['ram_total_bytes'])
    if ml and ec:
        fails.check(ml['flash_bytes'] <= ec['flash_bytes'] + 8192,
                    'mcuboot mldsa44: flash %d B over ECDSA-P256 + 8 KB' % ml['flash_bytes'])
        share = ml['ram_total_bytes'] - ec['ram_total_bytes']
        fails.check(share <= 4608, 'mcuboot mldsa44: verification share %d B over 4.5 KB' % share)
        ml['notes'] += '; RAM over the ECDSA-P256 build %d B' % share
    for r in rows:
        if r['scheme'].startswith('lms'):
            fails.check(r['ram_total_bytes'] <= 8192, 'mcuboot %s: whole RAM %d B over 8 KB'
                        % (r['scheme'], r['ram_total_bytes']))
    return rows + faults


# ---------------------------------------------------------------- output

FAULT_OPERATIONS = {('hardened', 'skip'): 'fault_skip', ('hardened', 'flip'): 'fault_flip',
                    ('hardened', 'skip2'): 'fault_skip_pair',
                    ('unhardened', 'skip'): 'fault_skip_unhardened',
                    ('unhardened', 'flip'): 'fault_flip_unhardened',
                    ('unhardened', 'skip2'): 'fault_skip_pair_unhardened'}


ROLLBACK_OPERATIONS = {('hardened', 'skip'): 'fault_rollback_skip', ('hardened', 'flip'): 'fault_rollback_flip',
                       ('hardened', 'zero'): 'fault_rollback_zero', ('hardened', 'skip2'): 'fault_rollback_skip_pair',
                       ('unhardened', 'skip'): 'fault_rollback_skip_unhardened',
                       ('unhardened', 'flip'): 'fault_rollback_flip_unhardened',
                       ('unhardened', 'zero'): 'fault_rollback_zero_unhardened',
                       ('unhardened', 'skip2'): 'fault_rollback_skip_pair_unhardened'}


def rollback_row(line, fails):
    """A row of the anti-rollback campaign (scripts/fault-campaign.sh, whole
    boot): rollback-BUILD,model,runs,wrong,corrupted,flash,instructions,notes.
    instructions = the genuine boot of version 2^32-1 outside the
    verification call (the bootloader's own work: startup, header, counter,
    digest, printing)."""
    parts = line.strip().split(',', 7)
    if len(parts) != 8:
        fails.check(False, 'fault campaign: bad rollback line %r' % line)
        return None
    label, model, runs, wrong, corrupt, flash, insns, notes = parts
    op = ROLLBACK_OPERATIONS.get((label[len('rollback-'):], model))
    if not fails.check(op is not None, 'fault campaign: unknown %s/%s' % (label, model)):
        return None
    return {'platform': 'm3', 'scheme': 'mldsa44', 'operation': op, 'runs': runs, 'wrong_boots': wrong,
            'counters_corrupted': corrupt, 'flash_bytes': flash, 'instructions': insns, 'ram_kb': 8,
            'notes': 'bootloader, whole boot (anti-rollback): ' + notes}


def rollback_cost_row(rows, fails):
    """fault_rollback_cost: what the hardened build adds to the plain one in
    flash and in instructions of a genuine boot outside the verification."""
    by = {r['operation']: r for r in rows}
    h, u = by.get('fault_rollback_skip'), by.get('fault_rollback_skip_unhardened')
    if h is None and u is None:
        return []
    if not fails.check(h is not None and u is not None, 'fault campaign: a rollback build is missing'):
        return []
    return [{'platform': 'm3', 'scheme': 'mldsa44', 'operation': 'fault_rollback_cost', 'runs': 1,
             'instructions': int(h['instructions']) - int(u['instructions']),
             'flash_bytes': int(h['flash_bytes']) - int(u['flash_bytes']), 'ram_kb': 8,
             'notes': 'hardened minus plain bootloader: flash of the firmware (both hardenings), instructions of '
                      'a genuine boot of version 2^32-1 outside the verification call (hardened %s, plain %s)'
                      % (h['instructions'], u['instructions'])}]


def check_row(line, fails):
    """A row of the one-check-off campaign (scripts/check-off-campaign.sh):
    check-BUILD,scheme,model,runs,wrong,inputs,positions,flash. wrong_boots =
    runs that accepted a crafted input (the firmware jumped to the slot's code)."""
    parts = line.strip().split(',')
    if len(parts) != 8 or parts[2] not in ('skip', 'flip', 'zero') or \
            parts[0] not in ('check-hardened', 'check-unhardened'):
        fails.check(False, 'fault campaign: bad one-check-off line %r' % line)
        return None
    label, scheme, model, runs, wrong, inputs, positions, flash = parts
    plain = label == 'check-unhardened'
    return {'platform': 'm3', 'scheme': scheme, 'operation': 'fault_check_' + model + ('_unhardened' if plain else ''),
            'runs': runs, 'wrong_boots': wrong, 'flash_bytes': flash, 'ram_kb': 8,
            'notes': 'one-check-off inputs (bench/check_off.c) verified by bench/check_off_fw.c (%s build, the five '
                     'schemes in one library): %s inputs, %s faulted positions in all (sampled inside the '
                     'verification, the checks\' functions, the decision outside it)'
                     % ('plain' if plain else 'hardened', inputs, positions)}


def sign_row(line, fails):
    """A row of the signing fault campaign (scripts/sign-fault-campaign.sh):
    sign-BUILD,scheme,model,runs,leaked,differs,refused,unwiped,positions,sign_insns,flash.
    leaked_signatures = released signatures that fail verification on the host;
    instructions = the unfaulted signing call (deterministic, one message)."""
    parts = line.strip().split(',')
    if len(parts) != 11 or parts[2] not in ('skip', 'flip', 'zero') or \
            parts[0] not in ('sign-hardened', 'sign-unhardened'):
        fails.check(False, 'fault campaign: bad signing line %r' % line)
        return None
    label, scheme, model, runs, leaked, differs, refused, unwiped, positions, insns, flash = parts
    plain = label == 'sign-unhardened'
    return {'platform': 'm3', 'scheme': scheme, 'operation': 'fault_sign_' + model + ('_unhardened' if plain else ''),
            'runs': runs, 'leaked_signatures': leaked, 'instructions': insns, 'flash_bytes': flash, 'ram_kb': 32,
            'notes': 'one deterministic signing by bench/sign_fault_fw.c (%s build, PQ8K_CONFIG_SIGN_FAULT_CHECKS=%d), '
                     '%s positions sampled in the call; %s other signatures of the message released that verify, '
                     '%s refusals (%s with the signature not wiped)'
                     % ('plain' if plain else 'hardened', 0 if plain else 1, positions, differs, refused, unwiped)}


def sign_cost_rows(rows):
    """fault_sign_cost per scheme: what PQ8K_CONFIG_SIGN_FAULT_CHECKS adds to
    the campaign's one deterministic signing (instructions, as the emulator
    counts the call) and to its firmware (flash), from the skip rows of both builds."""
    by = {(r['scheme'], r['operation']): r for r in rows}
    out = []
    for scheme in sorted({r['scheme'] for r in rows}):
        h, u = by.get((scheme, 'fault_sign_skip')), by.get((scheme, 'fault_sign_skip_unhardened'))
        if h is None or u is None:
            continue
        out.append({'platform': 'm3', 'scheme': scheme, 'operation': 'fault_sign_cost', 'runs': 1,
                    'instructions': int(h['instructions']) - int(u['instructions']),
                    'flash_bytes': int(h['flash_bytes']) - int(u['flash_bytes']), 'ram_kb': 32,
                    'notes': 'the signing self-checks: one deterministic signing %s -> %s instructions, '
                             'firmware %s -> %s B of flash (bench/sign_fault_fw.c, both builds)'
                             % (u['instructions'], h['instructions'], u['flash_bytes'], h['flash_bytes'])})
    return out


def collect_fault(path, fails):
    """Rows of the fault campaign (scripts/fault-campaign.sh --csv): the ML-DSA-44
    bootloader on the 8 KB Cortex-M3. instructions = the decision window as QEMU
    counts it (the hardening's cost shows as the difference between the builds),
    flash_bytes = the bootloader firmware, runs = faults injected."""
    rows = []
    if not path:
        return rows
    rollback, checks = [], []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('sign-'):
                r = sign_row(line, fails)
                if r:
                    checks.append(r)
                continue
            if line.startswith('rollback-'):
                r = rollback_row(line, fails)
                if r:
                    rollback.append(r)
                continue
            if line.startswith('check-'):
                r = check_row(line, fails)
                if r:
                    checks.append(r)
                continue
            parts = line.strip().split(',')
            if len(parts) != 8:
                fails.check(False, 'fault campaign: bad line %r' % line)
                continue
            label, model, runs, boots, w, total, flash, qcount = parts
            op = FAULT_OPERATIONS.get((label, model))
            fails.check(op is not None, 'fault campaign: unknown %s/%s' % (label, model))
            if op is None:
                continue
            rows.append({'platform': 'm3', 'scheme': 'mldsa44', 'operation': op, 'runs': runs,
                         'wrong_boots': boots, 'instructions': qcount, 'flash_bytes': flash,
                         'ram_kb': 8, 'notes': 'bootloader; faults at the last %s of %s '
                         'instructions before the decision' % (w, total)})
    signs = [r for r in checks if r['operation'].startswith('fault_sign_')]
    return rows + fault_cost_rows(rows, fails) + rollback + rollback_cost_row(rollback, fails) + checks + \
        sign_cost_rows(signs)


def fault_cost_rows(rows, fails):
    """The cost of the hardening, from the two builds the campaign measured:
    boot_decision(_unhardened) = the bootloader's flash and the instructions
    of its decision window (QEMU), fault_hardening_cost = the differences."""
    by = {r['operation']: r for r in rows}
    h, u = by.get('fault_skip'), by.get('fault_skip_unhardened')
    if not fails.check(h is not None and u is not None, 'fault campaign: a build is missing'):
        return []
    out = []
    for op, r, what in (('boot_decision', h, 'hardened'), ('boot_decision_unhardened', u, 'plain')):
        out.append({'platform': 'm3', 'scheme': 'mldsa44', 'operation': op, 'runs': 1,
                    'instructions': r['instructions'], 'flash_bytes': r['flash_bytes'], 'ram_kb': 8,
                    'notes': 'bootloader (%s build): flash of the whole firmware, instructions of the '
                             'decision window (last stream piece to the decision), QEMU' % what})
    out.append({'platform': 'm3', 'scheme': 'mldsa44', 'operation': 'fault_hardening_cost', 'runs': 1,
                'instructions': int(h['instructions']) - int(u['instructions']),
                'flash_bytes': int(h['flash_bytes']) - int(u['flash_bytes']), 'ram_kb': 8,
                'notes': 'boot_decision minus boot_decision_unhardened: what PQ8K_CONFIG_FAULT_HARDENING=1 '
                         'and BOOT_HARDENED=1 add'})
    return out


def write_csv(path, columns, rows):
    with open(path, 'w', newline='', encoding='utf-8') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(columns)
        for r in rows:
            w.writerow([r.get(c, '') for c in columns])


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out_dir, pdirs = argv[1], argv[2:]
    sdirs, xdirs, rdir, hcounts, fault = [], [], None, [], None
    while '--hash-counts' in pdirs:
        i = pdirs.index('--hash-counts')
        pdirs, hcounts = pdirs[:i] + pdirs[i + 2:], hcounts + [pdirs[i + 1]]
    if '--riot' in pdirs:
        i = pdirs.index('--riot')
        pdirs, rdir = pdirs[:i] + pdirs[i + 2:], pdirs[i + 1]
    if '--fault' in pdirs:
        i = pdirs.index('--fault')
        pdirs, fault = pdirs[:i] + pdirs[i + 2:], pdirs[i + 1]
    mcuboot = None
    if '--mcuboot' in pdirs:
        i = pdirs.index('--mcuboot')
        pdirs, mcuboot = pdirs[:i] + pdirs[i + 2:], pdirs[i + 1]
    if '--stream' in pdirs:
        i = pdirs.index('--stream')
        pdirs, sdirs = pdirs[:i], pdirs[i + 1:]
    bdirs = []
    if '--boot' in pdirs:
        i = pdirs.index('--boot')
        j = next((k for k in range(i + 1, len(pdirs)) if pdirs[k].startswith('--')), len(pdirs))
        pdirs, bdirs = pdirs[:i] + pdirs[j:], pdirs[i + 1:j]
    if '--extra' in pdirs:
        i = pdirs.index('--extra')
        pdirs, xdirs = pdirs[:i], pdirs[i + 1:]
    fails, checks, results = Failures(), [], []
    for pdir in pdirs:
        results += collect_platform(pdir, fails, checks)
    results += collect_extra(xdirs, fails, checks, 'variant builds')
    results += collect_stream(sdirs, fails, checks)
    results += collect_boot(bdirs, fails)
    if rdir:
        results += collect_riot(rdir, fails)
    for path in hcounts:
        results += collect_hash_counts(path, fails)
    results += collect_fault(fault, fails)
    results += collect_mcuboot(mcuboot, fails)

    rows = [r for r in results if r['scheme'] != 'selfcheck']
    for r in rows:
        r.setdefault('profile', 'speed')
    order = [os.path.basename(os.path.normpath(p)) for p in pdirs + xdirs + sdirs] + ['riot-hifive1', 'riot-stm32f4', 'host']
    rows.sort(key=lambda r: (r['scheme'], r['operation'], r['profile'] == 'size', order.index(r['platform'])))
    write_csv(os.path.join(out_dir, 'results.csv'), COLUMNS, rows)
    write_csv(os.path.join(out_dir, 'selfcheck.csv'), SELFCHECK_COLUMNS,
              [dict(zip(SELFCHECK_COLUMNS, (p, c, m, e, 'pass' if ok else 'FAIL'))) for p, c, m, e, ok in checks])
    for p, c, m, e, ok in checks:
        print('%-4s %-5s %s: %s' % (p, 'ok' if ok else 'FAIL', c, m if m != '' else e))
    for msg in fails:
        print('bench: ' + msg, file=sys.stderr)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
