#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generator of src/common/sha256_armv6m.S (the SHA-256 compression for ARMv6-M).

Register allocation across 16 spelled-out rounds is bookkeeping, so it is
generated, run here on a small interpreter of the Thumb-1 instructions it
uses (the whole function: block loads, branches, stack) against a plain
SHA-256, and only then written out:

    python3 gen.py                                    # model check only
    python3 gen.py ../../src/common/sha256_armv6m.S   # check, then write

The plan (ARMv6-M: data operations on r0-r7 only, two operands, rotation by
a register only; MOV, ADD and CMP also reach r8-r12 and lr):

- The eight working variables never touch memory. a and b sit in low
  registers, and so does e; c, d, e, f, g and h sit in six high registers
  (r8-r11, ip, lr), where a round needs them only through MOV or ADD:
  f and g are copied down for Ch, h is added, d += T1 is done in place (and
  that register then holds the new e, copied down once). c is never read:
  Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)), and a ^ b is the next round's b ^ c,
  carried in a low register. At a round's end the old b moves up into the
  register the old h leaves, as the next round's c: the six high registers
  turn as a ring, one step a round.
- The rotations go through Horner forms, one rotation count register:
      Sigma1(e) = ror(ror(ror(e, 13) ^ e, 14) ^ e, 11)
      Sigma0(a) = ror(ror(ror(a, 11) ^ a, 12) ^ a, 22)
  Sigma0 starts with the count Sigma1 ends with. A round is 37 instructions.
- Low registers per round: a, b, e, the b ^ c carry, the round-constant
  pointer (LDM with writeback), and three scratch. Their roles turn with a
  period of four rounds, the high ring's with six; 16 rounds are spelled out,
  so after each pass the ring is turned back (8 MOVs).
- The message schedule: a 16-word window on the stack, replaced in place
  after each of the first three passes (a, b and the round-constant pointer
  pushed meanwhile; e and b ^ c come back from the ring, so the stack stays
  at 116 bytes, as sha256_armv7m_compact.S's), two words at a time so that
  one count load serves two rotations:
      W[j] += sigma1(W[j-2]) + W[j+9] + sigma0(W[j+1])     (indices mod 16)
      sigma0(x) = ror(ror(x, 11) ^ x, 7) ^ (x >> 3)
      sigma1(x) = ror(ror(x, 2) ^ x, 17) ^ (x >> 10)
- The block may be unaligned (ARMv6-M faults on unaligned LDR): a word-
  aligned block is read with LDM and REV, another byte by byte. Which path
  runs depends on the address only.
- Constant time: no branch or address depends on the message or the state.
"""
import random
import struct
import sys
import hashlib

K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
     0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
     0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
     0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
     0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
     0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
     0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
     0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]
IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
M32 = 0xFFFFFFFF

HI = ['r8', 'r9', 'r10', 'r11', 'ip', 'lr']   # the ring: roles c, d, e, f, g, h at the start
W_OFF = 0            # the schedule window, 16 words at sp
HP_OFF = 64          # the caller's h pointer
FRAME = 68
SIGMA1 = (13, 14, 11)
SIGMA0 = (11, 12, 22)
S0_ROT, S0_SHR = (11, 7), 3
S1_ROT, S1_SHR = (2, 17), 10


class Gen:
    def __init__(self):
        self.code = []
        # low-register roles (renamed every round) and the high ring
        self.r = dict(A='r1', B='r2', Y='r3', P='r4', E='r5', S='r0', C='r6', T='r7')
        self.t = 0         # rounds emitted: the ring has turned t steps

    def e(self, *ins):
        self.code.append(ins)

    def hi(self, role):
        """The high register of role 'cdefgh'[k] after self.t rounds."""
        return HI[('cdefgh'.index(role) - self.t) % 6]

    def horner(self, dst, src, counts, c, count_in_c=None):
        self.e('movs', dst, src)
        for i, n in enumerate(counts):
            if n != count_in_c or i:
                self.e('movs#', c, n)
            self.e('rors', dst, c)
            if i < len(counts) - 1:
                self.e('eors', dst, src)

    def round(self):
        r = self.r
        A, B, Y, P, E, S, C, T = (r[k] for k in 'ABYPESCT')
        self.horner(T, E, SIGMA1, C)                          # T = Sigma1(e)
        self.horner(S, A, SIGMA0, C, count_in_c=SIGMA1[-1])  # S = Sigma0(a)
        # Ch(e, f, g) = (e & f) + (g & ~e): the two parts share no bit
        self.e('mov', C, self.hi('f'))
        self.e('ands', C, E)
        self.e('adds3', T, T, C)
        self.e('mov', C, self.hi('g'))
        self.e('bics', C, E)
        self.e('adds3', T, T, C)
        self.e('add', T, self.hi('h'))
        self.e('ldm', P, [C])
        self.e('adds3', T, T, C)
        self.e('ldr', C, 'sp', W_OFF + 4 * (self.t % 16))
        self.e('adds3', T, T, C)                              # T = T1
        self.e('add', self.hi('d'), T)                        # d + T1: the new e, in place
        self.e('mov', E, self.hi('d'))
        self.e('adds3', S, S, T)
        # Maj with Y = b ^ c; a ^ b becomes the next round's Y
        self.e('movs', C, A)
        self.e('eors', C, B)
        self.e('ands', Y, C)
        self.e('eors', Y, B)
        self.e('adds3', S, S, Y)                              # S = the new a
        self.e('mov', self.hi('h'), B)                        # the old b: the next round's c
        self.t += 1
        self.r = dict(A=S, B=A, Y=C, P=P, E=E, S=T, C=Y, T=B)

    def ring_back(self, tmp):
        """MOVs that bring role k back to HI[k] (the ring turned self.t steps)."""
        src = {k: self.hi('cdefgh'[k]) for k in range(6)}        # role k now in src[k]
        dst = {src[k]: HI[k] for k in range(6)}                  # register -> where it goes
        done = set()
        for start in HI:
            if start in done or dst[start] == start:
                continue
            cyc = [start]
            while dst[cyc[-1]] != start:
                cyc.append(dst[cyc[-1]])
            done.update(cyc)
            # cyc[i] moves to cyc[i+1]: save the last, shift backwards
            self.e('mov', tmp, cyc[-1])
            for i in range(len(cyc) - 1, 0, -1):
                self.e('mov', cyc[i], cyc[i - 1])
            self.e('mov', cyc[0], tmp)
        self.t = 0

    def schedule(self, off):
        """The next 16 words of the window in place, two at a time; off: where
        the window is from sp (the rounds' registers pushed above it)."""
        w = lambda j: off + 4 * (j % 16)
        R0, R1, T0, T1, C, X1, X2 = 'r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'
        self.e('ldr', R0, 'sp', w(14))
        self.e('ldr', R1, 'sp', w(15))
        for j in range(0, 16, 2):
            # T0 = sigma1(W[j-2]), T1 = sigma1(W[j-1])
            self.e('movs', T0, R0)
            self.e('movs', T1, R1)
            for i, n in enumerate(S1_ROT):
                self.e('movs#', C, n)
                self.e('rors', T0, C)
                self.e('rors', T1, C)
                if i == 0:
                    self.e('eors', T0, R0)
                    self.e('eors', T1, R1)
            self.e('lsrs', R0, R0, S1_SHR)
            self.e('eors', T0, R0)
            self.e('lsrs', R1, R1, S1_SHR)
            self.e('eors', T1, R1)
            # the sums: R0 for W[j], T1 for W[j+1]; X1 = W[j+1] also feeds sigma0
            self.e('ldr', R0, 'sp', w(j))
            self.e('adds3', R0, R0, T0)
            self.e('ldr', X1, 'sp', w(j + 1))
            self.e('adds3', T1, T1, X1)
            self.e('ldr', X2, 'sp', w(j + 2))
            # T0 = sigma0(W[j+1]), R1 = sigma0(W[j+2])
            self.e('movs', T0, X1)
            self.e('movs', R1, X2)
            for i, n in enumerate(S0_ROT):
                self.e('movs#', C, n)
                self.e('rors', T0, C)
                self.e('rors', R1, C)
                if i == 0:
                    self.e('eors', T0, X1)
                    self.e('eors', R1, X2)
            self.e('lsrs', X1, X1, S0_SHR)
            self.e('eors', T0, X1)
            self.e('lsrs', X2, X2, S0_SHR)
            self.e('eors', R1, X2)
            self.e('adds3', R0, R0, T0)
            self.e('adds3', T1, T1, R1)
            self.e('ldr', X1, 'sp', w(j + 9))
            self.e('adds3', R0, R0, X1)
            self.e('ldr', X2, 'sp', w(j + 10))
            self.e('adds3', T1, T1, X2)
            self.e('str', R0, 'sp', w(j))
            self.e('str', T1, 'sp', w(j + 1))
            # W[j] and W[j+1] are the next pair's sigma1 operands
            R1, T1 = T1, R1

    def load_block(self):
        """The block, big-endian, into the window. r0 (h) is kept; r1 = block."""
        self.e('ldr=', 'r2', '.Lk')          # parked in ip until load_state
        self.e('mov', 'ip', 'r2')
        self.e('add_sp', 'r7', W_OFF)
        self.e('lsls', 'r2', 'r1', 30)
        self.e('bne', '.Lbytes')
        for _ in range(4):
            self.e('ldm', 'r1', ['r2', 'r3', 'r4', 'r5'])
            for x in ('r2', 'r3', 'r4', 'r5'):
                self.e('rev', x, x)
            self.e('stm', 'r7', ['r2', 'r3', 'r4', 'r5'])
        self.e('b', '.Lstate')
        self.e('pool',)
        self.e('label', '.Lbytes')          # not word-aligned: one byte at a time
        self.e('movs#', 'r6', 16)
        self.e('label', '.Lbyte')
        self.e('ldrb', 'r2', 'r1', 0)
        self.e('lsls', 'r2', 'r2', 24)
        for i, sh in ((1, 16), (2, 8)):
            self.e('ldrb', 'r3', 'r1', i)
            self.e('lsls', 'r3', 'r3', sh)
            self.e('orrs', 'r2', 'r3')
        self.e('ldrb', 'r3', 'r1', 3)
        self.e('orrs', 'r2', 'r3')
        self.e('stm', 'r7', ['r2'])
        self.e('adds#', 'r1', 4)
        self.e('subs#', 'r6', 1)
        self.e('bne', '.Lbyte')
        self.e('label', '.Lstate')

    def load_state(self):
        """a..g into r1-r7, h into r0; c..h up to the ring; Y = b ^ c; P = K (from ip)."""
        self.e('ldm', 'r0', ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'])
        self.e('ldr', 'r0', 'r0', 0)
        for reg, x in zip(HI[:4], ('r3', 'r4', 'r5', 'r6')):
            self.e('mov', reg, x)
        self.e('mov', 'r4', 'ip')
        self.e('mov', 'ip', 'r7')
        self.e('mov', 'lr', 'r0')
        self.e('eors', 'r3', 'r2')
        assert self.r == dict(A='r1', B='r2', Y='r3', P='r4', E='r5', S='r0', C='r6', T='r7')

    def add_back(self):
        """h[i] += the working variables; returns."""
        r = self.r
        hp, x = r['C'], r['T']
        self.e('ldr', hp, 'sp', HP_OFF)
        vals = [r['A'], r['B']] + [self.hi(k) for k in 'cdefgh']
        for i, v in enumerate(vals):
            self.e('ldr', x, hp, 4 * i)
            if v in HI:
                self.e('add', x, v)
            else:
                self.e('adds3', x, x, v)
            self.e('str', x, hp, 4 * i)
        self.epilogue()

    def prologue(self):
        self.e('push', ['r4', 'r5', 'r6', 'r7', 'lr'])
        for lo, hi in zip(('r4', 'r5', 'r6', 'r7'), ('r8', 'r9', 'r10', 'r11')):
            self.e('mov', lo, hi)
        self.e('push', ['r4', 'r5', 'r6', 'r7'])
        self.e('sub_sp', FRAME)
        self.e('str', 'r0', 'sp', HP_OFF)

    def epilogue(self):
        self.e('add_sp', 'sp', FRAME)
        self.e('pop', ['r4', 'r5', 'r6', 'r7'])
        for lo, hi in zip(('r4', 'r5', 'r6', 'r7'), ('r8', 'r9', 'r10', 'r11')):
            self.e('mov', hi, lo)
        self.e('pop', ['r4', 'r5', 'r6', 'r7', 'pc'])


def build():
    g = Gen()
    g.prologue()
    g.load_block()
    g.load_state()
    g.e('label', '.Lpass')
    for _ in range(16):
        g.round()
    assert g.r == dict(A='r1', B='r2', Y='r3', P='r4', E='r5', S='r0', C='r6', T='r7')
    r = dict(g.r)
    g.e('ldr=', r['C'], '.Lk+256')
    g.e('cmp', r['P'], r['C'])
    g.e('bne', '.Lmore')
    t = g.t
    g.add_back()
    g.e('pool',)
    g.e('label', '.Lmore')
    g.t = t
    g.ring_back(r['C'])
    # a, b and the K pointer wait on the stack; e and b ^ c come back from the ring
    saved = sorted({r[k] for k in 'ABP'}, key=lambda x: int(x[1:]))
    g.e('push', saved)
    g.schedule(W_OFF + 4 * len(saved))
    g.e('pop', saved)
    g.e('mov', r['E'], g.hi('e'))
    g.e('mov', r['Y'], g.hi('c'))
    g.e('eors', r['Y'], r['B'])
    g.e('b', '.Lpass')
    return g.code


# ---- the model: an interpreter of the instructions above

class Machine:
    def __init__(self, code):
        self.code = code
        self.labels = {ins[1]: i for i, ins in enumerate(code) if ins[0] == 'label'}
        self.mem = {}
        self.reg = {n: 0 for n in ['r%d' % i for i in range(13)] + ['ip', 'lr', 'sp']}
        self.count = 0

    def R(self, n):
        return self.reg['ip' if n == 'r12' else n]

    def W(self, n, v):
        self.reg['ip' if n == 'r12' else n] = v & M32

    def load(self, a):
        assert a % 4 == 0, 'unaligned LDR at %#x' % a
        return int.from_bytes(bytes(self.mem.get(a + i, 0) for i in range(4)), 'little')

    def store(self, a, v):
        assert a % 4 == 0, 'unaligned STR at %#x' % a
        for i in range(4):
            self.mem[a + i] = (v >> (8 * i)) & 0xFF

    def run(self, lit):
        pc, z, stop = 0, False, False
        lo = lambda n: n in ['r%d' % i for i in range(8)]
        while not stop:
            ins = self.code[pc]
            op = ins[0]
            pc += 1
            if op in ('label', 'pool'):
                continue
            self.count += 1
            R, Wr = self.R, self.W
            if op == 'movs':
                assert lo(ins[1]) and lo(ins[2])
                v = R(ins[2]); Wr(ins[1], v); z = v == 0
            elif op == 'movs#':
                assert lo(ins[1]) and 0 <= ins[2] < 256
                Wr(ins[1], ins[2]); z = ins[2] == 0
            elif op == 'mov':
                assert not (lo(ins[1]) and lo(ins[2])) or True
                Wr(ins[1], R(ins[2]))
            elif op in ('eors', 'ands', 'bics', 'orrs', 'rors'):
                assert lo(ins[1]) and lo(ins[2])
                a, b = R(ins[1]), R(ins[2])
                if op == 'eors': v = a ^ b
                elif op == 'ands': v = a & b
                elif op == 'bics': v = a & ~b & M32
                elif op == 'orrs': v = a | b
                else:
                    n = b & 31
                    v = ((a >> n) | (a << (32 - n))) & M32
                Wr(ins[1], v); z = v == 0
            elif op == 'adds3':
                assert all(lo(x) for x in ins[1:])
                v = (R(ins[2]) + R(ins[3])) & M32; Wr(ins[1], v); z = v == 0
            elif op == 'add':
                assert not (lo(ins[1]) and lo(ins[2])), 'ADD of two low registers: use adds3'
                Wr(ins[1], R(ins[1]) + R(ins[2]))
            elif op in ('adds#', 'subs#'):
                assert lo(ins[1]) and 0 <= ins[2] < 256
                v = (R(ins[1]) + (ins[2] if op == 'adds#' else -ins[2])) & M32; Wr(ins[1], v); z = v == 0
            elif op in ('lsls', 'lsrs'):
                assert lo(ins[1]) and lo(ins[2]) and 0 < ins[3] < 32
                v = (R(ins[2]) << ins[3]) & M32 if op == 'lsls' else R(ins[2]) >> ins[3]
                Wr(ins[1], v); z = v == 0
            elif op == 'rev':
                Wr(ins[1], int.from_bytes(R(ins[2]).to_bytes(4, 'little'), 'big'))
            elif op == 'cmp':
                z = R(ins[1]) == R(ins[2])
            elif op == 'ldr':
                assert lo(ins[1]) and (lo(ins[2]) and 0 <= ins[3] <= 124 or ins[2] == 'sp' and 0 <= ins[3] <= 1020)
                Wr(ins[1], self.load(R(ins[2]) + ins[3]))
            elif op == 'str':
                assert lo(ins[1]) and (lo(ins[2]) and 0 <= ins[3] <= 124 or ins[2] == 'sp' and 0 <= ins[3] <= 1020)
                self.store(R(ins[2]) + ins[3], R(ins[1]))
            elif op == 'ldrb':
                assert lo(ins[1]) and lo(ins[2]) and 0 <= ins[3] < 32
                Wr(ins[1], self.mem.get(R(ins[2]) + ins[3], 0))
            elif op == 'ldr=':
                Wr(ins[1], lit[ins[2]])
            elif op in ('ldm', 'stm'):
                assert lo(ins[1]) and all(lo(x) for x in ins[2]) and ins[1] not in ins[2]
                a = R(ins[1])
                for x in ins[2]:
                    if op == 'ldm':
                        Wr(x, self.load(a))
                    else:
                        self.store(a, R(x))
                    a += 4
                Wr(ins[1], a)
            elif op == 'push':
                for x in reversed(ins[1]):
                    self.reg['sp'] -= 4
                    self.store(self.reg['sp'], R(x))
            elif op == 'pop':
                for x in ins[1]:
                    if x == 'pc':
                        stop = True
                    else:
                        Wr(x, self.load(self.reg['sp']))
                    self.reg['sp'] += 4
            elif op == 'sub_sp':
                self.reg['sp'] -= ins[1]
            elif op == 'add_sp':
                Wr(ins[1], self.reg['sp'] + ins[2])
            elif op in ('b', 'bne', 'beq'):
                if op == 'b' or (op == 'bne') != z:
                    pc = self.labels[ins[1]]
            else:
                raise ValueError(op)


def compress_ref(h, block):
    ror = lambda x, n: ((x >> n) | (x << (32 - n))) & M32
    w = list(struct.unpack('>16I', block))
    for t in range(16, 64):
        s0 = ror(w[t - 15], 7) ^ ror(w[t - 15], 18) ^ (w[t - 15] >> 3)
        s1 = ror(w[t - 2], 17) ^ ror(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w.append((w[t - 16] + s0 + w[t - 7] + s1) & M32)
    a, b, c, d, e, f, g, hh = h
    for t in range(64):
        t1 = (hh + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) & M32
        t2 = ((ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) & M32
        a, b, c, d, e, f, g, hh = (t1 + t2) & M32, a, b, c, (d + t1) & M32, e, f, g
    return [(x + y) & M32 for x, y in zip(h, [a, b, c, d, e, f, g, hh])]


def run_model(code, h, block, misalign):
    m = Machine(code)
    HADDR, BADDR, KADDR, SP = 0x1000, 0x2000 + misalign, 0x3000, 0x8000
    for i, v in enumerate(h):
        m.store(HADDR + 4 * i, v)
    for i, v in enumerate(block):
        m.mem[BADDR + i] = v
    for i, v in enumerate(K):
        m.store(KADDR + 4 * i, v)
    m.reg.update(r0=HADDR, r1=BADDR, sp=SP, lr=0xDEAD)
    for n in ('r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'):
        m.reg[n] = 0x1000000 + int(n[1:])
    m.run({'.Lk': KADDR, '.Lk+256': KADDR + 256})
    assert m.reg['sp'] == SP, 'stack not balanced'
    for n in ('r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'):
        assert m.reg[n] == 0x1000000 + int(n[1:]), 'callee-saved %s not restored' % n
    low = min(a for a in m.mem if 0x7000 <= a < SP)
    return [m.load(HADDR + 4 * i) for i in range(8)], m.count, SP - low


def check(code):
    # the reference against hashlib: 'abc', padded by hand
    msg = b'abc'
    pad = msg + b'\x80' + b'\0' * (55 - len(msg)) + struct.pack('>Q', 8 * len(msg))
    ref = compress_ref(IV, pad)
    assert struct.pack('>8I', *ref) == hashlib.sha256(msg).digest(), 'reference model'
    rnd = random.Random(256)
    counts = {}
    for t in range(12):
        h = [rnd.getrandbits(32) for _ in range(8)] if t else IV
        block = bytes(rnd.getrandbits(8) for _ in range(64)) if t else pad
        mis = t % 4
        out, n, stack = run_model(code, h, block, mis)
        assert out == compress_ref(h, block), 'program differs from the model (block %d)' % t
        counts[mis != 0] = n
    return counts, stack


# ---- the assembly

def fmt(ins):
    op = ins[0]
    if op in ('ldr', 'str', 'ldrb'):
        return '%s\t%s, [%s, #%d]' % ins
    if op == 'movs#':
        return 'movs\t%s, #%d' % ins[1:]
    if op in ('adds#', 'subs#'):
        return '%s\t%s, #%d' % (op[:-1], ins[1], ins[2])
    if op == 'adds3':
        return 'adds\t%s, %s, %s' % ins[1:]
    if op in ('lsls', 'lsrs'):
        return '%s\t%s, %s, #%d' % ins
    if op in ('ldm', 'stm'):
        return '%s\t%s!, {%s}' % (op, ins[1], ', '.join(ins[2]))
    if op in ('push', 'pop'):
        return '%s\t{%s}' % (op, ', '.join(ins[1]))
    if op == 'ldr=':
        return 'ldr\t%s, =%s' % ins[1:]
    if op == 'sub_sp':
        return 'sub\tsp, #%d' % ins[1]
    if op == 'add_sp':
        return 'add\t%s, sp, #%d' % ins[1:] if ins[1] != 'sp' else 'add\tsp, #%d' % ins[2]
    if op in ('b', 'bne', 'beq'):
        return '%s\t%s' % ins
    return '%s\t%s, %s' % ins


def emit(code, counts, stack, path):
    rounds = [i for i, ins in enumerate(code) if ins[0] == 'label' and ins[1] == '.Lpass']
    with open(path, 'w') as f:
        w = lambda s='': f.write(s + '\n')
        w('/* SPDX-License-Identifier: MIT */')
        w('/*')
        w(' * SHA-256 compression (FIPS 180-4 section 6.2.2) for ARMv6-M (Cortex-M0/M0+,')
        w(' * PLATFORM=m0): pq8k_sha256_compress(uint32_t h[8], const uint8_t block[64]).')
        w(' * Generated by tools/sha256_armv6m/gen.py, which explains the plan and checks the')
        w(' * program on a model of SHA-256: edit that, not this file.')
        w(' *')
        w(' * The working variables live in registers (a, b, e and the b ^ c of Maj low;')
        w(' * c to h in r8-r11, ip, lr); 16 rounds spelled out, four passes, the schedule')
        w(' * window (16 words) replaced in place between passes. %d instructions a block' % counts[False])
        w(' * (%d when the block is not word-aligned). Stack: %d bytes.' % (counts[True], stack))
        w(' * Constant time: no branch or address depends on the message or the state.')
        w(' */')
        w('\t.syntax unified')
        w('\t.cpu cortex-m0plus')
        w('\t.thumb')
        w()
        w('\t.section .text.pq8k_sha256_compress,"ax",%progbits')
        w('\t.global pq8k_sha256_compress')
        w('\t.type pq8k_sha256_compress, %function')
        w('\t.p2align 2')
        w('pq8k_sha256_compress:')
        for ins in code:
            if ins[0] == 'label':
                w(ins[1] + ':')
            elif ins[0] == 'pool':
                w('\t.ltorg')
            else:
                w('\t' + fmt(ins))
        w('\t.size pq8k_sha256_compress, . - pq8k_sha256_compress')
        w()
        w('\t.section .rodata.pq8k_sha256_k_armv6m,"a",%progbits')
        w('\t.p2align 2')
        w('.Lk:')
        for i in range(0, 64, 4):
            w('\t.word\t' + ', '.join('0x%08x' % k for k in K[i:i + 4]))


if __name__ == '__main__':
    C = build()
    counts, stack = check(C)
    print('gen.py: %d instructions a block (%d unaligned), %d bytes of stack; model check passed'
          % (counts[False], counts[True], stack))
    if len(sys.argv) > 1:
        emit(C, counts, stack, sys.argv[1])
