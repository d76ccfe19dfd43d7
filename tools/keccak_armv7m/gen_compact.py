#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The compact variant (Cortex-M3): one round of gen.py's code in a 24-pass loop.

gen.py's round A finds lane (x, y) in slot 5y + x and leaves it in slot[1][(x, y)]:
ten pairs of slots exchange their lanes. Here a slot is not at offset 8 * slot
but at 8 * LAYOUT[slot], a layout chosen so that the ten pairs sit as two blocks
of ten lanes, block a at lanes 1..10 and block b at lanes 15..24 in the same
order: after each round one exchange of the two 80-byte blocks (ldm/stm, five
words at a time) puts every lane back. The five lanes round A does not move sit
at 0 and 11..14. LAYOUT is an involution. The round constants are packed in
halfwords (gen.RC_WORDS). The frames (lazy rotation) are gen.py's: they belong
to the lane, not the slot. The state stays in the frames and the layout
between permutations (the C code moves lanes in and out with the two tables
the assembly exports), so the model applies them around the 24 rounds. Run it
to check the program on the model; emit.py --compact writes the assembly.
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

PAIRS = swap_pairs()

# Memory lane of each slot (found by a search for the fewest swaps among
# the layouts with the two blocks; checked below).
LAYOUT = [0, 23, 2, 20, 4, 10, 6, 19, 8, 12, 5, 21, 9, 13, 17, 15, 24, 14, 18, 7,
          3, 11, 22, 1, 16]
BLOCK_A, BLOCK_B = 1, 15
assert all(LAYOUT[LAYOUT[i]] == i for i in range(25))
assert all(abs(LAYOUT[a] - LAYOUT[b]) == BLOCK_B - BLOCK_A for a, b in PAIRS)
assert sorted(min(LAYOUT[a], LAYOUT[b]) for a, b in PAIRS) == list(range(BLOCK_A, BLOCK_A + 10))

def relayout(code):
    """gen.py's slot offsets on r0 to the memory lanes of LAYOUT."""
    out = []
    for ins in code:
        if ins[0] in ('ldrd', 'strd') and ins[3] == 'r0':
            ins = ins[:4] + (8 * LAYOUT[ins[4] // 8],)
        out.append(ins)
    for a, b in zip(code, out):   # keep the notes
        if id(a) in gen.NOTES: gen.NOTES[id(b)] = gen.NOTES[id(a)]
    return out

gen.RC_WORDS = True
ROUND = relayout(gen.section(lambda: gen.round_code(0)))
FRAMES = [gen.F[((i % 5, i // 5), h)] for i in range(25) for h in range(2)]
# The assembly exports one byte per lane, the sum of its two frames: they
# never differ by more than the even word's one (a 64-bit rotation split).
FRAME_SUMS = [FRAMES[2 * i] + FRAMES[2 * i + 1] for i in range(25)]
assert all(FRAMES[2 * i] - FRAMES[2 * i + 1] in (0, 1) for i in range(25))
assert all(FRAMES[2 * i] == (f + 1) // 2 and FRAMES[2 * i + 1] == f // 2
           for i, f in enumerate(FRAME_SUMS))

def ror(v, n): return gen.ror(v, n)

def block_exchange(st):
    a, b = 2 * BLOCK_A, 2 * BLOCK_B
    st[a:a + 20], st[b:b + 20] = st[b:b + 20], st[a:a + 20]

def relayout_state(st):
    for i in range(25):
        j = LAYOUT[i]
        if i < j: st[2*i:2*i+2], st[2*j:2*j+2] = st[2*j:2*j+2], st[2*i:2*i+2]

def perm_model(lanes):
    st = []
    for v in lanes: st += list(gen.interleave(v))
    regs = {'r1': 0}; stack = [0]*10
    st = [ror(w, f) for w, f in zip(st, FRAMES)]
    relayout_state(st)
    for _ in range(24):
        gen.run(ROUND, st, regs, stack)
        block_exchange(st)
    relayout_state(st)
    st = [ror(w, 32 - f) for w, f in zip(st, FRAMES)]
    out = []
    for i in range(25):
        e, o = st[2*i], st[2*i+1]; v = 0
        for k in range(32): v |= ((e >> k) & 1) << (2*k) | ((o >> k) & 1) << (2*k+1)
        out.append(v)
    return out

# instructions: the round, the block exchange (19) and the loop test (3)
def count(code): return sum(1 for i in code if i[0] != '#')
PER_ROUND = count(ROUND) + 19 + 3

if __name__ == '__main__':
    random.seed(2)
    for t in range(20):
        s = [0]*25 if t == 0 else [random.getrandbits(64) for _ in range(25)]
        assert perm_model(s) == gen.keccak_ref(s), t
    print('compact model OK; round with the exchange %d, per permutation ~%d'
          % (PER_ROUND, 24*PER_ROUND), file=sys.stderr)
