/* SPDX-License-Identifier: MIT */
/*
 * The bootloader of the port: MCUboot's boot_go() picks and validates the
 * image (swapping in an upgrade from the secondary slot when one is pending),
 * then this file starts it. Console lines (the check script reads them):
 *   MCUBOOT start
 *   MCUBOOT boot version=M.m.r off=0x... stack=N    an image is starting
 *   MCUBOOT no bootable image                        nothing starts (exit 1)
 * The stack figure is the painted high-water mark of boot_go (its
 * validation, and a swap when there is one).
 */
#include <stdint.h>

#include "bootutil/bootutil.h"
#include "bootutil/image.h"
#include "bootutil/fault_injection_hardening.h"
#include "flash_map_backend/flash_map_backend.h"
#include "hal.h"
#include "port_io.h"

int main(void);

/* Sets the image's vector table and stack pointer, then branches to its
   reset handler; does not return. */
static void __attribute__((noreturn)) start_image(uintptr_t vt_addr)
{
    const uint32_t *vt = (const uint32_t *)vt_addr;
    *(volatile uint32_t *)0xE000ED08u = (uint32_t)vt_addr; /* SCB->VTOR */
    __asm__ volatile("dsb\n\tisb\n\tmsr msp, %0\n\tbx %1" : : "r"(vt[0]), "r"(vt[1]) : "memory");
    __builtin_unreachable();
}

static void print_boot(const struct boot_rsp *rsp, size_t stack)
{
    const struct image_version *v = &rsp->br_hdr->ih_ver;
    port_puts("MCUBOOT boot version=");
    port_putu(v->iv_major);
    port_puts(".");
    port_putu(v->iv_minor);
    port_puts(".");
    port_putu(v->iv_revision);
    port_puts(" off=");
    port_putu(rsp->br_image_off);
    port_puts(" stack=");
    port_putu((uint32_t)stack);
    port_puts("\n");
}

int main(void)
{
    struct boot_rsp rsp;
    uintptr_t base = 0;
    FIH_DECLARE(fih_rc, FIH_FAILURE);

    hal_stack_paint();
    port_puts("MCUBOOT start\n");
    hal_bench_start();
    FIH_CALL(boot_go, fih_rc, &rsp);
    hal_bench_stop();
    size_t stack = hal_stack_used();
    if (FIH_NOT_EQ(fih_rc, FIH_SUCCESS) || flash_device_base(rsp.br_flash_dev_id, &base) != 0) {
        port_puts("MCUBOOT no bootable image\n");
        hal_exit(1);
    }
    print_boot(&rsp, stack);
    start_image(base + rsp.br_image_off + rsp.br_hdr->ih_hdr_size);
}
