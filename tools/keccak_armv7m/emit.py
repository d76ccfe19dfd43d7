#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes keccakf1600_armv7m.S from gen.py's program."""
import sys
import gen

def fmt(ins):
    op = ins[0]
    if op in ('ldrd', 'strd'):
        _, a, b, base, off = ins
        return '%s\t%s, %s, [%s, #%d]' % (op, a, b, base, off)
    if op == 'ldrd_post':
        _, a, b, base, off = ins
        return 'ldrd\t%s, %s, [%s], #%d' % (a, b, base, off)
    if op == 'ldrh_post':
        return 'ldrh\t%s, [%s], #%d' % (ins[1], ins[2], ins[3])
    if op == 'lsr':
        return 'lsr\t%s, %s, #%d' % ins[1:]
    if op == 'bfi':
        return 'bfi\t%s, %s, #%d, #%d' % ins[1:]
    if op == 'ubfx':
        return 'ubfx\t%s, %s, #%d, #%d' % ins[1:]
    if op == 'bic_imm':
        return 'bic\t%s, %s, #%d' % ins[1:]
    if op in ('eor', 'bic'):
        return '%sr\t%s, %s, %s, %d' % (op, ins[1], ins[2], ins[3], ins[4])
    if op == 'ror':
        return 'rorn\t%s, %s, %d' % (ins[1], ins[2], ins[3])
    raise ValueError(op)

def body(code):
    out = []
    for ins in code:
        if ins[0] == '#':
            out.append('\t@ ' + ins[1])
        else:
            note = gen.NOTES.get(id(ins))
            out.append('\t' + fmt(ins) + ('\t@ ' + note if note else ''))
    return '\n'.join(out)

def frames_table():
    lines = []
    for y in range(5):
        cells = ['(%2d,%2d)' % (gen.F[((x, y), 0)], gen.F[((x, y), 1)]) for x in range(5)]
        lines.append(' *   y=%d: %s' % (y, ' '.join(cells)))
    return '\n'.join(lines)

def rc_table():
    return '\n'.join('\t.word\t0x%08X, 0x%08X' % rc for rc in gen.RC)

def count(code):
    return sum(1 for i in code if i[0] != '#')

if sys.argv[1] == '--compact':
    import gen_compact as gc
    per_round = gc.PER_ROUND
    total = 24 * per_round + 10
    frame_bytes = '\n'.join('\t.byte\t' + ', '.join('%d' % f for f in gc.FRAME_SUMS[i:i + 5])
                            for i in range(0, 25, 5))
    exchange = '\n'.join('\tldm\tr0!, {r2-r6}\n\tldm\tr12, {r7-r11}\n'
                         '\tstm\tr12!, {r2-r6}\n\tstmdb\tr0, {r7-r11}' for _ in range(4))
    layout_bytes = '\n'.join('\t.byte\t' + ', '.join('%d' % m for m in gc.LAYOUT[i:i + 5]) for i in range(0, 25, 5))
    open(sys.argv[2], 'w').write(open('template_compact.S').read()
        .replace('@FRAMES@', frames_table())
        .replace('@LAYOUT@', ' '.join('%d' % m for m in gc.LAYOUT))
        .replace('@INSNS@', '{:,}'.format(round(total, -2)))
        .replace('@ROUND_INSNS@', str(per_round))
        .replace('@ROUND@', body(gc.ROUND))
        .replace('@EXCHANGE@', exchange)
        .replace('@BLOCK_A@', str(gc.BLOCK_A))
        .replace('@BLOCK_B@', str(gc.BLOCK_B))
        .replace('@LAYOUT_BYTES@', layout_bytes)
        .replace('@RC@', '\n'.join('\t.hword\t0x%04X' % w for w in gen.RCH))
        .replace('@FRAME_BYTES@', frame_bytes))
else:
    open(sys.argv[1], 'w').write(open('template.S').read()
        .replace('@FRAMES@', frames_table())
        .replace('@NORM_IN@', body(gen.NORM_IN))
        .replace('@ROUNDS@', body(gen.ROUNDS))
        .replace('@NORM_OUT@', body(gen.NORM_OUT))
        .replace('@RC@', rc_table()))
