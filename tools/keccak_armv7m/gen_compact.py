#!/usr/bin/env python3
"""The compact variant (Cortex-M3): one round of gen.py's code in a 24-pass loop.

gen.py's round A finds lane (x, y) in slot 5y + x and leaves it in slot[1][(x, y)];
ten lane swaps after it put every lane back, so one round's code serves all 24.
The frames (lazy rotation) are gen.py's: they belong to the lane, not the slot.
Entering and leaving the frames is a loop over a 50-byte table instead of
unrolled code. Run it to check the program on the model; emit.py --compact
writes the assembly.
"""
import random, sys
import gen

def swaps():
    pairs = sorted({tuple(sorted((gen.slot[0][L], gen.slot[1][L])))
                    for L in gen.slot[0] if gen.slot[0][L] != gen.slot[1][L]})
    for a, b in pairs:
        # an involution: lane in slot a belongs in slot b and the other way round
        assert any(gen.slot[1][L] == a and gen.slot[0][L] == b for L in gen.slot[0])
        gen.emit('ldrd', 'r2', 'r3', 'r0', 8*a)
        gen.emit('ldrd', 'r4', 'r5', 'r0', 8*b)
        gen.emit('strd', 'r4', 'r5', 'r0', 8*a)
        gen.emit('strd', 'r2', 'r3', 'r0', 8*b)
    return pairs

ROUND = gen.section(lambda: gen.round_code(0))
SWAPS = gen.section(swaps)
FRAMES = [gen.F[((i % 5, i // 5), h)] for i in range(25) for h in range(2)]

def ror(v, n): return gen.ror(v, n)

def perm_model(lanes):
    st = []
    for v in lanes: st += list(gen.interleave(v))
    regs = {'r1': 0}; stack = [0]*10
    st = [ror(w, f) for w, f in zip(st, FRAMES)]
    for _ in range(24):
        gen.run(ROUND, st, regs, stack)
        gen.run(SWAPS, st, regs, stack)
    st = [ror(w, 32 - f) for w, f in zip(st, FRAMES)]
    out = []
    for i in range(25):
        e, o = st[2*i], st[2*i+1]; v = 0
        for k in range(32): v |= ((e >> k) & 1) << (2*k) | ((o >> k) & 1) << (2*k+1)
        out.append(v)
    return out

if __name__ == '__main__':
    random.seed(2)
    for t in range(20):
        s = [0]*25 if t == 0 else [random.getrandbits(64) for _ in range(25)]
        assert perm_model(s) == gen.keccak_ref(s), t
    n = lambda c: sum(1 for i in c if i[0] != '#')
    print('compact model OK; round %d, swaps %d, per permutation ~%d + 2 x 25 x 10 (frames)'
          % (n(ROUND), n(SWAPS), 24*(n(ROUND) + n(SWAPS) + 3)), file=sys.stderr)
