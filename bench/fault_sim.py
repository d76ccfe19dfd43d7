#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Instruction-level fault simulator for the pq8k bootloader (Unicorn engine).

Runs examples/bootloader's firmware (boot.elf) on one image in the slot, the
way QEMU mps2-an385/an386 runs it: flash at 0 (bootloader, counter sector,
slot), RAM at 0x20000000 (the size the firmware was linked with), ARM
semihosting for the console and the exit status. Booting means executing an
instruction of the application (the payload after the image header).

Fault models, one fault per run (two for skip2):

  skip  the instruction is replaced by a NOP of its width for one execution
        (inside an IT block the NOP keeps the block's bookkeeping, as a
        skipped instruction would)
  flip  before the instruction, one of the condition flags N, Z, C, V is
        inverted (four faults per instruction)
  zero  after the instruction, its destination register is set to 0: one
        fault per register it writes (bench/fault_sim.py reads them from the
        disassembly: the first operand, both of a long multiply or LDRD, each
        of an LDM/POP list, a written-back base, SP of a PUSH, LR of a BL);
        an instruction that writes only the flags (CMP, CMN, TST, TEQ) gets
        its NZCV cleared; one that writes nothing (a store, a branch) none
  skip2 two skips at sampled instruction pairs (a run that enters
        boot_reject before the second skip is a reject, as for one fault)

Each faulted run goes on until the firmware exits, boots, crashes (a memory
or decoding fault: a HardFault on the device, no boot) or hangs (its state
repeats, or it exceeds a budget: no boot).

Two campaigns:

Decision window (the default). The window is what runs from the entry of
hal_bench_start (the bootloader calls it before the last piece of the
stream) to the entry of hal_bench_stop (the boot/no-boot decision): the same
pair of markers bench/qemu_insn_plugin.c counts between under QEMU. Faults
are injected at each of the last W instructions of that window (W = the
whole window when it is shorter; otherwise at least 10,000, and widened to
reach back to the first call of pq8k_verify_final and of pq8k_ct_memneq,
the scheme's last comparisons, unless --exact). Counts wrong boots of an
image that must be refused.

Whole boot (--whole-boot). Also the one-check-off campaign
(scripts/check-off-campaign.sh: bench/check_off_fw.c verifies a crafted
input; --inside-focus adds the positions of the verifier's checks). The golden run goes from the reset vector to the
boot or the reject; every instruction it executes outside the call of
--verify-fn (verify_trailer: the signature verification) is faulted, each
with every model (exhaustive), and --sample positions drawn uniformly from
inside that call. A run's outcome is read with the counter sector, which is
modelled as NOR flash (a program operation only clears bits: the sector
after the run is the one before it with every store the run made ANDed in).
Counted per model: wrong boots (an image the unfaulted run refuses boots;
or an image it boots does so without the counter holding its version) and
corrupted counters (the counter after the run, by the bootloader's rule,
the largest well-formed record, is neither the value before the run nor the
image's signed version). The rolled-back genuine image never reaches the
verification unfaulted, so its whole boot is exhaustive; the genuine image
with the largest version is verified, and the sample covers that call.
Speed: checkpoints every 1,000 instructions of the golden run, so a fault
starts from the nearest one; and the golden machine state (registers, RAM,
counter sector, system control space) is kept at the entry and the return
of the verification call: a faulted run that arrives there in exactly that
state has the golden run's outcome (the emulation is deterministic), so it
stops there instead of re-running the verification.

MCUboot (--layout mcuboot): the bare-metal MCUboot port of
integrations/mcuboot/port on mps2-an385 (port_layout.h): the bootloader's
code at 0 (not writable), the flash the port reads and writes from 0x20000
(--image: flash_image.py's file, primary slot first), RAM at 0x20000000.
Booting means executing an instruction of the primary slot's payload (after
MCUboot's image header). The bootloader's flash writes (swap, trailer) are
allowed; a faulted run that wrote there has the flash put back before the
next one. --start-marker/--stop-marker choose the window (e.g. from the entry
of pq8k_verify_final to the port's boot_reject, the refusal), the verdict is
the last console line starting with --verdict-prefix ('MCUBOOT ').

Usage: fault_sim.py --elf boot.elf --image IMG --counter CNT --ram-kb 8
                    [--window W] [--models skip,flip,zero,skip2] [--pairs N]
                    [--whole-boot [--verify-fn F] [--sample N]]
                    [--golden-only] [--label L] [--csv FILE]
       fault_sim.py --layout mcuboot --elf boot.elf --image FLASH --ram-kb 16
                    --start-marker F --stop-marker F --verdict-prefix 'MCUBOOT ' ...
Needs python3-unicorn (Debian), hence /usr/bin/python3.
"""
import argparse
import bisect
import random
import re
import subprocess
import sys
import time
from array import array

from unicorn import Uc, UcError, UC_ARCH_ARM, UC_MODE_THUMB, UC_MODE_MCLASS
from unicorn import UC_HOOK_CODE, UC_HOOK_INTR, UC_HOOK_MEM_WRITE, UC_PROT_ALL, UC_PROT_READ, UC_PROT_EXEC
from unicorn import arm_const as A

FLASH_SIZE = 0x00400000
RAM_BASE = 0x20000000
SCS_BASE = 0xE000E000
SLOT = 0x00010000
COUNTER = 0x0000F000
COUNTER_BYTES = 0x1000
HEADER = 128
MCUBOOT_DATA = 0x00020000   # --layout mcuboot: the port's slots, scratch and control word
FLAGS = {'N': 1 << 31, 'Z': 1 << 30, 'C': 1 << 29, 'V': 1 << 28}
SEMI_OPEN, SEMI_WRITE, SEMI_EXIT = 0x01, 0x05, 0x18
CHECKPOINT_EVERY = 1000
SLICE = 50000               # a run's state is compared every SLICE instructions: a repeat is a hang
STATE_REGS = [getattr(A, 'UC_ARM_REG_R%d' % i) for i in range(13)] + [
    A.UC_ARM_REG_SP, A.UC_ARM_REG_LR, A.UC_ARM_REG_PC, A.UC_ARM_REG_XPSR, A.UC_ARM_REG_MSP,
    A.UC_ARM_REG_PSP, A.UC_ARM_REG_CONTROL, A.UC_ARM_REG_PRIMASK, A.UC_ARM_REG_BASEPRI,
    A.UC_ARM_REG_FAULTMASK]
REG_IDS = dict({'r%d' % i: getattr(A, 'UC_ARM_REG_R%d' % i) for i in range(13)},
               sb=A.UC_ARM_REG_R9, sl=A.UC_ARM_REG_R10, fp=A.UC_ARM_REG_R11, ip=A.UC_ARM_REG_R12,
               sp=A.UC_ARM_REG_SP, lr=A.UC_ARM_REG_LR)


def extents(elf, names):
    """[lo, hi) of each function named (an unknown name is left out)."""
    out = subprocess.run(['arm-none-eabi-nm', '-S', elf], check=True, capture_output=True, text=True).stdout
    spans = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[3].split('.')[0] in names:
            lo = int(parts[0], 16) & ~1
            spans.append((lo, lo + int(parts[1], 16)))
    return spans


def symbols(elf):
    out = subprocess.run(['arm-none-eabi-nm', elf], check=True, capture_output=True, text=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3:
            syms[parts[2]] = int(parts[0], 16) & ~1
    for name in list(syms):  # verify_trailer.constprop.0 is also verify_trailer
        syms.setdefault(name.split('.')[0], syms[name])
    return syms


def flat_image(elf):
    out = subprocess.run(['arm-none-eabi-objcopy', '-O', 'binary', elf, '/dev/stdout'],
                         check=True, capture_output=True).stdout
    return out


def insn_width(halfword):
    return 4 if (halfword >> 11) in (0x1D, 0x1E, 0x1F) else 2


COND = '(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?'
NO_DEST = re.compile(r'^(b%s|bx%s|cbn?z|tb[bh]|it[te]{0,3}|nop|bkpt|svc|dsb|isb|dmb|wf[ie]|sev|yield|'
                     r'cps[ie]d|msr)$' % (COND, COND))
FLAGS_ONLY = re.compile(r'^(cmp|cmn|tst|teq)%s$' % COND)
LONG_MUL = re.compile(r'^(u|s)(mull|mlal)s?%s$' % COND)


def reg_list(text):
    """The registers of an LDM/POP list '{r4, r5, lr}' (ranges 'r4-r7' too)."""
    out = []
    for part in text.split(','):
        part = part.strip()
        if '-' in part:
            lo, hi = part.split('-')
            out += ['r%d' % i for i in range(int(lo[1:]), int(hi[1:]) + 1)]
        elif part:
            out.append(part)
    return out


def destinations(mnemonic, operands):
    """The registers an instruction writes, for the zero model: register
    names, 'flags' for an instruction that writes only the flags, [] when
    it writes no register the model zeroes (PC is not: a zeroed PC is a
    branch to the vector table, another fault model)."""
    m = mnemonic.split('.')[0]
    ops = operands.split(';')[0].split('@')[0].strip()
    first = ops.split(',')[0].strip() if ops else ''
    wb = []
    base = re.search(r'\[(\w+)[^\]]*\](!|,\s*#)', ops)  # pre-index with ! or post-index
    if base:
        wb = [base.group(1)]
    if re.match(r'^bl(x)?%s$' % COND, m) and not NO_DEST.match(m):
        out = ['lr']
    elif NO_DEST.match(m):
        out = []
    elif FLAGS_ONLY.match(m):
        return ['flags']
    elif m.startswith('push'):
        out = ['sp']
    elif m.startswith('pop'):
        out = reg_list(re.search(r'\{([^}]*)\}', ops).group(1)) + ['sp']
    elif m.startswith('stm') or m.startswith('str'):
        out = [first.rstrip('!')] if (m.startswith('stm') and first.endswith('!')) else wb
    elif m.startswith('ldm'):
        out = reg_list(re.search(r'\{([^}]*)\}', ops).group(1))
        if first.endswith('!'):
            out.append(first.rstrip('!'))
    elif m.startswith('ldrd') or LONG_MUL.match(m):
        out = [o.strip() for o in ops.split(',')[:2]] + (wb if m.startswith('ldrd') else [])
    elif m.startswith('ldr'):
        out = [first] + wb
    else:
        out = [first]
    return [r for r in dict.fromkeys(out) if r in REG_IDS]


# For the flag-flip model: instructions that set all of N, Z, C, V from
# their operands without reading them (outside IT blocks, where objdump
# prints them without a condition), and instructions that neither read nor
# write a flag. Anything else (a condition, IT, ADC, a shift that may keep C,
# MRS, a semihosting call, an unknown mnemonic) counts as reading them.
FLAGS_SET = {'cmp', 'cmn', 'adds', 'subs', 'negs', 'rsbs'}
FLAGS_NEUTRAL = {
    'ldr', 'ldrb', 'ldrh', 'ldrsb', 'ldrsh', 'ldrd', 'ldm', 'ldmia', 'ldmdb', 'ldmfd', 'str', 'strb',
    'strh', 'strd', 'stm', 'stmia', 'stmdb', 'stmea', 'push', 'pop', 'mov', 'movw', 'movt', 'mvn',
    'add', 'addw', 'sub', 'subw', 'rsb', 'adr', 'and', 'orr', 'orn', 'eor', 'bic', 'lsl', 'lsr',
    'asr', 'ror', 'mul', 'mla', 'mls', 'umull', 'umlal', 'smull', 'smlal', 'udiv', 'sdiv', 'uxtb',
    'uxth', 'sxtb', 'sxth', 'ubfx', 'sbfx', 'bfi', 'bfc', 'clz', 'rev', 'rev16', 'revsh', 'rbit',
    'b', 'bl', 'blx', 'bx', 'cbz', 'cbnz', 'tbb', 'tbh', 'nop', 'dsb', 'isb', 'dmb'}


def disassembly(elf):
    """address -> (destinations(), flag use: 'set', 'neutral' or 'read') of
    the instruction there, for the whole ELF."""
    out = subprocess.run(['arm-none-eabi-objdump', '-d', '--no-show-raw-insn', elf],
                         check=True, capture_output=True, text=True).stdout
    insns = {}
    for line in out.splitlines():
        f = line.split('\t')
        if len(f) < 2 or not re.match(r'^\s*[0-9a-f]+:$', f[0]):
            continue
        mnem = f[1].strip()
        if mnem.startswith('.'):
            continue
        base = mnem.split('.')[0]
        use = 'set' if base in FLAGS_SET else 'neutral' if base in FLAGS_NEUTRAL else 'read'
        insns[int(f[0].strip()[:-1], 16)] = (destinations(mnem, f[2] if len(f) > 2 else ''), use)
    return insns


def dead_flags(trace, insns):
    """dead[k]: the flags before trace instruction k are set again before any
    instruction reads them (the trace is the path the run takes up to the
    first reader, so the flip cannot change it): a flip there changes
    nothing. Computed backwards over the trace."""
    dead = bytearray(len(trace))
    state = 0  # after the end of the trace: read (conservative)
    for k in range(len(trace) - 1, -1, -1):
        use = insns.get(trace[k], ((), 'read'))[1]
        state = 1 if use == 'set' else 0 if use == 'read' else state
        dead[k] = state
    return dead


def counter_values(sector):
    """The counter by the bootloader's rule (boot_counter.c: the largest
    version of a well-formed record (v, ~v) before the first erased record,
    0 when there is none) and the largest well-formed record anywhere in the
    sector: one a faulted append left beyond a gap shows once the gap is
    filled, so both must be right."""
    v, anywhere, ended = 0, 0, False
    for i in range(0, len(sector), 8):
        a, b = int.from_bytes(sector[i:i + 4], 'little'), int.from_bytes(sector[i + 4:i + 8], 'little')
        ended = ended or a == b == 0xFFFFFFFF
        if a == b ^ 0xFFFFFFFF:
            anywhere = max(anywhere, a)
            if not ended:
                v = max(v, a)
    return v, anywhere


class Outcome(Exception):
    pass


class Board:
    """One emulated board with the firmware, the counter sector and the image loaded."""

    def __init__(self, elf, image, counter, ram_kb, markers=('hal_bench_start', 'hal_bench_stop')):
        self.syms = symbols(elf)
        self.start_marker = self.syms[markers[0]]
        self.stop_marker = self.syms[markers[1]]
        self.ram_size = ram_kb * 1024
        uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
        self.uc = uc
        self.map_flash(elf, image, counter)
        uc.mem_map(RAM_BASE, max(self.ram_size, 0x1000), UC_PROT_ALL)
        uc.mem_map(SCS_BASE, 0x1000, UC_PROT_ALL)
        self.console = bytearray()
        self.state = None          # 'exit0', 'exit1', 'boot', 'crash', 'golden'
        self.stores = []           # (address, bytes) of the stores to the counter sector
        self.sync = {}             # address -> golden state there (whole-boot campaign)
        self.marks = {}            # trace position -> golden state there (whole-boot campaign)
        self.sync_armed = False
        self.entered = False       # the run reached the verification call (whole-boot campaign)
        uc.hook_add(UC_HOOK_INTR, self._on_intr)
        uc.hook_add(UC_HOOK_CODE, self._on_app, begin=self.app_lo, end=self.app_hi - 1)
        sp = int.from_bytes(bytes(uc.mem_read(0, 4)), 'little')
        self.reset_pc = int.from_bytes(bytes(uc.mem_read(4, 4)), 'little')
        uc.reg_write(A.UC_ARM_REG_SP, sp)
        uc.reg_write(A.UC_ARM_REG_MSP, sp)

    def map_flash(self, elf, image, counter):
        """The example bootloader's flash: code, counter sector, slot."""
        uc = self.uc
        img = open(image, 'rb').read() if image else b''
        payload_len = int.from_bytes(img[12:16], 'little') if len(img) >= 16 else 0
        self.version = int.from_bytes(img[8:12], 'little') if len(img) >= 12 else 0
        self.app_lo = SLOT + HEADER
        self.app_hi = SLOT + HEADER + max(payload_len, 8)
        # flash is not writable by stores (a fault on the device), except the
        # counter sector the bootloader programs; a faulted run must not be
        # able to change the code or the image under the next one
        uc.mem_map(0, COUNTER, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(COUNTER, COUNTER_BYTES, UC_PROT_ALL)
        uc.mem_map(SLOT, FLASH_SIZE - SLOT, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_write(0, flat_image(elf))
        if counter:
            uc.mem_write(COUNTER, open(counter, 'rb').read())
        if img:
            uc.mem_write(SLOT, img)
        uc.hook_add(UC_HOOK_MEM_WRITE, self._on_store, begin=COUNTER, end=COUNTER + COUNTER_BYTES - 1)

    def _on_app(self, uc, addr, size, user):
        self.state = 'boot'
        uc.emu_stop()

    def _on_store(self, uc, access, addr, size, value, user):
        self.stores.append((addr, (value & ((1 << (8 * size)) - 1)).to_bytes(size, 'little')))

    def _on_sync(self, uc, addr, size, user):
        if self.sync_armed and addr in self.sync:
            self.sync_armed = False  # only the first arrival after the fault is compared
            if self.fingerprint() == self.sync[addr]:
                self.state = 'golden'
                uc.emu_stop()

    def _on_entry(self, uc, addr, size, user):
        self.entered = True

    def watch_entry(self, addr):
        self.uc.hook_add(UC_HOOK_CODE, self._on_entry, begin=addr, end=addr)

    def add_sync_point(self, addr):
        """Compare the state at addr with self.sync[addr] (recorded by the golden run)."""
        self.uc.hook_add(UC_HOOK_CODE, self._on_sync, begin=addr, end=addr)

    def fingerprint(self):
        uc = self.uc
        return (tuple(uc.reg_read(r) for r in STATE_REGS), bytes(uc.mem_read(RAM_BASE, self.ram_size)),
                self.flash_sector(), bytes(uc.mem_read(SCS_BASE, 0x1000)))

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

    def flash_sector(self):
        """The counter sector as NOR flash would hold it: the sector at the
        last restore with every store since ANDed in. The emulated sector is
        RAM (a store overwrites); the bootloader's own program operation ANDs,
        so the two differ only where a fault made a store program over data."""
        sector = bytearray(self.sector_base)
        for addr, data in self.stores:
            for i, b in enumerate(data):
                sector[addr - COUNTER + i] &= b
        return bytes(sector)

    def save(self):
        return (self.uc.context_save(), bytes(self.uc.mem_read(RAM_BASE, self.ram_size)),
                self.flash_sector(), len(self.console), bytes(self.uc.mem_read(SCS_BASE, 0x1000)))

    def restore(self, snap):
        ctx, ram, cnt, con, scs = snap
        self.uc.context_restore(ctx)
        self.uc.mem_write(RAM_BASE, ram)
        self.uc.mem_write(COUNTER, cnt)
        self.uc.mem_write(SCS_BASE, scs)
        self.sector_base, self.stores = cnt, []
        del self.console[con:]
        self.state = None
        self.sync_armed = False
        self.entered = False


class McubootBoard(Board):
    """The MCUboot port's board (module docstring, --layout mcuboot): the
    flash from MCUBOOT_DATA is writable by the bootloader and put back after
    a run that wrote it; there is no counter sector."""

    def map_flash(self, elf, image, counter):
        uc = self.uc
        flash = open(image, 'rb').read()
        # MCUboot's image header: ih_hdr_size (u16) at 8, ih_img_size (u32) at
        # 12, ih_ver (u8 major, u8 minor, u16 revision) at 20
        hdr_size = int.from_bytes(flash[8:10], 'little')
        img_size = int.from_bytes(flash[12:16], 'little')
        self.version = int.from_bytes(flash[20:24], 'little')
        self.app_lo = MCUBOOT_DATA + hdr_size
        self.app_hi = self.app_lo + max(img_size, 8)
        uc.mem_map(0, MCUBOOT_DATA, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(MCUBOOT_DATA, FLASH_SIZE - MCUBOOT_DATA, UC_PROT_ALL)
        uc.mem_write(0, flat_image(elf))
        uc.mem_write(MCUBOOT_DATA, flash)
        self.flash_image = bytes(uc.mem_read(MCUBOOT_DATA, FLASH_SIZE - MCUBOOT_DATA))
        self.flash_written = False
        uc.hook_add(UC_HOOK_MEM_WRITE, self._on_flash_write, begin=MCUBOOT_DATA, end=FLASH_SIZE - 1)

    def _on_flash_write(self, uc, access, addr, size, value, user):
        self.flash_written = True

    def flash_sector(self):
        return b''

    def restore(self, snap):
        ctx, ram, _, con, scs = snap
        uc = self.uc
        uc.context_restore(ctx)
        uc.mem_write(RAM_BASE, ram)
        uc.mem_write(SCS_BASE, scs)
        if self.flash_written:
            uc.mem_write(MCUBOOT_DATA, self.flash_image)
            self.flash_written = False
        self.sector_base, self.stores = b'', []
        del self.console[con:]
        self.state = None
        self.sync_armed = False
        self.entered = False


def golden(board):
    """The unfaulted run: checkpoints and the trace of the window, then the verdict."""
    board.sector_base = bytes(board.uc.mem_read(COUNTER, COUNTER_BYTES))
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


def golden_boot(board, verify_fn):
    """The unfaulted whole boot from the reset vector: its trace, checkpoints,
    the span of the verification call [lo, hi) in the trace, the outcome and
    the counter sector after it. Records the golden state at the entry and
    the return of the verification call (Board.sync) on the way."""
    uc = board.uc
    board.sector_base, board.stores = bytes(uc.mem_read(COUNTER, COUNTER_BYTES)), []
    trace, checkpoints, span = array('I'), {}, [None, None]
    entry, ret = board.syms.get(verify_fn, -1), [None]  # -1: no such call (an older bootloader)

    def on_insn(u, addr, size, user):
        if addr == entry and span[0] is None:
            span[0], ret[0] = len(trace), u.reg_read(A.UC_ARM_REG_LR) & ~1
            board.sync[entry] = board.fingerprint()
        elif addr == ret[0] and span[1] is None:
            span[1] = len(trace)
            board.sync[addr] = board.fingerprint()
        trace.append(addr)
    # the boot ends at the decision: the application's first instruction, or
    # the entry of boot_reject, from where the bootloader only reports and
    # halts (the console and the exit status are the emulator's, not a path
    # to the application)
    reject = board.syms.get('boot_reject', 0xFFFFFFFF)
    h = uc.hook_add(UC_HOOK_CODE, on_insn)
    uc.ctl_flush_tb()
    pc, n, state = board.reset_pc & ~1, 0, 'hang'
    try:
        while n < 50_000_000:
            checkpoints[n] = (board.save(), pc)
            board.marks[n] = board.fingerprint()
            pc = board.run(pc, until=reject, count=CHECKPOINT_EVERY)
            n = len(trace)
            if pc == reject:
                state = 'exit1'
                break
    except Outcome as e:
        state = str(e)
    uc.hook_del(h)
    uc.ctl_flush_tb()
    sector = board.flash_sector()
    emulated = bytes(uc.mem_read(COUNTER, COUNTER_BYTES))
    if state == 'exit1':  # on to the reject line (for the comparison with QEMU), off the trace
        try:
            board.run(pc, count=1000000)
        except Outcome:
            pass
        board.state = None
    if span[0] is not None:
        board.add_sync_point(entry)
        if span[1] is not None:
            board.add_sync_point(ret[0])
    if sector != emulated:
        raise SystemExit('fault_sim: the unfaulted run programmed flash over data')
    return trace, checkpoints, span, state, sector, bytes(board.console).decode(errors='replace')


class Campaign:
    def __init__(self, board, window, trace, checkpoints, budget, dests=None):
        self.b, self.window, self.trace, self.cps, self.budget = board, window, trace, checkpoints, budget
        self.keys = sorted(checkpoints)
        self.misplaced = 0
        self.dests = dests or {}
        self.slices = False     # compare the state every SLICE instructions (hang detection)
        self.inside = (0, 0)    # the verification call's span of the trace

    def _goto(self, k):
        """Restores the machine just before trace instruction k; returns its pc."""
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

    def _finish(self, pc, at=None):
        """Runs the faulted machine to its outcome. Reaching the entry of
        boot_reject (noreturn: it prints the reason and exits with status 1)
        is a reject: the run stops there instead of emulating the printing.
        at: the golden trace position the run stands at (whole-boot
        campaign): at the next two checkpoints its state is compared with
        the golden run's there, and a run in the same state has the golden
        outcome (most faults are masked within a few instructions)."""
        reject = self.b.syms.get('boot_reject', 0xFFFFFFFF)
        try:
            if pc == reject:
                return 'exit1'
            if not self.slices:
                pc = self.b.run(pc, until=reject, count=self.budget)
                return 'exit1' if pc == reject else 'hang'
            if at is not None and self.b.marks:
                i = bisect.bisect_right(self.keys, at)
                for cp in self.keys[i:i + 2]:
                    pc = self.b.run(pc, until=reject, count=cp - at)
                    if pc == reject:
                        return 'exit1'
                    at = cp
                    if self.b.fingerprint() == self.b.marks[cp]:
                        return 'golden'
            # two budgets: a run gets long_budget more once it enters the
            # verification (a fault that got past the rollback check: it must
            # be followed to the end); elsewhere a loop a fault derailed is a
            # hang after budget instructions
            self.b.sync_armed = True
            left, last, extended = self.budget, None, False
            while left > 0:
                pc = self.b.run(pc, until=reject, count=min(SLICE, left))
                if pc == reject:
                    return 'exit1'
                left -= SLICE
                if self.b.entered and not extended:
                    left, extended = left + self.long_budget, True
                state = self.b.fingerprint()
                if state == last:
                    return 'hang'  # the same state twice: it never gets out
                last = state
            return 'hang'
        except Outcome as e:
            return str(e)

    def faults_at(self, model, k):
        """The faults of one model at trace position k (skip2 is sampled apart)."""
        if model == 'skip':
            return [(k, None)]
        if model == 'flip':
            return [(k, f) for f in 'NZCV']
        if model == 'zero':
            return [(k, r) for r in self.dests.get(self.trace[k], [])]
        raise ValueError(model)

    def run_fault(self, model, k, arg=None):
        try:
            pc = self._goto(k)
            self.b.entered = self.inside[0] <= k < self.inside[1]  # started in the verification call
            at = k + 1  # the golden position the run stands at after the fault
            if model == 'skip':
                pc = self._skip_one(pc)
            elif model == 'flip':
                uc = self.b.uc
                uc.reg_write(A.UC_ARM_REG_APSR_NZCV, uc.reg_read(A.UC_ARM_REG_APSR_NZCV) ^ FLAGS[arg])
                at = k
            elif model == 'zero':
                pc = self.b.run(pc, count=1)
                if arg == 'flags':
                    self.b.uc.reg_write(A.UC_ARM_REG_APSR_NZCV, 0)
                else:
                    self.b.uc.reg_write(REG_IDS[arg], 0)
            elif model == 'skip2':
                pc = self._skip_one(pc)
                if arg > k + 1:
                    # a run that enters boot_reject before its second skip has
                    # been rejected, as _finish judges every run: the second
                    # skip would only fault the reporting (the first skip can
                    # shorten the run, e.g. a wipe's loop, so the second lands
                    # in hal_exit and turned its status into 0: exit0)
                    reject = self.b.syms.get('boot_reject', 0xFFFFFFFF)
                    pc = self.b.run(pc, until=reject, count=arg - k - 1)
                    if pc == reject:
                        return 'exit1'
                pc = self._skip_one(pc)
                at = arg + 1
        except Outcome as e:
            return str(e)
        return self._finish(pc, at)


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


def whole_boot(args, board):
    """The whole-boot campaign (module docstring); returns the exit status."""
    trace, cps, span, state, sector, console = golden_boot(board, args.verify_fn)
    verdict = [l for l in console.splitlines() if l.startswith(args.verdict_prefix)]
    before, latent = counter_values(board.checkpoint_sector)
    after = counter_values(sector)[0]
    booted = state in ('boot', 'exit0')
    lo, hi = span if span[0] is not None else (len(trace), len(trace))
    hi = hi if hi is not None else len(trace)
    print(f'golden {args.label} boot_insns={len(trace)} verify_call={hi - lo} state={state} '
          f'counter={before}->{after} version={board.version} '
          f'verdict={verdict[-1] if verdict else "-"}', flush=True)
    if args.golden_only:
        return 0
    if latent != before or (booted and after != max(before, board.version)) or (not booted and after != before):
        print('fault_sim: the unfaulted run leaves the counter wrong, or the sector holds records past its end')
        return 1
    allowed = {before, max(before, board.version)} if booted else {before}
    insns = disassembly(args.elf)
    dests = {a: d for a, (d, use) in insns.items()}
    # a run that never returns must not outlast the longest legitimate path
    # by much: twice the boot outside the verification call, and once it
    # enters that call twice the call's length (args.budget when the golden
    # run does not make it)
    camp = Campaign(board, len(trace), trace, cps, 2 * (len(trace) - (hi - lo)) + 200000, dests)
    camp.long_budget = 2 * (hi - lo) if hi > lo else args.budget
    camp.slices = True
    camp.inside = (lo, hi)
    board.watch_entry(board.syms.get(args.verify_fn, 0xFFFFFFFF))
    outside = [k for k in range(len(trace)) if not lo <= k < hi]
    rnd = random.Random(args.seed)
    if args.outside_sample and args.outside_sample < len(outside):
        # make test: every position in the bootloader's own decision code
        # (--focus), a uniform sample of the rest (startup, hashing, printing)
        spans = extents(args.elf, set(args.focus.split(',')))
        mine = [k for k in outside if any(a <= trace[k] < b for a, b in spans)]
        rest = sorted(set(outside) - set(mine))
        outside = sorted(mine + rnd.sample(rest, min(len(rest), args.outside_sample)))
    inside = sorted(rnd.sample(range(lo, hi), min(args.sample, hi - lo))) if hi > lo else []
    if args.inside_focus and hi > lo:
        # the checks' neighbourhood (one-check-off campaign): every position
        # inside the call in the named functions, or --focus-cap of them
        # evenly spaced when there are more, beside the uniform sample
        spans = extents(args.elf, set(args.inside_focus.split(',')))
        near = [k for k in range(lo, hi) if any(a <= trace[k] < b for a, b in spans)]
        if len(near) > args.focus_cap and args.focus_pick == 'last':
            near = near[-args.focus_cap:]  # the ones closest to the decision
        elif len(near) > args.focus_cap:
            near = [near[i * len(near) // args.focus_cap] for i in range(args.focus_cap)]
        print(f'focus {args.label} positions={len(near)} of the functions {args.inside_focus}', flush=True)
        inside = sorted(set(inside) | set(near))
    dead = dead_flags(trace, insns)

    def judge(o, values):
        # a wrong boot reaches the application (issue 31's definition); an
        # exit with status 0 is a fall-through into the HAL's exit (QEMU's
        # end of emulation), shown in the outcomes as exit0, not a boot
        bad_boot = o == 'boot' and (not booted or values[0] != after)
        bad_counter = values[0] not in allowed or values[1] not in allowed
        return bad_boot, bad_counter

    rows = []
    for model in args.models.split(','):
        t0 = time.time()
        if model == 'skip2':
            faults = []
            for _ in range(args.pairs):
                a, b = rnd.choice(outside), rnd.choice(outside)
                while b == a:
                    b = rnd.choice(outside)
                faults.append((min(a, b), max(a, b)))
            groups = [('pairs', faults)]
        else:
            groups = [('outside', [f for k in outside for f in camp.faults_at(model, k)]),
                      ('inside', [f for k in inside for f in camp.faults_at(model, k)])]
        tot = {'runs': 0, 'wrong': 0, 'corrupt': 0}
        parts, shown, outcomes, derived, checked = [], [], {}, 0, []
        for where, faults in groups:
            runs = wrong = corrupt = 0
            for k, arg in faults:
                runs += 1
                if model == 'flip' and dead[k]:
                    # the flag is set again before anything reads it: the
                    # unfaulted outcome, without emulating (a sample is)
                    derived += 1
                    outcomes['same'] = outcomes.get('same', 0) + 1
                    if rnd.random() < args.check_dead:
                        checked.append((k, arg))
                    continue
                o = camp.run_fault(model, k, arg)
                values = (after, after) if o == 'golden' else counter_values(board.flash_sector())
                o = 'same' if o == 'golden' else o
                outcomes[o] = outcomes.get(o, 0) + 1
                bad_boot, bad_counter = judge(o, values)
                wrong += bad_boot
                corrupt += bad_counter
                if args.debug_hangs and o == 'hang' and len(shown) < args.show:
                    shown.append(f'hang {describe(board.syms, trace[k])} {arg}')
                if (bad_boot or bad_counter) and len(shown) < args.show:
                    at = describe(board.syms, trace[k])
                    if model == 'skip2':
                        at += ' & ' + describe(board.syms, trace[arg])
                    elif arg:
                        at += f' {arg}'
                    shown.append(f'{at}: {o}, counter {before} -> {values[0]} (any record: {values[1]})')
            if faults:
                parts.append(f'{where}={runs}/{wrong}/{corrupt}')
            tot['runs'] += runs
            tot['wrong'] += wrong
            tot['corrupt'] += corrupt
        # the flips counted without emulation: a sample is emulated, and each
        # must end as the unfaulted run did
        for k, arg in checked:
            o = camp.run_fault('flip', k, arg)
            values = (after, after) if o == 'golden' else counter_values(board.flash_sector())
            if o != 'golden' and (o != state or values[0] != after):
                print(f'fault_sim: a flip at {describe(board.syms, trace[k])} counted as changing nothing '
                      f'ends {o} with the counter at {values[0]}')
                return 1
        secs = time.time() - t0
        detail = ' '.join(f'{k}={v}' for k, v in sorted(outcomes.items()))
        extra = f'; {derived} flips of a flag set again before it is read (checked: {len(checked)})' if derived else ''
        print(f'campaign {args.label} model={model} runs={tot["runs"]} wrong_boots={tot["wrong"]} '
              f'counters_corrupted={tot["corrupt"]} ({" ".join(parts)} runs/wrong/corrupted; {detail}; '
              f'misplaced={camp.misplaced}{extra}) {secs:.0f}s', flush=True)
        camp.misplaced = 0
        for s in shown:
            print(f'  fails: {s}')
        rows.append((model, tot['runs'], tot['wrong'], tot['corrupt'], len(outside), len(inside), len(trace)))
    if args.csv:
        with open(args.csv, 'a') as f:
            for model, runs, wrong, corrupt, n_out, n_in, total in rows:
                f.write(f'{args.label},{model},{runs},{wrong},{corrupt},{n_out},{n_in},{total},{hi - lo}\n')
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--elf', required=True)
    ap.add_argument('--image')
    ap.add_argument('--counter')
    ap.add_argument('--ram-kb', type=int, default=8)
    ap.add_argument('--layout', choices=('example', 'mcuboot'), default='example',
                    help="the board: examples/bootloader's (default) or the MCUboot port's")
    ap.add_argument('--start-marker', default='hal_bench_start', help='the window starts at its first entry')
    ap.add_argument('--stop-marker', default='hal_bench_stop', help='the window ends at its first entry')
    ap.add_argument('--verdict-prefix', default='BOOT ', help="the bootloader's verdict lines start so")
    ap.add_argument('--window', type=int, default=10000, help='faults in the last W instructions')
    ap.add_argument('--exact', action='store_true',
                    help='exactly the last W instructions (default: widened to the first call '
                         'of each --cover function in the window)')
    ap.add_argument('--cover', default='pq8k_verify_final,pq8k_ct_memneq',
                    help='functions whose first call in the window the faults must reach')
    ap.add_argument('--models', default='skip,flip')
    ap.add_argument('--pairs', type=int, default=100000, help='sampled pairs for skip2')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--whole-boot', action='store_true',
                    help='fault the whole boot (exhaustive outside --verify-fn, sampled inside)')
    ap.add_argument('--verify-fn', default='verify_trailer')
    ap.add_argument('--sample', type=int, default=2000, help='positions sampled inside --verify-fn')
    ap.add_argument('--outside-sample', type=int, default=0,
                    help='outside --verify-fn: all positions in --focus and a sample of this many others (default 0: all)')
    ap.add_argument('--check-dead', type=float, default=0.01,
                    help='share of the flips derived without emulation that are emulated as a check')
    ap.add_argument('--focus', default='main,require,boot,check_header,check_footer,check_rollback,'
                    'check_signature,update_counter,header_version,header_version_again,boot_counter_read,'
                    'boot_counter_read_again,boot_counter_free,boot_counter_append,boot_counter_scrub,program,'
                    'well_formed,erased,record,start_app',
                    help='with --outside-sample: functions whose every position is kept')
    ap.add_argument('--inside-focus', default='',
                    help='whole boot: also every position inside --verify-fn in these functions')
    ap.add_argument('--focus-cap', type=int, default=2000,
                    help='at most this many --inside-focus positions (evenly spaced)')
    ap.add_argument('--focus-pick', choices=('spread', 'last'), default='spread',
                    help='which --inside-focus positions when there are more than --focus-cap')
    ap.add_argument('--budget', type=int, default=6_000_000, help='instructions a run may spend in --verify-fn when the golden run does not call it')
    ap.add_argument('--debug-hangs', action='store_true', help=argparse.SUPPRESS)
    ap.add_argument('--golden-only', action='store_true')
    ap.add_argument('--label', default='')
    ap.add_argument('--csv', help='append bench rows (platform,scheme,operation,...) to this file')
    ap.add_argument('--show', type=int, default=10, help='list at most this many booting faults')
    args = ap.parse_args(argv)

    markers = (args.start_marker, args.stop_marker)
    if args.layout == 'mcuboot':
        if args.whole_boot or args.counter:
            print('fault_sim: --layout mcuboot runs the decision window only, without a counter')
            return 2
        board = McubootBoard(args.elf, args.image, None, args.ram_kb, markers)
    else:
        board = Board(args.elf, args.image, args.counter, args.ram_kb, markers)
    board.checkpoint_sector = bytes(board.uc.mem_read(COUNTER, COUNTER_BYTES))
    if args.whole_boot:
        return whole_boot(args, board)
    window, trace, cps, state, console = golden(board)
    if getattr(board, 'flash_written', False):
        # the checkpoints hold no flash: a window that writes it cannot be replayed
        print('fault_sim: the unfaulted run writes flash in the window')
        return 1
    verdict = [l for l in console.splitlines() if l.startswith(args.verdict_prefix)]
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
