#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""RAM and flash figures of a demo firmware, from its ELF and link map, as
shell assignments for scripts/demo.sh. Uses the bench collector's map
parser, so the demo counts exactly as `make bench` does.

    fw_figures.py FIRMWARE.elf      # reads FIRMWARE.elf.map beside it

LIB_RAM     .data/.bss of libpq8k.a objects in the firmware
LIB_FLASH   .text/.rodata/.data of libpq8k.a objects
LIB_HASH    the part of LIB_FLASH that is Keccak/SHA-2 code
FW_FLASH    loadable bytes of the whole firmware (startup, HAL, libc helpers too)
FW_STATIC   .data/.bss of the whole firmware
RAM_LEN     RAM the firmware is linked with
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'bench'))
import collect  # noqa: E402


def main(elf):
    ram_len, contrib = collect.parse_map(elf + '.map')
    lib = lambda o: collect.LIBRARY in o  # noqa: E731
    hashes = lambda o: lib(o) and o.split('(')[-1].rstrip(')') in collect.HASH_OBJECTS  # noqa: E731
    figures = {
        'LIB_RAM': collect.sum_contrib(contrib, collect.RAM_SECTIONS, lib),
        'LIB_FLASH': collect.sum_contrib(contrib, collect.FLASH_SECTIONS, lib),
        'LIB_HASH': collect.sum_contrib(contrib, collect.FLASH_SECTIONS, hashes),
        'FW_FLASH': collect.elf_loadable_bytes(elf),
        'FW_STATIC': collect.sum_contrib(contrib, collect.RAM_SECTIONS, lambda o: True),
        'RAM_LEN': ram_len or 0,
    }
    for k, v in figures.items():
        print('%s=%d' % (k, v))


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
