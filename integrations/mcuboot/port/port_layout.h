/* SPDX-License-Identifier: MIT */
/*
 * The flash map of the bare-metal MCUboot port on QEMU mps2-an385 (Cortex-M3)
 * and mps2-an505 (Cortex-M33). The board's code memory (SSRAM1, at 0 on the
 * an385, at its Secure alias 0x10000000 on the an505: PORT_FLASH_BASE, set by
 * port.mk) stands in for internal flash: it is
 * written by the swap like flash, erased to 0xFF by the port, and keeps its
 * contents across the port's soft reset (app.c), as flash keeps them across a
 * reset; QEMU's own system reset would reload the images it was started with.
 *
 * Offsets from PORT_FLASH_BASE:
 *   0x00000  bootloader            128 KiB
 *   0x20000  primary slot (image 0)  128 KiB   image header at 0x20000,
 *                                              application vectors at 0x20200
 *   0x40000  secondary slot          128 KiB
 *   0x60000  scratch                 4 KiB
 *   0x70000  test control word: reboots the application may still ask for
 *
 * 4 KiB sectors, write alignment 4 (imgtool --align 4 --max-align 8
 * --slot-size 0x20000 --header-size 0x200).
 */
#ifndef PORT_LAYOUT_H
#define PORT_LAYOUT_H

#ifndef PORT_FLASH_BASE
#define PORT_FLASH_BASE     0x00000000u
#endif
#define PORT_SECTOR_SIZE    0x1000u
#define PORT_SLOT0_OFF      0x20000u
#define PORT_SLOT1_OFF      0x40000u
#define PORT_SLOT_SIZE      0x20000u
#define PORT_SCRATCH_OFF    0x60000u
#define PORT_SCRATCH_SIZE   0x1000u
#define PORT_CONTROL_ADDR   (PORT_FLASH_BASE + 0x70000u)
#define PORT_HEADER_SIZE    0x200u
#define PORT_WRITE_ALIGN    4u

#endif
