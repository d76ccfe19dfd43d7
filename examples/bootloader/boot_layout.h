/* SPDX-License-Identifier: MIT */
/*
 * Where things are in the emulated boards' flash (mps2-an385/an386: the
 * code memory at 0). mk/boot.mk passes the same numbers to the linker.
 *
 *   0x00000000  the bootloader (at most BOOT_LOADER_BYTES)
 *   0x0000F000  the anti-rollback counter sector (boot_counter.h)
 *   0x00010000  the application slot: one image (pq8k/boot_image.h)
 */
#ifndef BOOT_LAYOUT_H
#define BOOT_LAYOUT_H

#ifndef BOOT_COUNTER_ADDR
#define BOOT_COUNTER_ADDR 0x0000F000u
#endif
#define BOOT_COUNTER_BYTES 0x1000u
#ifndef BOOT_SLOT_ADDR
#define BOOT_SLOT_ADDR 0x00010000u
#endif
#ifndef BOOT_SLOT_BYTES
#define BOOT_SLOT_BYTES 0x00040000u
#endif
#define BOOT_RAM_ADDR 0x20000000u

#endif
