#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Images and flash contents for the MCUboot port's checks (port_layout.h).

  flash_image.py flash OUT CONTROL SLOT0|- [SLOT1|-]
      the flash from the primary slot to the control word (0x20000..0x71000),
      erased (0xFF) where no image is, CONTROL = reboots the test application
      may ask for; QEMU loads it at 0x20000
  flash_image.py flip IN OUT OFFSET
      IN with the byte at OFFSET inverted
  flash_image.py truncate-sig IN OUT
      IN with its signature TLV (0xa0 PQ8K_STREAM, or 0x22 ECDSA) cut to half
      its length, the TLV area's lengths made consistent again: a well-formed
      image whose signature is short
  flash_image.py replay-sig IN DONOR OUT
      IN with the value of its signature TLV replaced by DONOR's (an image
      signed by the same key, signature TLVs of the same length): the hash
      TLV still matches, the signature is genuine but of another image (a
      replayed signature; every unkeyed check passes). The fault campaign's
      image.
"""
import struct
import sys

SLOT0, SLOT_SIZE, CONTROL, END = 0x20000, 0x20000, 0x70000, 0x71000
SIG_TLVS = (0xa0, 0x22)


def flash(out, control, slots):
    f = bytearray(b'\xff' * (END - SLOT0))
    for i, path in enumerate(slots):
        if path == '-':
            continue
        data = open(path, 'rb').read()
        if len(data) > SLOT_SIZE:
            sys.exit(f"{path}: larger than a slot")
        f[i * SLOT_SIZE:i * SLOT_SIZE + len(data)] = data
    f[CONTROL - SLOT0:CONTROL - SLOT0 + 4] = struct.pack('<I', control)
    open(out, 'wb').write(f)


def flip(src, out, offset):
    b = bytearray(open(src, 'rb').read())
    b[offset] ^= 0xFF
    open(out, 'wb').write(b)


def sig_tlv(b, src):
    """(offset of the TLV area, its total length, offset of the signature
    TLV's header, the TLV's value length) of an image's bytes."""
    _, _, hdr_size, prot, img_size = struct.unpack('<IIHHI', b[:16])
    info = hdr_size + img_size + prot
    magic, tot = struct.unpack('<HH', b[info:info + 4])
    if magic != 0x6907:
        sys.exit(f"{src}: no TLV area")
    off = info + 4
    while off < info + tot:
        t, n = struct.unpack('<HH', b[off:off + 4])
        if t in SIG_TLVS:
            return info, tot, off, n
        off += 4 + n
    sys.exit(f"{src}: no signature TLV")


def truncate_sig(src, out):
    b = bytearray(open(src, 'rb').read())
    info, tot, off, n = sig_tlv(b, src)
    cut = n - n // 2
    b[off + 2:off + 4] = struct.pack('<H', n // 2)
    del b[off + 4 + n // 2:off + 4 + n]
    b[info + 2:info + 4] = struct.pack('<H', tot - cut)
    open(out, 'wb').write(b)


def replay_sig(src, donor, out):
    b = bytearray(open(src, 'rb').read())
    d = open(donor, 'rb').read()
    _, _, off, n = sig_tlv(b, src)
    _, _, doff, dn = sig_tlv(d, donor)
    if n != dn:
        sys.exit(f"{src}, {donor}: signature TLVs of different lengths")
    b[off + 4:off + 4 + n] = d[doff + 4:doff + 4 + n]
    open(out, 'wb').write(b)


def main(argv):
    cmd = argv[1] if len(argv) > 1 else ''
    if cmd == 'flash' and len(argv) >= 5:
        flash(argv[2], int(argv[3]), argv[4:6])
    elif cmd == 'flip' and len(argv) == 5:
        flip(argv[2], argv[3], int(argv[4], 0))
    elif cmd == 'truncate-sig' and len(argv) == 4:
        truncate_sig(argv[2], argv[3])
    elif cmd == 'replay-sig' and len(argv) == 5:
        replay_sig(argv[2], argv[3], argv[4])
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
