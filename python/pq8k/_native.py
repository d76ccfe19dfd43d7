# SPDX-License-Identifier: MIT
"""Every C call of the binding, in one module: pq8k's host shared library
(`make pylib` -> build/pylib/libpq8k.so) through ctypes.

The binding calls the per-family functions (HashML-DSA, HashSLH-DSA, the
stream encoder); the generic one-shot calls (pq8k/oneshot.h: pq8k_keygen,
pq8k_sign, pq8k_verify ...) would replace them here only. Set PQ8K_LIB to load another copy of the library.
"""
import ctypes
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
_DEFAULT_LIB = os.path.join(_HERE, '..', '..', 'build', 'pylib', 'libpq8k.so')

PH_SHA256 = 1          # pq8k_prehash PQ8K_PH_SHA256
_u8p = ctypes.c_char_p
_sz = ctypes.c_size_t


class Pq8kError(Exception):
    """A pq8k call returned a negative PQ8K_ERR_* code."""

    def __init__(self, what, code):
        super().__init__(f"{what}: pq8k error {code}")
        self.code = code


_lib = None


def lib():
    """The loaded library (loaded on first use)."""
    global _lib
    if _lib is None:
        path = os.environ.get('PQ8K_LIB', _DEFAULT_LIB)
        if not os.path.exists(path):
            raise OSError(f"{path} not found: run `make pylib` in the pq8k tree "
                          "or set PQ8K_LIB")
        _lib = ctypes.CDLL(os.path.abspath(path))
    return _lib


def _check(what, rc):
    if rc != 0:
        raise Pq8kError(what, rc)


def _buf(n):
    return ctypes.create_string_buffer(n)


# ---- the pq8k_scheme-generic calls (pq8k/stream.h) ------------------------

def pk_digest(scheme_id, pk):
    d = _buf(64)
    n = _sz(64)
    _check('pq8k_pk_digest',
           lib().pq8k_pk_digest(ctypes.c_int(scheme_id), _u8p(pk), _sz(len(pk)), d,
                                ctypes.byref(n)))
    return d.raw[:n.value]


def stream_encode(scheme_id, pk, sig):
    lib().pq8k_stream_length.restype = _sz
    cap = lib().pq8k_stream_length(ctypes.c_int(scheme_id))
    if cap == 0:
        raise Pq8kError('pq8k_stream_length', -1)
    out = _buf(cap)
    n = _sz(cap)
    _check('pq8k_stream_encode',
           lib().pq8k_stream_encode(ctypes.c_int(scheme_id), _u8p(pk), _sz(len(pk)), _u8p(sig),
                                    _sz(len(sig)), out, ctypes.byref(n)))
    return out.raw[:n.value]


# ---- ML-DSA (pq8k/mldsa.h): HashML-DSA -------------------------------------

def mldsa_keygen(level, pklen, sklen):
    pk, sk = _buf(pklen), _buf(sklen)
    _check('keygen', getattr(lib(), f'pq8k_mldsa{level}_keygen')(pk, sk))
    return pk.raw, sk.raw


def mldsa_hash_sign(level, siglen, sk, ph, ctx):
    sig = _buf(siglen)
    n = _sz(siglen)
    _check('hash_sign',
           getattr(lib(), f'pq8k_mldsa{level}_hash_sign')(
               sig, ctypes.byref(n), _u8p(sk), ctypes.c_int(PH_SHA256), _u8p(ph), _sz(len(ph)),
               _u8p(ctx), _sz(len(ctx))))
    return sig.raw[:n.value]


def mldsa_hash_verify(level, pk, sig, ph, ctx):
    return getattr(lib(), f'pq8k_mldsa{level}_hash_verify')(
        _u8p(pk), _u8p(sig), _sz(len(sig)), ctypes.c_int(PH_SHA256), _u8p(ph), _sz(len(ph)),
        _u8p(ctx), _sz(len(ctx))) == 0


# ---- SLH-DSA (pq8k/slhdsa.h): HashSLH-DSA ----------------------------------

def _slh_size(fn, s):
    f = getattr(lib(), fn)
    f.restype = _sz
    return f(ctypes.c_int(s))


def slhdsa_pk_bytes(s):
    return _slh_size('pq8k_slhdsa_pk_bytes', s)


def slhdsa_keygen(s):
    pk, sk = _buf(_slh_size('pq8k_slhdsa_pk_bytes', s)), _buf(_slh_size('pq8k_slhdsa_sk_bytes', s))
    _check('pq8k_slhdsa_keygen', lib().pq8k_slhdsa_keygen(ctypes.c_int(s), pk, sk))
    return pk.raw, sk.raw


def slhdsa_hash_sign(s, sk, ph, ctx):
    sig = _buf(_slh_size('pq8k_slhdsa_sig_bytes', s))
    _check('pq8k_slhdsa_hash_sign',
           lib().pq8k_slhdsa_hash_sign(ctypes.c_int(s), sig, ctypes.c_int(PH_SHA256), _u8p(ph),
                                       _sz(len(ph)), _u8p(ctx), _sz(len(ctx)), _u8p(sk)))
    return sig.raw


def slhdsa_hash_verify(s, pk, sig, ph, ctx):
    return lib().pq8k_slhdsa_hash_verify(ctypes.c_int(s), _u8p(sig), _sz(len(sig)),
                                         ctypes.c_int(PH_SHA256), _u8p(ph), _sz(len(ph)),
                                         _u8p(ctx), _sz(len(ctx)), _u8p(pk)) == 0


# ---- HAETAE (pq8k/haetae.h): the digest signed as the message -------------

def haetae_keygen(level, pklen, sklen):
    pk, sk = _buf(pklen), _buf(sklen)
    _check('keygen', getattr(lib(), f'pq8k_haetae{level}_keygen')(pk, sk))
    return pk.raw, sk.raw


def haetae_sign(level, siglen, sk, msg, ctx):
    sig = _buf(siglen)
    n = _sz(siglen)
    _check('sign', getattr(lib(), f'pq8k_haetae{level}_sign')(
        sig, ctypes.byref(n), _u8p(sk), _u8p(msg), _sz(len(msg)), _u8p(ctx), _sz(len(ctx))))
    return sig.raw[:n.value]


def haetae_verify(level, pk, sig, msg, ctx):
    return getattr(lib(), f'pq8k_haetae{level}_verify')(
        _u8p(pk), _u8p(sig), _sz(len(sig)), _u8p(msg), _sz(len(msg)), _u8p(ctx),
        _sz(len(ctx))) == 0


# ---- XMSS (pq8k/xmss.h): verification (signing: see stateful.py) ----------

def xmss_verify(pk, sig, msg):
    return lib().pq8k_xmss_verify(_u8p(sig), _sz(len(sig)), _u8p(msg), _sz(len(msg)), _u8p(pk),
                                  _sz(len(pk))) == 0


# ---- LMS / HSS (pq8k/lms.h): verification (signing: see stateful.py) ------

def lms_verify(hss, pk, sig, msg):
    fn = lib().pq8k_hss_verify if hss else lib().pq8k_lms_verify
    return fn(_u8p(pk), _sz(len(pk)), _u8p(sig), _sz(len(sig)), _u8p(msg), _sz(len(msg))) == 0
