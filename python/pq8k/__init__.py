# SPDX-License-Identifier: MIT
"""pq8k for Python: key generation, signing, verification and the trusted
public-key digest (as a C array) of pq8k's host library, for host tools such
as MCUboot's imgtool (integrations/mcuboot/, docs/mcuboot.md).

Build the library first: `make pylib` (build/pylib/libpq8k.so).

What is signed: the SHA-256 digest of a message, as the standards define it
for hashed messages: HashML-DSA / HashSLH-DSA with PH = SHA-256 and a context
string (FIPS 204 section 5.4, FIPS 205 section 10.2); LMS/HSS sign the 32
digest bytes themselves (they have no pre-hash mode).

LMS/HSS keys are stateful files of the pq8k CLI: see pq8k.stateful.
"""
from . import _native
from ._native import Pq8kError
from . import stateful

# name: (pq8k_scheme id, family, parameter)
SCHEMES = {
    'mldsa44': (0x01, 'mldsa', 44),
    'mldsa65': (0x02, 'mldsa', 65),
    'mldsa87': (0x03, 'mldsa', 87),
    'slhdsa-sha2-128s': (0x10, 'slhdsa', 0),
    'slhdsa-sha2-128f': (0x11, 'slhdsa', 1),
    'slhdsa-shake-128s': (0x16, 'slhdsa', 6),
    'lms': (0x40, 'lms', False),
    'hss': (0x41, 'lms', True),
}
_MLDSA_SIZES = {44: (1312, 2560, 2420), 65: (1952, 4032, 3309), 87: (2592, 4896, 4627)}
DIGEST_BYTES = 32   # what sign_digest takes: a SHA-256 digest


def scheme_id(name):
    """The pq8k_scheme value of a scheme name (the stream header's byte)."""
    return _entry(name)[0]


def is_stateful(name):
    return _entry(name)[1] == 'lms'


def _entry(name):
    try:
        return SCHEMES[name]
    except KeyError:
        raise ValueError(f"unknown pq8k scheme {name!r}; known: {', '.join(SCHEMES)}") from None


def keygen(name):
    """(pk, sk) of a new key pair of a stateless scheme."""
    _, family, p = _entry(name)
    if family == 'mldsa':
        pklen, sklen, _ = _MLDSA_SIZES[p]
        return _native.mldsa_keygen(p, pklen, sklen)
    if family == 'slhdsa':
        return _native.slhdsa_keygen(p)
    raise ValueError(f"{name} is stateful: use pq8k.stateful.keygen")


def sign_digest(name, sk, digest, ctx=b''):
    """Signature of a SHA-256 digest: HashML-DSA / HashSLH-DSA with SHA-256."""
    _check_digest(digest)
    _, family, p = _entry(name)
    if family == 'mldsa':
        return _native.mldsa_hash_sign(p, _MLDSA_SIZES[p][2], sk, digest, ctx)
    if family == 'slhdsa':
        return _native.slhdsa_hash_sign(p, sk, digest, ctx)
    raise ValueError(f"{name} is stateful: use pq8k.stateful.sign")


def verify_digest(name, pk, sig, digest, ctx=b''):
    """True if sig is a valid signature of the digest (as sign_digest makes it)."""
    _check_digest(digest)
    _, family, p = _entry(name)
    if family == 'mldsa':
        return _native.mldsa_hash_verify(p, pk, sig, digest, ctx)
    if family == 'slhdsa':
        return _native.slhdsa_hash_verify(p, pk, sig, digest, ctx)
    if ctx:
        raise ValueError("LMS/HSS take no context string")
    return _native.lms_verify(p, pk, sig, digest)


def pk_digest(name, pk):
    """The trusted digest of pk that a device stores (pq8k_pk_digest)."""
    return _native.pk_digest(scheme_id(name), pk)


def getpub(name, pk, cname='pq8k_pub_key_digest'):
    """pk_digest as a C array, for a device's key table."""
    d = pk_digest(name, pk)
    rows = [', '.join(f'0x{b:02x}' for b in d[i:i + 8]) for i in range(0, len(d), 8)]
    body = ',\n    '.join(rows)
    return (f"/* pq8k {name}: pq8k_pk_digest of the public key ({len(d)} bytes) */\n"
            f"const unsigned char {cname}[] = {{\n    {body},\n}};\n"
            f"const unsigned int {cname}_len = {len(d)};\n")


def stream_encode(name, pk, sig):
    """The pq8k stream (pq8k_stream_encode) a device verifies: header, key, signature."""
    return _native.stream_encode(scheme_id(name), pk, sig)


# ML-DSA stream layout (docs/stream-format.md section 2.1): per level, the
# bytes of c~, of the hint h, of z (all l polynomials) and the rows k
_MLDSA_LAYOUT = {44: (32, 84, 2304, 4), 65: (48, 61, 3200, 6), 87: (64, 83, 4480, 8)}
_STREAM_HEADER = 4


def stream_split(name, stream):
    """(pk, sig) back from a stream that stream_encode wrote. ValueError if the
    stream cannot be one of this scheme. Re-encoding (pk, sig) and comparing
    with the stream checks the parts the split did not read (the copies of z)."""
    sid, family, p = _entry(name)
    stream = bytes(stream)
    if len(stream) < _STREAM_HEADER or stream[:2] != b'P8' or stream[3] != sid:
        raise ValueError(f"not a {name} stream")
    body = stream[_STREAM_HEADER:]
    if family == 'mldsa':
        ct, hb, zb, k = _MLDSA_LAYOUT[p]
        row = zb + 320
        if len(body) != 32 + ct + hb + k * row:
            raise ValueError(f"a {name} stream has another length")
        rho, ctilde, h = body[:32], body[32:32 + ct], body[32 + ct:32 + ct + hb]
        rows = body[32 + ct + hb:]
        z = rows[:zb]
        t1 = b''.join(rows[i * row + zb:(i + 1) * row] for i in range(k))
        return rho + t1, ctilde + z + h
    if family == 'slhdsa':
        n2 = _native.slhdsa_pk_bytes(p)
        return body[:n2], body[n2:]
    if p:
        raise ValueError("HSS streams move the lower levels' keys: not split here")
    # LMS, one tree: the body is pk || sig (docs/stream-lms.md), the key
    # 24 + m bytes with m from its lms_type (pq8k/lms.h: SHA-256/M32 5-9,
    # SHA-256/M24 10-14, SHAKE/M32 15-19, SHAKE/M24 20-24)
    if len(body) < 4:
        raise ValueError("short LMS stream")
    m = 32 if int.from_bytes(body[:4], 'big') in (5, 6, 7, 8, 9, 15, 16, 17, 18, 19) else 24
    return body[:24 + m], body[24 + m:]


def _check_digest(digest):
    if len(digest) != DIGEST_BYTES:
        raise ValueError(f"a {DIGEST_BYTES}-byte SHA-256 digest is signed, got {len(digest)} bytes")
