# SPDX-License-Identifier: MIT
"""LMS/HSS and XMSS signing through the pq8k CLI's stateful key files, and
the CLI's stream verification (stream_verify).

A one-time index used twice lets anyone forge, so the index must be taken
durably before the signature exists. The code that does that (lock, write
the next index to a temporary file, fsync, rename, fsync the directory; the
refusal of linked key files) is tools/statefile.c in the CLI, not part of the
library; this module runs `pq8k lms|hss|xmss sign` rather than a second copy of
that logic in Python. The CLI is build/host/pq8k (`make cli`), or PQ8K_CLI.
"""
import os
import subprocess
import tempfile

_HERE = os.path.dirname(os.path.abspath(__file__))
_DEFAULT_CLI = os.path.join(_HERE, '..', '..', 'build', 'host', 'pq8k')


def cli():
    path = os.environ.get('PQ8K_CLI', _DEFAULT_CLI)
    if not os.path.exists(path):
        raise OSError(f"{path} not found: run `make cli` in the pq8k tree or set PQ8K_CLI")
    return path


GROUPS = ('lms', 'hss', 'xmss')


def _group(group):
    if group not in GROUPS:
        raise ValueError(f"no stateful pq8k CLI group {group!r}; known: {', '.join(GROUPS)}")
    return group


def keygen(group, sets, base):
    """base.sk (the stateful key file) and base.pk. group: 'lms', 'hss' or
    'xmss' (pq8k.stateful_group); sets e.g. 'sha256_m32_h10_w8',
    'sha256_m32_h5_w8,sha256_m32_h5_w8' (HSS, top level first), 'SHA2_10_256'."""
    subprocess.run([cli(), _group(group), 'keygen', '-t', sets, '-o', base], check=True,
                   stdout=subprocess.DEVNULL)


def sign(group, skfile, msg):
    """Takes the key file's next index durably, then signs msg; the signature."""
    with tempfile.TemporaryDirectory() as d:
        m, s = os.path.join(d, 'msg'), os.path.join(d, 'sig')
        with open(m, 'wb') as f:
            f.write(msg)
        subprocess.run([cli(), _group(group), 'sign', '-k', skfile, '-m', m, '-o', s], check=True,
                       stdout=subprocess.DEVNULL)
        with open(s, 'rb') as f:
            return f.read()


def stream_verify(name, group, pk, stream, msg, ctx=b''):
    """`pq8k streamverify -s name` (a stateless scheme) or `pq8k GROUP
    streamverify` (a stateful one): the stream verified as a device verifies
    it, its key checked against pk's digest. True when valid."""
    with tempfile.TemporaryDirectory() as d:
        files = {'pk': pk, 'msg': msg, 'stream': stream}
        for k, v in files.items():
            with open(os.path.join(d, k), 'wb') as f:
                f.write(v)
        cmd = [_group(group), 'streamverify'] if group else ['streamverify', '-s', name]
        args = [cli(), *cmd, '-p', os.path.join(d, 'pk'), '-m',
                os.path.join(d, 'msg'), '-i', os.path.join(d, 'stream')]
        if ctx:
            args += ['--ctx-hex', ctx.hex()]
        r = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return r.returncode == 0
