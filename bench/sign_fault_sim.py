#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Signing under one fault: bench/sign_fault_fw.c on an emulated Cortex-M3
(Unicorn, the memory map and fault models of bench/fault_sim.py).

The firmware generates a key pair from a fixed seed and signs one fixed
message deterministically in sign_once. The unfaulted (golden) run is
emulated once up to the entry of sign_once, then through the call with a
checkpoint every --every instructions; it gives the call's length N, the
golden signature and the public key (read from the firmware's RAM).

Each faulted run restores the checkpoint before a position k in [0, N),
drawn uniformly (--sample positions; every model at each), injects one fault
there (skip: the instruction becomes a NOP of its width; flip: one of N, Z,
C, V inverted before it; zero: its destination register set to 0 after it,
or NZCV for a compare) and runs on until sign_once returns. At the next two
checkpoints the machine is compared with the golden one; in the same state
the run has the golden outcome (most faults are masked within a few
instructions). Outcomes:

  same      the golden signature is released
  refused   sign_once returned an error; wiped if the signature buffer is 0
  leaked    a signature other than the golden one is released and does NOT
            verify under the public key (the host library checks it, every
            bound included): must be 0
  differs   a signature other than the golden one is released and verifies:
            a second signature of the same message (reported)
  crash     a memory or decoding fault (a HardFault on the device)
  hang      no return within 4 times the rest of the golden call + 1,000,000

Every released signature is verified on the host (--lib: the host library,
build/pylib/libpq8k.so, as the Python binding loads it); the golden one too,
and the public key must equal the host's key generation from the same seed.

Usage: sign_fault_sim.py --elf FW --scheme mldsa44|haetae2|slhdsa_sha2_128s|
       slhdsa_sha2_128f --lib libpq8k.so [--sample N] [--models skip,flip,zero]
       [--label L] [--csv FILE]
Prints one line per model:
  campaign L model=M runs=R leaked=X differs=D refused=F unwiped=U (outcomes) Ts
and appends label,model,runs,leaked,differs,refused,unwiped,positions,call_insns
to --csv.
"""
import argparse
import ctypes
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fault_sim import flat_image, symbols, insn_width, disassembly, describe, FLAGS, REG_IDS  # noqa: E402
from unicorn import Uc, UcError, UC_ARCH_ARM, UC_MODE_THUMB, UC_MODE_MCLASS, UC_HOOK_INTR, UC_HOOK_CODE  # noqa: E402
from unicorn import UC_PROT_READ, UC_PROT_EXEC  # noqa: E402
from unicorn import arm_const as A  # noqa: E402

RAM_BASE = 0x20000000
SCS_BASE = 0xE000E000
FLASH_SIZE = 0x00400000
SEMI_WRITE, SEMI_EXIT = 0x05, 0x18
REGS = [getattr(A, 'UC_ARM_REG_R%d' % i) for i in range(13)] + [
    A.UC_ARM_REG_SP, A.UC_ARM_REG_LR, A.UC_ARM_REG_PC, A.UC_ARM_REG_XPSR]

# scheme: (sig bytes, pk bytes, message, how the host verifies)
MSG = b'pq8k sign-fault campaign message'
SEED = b'pq8k sign-fault campaign: the key\'s fixed seed.\x00'
SCHEMES = {
    'mldsa44': (2420, 1312),
    'haetae2': (1474, 992),
    'slhdsa_sha2_128s': (7856, 32),
    'slhdsa_sha2_128f': (17088, 32),
}
SLH_SET = {'slhdsa_sha2_128s': 0, 'slhdsa_sha2_128f': 1}


class Host:
    """Verification and key generation by the host library (ctypes)."""

    def __init__(self, path, scheme):
        self.lib, self.scheme = ctypes.CDLL(path), scheme

    def verify(self, sig, pk):
        s, p, m = bytes(sig), bytes(pk), MSG
        L = self.lib
        if self.scheme == 'mldsa44':
            return L.pq8k_mldsa44_verify(p, s, ctypes.c_size_t(len(s)), m, ctypes.c_size_t(len(m)),
                                         None, ctypes.c_size_t(0))
        if self.scheme == 'haetae2':
            return L.pq8k_haetae2_verify(p, s, ctypes.c_size_t(len(s)), m, ctypes.c_size_t(len(m)),
                                         None, ctypes.c_size_t(0))
        return L.pq8k_slhdsa_verify(SLH_SET[self.scheme], s, ctypes.c_size_t(len(s)), m,
                                    ctypes.c_size_t(len(m)), None, ctypes.c_size_t(0), p)

    def keygen_pk(self):
        sigb, pkb = SCHEMES[self.scheme]
        pk, sk = ctypes.create_string_buffer(pkb), ctypes.create_string_buffer(8192)
        L = self.lib
        if self.scheme == 'mldsa44':
            r = L.pq8k_mldsa44_keygen_from_seed(pk, sk, SEED[:32])
        elif self.scheme == 'haetae2':
            r = L.pq8k_haetae2_keygen_from_seed(pk, sk, SEED[:32])
        else:
            r = L.pq8k_slhdsa_keygen_from_seed(SLH_SET[self.scheme], SEED[:16], SEED[16:32], SEED[32:48], pk, sk)
        return pk.raw if r == 0 else None


class Ended(Exception):
    pass


class Machine:
    def __init__(self, elf, ram_kb):
        self.syms = symbols(elf)
        self.ram = ram_kb * 1024
        uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
        self.uc = uc
        # flash is not writable by stores (a faulted run must not change the
        # code or the constants under the next one); a store there is a crash
        uc.mem_map(0, FLASH_SIZE, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(RAM_BASE, self.ram)
        uc.mem_map(SCS_BASE, 0x1000)
        uc.mem_write(0, flat_image(elf))
        uc.hook_add(UC_HOOK_INTR, self._on_intr)
        sp = int.from_bytes(bytes(uc.mem_read(0, 4)), 'little')
        self.reset = int.from_bytes(bytes(uc.mem_read(4, 4)), 'little')
        uc.reg_write(A.UC_ARM_REG_SP, sp)
        uc.reg_write(A.UC_ARM_REG_MSP, sp)
        self.state = None

    def _on_intr(self, uc, intno, user):
        pc = uc.reg_read(A.UC_ARM_REG_PC)
        if int.from_bytes(bytes(uc.mem_read(pc, 2)), 'little') != 0xBEAB:
            self.state = 'crash'
            uc.emu_stop()
            return
        op = uc.reg_read(A.UC_ARM_REG_R0)
        if op == SEMI_EXIT:
            self.state = 'exit'
            uc.emu_stop()
            return
        uc.reg_write(A.UC_ARM_REG_R0, 0 if op == SEMI_WRITE else 0xFFFFFFFF)
        uc.reg_write(A.UC_ARM_REG_PC, (pc + 2) | 1)

    def run(self, pc, until, count=0):
        """Runs from pc to until (or count instructions); returns the pc."""
        try:
            self.uc.emu_start(pc | 1, until, count=count)
        except UcError:
            self.state = 'crash'
        if self.state is not None:
            raise Ended(self.state)
        return self.uc.reg_read(A.UC_ARM_REG_PC)

    def save(self):
        return self.uc.context_save(), bytes(self.uc.mem_read(RAM_BASE, self.ram))

    def restore(self, snap):
        self.uc.context_restore(snap[0])
        self.uc.mem_write(RAM_BASE, snap[1])
        self.state = None

    def fingerprint(self):
        return tuple(self.uc.reg_read(r) for r in REGS), bytes(self.uc.mem_read(RAM_BASE, self.ram))

    def read(self, name, n):
        return bytes(self.uc.mem_read(self.syms[name], n))

    def count_to(self, pc, until, limit):
        """Instructions from pc to until (at most limit), counted one by one."""
        n = [0]

        def on_insn(u, addr, size, user):
            n[0] += 1
        h = self.uc.hook_add(UC_HOOK_CODE, on_insn)
        self.uc.ctl_flush_tb()
        try:
            self.run(pc, until, count=limit)
        finally:
            self.uc.hook_del(h)
            self.uc.ctl_flush_tb()
        return n[0]


def golden(m, every, max_checkpoints=2000):
    """Checkpoints through sign_once: {position: (snapshot, pc)}, the golden
    fingerprints there, the call's length, its return address and the
    checkpoint spacing (doubled, dropping every other checkpoint, whenever
    there would be more than max_checkpoints: a long signing keeps its
    memory bounded)."""
    entry = m.syms['sign_once']
    pc = m.run(m.reset, entry)
    ret = m.uc.reg_read(A.UC_ARM_REG_LR) & ~1
    # Unicorn counts instructions (count=) only in blocks translated while
    # counting: drop the ones of the uncounted key generation
    m.uc.ctl_flush_tb()
    cps, marks, n = {}, {}, 0
    while True:
        if n % every == 0:
            cps[n], marks[n] = (m.save(), pc), m.fingerprint()
        target = (n // every + 1) * every
        pc = m.run(pc, ret, count=target - n)
        if pc == ret:
            break
        n = target
        if len(cps) > max_checkpoints:
            every *= 2
            for k in [k for k in cps if k % every]:
                del cps[k], marks[k]
    # the last stretch, counted exactly from its checkpoint
    base = max(cps)
    snap, at = cps[base]
    m.restore(snap)
    last = m.count_to(at, ret, n - base + every)
    return cps, marks, base + last, ret, every


class Campaign:
    def __init__(self, m, cps, marks, total, ret, dests, every):
        self.m, self.cps, self.marks, self.total, self.ret = m, cps, marks, total, ret
        self.dests, self.every = dests, every

    def goto(self, k):
        base = (k // self.every) * self.every
        snap, pc = self.cps[base]
        self.m.restore(snap)
        return self.m.run(pc, self.ret, count=k - base) if k > base else pc

    def skip_one(self, pc):
        uc = self.m.uc
        width = insn_width(int.from_bytes(bytes(uc.mem_read(pc, 2)), 'little'))
        orig = bytes(uc.mem_read(pc, width))
        uc.mem_write(pc, b'\x00\xbf' if width == 2 else b'\xaf\xf3\x00\x80')
        uc.ctl_remove_cache(pc, pc + width)
        try:
            return self.m.run(pc, self.ret, count=1)
        finally:
            uc.mem_write(pc, orig)
            uc.ctl_remove_cache(pc, pc + width)

    def faults_at(self, model, k):
        if model == 'skip':
            return [None]
        if model == 'flip':
            return list('NZCV')
        pc = self.goto(k)
        return list(self.dests.get(pc, []))

    def run(self, model, k, arg):
        """Outcome of one fault: 'golden', 'returned', 'crash', 'hang' or 'exit'."""
        m = self.m
        try:
            pc = self.goto(k)
            self.at_pc = pc
            if pc == self.ret:
                return 'golden'
            at = k + 1
            if model == 'skip':
                pc = self.skip_one(pc)
            elif model == 'flip':
                uc = m.uc
                uc.reg_write(A.UC_ARM_REG_APSR_NZCV, uc.reg_read(A.UC_ARM_REG_APSR_NZCV) ^ FLAGS[arg])
                at = k
            else:
                pc = m.run(pc, self.ret, count=1)
                if arg == 'flags':
                    m.uc.reg_write(A.UC_ARM_REG_APSR_NZCV, 0)
                else:
                    m.uc.reg_write(REG_IDS[arg], 0)
            # the next two checkpoints: the golden state there is the golden outcome
            for cp in [c for c in ((at // self.every) + 1, (at // self.every) + 2)]:
                cp *= self.every
                if pc == self.ret or cp not in self.marks:
                    break
                pc = m.run(pc, self.ret, count=cp - at)
                at = cp
                if pc != self.ret and m.fingerprint() == self.marks[cp]:
                    return 'golden'
            if pc != self.ret:
                pc = m.run(pc, self.ret, count=4 * max(self.total - at, 0) + 1_000_000)
            return 'returned' if pc == self.ret else 'hang'
        except Ended as e:
            return str(e)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--elf', required=True)
    ap.add_argument('--scheme', required=True, choices=sorted(SCHEMES))
    ap.add_argument('--lib', required=True)
    ap.add_argument('--ram-kb', type=int, default=32)
    ap.add_argument('--sample', type=int, default=100)
    ap.add_argument('--models', default='skip,flip,zero')
    ap.add_argument('--every', type=int, default=20000, help='instructions between checkpoints')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--label', default='')
    ap.add_argument('--csv')
    ap.add_argument('--show', type=int, default=10)
    args = ap.parse_args(argv)

    sigb, pkb = SCHEMES[args.scheme]
    host = Host(args.lib, args.scheme)
    m = Machine(args.elf, args.ram_kb)
    t0 = time.time()
    cps, marks, total, ret, every = golden(m, args.every)
    rc = m.uc.reg_read(A.UC_ARM_REG_R0)
    gsig, pk = m.read('sign_fault_sig', sigb), m.read('sign_fault_pk', pkb)
    gver = host.verify(gsig, pk)
    print(f'golden {args.label} sign_insns={total} rc={rc} host_verify={gver} {time.time() - t0:.1f}s', flush=True)
    if rc != 0 or gver != 0 or host.keygen_pk() != pk:
        print('sign_fault_sim: the unfaulted run does not release a signature that verifies '
              'under the host\'s key of the same seed')
        return 1
    insns = disassembly(args.elf)
    camp = Campaign(m, cps, marks, total, ret, {a: d for a, (d, use) in insns.items()}, every)
    positions = sorted(random.Random(args.seed).sample(range(total), min(args.sample, total)))
    verified = {}
    rows = []
    for model in args.models.split(','):
        t1 = time.time()
        out = {'same': 0, 'refused': 0, 'unwiped': 0, 'leaked': 0, 'differs': 0, 'crash': 0, 'hang': 0, 'exit': 0}
        runs, shown = 0, []
        for k in positions:
            for arg in camp.faults_at(model, k):
                runs += 1
                o = camp.run(model, k, arg)
                if o == 'golden':
                    out['same'] += 1
                    continue
                if o != 'returned':
                    out[o] += 1
                    continue
                r0 = m.uc.reg_read(A.UC_ARM_REG_R0)
                sig = m.read('sign_fault_sig', sigb)
                if r0 != 0:
                    out['refused'] += 1
                    out['unwiped'] += any(sig)
                    continue
                if sig == gsig:
                    out['same'] += 1
                    continue
                if sig not in verified:
                    verified[sig] = host.verify(sig, pk)
                kind = 'differs' if verified[sig] == 0 else 'leaked'
                out[kind] += 1
                if len(shown) < args.show:
                    what = 'does not verify' if kind == 'leaked' else 'verifies, another signature of the message'
                    shown.append(f'{kind}: position {k} {describe(m.syms, camp.at_pc)} {arg or ""}: '
                                 f'released a signature that {what}')
        secs = time.time() - t1
        detail = ' '.join(f'{a}={b}' for a, b in out.items())
        print(f'campaign {args.label} model={model} runs={runs} leaked={out["leaked"]} differs={out["differs"]} '
              f'refused={out["refused"]} unwiped={out["unwiped"]} ({detail}) {secs:.0f}s', flush=True)
        for s in shown:
            print(f'  {s}')
        rows.append((model, runs, out['leaked'], out['differs'], out['refused'], out['unwiped']))
    if args.csv:
        with open(args.csv, 'a') as f:
            for model, runs, leaked, differs, refused, unwiped in rows:
                f.write(f'{args.label},{model},{runs},{leaked},{differs},{refused},{unwiped},'
                        f'{len(positions)},{total}\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
