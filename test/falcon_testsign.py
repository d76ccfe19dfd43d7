#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""A TEST-ONLY Falcon-512/1024 signer for pq8k's tests (Python 3 standard library).

    /usr/bin/python3 test/falcon_testsign.py --kat <Falcon KAT .rsp> --record N \
        --in <message file> --out <signature file> [--padded] [--pk-out <file>]

Signs the message with the secret key of record N ("count = N") of a NIST-format Falcon KAT
file, and writes the signature in the form pq8k's Falcon verifiers take (include/pq8k/falcon.h):

    0x30+logn || nonce (40 bytes) || compressed s2

(the detached form of the KAT's sm), or with --padded the fixed-length form of PQClean's
falcon-padded-512/1024 (666 / 1280 bytes, zeros after s2). --pk-out also writes the record's
public key, so that a test needs nothing else from the KAT file.

THIS IS A TEST SIGNER, NOT FALCON'S SIGNING ALGORITHM. It has no Gaussian sampler: it rounds the
target off deterministically in the secret basis (Babai round-off, exact integer arithmetic), so
every signature it makes leaks information about the secret key, and a few hundred of them give
it away. Its signatures are valid (they pass any Falcon verifier: s1 + s2*h = c mod q and the norm
bound holds), which is all a test of a verifier needs. Never use it with a key that matters.

How it signs. The secret basis B = [[g, -f], [G, -F]] (fG - gF = q) spans the lattice
{(u, v) : u + v*h = 0 mod q}, h = g/f. For c = HashToPoint(nonce || msg), the target (c, 0) is
(c, 0) = t*B with t = (-c*F/q, c*f/q); rounding t to z gives the lattice point z*B, and
(s1, s2) = (c, 0) - z*B = (c - z0*g - z1*G, z0*f + z1*F) is short (about (t - z)*B), with
s1 + s2*h = c mod q. The key's KAT encoding omits G; it is recomputed as g*F/f mod q.
"""
import argparse
import cmath
import hashlib
import math
import os
import sys

Q = 12289
NONCE = 40
L2BOUND = {9: 34034726, 10: 70265242}
SIG_MAX = {9: 746, 10: 1454}       # the longest signature pq8k accepts
SIG_PADDED = {9: 666, 10: 1280}


def die(msg):
    sys.exit('falcon_testsign: ' + msg)


def read_record(path, count):
    """The fields of record `count` of a .rsp file, as strings."""
    entry, cur = {}, None
    with open(path) as fh:
        for line in fh:
            if ' = ' not in line or line.startswith('#'):
                continue
            k, v = line.strip().split(' = ', 1)
            if k == 'count':
                if cur == count:
                    break
                cur, entry = v, {}
            entry[k] = v
    if cur != count or 'sk' not in entry or 'pk' not in entry:
        die('no record %s (with pk and sk) in %s' % (count, path))
    return entry


def bits_msb(data, width, count):
    """`count` unsigned fields of `width` bits, most significant bit first."""
    acc, nbits, out, it = 0, 0, [], iter(data)
    while len(out) < count:
        while nbits < width:
            acc = (acc << 8) | next(it)
            nbits += 8
        nbits -= width
        out.append((acc >> nbits) & ((1 << width) - 1))
    return out


def decode_signed(data, width, n):
    """n two's-complement fields of `width` bits; the lowest value is not a legal encoding."""
    vals = []
    for u in bits_msb(data, width, n):
        if u == 1 << (width - 1):
            die('secret key: forbidden value -2^%d' % (width - 1))
        vals.append(u - (1 << width) if u >> (width - 1) else u)
    return vals


def decode_sk(sk, logn):
    """(f, g, F) of the KAT sk: 0x50+logn || f || g || F (f, g: 6 / 5 bits, F: 8 bits)."""
    n = 1 << logn
    fgbits = {9: 6, 10: 5}[logn]
    flen = fgbits * n // 8
    if len(sk) != 1 + 2 * flen + n or sk[0] != 0x50 + logn:
        die('secret key: wrong length or header byte')
    f = decode_signed(sk[1:1 + flen], fgbits, n)
    g = decode_signed(sk[1 + flen:1 + 2 * flen], fgbits, n)
    F = decode_signed(sk[1 + 2 * flen:], 8, n)
    return f, g, F


def decode_pk(pk, logn):
    n = 1 << logn
    if len(pk) != 1 + 14 * n // 8 or pk[0] != logn:
        die('public key: wrong length or header byte')
    h = bits_msb(pk[1:], 14, n)
    if max(h) >= Q:
        die('public key: coefficient >= q')
    return h


# ---- exact integer products in Z[x]/(x^n + 1) (Kronecker substitution) ----

KBITS = 80  # every coefficient of every product here is far below 2^79


def polymul(a, b):
    n = len(a)
    pa = sum(v << (KBITS * i) for i, v in enumerate(a))
    pb = sum(v << (KBITS * i) for i, v in enumerate(b))
    p = pa * pb
    full, mask, half = [], (1 << KBITS) - 1, 1 << (KBITS - 1)
    for _ in range(2 * n - 1):
        d = p & mask
        if d >= half:
            d -= 1 << KBITS
        full.append(d)
        p = (p - d) >> KBITS
    full.append(0)
    return [full[i] - full[i + n] for i in range(n)]


# ---- arithmetic modulo q in Z_q[x]/(x^n + 1): evaluation at the odd powers of psi ----

def psi_powers(n):
    psi = pow(7, 2048 // (2 * n), Q)  # 7 has order 2048 modulo q
    return [pow(psi, 2 * i + 1, Q) for i in range(n)]


def evaluate(a, pts):
    """a(x) at every point, by Horner (O(n^2): done a handful of times only)."""
    out = []
    for x in pts:
        acc = 0
        for c in reversed(a):
            acc = (acc * x + c) % Q
        out.append(acc)
    return out


def interpolate(vals, pts):
    """The polynomial of degree < n with those values at the n roots of x^n + 1:
    a_k = (1/n) * sum_j v_j * x_j^(-k)."""
    n = len(vals)
    ninv = pow(n, Q - 2, Q)
    out = [0] * n
    for v, x in zip(vals, pts):
        xi, w = pow(x, Q - 2, Q), v
        for k in range(n):
            out[k] += w
            w = w * xi % Q
    return [c * ninv % Q for c in out]


def centred(v):
    v %= Q
    return v - Q if v > Q // 2 else v


def complete_basis(f, g, F, h, logn):
    """G = g*F/f (mod q, centred), checked against h = g/f and fG - gF = q over the integers."""
    n = 1 << logn
    pts = psi_powers(n)
    ef, eg, eF, eh = (evaluate(p, pts) for p in (f, g, F, h))
    if 0 in ef:
        die('secret key: f is not invertible mod q')
    if any(x * y % Q != z for x, y, z in zip(ef, eh, eg)):
        die('secret key does not match the public key (f*h != g mod q)')
    eG = [y * z * pow(x, Q - 2, Q) % Q for x, y, z in zip(ef, eg, eF)]
    G = [centred(v) for v in interpolate(eG, pts)]
    ntru = [a - b for a, b in zip(polymul(f, G), polymul(g, F))]
    if ntru != [Q] + [0] * (n - 1):
        die('secret key: fG - gF != q')
    return G


def hash_to_point(nonce, msg, n):
    """c of the specification: 16-bit big-endian draws from SHAKE256, kept below 5q, mod q."""
    want = 4 * n
    while True:
        stream = hashlib.shake_256(nonce + msg).digest(want)
        c = []
        for i in range(0, want, 2):
            w = (stream[i] << 8) | stream[i + 1]
            if w < 5 * Q:
                c.append(w % Q)
                if len(c) == n:
                    return c
        want *= 2


def round_div(a, d):
    """a/d rounded to the nearest integer (d > 0, ties up)."""
    return (2 * a + d) // (2 * d)


def compress(s2):
    """Sign bit, low 7 bits of |v|, |v| >> 7 in unary (zeros closed by a one); None if |v| > 2047."""
    bits = []
    for v in s2:
        m = abs(v)
        if m > 2047:
            return None
        bits.append('1' if v < 0 else '0')
        bits.append(format(m & 127, '07b'))
        bits.append('0' * (m >> 7) + '1')
    s = ''.join(bits)
    s += '0' * (-len(s) % 8)
    return int(s, 2).to_bytes(len(s) // 8, 'big')


def fft(a):
    """Values at the roots of x^n + 1, zeta_j = exp(i*pi*(2j+1)/n): the DFT of a_k * zeta_0^k."""
    n = len(a)
    tw = [complex(v) * cmath.exp(1j * math.pi * k / n) for k, v in enumerate(a)]
    return _dft(tw, 1)


def ifft(vals):
    """Real coefficients of the polynomial with these values (inverse of fft)."""
    n = len(vals)
    a = _dft(list(vals), -1)
    return [(v * cmath.exp(-1j * math.pi * k / n)).real / n for k, v in enumerate(a)]


def _dft(a, sign):
    """Radix-2 DFT with exp(sign * 2*pi*i*j*k/n), iterative, in place."""
    n = len(a)
    j = 0
    for i in range(1, n):          # bit-reversal permutation
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            a[i], a[j] = a[j], a[i]
    size = 2
    while size <= n:
        w = cmath.exp(sign * 2j * math.pi / size)
        ws = [w ** k for k in range(size // 2)]
        for start in range(0, n, size):
            for k in range(size // 2):
                u, v = a[start + k], a[start + k + size // 2] * ws[k]
                a[start + k], a[start + k + size // 2] = u + v, u - v
        size *= 2
    return a


def gram_schmidt_mu(f, g, F, G):
    """mu = <b1, b0> / <b0, b0> in the FFT domain, for b0 = (g, -f), b1 = (G, -F):
    b1 = b1~ + mu*b0 with b1~ orthogonal to b0."""
    ef, eg, eF, eG = fft(f), fft(g), fft(F), fft(G)
    return [(Gv * gv.conjugate() + Fv * fv.conjugate()) / (abs(gv) ** 2 + abs(fv) ** 2)
            for fv, gv, Fv, Gv in zip(ef, eg, eF, eG)]


def nearest_plane(c, f, F, mu):
    """Integer z = (z0, z1) with z*B near (c, 0): (c, 0) = t*B for t = (-c*F/q, c*f/q); round
    t1 first (the b1~ coordinate), then the b0 coordinate t0 + (t1 - z1)*mu. Floating point
    only steers the rounding: s = (c, 0) - z*B is then computed exactly."""
    cF, cf = polymul(c, F), polymul(c, f)
    z1 = [round_div(v, Q) for v in cf]
    e1 = [(v - Q * z) / Q for v, z in zip(cf, z1)]          # t1 - z1, in [-1/2, 1/2]
    w = ifft([x * m for x, m in zip(fft(e1), mu)])
    z0 = [round(-v / Q + x) for v, x in zip(cF, w)]
    return z0, z1


def sign(msg, f, g, F, G, h, logn, padded):
    n = 1 << logn
    bound = L2BOUND[logn]
    cap = (SIG_PADDED[logn] if padded else SIG_MAX[logn]) - 1 - NONCE
    mu = gram_schmidt_mu(f, g, F, G)
    for _ in range(100):
        nonce = os.urandom(NONCE)
        c = hash_to_point(nonce, msg, n)
        z0, z1 = nearest_plane(c, f, F, mu)
        s2 = [a + b for a, b in zip(polymul(z0, f), polymul(z1, F))]
        s1 = [ci - a - b for ci, a, b in zip(c, polymul(z0, g), polymul(z1, G))]
        # the verifier's view: s1 = c - s2*h mod q
        s2h = polymul([v % Q for v in s2], h)
        if any((ci - x - y) % Q for ci, x, y in zip(c, s1, s2h)):
            die('internal error: s1 + s2*h != c mod q')
        if sum(v * v for v in s1) + sum(v * v for v in s2) > bound:
            continue  # a fresh nonce gives another target
        comp = compress(s2)
        if comp is None or len(comp) > cap:
            continue
        if padded:
            comp += bytes(cap - len(comp))
        return bytes([0x30 + logn]) + nonce + comp
    die('no signature within the bound in 100 attempts')


def main():
    ap = argparse.ArgumentParser(description='TEST-ONLY Falcon signer (leaks the key)')
    ap.add_argument('--kat', required=True, help='NIST-format Falcon-512/1024 KAT .rsp')
    ap.add_argument('--record', required=True, type=int, help='the record (count) whose key signs')
    ap.add_argument('--in', dest='inp', required=True, help='message file')
    ap.add_argument('--out', required=True, help='signature file to write')
    ap.add_argument('--padded', action='store_true', help='fixed-length padded signature')
    ap.add_argument('--pk-out', help='also write the public key of the record here')
    a = ap.parse_args()

    rec = read_record(a.kat, str(a.record))
    pk, sk = bytes.fromhex(rec['pk']), bytes.fromhex(rec['sk'])
    if not pk or pk[0] not in (9, 10):
        die('public key header: not Falcon-512/1024')
    logn = pk[0]
    h = decode_pk(pk, logn)
    f, g, F = decode_sk(sk, logn)
    G = complete_basis(f, g, F, h, logn)
    with open(a.inp, 'rb') as fh:
        msg = fh.read()
    sig = sign(msg, f, g, F, G, h, logn, a.padded)
    with open(a.out, 'wb') as fh:
        fh.write(sig)
    if a.pk_out:
        with open(a.pk_out, 'wb') as fh:
            fh.write(pk)


if __name__ == '__main__':
    main()
