# SPDX-License-Identifier: MIT
"""LMS/HSS signing through the pq8k CLI's stateful key files.

A one-time index used twice lets anyone forge, so the index must be taken
durably before the signature exists. The code that does that (lock, write
the next index to a temporary file, fsync, rename, fsync the directory; the
refusal of linked key files) is tools/statefile.c in the CLI, not part of the
library; this module runs `pq8k lms|hss sign` rather than a second copy of
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


def _group(hss):
    return 'hss' if hss else 'lms'


def keygen(hss, sets, base):
    """base.sk (the stateful key file) and base.pk; sets e.g. 'sha256_m32_h10_w8'."""
    subprocess.run([cli(), _group(hss), 'keygen', '-t', sets, '-o', base], check=True,
                   stdout=subprocess.DEVNULL)


def sign(hss, skfile, msg):
    """Takes the key file's next index durably, then signs msg; the signature."""
    with tempfile.TemporaryDirectory() as d:
        m, s = os.path.join(d, 'msg'), os.path.join(d, 'sig')
        with open(m, 'wb') as f:
            f.write(msg)
        subprocess.run([cli(), _group(hss), 'sign', '-k', skfile, '-m', m, '-o', s], check=True,
                       stdout=subprocess.DEVNULL)
        with open(s, 'rb') as f:
            return f.read()
