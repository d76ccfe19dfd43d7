#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that CMake compiles libpq8k's sources as the Makefile does.

    cmake_agree.py ROOT MAKE_LIST COMPILE_COMMANDS_JSON

MAKE_LIST is `make compile-list` (source TAB flags, one line per compilation);
the JSON is CMake's compile_commands.json. Only the library's compilations
are compared (sources under ROOT/src and ROOT/platform). Each compilation is
(source, the multiset of its flags, -I/-isystem paths made absolute); CMake
writes the same flags in another order, which changes nothing here. The two
multisets of compilations must be equal; the differences are printed.
"""
import collections
import json
import os
import shlex
import sys


def norm_flags(tokens, base):
    out, i = [], 0
    while i < len(tokens):
        t = tokens[i]
        if t in ('-I', '-isystem') and i + 1 < len(tokens):
            out.append(t + os.path.normpath(os.path.join(base, tokens[i + 1])))
            i += 2
            continue
        if t.startswith('-I') and len(t) > 2:
            out.append('-I' + os.path.normpath(os.path.join(base, t[2:])))
        else:
            out.append(t)
        i += 1
    return tuple(sorted(out))


def from_make(root, path):
    comps = collections.Counter()
    with open(path) as f:
        for line in f:
            if '\t' not in line:
                continue
            src, flags = line.rstrip('\n').split('\t', 1)
            comps[(os.path.normpath(src), norm_flags(shlex.split(flags), root))] += 1
    return comps


def from_cmake(root, path):
    comps = collections.Counter()
    for e in json.load(open(path)):
        src = os.path.relpath(os.path.normpath(os.path.join(e['directory'], e['file'])), root)
        if not (src.startswith('src/') or src.startswith('platform/')):
            continue
        args = e['arguments'] if 'arguments' in e else shlex.split(e['command'])
        flags, i = [], 1   # args[0] is the compiler
        while i < len(args):
            a = args[i]
            if a in ('-o', '-MF', '-MT', '-MQ'):
                i += 2
                continue
            if a in ('-c', '-MD', '-MMD', '-MP') or os.path.normpath(os.path.join(e['directory'], a)) == \
                    os.path.normpath(os.path.join(e['directory'], e['file'])):
                i += 1
                continue
            flags.append(a)
            i += 1
        comps[(src, norm_flags(flags, e['directory']))] += 1
    return comps


def main():
    root = os.path.abspath(sys.argv[1])
    mk, cm = from_make(root, sys.argv[2]), from_cmake(root, sys.argv[3])
    if not mk:
        print('cmake_agree: the Makefile listed no compilation')
        return 1
    only_mk, only_cm = mk - cm, cm - mk
    for (src, flags), n in sorted(only_mk.items()):
        print(f'only make:  {src} {" ".join(flags)}')
    for (src, flags), n in sorted(only_cm.items()):
        print(f'only cmake: {src} {" ".join(flags)}')
    total = sum(mk.values())
    print(f'cmake_agree: {total} compilations, {sum(only_mk.values())} only in make, '
          f'{sum(only_cm.values())} only in cmake')
    return 0 if not only_mk and not only_cm else 1


if __name__ == '__main__':
    sys.exit(main())
