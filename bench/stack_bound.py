#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Static stack bound along the call graph, from gcc's -fcallgraph-info=su.

gcc writes one .ci file (VCG graph) per object: a node per function with its
frame size from -fstack-usage ("N bytes (static)"), and an edge per call.
Static functions are titled "<source>:<name>" and are resolved inside their
own file (a level-generic source compiled three times gives three graphs with
the same titles); other names are resolved across all files. The bound of a
function is its frame plus the largest bound among its callees.

What the graph cannot bound is reported, never silently taken as zero:
calls to functions without stack figures (libgcc, assembly), indirect calls,
recursion, and frames gcc marks dynamic.

    stack_bound.py BUILD_DIR ROOT [ROOT_SOURCE.ci] [--path]
        prints the bound and notes; --path also the deepest chain, frame by frame
"""
import os
import re
import sys

# Functions written in assembly (naked, or .S files): gcc shows no frame for
# them (0 bytes for a naked one, none at all for a .S one). Those a measured
# call can reach, with the stack they really use; None means "uses stack the
# graph cannot see". A nonzero gcc frame wins: the build used C there.
ASSEMBLY = {
    'hal_stack_paint': 0, 'semihost_call': 0,
    'hal_probe_empty': 0, 'hal_probe_loop': 0, 'hal_probe_stack': None,
    # src/common/keccakf1600_armv7m.S (m4) and keccakf1600_armv7m_compact.S
    # (m3): push r4-r11 and lr (36 bytes) and reserve 44 (theta's D and the
    # round-constant end); the compact one's BL to its own frame loop pushes
    # nothing; no calls out
    'pq8k_keccakf1600_bi32': 80,
    # src/common/sha256_armv7m.S (m4): pushes r0, r4-r11 and lr (40 bytes)
    # and reserves the 64-byte message window (104); sha256_armv7m_compact.S
    # (m3): pushes r4-r11 and lr (36) and reserves the window and 16 bytes
    # (116, the larger, taken for both); sha256_armv6m.S (m0): pushes r4-r7
    # and lr, then r8-r11 (36), reserves the window and the h pointer (68)
    # and pushes three words around the schedule (12): 116 too; calls nothing
    'pq8k_sha256_compress': 116,
    # src/haetae/all_levels/cdt83_armv7m.S (m4, m3): pushes r4-r9 and lr (28
    # bytes); calls nothing
    'pq8k_haetae_cdt83_ge': 28,
}

NODE_RE = re.compile(r'node:\s*\{\s*title:\s*"([^"]*)"\s*label:\s*"([^"]*)"')
EDGE_RE = re.compile(r'edge:\s*\{\s*sourcename:\s*"([^"]*)"\s*targetname:\s*"([^"]*)"')
SIZE_RE = re.compile(r'\\n(\d+) bytes \(([a-z,]+)\)')


class Graph:
    def __init__(self):
        self.frames = {}     # key -> (bytes, qualifier)
        self.edges = {}      # key -> [callee title as written]
        self.file_of = {}    # key -> .ci path

    def key(self, ci, title):
        return (ci, title) if ':' in title else (None, title)

    def load(self, ci):
        with open(ci, encoding='utf-8', errors='replace') as f:
            text = f.read()
        for title, label in NODE_RE.findall(text):
            m = SIZE_RE.search(label)
            if not m:
                continue   # a declaration only: defined elsewhere, if at all
            k = self.key(ci, title)
            frame = (int(m.group(1)), m.group(2))
            # a global defined in two objects cannot link; keep the larger
            if k not in self.frames or frame[0] > self.frames[k][0]:
                self.frames[k] = frame
                self.file_of[k] = ci
        for src, dst in EDGE_RE.findall(text):
            self.edges.setdefault(self.key(ci, src), []).append(dst)
        return self

    def resolve(self, ci, title):
        """Key of the function a call from file `ci` to `title` reaches, or None."""
        if ':' in title:
            k = (ci, title)
            return k if k in self.frames else None
        k = (None, title)
        if k in self.frames or title in ASSEMBLY:
            return k
        # gcc names some builtins by their library function (memset, memcpy)
        if title.startswith('__builtin_'):
            k = (None, title[len('__builtin_'):])
            return k if k in self.frames else None
        return None

    def bound(self, root_key):
        """(bytes, notes) for the deepest call chain from root_key."""
        memo = {}
        notes = set()
        on_path = set()

        def visit(k):
            if k in memo:
                return memo[k]
            if k in on_path:
                notes.add('recursion at %s' % k[1])
                return 0
            if k[1] in ASSEMBLY and self.frames.get(k, (0, ''))[0] == 0:
                if ASSEMBLY[k[1]] is None:
                    notes.add('assembly frame of %s not counted' % k[1])
                return ASSEMBLY[k[1]] or 0
            on_path.add(k)
            size, qual = self.frames[k]
            if qual != 'static':
                notes.add('%s frame of %s' % (qual, k[1]))
            ci = self.file_of[k]
            deepest = 0
            for callee in self.edges.get(k, []):
                if callee == '__indirect_call':
                    notes.add('indirect call in %s' % k[1])
                    continue
                ck = self.resolve(ci, callee)
                if ck is None:
                    notes.add('no stack figure for %s' % callee.split(':')[-1])
                    continue
                d = visit(ck)
                if d > deepest:
                    deepest = d
                    self.deepest_callee[k] = ck
            on_path.discard(k)
            memo[k] = size + deepest
            return memo[k]

        self.deepest_callee = {}
        return visit(root_key), sorted(notes)

    def deepest_path(self, root_key):
        """[(function, frame bytes)] along the deepest chain (after bound())."""
        path, k = [], root_key
        while k is not None and (k in self.frames or k[1] in ASSEMBLY):
            frame = self.frames[k][0] if k in self.frames else ASSEMBLY[k[1]] or 0
            path.append((k[1].split(':')[-1], frame))
            k = self.deepest_callee.get(k)
        return path


def load_dir(build_dir):
    g = Graph()
    for top, _dirs, files in os.walk(build_dir):
        for name in sorted(files):
            if name.endswith('.ci'):
                g.load(os.path.join(top, name))
    return g


def bound_of(g, root, root_ci=None):
    """Bound for function `root`, looked up first as a static of root_ci.

    Returns (bytes or None, notes)."""
    k = None
    if root_ci is not None:
        for ci, title in g.frames:
            if ci == root_ci and title.split(':')[-1] == root:
                k = (ci, title)
                break
    if k is None and (None, root) in g.frames:
        k = (None, root)
    if root in ASSEMBLY and ASSEMBLY[root] is None:
        return None, ['assembly: no static figure']
    if k is None:
        return None, ['no stack figure for %s' % root]
    return g.bound(k)


def main(argv):
    show_path = '--path' in argv
    argv = [a for a in argv if a != '--path']
    if len(argv) < 3:
        sys.exit(__doc__)
    g = load_dir(argv[1])
    size, notes = bound_of(g, argv[2], argv[3] if len(argv) > 3 else None)
    print(size if size is not None else '?', '; '.join(notes))
    if show_path and size is not None:
        k = next((key for key in g.deepest_callee if key[1].split(':')[-1] == argv[2]), None)
        for name, frame in g.deepest_path(k) if k else []:
            print('%6d  %s' % (frame, name))


if __name__ == '__main__':
    main(sys.argv)
