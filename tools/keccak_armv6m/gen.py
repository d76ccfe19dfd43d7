#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generator of src/common/keccakf1600_armv6m.S (Keccak-f[1600] for ARMv6-M).

The round body is slot bookkeeping, so it is generated, run here on a small
interpreter of the instructions it uses against a plain Keccak-f[1600], and
only then written out:

    python3 gen.py                                   # model check only
    python3 gen.py ../../src/common/keccakf1600_armv6m.S   # check, then write

The plan (ARMv6-M: Thumb-1 data operations on r0-r7, two operands, no
shifted operands, rotation by a register only, loads with a 0..124 byte
offset from a low register or 0..1020 from sp):

- The state stays in the caller's 200 bytes, as 50 words (lane i: even bits
  at word 2i, odd bits at 2i + 1). r7 points into it, at s or s + 72, so
  every word is in reach of one of the two windows; the generator orders the
  loads and stores of a group to switch as seldom as it can (adds/subs r7).
- theta: the five even column parities in r0-r4, then each odd parity in r5
  gives two of theta's ten column effects D, which go to the stack (40 bytes).
- rho, pi, chi and iota one half-row at a time: output row Y's even words
  need one word (even or odd, by the parity of its rho offset) of each of the
  five lanes that pi brings to row Y, xored with D and rotated (r0-r4); chi's
  five results go back into the five words just read. So a word's slot moves
  from round to round; the generator follows the slots, spells out two rounds
  and swaps back the words they leave out of place (build()), then loops.
- Constant time: no branch or address depends on the state.
"""
import sys

RHO = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
       [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]          # RHO[x][y]
RC64 = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
        0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
        0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
        0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
        0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
        0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
M32 = 0xFFFFFFFF
WINDOWS = (0, 72)          # r7 = s + base; a word at byte offset o is reachable if 0 <= o - base <= 124
D_OFF = 0                  # stack: D words (even x = 0..4, then odd), 40 bytes
RC_OFF = 40                # the next round constant's address
CNT_OFF = 44               # loop passes left
FRAME = 48


def interleave(v):
    e = o = 0
    for k in range(32):
        e |= ((v >> (2 * k)) & 1) << k
        o |= ((v >> (2 * k + 1)) & 1) << k
    return e, o


def deinterleave(e, o):
    v = 0
    for k in range(32):
        v |= ((e >> k) & 1) << (2 * k) | ((o >> k) & 1) << (2 * k + 1)
    return v


RC = [interleave(c) for c in RC64]


class Gen:
    def __init__(self):
        self.code = []           # (op, args...)
        self.base = 0
        self.slot = {(lane, h): 2 * lane + h for lane in range(25) for h in range(2)}

    def emit(self, *ins):
        self.code.append(ins)

    def reach(self, word):
        off = 4 * word
        if not 0 <= off - self.base <= 124:
            nb = WINDOWS[1] if self.base == WINDOWS[0] else WINDOWS[0]
            assert 0 <= off - nb <= 124
            self.emit('adds' if nb > self.base else 'subs', 'r7', abs(nb - self.base))
            self.base = nb
        return off - self.base

    def window_order(self, words):
        """Indices of words, those in the current window first."""
        cur = [i for i, w in enumerate(words) if 0 <= 4 * w - self.base <= 124]
        return cur + [i for i in range(len(words)) if i not in cur]

    def ldr(self, reg, word):
        self.emit('ldr', reg, 'r7', self.reach(word))

    def str(self, reg, word):
        self.emit('str', reg, 'r7', self.reach(word))

    def theta(self):
        # even column parities in r0-r4
        for x in range(5):
            words = [self.slot[(x + 5 * y, 0)] for y in range(5)]
            for n, i in enumerate(self.window_order(words)):
                if n == 0:
                    self.ldr('r%d' % x, words[i])
                else:
                    self.ldr('r5', words[i])
                    self.emit('eors', 'r%d' % x, 'r5')
        for x in range(5):
            words = [self.slot[(x + 5 * y, 1)] for y in range(5)]
            for n, i in enumerate(self.window_order(words)):
                if n == 0:
                    self.ldr('r5', words[i])
                else:
                    self.ldr('r6', words[i])
                    self.emit('eors', 'r5', 'r6')
            # D[x+1].odd = C[x].odd ^ C[x+2].even
            self.emit('movs', 'r6', 'r5')
            self.emit('eors', 'r6', 'r%d' % ((x + 2) % 5))
            self.emit('str', 'r6', 'sp', D_OFF + 4 * (5 + (x + 1) % 5))
            # D[x-1].even = C[x-2].even ^ rol32(C[x].odd, 1)
            self.emit('movs', 'r6', '#', 31)
            self.emit('rors', 'r5', 'r6')
            self.emit('eors', 'r5', 'r%d' % ((x - 2) % 5))
            self.emit('str', 'r5', 'sp', D_OFF + 4 * ((x - 1) % 5))

    def half_row(self, Y, h, iota):
        src = []                  # per output position X: (lane, half, D half, left rotation)
        for X in range(5):
            x, y = 3 * (Y - 3 * X) % 5, X
            r = RHO[x][y]
            if r % 2 == 0:
                src.append((x + 5 * y, h, h, r // 2, x))
            elif h == 0:
                src.append((x + 5 * y, 1, 1, r // 2 + 1, x))
            else:
                src.append((x + 5 * y, 0, 0, r // 2, x))
        words = [self.slot[(lane, sh)] for lane, sh, _, _, _ in src]
        for i in self.window_order(words):
            lane, sh, dh, rot, x = src[i]
            reg = 'r%d' % i
            self.ldr(reg, words[i])
            self.emit('ldr', 'r6', 'sp', D_OFF + 4 * (5 * dh + x))
            self.emit('eors', reg, 'r6')
            if rot % 32:
                self.emit('movs', 'r6', '#', (32 - rot) % 32)
                self.emit('rors', reg, 'r6')
        # result X goes to the word that input 2 (X - Y) mod 5 came from
        dest = [words[(2 * (X - Y)) % 5] for X in range(5)]
        for X in self.window_order(dest):
            self.emit('movs', 'r5', 'r%d' % ((X + 2) % 5))
            self.emit('bics', 'r5', 'r%d' % ((X + 1) % 5))
            self.emit('eors', 'r5', 'r%d' % X)
            if iota and X == 0:
                self.emit('ldr', 'r6', 'sp', RC_OFF)
                self.emit('ldr', 'r6', 'r6', 4 * h)
                self.emit('eors', 'r5', 'r6')
            self.str('r5', dest[X])
        return {(X + 5 * Y, h): dest[X] for X in range(5)}

    def round(self):
        self.theta()
        new = {}
        for Y in range(5):
            for h in range(2):
                new.update(self.half_row(Y, h, Y == 0))
        self.slot = new
        self.emit('ldr', 'r6', 'sp', RC_OFF)
        self.emit('adds', 'r6', 8)
        self.emit('str', 'r6', 'sp', RC_OFF)

    def home(self):
        return all(self.slot[k] == 2 * k[0] + k[1] for k in self.slot)


def build():
    """Two rounds, then the words they leave in each other's slots swapped back.

    Every word is home after four rounds, but never after two: the two rounds
    bring every lane back to its two slots, yet in some lanes (8 of 25) with
    its even and odd words exchanged. Swapping those back (4 instructions a
    lane) costs about 3 % of a round; spelling out four rounds would double
    the code (2.4 KB more)."""
    g = Gen()
    rounds = []
    for _ in range(2):
        start = len(g.code)
        g.round()
        rounds.append(g.code[start:])
    start = len(g.code)
    swapped = sorted({k[0] for k in g.slot if g.slot[k] != 2 * k[0] + k[1]})
    assert all(g.slot[(lane, 0)] == 2 * lane + 1 and g.slot[(lane, 1)] == 2 * lane for lane in swapped)
    for lane in swapped:
        g.ldr('r0', 2 * lane)
        g.ldr('r1', 2 * lane + 1)
        g.str('r1', 2 * lane)
        g.str('r0', 2 * lane + 1)
    g.slot = {k: 2 * k[0] + k[1] for k in g.slot}
    if g.base != 0:
        g.reach(0)
    rounds[-1] = rounds[-1] + g.code[start:]
    assert g.home()
    return rounds


# ---- the model: an interpreter of the instructions above

def run(rounds, state):
    """state: 25 lanes (64-bit). Runs 24 rounds of the program."""
    mem = {}
    for i, v in enumerate(state):
        e, o = interleave(v)
        mem[8 * i], mem[8 * i + 4] = e, o
    S = 0x1000     # sp-relative area, away from the state
    rct = 0x2000
    for i, (e, o) in enumerate(RC):
        mem[rct + 8 * i], mem[rct + 8 * i + 4] = e, o
    reg = {'r%d' % i: 0 for i in range(8)}
    reg['r7'], reg['sp'] = 0, S
    mem[S + RC_OFF] = rct
    for _ in range(24 // len(rounds)):
        for code in rounds:
            for ins in code:
                op = ins[0]
                if op == 'ldr':
                    reg[ins[1]] = mem[reg[ins[2]] + ins[3]]
                elif op == 'str':
                    mem[reg[ins[2]] + ins[3]] = reg[ins[1]]
                elif op == 'movs' and ins[2] == '#':
                    reg[ins[1]] = ins[3]
                elif op == 'movs':
                    reg[ins[1]] = reg[ins[2]]
                elif op == 'eors':
                    reg[ins[1]] ^= reg[ins[2]]
                elif op == 'bics':
                    reg[ins[1]] &= ~reg[ins[2]] & M32
                elif op == 'rors':
                    n = reg[ins[2]] & 31
                    v = reg[ins[1]]
                    reg[ins[1]] = ((v >> n) | (v << (32 - n))) & M32
                elif op == 'adds':
                    reg[ins[1]] = (reg[ins[1]] + ins[2]) & M32
                elif op == 'subs':
                    reg[ins[1]] = (reg[ins[1]] - ins[2]) & M32
                else:
                    raise ValueError(op)
    assert reg['r7'] == 0
    return [deinterleave(mem[8 * i], mem[8 * i + 4]) for i in range(25)]


def keccak_ref(a):
    a = list(a)
    rol = lambda v, n: ((v << n) | (v >> (64 - n))) & (2**64 - 1) if n else v
    for rc in RC64:
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ rol(c[(x + 1) % 5], 1) for x in range(5)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = rol(a[x + 5 * y] ^ d[x], RHO[x][y])
        a = [b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]) for y in range(5) for x in range(5)]
        a[0] ^= rc
    return a


def check(rounds):
    import random
    rnd = random.Random(1600)
    z = keccak_ref([0] * 25)
    assert z[0] == 0xF1258F7940E1DDE7 and z[24] == 0xEAF1FF7B5CECA249, 'reference model'
    for t in range(4):
        s = [rnd.getrandbits(64) for _ in range(25)] if t else [0] * 25
        assert run(rounds, s) == keccak_ref(s), 'program differs from the model (state %d)' % t


# ---- the assembly

def fmt(ins):
    op = ins[0]
    if op in ('ldr', 'str'):
        return '%s\t%s, [%s, #%d]' % ins
    if op == 'movs' and ins[2] == '#':
        return 'movs\t%s, #%d' % (ins[1], ins[3])
    if op in ('adds', 'subs') and isinstance(ins[2], int):
        return '%s\t%s, #%d' % ins
    return '%s\t%s, %s' % ins


def emit(rounds, path):
    count = sum(len(c) for c in rounds) / len(rounds)
    with open(path, 'w') as f:
        w = lambda s='': f.write(s + '\n')
        w('/* SPDX-License-Identifier: MIT */')
        w('/*')
        w(' * Keccak-f[1600] on bit-interleaved lanes for ARMv6-M (Cortex-M0/M0+, PLATFORM=m0):')
        w(' * pq8k_keccakf1600_bi32 of keccakf1600.h on the plain bit-interleaved state.')
        w(' * Generated by tools/keccak_armv6m/gen.py, which explains the plan and checks the')
        w(' * program on a model of the permutation: edit that, not this file.')
        w(' *')
        w(' * %d rounds spelled out (then the words they leave exchanged are swapped back),' % len(rounds))
        w(' * looped %d times; about %d instructions a round. Stack: r4-r7 and lr (20 bytes),' % (24 // len(rounds), count))
        w(' * D (40 bytes), the round-constant pointer and the pass count: 68 bytes.')
        w(' * Constant time: no branch or address depends on the state.')
        w(' */')
        w('\t.syntax unified')
        w('\t.cpu cortex-m0plus')
        w('\t.thumb')
        w()
        w('\t.section .text.pq8k_keccakf1600_bi32,"ax",%progbits')
        w('\t.global pq8k_keccakf1600_bi32')
        w('\t.type pq8k_keccakf1600_bi32, %function')
        w('\t.p2align 2')
        w('pq8k_keccakf1600_bi32:')
        w('\tpush\t{r4, r5, r6, r7, lr}')
        w('\tsub\tsp, #%d' % FRAME)
        w('\tmovs\tr7, r0')
        w('\tldr\tr1, .Lrc_addr')
        w('\tstr\tr1, [sp, #%d]' % RC_OFF)
        w('\tmovs\tr1, #%d' % (24 // len(rounds)))
        w('\tstr\tr1, [sp, #%d]' % CNT_OFF)
        w('\tb\t.Lloop')
        w('\t.p2align 2')
        w('.Lrc_addr:')
        w('\t.word\t.Lrc')
        w('.Lloop:')
        # an unconditional branch reaches 2 KB: a round's code is less, so the
        # back branch goes through a stop after the first round
        for i, code in enumerate(rounds):
            w('\t@ round %d of %d' % (i + 1, len(rounds)))
            for ins in code:
                w('\t' + fmt(ins))
            if i == 0 and len(rounds) > 1:
                w('\tb\t.Lround2')
                w('.Lback:')
                w('\tb\t.Lloop')
                w('.Lround2:')
        w('\tldr\tr0, [sp, #%d]' % CNT_OFF)
        w('\tsubs\tr0, #1')
        w('\tstr\tr0, [sp, #%d]' % CNT_OFF)
        w('\tbeq\t.Ldone')
        w('\tb\t.Lback' if len(rounds) > 1 else '\tb\t.Lloop')
        w('.Ldone:')
        w('\tadd\tsp, #%d' % FRAME)
        w('\tpop\t{r4, r5, r6, r7, pc}')
        w('\t.size pq8k_keccakf1600_bi32, . - pq8k_keccakf1600_bi32')
        w()
        w('\t.section .rodata.pq8k_keccak_rc_armv6m,"a",%progbits')
        w('\t.p2align 2')
        w('@ round constants, bit-interleaved: even-numbered bits, then odd-numbered bits')
        w('.Lrc:')
        for e, o in RC:
            w('\t.word\t0x%08X, 0x%08X' % (e, o))


if __name__ == '__main__':
    R = build()
    check(R)
    print('gen.py: %d rounds unrolled, %d instructions each on average; model check passed'
          % (len(R), sum(len(c) for c in R) / len(R)))
    if len(sys.argv) > 1:
        emit(R, sys.argv[1])
