#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the inputs of the streaming-verify bench firmware (stream_*, bench/stream_fw.c).

For each scheme it takes KAT record 0 of the shared vectors (33-byte message,
as in the paper; HAETAE: M' = ctxlen || ctx || msg with the record's context
from kat-inputs.txt, 54 bytes, verified with the internal interface), splits
out the detached signature (SLH-DSA sets without a
KAT file: a 33-byte message signed by the encoder, stream_encode --sign, with
a key from fixed seeds), and has the host program
bench/stream_encode (built from the library, so the stream is the library's
own pq8k_stream_encode output) write the stream and the trusted pk digest.
Into OUT_DIR go:

  <scheme>.pk, .sig, .stream, .digest   raw bytes (the stream is .incbin'd
                                        into flash by the firmware)
  stream_<scheme>_data.h                message and digest as const arrays,
                                        SB_ENGINE (1: the engine's stream; 0:
                                        the scheme's own verifier's, while the
                                        scheme is not in the engine yet),
                                        lengths, file paths, and the stream
                                        offsets to tamper with: the bytes that
                                        come from one signature byte, and from
                                        one pk byte (found by encoding a
                                        flipped signature / pk and comparing)

    stream_bench_data.py VECTORS_DIR OUT_DIR ENCODER [SCHEME...]
"""
import os
import subprocess
import sys

# scheme -> (KAT file under the vectors folder, how its sm splits)
KATS = {
    'mldsa44': ('ml-dsa/kat/PQCsignKAT_ml-dsa-44.rsp', 'sig_msg', 2420),
    'mldsa65': ('ml-dsa/kat/PQCsignKAT_ml-dsa-65.rsp', 'sig_msg', 3309),
    'mldsa87': ('ml-dsa/kat/PQCsignKAT_ml-dsa-87.rsp', 'sig_msg', 4627),
    # the compact layout (PQ8K_MLDSA*_COMPACT): the same records
    'mldsa44_compact': ('ml-dsa/kat/PQCsignKAT_ml-dsa-44.rsp', 'sig_msg', 2420),
    'mldsa65_compact': ('ml-dsa/kat/PQCsignKAT_ml-dsa-65.rsp', 'sig_msg', 3309),
    'mldsa87_compact': ('ml-dsa/kat/PQCsignKAT_ml-dsa-87.rsp', 'sig_msg', 4627),
    'slhdsa_sha2_128s': ('slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128s.first10.rsp', 'sig_msg', 7856),
    'slhdsa_sha2_128f': ('slh-dsa/kat/PQCsignKAT_slh-dsa-sha2-128f.first10.rsp', 'sig_msg', 17088),
    'falcon512': ('falcon/kat/PQCsignKAT_falcon-512.rsp', 'falcon', 0x29),
    'falcon1024': ('falcon/kat/PQCsignKAT_falcon-1024.rsp', 'falcon', 0x2A),
    'rainbow1_classic': ('rainbow-i-classic/kat/PQCsignKAT_rainbowI-classic.first5.rsp', 'msg_sig', 66),
    'gemss128': ('gemss-128/kat/PQCsignKAT_gemss128.first3.rsp', 'sig_msg', 33),
    'haetae2': ('haetae/v1.1.2/PQCsignKAT_haetae_mode2.rsp', 'haetae', 'haetae/v1.1.2/kat-inputs.txt'),
    'haetae3': ('haetae/v1.1.2/PQCsignKAT_haetae_mode3.rsp', 'haetae', 'haetae/v1.1.2/kat-inputs.txt'),
    'haetae5': ('haetae/v1.1.2/PQCsignKAT_haetae_mode5.rsp', 'haetae', 'haetae/v1.1.2/kat-inputs.txt'),
}


# the composites (draft-ietf-lamps-pq-composite-sigs-19): the draft's vectors
# committed in this repository (test/vectors/composite/), the record signed
# without a context
COMPOSITE_RSP = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'test', 'vectors',
                             'composite', 'composite.rsp')
COMPOSITES = {'mldsa44_ecdsa_p256': 0, 'mldsa65_ecdsa_p256': 2, 'mldsa44_ed25519': 4,
              'mldsa65_ed25519': 6}


def composite_record(count):
    """(pk, sig, msg) of record `count` of the composite vector file."""
    rec, fields = None, {}
    with open(COMPOSITE_RSP, encoding='ascii') as f:
        for line in f:
            k, _, v = line.strip().partition(' = ')
            if k == 'count':
                rec = int(v)
            elif rec == count and k in ('pk', 'sig', 'msg', 'ctxlen'):
                fields[k] = v
    if fields.get('ctxlen') != '0':
        raise ValueError('composite record %d: not the one without a context' % count)
    return tuple(bytes.fromhex(fields[k]) for k in ('pk', 'sig', 'msg'))


def first_record(path):
    """key -> value of the 'count = 0' entry of a NIST .rsp file."""
    rec = None
    with open(path, encoding='ascii') as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith('#') or '=' not in line:
                if rec:
                    return rec
                continue
            k, v = (s.strip() for s in line.split('=', 1))
            if k == 'count':
                rec = {}
            if rec is not None:
                rec[k] = v
    return rec


def split_sm(kind, arg, sm, mlen):
    """(signature, message) from a signed message (vectors README, section 2.1)."""
    if kind == 'sig_msg':
        return sm[:arg], sm[arg:]
    if kind == 'msg_sig':
        return sm[-arg:], sm[:-arg]
    # falcon: L(2, big-endian) || nonce(40) || msg || H || body, L = 1 + len(body)
    body_len = int.from_bytes(sm[:2], 'big') - 1
    nonce, msg, head = sm[2:42], sm[42:42 + mlen], sm[42 + mlen]
    if head != arg or len(sm) != 43 + mlen + body_len:
        raise ValueError('falcon sm does not parse')
    return bytes([arg + 0x10]) + nonce + sm[43 + mlen:], msg


# SLH-DSA sets without a KAT file: the encoder signs a 33-byte message with a
# key from fixed seeds (stream_encode --sign, internal interface)
HOST_SIGNED = ['slhdsa_%s_%s%s' % (h, l, v) for h in ('sha2', 'shake') for l in (128, 192, 256)
               for v in 'sf']
HOST_SIGNED = [x for x in HOST_SIGNED if x not in KATS] + ['hss_sha256_l2_h10_w8']

# LMS (bare, PQ8K_LMS): the liboqs KAT (an HSS L = 1 key and signature, 164-byte
# message) without its 4-byte L / Nspk prefixes
LMS_KATS = {
    'lms_sha256_h10_w4': 'lms/liboqs/LMS_SHA256_H10_W4.rsp',
    'lms_sha256_h20_w8': 'lms/liboqs/LMS_SHA256_H20_W8.rsp',
}

# HSS (PQ8K_HSS): the liboqs two-level KATs as they are (L || the top key;
# Nspk || the signatures), for a user that wants an HSS vector without the
# host signer's key generation (17 s of CPU for hss_sha256_l2_h10_w8)
HSS_KATS = {
    'hss_sha256_h10_w4_h5_w8': 'lms/liboqs/LMS_SHA256_H10_W4_H5_W8.rsp',
}


# LMS sets from the ACVP sigVer file (the valid test of the group, 128-byte message)
LMS_ACVP = {
    'lms_shake_m32_h10_w4': ('LMS_SHAKE_M32_H10', 'LMOTS_SHAKE_N32_W4'),
}
ACVP_LMS = 'lms/acvp/LMS-sigVer-1.0/internalProjection.json'


def acvp_lms(vectors, lms_mode, ots_mode):
    import json
    with open(os.path.join(vectors, ACVP_LMS), encoding='ascii') as f:
        groups = json.load(f)['testGroups']
    g = next(g for g in groups if g['lmsMode'] == lms_mode and g['lmOtsMode'] == ots_mode)
    t = next(t for t in g['tests'] if t['testPassed'])
    return bytes.fromhex(g['publicKey']), bytes.fromhex(t['signature']), bytes.fromhex(t['message'])


def rsp_fields(path):
    """key -> value of a liboqs stateful-signature KAT file (one record)."""
    rec = {}
    with open(path, encoding='ascii') as f:
        for line in f:
            if '=' in line and not line.startswith('#'):
                k, v = (s.strip() for s in line.split('=', 1))
                rec[k] = v.strip('"')
    return rec


def lms_hash_count(pk, sig, msg):
    """Hash blocks an LMS/HSS verification needs at the least (the algorithm's
    hashes, each over its exact input: RFC 8554 Algorithms 4b, 6a), in the
    family's unit: SHA-256 compressions, or Keccak-f permutations for SHAKE256
    (RFC 9858); and the pq8k stream's extra, SHA-256(pk) for the
    trusted-digest check. Returns (minimum, extra, unit)."""
    import hashlib
    # per (n, w): chains p, checksum shift ls (RFC 8554 Appendix B, RFC 9858)
    P = {32: {1: (265, 7), 2: (133, 6), 4: (67, 4), 8: (34, 0)},
         24: {1: (200, 8), 2: (101, 6), 4: (51, 4), 8: (26, 0)}}
    sha_blocks = lambda k: (k + 9 + 63) // 64
    u32 = lambda b, at: int.from_bytes(b[at:at + 4], 'big')
    hss = len(pk) in (52, 60)
    levels = u32(pk, 0) if hss else 1
    pos, total, cur = (4 if hss else 0), 0, pk[4:] if hss else pk
    shake = (u32(cur, 4) - 1) // 4 >= 2
    blocks = (lambda k: k // 136 + 1) if shake else sha_blocks
    for l in range(levels):
        ots = u32(sig, pos + 4)
        fam, w = (ots - 1) // 4, 1 << ((ots - 1) % 4)
        n = 24 if fam & 1 else 32
        p, ls = P[n][w]
        h = 5 * ((u32(cur, 0) - 5) % 5 + 1)
        q = u32(sig, pos)
        c = sig[pos + 8:pos + 8 + n]
        siglen = 12 + n * (p + 1) + n * h
        nxt = sig[pos + siglen:pos + siglen + 24 + n]
        m = nxt if l + 1 < levels else msg
        pre = cur[8:24] + q.to_bytes(4, 'big') + b'\x81\x81' + c + m
        qh = (hashlib.shake_256(pre).digest(n) if shake else hashlib.sha256(pre).digest()[:n])
        digit = lambda s, i: (s[i * w // 8] >> (8 - w * (i % (8 // w) + 1))) & ((1 << w) - 1)
        ck = sum((1 << w) - 1 - digit(qh, i) for i in range(8 * n // w)) << ls
        qc = qh + ck.to_bytes(2, 'big')
        total += blocks(22 + n + len(m))                                  # Q
        total += sum((1 << w) - 1 - digit(qc, i) for i in range(p))       # chain steps, one block each
        total += blocks(22 + n * p) + blocks(22 + n) + h * blocks(22 + 2 * n)  # K, leaf, path
        pos += siglen + (24 + n if l + 1 < levels else 0)
        cur = nxt
    return total, sha_blocks(len(pk)), 'keccak' if shake else 'sha256'


# XMSS / XMSS^MT: the liboqs KAT (leaf 0, 33-byte message), pk with its OID
XMSS_KATS = {
    'xmss_sha2_10_256': 'xmss/liboqs/XMSS-SHA2_10_256.rsp',
    'xmssmt_sha2_20_2_256': 'xmss/liboqs/XMSSMT-SHA2_20-2_256.rsp',
}


def xmss_hash_count(pk, sig, msg):
    """SHA-256 compressions an XMSS / XMSS^MT (SHA2_*_256) verification needs at
    the least, found by running it (RFC 8391 Algorithms 2, 8, 13, 14, 16): PRF
    one block once toByte(3, 32) || SEED is compressed (once), F two, H three,
    H_msg its padded input; and the pq8k stream's extra, SHA-256(pk)."""
    import hashlib
    n, wlen = 32, 67
    blocks = lambda k: (k + 9 + 63) // 64
    sha = lambda *p: hashlib.sha256(b''.join(p)).digest()
    pad = lambda f: f.to_bytes(32, 'big')
    oid = int.from_bytes(pk[:4], 'big')
    mt = len(sig) not in (2500, 2692, 2820)  # the XMSS SHA2_*_256 signature sizes
    if mt:
        h, d = [(20, 2), (20, 4), (40, 2), (40, 4), (40, 8), (60, 3), (60, 6), (60, 12)][(oid - 1) % 8]
        ib = (h + 7) // 8
    else:
        h, d, ib = [10, 16, 20][(oid - 1) % 3], 1, 4
    hp = h // d
    root, seed = pk[4:4 + n], pk[4 + n:4 + 2 * n]
    adrs = lambda w: b''.join(x.to_bytes(4, 'big') for x in w)
    prf = lambda w: sha(pad(3), seed, adrs(w))
    xor = lambda a, b: bytes(x ^ y for x, y in zip(a, b))

    def node(w, l, r):
        k, b0, b1 = (prf(w[:7] + [km]) for km in (0, 1, 2))
        return sha(pad(1), k, xor(l, b0), xor(r, b1))

    idx = int.from_bytes(sig[:ib], 'big')
    r = sig[ib:ib + n]
    m = sha(pad(2), r, root, idx.to_bytes(n, 'big'), msg)
    total, pos, steps = 1 + blocks(4 * n + len(msg)), ib + n, 0
    for layer in range(d):
        leaf, tree = idx & ((1 << hp) - 1), idx >> hp
        idx = tree
        digits = [v for b in m for v in (b >> 4, b & 15)]
        cs = sum(15 - v for v in digits) << 4
        digits += [(cs >> 12) & 15, (cs >> 8) & 15, (cs >> 4) & 15]
        base = [layer, tree >> 32, tree & 0xffffffff]
        ends = []
        for i in range(wlen):
            x = sig[pos + i * n:pos + (i + 1) * n]
            for j in range(digits[i], 15):
                w = base + [0, leaf, i, j]
                k, bm = prf(w + [0]), prf(w + [1])
                x = sha(pad(0), k, xor(x, bm))
                steps += 1
            ends.append(x)
        pos += wlen * n
        hgt = 0
        while len(ends) > 1:
            nxt = [node(base + [1, leaf, hgt, j], ends[2 * j], ends[2 * j + 1]) for j in range(len(ends) // 2)]
            if len(ends) % 2:
                nxt.append(ends[-1])
            ends, hgt = nxt, hgt + 1
        x = ends[0]
        for k in range(hp):
            a = sig[pos + k * n:pos + (k + 1) * n]
            w = base + [2, 0, k, leaf >> (k + 1)]
            x = node(w, a, x) if (leaf >> k) & 1 else node(w, x, a)
        pos += hp * n
        m = x
    if m != root:
        raise ValueError('xmss bench vector does not verify')
    total += 4 * steps + 6 * d * (wlen - 1 + hp)
    return total, blocks(len(pk))


def host_signed(encoder, scheme, base):
    """(pk, sig, msg) that the encoder made for scheme, files at base.*"""
    subprocess.run([encoder, '--sign', scheme, base + '.pk', base + '.sig', base + '.msg'], check=True)
    out = []
    for ext in ('.pk', '.sig', '.msg'):
        with open(base + ext, 'rb') as f:
            out.append(f.read())
    os.remove(base + '.msg')
    return out


def c_array(name, data):
    rows = [', '.join('0x%02x' % b for b in data[i:i + 16]) for i in range(0, len(data), 16)]
    return 'static const uint8_t %s[%d] = {\n    %s,\n};\n' % (name, len(data), ',\n    '.join(rows))


SLH_SETS = {  # name: (n, h, d, a, k, m)
    '128s': (16, 63, 7, 12, 14, 30), '128f': (16, 66, 22, 6, 33, 34),
    '192s': (24, 63, 7, 14, 17, 39), '192f': (24, 66, 22, 8, 33, 42),
    '256s': (32, 64, 8, 14, 22, 47), '256f': (32, 68, 17, 9, 35, 49),
}


def slhdsa_hash_count(scheme, pk, sig, msg):
    """Compressions (SHA2 sets: SHA-256 and SHA-512) or Keccak permutations
    (SHAKE sets) one SLH-DSA verification of (pk, sig, M' = msg) needs at the
    least, found by running it (FIPS 205 Algorithms 8, 17, 12, 11, 18): each
    hash over its exact input, the PK.seed block of a SHA-2 hash compressed
    once per key (section 11.2). Returns {'sha256': .., 'sha512': .., 'keccak': ..}."""
    import hashlib
    fam, lvl = scheme.split('_')[1:3]
    n, h, d, a, k, m = SLH_SETS[lvl]
    hp, ln = h // d, 2 * n + 3
    seed, root = pk[:n], pk[n:]
    count = {'sha256': 0, 'sha512': 0, 'keccak': 0}
    shake = fam == 'shake'
    big = 'sha512' if n > 16 else 'sha256'

    def blocks(kind, nbytes):   # padded blocks of a SHA-2 input
        return (nbytes + 9 + 63) // 64 if kind == 'sha256' else (nbytes + 17 + 127) // 128

    def comp(a32):              # ADRSc (section 11.2)
        return a32[3:4] + a32[8:16] + a32[19:20] + a32[20:32]

    def th(kind, a32, data):    # F, H, T_l; SHA-2 after the seed block
        if shake:
            inp = seed + bytes(a32) + data
            count['keccak'] += len(inp) // 136 + 1
            return hashlib.shake_256(inp).digest(n)
        bs = 64 if kind == 'sha256' else 128
        inp = comp(bytes(a32)) + data
        count[kind] += blocks(kind, bs + len(inp)) - 1
        f = hashlib.sha256 if kind == 'sha256' else hashlib.sha512
        return f(seed + bytes(bs - n) + inp).digest()[:n]

    if not shake:
        count['sha256'] += 1                    # the SHA-256 seed block, once
        if big == 'sha512':
            count['sha512'] += 1                # and the SHA-512 one
    r, pos = sig[:n], n
    # H_msg (Algorithm 19 / section 11.2)
    if shake:
        inp = r + seed + root + msg
        count['keccak'] += len(inp) // 136 + 1
        dg = hashlib.shake_256(inp).digest(m)
    else:
        f = hashlib.sha256 if big == 'sha256' else hashlib.sha512
        dl = f().digest_size
        inner = f(r + seed + root + msg).digest()
        count[big] += blocks(big, 3 * n + len(msg))
        out, ctr = b'', 0
        while len(out) < m:
            out += f(r + seed + inner + ctr.to_bytes(4, 'big')).digest()
            count[big] += blocks(big, 2 * n + dl + 4)
            ctr += 1
        dg = out[:m]
    mdb, tb, lb = (k * a + 7) // 8, (h - hp + 7) // 8, (hp + 7) // 8
    md = dg[:mdb]
    idx_tree = int.from_bytes(dg[mdb:mdb + tb], 'big') % (1 << (h - hp))
    idx_leaf = int.from_bytes(dg[mdb + tb:mdb + tb + lb], 'big') % (1 << hp)

    def base2b(x, b, outlen):
        bits, total, res, i = 0, 0, [], 0
        for _ in range(outlen):
            while bits < b:
                total = (total << 8) | x[i]
                i += 1
                bits += 8
            bits -= b
            res.append((total >> bits) & ((1 << b) - 1))
        return res

    def adrs(layer, tree, typ, w1=0, w2=0, w3=0):
        return (layer.to_bytes(4, 'big') + tree.to_bytes(12, 'big') + typ.to_bytes(4, 'big') +
                w1.to_bytes(4, 'big') + w2.to_bytes(4, 'big') + w3.to_bytes(4, 'big'))

    def climb(layer, tree, typ, kp, idx, node, auths):
        for j, au in enumerate(auths):
            if (idx >> j) & 1 == 0:
                node = th(big, adrs(layer, tree, typ, kp, j + 1, idx >> (j + 1)), node + au)
            else:
                node = th(big, adrs(layer, tree, typ, kp, j + 1, idx >> (j + 1)), au + node)
        return node

    # FORS (Algorithm 17)
    roots = b''
    for i, ix in enumerate(base2b(md, a, k)):
        sk = sig[pos:pos + n]
        auth = [sig[pos + n * (1 + j):pos + n * (2 + j)] for j in range(a)]
        pos += n * (a + 1)
        t = (i << a) + ix
        node = th('sha256', adrs(0, idx_tree, 3, idx_leaf, 0, t), sk)
        roots += climb(0, idx_tree, 3, idx_leaf, t, node, auth)
    node = th(big, adrs(0, idx_tree, 4, idx_leaf), roots)
    # hypertree (Algorithms 12, 11, 8)
    for layer in range(d):
        if layer:
            idx_leaf, idx_tree = idx_tree % (1 << hp), idx_tree >> hp
        dig = base2b(node, 4, 2 * n)
        cs = sum(15 - v for v in dig) << 4
        dig += base2b(cs.to_bytes(2, 'big'), 4, 3)
        ends = b''
        for i, v in enumerate(dig):
            x = sig[pos:pos + n]
            pos += n
            for j in range(v, 15):
                x = th('sha256', adrs(layer, idx_tree, 0, idx_leaf, i, j), x)
            ends += x
        node = th(big, adrs(layer, idx_tree, 1, idx_leaf), ends)
        auth = [sig[pos + n * j:pos + n * (j + 1)] for j in range(hp)]
        pos += n * hp
        node = climb(layer, idx_tree, 2, 0, idx_leaf, node, auth)
    if pos != len(sig) or node != root:
        raise ValueError('%s: the signature does not verify in the hash counter' % scheme)
    return count

def encode(encoder, scheme, pk, sig, base):
    """The stream and digest the library writes for (pk, sig), files at base.*,
    and whether the stream is the engine's ("engine") or the scheme's own
    push verifier's ("direct", for a scheme not yet in the engine)."""
    for ext, data in (('.pk', pk), ('.sig', sig)):
        with open(base + ext, 'wb') as f:
            f.write(data)
    mode = subprocess.run([encoder, scheme, base + '.pk', base + '.sig', base + '.stream', base + '.digest'],
                          check=True, stdout=subprocess.PIPE, text=True).stdout.strip()
    with open(base + '.stream', 'rb') as f:
        stream = f.read()
    with open(base + '.digest', 'rb') as f:
        return stream, f.read(), mode


def flipped(data):
    b = bytearray(data)
    b[len(b) // 2] ^= 1
    return bytes(b)


def differences(a, b):
    """Offsets where two streams of the same length differ."""
    if len(a) != len(b):
        raise ValueError('a flipped byte changed the stream length')
    return [i for i in range(len(a)) if a[i] != b[i]]


def make(vectors, out, encoder, scheme):
    base = os.path.abspath(os.path.join(out, scheme))
    if scheme in XMSS_KATS:
        rel = XMSS_KATS[scheme]
        rec = rsp_fields(os.path.join(vectors, rel))
        pk, sig, msg = (bytes.fromhex(rec[k]) for k in ('pk', 'sm', 'msg'))
        rel = 'the KAT of ' + rel
    elif scheme in LMS_ACVP:
        pk, sig, msg = acvp_lms(vectors, *LMS_ACVP[scheme])
        rel = 'the valid %s/%s test of %s' % (LMS_ACVP[scheme] + (ACVP_LMS,))
    elif scheme in HSS_KATS:
        rel = HSS_KATS[scheme]
        rec = rsp_fields(os.path.join(vectors, rel))
        pk, sig, msg = (bytes.fromhex(rec[k]) for k in ('pk', 'sm', 'msg'))
        rel = 'the KAT of ' + rel
    elif scheme in LMS_KATS:
        rel = LMS_KATS[scheme]
        rec = rsp_fields(os.path.join(vectors, rel))
        pk, sig, msg = (bytes.fromhex(rec[k])[4:] if k != 'msg' else bytes.fromhex(rec[k])
                        for k in ('pk', 'sm', 'msg'))
        rel = 'the KAT of ' + rel
    elif scheme in COMPOSITES:
        rel = 'record %d of test/vectors/composite/composite.rsp (the draft\'s vectors)' % COMPOSITES[scheme]
        pk, sig, msg = composite_record(COMPOSITES[scheme])
    elif scheme in HOST_SIGNED:
        rel = 'a signature made by bench/stream_encode --sign'
        pk, sig, msg = host_signed(encoder, scheme, base)
    else:
        rel, kind, arg = KATS[scheme]
        rec = first_record(os.path.join(vectors, rel))
        mlen = int(rec['mlen'])
        pk = bytes.fromhex(rec['pk'])
        if kind == 'haetae':
            # detached signature; M' = pre || msg, pre = ctxlen || ctx (kat-inputs.txt)
            inputs = first_record(os.path.join(vectors, arg))
            ctxlen = int(inputs['ctxlen'])
            ctx = bytes.fromhex(inputs['ctx'])[:ctxlen]
            sig = bytes.fromhex(rec['sig'])
            msg = bytes([ctxlen]) + ctx + bytes.fromhex(rec['msg'])
            if len(ctx) != ctxlen or len(sig) != int(rec['siglen']):
                raise ValueError('%s: context or signature length' % scheme)
        else:
            sig, msg = split_sm(kind, arg, bytes.fromhex(rec['sm']), mlen)
            if msg != bytes.fromhex(rec['msg']):
                raise ValueError('%s: sm does not hold msg' % scheme)
        rel = 'KAT record 0 of ' + rel
    stream, digest, mode = encode(encoder, scheme, pk, sig, base)
    # where a flipped signature byte and a flipped pk byte land in the stream
    # (every copy: ML-DSA repeats z in each row, GeMSS the pk in each pass)
    scratch = base + '.flip'
    sig_at = differences(stream, encode(encoder, scheme, pk, flipped(sig), scratch)[0])
    pk_at = differences(stream, encode(encoder, scheme, flipped(pk), sig, scratch)[0])
    for ext in ('.pk', '.sig', '.stream', '.digest'):
        os.remove(scratch + ext)

    text = ['/* generated by bench/stream_bench_data.py from %s */\n' % rel,
            '#include <stdint.h>\n',
            '#define SB_ENGINE %d /* the stream is pq8k_stream_encode\'s (1) or %s\'s own (0) */\n'
            % (mode == 'engine', scheme),
            c_array('sb_digest', digest),
            c_array('sb_msg', msg),
            '#define SB_MLEN %d\n' % len(msg),
            '#define SB_STREAM_FILE "%s.stream"\n' % base,
            '#define SB_STREAM_LEN %d\n' % len(stream),
            '#define SB_PK_FILE "%s.pk"\n' % base,
            '#define SB_PKLEN %d\n' % len(pk),
            '#define SB_SIG_FILE "%s.sig"\n' % base,
            '#define SB_SIGLEN %d\n' % len(sig),
            '#define SB_TAMPER_SIG %s /* stream bytes from sig[%d] */\n'
            % (', '.join(map(str, sig_at)), len(sig) // 2),
            '#define SB_TAMPER_PK %s /* stream bytes from pk[%d] */\n'
            % (', '.join(map(str, pk_at)), len(pk) // 2)]
    need = None
    if scheme.startswith(('lms_', 'hss_')):
        need, extra, unit = lms_hash_count(pk, sig, msg)
    elif scheme.startswith('xmss'):
        (need, extra), unit = xmss_hash_count(pk, sig, msg), 'sha256'
    if need is not None:
        text.append('#define SB_HASH_UNIT "%s"\n' % unit)
        text.append('#define SB_HASH_MIN %d /* %s the algorithm needs */\n'
                    % (need, 'Keccak permutations' if unit == 'keccak' else 'SHA-256 compressions'))
        text.append('#define SB_HASH_DIGEST %d /* SHA-256 compressions the trusted pk digest check adds */\n'
                    % extra)
    if scheme.startswith('slhdsa_'):
        for kind, v in sorted(slhdsa_hash_count(scheme, pk, sig, msg).items()):
            text.append('#define SB_HASH_MIN_%s %d /* %s the algorithm needs */\n'
                        % (kind.upper(), v, 'Keccak permutations' if kind == 'keccak'
                           else kind.upper().replace('SHA', 'SHA-') + ' compressions'))
    with open(os.path.join(out, 'stream_%s_data.h' % scheme), 'w', encoding='ascii') as f:
        f.write(''.join(text))


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    vectors, out, encoder = argv[1], argv[2], os.path.abspath(argv[3])
    os.makedirs(out, exist_ok=True)
    for scheme in argv[4:] or sorted(KATS) + HOST_SIGNED:
        make(vectors, out, encoder, scheme)


if __name__ == '__main__':
    main(sys.argv)
