/* SPDX-License-Identifier: MIT */
/*
 * The test application the port boots: prints the version of the image it
 * runs from (read from the MCUboot header in front of it, in the primary
 * slot), then either "reboots" or ends the run. The control word in flash
 * (PORT_CONTROL_ADDR, set by the check script) counts the reboots still
 * wanted: a reboot re-enters the bootloader through its reset vector, as a
 * reset would, while the flash keeps what the swap wrote.
 *   APP version=M.m.r
 */
#include <stdint.h>

#include "hal.h"
#include "port_io.h"
#include "port_layout.h"

int main(void);

static void __attribute__((noreturn)) reboot(void)
{
    const uint32_t *vt = (const uint32_t *)(uintptr_t)PORT_FLASH_BASE;
    __asm__("" : "+r"(vt)); /* the vector table at address 0 is a real object */
    *(volatile uint32_t *)0xE000ED08u = PORT_FLASH_BASE; /* SCB->VTOR */
    __asm__ volatile("dsb\n\tisb\n\tmsr msp, %0\n\tbx %1" : : "r"(vt[0]), "r"(vt[1]) : "memory");
    __builtin_unreachable();
}

int main(void)
{
    /* struct image_header: ih_ver at offset 20 (u8 major, u8 minor, u16 revision) */
    const volatile uint8_t *hdr = (const volatile uint8_t *)(PORT_FLASH_BASE + PORT_SLOT0_OFF);
    volatile uint32_t *control = (volatile uint32_t *)PORT_CONTROL_ADDR;

    port_puts("APP version=");
    port_putu(hdr[20]);
    port_puts(".");
    port_putu(hdr[21]);
    port_puts(".");
    port_putu((uint32_t)hdr[22] | (uint32_t)hdr[23] << 8);
    port_puts("\n");
    if (*control != 0 && *control != 0xFFFFFFFFu) {
        *control -= 1;
        reboot();
    }
    return 0;
}
