#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Zephyr module's scheme options (zephyr/Kconfig.schemes) and their table
in docs/zephyr.md, derived from include/pq8k/config.h and include/pq8k/schemes.def,
so that a scheme added there is an option here after one run of this script.

Every build switch of config.h (an `#ifndef PQ8K_CONFIG_<X>` with its default)
becomes `config PQ8K_<X>`, default y when config.h's default is
PQ8K_CONFIG_DEFAULT or 1, n when 0; zephyr/CMakeLists.txt maps each option
back to -DPQ8K_CONFIG_<X>=0/1. Left out: PQ8K_CONFIG_DEFAULT itself (the
module sets it to 0: only what Kconfig says is built) and the switches of the
broken legacy schemes (pq8k/config.h builds them only with
PQ8K_LEGACY_INSECURE). Options are grouped by the registry family that names
them in an entry's condition, or that owns a switch of the same prefix
(LMS_SHA256_M32 goes with LMS).

    zephyr_kconfig.py            rewrite zephyr/Kconfig.schemes and the docs table
    zephyr_kconfig.py --check    compare instead; "kconfig: N passed, M failed"
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
CONFIG_H = os.path.join(ROOT, 'include', 'pq8k', 'config.h')
SCHEMES_DEF = os.path.join(ROOT, 'include', 'pq8k', 'schemes.def')
KCONFIG = os.path.join(ROOT, 'zephyr', 'Kconfig.schemes')
DOC = os.path.join(ROOT, 'docs', 'zephyr.md')
DOC_BEGIN = '<!-- kconfig table: scripts/zephyr_kconfig.py -->'
DOC_END = '<!-- end of kconfig table -->'
LEGACY_FAMILIES = ('rainbow', 'gemss')


def registry():
    """[(ID, title, family, [switches in its condition])] in registry order."""
    rows, cond = [], None
    with open(SCHEMES_DEF, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#if PQ8K_SCHEME_IF('):
                cond = re.findall(r'PQ8K_CONFIG_([A-Z0-9_]+)', line)
            m = re.match(r'PQ8K_SCHEME\((\w+),\s*0x[0-9A-Fa-f]+,\s*\w+,\s*"[^"]*",\s*"([^"]*)",\s*(\w+),', line)
            if m:
                rows.append((m.group(1), m.group(2), m.group(3), cond or []))
                cond = None
    if not rows:
        sys.exit('zephyr_kconfig.py: no PQ8K_SCHEME entries in ' + SCHEMES_DEF)
    return rows


def switches():
    """[(X, default, what)] for every #ifndef PQ8K_CONFIG_<X> / #define block of
    config.h; what: the first words of the comment above it (up to '(', ':' or '.')."""
    out = []
    with open(CONFIG_H, encoding='utf-8') as f:
        text = f.read()
    for m in re.finditer(r'^#ifndef PQ8K_CONFIG_([A-Z0-9_]+)\n#define PQ8K_CONFIG_\1 (\S+)$', text, re.M):
        name, default = m.group(1), m.group(2)
        if name == 'DEFAULT':
            continue
        ref = re.fullmatch(r'PQ8K_CONFIG_([A-Z0-9_]+)', default)
        if default not in ('PQ8K_CONFIG_DEFAULT', '0', '1') and not ref:
            sys.exit('zephyr_kconfig.py: PQ8K_CONFIG_%s defaults to %s: not a 0/1 switch' % (name, default))
        comment = text.rfind('/*', 0, m.start())
        words = re.split(r'[(:.]', text[comment + 2:m.start()].strip(), 1)[0] if comment >= 0 else ''
        what = '%s (%s)' % (' '.join(words.split()), name) if words.strip() else name
        # a default that names another switch (the composites: PQ8K_CONFIG_COMPOSITE)
        # follows that option in Kconfig too
        on = 'PQ8K_' + ref.group(1) if ref and default != 'PQ8K_CONFIG_DEFAULT' else default != '0'
        out.append((name, on, what))
    return out


def kdefault(on):
    """Kconfig default: y, n, or the option another switch's default names."""
    return on if isinstance(on, str) else ('y' if on else 'n')


def base_family(fam):
    """mldsa_compact is the mldsa folder's second layout: one family here."""
    return fam[:-len('_compact')] if fam.endswith('_compact') else fam


def family_of(name, rows):
    """The registry family an option belongs to: the first entry whose
    condition names it, else the family its name starts with, else 'general'."""
    for _, _, fam, cond in rows:
        if name in cond:
            return base_family(fam)
    for _, _, fam, _ in rows:
        if name.lower().startswith(base_family(fam) + '_'):
            return base_family(fam)
    return 'general'


def options():
    """[(family, [(name, default_on, title)])] in registry order, 'general' last."""
    rows = registry()
    titles = {ident: title for ident, title, _, cond in rows if ident in cond}
    legacy = {n for _, _, fam, cond in rows if fam in LEGACY_FAMILIES for n in cond}
    order, groups = [], {}
    for _, _, fam, _ in rows:
        if base_family(fam) not in order and fam not in LEGACY_FAMILIES:
            order.append(base_family(fam))
    order.append('general')
    for name, on, what in switches():
        if name not in legacy:
            groups.setdefault(family_of(name, rows), []).append((name, on, titles.get(name) or what))
    return [(fam, groups[fam]) for fam in order if fam in groups]


def family_title(fam, opts):
    named = [t for n, _, t in opts if not t.endswith('(%s)' % n)]
    if fam == 'general':
        return 'pq8k: other build switches'
    return 'pq8k: %s (%s)' % (fam, ', '.join(named[:3]) + (', ...' if len(named) > 3 else ''))


def kconfig_text():
    out = ['# SPDX-License-Identifier: MIT\n',
           '# Generated by scripts/zephyr_kconfig.py from include/pq8k/config.h and\n',
           '# include/pq8k/schemes.def: do not edit; run the script after changing those.\n',
           '# Each option sets the pq8k/config.h switch of the same name\n',
           '# (CONFIG_PQ8K_<X> -> PQ8K_CONFIG_<X>, zephyr/CMakeLists.txt).\n']
    for fam, opts in options():
        out.append('\nmenu "%s"\n' % family_title(fam, opts))
        for name, on, title in opts:
            prompt = title
            out.append('\nconfig PQ8K_%s\n\tbool "%s"\n\tdefault %s\n\thelp\n' % (name, prompt, kdefault(on)))
            out.append('\t  Sets PQ8K_CONFIG_%s (include/pq8k/config.h, which documents it).\n' % name)
        out.append('\nendmenu\n')
    out.append('\n# The folder of a family in src/ is compiled when one of its schemes is on\n')
    for fam, switches_on in families():
        out.append('\nconfig PQ8K_FAMILY_%s\n\tdef_bool %s\n' % (fam.upper(), ' || '.join('PQ8K_' + s for s in switches_on)))
    return ''.join(out)


def families():
    """[(family, [the own switches of its entries])]: the schemes that need its folder."""
    out = {}
    for ident, _, fam, cond in registry():
        if fam not in LEGACY_FAMILIES and ident in cond:
            out.setdefault(base_family(fam), []).append(ident)
    return list(out.items())


def doc_table():
    lines = [DOC_BEGIN, '', '| Kconfig option | pq8k/config.h switch | default | what |', '| --- | --- | --- | --- |']
    for fam, opts in options():
        for name, on, title in opts:
            lines.append('| `CONFIG_PQ8K_%s` | `PQ8K_CONFIG_%s` | %s | %s |'
                         % (name, name, kdefault(on), title))
    lines += ['', DOC_END]
    return '\n'.join(lines)


def doc_with_table(text):
    a, b = text.find(DOC_BEGIN), text.find(DOC_END)
    if a < 0 or b < a:
        return None
    return text[:a] + doc_table() + text[b + len(DOC_END):]


def main(argv):
    check = '--check' in argv[1:]
    passed = failed = 0
    want = kconfig_text()
    have = open(KCONFIG, encoding='utf-8').read() if os.path.exists(KCONFIG) else ''
    doc = open(DOC, encoding='utf-8').read() if os.path.exists(DOC) else ''
    newdoc = doc_with_table(doc)
    if not check:
        with open(KCONFIG, 'w', encoding='utf-8') as f:
            f.write(want)
        if newdoc is not None:
            with open(DOC, 'w', encoding='utf-8') as f:
                f.write(newdoc)
        else:
            print('note: %s has no %s marker: table not written' % (DOC, DOC_BEGIN))
        return 0
    for what, ok in (('zephyr/Kconfig.schemes agrees with config.h and schemes.def', have == want),
                     ('docs/zephyr.md Kconfig table is current', newdoc is not None and newdoc == doc)):
        print('%s %s' % ('ok  ' if ok else 'FAIL', what))
        passed, failed = passed + ok, failed + (not ok)
    # every registry entry's own switch has its option (the point of the file)
    opts = {n for _, o in options() for n, _, _ in o}
    for ident, _, fam, cond in registry():
        if fam in LEGACY_FAMILIES:
            continue
        missing = [c for c in cond if c not in opts and not c.endswith('_ANY')]
        ok = not missing
        if not ok:
            print('FAIL %s: no Kconfig option for %s' % (ident, ', '.join(missing)))
        passed, failed = passed + ok, failed + (not ok)
    if failed:
        print('run: python3 scripts/zephyr_kconfig.py (and commit the result)')
    print('kconfig: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
