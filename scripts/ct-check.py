#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Variable-latency check of keygen and signing on Cortex-M3 and Cortex-M0/M0+
(docs/security.md: make ct-m3, make ct-m0).

m3: the M3's long multiplies (UMULL, SMULL, UMLAL, SMLAL) finish early for
small operands and its divides (UDIV, SDIV) take 2-12 cycles depending on the
operands. m0: ARMv6-M has neither: its MULS is fixed-latency (1 or 32 cycles,
by implementation, never by operand) and it has no divide, so a 64-bit
product or a division is a call to libgcc, whose ARMv6-M routines are the
variable-time part (__aeabi_uidiv loops; __aeabi_lmul branches on a carry,
gcc 12). This check fails if any function that can run during key
generation or signing contains one of those instructions, calls a libgcc
multiply or divide helper (__aeabi_lmul, __aeabi_*div*, __muldi3, ...), or
reaches any other libgcc routine whose own code branches conditionally or
jumps through a register (on m0 the signing paths reach two, the 64-bit
shifts, straight-line code; on m3 none): every such routine is read from
the libgcc of the platform's flags and followed through its own calls, so a
helper the compiler starts to use tomorrow (__clzsi2, __aeabi_lasr, ...) is
judged by its code, not by a list.

Which functions: every function reachable in the call graph that gcc
-fcallgraph-info wrote for the objects, starting from every public
function whose name says keygen, keypair or sign (and not verify). The list
is derived, not typed: a new signing helper is covered as soon as a signing
entry point calls it. An indirect call on that path makes the check fail,
because the graph could then miss a callee. Functions inlined into their
caller are checked as part of the caller's code; functions written in
assembly (objects without a .ci file) are found by symbol and checked the
same way, their branches followed as below.

Besides the graph, the check reads each reached function's disassembly with
its relocations: every branch it makes (BL, and the B.W / conditional B
of a tail call) is followed too, and one to a libgcc helper fails, so a call
the compiler added late (a helper for a 64-bit divide, a tail branch) cannot
hide. A mnemonic is matched with every condition code and width suffix
(UMULL inside an IT block disassembles as umulleq, a divide as udivcs.w).
test/ct/ct_selftest.sh proves the check fails on such code, per platform.

usage: ct-check.py m3|m0 <build dir with .o and .ci files, e.g. build/m3-cg>
"""
import os
import re
import subprocess
import sys

# a variable-latency mnemonic, in any condition and width form (the DSP
# variants are not Cortex-M3 instructions, listed so a wrong -mcpu is caught)
COND = r"(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?"
BAD_MNEMONIC = re.compile(r"^(umull|smull|umlal|smlal|umaal|udiv|sdiv)(?:bb|bt|tb|tt|dx?)?"
                          + COND + r"(?:\.[wn])?$")
# relocations of a branch: a call (BL) or a tail call (B.W, conditional B)
# lines of `objdump -dr --no-show-raw-insn`: a relocation (type, symbol) and an
# instruction (mnemonic, operands)
OBJDUMP_RELOC = re.compile(r"^\s+[0-9a-f]+: (R_ARM_\w+)\s+(\S+)")
OBJDUMP_INSN = re.compile(r"^\s*[0-9a-f]+:\s+([a-z][\w.]*)\s*([^@;]*)")
BRANCH_RELOC = {"R_ARM_THM_CALL", "R_ARM_THM_JUMP24", "R_ARM_THM_JUMP19", "R_ARM_THM_JUMP11",
                "R_ARM_THM_JUMP8", "R_ARM_CALL", "R_ARM_JUMP24"}
BAD_HELPER = re.compile(r"^(__aeabi_(l|i|ui|ul|ll|ull)?(mul|div|divmod|mod)|__(u)?(mul|div|mod)[sd]i3|__udivmoddi4)")
# the compiler flags whose libgcc the platform links (its multilib), and whether
# every libgcc routine reached is read and must be straight-line code (on m0
# the only variable-latency code is a routine that branches; the m3 signing
# paths reach no libgcc routine today, and one that appears is read as well)
PLATFORMS = {
    "m3": {"flags": ["-mcpu=cortex-m3", "-mthumb"], "libgcc_code": True},
    "m0": {"flags": ["-mcpu=cortex-m0plus", "-mthumb"], "libgcc_code": True},
}
# a conditional branch (b<cond>, cbz/cbnz) or a jump through a register other
# than a return: what makes a libgcc routine's time depend on its operands
COND_BRANCH = re.compile(r"^(b(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)|cbn?z)(?:\.[wn])?$")
ENTRY = re.compile(r"^pq8k_\w*(keygen|keypair|sign)\w*$")
# Reached functions whose variable-latency instructions only see public data;
# each entry says why (and make ct checks the same claim on the host).
# On m0 they call __aeabi_uidiv(mod)/__aeabi_idiv for the same divisions:
# the same reason covers those calls (nothing else in them is allowed).
ALLOW = {
    "pq8k_haetae_rans_put": "rANS-encodes h and HighBits(z1) of the accepted HAETAE "
                            "signature, public once accepted (declassified in sign.c pass_encode)",
    # the signer's self-check (PQ8K_CONFIG_SIGN_FAULT_CHECKS): the released
    # signature verified under the public key, both public (the signature is
    # declassified before the check in sign.c haetae_sign_core)
    **{"pq8k_haetae%d_verify_core" % lv: "verifies the released HAETAE signature under the public "
       "key in the signer's self-check: signature and key are public" for lv in (2, 3, 5)},
    "pq8k_lms_tree_params_get": "divides the public LMS/LM-OTS type code of the key (host signing)",
    "pq8k_lms_types_check": "divides the public LMS/LM-OTS type codes of the key (host signing)",
    "pq8k_xmss_params_get": "divides the public XMSS OID and the tree height of the key (host signing)",
}
# Indirect calls whose possible targets are a closed set: the message helpers of
# src/common/stream_msg.c and stream_read.c call only the hash sinks stream_msg.c
# defines, the reader loop (pq8k_msg_absorb reaches it through
# pq8k_msg_read_loop), and the caller's reader, which only the engine's reader
# init calls install (the signers build their message sources in memory).
# Their edges are added so the graph stays complete.
SINKS = ("pq8k_sink_keccak", "pq8k_sink_sha256", "pq8k_sink_sha512")
INDIRECT = {"pq8k_msg_absorb": SINKS + ("pq8k_msg_absorb_read",), "pq8k_msg_absorb_prime": SINKS,
            "pq8k_msg_absorb_read": SINKS}
# The scheme-generic one-shot calls (src/engine/oneshot.c) call through their
# table: its targets are that file's adapters (os_sign_<scheme>,
# os_keygen_<scheme>), each a direct call of one scheme's own entry point.
INDIRECT_LOCAL = {"pq8k_sign": "os_sign_", "pq8k_keygen": "os_keygen_"}
NODE = re.compile(r'node: \{ title: "([^"]+)" label: "[^"]*"( shape : ellipse)? \}')
EDGE = re.compile(r'edge: \{ sourcename: "([^"]+)" targetname: "([^"]+)"')


def parse(build):
    defined = {}      # key -> object; key is "name" (global) or "obj|name" (local)
    edges = {}        # key -> set of target keys (targets: unresolved titles)
    for root, _, files in os.walk(os.path.join(build, "obj")):
        for f in files:
            if not f.endswith(".ci"):
                continue
            ci = os.path.join(root, f)
            obj = ci[:-3] + ".o"
            text = open(ci).read()

            def key(title):
                # local functions are "file.c:name": qualify by object (three levels share a file)
                return obj + "|" + title.split(":", 1)[1] if ":" in title else title
            for m in NODE.finditer(text):
                if not m.group(2):
                    defined[key(m.group(1))] = obj
            for m in EDGE.finditer(text):
                edges.setdefault(key(m.group(1)), set()).add(key(m.group(2)))
    return defined, edges


_DISASM = {}


def disasm(obj):
    """function name -> (variable-latency mnemonics, branch targets), from
    objdump -dr: each target a symbol named by a branch relocation"""
    if obj in _DISASM:
        return _DISASM[obj]
    out = subprocess.run(["arm-none-eabi-objdump", "-dr", "--no-show-raw-insn", obj],
                         check=True, capture_output=True, text=True).stdout
    found, fn = {}, None
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            fn = m.group(1)
            found[fn] = (set(), set())
            continue
        if fn is None:
            continue
        m = OBJDUMP_RELOC.match(line)
        if m:
            if m.group(1) in BRANCH_RELOC:
                found[fn][1].add(m.group(2))
            continue
        m = OBJDUMP_INSN.match(line)
        if m and BAD_MNEMONIC.match(m.group(1)):
            found[fn][0].add(m.group(1))
    _DISASM[obj] = found
    return found


_LIBGCC = {}


def libgcc(platform):
    """libgcc routine name -> (problems in its code, branch targets), read from
    the libgcc archive that the platform's flags link (objdump -dr). A routine
    is judged by the whole archive member that defines it (its aliases, such as
    __muldi3 for __aeabi_lmul, and any local entry points share that code)."""
    if platform in _LIBGCC:
        return _LIBGCC[platform]
    path = subprocess.run(["arm-none-eabi-gcc"] + PLATFORMS[platform]["flags"] +
                          ["-print-libgcc-file-name"], check=True, capture_output=True,
                          text=True).stdout.strip()
    out = subprocess.run(["arm-none-eabi-objdump", "-dr", "--no-show-raw-insn", path],
                         check=True, capture_output=True, text=True).stdout
    members, member = {}, None
    for line in out.splitlines():
        m = re.match(r"^(\S+\.o):\s+file format", line)
        if m:
            member = members.setdefault(m.group(1), (set(), set()))
            continue
        if member is None:
            continue
        m = OBJDUMP_RELOC.match(line)
        if m:
            if m.group(1) in BRANCH_RELOC:
                member[1].add(m.group(2))
            continue
        m = OBJDUMP_INSN.match(line)
        if not m:
            continue
        op, args = m.group(1), m.group(2).strip()
        if COND_BRANCH.match(op):
            member[0].add("branches on a condition (%s)" % op)
        elif op in ("bx", "blx") and args != "lr":
            member[0].add("jumps through a register (%s %s)" % (op, args))
        elif op in ("mov", "add", "ldr") and re.match(r"pc\s*,", args):
            member[0].add("jumps through a register (%s %s)" % (op, args))
        elif re.match(r"(add|sub|ldr)s?$", op) and re.match(r"lr\s*,", args):
            # the Thumb-1 switch helpers (__gnu_thumb1_case_*) index a table and
            # return to the entry found there: a jump by the operand's value
            member[0].add("computes its return address (%s %s)" % (op, args))
        elif op == "pop" and "pc" in args:
            pass                                  # a return
        elif BAD_MNEMONIC.match(op):
            member[0].add("contains %s" % op)
    nm = subprocess.run(["arm-none-eabi-nm", "-A", "--defined-only", path], check=True,
                        capture_output=True, text=True).stdout
    found = {}
    for line in nm.splitlines():
        m = re.match(r"^[^:]+:([^:]+\.o):[0-9a-f]+ ([Tt]) (\S+)$", line)
        if m and m.group(1) in members:
            found[m.group(3)] = members[m.group(1)]
    _LIBGCC[platform] = found
    return found


def own_code(found, name):
    """the entries of found for a function and its gcc clones (name.constprop.0, ...)"""
    return [(fn, v) for fn, v in found.items() if fn == name or fn.startswith(name + ".")]


def asm_symbols(build):
    """global and local functions of objects without a .ci file (assembly)"""
    asm = {}
    for root, _, files in os.walk(os.path.join(build, "obj")):
        for f in files:
            o = os.path.join(root, f)
            if f.endswith(".o") and not os.path.exists(o[:-2] + ".ci"):
                nm = subprocess.run(["arm-none-eabi-nm", "--defined-only", o], check=True,
                                    capture_output=True, text=True).stdout
                for line in nm.splitlines():
                    parts = line.split()
                    if len(parts) == 3 and parts[1] in "Tt":
                        asm[parts[2]] = o
    return asm


def where(k, defined, asm):
    """the object that defines key k, or None (outside the library)"""
    return defined.get(k) or (asm.get(k) if "|" not in k else None)


def walk(entries, defined, edges, asm, platform):
    """every key reachable from the entries through the call graph and the
    branch relocations of the reached code (and, on a platform that reads
    libgcc, of the libgcc routines reached); the problems met on the way and
    the calls to helpers that ALLOW covers"""
    seen, todo, problems, allowed = set(entries), list(entries), [], set()
    via = {}                              # key -> the first key that reached it
    lib = libgcc(platform) if PLATFORMS[platform]["libgcc_code"] else {}

    def reach(k, t):
        name, caller = t.split("|")[-1], k.split("|")[-1]
        if BAD_HELPER.match(name):
            if caller in ALLOW:
                allowed.add("%s calls %s" % (caller, name))
            else:
                problems.append("%s calls %s (variable-latency libgcc helper)" % (k, name))
        elif t not in seen:
            seen.add(t)
            via[t] = k
            todo.append(t)
    while todo:
        k = todo.pop()
        for t in edges.get(k, ()):
            if t == "__indirect_call" and k.split("|")[-1] in INDIRECT:
                for u in INDIRECT[k.split("|")[-1]]:
                    reach(k, u)
            elif t == "__indirect_call" and k in INDIRECT_LOCAL:
                first = "%s|%s" % (defined.get(k), INDIRECT_LOCAL[k])
                targets = sorted(d for d in defined if d.startswith(first))
                if not targets:
                    problems.append("%s: no %s* adapter found for its indirect call" % (k, INDIRECT_LOCAL[k]))
                for u in targets:
                    reach(k, u)
            elif t == "__indirect_call":
                problems.append("%s makes an indirect call: the call graph is incomplete" % k)
            else:
                reach(k, t)
        obj = where(k, defined, asm)
        if obj is None:
            if k in lib:
                # a libgcc routine: judged by its own code, its calls followed
                bad, targets = lib[k]
                if bad:
                    problems.append("%s reaches libgcc's %s, which %s (variable latency)"
                                    % (via.get(k, "?"), k, ", ".join(sorted(bad))))
                for t in targets:
                    reach(k, t)
            continue
        found = disasm(obj)
        for _, (_, targets) in own_code(found, k.split("|")[-1]):
            for t in targets:
                # a branch to a function of the same object that is local to it
                local = obj + "|" + t
                reach(k, local if local in defined else t)
    return seen, problems, allowed


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in PLATFORMS:
        sys.exit("usage: ct-check.py %s <build dir>" % "|".join(sorted(PLATFORMS)))
    platform, build = sys.argv[1], sys.argv[2]
    tag = "ct-check(%s)" % platform
    defined, edges = parse(build)
    if not defined:
        sys.exit("%s: no .ci files under %s (build with -fcallgraph-info)" % (tag, build))
    asm = asm_symbols(build)
    entries = sorted(k for k in defined if "|" not in k and ENTRY.match(k) and "verify" not in k)
    seen, problems, allowed = walk(entries, defined, edges, asm, platform)
    checked = 0
    for k in sorted(seen):
        obj = where(k, defined, asm)
        if obj is None:
            continue
        n = k.split("|")[-1]
        checked += 1
        if n in ALLOW:
            print("%s: allowed %s: %s" % (tag, n, ALLOW[n]))
            continue
        kind = "" if k in defined else " (assembly)"
        for fn, (insns, _) in own_code(disasm(obj), n):
            if insns:
                problems.append("%s:%s%s contains %s" % (os.path.relpath(obj, build), fn, kind,
                                                         ", ".join(sorted(insns))))
    for a in sorted(allowed):
        print("%s: allowed call: %s (public operands, as above)" % (tag, a))
    outside = sorted(k for k in seen if where(k, defined, asm) is None)
    lib = libgcc(platform) if PLATFORMS[platform]["libgcc_code"] else {}
    print("%s: %d entry points, %d library functions reached and checked; "
          "libgcc routines read: %s; outside the library: %s"
          % (tag, len(entries), checked,
             " ".join(k for k in outside if k in lib) or "none",
             " ".join(k for k in outside if k not in lib) or "none"))
    for p in sorted(set(problems)):
        print("FAIL " + p)
    print("%s: %s" % (tag, "FAILED" if problems else "ok"))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
