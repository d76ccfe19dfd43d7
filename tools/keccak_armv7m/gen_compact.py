#!/usr/bin/env python3
"""The compact variant (Cortex-M3): one round of gen.py's code in a 24-pass loop.

gen.py's round A finds lane (x, y) in slot 5y + x and leaves it in slot[1][(x, y)];
ten lane swaps after it put every lane back, so one round's code serves all 24.
The round constants are packed in halfwords (gen.RC_WORDS), the swaps partly
looped. The frames (lazy rotation) are gen.py's: they belong to the lane, not the slot.
Entering and leaving the frames is a loop over a 50-byte table instead of
unrolled code. Run it to check the program on the model; emit.py --compact
writes the assembly.
"""
import random, sys
import gen

def swap_pairs():
    pairs = sorted({tuple(sorted((gen.slot[0][L], gen.slot[1][L])))
                    for L in gen.slot[0] if gen.slot[0][L] != gen.slot[1][L]})
    for a, b in pairs:
        # an involution: the lane in slot a belongs in slot b and the other way round
        assert any(gen.slot[1][L] == a and gen.slot[0][L] == b for L in gen.slot[0])
    return pairs

def swap(a, b, base='r0'):
    gen.emit('ldrd', 'r2', 'r3', base, 8*a)
    gen.emit('ldrd', 'r4', 'r5', base, 8*b)
    gen.emit('strd', 'r4', 'r5', base, 8*a)
    gen.emit('strd', 'r2', 'r3', base, 8*b)

# Eight of the ten pairs come as (a, b) and (a + 4, b + 4): a two-pass loop
# swaps them through a base register r6 (slot 0, then slot 4); the two other
# pairs follow it.
PAIRS = swap_pairs()
LOOPED = [(a, b) for a, b in PAIRS if (a + 4, b + 4) in PAIRS]
REST = [(a, b) for a, b in PAIRS if (a, b) not in LOOPED and (a - 4, b - 4) not in PAIRS]
assert len(LOOPED) == 4 and len(REST) == 2
SWAP_LOOP = gen.section(lambda: [swap(a, b, 'r6') for a, b in LOOPED])
SWAP_REST = gen.section(lambda: [swap(a, b) for a, b in REST])

gen.RC_WORDS = True
ROUND = gen.section(lambda: gen.round_code(0))
FRAMES = [gen.F[((i % 5, i // 5), h)] for i in range(25) for h in range(2)]

def ror(v, n): return gen.ror(v, n)

def run_at(code, st, word_off, regs, stack):
    view = st[word_off:]
    gen.run([(i[0], i[1], i[2], 'r0', i[4]) if i[0] in ('ldrd', 'strd') else i for i in code],
            view, regs, stack)
    st[word_off:] = view

def perm_model(lanes):
    st = []
    for v in lanes: st += list(gen.interleave(v))
    regs = {'r1': 0}; stack = [0]*10
    st = [ror(w, f) for w, f in zip(st, FRAMES)]
    for _ in range(24):
        gen.run(ROUND, st, regs, stack)
        for k in (0, 4):
            run_at(SWAP_LOOP, st, 2*k, regs, stack)   # base r6 = slot k
        gen.run(SWAP_REST, st, regs, stack)
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
    per_round = n(ROUND) + 2*(n(SWAP_LOOP) + 3) + 1 + n(SWAP_REST) + 3
    print('compact model OK; round %d, with swaps %d, per permutation ~%d + 2 x 25 x 10 (frames)'
          % (n(ROUND), per_round, 24*per_round), file=sys.stderr)
