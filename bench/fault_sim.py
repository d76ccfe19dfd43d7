#!/usr/bin/python3
"""Instruction-level fault simulator for the pq8k bootloader (Unicorn engine).

Runs examples/bootloader's firmware (boot.elf) on one image in the slot, the
way QEMU mps2-an385/an386 runs it: flash at 0 (bootloader, counter sector,
slot), RAM at 0x20000000 (the size the firmware was linked with), ARM
semihosting for the console and the exit status. Booting means executing an
instruction of the application (the payload after the image header).

The decision window is what runs from the entry of hal_bench_start (the
bootloader calls it before the last piece of the stream) to the entry of
hal_bench_stop (the boot/no-boot decision): the same pair of markers
bench/qemu_insn_plugin.c counts between under QEMU. Faults are injected at
each of the last W instructions of that window (W = the whole window when it
is shorter; otherwise at least 10,000, and widened to reach back to the first
call of pq8k_verify_final and of pq8k_ct_memneq, the scheme's last
comparisons, unless --exact):

  skip  the instruction is replaced by a NOP of its width for one execution
        (inside an IT block the NOP keeps the block's bookkeeping, as a
        skipped instruction would)
  flip  before the instruction, one of the condition flags N, Z, C, V is
        inverted (four faults per instruction)
  skip2 two skips at sampled instruction pairs of the window

Each faulted run goes on until the firmware exits, boots, crashes (a memory
or decoding fault: a HardFault on the device, no boot) or exceeds a budget
(a hang, no boot). Output: one "campaign" line per fault model and, with
--csv, rows for bench/results.csv.

Usage: fault_sim.py --elf boot.elf --image IMG --counter CNT --ram-kb 8
                    [--window W] [--models skip,flip,skip2] [--pairs N]
                    [--golden-only] [--label L] [--csv FILE]
Needs python3-unicorn (Debian), hence /usr/bin/python3.
"""
import argparse
import bisect
import random
import subprocess
import sys
import time

from unicorn import Uc, UcError, UC_ARCH_ARM, UC_MODE_THUMB, UC_MODE_MCLASS
from unicorn import UC_HOOK_CODE, UC_HOOK_INTR, UC_PROT_ALL, UC_PROT_READ, UC_PROT_EXEC
from unicorn import arm_const as A

FLASH_SIZE = 0x00400000
RAM_BASE = 0x20000000
SCS_BASE = 0xE000E000
SLOT = 0x00010000
COUNTER = 0x0000F000
HEADER = 128
FLAGS = {'N': 1 << 31, 'Z': 1 << 30, 'C': 1 << 29, 'V': 1 << 28}
SEMI_OPEN, SEMI_WRITE, SEMI_EXIT = 0x01, 0x05, 0x18
CHECKPOINT_EVERY = 1000


def symbols(elf):
    out = subprocess.run(['arm-none-eabi-nm', elf], check=True, capture_output=True, text=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3:
            syms[parts[2]] = int(parts[0], 16) & ~1
    return syms


def flat_image(elf):
    out = subprocess.run(['arm-none-eabi-objcopy', '-O', 'binary', elf, '/dev/stdout'],
                         check=True, capture_output=True).stdout
    return out


def insn_width(halfword):
    return 4 if (halfword >> 11) in (0x1D, 0x1E, 0x1F) else 2


class Outcome(Exception):
    pass


class Board:
    """One emulated board with the firmware, the counter sector and the image loaded."""

    def __init__(self, elf, image, counter, ram_kb):
        self.syms = symbols(elf)
        self.start_marker = self.syms['hal_bench_start']
        self.stop_marker = self.syms['hal_bench_stop']
        self.ram_size = ram_kb * 1024
        img = open(image, 'rb').read() if image else b''
        payload_len = int.from_bytes(img[12:16], 'little') if len(img) >= 16 else 0
        self.app_lo = SLOT + HEADER
        self.app_hi = SLOT + HEADER + max(payload_len, 8)
        uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
        self.uc = uc
        # flash is not writable by stores (a fault on the device), except the
        # counter sector the bootloader programs; a faulted run must not be
        # able to change the code or the image under the next one
        uc.mem_map(0, COUNTER, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(COUNTER, 0x1000, UC_PROT_ALL)
        uc.mem_map(SLOT, FLASH_SIZE - SLOT, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(RAM_BASE, max(self.ram_size, 0x1000), UC_PROT_ALL)
        uc.mem_map(SCS_BASE, 0x1000, UC_PROT_ALL)
        uc.mem_write(0, flat_image(elf))
        if counter:
            uc.mem_write(COUNTER, open(counter, 'rb').read())
        if img:
            uc.mem_write(SLOT, img)
        self.console = bytearray()
        self.state = None          # 'exit0', 'exit1', 'boot'
        uc.hook_add(UC_HOOK_INTR, self._on_intr)
        uc.hook_add(UC_HOOK_CODE, self._on_app, begin=self.app_lo, end=self.app_hi - 1)
        sp = int.from_bytes(bytes(uc.mem_read(0, 4)), 'little')
        self.reset_pc = int.from_bytes(bytes(uc.mem_read(4, 4)), 'little')
        uc.reg_write(A.UC_ARM_REG_SP, sp)
        uc.reg_write(A.UC_ARM_REG_MSP, sp)

    def _on_app(self, uc, addr, size, user):
        self.state = 'boot'
        uc.emu_stop()

    def _word(self, addr):
        return int.from_bytes(bytes(self.uc.mem_read(addr, 4)), 'little')

    def _on_intr(self, uc, intno, user):
        pc = uc.reg_read(A.UC_ARM_REG_PC)
        hw = int.from_bytes(bytes(uc.mem_read(pc, 2)), 'little')
        if hw != 0xBEAB:  # not bkpt 0xab: a fault the device would take as HardFault
            self.state = 'crash'
            uc.emu_stop()
            return
        op, arg = uc.reg_read(A.UC_ARM_REG_R0), uc.reg_read(A.UC_ARM_REG_R1)
        ret = 0
        if op == SEMI_OPEN:
            ret = 1
        elif op == SEMI_WRITE:
            ptr, n = self._word(arg + 4), self._word(arg + 8)
            self.console += bytes(uc.mem_read(ptr, n))
        elif op == SEMI_EXIT:
            self.state = 'exit0' if arg == 0x20026 else 'exit1'
            uc.emu_stop()
            return
        else:
            ret = -1 & 0xFFFFFFFF
        uc.reg_write(A.UC_ARM_REG_R0, ret)
        uc.reg_write(A.UC_ARM_REG_PC, (pc + 2) | 1)

    def run(self, pc, until=0xFFFFFFFF, count=0):
        """Runs from pc; returns the pc it stopped at, or raises Outcome when the run ended."""
        try:
            self.uc.emu_start(pc | 1, until, count=count)
        except UcError:
            self.state = 'crash'
        if self.state is not None:
            raise Outcome(self.state)
        return self.uc.reg_read(A.UC_ARM_REG_PC)

    def save(self):
        return (self.uc.context_save(), bytes(self.uc.mem_read(RAM_BASE, self.ram_size)),
                bytes(self.uc.mem_read(COUNTER, 0x1000)), len(self.console))

    def restore(self, snap):
        ctx, ram, cnt, con = snap
        self.uc.context_restore(ctx)
        self.uc.mem_write(RAM_BASE, ram)
        self.uc.mem_write(COUNTER, cnt)
        del self.console[con:]
        self.state = None


def golden(board):
    """The unfaulted run: checkpoints and the trace of the window, then the verdict."""
    pc = board.run(board.reset_pc, until=board.start_marker)
    trace, checkpoints = [], {}
    uc = board.uc

    def on_insn(u, addr, size, user):
        trace.append(addr)
    # the window in steps of CHECKPOINT_EVERY, with a checkpoint before each
    h = uc.hook_add(UC_HOOK_CODE, on_insn)
    uc.ctl_flush_tb()  # blocks translated before the hook existed would not call it
    n = 0
    try:
        while pc != board.stop_marker:
            checkpoints[n] = (board.save(), pc)
            pc = board.run(pc, until=board.stop_marker, count=CHECKPOINT_EVERY)
            n = len(trace)
    except Outcome:
        pass
    uc.hook_del(h)
    uc.ctl_flush_tb()
    window = len(trace)
    try:
        board.run(pc)
        state = 'hang'
    except Outcome as e:
        state = str(e)
    return window, trace, checkpoints, state, bytes(board.console).decode(errors='replace')


class Campaign:
    def __init__(self, board, window, trace, checkpoints, budget):
        self.b, self.window, self.trace, self.cps, self.budget = board, window, trace, checkpoints, budget
        self.keys = sorted(checkpoints)
        self.misplaced = 0

    def _goto(self, k):
        """Restores the machine just before window instruction k; returns its pc."""
        base = self.keys[bisect.bisect_right(self.keys, k) - 1]
        snap, pc = self.cps[base]
        self.b.restore(snap)
        if k > base:
            pc = self.b.run(pc, count=k - base)
        if pc != self.trace[k]:
            self.misplaced += 1  # reported: the fault did not land where the trace says
        return pc

    def _skip_one(self, pc):
        """Executes the instruction at pc as a NOP of the same width."""
        uc = self.b.uc
        hw = int.from_bytes(bytes(uc.mem_read(pc, 2)), 'little')
        width = insn_width(hw)
        orig = bytes(uc.mem_read(pc, width))
        uc.mem_write(pc, b'\x00\xbf' if width == 2 else b'\xaf\xf3\x00\x80')
        uc.ctl_remove_cache(pc, pc + width)  # the translated block still holds the original
        try:
            return self.b.run(pc, count=1)
        finally:
            uc.mem_write(pc, orig)
            uc.ctl_remove_cache(pc, pc + width)

    def _finish(self, pc):
        """Runs the faulted machine to its outcome. Reaching the entry of
        boot_reject (noreturn: it prints the reason and exits with status 1)
        is a reject: the run stops there instead of emulating the printing."""
        reject = self.b.syms.get('boot_reject', 0xFFFFFFFF)
        try:
            if pc == reject:
                return 'exit1'
            pc = self.b.run(pc, until=reject, count=self.budget)
            return 'exit1' if pc == reject else 'hang'
        except Outcome as e:
            return str(e)

    def run_fault(self, model, k, arg=None):
        try:
            pc = self._goto(k)
            if model == 'skip':
                pc = self._skip_one(pc)
            elif model == 'flip':
                uc = self.b.uc
                uc.reg_write(A.UC_ARM_REG_APSR_NZCV, uc.reg_read(A.UC_ARM_REG_APSR_NZCV) ^ FLAGS[arg])
            elif model == 'skip2':
                pc = self._skip_one(pc)
                if arg > k + 1:
                    pc = self.b.run(pc, count=arg - k - 1)
                pc = self._skip_one(pc)
        except Outcome as e:
            return str(e)
        return self._finish(pc)


def failed_in_it_blocks(board, trace):
    """Instructions of IT blocks whose condition failed: QEMU executes (and counts)
    them as no-ops; Unicorn calls no hook for them, so the trace lacks them."""
    uc, missing, i = board.uc, 0, 0
    while i < len(trace):
        a = trace[i]
        hw = int.from_bytes(bytes(uc.mem_read(a, 2)), 'little')
        i += 1
        if (hw & 0xFF00) != 0xBF00 or (hw & 0xF) == 0:
            continue
        mask = hw & 0xF
        n = 4 - ((mask & -mask).bit_length() - 1)
        addr = a + 2
        for _ in range(n):
            w = insn_width(int.from_bytes(bytes(uc.mem_read(addr, 2)), 'little'))
            if i < len(trace) and trace[i] == addr:
                i += 1
            else:
                missing += 1
            addr += w
    return missing


def describe(syms, addr):
    best = None
    for name, a in syms.items():
        if a <= addr and (best is None or a > best[1]):
            best = (name, a)
    return f'{best[0]}+0x{addr - best[1]:x}' if best else hex(addr)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--elf', required=True)
    ap.add_argument('--image')
    ap.add_argument('--counter')
    ap.add_argument('--ram-kb', type=int, default=8)
    ap.add_argument('--window', type=int, default=10000, help='faults in the last W instructions')
    ap.add_argument('--exact', action='store_true',
                    help='exactly the last W instructions (default: widened to the first call '
                         'of each --cover function in the window)')
    ap.add_argument('--cover', default='pq8k_verify_final,pq8k_ct_memneq',
                    help='functions whose first call in the window the faults must reach')
    ap.add_argument('--models', default='skip,flip')
    ap.add_argument('--pairs', type=int, default=100000, help='sampled pairs for skip2')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--golden-only', action='store_true')
    ap.add_argument('--label', default='')
    ap.add_argument('--csv', help='append bench rows (platform,scheme,operation,...) to this file')
    ap.add_argument('--show', type=int, default=10, help='list at most this many booting faults')
    args = ap.parse_args(argv)

    board = Board(args.elf, args.image, args.counter, args.ram_kb)
    window, trace, cps, state, console = golden(board)
    verdict = [l for l in console.splitlines() if l.startswith('BOOT ')]
    counted = window + failed_in_it_blocks(board, trace)
    print(f'golden {args.label} window_insns={counted} executed={window} state={state} '
          f'verdict={verdict[-1] if verdict else "-"}', flush=True)
    if args.golden_only:
        return 0
    if state == 'boot' or state == 'exit0':
        print('fault_sim: the unfaulted run boots: the campaign needs an image that must be refused')
        return 1
    w = min(window, args.window)
    for name in ([] if args.exact else args.cover.split(',')):
        entry = board.syms.get(name)
        first = next((i for i, a in enumerate(trace) if a == entry), None)
        if first is not None and window - first > w:
            w = window - first
    lo = window - w
    budget = 4 * window + 200000
    camp = Campaign(board, window, trace, cps, budget)
    rows = []
    for model in args.models.split(','):
        t0 = time.time()
        boots, runs, shown = 0, 0, []
        if model == 'skip':
            faults = [(k, None) for k in range(lo, window)]
        elif model == 'flip':
            faults = [(k, f) for k in range(lo, window) for f in 'NZCV']
        elif model == 'skip2':
            rnd = random.Random(args.seed)
            faults = []
            for _ in range(args.pairs):
                a, b = rnd.randrange(lo, window), rnd.randrange(lo, window)
                while b == a:
                    b = rnd.randrange(lo, window)
                faults.append((min(a, b), max(a, b)))
        else:
            print(f'fault_sim: unknown model {model}')
            return 2
        outcomes = {}
        for k, arg in faults:
            o = camp.run_fault(model, k, arg)
            runs += 1
            outcomes[o] = outcomes.get(o, 0) + 1
            if o in ('boot', 'exit0'):
                boots += 1
                if len(shown) < args.show:
                    where = describe(board.syms, trace[k])
                    if model == 'skip2':
                        where += ' & ' + describe(board.syms, trace[arg])
                    elif arg:
                        where += f' flag {arg}'
                    shown.append(where)
        secs = time.time() - t0
        detail = ' '.join(f'{k}={v}' for k, v in sorted(outcomes.items()))
        print(f'campaign {args.label} model={model} window={w} runs={runs} wrong_boots={boots} '
              f'({detail}; misplaced={camp.misplaced}) {secs:.0f}s', flush=True)
        camp.misplaced = 0
        for s in shown:
            print(f'  boots: {s}')
        rows.append((model, runs, boots, w))
    if args.csv:
        with open(args.csv, 'a') as f:
            for model, runs, boots, w in rows:
                f.write(f'{args.label},{model},{runs},{boots},{w},{window}\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
