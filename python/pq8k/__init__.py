# SPDX-License-Identifier: MIT
"""pq8k for Python: key generation, signing, verification and the trusted
public-key digest (as a C array) of pq8k's host library, for host tools such
as MCUboot's imgtool (integrations/mcuboot/, docs/mcuboot.md).

Build the library first: `make pylib` (build/pylib/libpq8k.so).

What is signed: the SHA-256 digest of a message, as the standards define it
for hashed messages: HashML-DSA / HashSLH-DSA with PH = SHA-256 and a context
string (FIPS 204 section 5.4, FIPS 205 section 10.2); HAETAE signs the 32
digest bytes as its message, with the context string (it has no pre-hash
mode); LMS/HSS and XMSS sign the 32 digest bytes themselves.

LMS/HSS and XMSS keys are stateful files of the pq8k CLI: see pq8k.stateful.
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
    'haetae2': (0x30, 'haetae', 2),
    'lms': (0x40, 'lms', False),
    'hss': (0x41, 'lms', True),
    'xmss': (0x48, 'xmss', False),
}
# the families whose keys are CLI stateful key files, by CLI command group
_STATEFUL_GROUPS = {('lms', False): 'lms', ('lms', True): 'hss', ('xmss', False): 'xmss'}
_MLDSA_SIZES = {44: (1312, 2560, 2420), 65: (1952, 4032, 3309), 87: (2592, 4896, 4627)}
_HAETAE_SIZES = {2: (992, 1408, 1474)}   # pk, sk, signature (pq8k/haetae.h)
DIGEST_BYTES = 32   # what sign_digest takes: a SHA-256 digest


def scheme_id(name):
    """The pq8k_scheme value of a scheme name (the stream header's byte)."""
    return _entry(name)[0]


def is_stateful(name):
    return stateful_group(name) is not None


def stateful_group(name):
    """The pq8k CLI command group of a stateful scheme ('lms', 'hss',
    'xmss'), None for a stateless one."""
    _, family, p = _entry(name)
    return _STATEFUL_GROUPS.get((family, p))


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
    if family == 'haetae':
        pklen, sklen, _ = _HAETAE_SIZES[p]
        return _native.haetae_keygen(p, pklen, sklen)
    raise ValueError(f"{name} is stateful: use pq8k.stateful.keygen")


def sign_digest(name, sk, digest, ctx=b''):
    """Signature of a SHA-256 digest: HashML-DSA / HashSLH-DSA with SHA-256;
    HAETAE signs the digest as its message."""
    _check_digest(digest)
    _, family, p = _entry(name)
    if family == 'mldsa':
        return _native.mldsa_hash_sign(p, _MLDSA_SIZES[p][2], sk, digest, ctx)
    if family == 'slhdsa':
        return _native.slhdsa_hash_sign(p, sk, digest, ctx)
    if family == 'haetae':
        return _native.haetae_sign(p, _HAETAE_SIZES[p][2], sk, digest, ctx)
    raise ValueError(f"{name} is stateful: use pq8k.stateful.sign")


def verify_digest(name, pk, sig, digest, ctx=b''):
    """True if sig is a valid signature of the digest (as sign_digest makes it)."""
    _check_digest(digest)
    _, family, p = _entry(name)
    if family == 'mldsa':
        return _native.mldsa_hash_verify(p, pk, sig, digest, ctx)
    if family == 'slhdsa':
        return _native.slhdsa_hash_verify(p, pk, sig, digest, ctx)
    if family == 'haetae':
        return _native.haetae_verify(p, pk, sig, digest, ctx)
    if ctx:
        raise ValueError("LMS/HSS and XMSS take no context string")
    if family == 'xmss':
        return _native.xmss_verify(pk, sig, digest)
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


def stream_split(name, stream, pklen=None):
    """(pk, sig) back from a stream that stream_encode wrote. ValueError if the
    stream cannot be one of this scheme. Re-encoding (pk, sig) and comparing
    with the stream checks the parts the split did not read (the copies of z).
    XMSS keys have the length of their OID's n: pklen, the expected key's
    length, says where the key ends (pk || sig unchanged, docs/stream-xmss.md)."""
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
    if family == 'haetae':
        raise ValueError("HAETAE streams interleave the signature's parts at points only its "
                         "decoder finds: verify them with stream_verify")
    if family == 'xmss':
        if pklen is None or len(body) < pklen:
            raise ValueError("an XMSS stream is split at the expected key's length")
        return body[:pklen], body[pklen:]
    if p:
        return _hss_split(body)
    # LMS, one tree: the body is pk || sig (docs/stream-lms.md), the key
    # 24 + m bytes with m from its lms_type (pq8k/lms.h: SHA-256/M32 5-9,
    # SHA-256/M24 10-14, SHAKE/M32 15-19, SHAKE/M24 20-24)
    if len(body) < 4:
        raise ValueError("short LMS stream")
    m = 32 if int.from_bytes(body[:4], 'big') in (5, 6, 7, 8, 9, 15, 16, 17, 18, 19) else 24
    return body[:24 + m], body[24 + m:]


def stream_verify(name, pk, stream, msg, ctx=b''):
    """True if the stream verifies as a device verifies it (the pq8k CLI's
    streamverify: the streamed key against pk's digest, then the signature of
    msg with the context), for the schemes that sign the message itself
    (HAETAE, LMS/HSS, XMSS: for them msg is the 32-byte digest imgtool signs)."""
    return stateful.stream_verify(name, stateful_group(name), pk, stream, msg, ctx)


# RFC 8554 type codes (pq8k/lms.h): LMS 5-24 in four families of five
# heights, LM-OTS 1-16 in four families of four widths; families 0 and 2
# (SHA-256, SHAKE256) are 32 bytes wide, 1 and 3 (/192) 24
_LMOTS_P = {32: (265, 133, 67, 34), 24: (200, 101, 51, 26)}


def _lms_hm(lms_type):
    if not 5 <= lms_type <= 24:
        raise ValueError(f"unknown LMS type {lms_type}")
    fam, k = divmod(lms_type - 5, 5)
    return (5, 10, 15, 20, 25)[k], 32 if fam in (0, 2) else 24


def _lmots_np(ots_type):
    if not 1 <= ots_type <= 16:
        raise ValueError(f"unknown LM-OTS type {ots_type}")
    fam, k = divmod(ots_type - 1, 4)
    n = 32 if fam in (0, 2) else 24
    return n, _LMOTS_P[n][k]


def _hss_split(body):
    """(pk, sig) of an HSS stream: the stream moves each lower level's key
    before that level's chain values (docs/stream-lms.md); RFC 8554 puts it
    after the level's signature."""
    def u32(off):
        if off + 4 > len(body):
            raise ValueError("short HSS stream")
        return int.from_bytes(body[off:off + 4], 'big')
    levels = u32(0)
    _, m = _lms_hm(u32(4))
    pk_end = 28 + m
    if not 1 <= levels <= 8 or u32(pk_end) != levels - 1:
        raise ValueError("bad HSS level count")
    sig, off = [body[pk_end:pk_end + 4]], pk_end + 4
    for level in range(levels):
        n, p = _lmots_np(u32(off + 4))
        head, off = body[off:off + 8 + n], off + 8 + n
        key = b''
        if level < levels - 1:
            _, m2 = _lms_hm(u32(off))
            key, off = body[off:off + 24 + m2], off + 24 + m2
        chains, off = body[off:off + p * n], off + p * n
        h, m = _lms_hm(u32(off))
        tail, off = body[off:off + 4 + h * m], off + 4 + h * m
        sig += [head, chains, tail, key]
    if off != len(body):
        raise ValueError("HSS stream of another length")
    return body[:pk_end], b''.join(sig)


def _check_digest(digest):
    if len(digest) != DIGEST_BYTES:
        raise ValueError(f"a {DIGEST_BYTES}-byte SHA-256 digest is signed, got {len(digest)} bytes")
