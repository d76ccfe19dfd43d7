/* SPDX-License-Identifier: MIT */
/* ARM/RISC-V semihosting calls shared by the QEMU targets (see hal_semihost.c). */
#ifndef PQ8K_SEMIHOST_H
#define PQ8K_SEMIHOST_H

#include <stdint.h>

#define SEMI_SYS_OPEN   0x01
#define SEMI_SYS_CLOSE  0x02
#define SEMI_SYS_WRITE  0x05
#define SEMI_SYS_READ   0x06
#define SEMI_SYS_EXIT   0x18
#define SEMI_EXIT_OK    0x20026  /* ADP_Stopped_ApplicationExit */
#define SEMI_EXIT_ERROR 0x20023  /* ADP_Stopped_RunTimeErrorUnknown: QEMU exits with 1 */

/* Stack paint word; the per-architecture hal_stack_paint (assembly) writes
   the same value and records the stack pointer it painted up to. */
#define HAL_STACK_PAINT 0xA5A5A5A5u
extern uintptr_t hal_paint_top;

/* Issues the trap; defined per architecture in startup code. */
intptr_t semihost_call(uintptr_t op, void *arg);

#endif
