#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generator + interpreter for the ARMv7-M bit-interleaved Keccak-f[1600] (dev tool)."""
import random, sys

R = [[0,36,3,41,18],[1,44,10,45,2],[62,6,43,15,61],[28,55,25,21,56],[27,20,39,8,14]]  # R[x][y]
def rho(L): return R[L[0]][L[1]]
def row_inputs(y): return [((j+3*y) % 5, j) for j in range(5)]
def out_input(x, y): return (2*(x-y)) % 5   # result x of row y goes to the slot of this input

def rho_half(r, h):
    """b's half h (0 even, 1 odd) = rol(source half of (a^d), k): (source half, k)."""
    k = r >> 1
    if r % 2 == 0: return (h, k)
    return (1, (k + 1) % 32) if h == 0 else (0, k)

# slot schedule
slot = [{(x, y): 5*y+x for x in range(5) for y in range(5)}]
for p in range(2):
    cur, nxt = slot[p], {}
    for y in range(5):
        ins = row_inputs(y)
        for x in range(5):
            nxt[(x, y)] = cur[ins[out_input(x, y)]]
    slot.append(nxt)
assert slot[2] == slot[0]

# chi frame options per output lane half
kk = {}   # (y,h) -> list of k per input
for y in range(5):
    for h in range(2):
        kk[(y, h)] = [rho_half(rho(L), h)[1] for L in row_inputs(y)]
F = {}
for y in range(5):
    for x in range(5):
        for h in range(2):
            ks = kk[(y, h)]
            a, b = ks[(x+2) % 5], ks[x]
            F[((x, y), h)] = 0 if 0 in (a, b) else (a if '--alt' in sys.argv else min(a, b))
# required C frames: Ce[0], Co[0], Ce[3] = 0 natively
for key in [((0,0),0), ((0,0),1), ((3,0),0)]:
    ks = kk[(key[0][1], key[1])]
    x = key[0][0]
    assert 0 in (ks[x], ks[(x+2) % 5]), key
    F[key] = 0

# The compact variant keeps a round constant in a halfword (gen_compact.py sets
# this): bits 0, 1, 3, 7 and 15 of the odd word where they are, its bit 31 at
# bit 2 and the even word (0 or 1) at bit 4; no other bits are ever set.
RC_WORDS = False

W = ['r%d' % i for i in range(2, 12)]
T0, T1 = 'r12', 'lr'
prog = []      # (op, ...) tuples and ('#', comment)
NOTES = {}
def emit(*a, note=None):
    prog.append(a)
    if note: NOTES[id(prog[-1])] = note

def col_parity(p):
    kC = {}
    for c in range(5):
        lanes = [(c, y) for y in range(5)]
        # first lane: one with a frame-0 half if any
        A = next((L for L in lanes if F[(L, 0)] == 0 and F[(L, 1)] == 0), None) or \
            next((L for L in lanes if F[(L, 0)] == 0 or F[(L, 1)] == 0), lanes[0])
        rest = [L for L in lanes if L != A]
        Ce, Co = W[2*c], W[2*c+1]
        emit('ldrd', Ce, Co, 'r0', 8*slot[p][A], note='column %d parity' % c)
        ke, ko = F[(A, 0)], F[(A, 1)]
        for L in rest:
            emit('ldrd', T0, T1, 'r0', 8*slot[p][L])
            emit('eor', Ce, Ce, T0, (ke - F[(L, 0)]) % 32)
            emit('eor', Co, Co, T1, (ko - F[(L, 1)]) % 32)
        kC[(c, 0)], kC[(c, 1)] = ke, ko
    # bring to frame 0 the sums the D words cannot take as they are
    need0 = [(1, 0), (2, 0), (4, 0)]
    for c, h in need0:
        if kC[(c, h)]:
            emit('ror', W[2*c+h], W[2*c+h], (32 - kC[(c, h)]) % 32)
            kC[(c, h)] = 0
    return kC

def theta_effect(kC):
    def reg(c, h): return W[2*(c % 5)+h]
    for x in range(5):
        # De = Ce[x-1] ^ rol(Co[x+1], 1); Do = Co[x-1] ^ Ce[x+1]
        for dst, (a, ka), (b, kb) in [
            (T0, (reg(x-1, 0), kC[((x-1) % 5, 0)]), (reg(x+1, 1), (kC[((x+1) % 5, 1)] + 1) % 32)),
            (T1, (reg(x-1, 1), kC[((x-1) % 5, 1)]), (reg(x+1, 0), kC[((x+1) % 5, 0)]))]:
            if ka == 0:
                emit('eor', dst, a, b, (ka - kb) % 32)
            elif kb == 0:
                emit('eor', dst, b, a, (kb - ka) % 32)
            else:
                raise SystemExit('D word not in frame 0 at x=%d' % x)
        emit('strd', T0, T1, 'sp', 8*x, note='D[%d]' % x)

def chi_row(p, y):
    ins = row_inputs(y)
    emit('#', 'row %d: chi of lanes %s after rho and pi' % (y, ' '.join('(%d,%d)' % L for L in ins)))
    b = {}
    for j, L in enumerate(ins):
        c = L[0]
        rE, rO = W[2*j], W[2*j+1]
        emit('ldrd', T0, T1, 'sp', 8*c, note='D[%d]' % c)
        emit('ldrd', rE, rO, 'r0', 8*slot[p][L], note='lane (%d,%d), rho %d' % (L[0], L[1], rho(L)))
        emit('eor', rE, T0, rE, (-F[(L, 0)]) % 32)
        emit('eor', rO, T1, rO, (-F[(L, 1)]) % 32)
        for h in range(2):
            src, k = rho_half(rho(L), h)
            b[(j, h)] = ((rE, rO)[src], k)
    order = [1, 2, 3, 4, 0] if y == 0 else [0, 1, 2, 3, 4]
    for x in order:
        if y == 0 and x == 0 and RC_WORDS:
            emit('ldrh_post', W[7], 'r1', 2, note='round constant, packed (RCH)')
            emit('ubfx', W[6], W[7], 4, 1, note='even word')
            emit('lsr', T0, W[7], 2)
            emit('bfi', W[7], T0, 31, 1)
            emit('bic_imm', W[7], W[7], 0x14, note='odd word')
        elif y == 0 and x == 0:
            emit('ldrd_post', W[6], W[7], 'r1', 8, note='round constant')
        outL = (x, y)
        for h, tmp in ((0, T0), (1, T1)):
            (r0_, k0), (r1_, k1), (r2_, k2) = b[(x, h)], b[((x+1) % 5, h)], b[((x+2) % 5, h)]
            emit('bic', tmp, r2_, r1_, (k2 - k1) % 32)
            f = F[(outL, h)]
            if f == k2:
                emit('eor', tmp, tmp, r0_, (k2 - k0) % 32)
            else:
                assert f == k0
                emit('eor', tmp, r0_, tmp, (k0 - k2) % 32)
            if y == 0 and x == 0:
                emit('eor', tmp, tmp, W[6+h], f)
        emit('strd', T0, T1, 'r0', 8*slot[p][ins[out_input(x, y)]], note='new lane (%d,%d)' % (x, y))

def round_code(p):
    emit('#', 'round %s' % ('A: lane (x, y) in slot 5y + x' if p == 0 else 'B: lanes where round A left them'))
    kC = col_parity(p)
    theta_effect(kC)
    for y in range(5):
        chi_row(p, y)

def normalize(direction):
    for y in range(5):
        for x in range(5):
            L = (x, y)
            f = [F[(L, 0)], F[(L, 1)]]
            if f == [0, 0]: continue
            emit('ldrd', T0, T1, 'r0', 8*slot[0][L])
            for h, r in ((0, T0), (1, T1)):
                if f[h]:
                    emit('ror', r, r, f[h] if direction == 'in' else 32 - f[h])
            emit('strd', T0, T1, 'r0', 8*slot[0][L])

# ---------------- build program pieces
def section(fn):
    global prog
    prog = []
    fn()
    return prog
NORM_IN = section(lambda: normalize('in'))
ROUNDS = section(lambda: (round_code(0), round_code(1)))
NORM_OUT = section(lambda: normalize('out'))

# ---------------- round constants (from the spec's LFSR), interleaved
def rc_list():
    out, R_ = [], 1
    for _ in range(24):
        rc = 0
        for j in range(7):
            R_ = ((R_ << 1) ^ ((R_ >> 7) * 0x71)) % 256
            if R_ & 2: rc |= 1 << ((1 << j) - 1)
        out.append(rc)
    return out
def interleave(v):
    e = o = 0
    for k in range(32):
        e |= ((v >> (2*k)) & 1) << k
        o |= ((v >> (2*k+1)) & 1) << k
    return e, o
RC = [interleave(v) for v in rc_list()]
assert all(e in (0, 1) and not o & ~0x8000808B for e, o in RC)
RCH = [o & 0xFFFF | (o >> 31) << 2 | e << 4 for e, o in RC]

# ---------------- interpreter
M32 = 0xFFFFFFFF
def ror(v, n): n %= 32; return ((v >> n) | (v << (32 - n))) & M32 if n else v
def run(code, st, regs, stack):
    for ins in code:
        op = ins[0]
        if op == '#': continue
        if op == 'ldrh_post':
            ins = (op, ins[1], None, ins[2], ins[3])
        if op in ('ldrd', 'strd', 'ldrd_post', 'ldrh_post'):
            _, a, b2, base, off = ins
            mem = st if base == 'r0' else (stack if base == 'sp' else None)
            if op == 'ldrh_post':
                i = regs['r1']; regs[a] = RCH[i]; regs['r1'] = i + 1; continue
            if op == 'ldrd_post':
                i = regs['r1']; regs[a], regs[b2] = RC[i]; regs['r1'] = i + 1; continue
            i = off // 4
            if op == 'ldrd': regs[a], regs[b2] = mem[i], mem[i+1]
            else: mem[i], mem[i+1] = regs[a], regs[b2]
        elif op == 'eor': regs[ins[1]] = regs[ins[2]] ^ ror(regs[ins[3]], ins[4])
        elif op == 'bic': regs[ins[1]] = regs[ins[2]] & ~ror(regs[ins[3]], ins[4]) & M32
        elif op == 'ror': regs[ins[1]] = ror(regs[ins[2]], ins[3])
        elif op == 'ubfx': regs[ins[1]] = (regs[ins[2]] >> ins[3]) & ((1 << ins[4]) - 1)
        elif op == 'bic_imm': regs[ins[1]] = regs[ins[2]] & ~ins[3] & M32
        elif op == 'lsr': regs[ins[1]] = regs[ins[2]] >> ins[3]
        elif op == 'bfi':
            m = ((1 << ins[4]) - 1) << ins[3]
            regs[ins[1]] = (regs[ins[1]] & ~m | (regs[ins[2]] << ins[3]) & m) & M32
        else: raise ValueError(op)

def keccak_ref(A):
    RCs = rc_list(); M = (1 << 64) - 1
    rol = lambda v, n: ((v << n) | (v >> (64 - n))) & M if n % 64 else v
    A = list(A)
    for r in range(24):
        C = [A[x] ^ A[x+5] ^ A[x+10] ^ A[x+15] ^ A[x+20] for x in range(5)]
        D = [C[(x-1) % 5] ^ rol(C[(x+1) % 5], 1) for x in range(5)]
        A = [A[i] ^ D[i % 5] for i in range(25)]
        B = [0]*25
        for x in range(5):
            for y in range(5):
                B[5*((2*x+3*y) % 5) + y] = rol(A[5*y+x], R[x][y])
        A = [B[i] ^ (~B[5*(i//5) + (i+1) % 5] & B[5*(i//5) + (i+2) % 5] & M) for i in range(25)]
        A[0] ^= RCs[r]
    return A

def perm_model(lanes):
    st = []
    for v in lanes: st += list(interleave(v))
    regs = {'r1': 0}; stack = [0]*10
    run(NORM_IN, st, regs, stack)
    for _ in range(12): run(ROUNDS, st, regs, stack)
    run(NORM_OUT, st, regs, stack)
    out = []
    for i in range(25):
        e, o = st[2*i], st[2*i+1]; v = 0
        for k in range(32): v |= ((e >> k) & 1) << (2*k) | ((o >> k) & 1) << (2*k+1)
        out.append(v)
    return out

if __name__ == '__main__':
    z = keccak_ref([0]*25)
    assert z[0] == 0xF1258F7940E1DDE7 and z[24] == 0xEAF1FF7B5CECA249
    random.seed(1)
    for t in range(20):
        s = [0]*25 if t == 0 else [random.getrandbits(64) for _ in range(25)]
        assert perm_model(s) == keccak_ref(s), t
    n = lambda c: sum(1 for i in c if i[0] != '#')
    print('model OK; instructions: norm in %d, 2 rounds %d, norm out %d, total/perm ~%d'
          % (n(NORM_IN), n(ROUNDS), n(NORM_OUT), n(NORM_IN) + 12*(n(ROUNDS) + 4) + n(NORM_OUT) + 12),
          file=sys.stderr)
